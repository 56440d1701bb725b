import { ORDER_STATUSES, ORDER_TYPES, PAY_PLATFORMS, type Order } from '@/records/orders';
import { dayOfTime } from '@/lib/report/period';
import { Grid } from './grid';

/*
 * The orders as a reporting warehouse keeps them (ORDER_TABLE of the operate contract: every VIP
 * and golden-bean order of every member, any status), for the dashboard and the order reports.
 * Built from the table on the first report after it seeds, resets or replays; patched by every
 * write to it since (an order created, paid, supplemented or refunded moves its day's figures at
 * once), like `revenue.ts`. Nothing is simulated and no figure is made up: each is a count or a
 * sum of orders.
 *
 * An order's day (in the business day's zone, src/lib/time-zone.ts) is its pay day when it was paid (status paid or
 * refunded: a refund leaves it on the day it was paid, now counted as refunded), else the day it
 * was created (unpaid, failed): the order lists' payment-time filter finds the same orders on the
 * same days. Money is yen: what was paid (paidYen) for paid and refunded orders, the price
 * (amountYen) for those never paid.
 *
 * - `daily`: per day, for each order type × status × payment platform, the orders and their yen;
 * - `people`: per day, payers (members with a paid order that day, each once), reorders (paid
 *   orders of members who had paid before), new payers (a member's first paid order), new VIPs
 *   (first periods paid) and renewals (later periods paid);
 * - `cohorts`: per join day (members.joinDay), the yen paid by those members on each of their
 *   first 31 days (day 0 = the join day) and how many paid for the first time that day, for the
 *   30-day cumulative payment;
 * - per member, the days it paid (to count payers once over any period) and its VIP
 *   subscriptions (runs: a paid first period, the later periods paid after it, ended by a refund
 *   or by the end of the last period paid), for VIP retention, lapses and 7-day retention.
 *
 * "Paid" is the status paid: a refunded order counts as neither a payment nor a VIP period.
 */

/** What the warehouse reads of an order. */
export type OrderFact = Pick<
  Order,
  'type' | 'status' | 'memberId' | 'payPlatform' | 'paidYen' | 'amountYen' | 'payTime' | 'createTime' | 'refundTime' | 'vipTypeId' | 'period'
>;

const TYPES = ORDER_TYPES.length;
const STATUSES = ORDER_STATUSES.length;
const PLATFORMS = PAY_PLATFORMS.length;
const TYPE_INDEX = Object.fromEntries(ORDER_TYPES.map((x, i) => [x, i])) as Record<Order['type'], number>;
const STATUS_INDEX = Object.fromEntries(ORDER_STATUSES.map((x, i) => [x, i])) as Record<Order['status'], number>;
const PLATFORM_INDEX = Object.fromEntries(PAY_PLATFORMS.map((x, i) => [x, i])) as Record<Order['payPlatform'], number>;

/** Columns of the daily order grid: the orders and the yen of each type × status × platform. */
export const ORDER = {
  count: (type: number, status: number, platform: number) => ((type * STATUSES + status) * PLATFORMS + platform) * 2,
  yen: (type: number, status: number, platform: number) => ((type * STATUSES + status) * PLATFORMS + platform) * 2 + 1,
  width: TYPES * STATUSES * PLATFORMS * 2,
};

/** Columns of the daily people grid. */
export const PEOPLE = { payers: 0, reorders: 1, newPayers: 2, newVips: 3, renewals: 4, width: 5 };

/** Days of the 30-day cumulative payment: day 0 (the join day) to day 30. */
export const COHORT_DAYS = 31;
/** Columns of the join-day cohort grid: yen paid on day k, members paying for the first time on day k. */
export const COHORT = { yen: (k: number) => k, firstPaid: (k: number) => COHORT_DAYS + k, width: 2 * COHORT_DAYS };

export const TYPE_OF = TYPE_INDEX;
export const STATUS_OF = STATUS_INDEX;
export const PLATFORM_OF = PLATFORM_INDEX;

/** One VIP subscription: a first period paid, and the periods paid after it. */
export interface Run {
  memberId: number;
  vipTypeId: number;
  /** When the first period was paid, and its day. */
  startMs: number;
  startDay: number;
  /** The highest period paid (1 = only the first). */
  periods: number;
  /** When the last period was paid. */
  lastPayMs: number;
  /** A later period refunded: the VIP ended then. */
  refundMs: number | null;
}

