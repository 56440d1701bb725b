import { MEMBER_TYPES, PLATFORMS, UNLOCK_TYPES } from '@/records/members';
import { ORDER_STATUSES, ORDER_TYPES, PAY_PLATFORMS } from '@/records/orders';
import { isPaid, type EpisodeCharge } from '@/records/dramas';
import { dayNumber, dayOfTime, dayText } from '@/lib/report/period';
import {
  CLICK_ELEMENTS,
  CLICK_PAGES,
  DEVICE_TYPES,
  RENEWAL_RETRY_DAYS,
  RETENTION_DAYS,
  THIRTY_DAY_MARKS,
  VIP_RETENTION_PERIODS,
  type ClickPage,
  type ClickReport,
  type DashboardReport,
  type DramaDetailsReport,
  type DramaReport,
  type OperationReport,
  type OrderReport,
  type PlatformReport,
  type PlaybackReport,
  type ThirtyDaysReport,
  type VipReport,
  type VisitorReport,
} from '../contract';
import { APP, CLICK, COMBOS, DRAMA, countIn, type Activity } from './warehouse/activity';
import { PAGE_INDEX, PAGE_MASKS } from './warehouse/clicks';
import { DID } from './warehouse/day-lists';
import type { Members } from './warehouse/members';
import { ALL_TYPES, COHORT, COHORT_DAYS, PEOPLE, PLATFORM_OF, STATUS_OF, TYPE_OF, type Orders, type Run } from './warehouse/orders';
import { REVENUE, type Revenue } from './warehouse/revenue';

/*
 * The reports, answered from the warehouse (./warehouse): daily rows are sums of its daily facts;
 * people over a period (visitors, viewers, clicking users) are counted once each from its day
 * lists; new users from the members' join days. Each answer also gives the figures of the period
 * of the same length just before. Nothing here is stored: every call reads the warehouse as it is.
 */

/** What the reports read: the warehouse, and the theater's dramas and the settings as they are now. */
export interface Sources {
  activity: Activity;
  members: Members;
  revenue: Revenue;
  orders: Orders;
  drama(id: number): { id: number; name: string; releasedEpisodes: number; totalEpisodes: number; startChargeEpisode: number } | undefined;
  /** A drama's episodes (number and charge setting), in order. */
  episodes(dramaId: number): Array<{ number: number; charge: EpisodeCharge }>;
  maxIndicators(): number;
  /** The VIP types (operate/vipManagement): their names and period lengths, in display order. */
  vipTypes(): VipTypeInfo[];
  /** The mock's time now (ms): what has happened yet (a period reached, a VIP lapsed). */
  now(): number;
}

export interface VipTypeInfo {
  id: number;
  name: string;
  /** Period length in days. */
  days: number;
  autoRenew: boolean;
}

interface Span {
  from: number;
  to: number;
  days: number;
}
/** The period asked for, and the one of the same length before it. */
function spans(start: string, end: string): { current: Span; previous: Span; period: { start: string; end: string; previousStart: string; previousEnd: string } } {
  const from = dayNumber(start);
  const to = dayNumber(end);
  const days = to - from + 1;
  const previous = { from: from - days, to: from - 1, days };
  return { current: { from, to, days }, previous, period: { start, end, previousStart: dayText(previous.from), previousEnd: dayText(previous.to) } };
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;
const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);
const percent = (a: number, b: number) => round1(ratio(a, b) * 100);
const minutes = (seconds: number) => round1(seconds / 60);

/* ---------------------------------------------------------------- people over a period */

/** Counts by what members are: type, platform, device type, system version, app version. */
class Split {
  total = 0;
  readonly byType = new Array<number>(MEMBER_TYPES.length).fill(0);
  readonly byPlatform = new Array<number>(PLATFORMS.length).fill(0);
  readonly byDevice = new Array<number>(DEVICE_TYPES.length).fill(0);
  readonly bySystem: Int32Array;
  readonly byApp: Int32Array;
  constructor(private readonly m: Members) {
    this.bySystem = new Int32Array(m.systems.length + 1);
    this.byApp = new Int32Array(m.apps.length + 1);
  }
  count(id: number): void {
    const m = this.m;
    this.total += 1;
    if (id >= m.size) return;
    this.byType[m.type[id]] += 1;
    this.byPlatform[m.platform[id]] += 1;
    this.byDevice[m.device[id]] += 1;
    this.bySystem[m.system[id]] += 1;
    this.byApp[m.app[id]] += 1;
  }
}

