import { useMemo } from 'react';
import { useI18n, type MessageId } from '@/i18n';
import { ReportCard, ReportGrid, ReportPage, compared, numbered, useReport, type Dataset, type Report } from '@/lib/report';
import type { Option } from '@/lib/resource/types';
import { ORDER_STATUSES, ORDER_TYPES, PAY_PLATFORMS } from '@/records/orders';
import { statisticsApi, type OrderReport } from '../contract';
import { DATE, SHARE, measure, share } from '../components/columns';
import { useChangeMarkers } from '@/records/change-markers';

const labelled = <T extends string>(values: readonly T[], prefix: string): Option[] => values.map((value) => ({ value, label: `${prefix}.${value}` as MessageId }));
const TYPE_OPTIONS = labelled(ORDER_TYPES, 'statistics.order.type');
const STATUS_OPTIONS = labelled(ORDER_STATUSES, 'statistics.order.status');
const METHOD_OPTIONS = labelled(PAY_PLATFORMS, 'statistics.order.method');

const FIGURES = [
  { key: 'orders', label: 'statistics.order.orders' },
  { key: 'paidOrders', label: 'statistics.order.paidOrders' },
  { key: 'paidAmount', label: 'statistics.order.paidAmount', kind: 'money' },
  { key: 'payers', label: 'statistics.order.payers' },
  { key: 'averageOrder', label: 'statistics.order.averageOrder', kind: 'money' },
  { key: 'refundedOrders', label: 'statistics.order.refundedOrders', goodWhen: 'down' },
  { key: 'refundedAmount', label: 'statistics.order.refundedAmount', kind: 'money', goodWhen: 'down' },
] as const;

const PAID = [
  measure('paidOrders', 'statistics.order.paidOrders', 'number', 110),
  measure('paidAmount', 'statistics.order.paidAmount', 'money', 140),
];
const REFUNDED = [
  measure('refundedOrders', 'statistics.order.refundedOrders', 'number', 110),
  measure('refundedAmount', 'statistics.order.refundedAmount', 'money', 140),
];

function Body({ data, busy, report }: { data: OrderReport; busy: boolean; report: Report<OrderReport> }) {
  const { t } = useI18n();
  const now = data.figures.current;
  const sets = useMemo(() => {
    const trend: Dataset = {
      rows: numbered(data.days),
      category: DATE,
      measures: [measure('paidAmount', 'statistics.order.paidAmount', 'money', 140), measure('orders', 'statistics.order.orders', 'number', 90), PAID[0], ...REFUNDED],
    };
    const typeDays: Dataset = {
      rows: numbered(data.days),
      category: DATE,
      measures: [measure('vipAmount', 'statistics.order.vipAmount', 'money', 150), measure('beansAmount', 'statistics.order.beansAmount', 'money', 160)],
    };
    const types: Dataset = {
      rows: numbered(data.types),
      category: { key: 'type', label: 'statistics.order.type', kind: 'enum', options: TYPE_OPTIONS, width: 120 },
      measures: [...PAID, ...REFUNDED, measure('orders', 'statistics.order.orders', 'number', 90)],
    };
    const statuses: Dataset = {
      rows: numbered(data.statuses.map((s) => ({ ...s, share: share(s.orders, now.orders) }))),
      category: { key: 'status', label: 'statistics.order.status', kind: 'enum', options: STATUS_OPTIONS, width: 110 },
      measures: [measure('orders', 'statistics.order.orders', 'number', 90), measure('amount', 'statistics.order.amount', 'money', 140)],
    };
    const methods: Dataset = {
      rows: numbered(data.methods.map((m) => ({ ...m, share: share(m.paidAmount, now.paidAmount) }))),
      category: { key: 'method', label: 'statistics.order.method', kind: 'enum', options: METHOD_OPTIONS, width: 120 },
      measures: [...PAID].reverse(),
    };
    return { trend, typeDays, types, statuses, methods };
  }, [data, now.orders, now.paidAmount]);
  const period = { start: data.start, end: data.end };
  return (
    <ReportGrid>
      <ReportCard
        wide
        title={t('statistics.order.trend')}
        dataset={sets.trend}
        chart={{ type: 'line', series: ['paidAmount', 'paidOrders'] }}
        period={period}
        exportName="orders"
        onRefresh={report.refresh}
        busy={busy}
      />
      <ReportCard title={t('statistics.order.methods')} dataset={sets.methods} chart={{ type: 'pie', series: ['paidAmount'] }} period={period} exportName="orders-by-method" extraColumns={[SHARE]} busy={busy} />
      <ReportCard title={t('statistics.order.statuses')} dataset={sets.statuses} chart={{ type: 'pie', series: ['orders'] }} period={period} exportName="orders-by-status" extraColumns={[SHARE]} busy={busy} />
      <ReportCard wide title={t('statistics.order.types')} dataset={sets.types} chart={{ type: 'column', series: ['paidAmount', 'refundedAmount'] }} period={period} exportName="orders-by-type" busy={busy} />
      <ReportCard wide title={t('statistics.order.typeDays')} dataset={sets.typeDays} chart={{ type: 'column', series: ['vipAmount', 'beansAmount'], stacked: true }} period={period} exportName="orders-by-type-daily" busy={busy} />
    </ReportGrid>
  );
}

/**
 * statisticalReport/orderStatistics: orders and yen over the period, paid versus refunded, by
 * order type (VIP, golden beans), by status and by payment method; the same orders the VIP and
 * recharge order lists show (a paid or refunded order on its pay day, another on its creation day).
 */
export default function OrderStatisticsPage() {
  const report = useReport(statisticsApi.orders);
  // Changes that moved revenue, marked on the time-series charts (issue #23).
  const markers = useChangeMarkers();
  return (
    <ReportPage markers={markers} heading="statistics.order.title" note="statistics.order.note" report={report} figures={(data) => compared(data.figures, FIGURES)}>
      {(data, busy) => <Body data={data} busy={busy} report={report} />}
    </ReportPage>
  );
}
