import { ORDER_STATUSES, ORDER_TYPES, PAY_PLATFORMS } from '@/records/orders';
import { dayOfTime, dayText, shiftDay } from '@/lib/report/period';
import { currentTimeZone, dayStartMs, zoneOffsetMs, zonedTimeToUtc } from '@/lib/time-zone';
import { type DashboardCompare, type DashboardReport, type OperationReport, type OrderReport } from '../../../contract';
import { APP, COMBOS, DRAMA } from '../warehouse/activity';
import { DID } from '../warehouse/day-lists';
import { ALL_TYPES, PEOPLE, PLATFORM_OF, STATUS_OF, TYPE_OF } from '../warehouse/orders';
import { REVENUE } from '../warehouse/revenue';
import { joins, peopleCounts, ratio, round2, spans, type Sources, type Span } from './common';

/* The reports on what was paid: the dashboard, order statistics, the daily operating report. */

/* ---------------------------------------------------------------- orders: what was paid */

const PAID = [STATUS_OF.paid];
const REFUNDED = [STATUS_OF.refunded];
const EVERY_STATUS = ORDER_STATUSES.map((_, i) => i);
const VIP = [TYPE_OF.vip];
const BEANS = [TYPE_OF.beans];

/** The period's payments: paid orders (the status paid) by their pay day. */
function payments(s: Sources, span: Span) {
  const o = s.orders;
  const rechargeOrders = o.sum(span.from, span.to, 'count', BEANS, PAID);
  const vipOrders = o.sum(span.from, span.to, 'count', VIP, PAID);
  return {
    paymentCount: rechargeOrders + vipOrders,
    payers: o.payers(span.from, span.to),
    paymentAmount: o.sum(span.from, span.to, 'yen', ALL_TYPES, PAID),
    rechargeOrders,
    vipOrders,
    reorders: o.people.sum(span.from, span.to, PEOPLE.reorders),
  };
}

/** The period's viewers, each in one class: VIP if they watched anything with VIP, else golden beans if they did, else free. */
function viewerSplit(s: Sources, span: Span): { vip: number; beans: number; free: number; viewers: number } {
  const byDid = new Int32Array(256);
  s.activity.memberDays.tally(span.from, span.to, (did) => {
    byDid[did & 255] += 1;
  });
  const out = { vip: 0, beans: 0, free: 0, viewers: 0 };
  for (let did = 0; did < 256; did++) {
    const n = byDid[did];
    if (!n || !(did & DID.watch)) continue;
    out.viewers += n;
    if (did & DID.vip) out.vip += n;
    else if (did & DID.beans) out.beans += n;
    else out.free += n;
  }
  return out;
}

/* ---------------------------------------------------------------- the dashboard */

/**
 * Today (the business day's, at the mock's now) compared with yesterday up to the same time of
 * day: yesterday's first moment, and the moment yesterday's wall clock read what today's reads
 * now (within yesterday: a DST change's day is 23 or 25 hours). Null for any other period.
 */
export function sameTimeYesterday(s: Pick<Sources, 'now'>, start: string, end: string, zone: string = currentTimeZone()): { from: number; until: number } | null {
  const now = s.now();
  if (start !== end || start !== dayText(dayOfTime(now, zone))) return null;
  const from = dayStartMs(shiftDay(start, -1), zone);
  const today = dayStartMs(start, zone);
  const until = zonedTimeToUtc(now + zoneOffsetMs(now, zone) - 86_400_000, zone);
  return { from, until: Math.min(Math.max(until, from), today) };
}

function dashboardFigures(s: Sources, span: Span) {
  return { newUsers: joins(s, span).total, ...payments(s, span), viewers: viewerSplit(s, span).viewers };
}

/**
 * The viewing ranking: the ten most viewed dramas of the period, in dramaStatistics' order (views,
 * then revenue, then id), with their viewers: counted over those ten dramas' groups only.
 */
