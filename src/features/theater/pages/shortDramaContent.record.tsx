import { Suspense, lazy, useState } from 'react';
import { Button, Spinner, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { DataFunnelRegular, EditRegular } from '@fluentui/react-icons';
import { useRouterState } from '@tanstack/react-router';
import { useI18n } from '@/i18n';
import { useGrant } from '@/lib/grants';
import { useLoad } from '@/lib/load';
import { LoadError } from '@/lib/load-error';
import { useNotify } from '@/lib/notify';
import { Cell, DataTable, type ColumnDef, type Row } from '@/lib/resource';
import { RecordView } from '@/lib/resource/RecordView';
import { isPaid, type Episode } from '@/records/dramas';
import { dramaFunnelCall } from '@/records/funnel';
import { saveDramaCall, theaterApi, type DramaRow } from '../contract';
import { DramaForm } from '../components/DramaForm';
import { dramaResource } from '../resources';

const useStyles = makeStyles({
  episodes: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalL },
});

const EPISODE_COLUMNS: ColumnDef[] = [
  { key: 'label', label: 'theater.episode.number', width: 90 },
  { key: 'duration', label: 'theater.episode.duration', width: 90 },
  { key: 'charge', label: 'theater.episode.charge', kind: 'enum', width: 90, options: [
    { value: 'free', label: 'theater.episode.charge.free' },
    { value: 'paid', label: 'theater.episode.charge.paid' },
  ] },
  { key: 'price', label: 'theater.episode.price', kind: 'number', width: 90 },
  { key: 'vipPrice', label: 'theater.episode.vipPrice', kind: 'number', width: 90 },
];

/** m:ss, or "-" when the duration is unknown. */
const clock = (seconds: number) => (seconds > 0 ? `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}` : '');

/** The drama's episodes in order, what each costs (a free one costs nothing). */
function Episodes({ drama }: { drama: DramaRow }) {
  const styles = useStyles();
  const { t } = useI18n();
  const load = useLoad((id: number) => theaterApi.dramaEpisodes(id), drama.id);
  const rows: Row[] = (load.data?.episodes ?? []).map((e: Episode) => {
    const paid = isPaid(e, drama.startChargeEpisode);
    return {
      id: e.id,
      label: t('theater.episode.numberOf', { number: e.number }),
      duration: clock(e.duration),
      charge: paid ? 'paid' : 'free',
      price: paid ? (e.price ?? drama.singlePrice) : 0,
      vipPrice: paid ? (e.vipPrice ?? drama.singleVipPrice) : 0,
    };
  });
  return (
    <div className={styles.episodes}>
      <Subtitle2 as="h2">{t('theater.episode.count', { count: drama.releasedEpisodes })}</Subtitle2>
      {load.state === 'failure' ? (
        <LoadError error={load.error} onRetry={load.retry} />
      ) : !load.data ? (
        <Spinner size="small" />
      ) : (
        <DataTable
          columns={EPISODE_COLUMNS}
          rows={rows}
          firstIndex={0}
          totalRows={rows.length}
          label={t('theater.episode.title')}
          maxHeight="420px"
          busy={load.busy}
          renderCell={(row, column) => <Cell value={row[column.key]} column={column} options={Array.isArray(column.options) ? column.options : []} />}
        />
      )}
    </div>
  );
}

/** The drama's paywall funnel (statistics' call; Highcharts loads with it, not with the tab). */
const DramaFunnelPanel = lazy(() => import('../components/DramaFunnelPanel'));

/**
 * The funnel is a report: it is drawn when asked for (a button), or at once when the tab's URL
 * names a period (a link to the funnel, or a period chosen on it before a reload).
 */
function Funnel({ dramaId }: { dramaId: number }) {
  const { t } = useI18n();
  const styles = useStyles();
  const asked = useRouterState({ select: (s) => 'period' in (s.location.search as Record<string, unknown>) });
  const [open, setOpen] = useState(asked);
  if (!open)
    return (
      <div className={styles.episodes}>
        <Subtitle2 as="h2">{t('funnel.title')}</Subtitle2>
        <div>
          <Button icon={<DataFunnelRegular />} onClick={() => setOpen(true)}>
            {t('funnel.show')}
          </Button>
        </div>
      </div>
    );
  return (
    <Suspense fallback={<Spinner size="small" />}>
      <DramaFunnelPanel dramaId={dramaId} />
    </Suspense>
  );
}

/**
 * A drama in a record tab of its own (/theater/shortDramaContent/record/<id>, src/lib/records.ts):
 * every field, its episodes with what each costs, its paywall funnel (issue #23), and the drama form (edit the drama and its
 * episodes) for a role that may save dramas. The tab is titled with the drama's name.
 */
export default function DramaRecordPage({ id }: { id: string }) {
  const { t } = useI18n();
  const notify = useNotify();
  const granted = useGrant();
  const [editing, setEditing] = useState<{ drama: DramaRow; episodes: Episode[]; reload: () => void } | null>(null);
  const [opening, setOpening] = useState(false);
  const mayWrite = granted(saveDramaCall.grant);

  const openEdit = async (row: DramaRow, reload: () => void) => {
    setOpening(true);
    try {
      const { drama, episodes } = await theaterApi.dramaEpisodes(row.id);
      setEditing({ drama, episodes, reload });
    } catch (e) {
      notify.error(e, 'msg.fetchFailed');
    } finally {
      setOpening(false);
    }
  };

  return (
    <>
      <RecordView
        def={dramaResource}
        id={id}
        actions={(drama, reload) =>
          mayWrite ? (
            <Button appearance="secondary" icon={opening ? <Spinner size="tiny" /> : <EditRegular />} disabled={opening} onClick={() => void openEdit(drama, reload)}>
              {t('theater.drama.edit')}
            </Button>
          ) : null
        }
        extra={(drama) => (
          <>
            <Episodes key={`${drama.id}:${drama.version}`} drama={drama} />
            {granted(dramaFunnelCall.grant) ? <Funnel dramaId={drama.id} /> : null}
          </>
        )}
      />
      {editing ? (
        <DramaForm
          mode="edit"
          record={editing.drama}
          detail={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            editing.reload();
            setEditing(null);
          }}
        />
      ) : null}
    </>
  );
}
