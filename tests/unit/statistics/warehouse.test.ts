import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { MemberActivity } from '@/records/members';
import { CLICK_ELEMENTS } from '@/features/statistics/contract';
import { clickReport, dramaDetailsReport, dramaReport, platformReport, playbackReport, visitorReport, type Sources } from '@/features/statistics/mock/handlers/reports';
import { Activity } from '@/features/statistics/mock/handlers/warehouse/activity';
import { Members } from '@/features/statistics/mock/handlers/warehouse/members';
import { Orders } from '@/features/statistics/mock/handlers/warehouse/orders';
import { Revenue } from '@/features/statistics/mock/handlers/warehouse/revenue';
import { dayText } from '@/lib/report/period';

/*
 * The statistics warehouse over generated worlds: members with visits, episodes (unlocked free,
 * with beans, VIP or an ad; watched in part or to the end), sign-ins, tasks and payments (a VIP
 * subscription with renewals charged later, out of time order, as the member simulation publishes
 * them), fed to a fresh warehouse as the feed would. Every report must add up (daily rows to the
 * period, splits to their whole, people never more than their days), keep percentages within
 * 0..100, and agree with counts made directly from the events.
 */

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 0, 1);
const DAYS = 40;
const DRAMAS = [1, 2, 3];

interface Visit {
  day: number;
  watches: Array<{ drama: number; episode: number; unlock: 'free' | 'beans' | 'vip' | 'ad'; progress: number }>;
  signIn: boolean;
  task: boolean;
  pay: 'beans' | 'vip' | null;
  renewals: number;
}
interface Life {
  type: 'guest' | 'member';
  platform: 'ios' | 'android' | 'h5';
  joinDay: number;
  later: Visit[];
  first: Visit;
}

const visit = (day: fc.Arbitrary<number>) =>
  fc.record({
    day,
    watches: fc.array(
      fc.record({
        drama: fc.constantFrom(...DRAMAS),
        episode: fc.integer({ min: 1, max: 6 }),
        unlock: fc.constantFrom('free' as const, 'beans' as const, 'vip' as const, 'ad' as const),
        progress: fc.constantFrom(100, 100, 100, 40, 75),
      }),
      { maxLength: 4 },
    ),
    signIn: fc.boolean(),
    task: fc.boolean(),
    pay: fc.constantFrom(null, null, null, 'beans' as const, 'vip' as const),
    renewals: fc.integer({ min: 0, max: 2 }),
  });

const life: fc.Arbitrary<Life> = fc.integer({ min: 0, max: DAYS - 1 }).chain((joinDay) =>
  fc.record({
    type: fc.constantFrom('guest' as const, 'member' as const),
    platform: fc.constantFrom('ios' as const, 'android' as const, 'h5' as const),
    joinDay: fc.constant(joinDay),
    first: visit(fc.constant(joinDay)),
    later: fc.array(visit(fc.integer({ min: joinDay, max: DAYS - 1 })), { maxLength: 6 }).map((v) => v.sort((a, b) => a.day - b.day)),
  }),
);

const world = fc.record({
  lives: fc.array(life, { minLength: 1, maxLength: 25 }),
  payments: fc.array(fc.record({ drama: fc.constantFrom(...DRAMAS), episode: fc.integer({ min: 1, max: 6 }), day: fc.integer({ min: 0, max: DAYS - 1 }), amount: fc.constantFrom(160, 480, 980), paid: fc.boolean() }), { maxLength: 20 }),
  span: fc.tuple(fc.integer({ min: 0, max: DAYS - 1 }), fc.integer({ min: 0, max: DAYS - 1 })).map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const),
});