/** An order as the warehouse keeps it: what it reads, parsed once. */
interface Fact {
  id: number;
  memberId: number;
  /** Its day and column in the daily grid, and the yen it adds there. */
  day: number;
  column: number;
  yen: number;
  type: number;
  status: Order['status'];
  /** When it was paid (ms; NaN when never paid). */
  payMs: number;
  refundMs: number;
  vipTypeId: number | null;
  period: number;
}

/** The milliseconds of an ISO time 'YYYY-MM-DDTHH:mm:ss(.sss)Z' (the table's form) read by hand; anything else by Date.parse. */
function timeOf(iso: string): number {
  if (iso.length < 20 || iso.charCodeAt(10) !== 84 /* T */ || iso.charCodeAt(iso.length - 1) !== 90 /* Z */) return Date.parse(iso);
  const n = (at: number, len: number) => {
    let x = 0;
    for (let i = at; i < at + len; i++) x = x * 10 + iso.charCodeAt(i) - 48;
    return x;
  };
  const ms = iso.length >= 24 && iso.charCodeAt(19) === 46 /* . */ ? n(20, 3) : 0;
  return Date.UTC(n(0, 4), n(5, 2) - 1, n(8, 2), n(11, 2), n(14, 2), n(17, 2), ms);
}

/** What a member's orders add to the people and cohort grids (kept to take it back on the next change). */
interface MemberState {
  joinDay: number;
  /** Its paid orders (status paid), in pay order. */
  paid: Fact[];
  /** The distinct days it paid, ascending. */
  days: number[];
  /** Its later VIP periods paid (renewals): pay day and VIP type. */
  renewals: Array<{ day: number; vipTypeId: number }>;
  runs: Run[];
}

const NO_DAY = -1;

export class Orders {
  readonly daily = new Grid(ORDER.width);
  readonly people = new Grid(PEOPLE.width);
  readonly cohorts = new Grid(COHORT.width);
  /** Each order as kept, by id (ids are dense: a plain array). */
  private facts: Array<Fact | undefined> = [];
  /** Each member's orders, by member id. */
  private byMember: Array<Fact[] | undefined> = [];
  private states: Array<MemberState | undefined> = [];
  /** The members holding a state (what the period passes walk). */
  private readonly holders = new Set<number>();
  /** Every VIP subscription and every renewal (day, VIP type), flat: kept until the next change. */
  private runCache: Run[] | null = null;
  private renewalCache: { days: Int32Array; types: Int32Array } | null = null;

  constructor(
    /** A member's join day (day number), or -1 when it is no member (the warehouse's members). */
    private readonly joinDayOf: (memberId: number) => number,
    private readonly timeZone?: string,
  ) {}

  private fact(id: number, o: OrderFact): Fact {
    const paid = o.status === 'paid' || o.status === 'refunded';
    const payMs = o.payTime ? timeOf(o.payTime) : Number.NaN;
    const type = TYPE_INDEX[o.type];
    return {
      id,
      memberId: o.memberId,
      day: dayOfTime(paid && o.payTime ? payMs : timeOf(o.createTime), this.timeZone),
      column: ORDER.count(type, STATUS_INDEX[o.status], PLATFORM_INDEX[o.payPlatform]),
      yen: paid ? o.paidYen : o.amountYen,
      type,
      status: o.status,
      payMs,
      refundMs: o.refundTime ? timeOf(o.refundTime) : Number.NaN,
      vipTypeId: o.vipTypeId,
      period: o.period ?? 1,
    };
  }

  private place(f: Fact, sign: 1 | -1): void {
    this.daily.add(f.day, f.column, sign);
    this.daily.add(f.day, f.column + 1, sign * f.yen);
  }

  /** An order as the table holds it now (null: removed). */
  set(id: number, order: OrderFact | null): void {
    const before = this.facts[id];
    if (before) {
      this.place(before, -1);
      this.facts[id] = undefined;
      const own = this.byMember[before.memberId];
      if (own) this.byMember[before.memberId] = own.filter((f) => f.id !== id);
    }
    if (order) {
      const f = this.fact(id, order);
      this.place(f, 1);
      this.facts[id] = f;
      (this.byMember[f.memberId] ??= []).push(f);
    }
    if (before) this.refresh(before.memberId);
    if (order && order.memberId !== before?.memberId) this.refresh(order.memberId);
  }