/** The members who did something matching `flag` in a span, each once, split by what they are. */
function people(s: Sources, span: Span, flag: number): Split {
  const lists = s.activity.memberDays;
  const split = new Split(s.members);
  lists.tally(span.from, span.to, (did, _, g) => {
    if (did & flag) split.count(lists.owner(g));
  });
  return split;
}

/** How many members did each of `flags` in a span (each member once per flag): one pass. */
function peopleCounts(s: Sources, span: Span, flags: readonly number[]): number[] {
  // Counted by what was done (a few bits): then added up per flag.
  const byDid = new Int32Array(256);
  s.activity.memberDays.tally(span.from, span.to, (did) => {
    byDid[did & 255] += 1;
  });
  return flags.map((flag) => byDid.reduce((n, count, did) => (did & flag ? n + count : n), 0));
}

/** The members who joined in a span: per day and split by what they are. */
function joins(s: Sources, span: Span) {
  const m = s.members;
  const perDay = new Array<number>(span.days).fill(0);
  const split = new Split(m);
  for (let id = 0; id < m.size; id++) {
    const day = m.joinDay[id];
    if (day < span.from || day > span.to) continue;
    perDay[day - span.from] += 1;
    split.count(id);
  }
  return Object.assign(split, { perDay });
}

const comboType = (combo: number) => Math.floor(combo / PLATFORMS.length);
const comboPlatform = (combo: number) => combo % PLATFORMS.length;

/* ---------------------------------------------------------------- visitors */

function visitorFigures(s: Sources, span: Span) {
  const app = s.activity.app;
  let visits = 0;
  for (let c = 0; c < COMBOS; c++) visits += app.sum(span.from, span.to, APP.visits(c));
  const visitors = people(s, span, DID.visit);
  const joined = joins(s, span);
  return {
    figures: {
      visitors: visitors.total,
      newVisitors: joined.total,
      visits,
      memberVisitors: visitors.byType[MEMBER_TYPES.indexOf('member')],
      guestVisitors: visitors.byType[MEMBER_TYPES.indexOf('guest')],
      visitsPerVisitor: round2(ratio(visits, visitors.total)),
    },
    visitors,
    joined,
  };
}

export function visitorReport(s: Sources, start: string, end: string): VisitorReport {
  const { current, previous, period } = spans(start, end);
  const now = visitorFigures(s, current);
  const before = visitorFigures(s, previous);
  const app = s.activity.app;
  const days: VisitorReport['days'] = [];
  for (let day = current.from; day <= current.to; day++) {
    const row = { date: dayText(day), visitors: 0, newVisitors: now.joined.perDay[day - current.from], visits: 0, memberVisitors: 0, guestVisitors: 0, ios: 0, android: 0, h5: 0 };
    for (let c = 0; c < COMBOS; c++) {
      const visitors = app.get(day, APP.visitors(c));
      row.visits += app.get(day, APP.visits(c));
      row.visitors += visitors;
      if (MEMBER_TYPES[comboType(c)] === 'member') row.memberVisitors += visitors;
      else row.guestVisitors += visitors;
      row[PLATFORMS[comboPlatform(c)]] += visitors;
    }
    days.push(row);
  }
  const visitsOf = (test: (combo: number) => boolean) => {
    let n = 0;
    for (let c = 0; c < COMBOS; c++) if (test(c)) n += app.sum(current.from, current.to, APP.visits(c));
    return n;
  };
  return {
    ...period,
    maxIndicators: s.maxIndicators(),
    figures: { current: now.figures, previous: before.figures },
    days,
    types: MEMBER_TYPES.map((type, i) => ({ type, visitors: now.visitors.byType[i], newVisitors: now.joined.byType[i], visits: visitsOf((c) => comboType(c) === i) })),
    platforms: PLATFORMS.map((platform, i) => ({ platform, visitors: now.visitors.byPlatform[i], newVisitors: now.joined.byPlatform[i], visits: visitsOf((c) => comboPlatform(c) === i) })),
  };
}

