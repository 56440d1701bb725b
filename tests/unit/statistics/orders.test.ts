import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ORDER_STATUSES, PAY_PLATFORMS, type Order } from '@/records/orders';
import { dashboardReport, orderReport, thirtyDaysReport, vipReport, type Sources } from '@/features/statistics/mock/handlers/reports';
import { Activity } from '@/features/statistics/mock/handlers/warehouse/activity';
import { Members } from '@/features/statistics/mock/handlers/warehouse/members';
import { Orders, type OrderFact } from '@/features/statistics/mock/handlers/warehouse/orders';
import { Revenue } from '@/features/statistics/mock/handlers/warehouse/revenue';
import { dayText } from '@/lib/report/period';

/*
 * The order side of the warehouse over generated worlds: members joining on some day, each with
 * orders of any type, status and platform (VIP subscriptions with renewals, some refunded), fed
 * to a fresh warehouse in any order, some changed afterwards as the console would (supplemented,
 * refunded). The dashboard's payment amount is the sum of the paid orders' yen of the period (what
 * the order lists' totals say for status paid and that payment-time range), payers never exceed
 * payments, the viewer split adds up, the 30-day cumulative payment never decreases, and no
 * retention exceeds 100%.
 */

const DAY = 86_400_000;
// Mid-February to mid-April: New York moves its clocks (8 March) inside the generated worlds.
const T0 = Date.UTC(2026, 1, 15);
const DAYS = 60;
const D0 = Math.floor(T0 / DAY);
const day = (n: number) => dayText(D0 + n);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

interface GenOrder {
  member: number;
  type: Order['type'];
  status: Order['status'];
  platform: Order['payPlatform'];
  day: number;
  hour: number;
  yen: number;
  period: number;
  vipTypeId: number;
}

const genOrder = (members: number) =>
  fc.record({
    member: fc.integer({ min: 1, max: members }),
    type: fc.constantFrom<Order['type']>('vip', 'beans'),
    status: fc.constantFrom<Order['status']>(...ORDER_STATUSES),
    platform: fc.constantFrom<Order['payPlatform']>(...PAY_PLATFORMS),
    day: fc.integer({ min: 0, max: DAYS - 1 }),
    hour: fc.integer({ min: 0, max: 23 }),
    yen: fc.integer({ min: 100, max: 5000 }),
    period: fc.integer({ min: 1, max: 4 }),
    vipTypeId: fc.integer({ min: 1, max: 2 }),
  });

const world = fc.integer({ min: 1, max: 12 }).chain((members) =>
  fc.record({
    joinDays: fc.array(fc.integer({ min: 0, max: DAYS - 1 }), { minLength: members, maxLength: members }),
    orders: fc.array(genOrder(members), { maxLength: 60 }),
    /** Orders changed after the first build: [index, new status]. */
    changes: fc.array(fc.tuple(fc.nat(), fc.constantFrom<Order['status']>('paid', 'refunded')), { maxLength: 5 }),
    start: fc.integer({ min: 0, max: DAYS - 1 }),
    length: fc.integer({ min: 1, max: 40 }),
    /** The business day's zone: whole hours, a half-hour offset, a DST zone. */
    zone: fc.constantFrom('UTC', 'Asia/Tokyo', 'Asia/Kolkata', 'America/New_York'),
  }),
);