  /** Every order again, from the table's rows. */
  rebuild(rows: ReadonlyArray<OrderFact & { id: number }>): void {
    this.clear();
    for (const o of rows) {
      const f = this.fact(o.id, o);
      this.place(f, 1);
      this.facts[o.id] = f;
      (this.byMember[f.memberId] ??= []).push(f);
    }
    this.byMember.forEach((_, memberId) => this.refresh(memberId));
  }

  /** A member joined, left or changed its join time: its cohort figures move with it. */
  memberChanged(memberId: number): void {
    if (this.byMember[memberId]?.length) this.refresh(memberId);
  }

  clear(): void {
    this.daily.clear();
    this.people.clear();
    this.cohorts.clear();
    this.facts = [];
    this.byMember = [];
    this.states = [];
    this.holders.clear();
    this.runCache = null;
    this.renewalCache = null;
  }

  /** A member's figures again: what it added before taken out, what it adds now put in. */
  private refresh(memberId: number): void {
    this.runCache = null;
    this.renewalCache = null;
    const old = this.states[memberId];
    if (old) this.apply(old, -1);
    const own = this.byMember[memberId];
    if (!own || own.length === 0) {
      this.states[memberId] = undefined;
      this.holders.delete(memberId);
      return;
    }
    const state = this.stateOf(memberId, own);
    this.states[memberId] = state;
    this.holders.add(memberId);
    this.apply(state, 1);
  }

  private stateOf(memberId: number, own: readonly Fact[]): MemberState {
    const byPayTime = (a: Fact, b: Fact) => a.payMs - b.payMs || a.id - b.id;
    const paid: Fact[] = [];
    const renewals: MemberState['renewals'] = [];
    const vip: Fact[] = [];
    for (const f of own) {
      if (Number.isNaN(f.payMs)) continue;
      if (f.status === 'paid') {
        paid.push(f);
        if (f.type === TYPE_INDEX.vip && f.period > 1) renewals.push({ day: f.day, vipTypeId: f.vipTypeId ?? 0 });
      }
      if (f.type === TYPE_INDEX.vip && f.vipTypeId !== null && (f.status === 'paid' || f.status === 'refunded')) vip.push(f);
    }
    paid.sort(byPayTime);
    vip.sort(byPayTime);
    const days: number[] = [];
    for (const p of paid) if (days[days.length - 1] !== p.day) days.push(p.day);
    // Subscriptions: a paid first period starts one; later periods of the same type extend the latest; a refund ends it.
    const runs: Run[] = [];
    const current = new Map<number, Run>();
    for (const f of vip) {
      const type = f.vipTypeId!;
      if (f.period === 1) {
        // A first period refunded starts nothing (and ends nothing earlier).
        current.delete(type);
        if (f.status !== 'paid') continue;
        const run: Run = { memberId, vipTypeId: type, startMs: f.payMs, startDay: f.day, periods: 1, lastPayMs: f.payMs, refundMs: null };
        runs.push(run);
        current.set(type, run);
        continue;
      }
      const run = current.get(type);
      if (!run) continue;
      if (f.status === 'refunded') {
        run.refundMs = Number.isNaN(f.refundMs) ? f.payMs : f.refundMs;
        current.delete(type);
      } else if (f.period > run.periods) {
        run.periods = f.period;
        run.lastPayMs = f.payMs;
      }
    }
    return { joinDay: this.joinDayOf(memberId), paid, days, renewals, runs };
  }

  /**
   * The paid orders (status paid) paid from `fromMs` up to (not including) `untilMs`, counted as
   * the dashboard counts a period's: by type, their yen, the payers (each once) and the reorders
   * (orders that are not their member's first paid one). What a part of a day compares with.
   */
  paidWithin(fromMs: number, untilMs: number): { rechargeOrders: number; vipOrders: number; paymentAmount: number; payers: number; reorders: number } {
    const out = { rechargeOrders: 0, vipOrders: 0, paymentAmount: 0, payers: 0, reorders: 0 };
    for (const id of this.holders) {
      const s = this.states[id];
      if (!s) continue;
      let paid = false;
      for (let i = 0; i < s.paid.length; i++) {
        const f = s.paid[i];
        if (!(f.payMs >= fromMs && f.payMs < untilMs)) continue;
        if (f.type === TYPE_INDEX.vip) out.vipOrders += 1;
        else out.rechargeOrders += 1;
        out.paymentAmount += f.yen;
        if (i > 0) out.reorders += 1;
        paid = true;
      }
      if (paid) out.payers += 1;
    }
    return out;
  }

