import { useState } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSyncRegular, TimelineRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { useGrant } from '@/lib/grants';
import { useNotify } from '@/lib/notify';
import { useNow } from '@/lib/now';
import { presetRange, todayIn } from '@/lib/report/period';
import { queryFromSearch } from '@/lib/resource/url';
import { useTimeZone } from '@/lib/time-zone';
import { JsonBlock } from '@/lib/json-block';
import { recordHref } from '@/lib/records';
import { TRAIL_PAGE, TRAIL_TAB } from '@/records/attribution';
import { ResourcePage, type RowAction } from '@/lib/resource';
import { retryPostbackCall, toolsApi, type Postback } from '../contract';
import { MatchRate } from '../components/MatchRate';
import { postbackResource } from '../resources';

const useStyles = makeStyles({
  note: { color: tokens.colorNeutralForeground3, display: 'block' },
  block: { marginTop: tokens.spacingVerticalM },
});

/**
 * toolCategory/returnList: the postbacks sent to the ad platforms, with every field of spec
 * section 3 (user id, channel type, request params, return info, event, currency, order id,
 * price, fbc, ip, url, ua), filters in the URL, export; the detail shows the request and the
 * answer as formatted JSON; a failed postback can be sent again (重新回传). Above the list, the match
 * rate per platform and channel for the list's period (its 回传时间 filter, else the last 30 days).
 */
export default function ReturnListPage() {
  const { t } = useI18n();
  const styles = useStyles();
  const notify = useNotify();
  const granted = useGrant();
  const search = useRouterState({ select: (s) => s.location.search }) as Record<string, unknown>;
  const zone = useTimeZone();
  const today = todayIn(zone, useNow());
  const chosen = queryFromSearch(postbackResource, search).filters.time;
  const period = Array.isArray(chosen) ? { start: String(chosen[0]).slice(0, 10), end: String(chosen[1]).slice(0, 10) } : presetRange('last30', today);
  /** Raised after a retry: the match rate is asked again. */
  const [stamp, setStamp] = useState(0);
  const retry: RowAction<Postback> = {
    key: 'retry',
    label: 'tools.postback.retry',
    icon: <ArrowSyncRegular />,
    visible: (row) => row.status === 'failed',
    run: (row, ctx) =>
      void (async () => {
        try {
          const after = await toolsApi.retryPostback(row.id, row.version);
          if (after.status === 'success') notify.success('tools.postback.retried');
          else notify.warning('tools.postback.retryFailed');
        } catch (error) {
          notify.error(error, 'tools.postback.retryFailed');
        }
        ctx.refresh();
        setStamp((n) => n + 1);
      })(),
  };
  const navigate = useNavigate();
  // The member's attribution trail (the member record's tab): how they came and every postback of theirs.
  const trail: RowAction<Postback> = {
    key: 'trail',
    label: 'tools.postback.trail',
    icon: <TimelineRegular />,
    run: (row) => void navigate({ href: recordHref(TRAIL_PAGE, row.memberId, TRAIL_TAB) }),
  };
  const actions = [...(granted(TRAIL_PAGE) ? [trail] : []), ...(granted(retryPostbackCall.grant) ? [retry] : [])];
  return (
    <ResourcePage
      def={postbackResource}
      header={
        <>
          <Text className={styles.note}>{t('tools.postback.note')}</Text>
          <MatchRate start={period.start} end={period.end} stamp={stamp} />
        </>
      }
      rowActions={actions}
      detailExtra={(row) => (
        <>
          <JsonBlock className={styles.block} title={t('tools.postback.requestParams')} text={row.requestParams} />
          <JsonBlock className={styles.block} title={t('tools.postback.returnInfo')} text={row.returnInfo} />
        </>
      )}
    />
  );
}
