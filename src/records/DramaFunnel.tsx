import { useMemo, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Subtitle2, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { OpenRegular, ReceiptRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { formatMoney, formatNumber, formatPercent } from '@/lib/format';
import { useGrant } from '@/lib/grants';
import { Loaded, useLoad, type Load } from '@/lib/load';
import type { PagePath } from '@/lib/api/contract';
import { recordPath } from '@/lib/records';
import { Figures, ReportCard, ReportGrid, compared, type Dataset, type FigureSpec } from '@/lib/report';
import { Cell, DataTable } from '@/lib/resource';
import type { ColumnDef, Row } from '@/lib/resource/types';
import { useTimeZone } from '@/lib/time-zone';
import type { FunnelFigures, FunnelOrders, FunnelReport } from './funnel';
import { ORDER_TYPES } from './orders';
import './messages';

/*
 * The paywall funnel of a drama as both its pages draw it (statisticalReport/dramaDetailsStatistics
 * and the drama's record tab, theater/shortDramaContent): what the funnel says first (where
 * charging starts and at what price, the episode most viewers stop at), the figures against the
 * period compared with, and the report kit's card: a chart and the table of its episodes, each row
 * opening the paid orders behind its revenue. The page brings the period (the report kit's) and
 * the calls (the statistics contract's funnelApi).
 */

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  lead: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  dialog: { maxWidth: 'min(900px, calc(100vw - 32px))', width: '100%' },
  orders: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** The order list of each order type (an order opens in that page's record tab). */
const ORDER_PAGE: Record<(typeof ORDER_TYPES)[number], PagePath> = { vip: 'operate/vipOrders', beans: 'operate/rechargeOrders' };

export const FUNNEL_FIGURE_SPECS: FigureSpec<keyof FunnelFigures>[] = [
  { key: 'viewers', label: 'funnel.figure.viewers' },
  { key: 'starters', label: 'funnel.figure.starters' },
  { key: 'unlocks', label: 'funnel.figure.unlocks' },
  { key: 'revenue', label: 'funnel.figure.revenue', kind: 'money' },
  { key: 'orders', label: 'funnel.figure.orders' },
];

/** The funnel's headline figures against the period compared with (none for an unknown drama). */
export const funnelFigures = (data: FunnelReport) => (data.drama ? compared(data.figures, FUNNEL_FIGURE_SPECS) : null);

const CHARGE: ColumnDef = {
  key: 'charge',
  label: 'funnel.charge',
  kind: 'enum',
  width: 90,
  options: [
    { value: 'free', label: 'funnel.charge.free' },
    { value: 'paid', label: 'funnel.charge.paid' },
    { value: 'start', label: 'funnel.charge.start' },
  ],
};
const measure = (key: string, label: ColumnDef['label'], kind: 'number' | 'money' | 'percent' = 'number', width = 100) => ({ key, label, kind, width });

const ORDER_COLUMNS: ColumnDef[] = [
  { key: 'orderNo', label: 'funnel.order.orderNo', width: 170 },
  { key: 'type', label: 'funnel.order.type', kind: 'enum', options: ORDER_TYPES.map((value) => ({ value, label: `funnel.order.type.${value}` as const })), width: 90 },
  { key: 'cardNumber', label: 'funnel.order.member', width: 100 },
  { key: 'itemName', label: 'funnel.order.item', width: 120 },
  { key: 'paidYen', label: 'funnel.order.paid', kind: 'money', width: 90 },
  { key: 'payTime', label: 'funnel.order.payTime', kind: 'datetime', width: 150 },
];

/** Where charging starts and at what price; the episode most viewers stop at, in a sentence. */
export function FunnelLead({ data }: { data: FunnelReport }) {
  const { t, locale } = useI18n();
  const styles = useStyles();
  if (!data.drama) return <Text>{t('funnel.noDrama')}</Text>;
  const d = data.drama;
  return (
    <div className={styles.lead}>
      <Text>{t('funnel.charging', { start: d.startChargeEpisode, price: formatNumber(d.singlePrice, locale), vipPrice: formatNumber(d.singleVipPrice, locale) })}</Text>
      <Text weight="semibold" data-funnel-stop={data.stop?.episode ?? ''}>
        {data.stop
          ? t('funnel.stop', {
              episode: data.stop.episode,
              next: data.stop.episode + 1,
              viewers: formatNumber(data.stop.viewers, locale),
              stopped: formatNumber(data.stop.stopped, locale),
              share: formatPercent(Math.round((data.stop.stopped / Math.max(1, data.stop.viewers)) * 1000) / 10, locale),
            })
          : t('funnel.noStop')}
      </Text>
    </div>
  );
}

/** The paid orders behind one episode's revenue; each opens in its order list's record tab (for a role with that page). */
function OrdersDialog({ episode, period, loadOrders, onClose }: { episode: number; period: { start: string; end: string }; loadOrders: (episode: number) => Promise<FunnelOrders>; onClose: () => void }) {
  const { t, locale } = useI18n();
  const zone = useTimeZone();
  const styles = useStyles();
  const granted = useGrant();
  const navigate = useNavigate();
  const load = useLoad((n: number) => loadOrders(n), episode);
  const open = (order: Row) => {
    onClose();
    void navigate({ to: recordPath(ORDER_PAGE[order.type as (typeof ORDER_TYPES)[number]], Number(order.id)) });
  };
  const actions = (order: Row) =>
    granted(ORDER_PAGE[order.type as (typeof ORDER_TYPES)[number]]) ? (
      <Tooltip content={t('funnel.order.open', { orderNo: String(order.orderNo) })} relationship="label">
        <Button size="small" appearance="subtle" icon={<OpenRegular />} onClick={() => open(order)} />
      </Tooltip>
    ) : null;
  const title = t('funnel.ordersOf', { n: episode });
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface aria-describedby={undefined} className={styles.dialog}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.orders}>
            <Text>{t('funnel.ordersPeriod', { start: period.start, end: period.end, zone })}</Text>
            <Loaded load={load}>
              {(data) => (
                <>
                  <Text role="status" data-funnel-orders-total={data.revenue}>
                    {t('funnel.ordersTotal', { count: formatNumber(data.total, locale), amount: formatMoney(data.revenue, locale) })}
                  </Text>
                  <DataTable
                    columns={ORDER_COLUMNS}
                    rows={data.orders}
                    firstIndex={0}
                    totalRows={data.orders.length}
                    renderCell={(order, column) => <Cell value={order[column.key]} column={column} options={Array.isArray(column.options) ? column.options : undefined} />}
                    renderActions={actions}
                    actionsWidth={48}
                    label={title}
                    maxHeight="50vh"
                  />
                </>
              )}
            </Loaded>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {t('common.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** Golden beans of one episode and for a VIP member ("60 / 30"); none for a free episode (the table shows "-"). */
const priceText = (price: number | null, vipPrice: number | null, locale: Parameters<typeof formatNumber>[1]) =>
  price === null ? null : `${formatNumber(price, locale)} / ${formatNumber(vipPrice ?? price, locale)}`;

/**
 * The funnel's cards: the episodes (the chart of viewers and unlocks, the table of every figure,
 * each row opening its orders; the start-charging episode marked in its 收费 column), and a table
 * of who stopped at each episode and the viewers and reach of the period compared with (no second
 * chart: the page stays light).
 * Narrow enough to fit their card at 1280 px (tests/e2e/every-page.spec.ts measures them).
 */
export function FunnelCard({ data, busy, loadOrders, exportName }: { data: FunnelReport; busy: boolean; loadOrders: (episode: number) => Promise<FunnelOrders>; exportName: string }) {
  const { t, locale } = useI18n();
  const [episode, setEpisode] = useState<number | null>(null);
  const sets = useMemo(() => {
    const rows = data.episodes.map((e) => ({
      id: e.episode,
      episodeName: t('funnel.episodeN', { n: e.episode }),
      charge: e.start ? 'start' : e.paid ? 'paid' : 'free',
      price: priceText(e.price, e.vipPrice, locale),
      viewers: e.viewers,
      reach: Math.round(e.reach * 1000) / 10,
      previousViewers: e.previousViewers,
      previousReach: Math.round(e.previousReach * 1000) / 10,
      beans: e.beans,
      vip: e.vip,
      ad: e.ad,
      revenue: e.revenue,
      orders: e.orders,
      stopped: e.stopped,
    }));
    const category: ColumnDef = { key: 'episodeName', label: 'funnel.episode', width: 90 };
    const episodes: Dataset = {
      rows,
      category,
      details: [CHARGE, { key: 'price', label: 'funnel.price', width: 90 }],
      measures: [
        measure('viewers', 'funnel.viewers', 'number', 80),
        measure('reach', 'funnel.reach', 'percent', 80),
        measure('beans', 'funnel.beans', 'number', 90),
        measure('vip', 'funnel.vip', 'number', 90),
        measure('ad', 'funnel.ad', 'number', 90),
        measure('revenue', 'funnel.revenue', 'money', 90),
      ],
    };
    const compare: Dataset = {
      rows,
      category,
      measures: [
        measure('viewers', 'funnel.viewers', 'number', 80),
        measure('stopped', 'funnel.stopped', 'number', 90),
        measure('previousViewers', 'funnel.previousViewers', 'number', 120),
        measure('reach', 'funnel.reach', 'percent', 80),
        measure('previousReach', 'funnel.previousReach', 'percent', 120),
      ],
    };
    return { episodes, compare };
  }, [data, t, locale]);
  const actions = (row: Row) => (
    <Tooltip content={t('funnel.viewOrders', { n: Number(row.id) })} relationship="label">
      <Button size="small" appearance="subtle" icon={<ReceiptRegular />} disabled={!Number(row.orders)} onClick={() => setEpisode(Number(row.id))} />
    </Tooltip>
  );
  const period = { start: data.start, end: data.end };
  return (
    <ReportGrid>
      <ReportCard
        wide
        title={t('funnel.byEpisode')}
        dataset={sets.episodes}
        chart={{ type: 'column', series: ['viewers', 'beans', 'vip', 'ad'] }}
        period={period}
        exportName={exportName}
        busy={busy}
        rowActions={actions}
        actionsWidth={48}
        tableHeight="480px"
      />
      <ReportCard
        wide
        title={t('funnel.compared')}
        dataset={sets.compare}
        chart={null}
        period={period}
        exportName={`${exportName}-compared`}
        busy={busy}
        tableHeight="360px"
      />
      {episode !== null ? <OrdersDialog episode={episode} period={period} loadOrders={loadOrders} onClose={() => setEpisode(null)} /> : null}
    </ReportGrid>
  );
}

/** The funnel inside a report page that has its period bar already (drama details statistics): a heading, the lead, the figures, the card. */
export function FunnelSection({ load, loadOrders }: { load: Load<FunnelReport>; loadOrders: (p: { start: string; end: string; episode: number }) => Promise<FunnelOrders> }) {
  const { t } = useI18n();
  const styles = useStyles();
  return (
    <section className={styles.section} aria-label={t('funnel.title')}>
      <Subtitle2 as="h2">{t('funnel.title')}</Subtitle2>
      <Text>{t('funnel.note')}</Text>
      <Loaded load={load}>
        {(data, busy) => {
          const items = funnelFigures(data);
          return (
            <>
              <FunnelLead data={data} />
              {items ? <Figures items={items} busy={busy} label={t('funnel.figures')} /> : null}
              {data.drama ? <FunnelCard data={data} busy={busy} exportName={`drama-${data.drama.id}-funnel`} loadOrders={(episode) => loadOrders({ start: data.start, end: data.end, episode })} /> : null}
            </>
          );
        }}
      </Loaded>
    </section>
  );
}
