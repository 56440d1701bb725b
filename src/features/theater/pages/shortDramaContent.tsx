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
} from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { formatDateTime } from '@/lib/format';
import { useLoad } from '@/lib/load';
import { recordPath } from '@/lib/records';
import { defineEditor, ResourcePage, type RowAction } from '@/lib/resource';
import { saveDramaCall, theaterApi, type DramaRow } from '../contract';
import { DramaForm, type DramaDetail } from '../components/DramaForm';
import { dramaResource } from '../resources';

/** The copyright alerts: a notice above the list, with the dramas it counts in a dialog. */
function CopyrightNotice() {
  const { t } = useI18n();
  const alerts = useLoad(() => theaterApi.copyrightAlerts());
  const [open, setOpen] = useState(false);
  const data = alerts.data;
  // While the alerts load, the notice keeps its place (the same bar, unseen): the list below does
  // not jump down when it arrives.
  const loading = !data && alerts.busy;
  if (!loading && (!data || data.count === 0)) return null;
  return (
    <>
      <MessageBar
        intent="warning"
        data-testid={loading ? 'copyright-notice-placeholder' : 'copyright-notice'}
        aria-hidden={loading || undefined}
        style={loading ? { visibility: 'hidden' } : undefined}
      >
        <MessageBarBody>{data ? t('theater.copyright.notice', { count: data.count, days: data.alertDays }) : t('theater.copyright.listTitle')}</MessageBarBody>
        <MessageBarActions>
          <Button size="small" tabIndex={loading ? -1 : undefined} onClick={() => setOpen(true)}>
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
                  {(data?.dramas ?? []).map((d) => (
                    <tr key={d.id}>
                      <td>{d.name}</td>
                      <td>{formatDateTime(d.copyrightExpiry)}</td>
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

/** An edit opens with the drama and its episodes as stored. */
const editor = defineEditor<DramaRow, DramaDetail>({
  component: DramaForm,
  load: (row) => theaterApi.dramaEpisodes(row.id),
  grant: saveDramaCall.grant,
  editLabel: 'theater.drama.edit',
});

/**
 * theater/shortDramaContent: the drama list (filters in the URL, sort by the numeric columns,
 * export, the shelving switch that rolls back on failure, copyright state), the copyright
 * notice, and the drama form with its episodes and paywall preview (DramaForm).
 */
export default function DramasPage() {
  const navigate = useNavigate();
  const rowActions: RowAction<DramaRow>[] = [
    // The drama in a record tab of its own (src/lib/records.ts).
    { key: 'openTab', label: 'record.open', icon: <OpenRegular />, run: (row) => void navigate({ to: recordPath(dramaResource.grant, row.id) }) },
  ];
  return <ResourcePage def={dramaResource} header={<CopyrightNotice />} rowActions={rowActions} editor={editor} />;
}
