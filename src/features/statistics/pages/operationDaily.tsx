import { useMemo } from 'react';
import { useI18n } from '@/i18n';
import { IndicatorPicker, ReportCard, ReportGrid, ReportPage, compared, numbered, useIndicators, useReport, type Dataset, type FigureSpec, type Indicator, type Report } from '@/lib/report';
import type { Measure } from '@/lib/report/charts';
import { OPERATION_INDICATORS, statisticsApi, type OperationReport } from '../contract';
import { DATE, measure } from '../components/columns';
import { useChangeMarkers } from '@/records/change-markers';

type Key = (typeof OPERATION_INDICATORS)[number];

/** The daily report's figures: its table's columns, its headline figures and its chart's custom indicators. */
const FIGURES: Record<Key, Measure> = {
  newUsers: measure('newUsers', 'statistics.newUsers', 'number', 80),
  activeUsers: measure('activeUsers', 'statistics.activeUsers', 'number', 80),
  payers: measure('payers', 'statistics.order.payers', 'number', 80),
  paymentAmount: measure('paymentAmount', 'statistics.daily.paymentAmount', 'money', 80),
  arpu: measure('arpu', 'statistics.daily.arpu', 'money', 80),
  arppu: measure('arppu', 'statistics.daily.arppu', 'money', 80),
  rechargeOrders: measure('rechargeOrders', 'statistics.daily.rechargeOrders', 'number', 80),
  vipOrders: measure('vipOrders', 'statistics.daily.vipOrders', 'number', 80),
  reorders: measure('reorders', 'statistics.daily.reorders', 'number', 80),
};
const INDICATORS: Indicator[] = OPERATION_INDICATORS.map((key) => ({ key, label: FIGURES[key].label }));
const DEFAULTS: Key[] = ['activeUsers', 'paymentAmount'];
const TOTALS: FigureSpec<Key>[] = OPERATION_INDICATORS.map((key) => ({ key, label: FIGURES[key].label, kind: FIGURES[key].kind === 'money' ? 'money' : 'number' }));

function Body({ data, busy, report }: { data: OperationReport; busy: boolean; report: Report<OperationReport> }) {
  const { t } = useI18n();
  const [selected, setSelected] = useIndicators(report, OPERATION_INDICATORS, DEFAULTS, data.maxIndicators);
  const trend = useMemo<Dataset>(() => ({ rows: numbered(data.days), category: DATE, measures: OPERATION_INDICATORS.map((k) => FIGURES[k]) }), [data]);
  const period = { start: data.start, end: data.end };
  return (
    <ReportGrid>
      <ReportCard
        wide
        title={t('statistics.daily.trend')}
        dataset={trend}
        chart={{ type: 'line', series: selected }}
        period={period}
        exportName="operation-daily"
        onRefresh={report.refresh}
        busy={busy}
        tableHeight="480px"
        toolbar={<IndicatorPicker indicators={INDICATORS} selected={selected} max={data.maxIndicators} onChange={setSelected} />}
      />
    </ReportGrid>
  );
}

/**
 * statisticalReport/operationDaily: the daily operating report, one row per day (new users,
 * active users, payers, payment amount, ARPU, ARPPU, recharge orders, VIP orders, reorders), the
 * period's figures against the period before, and a line chart of the custom indicators chosen
 * (at most two: the system setting; a third is refused; kept in the URL).
 */
export default function OperationDailyPage() {
  const report = useReport(statisticsApi.operationDaily, { fallback: 'last30' });
  // Changes that moved revenue, marked on the time-series charts (issue #23).
  const markers = useChangeMarkers();
  return (
    <ReportPage markers={markers} heading="statistics.daily.title" note="statistics.daily.note" report={report} figures={(data) => compared(data.figures, TOTALS)}>
      {(data, busy) => <Body data={data} busy={busy} report={report} />}
    </ReportPage>
  );
}
