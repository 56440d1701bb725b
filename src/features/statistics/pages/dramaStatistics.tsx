import { useMemo } from 'react';
import { Button, Tooltip } from '@fluentui/react-components';
import { ChartMultipleRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { useGoTo } from '@/lib/navigation';
import { PERIOD_PARAM, ReportCard, ReportGrid, ReportPage, compared, periodParam, useReport, numbered, type Dataset, type Report } from '@/lib/report';
import type { Row } from '@/lib/resource/types';
import { statisticsApi, type DramaReport } from '../contract';
import { DATE, DETAILS_PATH, measure } from '../components/columns';
import { useChangeMarkers } from '@/records/change-markers';

const NAME = { key: 'name', label: 'statistics.dramaName', width: 160 } as const;
const ID = { key: 'dramaId', label: 'statistics.dramaId', width: 80 } as const;
/** The per-drama figures of the issue: views, viewers, paying viewers, revenue, completion (paid unlocks: on a drama's details). */
const FIGURES = [
  measure('views', 'statistics.views', 'number', 90),
  measure('viewers', 'statistics.viewers', 'number', 90),
  measure('payingViewers', 'statistics.payingViewers', 'number', 110),
  measure('revenue', 'statistics.revenue', 'money', 110),
  measure('completionRate', 'statistics.completionRate', 'percent', 110),
];

/** The period's figures of every drama together. */
const TOTALS = [
  { key: 'views', label: 'statistics.views' },
  { key: 'viewers', label: 'statistics.viewers' },
  { key: 'payingViewers', label: 'statistics.payingViewers' },
  { key: 'paidUnlocks', label: 'statistics.paidUnlocks' },
  { key: 'revenue', label: 'statistics.revenue', kind: 'money' },
  { key: 'completionRate', label: 'statistics.completionRate', kind: 'percent' },
] as const;

function Body({ data, busy, report }: { data: DramaReport; busy: boolean; report: Report<DramaReport> }) {
  const { t } = useI18n();
  const goTo = useGoTo();
  const sets = useMemo(() => {
    const rows = data.dramas.map((d, i) => ({ id: d.dramaId, rank: i + 1, ...d }) as Row);
    const ranking: Dataset = {
      rows: rows.slice(0, 10),
      category: NAME,
      details: [{ key: 'rank', label: 'statistics.rank', kind: 'number', width: 70 }, ID],
      measures: [measure('views', 'statistics.views')],
    };
    const table: Dataset = { rows, category: NAME, details: [ID], measures: FIGURES };
    const daily: Dataset = {
      rows: numbered(data.days),
      category: DATE,
      measures: [measure('views', 'statistics.views'), measure('viewers', 'statistics.viewers'), measure('revenue', 'statistics.revenue', 'money', 120)],
    };
    return { ranking, table, daily };
  }, [data]);
  const period = { start: data.start, end: data.end };
  const open = (row: Row) => void goTo(DETAILS_PATH, { [PERIOD_PARAM]: periodParam(report.period), dramaId: row.id });
  const details = (row: Row) => (
    <Tooltip content={t('statistics.drama.detailsOf', { name: String(row.name) })} relationship="label">
      <Button size="small" appearance="subtle" icon={<ChartMultipleRegular />} onClick={() => open(row)} />
    </Tooltip>
  );
  return (
    <ReportGrid>
      <ReportCard
        title={t('statistics.drama.ranking')}
        dataset={sets.ranking}
        chart={{ type: 'bar', series: ['views'], height: 380 }}
        period={period}
        exportName="drama-ranking"
        busy={busy}
      />
      <ReportCard
        title={t('statistics.drama.daily')}
        dataset={sets.daily}
        chart={{ type: 'line', series: ['views', 'revenue'], height: 380 }}
        period={period}
        exportName="drama-daily"
        onRefresh={report.refresh}
        busy={busy}
      />
      <ReportCard wide title={t('statistics.drama.table')} dataset={sets.table} period={period} exportName="dramas" sortable busy={busy} rowActions={details} actionsWidth={56} tableHeight="480px" />
    </ReportGrid>
  );
}

/**
 * statisticalReport/dramaStatistics: per drama, views, viewers, paying viewers, paid unlocks,
 * revenue and completion rate for the period, with the viewing ranking; the table sorts by any
 * column, and each drama opens its episode figures (dramaDetailsStatistics, same period).
 */
export default function DramaStatisticsPage() {
  const report = useReport(statisticsApi.dramas);
  // Changes that moved revenue, marked on the time-series charts (issue #23).
  const markers = useChangeMarkers();
  return (
    <ReportPage markers={markers} heading="statistics.drama.title" note="statistics.drama.note" report={report} figures={(data) => compared(data.figures, TOTALS)}>
      {(data, busy) => <Body data={data} busy={busy} report={report} />}
    </ReportPage>
  );
}
