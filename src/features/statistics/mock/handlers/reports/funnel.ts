import type { Drama, Episode } from '@/records/dramas';
import { isPaid } from '@/records/dramas';
import type { Order } from '@/records/orders';
import { compareFunnel, countFunnel, type FunnelEpisode, type FunnelOrders, type FunnelReport } from '@/records/funnel';
import { dayOfTime } from '@/lib/report/period';
import type { DramaWatches } from '../warehouse/watches';
import { spans, type Span } from './common';

/*
 * The paywall funnel of a drama (statistics/v1/dramaFunnel) and the orders behind an episode's
 * revenue (statistics/v1/dramaFunnelOrders): counted by countFunnel (src/records/funnel.ts) from
 * the warehouse's watch records of the drama and the orders table, for the period and the one of
 * the same length before. An episode's revenue and its orders are one selection (`paidOrders`), so
 * the dialog's sum is the row's revenue.
 */

export interface FunnelSources {
  watches: DramaWatches;
  drama(id: number): Drama | undefined;
  /** The drama's episodes as the theater has them now. */
  episodes(dramaId: number): Episode[];
  /** Every order of the world (ORDER_TABLE). */
  orders(): readonly Order[];
}

/** The paid orders made at a drama's paywall and paid on days `from` to `to` of the business day (refunded, unpaid, failed: none). */
export function paidOrders(s: FunnelSources, dramaId: number, from: number, to: number): Order[] {
  return s.orders().filter((o) => {
    if (o.dramaId !== dramaId || o.status !== 'paid' || !o.payTime) return false;
    const day = dayOfTime(Date.parse(o.payTime));
    return day >= from && day <= to;
  });
}

/** The drama's episodes as the funnel marks them: paid or free, and their single-episode prices. */
function funnelEpisodes(drama: Drama, episodes: Episode[]): FunnelEpisode[] {
  return episodes.map((e) => ({
    number: e.number,
    paid: isPaid(e, drama.startChargeEpisode),
    price: e.price ?? drama.singlePrice,
    vipPrice: e.vipPrice ?? drama.singleVipPrice,
  }));
}

function count(s: FunnelSources, drama: Drama, episodes: FunnelEpisode[], span: Span) {
  return countFunnel(episodes, s.watches.within(drama.id, span.from, span.to), paidOrders(s, drama.id, span.from, span.to), drama.startChargeEpisode);
}

export function dramaFunnelReport(s: FunnelSources, start: string, end: string, dramaId: number): FunnelReport {
  const { current, previous, period } = spans(start, end);
  const drama = s.drama(dramaId);
  if (!drama) {
    const none = { viewers: 0, starters: 0, unlocks: 0, revenue: 0, orders: 0 };
    return { ...period, drama: null, figures: { current: none, previous: none }, episodes: [], stop: null };
  }
  const episodes = funnelEpisodes(drama, s.episodes(dramaId));
  return {
    ...period,
    drama: { id: drama.id, name: drama.name, startChargeEpisode: drama.startChargeEpisode, singlePrice: drama.singlePrice, singleVipPrice: drama.singleVipPrice },
    ...compareFunnel(count(s, drama, episodes, current), count(s, drama, episodes, previous)),
  };
}

/** The paid orders behind one episode's revenue in a period, newest first, and their sum. */
export function dramaFunnelOrders(s: FunnelSources, start: string, end: string, dramaId: number, episode: number): FunnelOrders {
  const { current } = spans(start, end);
  const orders = paidOrders(s, dramaId, current.from, current.to)
    .filter((o) => o.episode === episode)
    .sort((a, b) => (b.payTime ?? '').localeCompare(a.payTime ?? '') || b.id - a.id);
  return {
    orders: orders.map((o) => ({ id: o.id, orderNo: o.orderNo, type: o.type, status: o.status, cardNumber: o.cardNumber, itemName: o.itemName, paidYen: o.paidYen, payTime: o.payTime })),
    total: orders.length,
    revenue: orders.reduce((sum, o) => sum + o.paidYen, 0),
  };
}