  private apply(s: MemberState, sign: 1 | -1): void {
    const people = this.people;
    for (const day of s.days) people.add(day, PEOPLE.payers, sign);
    for (let i = 0; i < s.paid.length; i++) people.add(s.paid[i].day, i === 0 ? PEOPLE.newPayers : PEOPLE.reorders, sign);
    for (const run of s.runs) people.add(run.startDay, PEOPLE.newVips, sign);
    for (const r of s.renewals) people.add(r.day, PEOPLE.renewals, sign);
    if (s.joinDay === NO_DAY) return;
    for (let i = 0; i < s.paid.length; i++) {
      const p = s.paid[i];
      const k = p.day - s.joinDay;
      if (k < 0 || k >= COHORT_DAYS) continue;
      this.cohorts.add(s.joinDay, COHORT.yen(k), sign * p.yen);
      if (i === 0) this.cohorts.add(s.joinDay, COHORT.firstPaid(k), sign);
    }
  }

  /* ------------------------------------------------------------------ reading */

  /** How many members paid (status paid) on any day from `from` to `to`, each once. */
  payers(from: number, to: number): number {
    let n = 0;
    for (const id of this.holders) {
      const days = this.states[id]!.days;
      if (!days.length || days[0] > to || days[days.length - 1] < from) continue;
      let lo = 0;
      let hi = days.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (days[mid] < from) lo = mid + 1;
        else hi = mid;
      }
      if (lo < days.length && days[lo] <= to) n += 1;
    }
    return n;
  }

  /** The VIP type of every renewal paid on days `from` to `to`. */
  renewals(from: number, to: number): number[] {
    if (!this.renewalCache) {
      const days: number[] = [];
      const types: number[] = [];
      for (const id of this.holders)
        for (const r of this.states[id]!.renewals) {
          days.push(r.day);
          types.push(r.vipTypeId);
        }
      this.renewalCache = { days: Int32Array.from(days), types: Int32Array.from(types) };
    }
    const { days, types } = this.renewalCache;
    const out: number[] = [];
    for (let i = 0; i < days.length; i++) if (days[i] >= from && days[i] <= to) out.push(types[i]);
    return out;
  }

  /** Every VIP subscription held (for retention, lapses and 7-day retention); the same array until the next change. */
  runs(): readonly Run[] {
    if (!this.runCache) {
      const all: Run[] = [];
      for (const id of this.holders) for (const run of this.states[id]!.runs) all.push(run);
      this.runCache = all;
    }
    return this.runCache;
  }

  /** The sum over days `from` to `to` of the orders (or their yen) matching the type, status and platform sets. */
  sum(from: number, to: number, what: 'count' | 'yen', types: readonly number[], statuses: readonly number[], platforms: readonly number[] = ALL_PLATFORMS): number {
    let total = 0;
    for (const t of types) for (const s of statuses) for (const p of platforms) total += this.daily.sum(from, to, what === 'count' ? ORDER.count(t, s, p) : ORDER.yen(t, s, p));
    return total;
  }

  /** One day's sum (see `sum`). */
  get(day: number, what: 'count' | 'yen', types: readonly number[], statuses: readonly number[], platforms: readonly number[] = ALL_PLATFORMS): number {
    let total = 0;
    for (const t of types) for (const s of statuses) for (const p of platforms) total += this.daily.get(day, what === 'count' ? ORDER.count(t, s, p) : ORDER.yen(t, s, p));
    return total;
  }
}

export const ALL_TYPES: readonly number[] = ORDER_TYPES.map((_, i) => i);
export const ALL_STATUSES: readonly number[] = ORDER_STATUSES.map((_, i) => i);
export const ALL_PLATFORMS: readonly number[] = PAY_PLATFORMS.map((_, i) => i);
