import { useMemo } from 'react';
import { useI18n, type MessageId } from '@/i18n';
import { ReportCard, ReportGrid, ReportPage, compared, numbered, useReport, type Dataset, type Report } from '@/lib/report';
import type { Row } from '@/lib/resource/types';
import { THIRTY_DAY_MARKS, statisticsApi, type ThirtyDaysReport } from '../contract';
import { measure } from '../components/columns';
import { useChangeMarkers } from '@/records/change-markers';

const FIGURES = [
  { key: 'newUsers', label: 'statistics.newUsers' },
  { key: 'payers', label: 'statistics.thirty.payers' },
  { key: 'amount', label: 'statistics.thirty.amount', kind: 'money' },
  { key: 'amountPerUser', label: 'statistics.thirty.amountPerUser', kind: 'money' },
] as const;
const MARKS = THIRTY_DAY_MARKS.map((k) => measure(`d${k}`, `statistics.thirty.d${k}` as MessageId, 'money', 90));

function Body({ data, busy, report }: { data: ThirtyDaysReport; busy: boolean; report: Report<ThirtyDaysReport> }) {
  const { t } = useI18n();
  const sets = useMemo(() => {
    const curve: Dataset = {
      rows: data.curve.map((c) => ({ ...c, id: c.day + 1 }) as Row),
      category: { key: 'day', label: 'statistics.thirty.day', width: 110 },
      measures: [
        measure('amountPerUser', 'statistics.thirty.amountPerUser', 'money', 150),
        measure('amount', 'statistics.thirty.cumulative', 'money', 140),
        measure('payers', 'statistics.thirty.cumulativePayers', 'number', 110),
      ],
    };
    const cohorts: Dataset = {
      rows: numbered(data.cohorts),
      category: { key: 'date', label: 'statistics.thirty.joinDay', width: 110 },
      details: [
        { key: 'newUsers', label: 'statistics.newUsers', kind: 'number', width: 80 },
        { key: 'payers', label: 'statistics.order.payers', kind: 'number', width: 70 },
      ],
      measures: MARKS,
    };
    return { curve, cohorts };
  }, [data]);
  const period = { start: data.start, end: data.end };
  return (
    <ReportGrid>
      <ReportCard
        wide
        title={t('statistics.thirty.curve')}
        dataset={sets.curve}
        chart={{ type: 'line', series: ['amountPerUser', 'payers'] }}
        period={period}
        exportName="thirty-days-curve"
        onRefresh={report.refresh}
        busy={busy}
      />
      <ReportCard wide title={t('statistics.thirty.cohorts')} dataset={sets.cohorts} period={period} exportName="thirty-days-cohorts" busy={busy} tableHeight="480px" />
    </ReportGrid>
  );
}

/**
 * statisticalReport/thirtyDaysData: the 30-day cumulative payment of install cohorts: each join
 * day's new users, what they paid from day 0 to day 30 (never decreasing; days to come "-"), and
 * over the whole period the curve day 0 … 30 (yen per new user, payers so far).
 */
export default function ThirtyDaysPage() {
  const report = useReport(statisticsApi.thirtyDays, { fallback: 'last30' });
  // Changes that moved revenue, marked on the time-series charts (issue #23).
  const markers = useChangeMarkers();
  return (
    <ReportPage markers={markers} heading="statistics.thirty.title" note="statistics.thirty.note" report={report} figures={(data) => compared(data.figures, FIGURES)}>
      {(data, busy) => <Body data={data} busy={busy} report={report} />}
    </ReportPage>
  );
}