/** The feed's events of a member, as the member simulation publishes them (a VIP's renewals right after the first payment, dated later). */
function eventsOf(id: number, l: Life): MemberActivity[] {
  const out: MemberActivity[] = [];
  const joinAt = T0 + l.joinDay * DAY + 8 * 3_600_000 + (id % 50) * 60_000;
  out.push({ kind: 'join', memberId: id, at: joinAt, type: l.type, platform: l.platform, channelId: null });
  [l.first, ...l.later].forEach((v, i) => {
    // Each visit well inside its day; steps a minute apart.
    let t = i === 0 ? joinAt : T0 + v.day * DAY + 9 * 3_600_000 + i * 600_000 + (id % 30) * 1000;
    out.push({ kind: 'visit', memberId: id, at: t });
    if (v.signIn) out.push({ kind: 'bean', memberId: id, at: (t += 60_000), type: 'signIn', quantity: 10, balanceAfter: 10 });
    if (v.task) out.push({ kind: 'bean', memberId: id, at: (t += 60_000), type: 'task', quantity: 5, balanceAfter: 15 });
    for (const w of v.watches) out.push({ kind: 'watch', memberId: id, at: (t += 60_000), dramaId: w.drama, episode: w.episode, unlock: w.unlock, progress: w.progress });
    if (v.pay === 'beans') out.push({ kind: 'pay', memberId: id, at: (t += 60_000), orderType: 'beans', amount: 480, refundAt: null, orderNo: '', payPlatform: 'apple', period: null, firstPeriod: false });
    if (v.pay === 'vip') for (let r = 0; r <= v.renewals; r++) out.push({ kind: 'pay', memberId: id, at: t + 60_000 + r * 7 * DAY, orderType: 'vip', amount: 480, refundAt: null, orderNo: '', payPlatform: 'apple', period: r + 1, firstPeriod: r === 0 });
  });
  return out;
}

/** A warehouse fed with a generated world, and the report sources over it. */
function build(w: { lives: Life[]; payments: Array<{ drama: number; episode: number; day: number; amount: number; paid: boolean }> }) {
  const activity = new Activity((drama, episode) => 60 + drama * 10 + episode);
  const members = new Members();
  const revenue = new Revenue();
  const events: MemberActivity[] = [];
  w.lives.forEach((l, i) => events.push(...eventsOf(i + 1, l)));
  for (const e of events) activity.ingest(e);
  activity.finish();
  w.lives.forEach((l, i) =>
    members.set(i + 1, { joinTime: new Date(T0 + l.joinDay * DAY + 8 * 3_600_000 + ((i + 1) % 50) * 60_000).toISOString(), type: l.type, platform: l.platform, deviceId: `device-${i}`, appVersion: `2.${i % 3}.0` }),
  );
  w.payments.forEach((p, i) => revenue.set(i + 1, { dramaId: p.drama, episode: p.episode, paidYen: p.amount, status: p.paid ? 'paid' : 'refunded', payTime: new Date(T0 + p.day * DAY + 3_600_000).toISOString() }));
  const sources: Sources = {
    activity,
    members,
    revenue,
    drama: (id) => (DRAMAS.includes(id) ? { id, name: `Drama ${id}`, releasedEpisodes: 6, totalEpisodes: 8, startChargeEpisode: 3 } : undefined),
    episodes: () => [],
    maxIndicators: () => 2,
    // The order reports' part (tests/unit/statistics-orders*.test.ts): no orders here.
    orders: new Orders((id) => (members.has(id) ? members.joinDay[id] : -1)),
    vipTypes: () => [],
    now: () => T0 + DAYS * DAY,
  };
  return { sources, events };
}

const day = (n: number) => dayText(Math.floor(T0 / DAY) + n);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const inPeriod = (at: number, from: number, to: number) => at >= T0 + from * DAY && at < T0 + (to + 1) * DAY;
const pct = (x: number) => x >= 0 && x <= 100;

