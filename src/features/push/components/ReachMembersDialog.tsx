import { useNavigate } from '@tanstack/react-router';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { formatNumber } from '@/lib/format';
import { useGrant } from '@/lib/grants';
import { Loaded, useLoad } from '@/lib/load';
import { recordPath } from '@/lib/records';
import { Cell, DataTable } from '@/lib/resource';
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

const useStyles = makeStyles({
  dialog: { maxWidth: 'min(880px, calc(100vw - 32px))', width: '100%' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** A member as the table shows one: the moment on the member's own wall clock. */
const rowOf = (m: ReachMember): Row => ({ ...m, when: wallClockText(Date.parse(m.at), m.zone) });

export function ReachMembersDialog({ aim, part, onClose }: { aim: PushAim; part: ReachPart; onClose: () => void }) {
  const { t, locale } = useI18n();
  const styles = useStyles();
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
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface aria-describedby={undefined} className={styles.dialog} data-testid="push-reach-members">
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.body}>
            <Loaded load={load}>
              {(data) => {
                const rows = data.members.map(rowOf);
                return (
                  <>
                    <Text role="status" data-total={data.total}>
                      {data.total > rows.length
                        ? t('push.reach.list.some', { total: formatNumber(data.total, locale), shown: formatNumber(rows.length, locale) })
                        : t('push.reach.list.all', { total: formatNumber(data.total, locale) })}
                    </Text>
                    <DataTable
                      columns={COLUMNS}
                      rows={rows}
                      firstIndex={0}
                      totalRows={rows.length}
                      renderCell={(row, column) => <Cell value={row[column.key]} column={column} />}
                      renderActions={open}
                      actionsWidth={48}
                      label={title}
                      maxHeight="50vh"
                    />
                  </>
                );
              }}
            </Loaded>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {t('common.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