/* ---------------------------------------------------------------- dramas */

/** Each drama's viewers and paying viewers in a span (each member once per drama). */
function dramaPeople(s: Sources, span: Span, dramaId?: number): Map<number, { viewers: number; paying: number }> {
  const lists = s.activity.dramaDays;
  // Counted into arrays indexed by the drama's id (a few thousand at most), then named.
  const seen = new Int32Array(lists.maxKey + 1);
  const paid = new Int32Array(lists.maxKey + 1);
  const only = dramaId !== undefined ? (s.activity.groupsOfDrama.get(dramaId) ?? new Int32Array(0)) : null;
  lists.countByKey(span.from, span.to, DID.paidUnlock, seen, paid, only);
  const out = new Map<number, { viewers: number; paying: number }>();
  for (let key = 0; key < seen.length; key++) if (seen[key]) out.set(key, { viewers: seen[key], paying: paid[key] });
  return out;
}

function dramaRows(s: Sources, span: Span): DramaReport['dramas'] {
  const who = dramaPeople(s, span);
  const ids = new Set<number>([...s.activity.dramas.keys(), ...s.revenue.byDrama.keys()]);
  const rows: DramaReport['dramas'] = [];
  for (const id of ids) {
    const grid = s.activity.dramas.get(id);
    const views = grid?.sum(span.from, span.to, DRAMA.views) ?? 0;
    const revenue = s.revenue.byDrama.get(id)?.sum(span.from, span.to, REVENUE.amount) ?? 0;
    if (!views && !revenue) continue;
    rows.push({
      dramaId: id,
      name: s.drama(id)?.name ?? `#${id}`,
      views,
      viewers: who.get(id)?.viewers ?? 0,
      payingViewers: who.get(id)?.paying ?? 0,
      paidUnlocks: grid?.sum(span.from, span.to, DRAMA.paidUnlocks) ?? 0,
      revenue,
      completionRate: percent(grid?.sum(span.from, span.to, DRAMA.completed) ?? 0, views),
    });
  }
  return rows.sort((a, b) => b.views - a.views || b.revenue - a.revenue || a.dramaId - b.dramaId);
}

function dramaFigures(s: Sources, span: Span) {
  const app = s.activity.app;
  const plays = app.sum(span.from, span.to, APP.plays);
  let paidUnlocks = 0;
  for (const grid of s.activity.dramas.values()) paidUnlocks += grid.sum(span.from, span.to, DRAMA.paidUnlocks);
  const [viewers, payingViewers] = peopleCounts(s, span, [DID.watch, DID.paidUnlock]);
  return {
    views: plays,
    viewers,
    payingViewers,
    paidUnlocks,
    revenue: s.revenue.all.sum(span.from, span.to, REVENUE.amount),
    completionRate: percent(app.sum(span.from, span.to, APP.completed), plays),
  };
}

export function dramaReport(s: Sources, start: string, end: string): DramaReport {
  const { current, previous, period } = spans(start, end);
  const app = s.activity.app;
  const days: DramaReport['days'] = [];
  for (let day = current.from; day <= current.to; day++) {
    days.push({ date: dayText(day), views: app.get(day, APP.plays), viewers: app.get(day, APP.viewers), revenue: s.revenue.all.get(day, REVENUE.amount) });
  }
  return { ...period, figures: { current: dramaFigures(s, current), previous: dramaFigures(s, previous) }, dramas: dramaRows(s, current), days };
}

/* ---------------------------------------------------------------- one drama */

function oneDramaFigures(s: Sources, span: Span, dramaId: number) {
  const grid = s.activity.dramas.get(dramaId);
  const views = grid?.sum(span.from, span.to, DRAMA.views) ?? 0;
  const who = dramaPeople(s, span, dramaId).get(dramaId);
  return {
    views,
    viewers: who?.viewers ?? 0,
    payingViewers: who?.paying ?? 0,
    paidUnlocks: grid?.sum(span.from, span.to, DRAMA.paidUnlocks) ?? 0,
    revenue: s.revenue.byDrama.get(dramaId)?.sum(span.from, span.to, REVENUE.amount) ?? 0,
    completionRate: percent(grid?.sum(span.from, span.to, DRAMA.completed) ?? 0, views),
  };
}