function dashboardRanking(s: Sources, span: Span): DashboardReport['ranking'] {
  const rows: Array<{ dramaId: number; views: number; revenue: number }> = [];
  for (const [id, grid] of s.activity.dramas) {
    const views = grid.sum(span.from, span.to, DRAMA.views);
    if (views > 0) rows.push({ dramaId: id, views, revenue: s.revenue.byDrama.get(id)?.sum(span.from, span.to, REVENUE.amount) ?? 0 });
  }
  rows.sort((a, b) => b.views - a.views || b.revenue - a.revenue || a.dramaId - b.dramaId);
  const top = rows.slice(0, 10);
  const lists = s.activity.dramaDays;
  const seen = new Int32Array(lists.maxKey + 1);
  const paid = new Int32Array(lists.maxKey + 1);
  const groups = top.map((r) => s.activity.groupsOfDrama.get(r.dramaId) ?? new Int32Array(0));
  const only = new Int32Array(groups.reduce((n, g) => n + g.length, 0));
  let at = 0;
  for (const g of groups) {
    only.set(g, at);
    at += g.length;
  }
  lists.countByKey(span.from, span.to, DID.paidUnlock, seen, paid, only);
  return top.map((r) => ({ dramaId: r.dramaId, name: s.drama(r.dramaId)?.name ?? `#${r.dramaId}`, views: r.views, viewers: seen[r.dramaId] ?? 0 }));
}

export function dashboardReport(s: Sources, start: string, end: string, compare: DashboardCompare = 'wholeDay'): DashboardReport {
  const { current, previous, period } = spans(start, end);
  const cut = compare === 'sameTime' ? sameTimeYesterday(s, start, end) : null;
  const o = s.orders;
  const joined = joins(s, current);
  const days: DashboardReport['days'] = [];
  for (let day = current.from; day <= current.to; day++) {
    days.push({
      date: dayText(day),
      newUsers: joined.perDay[day - current.from],
      paymentCount: o.get(day, 'count', ALL_TYPES, PAID),
      payers: o.people.get(day, PEOPLE.payers),
      paymentAmount: o.get(day, 'yen', ALL_TYPES, PAID),
    });
  }
  const split = viewerSplit(s, current);
  return {
    ...period,
    figures: { current: { newUsers: joined.total, ...payments(s, current), viewers: split.viewers }, previous: cut && s.within ? s.within(cut.from, cut.until) : dashboardFigures(s, previous) },
    previousUntil: cut ? new Date(cut.until).toISOString() : null,
    days,
    ranking: dashboardRanking(s, current),
    viewers: [
      { viewerClass: 'vip', viewers: split.vip },
      { viewerClass: 'beans', viewers: split.beans },
      { viewerClass: 'free', viewers: split.free },
    ],
    orderTypes: ORDER_TYPES.map((type, t) => ({ type, orders: o.sum(current.from, current.to, 'count', [t], PAID), amount: o.sum(current.from, current.to, 'yen', [t], PAID) })),
  };
}

/* ---------------------------------------------------------------- order statistics */

function orderFigures(s: Sources, span: Span) {
  const o = s.orders;
  const paidOrders = o.sum(span.from, span.to, 'count', ALL_TYPES, PAID);
  const paidAmount = o.sum(span.from, span.to, 'yen', ALL_TYPES, PAID);
  return {
    orders: o.sum(span.from, span.to, 'count', ALL_TYPES, EVERY_STATUS),
    paidOrders,
    paidAmount,
    payers: o.payers(span.from, span.to),
    refundedOrders: o.sum(span.from, span.to, 'count', ALL_TYPES, REFUNDED),
    refundedAmount: o.sum(span.from, span.to, 'yen', ALL_TYPES, REFUNDED),
    averageOrder: round2(ratio(paidAmount, paidOrders)),
  };
}

