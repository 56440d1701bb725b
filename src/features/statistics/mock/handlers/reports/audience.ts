import { MEMBER_TYPES, PLATFORMS, UNLOCK_TYPES } from '@/records/members';
import { isPaid } from '@/records/dramas';
import { dayText } from '@/lib/report/period';
import { CLICK_ELEMENTS, CLICK_PAGES, DEVICE_TYPES, type ClickPage, type ClickReport, type DramaDetailsReport, type DramaReport, type PlatformReport, type PlaybackReport, type VisitorReport } from '../../../contract';
import { APP, CLICK, COMBOS, DRAMA, countIn } from '../warehouse/activity';
import { PAGE_INDEX, PAGE_MASKS } from '../warehouse/clicks';
import { DID } from '../warehouse/day-lists';
import { REVENUE } from '../warehouse/revenue';
import { comboPlatform, comboType, joins, minutes, people, peopleCounts, percent, ratio, round1, round2, spans, type Sources, type Span } from './common';

/* The reports on what the app's users do: visitors, dramas, one drama, playback, platforms, clicks. */

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