describe('the statistics warehouse over generated worlds', () => {
  it('visitors: the days add up to the period, splits to their whole, people counted once, as the events say', () => {
    fc.assert(
      fc.property(world, (w) => {
        const { sources, events } = build(w);
        const [from, to] = w.span;
        const r = visitorReport(sources, day(from), day(to));
        const f = r.figures.current;
        expect(r.days).toHaveLength(to - from + 1);
        expect(sum(r.days.map((d) => d.visits))).toBe(f.visits);
        expect(sum(r.days.map((d) => d.newVisitors))).toBe(f.newVisitors);
        for (const d of r.days) {
          expect(d.memberVisitors + d.guestVisitors).toBe(d.visitors);
          expect(d.ios + d.android + d.h5).toBe(d.visitors);
          // Joining is a visit: a day's new visitors visited that day.
          expect(d.newVisitors).toBeLessThanOrEqual(d.visitors);
        }
        expect(f.memberVisitors + f.guestVisitors).toBe(f.visitors);
        expect(sum(r.types.map((x) => x.visitors))).toBe(f.visitors);
        expect(sum(r.platforms.map((x) => x.visitors))).toBe(f.visitors);
        expect(sum(r.types.map((x) => x.visits))).toBe(f.visits);
        expect(sum(r.platforms.map((x) => x.newVisitors))).toBe(f.newVisitors);
        expect(f.visitors).toBeLessThanOrEqual(sum(r.days.map((d) => d.visitors)));
        expect(f.visitors).toBeGreaterThanOrEqual(Math.max(0, ...r.days.map((d) => d.visitors)));
        // The oracle: the visits in the period, and who made them.
        const visits = events.filter((e) => e.kind === 'visit' && inPeriod(e.at, from, to));
        expect(f.visits).toBe(visits.length);
        expect(f.visitors).toBe(new Set(visits.map((e) => e.memberId)).size);
        expect(f.newVisitors).toBe(w.lives.filter((l) => l.joinDay >= from && l.joinDay <= to).length);
        const perDay = r.days.map((_, i) => new Set(visits.filter((e) => inPeriod(e.at, from + i, from + i)).map((e) => e.memberId)).size);
        expect(r.days.map((d) => d.visitors)).toEqual(perDay);
      }),
      { numRuns: 60 },
    );
  });

  it('playback and dramas: plays by day, by unlock type and by drama are the same plays; viewers are people; rates within 0..100', () => {
    fc.assert(
      fc.property(world, (w) => {
        const { sources, events } = build(w);
        const [from, to] = w.span;
        const watches = events.filter((e): e is Extract<MemberActivity, { kind: 'watch' }> => e.kind === 'watch' && inPeriod(e.at, from, to));
        const p = playbackReport(sources, day(from), day(to));
        expect(p.figures.current.plays).toBe(watches.length);
        expect(sum(p.days.map((d) => d.plays))).toBe(p.figures.current.plays);
        expect(sum(p.unlocks.map((u) => u.plays))).toBe(p.figures.current.plays);
        expect(p.figures.current.viewers).toBe(new Set(watches.map((e) => e.memberId)).size);
        for (const d of p.days) expect(pct(d.completionRate)).toBe(true);
        expect(pct(p.figures.current.completionRate)).toBe(true);
        const seconds = sum(watches.map((e) => ((60 + e.dramaId * 10 + e.episode) * e.progress) / 100));
        expect(Math.abs(p.figures.current.watchMinutes - seconds / 60)).toBeLessThan(0.06);

        const d = dramaReport(sources, day(from), day(to));
        expect(d.figures.current.views).toBe(watches.length);
        expect(sum(d.dramas.map((x) => x.views))).toBe(d.figures.current.views);
        expect(sum(d.dramas.map((x) => x.paidUnlocks))).toBe(d.figures.current.paidUnlocks);
        expect(sum(d.dramas.map((x) => x.revenue))).toBe(d.figures.current.revenue);
        expect(d.figures.current.revenue).toBe(sum(w.payments.filter((x) => x.paid && x.day >= from && x.day <= to).map((x) => x.amount)));
        expect(d.figures.current.payingViewers).toBeLessThanOrEqual(d.figures.current.viewers);
        for (const row of d.dramas) {
          const own = watches.filter((e) => e.dramaId === row.dramaId);
          expect(row.views).toBe(own.length);
          expect(row.viewers).toBe(new Set(own.map((e) => e.memberId)).size);
          expect(row.payingViewers).toBe(new Set(own.filter((e) => e.unlock === 'beans' || e.unlock === 'vip').map((e) => e.memberId)).size);
          expect(row.viewers).toBeLessThanOrEqual(d.figures.current.viewers);
          expect(pct(row.completionRate)).toBe(true);
        }
        // The ranking: most viewed first.
        expect(d.dramas.map((x) => x.views)).toEqual([...d.dramas.map((x) => x.views)].sort((a, b) => b - a));
      }),
      { numRuns: 60 },
    );
  });

  it('one drama: its episodes add up to it; drop-off and completion within 0..100; paid unlocks only from the start-charging episode on', () => {
    fc.assert(
      fc.property(world, fc.constantFrom(...DRAMAS), (w, dramaId) => {
        const { sources } = build(w);
        const [from, to] = w.span;
        const r = dramaDetailsReport(sources, day(from), day(to), dramaId);
        const all = dramaReport(sources, day(from), day(to)).dramas.find((x) => x.dramaId === dramaId);
        expect(sum(r.episodes.map((e) => e.views))).toBe(r.figures.current.views);
        expect(r.figures.current.views).toBe(all?.views ?? 0);
        expect(r.figures.current.viewers).toBe(all?.viewers ?? 0);
        expect(sum(r.episodes.map((e) => e.revenue))).toBe(r.figures.current.revenue);
        expect(sum(r.episodes.map((e) => e.paidUnlocks ?? 0))).toBeLessThanOrEqual(r.figures.current.paidUnlocks);
        expect(sum(r.days.map((x) => x.views))).toBe(r.figures.current.views);
        for (const e of r.episodes) {
          expect(e.paid).toBe(e.episode >= 3);
          expect(e.paidUnlocks === null).toBe(!e.paid);
          expect(pct(e.completionRate)).toBe(true);
          if (e.dropOff !== null) expect(pct(e.dropOff)).toBe(true);
        }
        expect(r.episodes[0]?.dropOff ?? null).toBeNull();
      }),
      { numRuns: 60 },
    );
  });

  it('clicks: elements, pages and days add up to the clicks the steps give; users never more than their days', () => {
    fc.assert(
      fc.property(world, (w) => {
        const { sources, events } = build(w);
        const [from, to] = w.span;
        const r = clickReport(sources, day(from), day(to));
        const f = r.figures.current;
        expect(sum(r.elements.map((e) => e.clicks))).toBe(f.clicks);
        expect(sum(r.pages.map((e) => e.clicks))).toBe(f.clicks);
        expect(sum(r.days.map((e) => e.clicks))).toBe(f.clicks);
        expect(f.users).toBeLessThanOrEqual(sum(r.days.map((d) => d.users)));
        for (const e of r.elements) expect(e.users).toBeLessThanOrEqual(f.users);
        for (const p of r.pages) expect(p.users).toBeLessThanOrEqual(f.users);
        // The rules (mock/handlers/warehouse/clicks.ts): one click to reach each episode, one more at the
        // paywall for beans or an ad, one per reward, two per purchase (a renewal: none).
        let expected = 0;
        let lastKind = '';
        for (const e of events) {
          const counted = inPeriod(e.at, from, to);
          if (e.kind === 'watch' && counted) expected += 1 + (e.unlock === 'beans' || e.unlock === 'ad' ? 1 : 0);
          if (e.kind === 'bean' && counted && (e.type === 'signIn' || e.type === 'task')) expected += 1;
          if (e.kind === 'pay' && counted && (e.orderType === 'beans' || lastKind !== 'vip')) expected += 2;
          lastKind = e.kind === 'pay' && e.orderType === 'vip' ? 'vip' : e.kind;
        }
        expect(f.clicks).toBe(expected);
        // A page filter keeps that page's elements only.
        const home = clickReport(sources, day(from), day(to), 'home');
        expect(home.elements.every((e) => CLICK_ELEMENTS.find((x) => x.key === e.element)?.page === 'home')).toBe(true);
        expect(home.figures.current.clicks).toBe(r.pages.find((p) => p.page === 'home')!.clicks);
        expect(home.figures.current.users).toBe(r.pages.find((p) => p.page === 'home')!.users);
      }),
      { numRuns: 60 },
    );
  });

  it('platforms: each split (platform, device type, system, app version) adds up to the active and new users', () => {
    fc.assert(
      fc.property(world, (w) => {
        const { sources } = build(w);
        const [from, to] = w.span;
        const r = platformReport(sources, day(from), day(to));
        const visitors = visitorReport(sources, day(from), day(to)).figures.current;
        expect(r.figures.current.activeUsers).toBe(visitors.visitors);
        expect(r.figures.current.newUsers).toBe(visitors.newVisitors);
        for (const split of [r.platforms, r.deviceTypes, r.systems, r.appVersions]) {
          expect(sum(split.map((x) => x.activeUsers))).toBe(r.figures.current.activeUsers);
          expect(sum(split.map((x) => x.newUsers))).toBe(r.figures.current.newUsers);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('the previous period is the same report for the days before', () => {
    fc.assert(
      fc.property(world, (w) => {
        const { sources } = build(w);
        const [from, to] = w.span;
        const n = to - from + 1;
        const now = visitorReport(sources, day(from), day(to));
        const before = visitorReport(sources, day(from - n), day(from - 1));
        expect(now.previousStart).toBe(day(from - n));
        expect(now.previousEnd).toBe(day(from - 1));
        expect(now.figures.previous).toEqual(before.figures.current);
        expect(playbackReport(sources, day(from), day(to)).figures.previous).toEqual(playbackReport(sources, day(from - n), day(from - 1)).figures.current);
      }),
      { numRuns: 30 },
    );
  });
});
