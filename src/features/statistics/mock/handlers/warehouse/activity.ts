import { MEMBER_TYPES, PLATFORMS, UNLOCK_TYPES, type MemberActivity } from '@/records/members';
import { dayOfTime } from '@/lib/report/period';
import { currentTimeZone } from '@/lib/time-zone';
import { CLICK_ELEMENTS, CLICK_PAGES } from '../../../contract';
import { ELEMENT_INDEX, PAGE_MASKS, entryElement } from './clicks';
import { DID, DayLists } from './day-lists';
import { Grid } from './grid';
import { DramaWatches } from './watches';

/*
 * The members' activity as a reporting warehouse keeps it, built from the member simulation's
 * feed (MEMBER_ACTIVITY_FEED) while the world seeds: the feed walks each member's life once, in
 * member order, and every step lands here as daily facts. Nothing is simulated again and no
 * figure is made up: each count is a count of steps of the feed.
 *
 * - `app`: per day, for each member type × platform, visits and visitors; plays, completed plays
 *   and seconds watched, in all and by unlock type; viewers;
 * - `clicks`: per day, clicks and clicking users per element of the app, users per page, all
 *   clicking users (clicks derived from the steps: ./clicks.ts);
 * - `dramas`: per drama and day, views, completed views, paid unlocks, seconds watched, viewers
 *   and paying viewers; per drama and episode, the days of each view, completed view and paid
 *   unlock (sorted: a period is two binary searches);
 * - `memberDays` / `dramaDays`: which days each member (and each member with each drama) did
 *   what, to count people once over any period.
 */

/** The six member type × platform combinations: type index × 3 + platform index. */
export const COMBOS = MEMBER_TYPES.length * PLATFORMS.length;
export const comboOf = (type: (typeof MEMBER_TYPES)[number], platform: (typeof PLATFORMS)[number]) => MEMBER_TYPES.indexOf(type) * PLATFORMS.length + PLATFORMS.indexOf(platform);

/** Columns of the app grid. */
export const APP = {
  visits: (combo: number) => combo,
  visitors: (combo: number) => COMBOS + combo,
  plays: 2 * COMBOS,
  completed: 2 * COMBOS + 1,
  seconds: 2 * COMBOS + 2,
  viewers: 2 * COMBOS + 3,
  playsBy: (unlock: number) => 2 * COMBOS + 4 + unlock,
  secondsBy: (unlock: number) => 2 * COMBOS + 4 + UNLOCK_TYPES.length + unlock,
  width: 2 * COMBOS + 4 + 2 * UNLOCK_TYPES.length,
};

/** Columns of the clicks grid. */
const E = CLICK_ELEMENTS.length;
export const CLICK = {
  clicks: (element: number) => element,
  users: (element: number) => E + element,
  pageUsers: (page: number) => 2 * E + page,
  clickers: 2 * E + CLICK_PAGES.length,
  width: 2 * E + CLICK_PAGES.length + 1,
};

/** Columns of a drama's grid. */
export const DRAMA = { views: 0, completed: 1, paidUnlocks: 2, seconds: 3, viewers: 4, payingViewers: 5, width: 6 };

/** Days appended to a typed array that doubles when full (seeding allocates little). */
export class DayColumn {
  data = new Int32Array(16);
  size = 0;
  push(day: number): void {
    if (this.size === this.data.length) {
      const next = new Int32Array(this.size * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.size++] = day;
  }
  /** The days held, sorted (once seeding is over). */
  seal(): void {
    this.data = this.data.subarray(0, this.size).sort();
  }
}

/** The days of one episode's views, completed views and paid unlocks (sorted once seeding is over). */
export interface EpisodeDays {
  views: DayColumn;
  completed: DayColumn;
  paid: DayColumn;
}

const UNLOCK_INDEX = Object.fromEntries(UNLOCK_TYPES.map((u, i) => [u, i])) as Record<(typeof UNLOCK_TYPES)[number], number>;
const UNLOCK_FLAG = { free: DID.free, beans: DID.beans, vip: DID.vip, ad: DID.ad } as const;

/**
 * What the current member did on each day (flags and clicked elements), and with each drama on
 * each day: plain arrays, appended to (a member's steps come mostly in time order, so a day is
 * usually the last one), merged and sorted when the member is done.
 */
interface Pending {
  memberId: number;
  combo: number;
  days: number[];
  flags: number[];
  masks: number[];
  /** Drama, day and flags of each episode watched (several per drama and day: merged at the end). */
  dramaIds: number[];
  dramaDays: number[];
  dramaFlags: number[];
  visitAt: number;
  watchesInVisit: number;
  lastDrama: number;
  lastEpisode: number;
  /** The previous step was a VIP payment (a run of them is a subscription and its renewals). */
  afterVipPay: boolean;
}

export class Activity {
  readonly app = new Grid(APP.width);
  readonly clicks = new Grid(CLICK.width);
  readonly dramas = new Map<number, Grid>();
  readonly episodes = new Map<number, Map<number, EpisodeDays>>();
  /** The same EpisodeDays by dramaId × 10,000 + episode (one lookup per view while seeding). */
  private readonly episodeIndex = new Map<number, EpisodeDays>();
  readonly memberDays = new DayLists();
  readonly dramaDays = new DayLists();
  /** Each drama's watch records (member, episode, unlock), for the paywall funnel. */
  readonly watches = new DramaWatches();
  /** The dramaDays groups of each drama (built when seeding is over). */
  groupsOfDrama = new Map<number, Int32Array>();
  private pending: Pending | null = null;
  private lastMember = 0;
  private finished = true;
  /** Events taken in since the last reset (the seeding's cost is reported with it). */
  events = 0;