export function dramaDetailsReport(s: Sources, start: string, end: string, dramaId: number): DramaDetailsReport {
  const { current, previous, period } = spans(start, end);
  const drama = s.drama(dramaId);
  const figures = { current: oneDramaFigures(s, current, dramaId), previous: oneDramaFigures(s, previous, dramaId) };
  if (!drama) return { ...period, drama: null, figures, episodes: [], days: [] };
  const byEpisode = s.activity.episodes.get(dramaId);
  const settings = new Map(s.episodes(dramaId).map((e) => [e.number, e.charge]));
  const last = Math.max(drama.releasedEpisodes, ...(byEpisode ? byEpisode.keys() : []), 0);
  const revenue = s.revenue.byEpisode(dramaId, current.from, current.to);
  const episodes: DramaDetailsReport['episodes'] = [];
  let before = 0;
  for (let n = 1; n <= last; n++) {
    const days = byEpisode?.get(n);
    const views = days ? countIn(days.views.data, current.from, current.to) : 0;
    const paid = isPaid({ number: n, charge: settings.get(n) ?? 'auto' }, drama.startChargeEpisode);
    episodes.push({
      episode: n,
      paid,
      views,
      completionRate: percent(days ? countIn(days.completed.data, current.from, current.to) : 0, views),
      dropOff: n === 1 || before === 0 ? null : percent(Math.max(0, before - views), before),
      paidUnlocks: paid ? (days ? countIn(days.paid.data, current.from, current.to) : 0) : null,
      revenue: revenue.get(n) ?? 0,
    });
    before = views;
  }
  const grid = s.activity.dramas.get(dramaId);
  const money = s.revenue.byDrama.get(dramaId);
  const days: DramaDetailsReport['days'] = [];
  for (let day = current.from; day <= current.to; day++) {
    days.push({ date: dayText(day), views: grid?.get(day, DRAMA.views) ?? 0, paidUnlocks: grid?.get(day, DRAMA.paidUnlocks) ?? 0, revenue: money?.get(day, REVENUE.amount) ?? 0 });
  }
  return {
    ...period,
    drama: { id: drama.id, name: drama.name, releasedEpisodes: drama.releasedEpisodes, totalEpisodes: drama.totalEpisodes, startChargeEpisode: drama.startChargeEpisode },
    figures,
    episodes,
    days,
  };
}

/* ---------------------------------------------------------------- playback */

function playbackFigures(s: Sources, span: Span) {
  const app = s.activity.app;
  const plays = app.sum(span.from, span.to, APP.plays);
  const [viewers] = peopleCounts(s, span, [DID.watch]);
  const watchMinutes = minutes(app.sum(span.from, span.to, APP.seconds));
  return {
    plays,
    viewers,
    watchMinutes,
    minutesPerViewer: round1(ratio(watchMinutes, viewers)),
    completionRate: percent(app.sum(span.from, span.to, APP.completed), plays),
  };
}

export function playbackReport(s: Sources, start: string, end: string): PlaybackReport {
  const { current, previous, period } = spans(start, end);
  const app = s.activity.app;
  const days: PlaybackReport['days'] = [];
  for (let day = current.from; day <= current.to; day++) {
    const plays = app.get(day, APP.plays);
    const viewers = app.get(day, APP.viewers);
    const watchMinutes = minutes(app.get(day, APP.seconds));
    days.push({ date: dayText(day), plays, viewers, watchMinutes, minutesPerViewer: round1(ratio(watchMinutes, viewers)), completionRate: percent(app.get(day, APP.completed), plays) });
  }
  return {
    ...period,
    maxIndicators: s.maxIndicators(),
    figures: { current: playbackFigures(s, current), previous: playbackFigures(s, previous) },
    days,
    unlocks: UNLOCK_TYPES.map((unlock, i) => ({ unlock, plays: app.sum(current.from, current.to, APP.playsBy(i)), watchMinutes: minutes(app.sum(current.from, current.to, APP.secondsBy(i))) })),
  };
}

/* ---------------------------------------------------------------- platforms */

