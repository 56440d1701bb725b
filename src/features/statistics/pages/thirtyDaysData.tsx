import { useMemo } from 'react';
import { Text } from '@fluentui/react-components';
import { useI18n, type MessageId } from '@/i18n';
import { Loaded } from '@/lib/load';
import { Figures, PeriodBar, ReportCard, ReportGrid, ReportLayout, numbered, useReport, type Dataset } from '@/lib/report';
import type { Row } from '@/lib/resource/types';
import { THIRTY_DAY_MARKS, statisticsApi, type ThirtyDaysReport } from '../contract';
import { measure } from '../components/columns';
import { useNoteStyles } from '../components/styles';

const MARKS = THIRTY_DAY_MARKS.map((k) => measure(`d${k}`, `statistics.thirty.d${k}` as MessageId, 'money', 90));

function Body({ data, busy, report }: { data: ThirtyDaysReport; busy: boolean; report: ReturnType<typeof useReport<ThirtyDaysReport>> }) {
  const { t } = useI18n();
  const now = data.figures.current;
  const before = data.figures.previous;
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
    <>
      <Figures
        busy={busy}
        items={[
          { key: 'newUsers', label: 'statistics.newUsers', value: now.newUsers, previous: before.newUsers },
          { key: 'payers', label: 'statistics.thirty.payers', value: now.payers, previous: before.payers },
          { key: 'amount', label: 'statistics.thirty.amount', value: now.amount, previous: before.amount, kind: 'money' },
          { key: 'amountPerUser', label: 'statistics.thirty.amountPerUser', value: now.amountPerUser, previous: before.amountPerUser, kind: 'money' },
        ]}
      />
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
    </>
  );
}

/**
 * statisticalReport/thirtyDaysData: the 30-day cumulative payment of install cohorts: each join
 * day's new users, what they paid from day 0 to day 30 (never decreasing; days to come "-"), and
 * over the whole period the curve day 0 … 30 (yen per new user, payers so far).
 */
export default function ThirtyDaysPage() {
  const { t } = useI18n();
  const styles = useNoteStyles();
  const report = useReport(statisticsApi.thirtyDays, { fallback: 'last30' });
  return (
    <ReportLayout title={t('statistics.thirty.title')}>
      <PeriodBar period={report.period} previous={report.previous} onChange={report.setPeriod} />
      <Text className={styles.note}>{t('statistics.thirty.note')}</Text>
      <Loaded load={report.data}>{(data, busy) => <Body data={data} busy={busy} report={report} />}</Loaded>
    </ReportLayout>
  );
}
