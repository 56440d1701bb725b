import { useMemo } from 'react';
import { useI18n } from '@/i18n';
import { IndicatorPicker, ReportCard, ReportGrid, ReportPage, compared, useIndicators, useReport, numbered, type Dataset, type Indicator, type Report } from '@/lib/report';
import { VISITOR_INDICATORS, statisticsApi, type VisitorReport } from '../contract';
import { DATE, PLATFORM_OPTIONS, TYPE_OPTIONS, measure } from '../components/columns';
import { useChangeMarkers } from '@/records/change-markers';

const INDICATORS: Indicator[] = [
  { key: 'visitors', label: 'statistics.visitors' },
  { key: 'newVisitors', label: 'statistics.newVisitors' },
  { key: 'visits', label: 'statistics.visits' },
  { key: 'memberVisitors', label: 'statistics.memberVisitors' },
  { key: 'guestVisitors', label: 'statistics.guestVisitors' },
];
const DEFAULTS = ['visitors', 'newVisitors'];
const FIGURES = [
  { key: 'visitors', label: 'statistics.visitors' },
  { key: 'newVisitors', label: 'statistics.newVisitors' },
  { key: 'visits', label: 'statistics.visits' },
  { key: 'memberVisitors', label: 'statistics.memberVisitors' },
  { key: 'guestVisitors', label: 'statistics.guestVisitors' },
  { key: 'visitsPerVisitor', label: 'statistics.visitsPerVisitor' },
] as const;
const SPLIT = [measure('visitors', 'statistics.visitors'), measure('newVisitors', 'statistics.newVisitors'), measure('visits', 'statistics.visits')];

function Body({ data, busy, report }: { data: VisitorReport; busy: boolean; report: Report<VisitorReport> }) {
  const { t } = useI18n();
  const [selected, setSelected] = useIndicators(report, VISITOR_INDICATORS, DEFAULTS, data.maxIndicators);
  const sets = useMemo(() => {
    const trend: Dataset = {
      rows: numbered(data.days),
      category: DATE,
      measures: INDICATORS.map((i) => measure(i.key, i.label)),
    };
    const platformDays: Dataset = {
      rows: numbered(data.days),
      category: DATE,
      measures: PLATFORM_OPTIONS.map((o) => measure(String(o.value), o.label!, 'number', 100)),
    };
    const types: Dataset = { rows: numbered(data.types), category: { key: 'type', label: 'statistics.type', kind: 'enum', options: TYPE_OPTIONS, width: 110 }, measures: SPLIT };
    const platforms: Dataset = { rows: numbered(data.platforms), category: { key: 'platform', label: 'statistics.platform', kind: 'enum', options: PLATFORM_OPTIONS, width: 110 }, measures: SPLIT };
    return { trend, platformDays, types, platforms };
  }, [data]);
  const period = { start: data.start, end: data.end };
  return (
    <ReportGrid>
      <ReportCard
        wide
        title={t('statistics.visitor.trend')}
        dataset={sets.trend}
        chart={{ type: 'line', series: selected }}
        period={period}
        exportName="visitors"
        onRefresh={report.refresh}
        busy={busy}
        toolbar={<IndicatorPicker indicators={INDICATORS} selected={selected} max={data.maxIndicators} onChange={setSelected} />}
      />
      <ReportCard title={t('statistics.visitor.types')} dataset={sets.types} chart={{ type: 'pie', series: ['visitors'] }} period={period} exportName="visitors-by-type" busy={busy} />
      <ReportCard title={t('statistics.visitor.platforms')} dataset={sets.platforms} chart={{ type: 'column', series: ['visitors', 'newVisitors'] }} period={period} exportName="visitors-by-platform" busy={busy} />
      <ReportCard wide title={t('statistics.visitor.platformDays')} dataset={sets.platformDays} chart={{ type: 'column', series: ['ios', 'android', 'h5'], stacked: true }} period={period} exportName="visitors-by-platform-daily" busy={busy} />
    </ReportGrid>
  );
}

/**
 * statisticalReport/visitorStatistics: visitors (people, each once) and new visitors over the
 * period, members versus guests, by platform; the trend's indicators are the user's choice (at
 * most two on the chart).
 */
export default function VisitorStatisticsPage() {
  const report = useReport(statisticsApi.visitors);
  // Changes that moved revenue, marked on the time-series charts (issue #23).
  const markers = useChangeMarkers();
  return (
    <ReportPage markers={markers} heading="statistics.visitor.title" note="statistics.visitor.note" report={report} figures={(data) => compared(data.figures, FIGURES)}>
      {(data, busy) => <Body data={data} busy={busy} report={report} />}
    </ReportPage>
  );
}