export function platformReport(s: Sources, start: string, end: string): PlatformReport {
  const { current, previous, period } = spans(start, end);
  const active = people(s, current, DID.visit);
  const joined = joins(s, current);
  const split = <K>(keys: readonly K[], a: number[], n: number[]) => keys.map((key, i) => ({ key, activeUsers: a[i], newUsers: n[i] }));
  const named = (names: readonly string[], a: Int32Array, n: Int32Array) =>
    names
      .map((key, code) => ({ key, activeUsers: a[code] ?? 0, newUsers: n[code] ?? 0 }))
      .filter((r) => r.activeUsers || r.newUsers)
      .sort((x, y) => y.activeUsers - x.activeUsers || y.newUsers - x.newUsers || x.key.localeCompare(y.key));
  return {
    ...period,
    figures: {
      current: { activeUsers: active.total, newUsers: joined.total },
      previous: { activeUsers: peopleCounts(s, previous, [DID.visit])[0], newUsers: joins(s, previous).total },
    },
    platforms: split(PLATFORMS, active.byPlatform, joined.byPlatform),
    deviceTypes: split(DEVICE_TYPES, active.byDevice, joined.byDevice),
    systems: named(s.members.systems, active.bySystem, joined.bySystem),
    appVersions: named(s.members.apps, active.byApp, joined.byApp).sort((x, y) => y.key.localeCompare(x.key, 'en', { numeric: true })),
  };
}

/* ---------------------------------------------------------------- clicks */

function clickPeople(s: Sources, span: Span, filter: number) {
  const elements = new Array<number>(CLICK_ELEMENTS.length).fill(0);
  const pages = new Array<number>(CLICK_PAGES.length).fill(0);
  // Members counted by the set of elements they clicked (13 elements: 8,192 sets), then each set's elements and pages.
  const bySet = new Int32Array(1 << elements.length);
  s.activity.memberDays.tally(span.from, span.to, (_, clicked) => {
    bySet[clicked & filter] += 1;
  });
  let total = 0;
  for (let mask = 1; mask < bySet.length; mask++) {
    const n = bySet[mask];
    if (!n) continue;
    total += n;
    for (let e = 0; e < elements.length; e++) if (mask & (1 << e)) elements[e] += n;
    for (let p = 0; p < pages.length; p++) if (mask & PAGE_MASKS[p]) pages[p] += n;
  }
  return { total, elements, pages };
}

export function clickReport(s: Sources, start: string, end: string, page?: ClickPage | ''): ClickReport {
  const { current, previous, period } = spans(start, end);
  const grid = s.activity.clicks;
  const filter = page ? PAGE_MASKS[PAGE_INDEX[page]] : -1;
  const shown = CLICK_ELEMENTS.map((e, i) => ({ ...e, i })).filter((e) => filter & (1 << e.i));
  const clicksIn = (span: Span) => shown.reduce((n, e) => n + grid.sum(span.from, span.to, CLICK.clicks(e.i)), 0);
  const now = clickPeople(s, current, filter);
  const nowClicks = clicksIn(current);
  const beforeClicks = clicksIn(previous);
  const beforeUsers = clickPeople(s, previous, filter).total;
  const days: ClickReport['days'] = [];
  for (let day = current.from; day <= current.to; day++) {
    const clicks = shown.reduce((n, e) => n + grid.get(day, CLICK.clicks(e.i)), 0);
    days.push({ date: dayText(day), clicks, users: page ? grid.get(day, CLICK.pageUsers(PAGE_INDEX[page])) : grid.get(day, CLICK.clickers) });
  }
  return {
    ...period,
    figures: {
      current: { clicks: nowClicks, users: now.total, clicksPerUser: round2(ratio(nowClicks, now.total)) },
      previous: { clicks: beforeClicks, users: beforeUsers, clicksPerUser: round2(ratio(beforeClicks, beforeUsers)) },
    },
    days,
    pages: CLICK_PAGES.map((p, i) => ({ page: p, i }))
      .filter((p) => !page || p.page === page)
      .map(({ page: p, i }) => {
        let clicks = 0;
        for (let k = 0; k < CLICK_ELEMENTS.length; k++) if (PAGE_MASKS[i] & (1 << k)) clicks += grid.sum(current.from, current.to, CLICK.clicks(k));
        return { page: p, users: now.pages[i], clicks };
      }),
    elements: shown.map((e) => ({ element: e.key, page: e.page, clicks: grid.sum(current.from, current.to, CLICK.clicks(e.i)), users: now.elements[e.i] })).sort((a, b) => b.clicks - a.clicks),
  };
}