export function orderReport(s: Sources, start: string, end: string): OrderReport {
  const { current, previous, period } = spans(start, end);
  const o = s.orders;
  const { from, to } = current;
  const days: OrderReport['days'] = [];
  for (let day = from; day <= to; day++) {
    days.push({
      date: dayText(day),
      orders: o.get(day, 'count', ALL_TYPES, EVERY_STATUS),
      paidOrders: o.get(day, 'count', ALL_TYPES, PAID),
      paidAmount: o.get(day, 'yen', ALL_TYPES, PAID),
      refundedOrders: o.get(day, 'count', ALL_TYPES, REFUNDED),
      refundedAmount: o.get(day, 'yen', ALL_TYPES, REFUNDED),
      vipAmount: o.get(day, 'yen', VIP, PAID),
      beansAmount: o.get(day, 'yen', BEANS, PAID),
    });
  }
  return {
    ...period,
    figures: { current: orderFigures(s, current), previous: orderFigures(s, previous) },
    days,
    types: ORDER_TYPES.map((type, t) => ({
      type,
      orders: o.sum(from, to, 'count', [t], EVERY_STATUS),
      paidOrders: o.sum(from, to, 'count', [t], PAID),
      paidAmount: o.sum(from, to, 'yen', [t], PAID),
      refundedOrders: o.sum(from, to, 'count', [t], REFUNDED),
      refundedAmount: o.sum(from, to, 'yen', [t], REFUNDED),
    })),
    statuses: ORDER_STATUSES.map((status, i) => ({ status, orders: o.sum(from, to, 'count', ALL_TYPES, [i]), amount: o.sum(from, to, 'yen', ALL_TYPES, [i]) })),
    methods: PAY_PLATFORMS.map((method) => ({
      method,
      paidOrders: o.sum(from, to, 'count', ALL_TYPES, PAID, [PLATFORM_OF[method]]),
      paidAmount: o.sum(from, to, 'yen', ALL_TYPES, PAID, [PLATFORM_OF[method]]),
    })),
  };
}

/* ---------------------------------------------------------------- the daily operating report */

function operationFigures(s: Sources, span: Span) {
  const pay = payments(s, span);
  const [activeUsers] = peopleCounts(s, span, [DID.visit]);
  return {
    newUsers: joins(s, span).total,
    activeUsers,
    payers: pay.payers,
    paymentAmount: pay.paymentAmount,
    arpu: round2(ratio(pay.paymentAmount, activeUsers)),
    arppu: round2(ratio(pay.paymentAmount, pay.payers)),
    rechargeOrders: pay.rechargeOrders,
    vipOrders: pay.vipOrders,
    reorders: pay.reorders,
  };
}

export function operationReport(s: Sources, start: string, end: string): OperationReport {
  const { current, previous, period } = spans(start, end);
  const o = s.orders;
  const app = s.activity.app;
  const joined = joins(s, current);
  const days: OperationReport['days'] = [];
  for (let day = current.from; day <= current.to; day++) {
    let activeUsers = 0;
    for (let c = 0; c < COMBOS; c++) activeUsers += app.get(day, APP.visitors(c));
    const payers = o.people.get(day, PEOPLE.payers);
    const paymentAmount = o.get(day, 'yen', ALL_TYPES, PAID);
    days.push({
      date: dayText(day),
      newUsers: joined.perDay[day - current.from],
      activeUsers,
      payers,
      paymentAmount,
      arpu: round2(ratio(paymentAmount, activeUsers)),
      arppu: round2(ratio(paymentAmount, payers)),
      rechargeOrders: o.get(day, 'count', BEANS, PAID),
      vipOrders: o.get(day, 'count', VIP, PAID),
      reorders: o.people.get(day, PEOPLE.reorders),
    });
  }
  return { ...period, maxIndicators: s.maxIndicators(), figures: { current: operationFigures(s, current), previous: operationFigures(s, previous) }, days };
}
