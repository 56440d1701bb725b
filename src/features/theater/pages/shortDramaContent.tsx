import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  ToolbarButton,
} from '@fluentui/react-components';
import { AddRegular, EditRegular, OpenRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { useLoad } from '@/lib/load';
import { useNotify } from '@/lib/notify';
import { useGrant } from '@/lib/grants';
import { recordPath } from '@/lib/records';
import { ResourcePage, type ActionContext, type RowAction } from '@/lib/resource';
import { type Episode } from '@/records/dramas';
import { saveDramaCall, theaterApi, type DramaRow } from '../contract';
import { DramaForm } from '../components/DramaForm';
import { dramaResource } from '../resources';

/** The copyright alerts: a notice above the list, with the dramas it counts in a dialog. */
function CopyrightNotice() {
  const { t } = useI18n();
  const alerts = useLoad(() => theaterApi.copyrightAlerts());
  const [open, setOpen] = useState(false);
  const data = alerts.data;
  if (!data || data.count === 0) return null;
  return (
    <>
      <MessageBar intent="warning" data-testid="copyright-notice">
        <MessageBarBody>{t('theater.copyright.notice', { count: data.count, days: data.alertDays })}</MessageBarBody>
        <MessageBarActions>
          <Button size="small" onClick={() => setOpen(true)}>
            {t('theater.copyright.show')}
          </Button>
        </MessageBarActions>
      </MessageBar>
      <Dialog open={open} onOpenChange={(_, d) => setOpen(d.open)}>
        <DialogSurface aria-describedby={undefined}>
          <DialogBody>
            <DialogTitle>{t('theater.copyright.listTitle')}</DialogTitle>
            <DialogContent>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('theater.drama.name')}</th>
                    <th scope="col">{t('theater.copyright.expiry')}</th>
                    <th scope="col">{t('theater.drama.copyright')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.dramas.map((d) => (
                    <tr key={d.id}>
                      <td>{d.name}</td>
                      <td>{d.copyrightExpiry.replace('T', ' ')}</td>
                      <td>{d.state === 'expired' ? t('theater.copyright.expired') : t('theater.copyright.daysLeft', { days: d.daysLeft })}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={() => setOpen(false)}>
                {t('common.close')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}

type Editing = { mode: 'add'; ctx: ActionContext } | { mode: 'edit'; drama: DramaRow; episodes: Episode[]; ctx: ActionContext } | null;

/**
 * theater/shortDramaContent: the drama list (filters in the URL, sort by the numeric columns,
 * export, the shelving switch that rolls back on failure, copyright state), the copyright
 * notice, and the drama form with its episodes and paywall preview (DramaForm).
 */
export default function DramasPage() {
  const { t } = useI18n();
  const notify = useNotify();
  const granted = useGrant();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<Editing>(null);
  const [opening, setOpening] = useState(false);
  const mayWrite = granted(saveDramaCall.grant);

  const openEdit = async (row: DramaRow, ctx: ActionContext) => {
    setOpening(true);
    try {
      const { drama, episodes } = await theaterApi.dramaEpisodes(row.id);
      setEditing({ mode: 'edit', drama, episodes, ctx });
    } catch (e) {
      notify.error(e, 'msg.fetchFailed');
    } finally {
      setOpening(false);
    }
  };
  const rowActions: RowAction<DramaRow>[] = [
    // The drama in a record tab of its own (src/lib/records.ts).
    { key: 'openTab', label: 'record.open', icon: <OpenRegular />, run: (row) => void navigate({ to: recordPath(dramaResource.grant, row.id) }) },
    ...(mayWrite ? [{ key: 'edit', label: 'theater.drama.edit' as const, icon: <EditRegular />, run: (row: DramaRow, ctx: ActionContext) => void openEdit(row, ctx) }] : []),
  ];

  return (
    <ResourcePage
      def={dramaResource}
      header={<CopyrightNotice />}
      rowActions={rowActions}
      toolbar={(ctx) =>
        mayWrite ? (
          <ToolbarButton appearance="primary" icon={opening ? <Spinner size="tiny" /> : <AddRegular />} onClick={() => setEditing({ mode: 'add', ctx })}>
            {t('list.add')}
          </ToolbarButton>
        ) : null
      }
    >
      {editing ? (
        <DramaForm
          mode={editing.mode}
          drama={editing.mode === 'edit' ? editing.drama : null}
          episodes={editing.mode === 'edit' ? editing.episodes : []}
          onClose={() => setEditing(null)}
          onSaved={() => {
            editing.ctx.refresh();
            setEditing(null);
          }}
        />
      ) : null}
    </ResourcePage>
  );
}
