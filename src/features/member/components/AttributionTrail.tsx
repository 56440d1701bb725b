import { useState, type ReactNode } from 'react';
import { Badge, Body1Strong, Button, Caption1, Spinner, Subtitle2, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowSyncRegular, ChevronDownRegular, ChevronUpRegular } from '@fluentui/react-icons';
import { useI18n, type MessageId } from '@/i18n';
import { formatCurrency, formatDateTime } from '@/lib/format';
import { useGrant } from '@/lib/grants';
import { JsonBlock } from '@/lib/json-block';
import { Loaded, useLoad } from '@/lib/load';
import { useNotify } from '@/lib/notify';
import { trailApi, trailRetryCall, type AttributionTrail as Trail, type TrailEvent, type TrailPostback } from '@/records/attribution';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0, maxWidth: '100%' },
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  facts: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, margin: 0, paddingLeft: 0, listStyleType: 'none' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  item: {
    position: 'relative',
    minWidth: 0,
    paddingLeft: '28px',
    paddingBottom: tokens.spacingVerticalM,
    borderLeft: `2px solid ${tokens.colorNeutralStroke2}`,
    marginLeft: '8px',
  },
  dot: {
    position: 'absolute',
    left: '-8px',
    top: '2px',
    width: '14px',
    height: '14px',
    borderRadius: '50%',
    backgroundColor: tokens.colorBrandBackground,
    border: `2px solid ${tokens.colorNeutralBackground1}`,
  },
  dotWindow: { backgroundColor: tokens.colorPaletteMarigoldBorderActive },
  dotFailed: { backgroundColor: tokens.colorPaletteRedBackground3 },
  dotOk: { backgroundColor: tokens.colorPaletteGreenBackground3 },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  time: { display: 'block', color: tokens.colorNeutralForeground3 },
  detail: { display: 'block', color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalS, minWidth: 0 },
  table: { borderCollapse: 'collapse', width: '100%', '& th, & td': { textAlign: 'start', padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` } },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/** The message of an event or a source: lower camel case ('CompleteRegistration' → completeRegistration, apple_search → appleSearch). */
const camel = (text: string) => text.charAt(0).toLowerCase() + text.slice(1).replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
const eventId = (event: TrailPostback['event']) => `member.trail.event.${camel(event)}` as MessageId;
const sourceId = (source: string) => `member.trail.source.${camel(source)}` as MessageId;

function StatusBadge({ status }: { status: TrailPostback['status'] }) {
  const { t } = useI18n();
  return (
    <Badge appearance="tint" color={status === 'success' ? 'success' : 'danger'}>
      {t(`member.trail.status.${status}`)}
    </Badge>
  );
}

/** A postback of the trail: the event, its platform's answer, the payload and answer on demand, every attempt, and 重试. */
function PostbackItem({ postback, onRetried }: { postback: TrailPostback; onRetried: () => void }) {
  const styles = useStyles();
  const { t } = useI18n();
  const notify = useNotify();
  const granted = useGrant();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const panelId = `postback-${postback.id}`;
  const last = postback.attempts.at(-1);
  const retry = async () => {
    setBusy(true);
    try {
      const after = await trailApi.retry(postback.id, postback.version);
      if (after.status === 'success') notify.success('member.trail.retried');
      else notify.warning('member.trail.retryFailed');
    } catch (error) {
      notify.error(error, 'member.trail.retryFailed');
    }
    setBusy(false);
    onRetried();
  };
  return (
    <>
      <div className={styles.head}>
        <Body1Strong>{t('member.trail.postback', { event: t(eventId(postback.event)), platform: t(sourceId(postback.platform)) })}</Body1Strong>
        <StatusBadge status={postback.status} />
      </div>
      <Text className={styles.detail}>{t('member.trail.postbackDetail', { pixel: postback.pixelName, status: postback.httpStatus, attempts: last?.attempt ?? 1 })}</Text>
      <div className={styles.bar}>
        <Button size="small" appearance="subtle" icon={open ? <ChevronUpRegular /> : <ChevronDownRegular />} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          {t(open ? 'member.trail.hide' : 'member.trail.show')}
        </Button>
        {postback.status === 'failed' && granted(trailRetryCall.grant) ? (
          <Button size="small" appearance="primary" icon={busy ? <Spinner size="tiny" /> : <ArrowSyncRegular />} disabled={busy} onClick={() => void retry()}>
            {t('member.trail.retry')}
          </Button>
        ) : null}
      </div>
      {open ? (
        <div id={panelId} className={styles.panel} data-postback={postback.id}>
          <JsonBlock level={4} title={t('member.trail.payload')} text={postback.requestParams} />
          <JsonBlock level={4} title={t('member.trail.answer')} text={postback.returnInfo} />
          <div>
            <Body1Strong as="h4" id={`${panelId}-attempts`}>
              {t('member.trail.attempts')}
            </Body1Strong>
            {/* Scrolls sideways on a phone: a region a keyboard can reach. */}
            <div className={styles.scroll} role="region" aria-labelledby={`${panelId}-attempts`} tabIndex={0}>
            <table className={styles.table} data-attempts>
              <thead>
                <tr>
                  <th scope="col">{t('member.trail.attempt')}</th>
                  <th scope="col">{t('member.trail.attemptTime')}</th>
                  <th scope="col">{t('member.trail.attemptStatus')}</th>
                  <th scope="col">{t('member.trail.attemptHttp')}</th>
                  <th scope="col">{t('member.trail.attemptBy')}</th>
                </tr>
              </thead>
              <tbody>
                {postback.attempts.map((a) => (
                  <tr key={a.id} data-attempt={a.attempt}>
                    <td>{a.attempt}</td>
                    <td>{formatDateTime(a.time)}</td>
                    <td>
                      <StatusBadge status={a.status} />
                    </td>
                    <td>{a.httpStatus}</td>
                    <td>{a.operator || t('member.trail.system')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            </div>
          </div>
        </div>
      ) : null}
    </>
  );
}

function EventBody({ event, onRetried }: { event: TrailEvent; onRetried: () => void }) {
  const styles = useStyles();
  const { t, locale } = useI18n();
  switch (event.kind) {
    case 'touch':
      return (
        <>
          <Body1Strong>{t(`member.trail.touch.${event.behaviour}`)}</Body1Strong>
          <Text className={styles.detail}>
            {t('member.trail.touchDetail', { source: t(sourceId(event.source)), campaign: event.campaignName, adGroup: event.adGroupName, channel: event.channelName || t('member.trail.noChannel') })}
          </Text>
        </>
      );
    case 'install':
      return (
        <>
          <Body1Strong>{t('member.trail.install')}</Body1Strong>
          <Text className={styles.detail}>{t('member.trail.installDetail', { device: event.deviceModel, os: event.osVersion })}</Text>
        </>
      );
    case 'register':
      return <Body1Strong>{t('member.trail.register')}</Body1Strong>;
    case 'windowEnd':
      return <Body1Strong>{t('member.trail.windowEnd')}</Body1Strong>;
    case 'payment':
      return (
        <>
          <div className={styles.head}>
            <Body1Strong>{t('member.trail.payment')}</Body1Strong>
            <Badge appearance="tint" color={event.inWindow ? 'brand' : 'informative'}>
              {t(event.inWindow ? 'member.trail.inWindow' : 'member.trail.outWindow')}
            </Badge>
            {event.refunded ? (
              <Badge appearance="tint" color="warning">
                {t('member.trail.refunded')}
              </Badge>
            ) : null}
          </div>
          <Text className={styles.detail}>{t('member.trail.paymentDetail', { item: event.itemName, amount: formatCurrency(event.paidAmount, event.currency, locale), orderNo: event.orderNo })}</Text>
        </>
      );
    case 'postback':
      return <PostbackItem postback={event.postback} onRetried={onRetried} />;
  }
}

function dotClass(event: TrailEvent, styles: ReturnType<typeof useStyles>): string | undefined {
  if (event.kind === 'windowEnd') return styles.dotWindow;
  if (event.kind === 'postback') return event.postback.status === 'success' ? styles.dotOk : styles.dotFailed;
  return undefined;
}

function TrailView({ trail, onRetried }: { trail: Trail; onRetried: () => void }) {
  const styles = useStyles();
  const { t } = useI18n();
  const w = trail.window;
  const facts: ReactNode[] = [
    trail.source ? t('member.trail.source', { source: t(sourceId(trail.source)), channel: trail.channelName || t('member.trail.noChannel') }) : t('member.trail.noAd'),
    w.end ? t('member.trail.window', { days: w.days, end: formatDateTime(w.end) }) : t('member.trail.windowNone', { days: w.days }),
    t(w.natural ? 'member.trail.selfNatural' : w.selfAttributed ? 'member.trail.selfOn' : 'member.trail.selfOff'),
  ];
  return (
    <div className={styles.root} data-trail={trail.memberId}>
      <ul className={styles.facts}>
        {facts.map((f, i) => (
          <li key={i}>
            <Text>{f}</Text>
          </li>
        ))}
      </ul>
      <Subtitle2 as="h3">{t('member.trail.events')}</Subtitle2>
      <ol className={styles.list} aria-label={t('member.trail.events')}>
        {trail.events.map((e, i) => (
          <li key={e.kind === 'postback' ? `p${e.postback.id}` : `${e.kind}${i}`} className={styles.item} data-kind={e.kind} data-postback={e.kind === 'postback' ? e.postback.id : undefined}>
            <span className={mergeClasses(styles.dot, dotClass(e, styles))} aria-hidden />
            <Caption1 as="p" className={styles.time}>
              <time dateTime={e.time}>{formatDateTime(e.time)}</time>
            </Caption1>
            <EventBody event={e} onRetried={onRetried} />
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * A member's attribution trail (a tab of the member's record): the ad touch or promotion link, the
 * install, the registration, each payment and each postback to Meta or TikTok, in time order, with
 * the attribution window's end and whether each payment fell inside it. Read through the shared
 * record (src/records/attribution.ts: postback/v1/trail, granted to this page; answered by the tools mock); docs/attribution-trail.md.
 */
export function AttributionTrail({ memberId }: { memberId: number }) {
  const load = useLoad((id: number) => trailApi.trail(id), memberId);
  return <Loaded load={load}>{(trail) => <TrailView trail={trail} onRetried={() => load.reload()} />}</Loaded>;
}