  /** The zone whose days the facts are counted in: the one given, else the business day's zone when the facts were (re)started. */
  zone: string;
  /** In UTC a day is a division: no time-zone lookup per step. */
  private utc: boolean;

  constructor(
    /** An episode's length in seconds (0: unknown), from the theater's episodes. */
    private readonly duration: (dramaId: number, episode: number) => number,
    private readonly timeZone?: string,
  ) {
    this.zone = timeZone ?? currentTimeZone();
    this.utc = this.zone === 'UTC';
  }

  reset(): void {
    this.zone = this.timeZone ?? currentTimeZone();
    this.utc = this.zone === 'UTC';
    this.app.clear();
    this.clicks.clear();
    this.dramas.clear();
    this.episodes.clear();
    this.episodeIndex.clear();
    this.memberDays.clear();
    this.dramaDays.clear();
    this.watches.clear();
    this.groupsOfDrama = new Map();
    this.lastDramaId = -1;
    this.lastDramaGrid = null;
    this.pending = null;
    this.lastMember = 0;
    this.finished = true;
    this.events = 0;
  }

  private day(ms: number): number {
    return this.utc ? Math.floor(ms / 86_400_000) : dayOfTime(ms, this.zone);
  }

  /** The drama grid asked for last (a member watches one drama several episodes in a row). */
  private lastDramaId = -1;
  private lastDramaGrid: Grid | null = null;
  private dramaGrid(dramaId: number): Grid {
    if (this.lastDramaId === dramaId && this.lastDramaGrid) return this.lastDramaGrid;
    let grid = this.dramas.get(dramaId);
    if (!grid) this.dramas.set(dramaId, (grid = new Grid(DRAMA.width)));
    this.lastDramaId = dramaId;
    this.lastDramaGrid = grid;
    return grid;
  }

  private episodeDays(dramaId: number, episode: number): EpisodeDays {
    const key = dramaId * 10_000 + episode;
    let days = this.episodeIndex.get(key);
    if (!days) {
      let byEpisode = this.episodes.get(dramaId);
      if (!byEpisode) this.episodes.set(dramaId, (byEpisode = new Map()));
      byEpisode.set(episode, (days = { views: new DayColumn(), completed: new DayColumn(), paid: new DayColumn() }));
      this.episodeIndex.set(key, days);
    }
    return days;
  }

  private mark(p: Pending, day: number, flags: number, mask = 0): void {
    const days = p.days;
    for (let i = days.length - 1; i >= 0; i--) {
      if (days[i] === day) {
        p.flags[i] |= flags;
        p.masks[i] |= mask;
        return;
      }
      // Days are appended in order but for a few steps (a renewal's future payment): look back a little only.
      if (days.length - i > 8) break;
    }
    days.push(day);
    p.flags.push(flags);
    p.masks.push(mask);
  }

  private click(p: Pending, day: number, element: keyof typeof ELEMENT_INDEX): void {
    const e = ELEMENT_INDEX[element];
    this.clicks.add(day, CLICK.clicks(e), 1);
    this.mark(p, day, 0, 1 << e);
  }

