import { useNavigate } from '@tanstack/react-router';
import { Button, Text, Tooltip } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { formatNumber } from '@/lib/format';
import { useGrant } from '@/lib/grants';
import { useLoad } from '@/lib/load';
import { recordPath } from '@/lib/records';
import { RowsDialog } from '@/lib/resource/RowsDialog';
import type { ColumnDef, Row } from '@/lib/resource/types';
import { wallClockText } from '@/lib/time-zone';
import { TRAIL_PAGE } from '@/records/attribution';
import { pushApi, type PushAim, type ReachMember, type ReachPart } from '../contract';

/*
 * Who is in one part of a push's reach (docs/safe-push.md): reached now, waiting for their quiet
 * hours to end, or left out by the daily cap, as push/v1/reach counts them. Each member with their
 * zone, when the push reaches them on their own clock, and the pushes and popups that reached them
 * that day; a member opens in the member list's record tab for a role with that page.
 */

const COLUMNS: ColumnDef[] = [
  { key: 'cardNumber', label: 'push.reach.list.card', width: 110 },
  { key: 'name', label: 'push.reach.list.name', width: 120 },
  { key: 'zone', label: 'push.reach.list.zone', width: 150 },
  { key: 'when', label: 'push.reach.list.at', width: 150 },
  { key: 'pushes', label: 'push.reach.list.pushes', kind: 'number', width: 90 },
  { key: 'popups', label: 'push.reach.list.popups', kind: 'number', width: 90 },
];


/** A member as the table shows one: the moment on the member's own wall clock. */
const rowOf = (m: ReachMember): Row => ({ ...m, when: wallClockText(Date.parse(m.at), m.zone) });

export function ReachMembersDialog({ aim, part, onClose }: { aim: PushAim; part: ReachPart; onClose: () => void }) {
  const { t, locale } = useI18n();
  const granted = useGrant();
  const navigate = useNavigate();
  // Asked once, for the aim and part it opened with.
  const load = useLoad((asked: { aim: PushAim; part: ReachPart }) => pushApi.reachMembers(asked.aim, asked.part), { aim, part });
  const title = t(`push.reach.list.title.${part}`);
  const open = (row: Row) =>
    granted(TRAIL_PAGE) ? (
      <Tooltip content={t('push.reach.list.open', { card: String(row.cardNumber) })} relationship="label">
        <Button
          size="small"
          appearance="subtle"
          icon={<OpenRegular />}
          onClick={() => {
            onClose();
            void navigate({ to: recordPath(TRAIL_PAGE, Number(row.id)) });
          }}
        />
      </Tooltip>
    ) : null;
  return (
    <RowsDialog
      title={title}
      load={load}
      summary={(data) => (
        <Text role="status" data-total={data.total}>
          {data.total > data.members.length
            ? t('push.reach.list.some', { total: formatNumber(data.total, locale), shown: formatNumber(data.members.length, locale) })
            : t('push.reach.list.all', { total: formatNumber(data.total, locale) })}
        </Text>
      )}
      rows={(data) => data.members.map(rowOf)}
      columns={COLUMNS}
      renderActions={open}
      onClose={onClose}
      testId="push-reach-members"
    />
  );
}
