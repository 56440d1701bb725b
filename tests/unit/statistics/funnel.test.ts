import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { api } from '@/lib/api/client';
import { worldTable } from '@/mocks/db';
import { dayOfTime, dayNumber, shiftDay, todayIn } from '@/lib/report/period';
import { LoginResultSchema } from '@/records/session';
import { ORDER_TABLE, type Order } from '@/records/orders';
import { UNLOCK_TYPES } from '@/records/members';
import { FunnelOrdersSchema, FunnelReportSchema, compareFunnel, countFunnel, type FunnelEpisode, type FunnelOrder, type FunnelWatch } from '@/records/funnel';
import { DramaDetailsReportSchema, DramaReportSchema } from '@/features/statistics/contract';
import { useMockBackend } from '../support/mock-server';

/*
 * The paywall funnel of a drama (issue #23, docs/drama-funnel.md): the pure count's invariants on
 * generated watch records and orders (fast-check), and the demo world's funnel through the mock's
 * API: each episode's revenue is the sum of the orders the dialog lists for it and of the orders
 * table's paid orders at that paywall, viewers never exceed views, unlocks never exceed viewers.
 */

const watchArb = (episodes: number, members: number) =>
  fc.record({ member: fc.integer({ min: 1, max: members }), episode: fc.integer({ min: 1, max: episodes }), unlock: fc.constantFrom(...UNLOCK_TYPES) });
const orderArb = (episodes: number) => fc.record({ episode: fc.option(fc.integer({ min: 1, max: episodes }), { nil: null }), paidYen: fc.integer({ min: 0, max: 20_000 }) });
const input = fc.integer({ min: 1, max: 12 }).chain((n) =>
  fc.record({
    released: fc.integer({ min: 0, max: n }),
    start: fc.integer({ min: 1, max: n }),
    watches: fc.array(watchArb(n, 30), { maxLength: 200 }),
    orders: fc.array(orderArb(n), { maxLength: 40 }),
  }),
);
const episodesOf = (released: number, start: number): FunnelEpisode[] =>
  Array.from({ length: released }, (_, i) => ({ number: i + 1, paid: i + 1 >= start, price: 60, vipPrice: 30 }));

/** Who watched each episode, counted the plain way. */
function viewersOf(watches: FunnelWatch[]): Map<number, Set<number>> {
  const out = new Map<number, Set<number>>();
  for (const w of watches) {
    if (!out.has(w.episode)) out.set(w.episode, new Set());
    out.get(w.episode)!.add(w.member);
  }
  return out;
}

describe('countFunnel (pure)', () => {
  it('unlocks ≤ viewers, reach in [0, 1], revenue = the orders behind each episode, viewers as the records say', () => {
    fc.assert(
      fc.property(input, ({ released, start, watches, orders }) => {
        const { rows, figures, stop } = countFunnel(episodesOf(released, start), watches, orders, start);
        const viewers = viewersOf(watches);
        let revenue = 0;
        for (const r of rows) {
          expect(r.beans + r.vip + r.ad).toBeLessThanOrEqual(r.viewers);
          expect(r.reach).toBeGreaterThanOrEqual(0);
          expect(r.reach).toBeLessThanOrEqual(1);
          // Exactly the distinct members who watched it: no smoothing, no monotonicity invented.
          expect(r.viewers).toBe(viewers.get(r.episode)?.size ?? 0);
          const behind = orders.filter((o) => o.episode === r.episode);
          expect(r.revenue).toBe(behind.reduce((s, o) => s + o.paidYen, 0));
          expect(r.orders).toBe(behind.length);
          revenue += r.revenue;
          if (r.stopped !== null) {
            expect(r.stopped).toBeGreaterThanOrEqual(0);
            expect(r.stopped).toBeLessThanOrEqual(r.viewers);
          }
          expect(r.start).toBe(r.episode === start);
          if (!r.paid) expect(r.price).toBeNull();
        }
        expect(figures.revenue).toBe(revenue);
        expect(figures.unlocks).toBe(rows.reduce((s, r) => s + r.beans + r.vip + r.ad, 0));
        expect(figures.starters).toBe(rows[0]?.viewers ?? 0);
        expect(figures.viewers).toBe(new Set(watches.map((w) => w.member)).size);
        // The stop is the episode most viewers did not go on from (the earliest of equals).
        const most = Math.max(0, ...rows.map((r) => r.stopped ?? 0));
        if (most === 0) expect(stop).toBeNull();
        else {
          expect(stop!.stopped).toBe(most);
          expect(rows.find((r) => (r.stopped ?? 0) === most)!.episode).toBe(stop!.episode);
        }
        // The last row is the last episode set, watched or bought at.
        const last = Math.max(released, ...watches.map((w) => w.episode), ...orders.map((o) => o.episode ?? 0), 0);
        expect(rows.length).toBe(last);
      }),
      { numRuns: 300 },
    );
  });

  it('a member’s first paid unlock of an episode counts, once', () => {
    const watches: FunnelWatch[] = [
      { member: 1, episode: 1, unlock: 'free' },
      { member: 1, episode: 2, unlock: 'ad' },
      { member: 1, episode: 2, unlock: 'beans' },
      { member: 2, episode: 2, unlock: 'vip' },
    ];
    const { rows } = countFunnel(episodesOf(2, 2), watches, [], 2);
    // Episode 1's one viewer reached episode 2 (member 2 came in at episode 2).
    expect(rows[1]).toMatchObject({ viewers: 2, ad: 1, beans: 0, vip: 1, reach: 1 });
  });

  it('viewers may rise after a fall when the records say so (members who come in at a later episode)', () => {
    const watches: FunnelWatch[] = [
      ...[1, 2, 3, 4].map((member) => ({ member, episode: 1, unlock: 'free' as const })),
      { member: 1, episode: 2, unlock: 'free' },
      ...[1, 5, 6, 7, 8].map((member) => ({ member, episode: 3, unlock: 'beans' as const })),
    ];
    const { rows, stop } = countFunnel(episodesOf(3, 3), watches, [], 3);
    expect(rows.map((r) => r.viewers)).toEqual([4, 1, 5]);
    // Of episode 1's four viewers one reached episode 3: reach stays a share of them.
    expect(rows[2].reach).toBe(0.25);
    expect(stop).toEqual({ episode: 1, stopped: 3, viewers: 4 });
  });

  it('compares each episode with the period before', () => {
    const now = countFunnel(episodesOf(2, 2), [{ member: 1, episode: 1, unlock: 'free' }], [{ episode: 2, paidYen: 500 } satisfies FunnelOrder], 2);
    const before = countFunnel(episodesOf(2, 2), [{ member: 1, episode: 1, unlock: 'free' }, { member: 2, episode: 1, unlock: 'free' }, { member: 2, episode: 2, unlock: 'vip' }], [], 2);
    const both = compareFunnel(now, before);
    expect(both.episodes.map((e) => [e.viewers, e.previousViewers, e.previousReach])).toEqual([
      [1, 2, 1],
      [0, 1, 0.5],
    ]);
    expect(both.figures.current.revenue).toBe(500);
    expect(both.figures.previous.unlocks).toBe(1);
  });
});

