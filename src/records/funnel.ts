import * as v from 'valibot';
import { defineCall } from '@/lib/api/contract';
import { AnsweredPeriodEntries, comparedFigures, reportRequest } from '@/lib/report/wire';
import { UNLOCK_TYPES } from './members';
import { ORDER_STATUSES, ORDER_TYPES } from './orders';
import './messages';

/*
 * The paywall funnel of a drama (issue #23, docs/drama-funnel.md): per episode, the members who
 * watched it in a period, the share of episode 1's viewers who reached it, how the members who
 * watched it unlocked it (golden beans, VIP, an ad), the yen of the paid orders made at its
 * paywall, and who stopped there. Pure: the statistics mock answers `statistics/v1/dramaFunnel`
 * with it from the world's watch records (the member simulation's feed) and orders, and the unit
 * tests check its invariants on generated records. The wire shapes are here too, so the statistics
 * page and the drama's record tab (theater) draw the same answer with the same cards (./DramaFunnel.tsx).
 */

export type UnlockType = (typeof UNLOCK_TYPES)[number];

/** One episode watched in the period: by whom and how it was unlocked (a member's watches in time order). */
export interface FunnelWatch {
  member: number;
  episode: number;
  unlock: UnlockType;
}

/** A paid order made at the drama's paywall in the period (status paid, pay day in the period). */
export interface FunnelOrder {
  episode: number | null;
  paidYen: number;
}

/** An episode as the theater sets it: whether it is paid and its single-episode prices (golden beans; null for a free one). */
export interface FunnelEpisode {
  number: number;
  paid: boolean;
  price: number | null;
  vipPrice: number | null;
}

export const FunnelRowSchema = v.object({
  episode: v.number(),
  paid: v.boolean(),
  /** The drama's start-charging episode. */
  start: v.boolean(),
  /** Golden beans for one episode (and for a VIP member); null for a free episode. */
  price: v.nullable(v.number()),
  vipPrice: v.nullable(v.number()),
  /** Members who watched the episode in the period, each once. */
  viewers: v.number(),
  /** Of episode 1's viewers in the period, the share who watched this episode too (0-1). */
  reach: v.number(),
  /** Of the viewers, those whose first paid unlock of it in the period was golden beans, VIP, an ad (each member once). */
  beans: v.number(),
  vip: v.number(),
  ad: v.number(),
  /** Yen of the paid orders made at this episode's paywall in the period, and how many. */
  revenue: v.number(),
  orders: v.number(),
  /** Viewers who did not watch the next episode in the period; null for the last episode. */
  stopped: v.nullable(v.number()),
  /** The same viewers and reach in the period compared with. */
  previousViewers: v.number(),
  previousReach: v.number(),
});
export type FunnelRow = v.InferOutput<typeof FunnelRowSchema>;

export const FUNNEL_FIGURES = ['viewers', 'starters', 'unlocks', 'revenue', 'orders'] as const;
export type FunnelFigures = Record<(typeof FUNNEL_FIGURES)[number], number>;

export const FunnelReportSchema = v.object({
  ...AnsweredPeriodEntries,
  drama: v.nullable(v.object({ id: v.number(), name: v.string(), startChargeEpisode: v.number(), singlePrice: v.number(), singleVipPrice: v.number() })),
  /** viewers: members who watched any episode; starters: episode 1's viewers; unlocks: the rows' unlocks; revenue and orders: the rows' sums. */
  figures: comparedFigures(FUNNEL_FIGURES),
  episodes: v.array(FunnelRowSchema),
  /** The episode most viewers stopped at (the largest number who did not go on to the next); null when nobody stopped. */
  stop: v.nullable(v.object({ episode: v.number(), stopped: v.number(), viewers: v.number() })),
});
export type FunnelReport = v.InferOutput<typeof FunnelReportSchema>;

export const FunnelRequestSchema = reportRequest({ dramaId: v.pipe(v.number('valid.invalid'), v.integer('valid.invalid'), v.minValue(1, 'valid.invalid')) });
export const FunnelOrdersRequestSchema = reportRequest({
  dramaId: v.pipe(v.number('valid.invalid'), v.integer('valid.invalid'), v.minValue(1, 'valid.invalid')),
  episode: v.pipe(v.number('valid.invalid'), v.integer('valid.invalid'), v.minValue(1, 'valid.invalid')),
});

export const FunnelOrderSchema = v.object({
  id: v.number(),
  orderNo: v.string(),
  type: v.picklist(ORDER_TYPES),
  status: v.picklist(ORDER_STATUSES),
  cardNumber: v.string(),
  itemName: v.string(),
  paidYen: v.number(),
  payTime: v.nullable(v.string()),
});
/** The paid orders behind one episode's revenue: all of them, and their sum (the row's revenue). */
export const FunnelOrdersSchema = v.object({ orders: v.array(FunnelOrderSchema), total: v.number(), revenue: v.number() });
export type FunnelOrders = v.InferOutput<typeof FunnelOrdersSchema>;

/** A funnel's rows and figures for one period. */
export interface FunnelCount {
  rows: Array<Omit<FunnelRow, 'previousViewers' | 'previousReach'>>;
  figures: FunnelFigures;
  stop: FunnelReport['stop'];
}

/**
 * The funnel of one period. Episodes run from 1 to the last of: the episodes set, an episode
 * watched, an episode with an order (an episode the theater no longer has is free unless `paidAt`
 * says otherwise). Viewers are counted as the records say: nothing makes a later episode's viewers
 * fewer than an earlier one's.
 */