/* ---------------------------------------------------------------- orders: what was paid */

const DAY_MS = 86_400_000;
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

export function dashboardReport(s: Sources, start: string, end: string): DashboardReport {
  const { current, previous, period } = spans(start, end);
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
    figures: { current: { newUsers: joined.total, ...payments(s, current), viewers: split.viewers }, previous: dashboardFigures(s, previous) },
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

/* ---------------------------------------------------------------- VIP statistics */

/** When a subscription's VIP time ends: at its refund, else at the end of the last period paid. */
function runEnd(run: Run, periodDays: number): number {
  return run.refundMs ?? run.lastPayMs + periodDays * DAY_MS;
}

export function vipReport(s: Sources, start: string, end: string, vipTypeId?: number | null): VipReport {
  const { current, previous, period } = spans(start, end);
  const nowMs = s.now();
  const today = dayOfTime(nowMs);
  const types = s.vipTypes();
  const lengths = new Map(types.map((t) => [t.id, Math.max(1, t.days)]));
  const lengthOf = (id: number) => lengths.get(id) ?? 30;
  const runs = s.orders.runs();
  const ends = runs.map((r) => runEnd(r, lengthOf(r.vipTypeId)));
  const lapsedDay = ends.map((ms) => (ms <= nowMs ? dayOfTime(ms) : Number.POSITIVE_INFINITY));

  const figures = (span: Span) => {
    let lapsed = 0;
    let matured = 0;
    let retained = 0;
    runs.forEach((run, i) => {
      if (lapsedDay[i] >= span.from && lapsedDay[i] <= span.to) lapsed += 1;
      if (run.startDay >= span.from && run.startDay <= span.to && run.startDay + RETENTION_DAYS <= today) {
        matured += 1;
        if (ends[i] > run.startMs + RETENTION_DAYS * DAY_MS) retained += 1;
      }
    });
    return {
      newVips: s.orders.people.sum(span.from, span.to, PEOPLE.newVips),
      renewals: s.orders.people.sum(span.from, span.to, PEOPLE.renewals),
      lapsed,
      retention7: percent(retained, matured),
    };
  };

  // Per day: lapses and the 7-day retention of the day's new VIPs.
  const n = current.days;
  const lapsedPerDay = new Array<number>(n).fill(0);
  const startedPerDay = new Array<number>(n).fill(0);
  const retainedPerDay = new Array<number>(n).fill(0);
  const byType = new Map<number, { newVips: number; renewals: number; lapsed: number }>(types.map((t) => [t.id, { newVips: 0, renewals: 0, lapsed: 0 }]));
  const typeRow = (id: number) => {
    let row = byType.get(id);
    if (!row) byType.set(id, (row = { newVips: 0, renewals: 0, lapsed: 0 }));
    return row;
  };
  runs.forEach((run, i) => {
    const l = lapsedDay[i];
    if (l >= current.from && l <= current.to) {
      lapsedPerDay[l - current.from] += 1;
      typeRow(run.vipTypeId).lapsed += 1;
    }
    if (run.startDay >= current.from && run.startDay <= current.to) {
      startedPerDay[run.startDay - current.from] += 1;
      typeRow(run.vipTypeId).newVips += 1;
      if (ends[i] > run.startMs + RETENTION_DAYS * DAY_MS) retainedPerDay[run.startDay - current.from] += 1;
    }
  });
  for (const r of s.orders.renewals(current.from, current.to)) typeRow(r).renewals += 1;
  const days: VipReport['days'] = [];
  for (let day = current.from; day <= current.to; day++) {
    const i = day - current.from;
    days.push({
      date: dayText(day),
      newVips: s.orders.people.get(day, PEOPLE.newVips),
      renewals: s.orders.people.get(day, PEOPLE.renewals),
      lapsed: lapsedPerDay[i],
      retention7: day + RETENTION_DAYS <= today ? percent(retainedPerDay[i], startedPerDay[i]) : null,
    });
  }

  // The cohort table: 12 cohorts of one period each, up to the period's end, oldest first.
  const chosen = types.find((t) => t.id === vipTypeId) ?? types.find((t) => t.autoRenew) ?? types[0];
  const cohorts: VipReport['cohorts'] = [];
  if (chosen) {
    const L = Math.max(1, chosen.days);
    const first = current.to - VIP_RETENTION_PERIODS * L + 1;
    const vips = new Array<number>(VIP_RETENTION_PERIODS).fill(0);
    const reached = Array.from({ length: VIP_RETENTION_PERIODS }, () => new Array<number>(VIP_RETENTION_PERIODS).fill(0));
    for (const run of runs) {
      if (run.vipTypeId !== chosen.id || run.startDay < first || run.startDay > current.to) continue;
      const k = Math.floor((run.startDay - first) / L);
      vips[k] += 1;
      for (let p = 0; p < Math.min(run.periods, VIP_RETENTION_PERIODS); p++) reached[k][p] += 1;
    }
    for (let k = 0; k < VIP_RETENTION_PERIODS; k++) {
      const from = first + k * L;
      const to = from + L - 1;
      cohorts.push({
        start: dayText(from),
        end: dayText(to),
        vips: vips[k],
        periods: reached[k].map((count, p) => {
          // Period p + 1 starts p periods after the cohort's last day (renewals declined are retried for a few days).
          const due = to + p * L + (p > 0 ? RENEWAL_RETRY_DAYS : 0);
          return vips[k] > 0 && due <= today ? percent(count, vips[k]) : null;
        }),
      });
    }
  }

  return {
    ...period,
    figures: { current: figures(current), previous: figures(previous) },
    days,
    types: [...byType].map(([id, row]) => ({ vipTypeId: id, name: types.find((t) => t.id === id)?.name ?? `#${id}`, ...row })),
    vipTypes: types.map((t) => ({ id: t.id, name: t.name, days: t.days })),
    cohortType: chosen ? { id: chosen.id, name: chosen.name, days: chosen.days } : null,
    cohorts,
  };
}

/* ---------------------------------------------------------------- 30-day cumulative payment */

function thirtyFigures(s: Sources, span: Span) {
  const c = s.orders.cohorts;
  let amount = 0;
  let payers = 0;
  for (let k = 0; k < COHORT_DAYS; k++) {
    amount += c.sum(span.from, span.to, COHORT.yen(k));
    payers += c.sum(span.from, span.to, COHORT.firstPaid(k));
  }
  const newUsers = joins(s, span).total;
  return { newUsers, payers, amount, amountPerUser: round2(ratio(amount, newUsers)) };
}

export function thirtyDaysReport(s: Sources, start: string, end: string): ThirtyDaysReport {
  const { current, previous, period } = spans(start, end);
  const c = s.orders.cohorts;
  const today = dayOfTime(s.now());
  const joined = joins(s, current);
  const curveAmount = new Array<number>(COHORT_DAYS).fill(0);
  const curvePayers = new Array<number>(COHORT_DAYS).fill(0);
  const cohorts: ThirtyDaysReport['cohorts'] = [];
  for (let day = current.from; day <= current.to; day++) {
    let amount = 0;
    let payers = 0;
    const marks: Record<string, number | null> = {};
    for (let k = 0; k < COHORT_DAYS; k++) {
      amount += c.get(day, COHORT.yen(k));
      payers += c.get(day, COHORT.firstPaid(k));
      curveAmount[k] += amount;
      curvePayers[k] += payers;
      if ((THIRTY_DAY_MARKS as readonly number[]).includes(k)) marks[`d${k}`] = day + k <= today ? amount : null;
    }
    cohorts.push({ date: dayText(day), newUsers: joined.perDay[day - current.from], payers, d0: marks.d0, d1: marks.d1, d3: marks.d3, d7: marks.d7, d14: marks.d14, d30: marks.d30 });
  }
  return {
    ...period,
    figures: { current: thirtyFigures(s, current), previous: thirtyFigures(s, previous) },
    cohorts,
    curve: curveAmount.map((amount, day) => ({ day, amount, payers: curvePayers[day], amountPerUser: round2(ratio(amount, joined.total)) })),
  };
}
