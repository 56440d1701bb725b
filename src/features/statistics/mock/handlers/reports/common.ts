import { MEMBER_TYPES, PLATFORMS } from '@/records/members';
import type { EpisodeCharge } from '@/records/dramas';
import { dayNumber, dayText } from '@/lib/report/period';
import { DEVICE_TYPES } from '../../../contract';
import type { Activity } from '../warehouse/activity';
import type { Members } from '../warehouse/members';
import type { Orders } from '../warehouse/orders';
import type { Revenue } from '../warehouse/revenue';

/*
 * The reports, answered from the warehouse (../warehouse): daily rows are sums of its daily facts;
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
  /** The dashboard's figures from one moment up to another (yesterday up to the time of day now). */
  within?(fromMs: number, untilMs: number): Record<'newUsers' | 'paymentCount' | 'payers' | 'paymentAmount' | 'rechargeOrders' | 'vipOrders' | 'reorders' | 'viewers', number>;
}

export interface VipTypeInfo {
  id: number;
  name: string;
  /** Period length in days. */
  days: number;
  autoRenew: boolean;
}

export interface Span {
  from: number;
  to: number;
  days: number;
}
/** The period asked for, and the one of the same length before it. */
export function spans(start: string, end: string): { current: Span; previous: Span; period: { start: string; end: string; previousStart: string; previousEnd: string } } {
  const from = dayNumber(start);
  const to = dayNumber(end);
  const days = to - from + 1;
  const previous = { from: from - days, to: from - 1, days };
  return { current: { from, to, days }, previous, period: { start, end, previousStart: dayText(previous.from), previousEnd: dayText(previous.to) } };
}

export const DAY_MS = 86_400_000;

export const round1 = (x: number) => Math.round(x * 10) / 10;
export const round2 = (x: number) => Math.round(x * 100) / 100;
export const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);
export const percent = (a: number, b: number) => round1(ratio(a, b) * 100);
export const minutes = (seconds: number) => round1(seconds / 60);

/* ---------------------------------------------------------------- people over a period */

/** Counts by what members are: type, platform, device type, system version, app version. */
export class Split {
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
export function people(s: Sources, span: Span, flag: number): Split {
  const lists = s.activity.memberDays;
  const split = new Split(s.members);
  lists.tally(span.from, span.to, (did, _, g) => {
    if (did & flag) split.count(lists.owner(g));
  });
  return split;
}

/** How many members did each of `flags` in a span (each member once per flag): one pass. */
export function peopleCounts(s: Sources, span: Span, flags: readonly number[]): number[] {
  // Counted by what was done (a few bits): then added up per flag.
  const byDid = new Int32Array(256);
  s.activity.memberDays.tally(span.from, span.to, (did) => {
    byDid[did & 255] += 1;
  });
  return flags.map((flag) => byDid.reduce((n, count, did) => (did & flag ? n + count : n), 0));
}

/** The members who joined in a span: per day and split by what they are. */
export function joins(s: Sources, span: Span) {
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

export const comboType = (combo: number) => Math.floor(combo / PLATFORMS.length);
export const comboPlatform = (combo: number) => combo % PLATFORMS.length;
