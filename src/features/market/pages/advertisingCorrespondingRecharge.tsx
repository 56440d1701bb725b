import { useMemo, useState } from 'react';
import { Button, Field, Select, Text, Tooltip } from '@fluentui/react-components';
import { ReceiptRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { formatMoney, formatNumber } from '@/lib/format';
import { useTimeZone } from '@/lib/time-zone';
import { useLoad } from '@/lib/load';
import { ReportCard, ReportGrid, ReportPage, compared, useReport, useReportPeriod, type Dataset } from '@/lib/report';
import type { Row } from '@/lib/resource/types';
import { OrdersDialog } from '@/records/OrdersDialog';
import { marketApi, type RechargeReport } from '../contract';
import { measure, useMarketStyles } from '../components/parts';

const FIGURES = [
  measure('activations', 'market.record.activations', 'number', 80),
  measure('payers', 'market.recharge.payers', 'number', 80),
  measure('orders', 'market.recharge.orders', 'number', 80),
  measure('recharge', 'market.recharge.amount', 'money', 110),
  measure('rechargePerActivation', 'market.recharge.perActivation', 'money', 110),
];

const TOTALS = [
  { key: 'activations', label: 'market.record.activations' },
  { key: 'payers', label: 'market.recharge.payers' },
  { key: 'orders', label: 'market.recharge.orders' },
  { key: 'recharge', label: 'market.recharge.amount', kind: 'money' },
  { key: 'rechargePerActivation', label: 'market.recharge.perActivation', kind: 'money' },
] as const;


/** The paid orders behind one row (the dialog every report opens its orders in). */
function GroupOrders({ row, period, onClose }: { row: Row; period: { start: string; end: string }; onClose: () => void }) {
  const { t, locale } = useI18n();
  const zone = useTimeZone();
  const load = useLoad((p: { start: string; end: string; promotionLinkId: number }) => marketApi.rechargeOrders(p), { ...period, promotionLinkId: Number(row.id) });
  return (
    <OrdersDialog
      title={t('market.recharge.ordersOf', { name: String(row.adGroupName) })}
      note={t('market.recharge.ordersPeriod', { start: period.start, end: period.end, zone })}
      load={load}
      summary={(data) => (
        <Text role="status">
          {t('market.recharge.ordersTotal', { count: formatNumber(data.total, locale), amount: formatMoney(data.recharge, locale) })}
          {data.total > data.orders.length ? ` ${t('market.recharge.ordersCapped', { shown: data.orders.length })}` : ''}
        </Text>
      )}
      orders={(data) => data.orders}
      onClose={onClose}
    />
  );
}

function Body({ data, busy, refresh }: { data: RechargeReport; busy: boolean; refresh: () => void }) {
  const { t } = useI18n();
  const [orders, setOrders] = useState<Row | null>(null);
  const period = { start: data.start, end: data.end };
  const sets = useMemo(() => {
    const byCampaign = new Map<string, Row>();
    for (const r of data.rows) {
      const c = byCampaign.get(r.campaignId) ?? { id: byCampaign.size + 1, campaignName: r.campaignName, campaignId: r.campaignId, activations: 0, recharge: 0 };
      c.activations = Number(c.activations) + r.activations;
      c.recharge = Number(c.recharge) + r.recharge;
      byCampaign.set(r.campaignId, c);
    }
    const campaigns: Dataset = {
      rows: [...byCampaign.values()].sort((a, b) => Number(b.recharge) - Number(a.recharge)).slice(0, 12),
      category: { key: 'campaignName', label: 'market.record.campaignName', width: 160 },
      measures: [measure('recharge', 'market.recharge.amount', 'money', 120), measure('activations', 'market.record.activations', 'number', 90)],
    };
    const table: Dataset = {
      rows: data.rows,
      category: { key: 'adGroupName', label: 'market.record.adGroupName', width: 140 },
      details: [{ key: 'campaignName', label: 'market.record.campaignName', width: 120 }],
      measures: FIGURES,
    };
    return { campaigns, table };
  }, [data]);
  const details = (row: Row) => (
    <Tooltip content={t('market.recharge.viewOrders', { name: String(row.adGroupName) })} relationship="label">
      <Button size="small" appearance="subtle" icon={<ReceiptRegular />} disabled={!Number(row.orders)} onClick={() => setOrders(row)} />
    </Tooltip>
  );
  return (
    <>
      <ReportGrid>
        <ReportCard
          wide
          title={t('market.recharge.byCampaign')}
          dataset={sets.campaigns}
          chart={{ type: 'column', series: ['recharge', 'activations'], height: 320 }}
          period={period}
          exportName="recharge-by-campaign"
          onRefresh={refresh}
          sortable
          busy={busy}
          tableHeight="240px"
        />
        <ReportCard wide title={t('market.recharge.table')} dataset={sets.table} period={period} exportName="recharge-by-ad-group" sortable busy={busy} rowActions={details} actionsWidth={48} tableHeight="480px" />
      </ReportGrid>
      {orders ? <GroupOrders row={orders} period={period} onClose={() => setOrders(null)} /> : null}
    </>
  );
}

/**
 * marketReport/advertisingCorrespondingRecharge: what each campaign and ad group brought in the
 * period: activations, payers, paid orders, yen paid and yen per activation, against the period
 * before; by campaign on a chart, by ad group in a sortable table whose rows open the orders
 * behind them (each opening in its record tab). A channel can be chosen (`?channel=`).
 */
export default function RechargePage() {
  const { t } = useI18n();
  const styles = useMarketStyles();
  const channel = String(useReportPeriod().search.channel ?? '');
  const channelId = /^\d+$/.test(channel) ? Number(channel) : undefined;
  const report = useReport((p: { start: string; end: string; channelId?: number }) => marketApi.recharge(p), { extra: channelId ? { channelId } : {}, fallback: 'last30' });
  const channels = report.data.data?.channels ?? [];
  return (
    <ReportPage
      heading="market.recharge.title"
      note="market.recharge.note"
      report={report}
      figures={(data) => compared(data.figures, TOTALS)}
      filters={
        <Field label={t('market.recharge.channel')}>
          <Select className={styles.select} value={channelId ? String(channelId) : ''} onChange={(_, d) => report.setSearch({ channel: d.value || undefined })}>
            <option value="">{t('market.recharge.allChannels')}</option>
            {channels.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </Select>
        </Field>
      }
    >
      {(data, busy) => <Body data={data} busy={busy} refresh={report.refresh} />}
    </ReportPage>
  );
}