export function countFunnel(episodes: readonly FunnelEpisode[], watches: readonly FunnelWatch[], orders: readonly FunnelOrder[], startChargeEpisode: number): FunnelCount {
  const set = new Map(episodes.map((e) => [e.number, e]));
  let last = 0;
  for (const e of episodes) last = Math.max(last, e.number);
  for (const w of watches) last = Math.max(last, w.episode);
  for (const o of orders) if (o.episode !== null) last = Math.max(last, o.episode);
  // Per episode: its viewers, and how each first unlocked it (a member once).
  const viewers: Array<Set<number>> = [];
  const unlocked: Array<Map<number, UnlockType>> = [];
  for (let n = 0; n <= last; n++) {
    viewers.push(new Set());
    unlocked.push(new Map());
  }
  const all = new Set<number>();
  for (const w of watches) {
    if (w.episode < 1) continue;
    viewers[w.episode].add(w.member);
    all.add(w.member);
    if (w.unlock !== 'free' && !unlocked[w.episode].has(w.member)) unlocked[w.episode].set(w.member, w.unlock);
  }
  const revenue = new Array<number>(last + 1).fill(0);
  const count = new Array<number>(last + 1).fill(0);
  for (const o of orders) {
    if (o.episode === null || o.episode < 1) continue;
    revenue[o.episode] += o.paidYen;
    count[o.episode] += 1;
  }
  const first = viewers[1] ?? new Set<number>();
  const rows: FunnelCount['rows'] = [];
  let stop: FunnelReport['stop'] = null;
  const figures: FunnelFigures = { viewers: all.size, starters: first.size, unlocks: 0, revenue: 0, orders: 0 };
  for (let n = 1; n <= last; n++) {
    const e = set.get(n);
    const paid = e ? e.paid : false;
    const by = { beans: 0, vip: 0, ad: 0 };
    for (const how of unlocked[n].values()) if (how !== 'free') by[how] += 1;
    let reached = 0;
    for (const m of viewers[n]) if (first.has(m)) reached += 1;
    let stopped: number | null = null;
    if (n < last) {
      stopped = 0;
      for (const m of viewers[n]) if (!viewers[n + 1].has(m)) stopped += 1;
      if (stopped > 0 && (!stop || stopped > stop.stopped)) stop = { episode: n, stopped, viewers: viewers[n].size };
    }
    rows.push({
      episode: n,
      paid,
      start: n === startChargeEpisode,
      price: paid ? (e?.price ?? null) : null,
      vipPrice: paid ? (e?.vipPrice ?? null) : null,
      viewers: viewers[n].size,
      reach: first.size ? reached / first.size : 0,
      ...by,
      revenue: revenue[n],
      orders: count[n],
      stopped,
    });
    figures.unlocks += by.beans + by.vip + by.ad;
    figures.revenue += revenue[n];
    figures.orders += count[n];
  }
  return { rows, figures, stop };
}

/** The period's funnel beside the one compared with: each row with the earlier period's viewers and reach. */
export function compareFunnel(current: FunnelCount, previous: FunnelCount): Pick<FunnelReport, 'episodes' | 'figures' | 'stop'> {
  const before = new Map(previous.rows.map((r) => [r.episode, r]));
  return {
    episodes: current.rows.map((r) => ({ ...r, previousViewers: before.get(r.episode)?.viewers ?? 0, previousReach: before.get(r.episode)?.reach ?? 0 })),
    figures: { current: current.figures, previous: previous.figures },
    stop: current.stop,
  };
}

/* ---------------------------------------------------------------- the calls (answered by the statistics area's mock) */

/** The pages that show a drama's funnel: drama details statistics and the drama's record tab. */
export const FUNNEL_PAGES = ['statisticalReport/dramaDetailsStatistics', 'theater/shortDramaContent'] as const;

const PERIOD_NOTE = 'A period is whole days of the business day’s time zone (the settings’ reportTimeZone), start and end included, at most 731 days; otherwise refused with valid.date, valid.dateRange or report.period.tooLong.';

export const dramaFunnelCall = defineCall({
  method: 'POST',
  path: 'statistics/v1/dramaFunnel',
  request: FunnelRequestSchema,
  response: FunnelReportSchema,
  access: 'read',
  grant: FUNNEL_PAGES,
  summary: 'The paywall funnel of one drama, episode by episode: viewers (members, each once), the share of episode 1’s viewers who reached it, unlocks by golden beans, VIP and ads (each viewer once), the paid orders made at its paywall and their yen, who stopped there; the start-charging episode and the single-episode prices; the episode most viewers stopped at; the period compared with the one of the same length before.',
  notes: `${PERIOD_NOTE} Watches are the member simulation’s watch records on their day; revenue is the paid orders (status paid, pay day in the period) whose drama and episode are the row’s, as statistics/v1/dramaFunnelOrders lists them. An unknown drama answers drama null and no episodes.`,
});

export const dramaFunnelOrdersCall = defineCall({
  method: 'POST',
  path: 'statistics/v1/dramaFunnelOrders',
  request: FunnelOrdersRequestSchema,
  response: FunnelOrdersSchema,
  access: 'read',
  grant: FUNNEL_PAGES,
  summary: 'The paid orders behind one episode’s revenue in the funnel: made at that episode’s paywall, paid in the period (newest first), and their sum in yen.',
  notes: PERIOD_NOTE,
});

type FunnelRange = { start: string; end: string; dramaId: number };

/** The funnel's calls as the pages send them. */
export const funnelApi = {
  funnel: (p: FunnelRange) => dramaFunnelCall.send({ start: p.start, end: p.end, dramaId: p.dramaId }),
  orders: (p: FunnelRange & { episode: number }) => dramaFunnelOrdersCall.send({ start: p.start, end: p.end, dramaId: p.dramaId, episode: p.episode }),
};