/** An order's day in a zone, by an oracle that shares no code with the warehouse (Intl's own calendar). */
const zoneDay = (ms: number, zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
const momentOf = (o: GenOrder) => T0 + o.day * DAY + o.hour * 3_600_000;

function fact(o: GenOrder): OrderFact {
  const paid = o.status === 'paid' || o.status === 'refunded';
  const at = T0 + o.day * DAY + o.hour * 3_600_000;
  return {
    type: o.type,
    status: o.status,
    memberId: o.member,
    payPlatform: o.platform,
    paidYen: paid ? o.yen : 0,
    amountYen: o.yen,
    payTime: paid ? new Date(at).toISOString() : null,
    createTime: new Date(at - 60_000).toISOString(),
    refundTime: o.status === 'refunded' ? new Date(at + 3_600_000).toISOString() : null,
    vipTypeId: o.type === 'vip' ? o.vipTypeId : null,
    period: o.type === 'vip' ? o.period : null,
  };
}

function build(w: { joinDays: number[]; orders: GenOrder[]; zone?: string }) {
  const activity = new Activity(() => 0);
  activity.finish();
  const members = new Members(w.zone ?? 'UTC');
  w.joinDays.forEach((d, i) =>
    members.set(i + 1, { joinTime: new Date(T0 + d * DAY + 3_600_000).toISOString(), type: 'member', platform: 'ios', deviceId: `device-${i}`, appVersion: '2.0.0' }),
  );
  const orders = new Orders((id) => (members.has(id) ? members.joinDay[id] : -1), w.zone ?? 'UTC');
  orders.rebuild(w.orders.map((o, i) => ({ id: i + 1, ...fact(o) })));
  const sources: Sources = {
    activity,
    members,
    revenue: new Revenue(),
    orders,
    drama: () => undefined,
    episodes: () => [],
    maxIndicators: () => 2,
    vipTypes: () => [
      { id: 1, name: 'Weekly', days: 7, autoRenew: true },
      { id: 2, name: 'Monthly', days: 30, autoRenew: true },
    ],
    now: () => T0 + DAYS * DAY,
  };
  return { sources, orders };
}

describe('order figures over generated worlds', () => {
  it('the payment amount is the paid orders’ yen of the period (days of any zone); payers ≤ payments; the days add up; patched writes equal a rebuild', () => {
    fc.assert(
      fc.property(world, (w) => {
        const { sources, orders } = build(w);
        // The console's writes: an order supplemented (paid) or refunded, patched in one by one.
        const changed = w.orders.map((o) => ({ ...o }));
        for (const [i, status] of w.changes) {
          if (!changed.length) break;
          const k = i % changed.length;
          changed[k].status = status;
          orders.set(k + 1, fact(changed[k]));
        }
        const start = day(w.start);
        const end = day(Math.min(DAYS - 1, w.start + w.length - 1));
        // A paid or refunded order's day is its pay day in the business day's zone.
        const inPeriod = (o: GenOrder) => zoneDay(momentOf(o), w.zone) >= start && zoneDay(momentOf(o), w.zone) <= end;
        const paid = changed.filter((o) => o.status === 'paid' && inPeriod(o));

        const r = dashboardReport(sources, start, end);
        const f = r.figures.current;
        expect(f.paymentAmount).toBe(sum(paid.map((o) => o.yen)));
        expect(f.paymentCount).toBe(paid.length);
        expect(f.rechargeOrders + f.vipOrders).toBe(f.paymentCount);
        expect(f.payers).toBe(new Set(paid.map((o) => o.member)).size);
        expect(f.payers).toBeLessThanOrEqual(f.paymentCount);
        expect(f.reorders).toBeLessThanOrEqual(f.paymentCount);
        expect(sum(r.days.map((d) => d.paymentAmount))).toBe(f.paymentAmount);
        for (const d of r.days) expect(d.payers).toBeLessThanOrEqual(d.paymentCount);
        expect(sum(r.viewers.map((v) => v.viewers))).toBe(f.viewers);
        expect(sum(r.orderTypes.map((o) => o.amount))).toBe(f.paymentAmount);

        // The order statistics say the same, and split paid and refunded by type, status and method.
        const o = orderReport(sources, start, end);
        expect(o.figures.current.paidAmount).toBe(f.paymentAmount);
        expect(o.figures.current.payers).toBeLessThanOrEqual(o.figures.current.paidOrders);
        expect(o.figures.current.refundedAmount).toBe(sum(changed.filter((x) => x.status === 'refunded' && inPeriod(x)).map((x) => x.yen)));
        expect(sum(o.methods.map((m) => m.paidAmount))).toBe(f.paymentAmount);
        expect(sum(o.types.map((t) => t.paidOrders))).toBe(f.paymentCount);
        expect(sum(o.statuses.map((s) => s.orders))).toBe(o.figures.current.orders);
        expect(sum(o.days.map((d) => d.vipAmount + d.beansAmount))).toBe(f.paymentAmount);

        // Patching write by write ends where a rebuild from the rows ends.
        const again = build({ joinDays: w.joinDays, orders: changed, zone: w.zone });
        expect(dashboardReport(again.sources, start, end).figures).toEqual(r.figures);
      }),
      { numRuns: 150 },
    );
  });

  it('the 30-day cumulative payment never decreases, and no retention exceeds 100%', () => {
    fc.assert(
      fc.property(world, (w) => {
        const { sources } = build(w);
        const start = day(w.start);
        const end = day(Math.min(DAYS - 1, w.start + w.length - 1));
        const t = thirtyDaysReport(sources, start, end);
        for (let k = 1; k < t.curve.length; k++) {
          expect(t.curve[k].amount).toBeGreaterThanOrEqual(t.curve[k - 1].amount);
          expect(t.curve[k].payers).toBeGreaterThanOrEqual(t.curve[k - 1].payers);
          expect(t.curve[k].amountPerUser).toBeGreaterThanOrEqual(t.curve[k - 1].amountPerUser);
        }
        for (const c of t.cohorts) {
          const marks = [c.d0, c.d1, c.d3, c.d7, c.d14, c.d30].filter((x): x is number => x !== null);
          for (let k = 1; k < marks.length; k++) expect(marks[k]).toBeGreaterThanOrEqual(marks[k - 1]);
          expect(c.payers).toBeLessThanOrEqual(c.newUsers);
        }
        const v = vipReport(sources, start, end);
        const pct = (x: number | null) => x === null || (x >= 0 && x <= 100);
        expect(pct(v.figures.current.retention7)).toBe(true);
        for (const d of v.days) expect(pct(d.retention7)).toBe(true);
        expect(v.cohorts).toHaveLength(12);
        for (const c of v.cohorts) {
          expect(c.periods).toHaveLength(12);
          expect(c.periods.every(pct)).toBe(true);
          const known = c.periods.filter((x): x is number => x !== null);
          for (let k = 1; k < known.length; k++) expect(known[k]).toBeLessThanOrEqual(known[k - 1]);
        }
      }),
      { numRuns: 150 },
    );
  });
});