const { token } = useMockBackend();
async function signIn() {
  token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
}

describe('the funnel over the demo world', () => {
  it('each episode’s revenue is the orders behind it; viewers ≤ views; bean and VIP unlocks ≤ paid unlocks', async () => {
    await signIn();
    const [start, end] = [shiftDay(todayIn(), -29), todayIn()];
    const dramas = await api.post('statistics/v1/dramas', { start, end }, DramaReportSchema);
    const drama = [...dramas.dramas].sort((a, b) => b.revenue - a.revenue)[0];
    expect(drama.revenue).toBeGreaterThan(0);
    const funnel = await api.post('statistics/v1/dramaFunnel', { start, end, dramaId: drama.dramaId }, FunnelReportSchema);
    const details = await api.post('statistics/v1/dramaDetails', { start, end, dramaId: drama.dramaId }, DramaDetailsReportSchema);
    expect(funnel.drama?.id).toBe(drama.dramaId);
    expect(funnel.episodes.filter((e) => e.start).map((e) => e.episode)).toEqual([funnel.drama!.startChargeEpisode]);
    const paid = worldTable<Order>(ORDER_TABLE)
      .all()
      .filter((o) => o.dramaId === drama.dramaId && o.status === 'paid' && o.payTime && dayOfTime(Date.parse(o.payTime)) >= dayNumber(start) && dayOfTime(Date.parse(o.payTime)) <= dayNumber(end));
    let checked = 0;
    for (const e of funnel.episodes) {
      const views = details.episodes.find((d) => d.episode === e.episode);
      expect(e.viewers).toBeLessThanOrEqual(views?.views ?? 0);
      expect(e.beans + e.vip + e.ad).toBeLessThanOrEqual(e.viewers);
      if (views?.paidUnlocks != null) expect(e.beans + e.vip).toBeLessThanOrEqual(views.paidUnlocks);
      expect(e.revenue).toBe(paid.filter((o) => o.episode === e.episode).reduce((s, o) => s + o.paidYen, 0));
      if (e.orders > 0 && checked < 4) {
        checked += 1;
        const behind = await api.post('statistics/v1/dramaFunnelOrders', { start, end, dramaId: drama.dramaId, episode: e.episode }, FunnelOrdersSchema);
        expect(behind.total).toBe(e.orders);
        expect(behind.revenue).toBe(e.revenue);
        expect(behind.orders.reduce((s, o) => s + o.paidYen, 0)).toBe(e.revenue);
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(funnel.figures.current.revenue).toBe(funnel.episodes.reduce((s, e) => s + e.revenue, 0));
    expect(funnel.figures.current.starters).toBe(funnel.episodes[0].viewers);
    // Somebody stopped somewhere in a month of a drama that earns.
    expect(funnel.stop).not.toBeNull();
    // The period before is counted as its own period.
    const before = await api.post('statistics/v1/dramaFunnel', { start: funnel.previousStart, end: funnel.previousEnd, dramaId: drama.dramaId }, FunnelReportSchema);
    expect(before.figures.current).toEqual(funnel.figures.previous);
  });

  it('refuses a broken period and answers an unknown drama with none', async () => {
    await signIn();
    await expect(api.post('statistics/v1/dramaFunnel', { start: '2026-02-10', end: '2026-02-01', dramaId: 1 }, FunnelReportSchema)).rejects.toMatchObject({ code: 400 });
    const none = await api.post('statistics/v1/dramaFunnel', { start: shiftDay(todayIn(), -6), end: todayIn(), dramaId: 999_999 }, FunnelReportSchema);
    expect(none.drama).toBeNull();
    expect(none.episodes).toEqual([]);
  });
});
