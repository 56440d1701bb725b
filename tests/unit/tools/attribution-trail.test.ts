import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { api } from '@/lib/api/client';
import { dayBounds } from '@/lib/time-zone';
import { LoginResultSchema } from '@/records/session';
import { AttributionTrailSchema, TrailPostbackSchema, type AttributionTrail, type PostbackAttempt } from '@/records/attribution';
import type { Order } from '@/records/orders';
import type { PromotionRecord } from '@/records/promotions';
import { marketTables } from '@/features/market/mock';
import { memberTables } from '@/features/member/mock/tables';
import { MatchRateSchema, PostbackSchema, type Postback } from '@/features/tools/contract';
import { activationOf, buildTrail, matchRates, sortEvents } from '@/features/tools/machines/attribution';
import { toolTables } from '@/features/tools/mock/tables';
import { useMockBackend } from '../support/mock-server';

/*
 * A member's attribution trail and 回传列表's match rate (docs/attribution-trail.md): the pure
 * builders under fast-check (events in time order; every postback belongs to a payment or the
 * registration of that member; a payment inside the window exactly when it falls in it; a match
 * rate in [0, 1] equal to accepted / attributed counted by hand), and the mock's answers against
 * the world's records, the retry recorded as a new attempt.
 */

const { token } = useMockBackend();
async function signIn() {
  token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
}
const DAY = 86_400_000;
const T0 = Date.UTC(2026, 9, 1);
const iso = (ms: number) => new Date(ms).toISOString();

/** Templates from the seeded world, so the generated rows are whole records. */
function templates() {
  const record = marketTables.records.all().find((r) => r.memberId !== null && r.activations > 0)!;
  const order = memberTables.orders.all().find((o) => o.status === 'paid')!;
  const postback = toolTables.postbacks.all()[0];
  return { record, order, postback };
}

const offsets = (max: number) => fc.array(fc.integer({ min: 0, max: 40 * DAY }), { maxLength: max });

