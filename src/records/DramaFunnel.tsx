import { useMemo, useState } from 'react';
import { Button, Subtitle2, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { ReceiptRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { formatMoney, formatNumber, formatPercent } from '@/lib/format';
import { Loaded, useLoad, type Load } from '@/lib/load';
import { Figures, ReportCard, ReportGrid, compared, type Dataset, type FigureSpec } from '@/lib/report';
import type { ColumnDef, Row } from '@/lib/resource/types';
import { useTimeZone } from '@/lib/time-zone';
import type { FunnelFigures, FunnelOrders, FunnelReport } from './funnel';
import { OrdersDialog } from './OrdersDialog';
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
});


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

/** The paid orders behind one episode's revenue (the dialog every report opens its orders in). */
function EpisodeOrders({ episode, period, loadOrders, onClose }: { episode: number; period: { start: string; end: string }; loadOrders: (episode: number) => Promise<FunnelOrders>; onClose: () => void }) {
  const { t, locale } = useI18n();
  const zone = useTimeZone();
  const load = useLoad((n: number) => loadOrders(n), episode);
  return (
    <OrdersDialog
      title={t('funnel.ordersOf', { n: episode })}
      note={t('funnel.ordersPeriod', { start: period.start, end: period.end, zone })}
      load={load}
      summary={(data) => (
        <Text role="status" data-funnel-orders-total={data.revenue}>
          {t('funnel.ordersTotal', { count: formatNumber(data.total, locale), amount: formatMoney(data.revenue, locale) })}
        </Text>
      )}
      orders={(data) => data.orders}
      onClose={onClose}
    />
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
      {episode !== null ? <EpisodeOrders episode={episode} period={period} loadOrders={loadOrders} onClose={() => setEpisode(null)} /> : null}
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