  /** One step of the feed. */
  ingest(event: MemberActivity): void {
    this.events += 1;
    if (event.kind === 'join') {
      this.flush();
      // A member id not after the last one: the world is being seeded again.
      if (event.memberId <= this.lastMember) this.reset();
      this.lastMember = event.memberId;
      this.finished = false;
      this.pending = {
        memberId: event.memberId,
        combo: comboOf(event.type, event.platform),
        days: [],
        flags: [],
        masks: [],
        dramaIds: [],
        dramaDays: [],
        dramaFlags: [],
        visitAt: event.at,
        watchesInVisit: 0,
        lastDrama: 0,
        lastEpisode: 0,
        afterVipPay: false,
      };
      return;
    }
    const p = this.pending;
    if (!p || p.memberId !== event.memberId) return;
    const day = this.day(event.at);
    const vipPay = event.kind === 'pay' && event.orderType === 'vip';
    switch (event.kind) {
      case 'visit':
        this.app.add(day, APP.visits(p.combo), 1);
        this.mark(p, day, DID.visit);
        p.visitAt = event.at;
        p.watchesInVisit = 0;
        break;
      case 'watch': {
        const unlock = UNLOCK_INDEX[event.unlock];
        const paid = event.unlock === 'beans' || event.unlock === 'vip';
        const complete = event.progress >= 100 ? 1 : 0;
        const seconds = (this.duration(event.dramaId, event.episode) * event.progress) / 100;
        this.app.add(day, APP.plays, 1);
        this.app.add(day, APP.completed, complete);
        this.app.add(day, APP.seconds, seconds);
        this.app.add(day, APP.playsBy(unlock), 1);
        this.app.add(day, APP.secondsBy(unlock), seconds);
        const grid = this.dramaGrid(event.dramaId);
        grid.add(day, DRAMA.views, 1);
        grid.add(day, DRAMA.completed, complete);
        grid.add(day, DRAMA.seconds, seconds);
        const ep = this.episodeDays(event.dramaId, event.episode);
        this.watches.push(event.dramaId, day, p.memberId, event.episode, unlock);
        ep.views.push(day);
        if (complete) ep.completed.push(day);
        if (paid) {
          grid.add(day, DRAMA.paidUnlocks, 1);
          ep.paid.push(day);
        }
        const flags = DID.watch | UNLOCK_FLAG[event.unlock] | (paid ? DID.paidUnlock : 0);
        const last = p.dramaIds.length - 1;
        if (last >= 0 && p.dramaIds[last] === event.dramaId && p.dramaDays[last] === day) p.dramaFlags[last] |= flags;
        else {
          p.dramaIds.push(event.dramaId);
          p.dramaDays.push(day);
          p.dramaFlags.push(flags);
        }
        // The clicks that led to this episode.
        if (p.watchesInVisit === 0) this.click(p, day, entryElement(p.memberId, p.visitAt, event.dramaId === p.lastDrama && event.episode === p.lastEpisode + 1));
        else this.click(p, day, 'playerNext');
        if (event.unlock === 'beans') this.click(p, day, 'paywallBeans');
        else if (event.unlock === 'ad') this.click(p, day, 'paywallAd');
        p.watchesInVisit += 1;
        p.lastDrama = event.dramaId;
        p.lastEpisode = event.episode;
        this.mark(p, day, flags);
        break;
      }
      case 'bean':
        if (event.type === 'signIn') this.click(p, day, 'welfareSignIn');
        else if (event.type === 'task') this.click(p, day, 'welfareTask');
        break;
      case 'pay':
        this.mark(p, day, DID.pay);
        if (event.orderType === 'beans') {
          this.click(p, day, 'paywallRecharge');
          this.click(p, day, 'storePackage');
        } else if (!p.afterVipPay) {
          this.click(p, day, 'paywallVip');
          this.click(p, day, 'vipSubscribe');
        }
        break;
    }
    p.afterVipPay = vipPay;
  }

  /** Scratch arrays for `flush` (reused member after member: seeding allocates little). */
  private readonly scratch = { days: [] as number[], flags: [] as number[], masks: [] as number[], order: [] as number[], zeros: new Int32Array(4096) };