describe('attribution trail (pure)', () => {
  it('orders the events in time, keeps only postbacks of this member’s registration and payments, and says which payments fell in the window', () => {
    const base = templates();
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5 * DAY }),
        fc.integer({ min: 1, max: 30 }),
        fc.boolean(),
        fc.array(fc.record({ at: fc.integer({ min: 0, max: 40 * DAY }), status: fc.constantFrom<Order['status']>('paid', 'refunded', 'unpaid', 'failed'), mine: fc.boolean() }), { maxLength: 8 }),
        fc.array(fc.record({ at: fc.integer({ min: 0, max: 40 * DAY }), of: fc.integer({ min: -1, max: 9 }), mine: fc.boolean(), ok: fc.boolean() }), { maxLength: 10 }),
        (lag, windowDays, attributed, orderSpecs, postbackSpecs) => {
          const memberId = 7;
          const touch = T0;
          const joined = T0 + lag;
          const record: PromotionRecord | null = attributed ? { ...base.record, memberId, channelId: 3, touchTime: iso(touch), activationTime: iso(joined - 1000), time: iso(joined - 1000) } : null;
          const orders: Order[] = orderSpecs.map((o, i) => ({ ...base.order, id: i + 1, orderNo: `O${i}`, memberId: o.mine ? memberId : 8, status: o.status, payTime: o.status === 'paid' || o.status === 'refunded' ? iso(joined + o.at) : null }));
          const postbacks: Postback[] = postbackSpecs.map((p, i) => ({
            ...base.postback,
            id: i + 1,
            memberId: p.mine ? memberId : 8,
            event: p.of < 0 ? 'CompleteRegistration' : 'Purchase',
            orderNo: p.of < 0 ? '' : `O${p.of}`,
            status: p.ok ? 'success' : 'failed',
            time: iso(joined + p.at),
          }));
          const attempts: PostbackAttempt[] = postbacks.map((p) => ({ id: p.id, postbackId: p.id, attempt: 1, time: p.time, status: p.status, httpStatus: 200, returnInfo: '{}', operator: '' }));
          const trail = buildTrail({
            member: { id: memberId, cardNumber: 'C7', joinTime: iso(joined), channelId: 3 },
            record,
            orders,
            postbacks,
            attempts,
            channelName: (id) => (id === null ? '' : `ch${id}`),
            windowDays,
            attribution: { natural: false, channelIds: [3] },
          });
          expect(() => v.parse(AttributionTrailSchema, trail)).not.toThrow();
          const times = trail.events.map((e) => Date.parse(e.time));
          for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThanOrEqual(times[i - 1]);
          const payments = trail.events.flatMap((e) => (e.kind === 'payment' ? [e] : []));
          const paidNos = new Set(payments.map((p) => p.orderNo));
          expect(payments.length).toBe(orders.filter((o) => o.memberId === memberId && o.payTime).length);
          const hasRegister = trail.events.some((e) => e.kind === 'register');
          for (const e of trail.events) {
            if (e.kind !== 'postback') continue;
            const p = postbacks.find((x) => x.id === e.postback.id)!;
            expect(p.memberId).toBe(memberId);
            if (p.event === 'CompleteRegistration') expect(hasRegister && p.orderNo === '').toBe(true);
            else expect(paidNos.has(e.postback.orderNo)).toBe(true);
            expect(e.postback.attempts.map((a) => a.postbackId)).toEqual([p.id]);
          }
          // Every postback of this member's registration or paid orders is on the trail.
          const expected = postbacks.filter((p) => p.memberId === memberId && (p.event === 'CompleteRegistration' || paidNos.has(p.orderNo)));
          expect(trail.events.filter((e) => e.kind === 'postback').length).toBe(expected.length);
          for (const p of payments) {
            const at = Date.parse(p.time);
            expect(p.inWindow).toBe(attributed && at >= touch && at <= touch + windowDays * DAY);
          }
          expect(trail.events.some((e) => e.kind === 'windowEnd')).toBe(attributed);
          expect(trail.window.selfAttributed).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('sortEvents is a stable time order', () => {
    fc.assert(
      fc.property(offsets(12), (ats) => {
        const events = ats.map((at) => ({ kind: 'register' as const, time: iso(T0 + at) }));
        const sorted = sortEvents(events);
        expect(sorted.map((e) => e.time)).toEqual([...events].map((e) => e.time).sort());
      }),
    );
  });
});

describe('match rate (pure)', () => {
  it('is matched / attributed per platform and channel, in [0, 1], counted from the records', () => {
    const base = templates();
    fc.assert(
      fc.property(
        fc.array(fc.record({ member: fc.integer({ min: 1, max: 12 }), source: fc.constantFrom<PromotionRecord['source']>('meta', 'tiktok', 'google'), channel: fc.integer({ min: 1, max: 3 }), at: fc.integer({ min: 0, max: 20 * DAY }), active: fc.boolean() }), { maxLength: 20 }),
        fc.array(fc.record({ member: fc.integer({ min: 1, max: 12 }), ok: fc.boolean(), at: fc.integer({ min: 0, max: 20 * DAY }) }), { maxLength: 30 }),
        fc.integer({ min: 0, max: 10 * DAY }),
        fc.integer({ min: 1, max: 15 * DAY }),
        (recordSpecs, postbackSpecs, fromAt, span) => {
          const records: PromotionRecord[] = recordSpecs.map((r, i) => ({ ...base.record, id: i + 1, memberId: r.member, source: r.source, channelId: r.channel, activations: r.active ? 1 : 0, time: iso(T0 + r.at) }));
          const postbacks = postbackSpecs.map((p) => ({ memberId: p.member, status: p.ok ? ('success' as const) : ('failed' as const), time: iso(T0 + p.at) }));
          const from = T0 + fromAt;
          const until = from + span;
          const out = matchRates({ records, postbacks, from, until, channelName: (id) => `ch${id}` });
          const inside = (t: string) => Date.parse(t) >= from && Date.parse(t) < until;
          // By hand: each member's earliest activation of the period from Meta or TikTok.
          const first = new Map<number, PromotionRecord>();
          for (const r of records) {
            if (!r.activations || (r.source !== 'meta' && r.source !== 'tiktok') || !inside(r.time)) continue;
            const seen = first.get(r.memberId!);
            if (!seen || Date.parse(r.time) < Date.parse(seen.time)) first.set(r.memberId!, r);
          }
          const accepted = new Set(postbacks.filter((p) => p.status === 'success' && inside(p.time)).map((p) => p.memberId));
          for (const row of [...out.platforms, ...out.channels]) {
            expect(row.rate).toBeGreaterThanOrEqual(0);
            expect(row.rate).toBeLessThanOrEqual(1);
            expect(row.matched).toBeLessThanOrEqual(row.attributed);
            const mine = [...first.values()].filter((r) => r.source === row.platform && (row.channelId === null || r.channelId === row.channelId));
            expect(row.attributed).toBe(mine.length);
            expect(row.matched).toBe(mine.filter((r) => accepted.has(r.memberId!)).length);
            expect(row.rate).toBe(row.attributed ? row.matched / row.attributed : 0);
          }
          // The channels add up to their platform.
          for (const p of out.platforms) {
            const chans = out.channels.filter((c) => c.platform === p.platform);
            expect(chans.reduce((n, c) => n + c.attributed, 0)).toBe(p.attributed);
            expect(chans.reduce((n, c) => n + c.matched, 0)).toBe(p.matched);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('attribution trail and match rate (mock)', () => {
  it("answers a TikTok member's trail from the records; 重试 records a new attempt with the platform's answer", async () => {
    await signIn();
    const failed = toolTables.postbacks.all().find((p) => p.channelType === 'tiktok' && p.status === 'failed')!;
    expect(failed).toBeDefined();
    const trail: AttributionTrail = await api.post('postback/v1/trail', { memberId: failed.memberId }, AttributionTrailSchema);
    expect(trail.source).toBe('tiktok');
    expect(trail.window.days).toBe(7);
    const record = activationOf(marketTables.records.all(), failed.memberId)!;
    expect(trail.window.start).toBe(new Date(Date.parse(record.touchTime)).toISOString());
    expect(trail.events.map((e) => e.kind).slice(0, 3)).toEqual(['touch', 'install', 'register']);
    const own = toolTables.postbacks.all().filter((p) => p.memberId === failed.memberId);
    expect(trail.events.filter((e) => e.kind === 'postback').length).toBe(own.length);
    const paid = memberTables.orders.all().filter((o) => o.memberId === failed.memberId && o.payTime && (o.status === 'paid' || o.status === 'refunded'));
    expect(trail.events.filter((e) => e.kind === 'payment').length).toBe(paid.length);

    const shown = trail.events.flatMap((e) => (e.kind === 'postback' && e.postback.id === failed.id ? [e.postback] : []))[0];
    expect(shown.attempts).toMatchObject([{ attempt: 1, status: 'failed' }]);
    const after = await api.post('postback/v1/trailRetry', { id: shown.id, version: shown.version }, TrailPostbackSchema);
    expect(after.attempts.map((a) => a.attempt)).toEqual([1, 2]);
    expect(after.attempts[1]).toMatchObject({ status: after.status, operator: 'admin' });
    // The answer is the platform model's for the configuration as it is now (a valid TikTok token: accepted).
    expect(after.status).toBe(toolTables.pixels.get(failed.pixelId)!.accessToken.length >= 40 ? 'success' : 'failed');
    expect(toolTables.postbacks.get(failed.id)).toMatchObject({ attempts: 2, status: after.status });
    await expect(api.post('postback/v1/trailRetry', { id: after.id, version: after.version }, TrailPostbackSchema)).rejects.toBeDefined();
  });

  it('a retry from 回传列表 is an attempt of the trail too; an unknown member is 404', async () => {
    await signIn();
    const failed = toolTables.postbacks.all().find((p) => p.status === 'failed')!;
    await api.post('postback/v1/retry', { id: failed.id, version: failed.version }, PostbackSchema);
    expect(toolTables.postbackAttempts.all().filter((a) => a.postbackId === failed.id).map((a) => a.attempt)).toEqual([1, 2]);
    await expect(api.post('postback/v1/trail', { memberId: 99_999_999 }, AttributionTrailSchema)).rejects.toMatchObject({ code: 404 });
  });

  it("回传列表's match rate equals accepted / attributed counted from the world's records", async () => {
    await signIn();
    const start = new Date(Date.now() - 29 * DAY).toISOString().slice(0, 10);
    const end = new Date(Date.now()).toISOString().slice(0, 10);
    const out = await api.post('postback/v1/matchRate', { start, end }, MatchRateSchema);
    const { from, until } = dayBounds(start, end);
    const inside = (t: string) => Date.parse(t) >= from && Date.parse(t) < until;
    const accepted = new Set(toolTables.postbacks.all().filter((p) => p.status === 'success' && inside(p.time)).map((p) => p.memberId));
    const members = new Map<number, PromotionRecord>();
    for (const r of marketTables.records.all()) if (r.memberId !== null && r.activations > 0 && (r.source === 'meta' || r.source === 'tiktok') && inside(r.time)) members.set(r.memberId, r);
    for (const p of out.platforms) {
      const mine = [...members.values()].filter((r) => r.source === p.platform);
      expect(p.attributed).toBe(mine.length);
      expect(p.matched).toBe(mine.filter((r) => accepted.has(r.memberId!)).length);
    }
    expect(out.platforms.every((p) => p.attributed > 0 && p.rate > 0 && p.rate <= 1)).toBe(true);
    expect(out.channels.length).toBeGreaterThan(1);
  });
});
