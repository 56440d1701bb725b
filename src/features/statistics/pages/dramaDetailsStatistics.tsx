import { useMemo } from 'react';
import { Button, Field, Text } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { Loaded, useLoad } from '@/lib/load';
import { useGoTo } from '@/lib/navigation';
import { PERIOD_PARAM, ReportCard, ReportGrid, ReportPage, compared, periodParam, useReport, useReportPeriod, numbered, type Dataset, type Report } from '@/lib/report';
import { SearchablePicker } from '@/lib/resource/SearchablePicker';
import type { ColumnDef } from '@/lib/resource/types';
import { FunnelSection } from '@/records/DramaFunnel';
import { funnelApi, statisticsApi, type DramaDetailsReport, type DramaOption } from '../contract';
import { DATE, DRAMAS_PATH, measure } from '../components/columns';
import { useNoteStyles } from '../components/styles';
import { useChangeMarkers } from '@/records/change-markers';

const EPISODE = { key: 'episodeName', label: 'statistics.details.episode', width: 90 } as const;
const CHARGE: ColumnDef = { key: 'charge', label: 'statistics.details.charge', kind: 'enum', width: 80, options: [{ value: 'paid', label: 'statistics.details.paid' }, { value: 'free', label: 'statistics.details.free' }] };

/** The drama's figures for the period. */
const TOTALS = [
  { key: 'views', label: 'statistics.views' },
  { key: 'viewers', label: 'statistics.viewers' },
  { key: 'payingViewers', label: 'statistics.payingViewers' },
  { key: 'paidUnlocks', label: 'statistics.paidUnlocks' },
  { key: 'revenue', label: 'statistics.revenue', kind: 'money' },
  { key: 'completionRate', label: 'statistics.completionRate', kind: 'percent' },
] as const;

/** What the report says of its drama first: its episodes and where charging starts, or that there is no such drama. */
function Lead({ data }: { data: DramaDetailsReport }) {
  const { t } = useI18n();
  const styles = useNoteStyles();
  if (!data.drama) return <Text>{t('statistics.details.noDrama')}</Text>;
  return (
    <Text className={styles.note}>
      {t('statistics.details.summary', { released: data.drama.releasedEpisodes, total: data.drama.totalEpisodes, start: data.drama.startChargeEpisode })}
    </Text>
  );
}

function Body({ data, busy, report }: { data: DramaDetailsReport; busy: boolean; report: Report<DramaDetailsReport> }) {
  const { t } = useI18n();
  const sets = useMemo(() => {
    const episodes: Dataset = {
      rows: numbered(data.episodes.map((e) => ({ episodeName: t('statistics.details.episodeN', { n: e.episode }), charge: e.paid ? 'paid' : 'free', ...e }))),
      category: EPISODE,
      details: [CHARGE],
      measures: [
        measure('views', 'statistics.views'),
        measure('completionRate', 'statistics.completionRate', 'percent', 120),
        measure('dropOff', 'statistics.details.dropOff', 'percent', 150),
        measure('paidUnlocks', 'statistics.paidUnlocks', 'number', 120),
        measure('revenue', 'statistics.revenue', 'money', 120),
      ],
    };
    const daily: Dataset = {
      rows: numbered(data.days),
      category: DATE,
      measures: [measure('views', 'statistics.views'), measure('paidUnlocks', 'statistics.paidUnlocks', 'number', 120), measure('revenue', 'statistics.revenue', 'money', 120)],
    };
    return { episodes, daily };
  }, [data, t]);
  if (!data.drama) return null;
  const period = { start: data.start, end: data.end };
  return (
    <ReportGrid>
      <ReportCard
        wide
        title={t('statistics.details.episodes')}
        dataset={sets.episodes}
        chart={{ type: 'column', series: ['views', 'paidUnlocks'] }}
        period={period}
        exportName={`drama-${data.drama.id}-episodes`}
        busy={busy}
        tableHeight="420px"
      />
      <ReportCard
        wide
        title={t('statistics.details.daily')}
        dataset={sets.daily}
        chart={{ type: 'line', series: ['views', 'revenue'] }}
        period={period}
        exportName={`drama-${data.drama.id}-daily`}
        onRefresh={report.refresh}
        busy={busy}
      />
    </ReportGrid>
  );
}

/** The drama's paywall funnel for the same period (issue #23, docs/drama-funnel.md), asked for beside the details. */
function Funnel({ dramaId }: { dramaId: number }) {
  const report = useReport((p: { start: string; end: string; dramaId: number }) => funnelApi.funnel(p), { extra: { dramaId } });
  return <FunnelSection load={report.data} loadOrders={(p) => funnelApi.orders({ ...p, dramaId })} />;
}

/**
 * statisticalReport/dramaDetailsStatistics: one drama (chosen here, or opened from the drama
 * statistics), episode by episode for the period: views, completion, drop-off from the previous
 * episode, paid unlocks from the start-charging episode on, revenue; and its days. The drama and
 * the period are in the URL.
 */
export default function DramaDetailsStatisticsPage() {
  const options = useLoad(statisticsApi.dramaOptions);
  return <Loaded load={options}>{(dramas) => <Details dramas={dramas} />}</Loaded>;
}

/** The report for the drama in the URL (`?dramaId=`), else the first drama. */
function Details({ dramas }: { dramas: DramaOption[] }) {
  const { t } = useI18n();
  const goTo = useGoTo();
  const { search } = useReportPeriod();
  const asked = Number(search.dramaId);
  const dramaId = Number.isInteger(asked) && asked > 0 ? asked : (dramas[0]?.id ?? 1);
  const report = useReport((p: { start: string; end: string; dramaId: number }) => statisticsApi.dramaDetails(p), { extra: { dramaId } });
  // Changes that moved revenue, marked on the time-series charts (issue #23).
  const markers = useChangeMarkers(dramaId);
  return (
    <ReportPage markers={markers}
      heading="statistics.details.title"
      after={<Funnel dramaId={dramaId} />}
      note="statistics.details.note"
      report={report}
      lead={(data) => <Lead data={data} />}
      figures={(data) => (data.drama ? compared(data.figures, TOTALS) : null)}
      filters={
        <>
          <Field label={t('statistics.details.drama')}>
            <SearchablePicker
              options={dramas.map((d) => ({ value: String(d.id), text: `${d.id} · ${d.name}` }))}
              value={String(dramaId)}
              onChange={(value) => value && report.setSearch({ dramaId: Number(value) })}
              ariaLabel={t('statistics.details.pick')}
            />
          </Field>
          <Button icon={<ArrowLeftRegular />} onClick={() => void goTo(DRAMAS_PATH, { [PERIOD_PARAM]: periodParam(report.period) })}>
            {t('statistics.details.back')}
          </Button>
        </>
      }
    >
      {(data, busy) => <Body data={data} busy={busy} report={report} />}
    </ReportPage>
  );
}