  /** The current member's days, into the day lists and the daily people counts. */
  private flush(): void {
    const p = this.pending;
    if (!p) return;
    this.pending = null;
    let days = p.days;
    let flags = p.flags;
    let masks = p.masks;
    let sorted = true;
    for (let i = 1; i < days.length && sorted; i++) sorted = days[i] > days[i - 1];
    if (!sorted) {
      // A few steps out of order (a renewal's later payment): merged by day, in day order.
      const { order } = this.scratch;
      order.length = 0;
      for (let i = 0; i < days.length; i++) order.push(i);
      order.sort((x, y) => p.days[x] - p.days[y]);
      const { days: d, flags: f, masks: m } = this.scratch;
      d.length = 0;
      f.length = 0;
      m.length = 0;
      for (const i of order) {
        if (d.length && d[d.length - 1] === p.days[i]) {
          f[f.length - 1] |= p.flags[i];
          m[m.length - 1] |= p.masks[i];
        } else {
          d.push(p.days[i]);
          f.push(p.flags[i]);
          m.push(p.masks[i]);
        }
      }
      days = d;
      flags = f;
      masks = m;
    }
    this.memberDays.add(p.memberId, 0, days, flags, masks, days.length);
    for (let i = 0; i < days.length; i++) {
      const day = days[i];
      if (flags[i] & DID.visit) this.app.add(day, APP.visitors(p.combo), 1);
      if (flags[i] & DID.watch) this.app.add(day, APP.viewers, 1);
      const mask = masks[i];
      if (!mask) continue;
      this.clicks.add(day, CLICK.clickers, 1);
      for (let e = 0; e < E; e++) if (mask & (1 << e)) this.clicks.add(day, CLICK.users(e), 1);
      for (let page = 0; page < PAGE_MASKS.length; page++) if (mask & PAGE_MASKS[page]) this.clicks.add(day, CLICK.pageUsers(page), 1);
    }
    // Each drama's days: the member's (drama, day) pairs grouped by drama, in day order, merged.
    const n = p.dramaIds.length;
    if (!n) return;
    const idx = this.scratch.order;
    idx.length = 0;
    for (let i = 0; i < n; i++) {
      // Insertion by (drama, day): the pairs come in day order, a few dramas interleaved.
      let j = idx.length;
      idx.push(i);
      while (j > 0) {
        const k = idx[j - 1];
        if (p.dramaIds[k] < p.dramaIds[i] || (p.dramaIds[k] === p.dramaIds[i] && p.dramaDays[k] <= p.dramaDays[i])) break;
        idx[j] = k;
        j -= 1;
      }
      idx[j] = i;
    }
    if (this.scratch.zeros.length < n) this.scratch.zeros = new Int32Array(n * 2);
    const dd = this.scratch.days;
    const ff = this.scratch.flags;
    dd.length = 0;
    ff.length = 0;
    for (let k = 0; k < n; k++) {
      const i = idx[k];
      const dramaId = p.dramaIds[i];
      if (dd.length && dd[dd.length - 1] === p.dramaDays[i]) ff[ff.length - 1] |= p.dramaFlags[i];
      else {
        dd.push(p.dramaDays[i]);
        ff.push(p.dramaFlags[i]);
      }
      if (k + 1 < n && p.dramaIds[idx[k + 1]] === dramaId) continue;
      this.dramaDays.add(p.memberId, dramaId, dd, ff, this.scratch.zeros, dd.length);
      const grid = this.dramaGrid(dramaId);
      for (let j = 0; j < dd.length; j++) {
        grid.add(dd[j], DRAMA.viewers, 1);
        if (ff[j] & DID.paidUnlock) grid.add(dd[j], DRAMA.payingViewers, 1);
      }
      dd.length = 0;
      ff.length = 0;
    }
  }

  /** Seeding is over: the last member's days are stored and the episodes' days sorted. Idempotent. */
  finish(): void {
    this.flush();
    if (this.finished) return;
    this.finished = true;
    for (const byEpisode of this.episodes.values()) {
      for (const days of byEpisode.values()) {
        days.views.seal();
        days.completed.seal();
        days.paid.seal();
      }
    }
    const groups = new Map<number, number[]>();
    for (let g = 0; g < this.dramaDays.groups; g++) {
      const key = this.dramaDays.key(g);
      let list = groups.get(key);
      if (!list) groups.set(key, (list = []));
      list.push(g);
    }
    this.groupsOfDrama = new Map([...groups].map(([k, list]) => [k, Int32Array.from(list)]));
  }
}

/** How many of the sorted `days` lie in [from, to]. */
export function countIn(days: ArrayLike<number>, from: number, to: number): number {
  const lower = (x: number) => {
    let lo = 0;
    let hi = days.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (days[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return lower(to + 1) - lower(from);
}
