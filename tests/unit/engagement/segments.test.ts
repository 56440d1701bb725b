import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { api } from '@/lib/api/client';
import { LoginResultSchema } from '@/records/session';
import { MEMBER_TABLE, type Member } from '@/records/members';
import { CONFIG_TABLE, type SystemConfig } from '@/records/config';
import { DAY_MS } from '@/lib/time';
import { QUARTER_MS, ReachSchema, audienceMembers, dayIndex, daysOfQuarters, inSegment, quarterOf, streakEnding, type AudienceWorld, type SegmentSettings } from '@/records/audience';
import { memberTimes } from '@/features/engagement/mock/seed/activity';
import { SystemConfigSchema } from '@/records/config';
import { currentTimeZone } from '@/lib/time-zone';
import { zoneDay } from '../support/zone-day';
import { streaks } from '@/features/engagement/mock/tables/audience';
import { worldTable } from '@/mocks/db';
import { now } from '@/mocks/clock';
import { useMockBackend } from '../support/mock-server';

/*
 * Section 9's segments: golden-bean balance below the threshold, membership expiring within N
 * days, N consecutive days watching ads or signing in; thresholds from system/systemConfiguration.
 * The rules as functions (fast-check over small worlds), then the demo world: the reach the
 * console shows follows the members as they change (a recharge, Set VIP) and the settings.
 */

const SETTINGS: SegmentSettings = { lowBalanceBeans: 30, vipExpiringDays: 3, consecutiveDays: 3 };
const T0 = Date.UTC(2026, 5, 15, 12);

const memberArb = fc.record({
  id: fc.integer({ min: 1, max: 10_000 }),
  beanBalance: fc.integer({ min: 0, max: 500 }),
  expiryTime: fc.option(fc.integer({ min: -10 * 24, max: 20 * 24 }).map((h) => new Date(T0 + h * 3_600_000).toISOString()), { nil: null }),
});
const worldArb = fc.uniqueArray(memberArb, { selector: (m) => m.id, maxLength: 40 });

describe('the segments as rules', () => {
  it('a member is in the low-balance segment exactly when the balance is below the threshold', () => {
    fc.assert(
      fc.property(worldArb, fc.integer({ min: 1, max: 200 }), (members, threshold) => {
        const world: AudienceWorld = { members, activeDays: () => undefined, settings: { ...SETTINGS, lowBalanceBeans: threshold }, now: T0 };
        const reached = new Set(audienceMembers({ target: 'segment', memberIds: [], segment: 'lowBalance' }, world));
        for (const m of members) expect(reached.has(m.id), `balance ${m.beanBalance} < ${threshold}`).toBe(m.beanBalance < threshold);
      }),
    );
  });

  it('membership expiring within N days: after now and at most N days away', () => {
    fc.assert(
      fc.property(worldArb, fc.integer({ min: 1, max: 30 }), (members, days) => {
        const world: AudienceWorld = { members, activeDays: () => undefined, settings: { ...SETTINGS, vipExpiringDays: days }, now: T0 };
        for (const m of members) {
          const end = m.expiryTime ? Date.parse(m.expiryTime) : null;
          expect(inSegment('vipExpiring', m, world)).toBe(end !== null && end > T0 && end - T0 <= days * DAY_MS);
        }
      }),
    );
  });

  it('a quarter hour lies within one business day in every zone, so the days of the kept quarter hours are the days of the events', () => {
    const zones = ['UTC', 'Asia/Tokyo', 'Asia/Kolkata', 'Asia/Kathmandu', 'Pacific/Chatham', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe'];
    fc.assert(
      fc.property(fc.array(fc.integer({ min: T0 - 90 * DAY_MS, max: T0 + 90 * DAY_MS }), { maxLength: 60 }), fc.constantFrom(...zones), (raw, zone) => {
        const times = [...raw].sort((a, b) => a - b);
        const quarters = [...new Set(times.map(quarterOf))];
        const direct = [...new Set(times.map((ms) => dayIndex(ms, zone)))];
        expect(daysOfQuarters(quarters, zone)).toEqual(direct);
        for (const q of quarters) expect(dayIndex(q * QUARTER_MS, zone)).toBe(dayIndex((q + 1) * QUARTER_MS - 1, zone));
      }),
    );
  });

  it('N consecutive days: a run of active days of at least N ending today or yesterday', () => {
    const today = dayIndex(T0);
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: today - 20, max: today }), { maxLength: 21 }), fc.integer({ min: 2, max: 10 }), (raw, n) => {
        const days = [...raw].sort((a, b) => a - b);
        // The oracle: walk back from today (or yesterday) one day at a time.
        const has = new Set(days);
        const end = has.has(today) ? today : has.has(today - 1) ? today - 1 : null;
        let run = 0;
        if (end !== null) for (let d = end; has.has(d); d--) run++;
        expect(streakEnding(days, today)).toBe(run);
        const world = { activeDays: () => days, settings: { ...SETTINGS, consecutiveDays: n }, now: T0 };
        expect(inSegment('streak', { id: 1, beanBalance: 0, expiryTime: null }, world)).toBe(run >= n);
      }),
    );
  });

  it('all users reach everyone; chosen users only those who exist', () => {
    fc.assert(
      fc.property(worldArb, fc.array(fc.integer({ min: 1, max: 10_000 }), { maxLength: 10 }), (members, chosen) => {
        const world: AudienceWorld = { members, activeDays: () => undefined, settings: SETTINGS, now: T0 };
        expect(audienceMembers({ target: 'all', memberIds: [], segment: null }, world)).toHaveLength(members.length);
        const ids = new Set(members.map((m) => m.id));
        expect(audienceMembers({ target: 'users', memberIds: chosen, segment: null }, world)).toEqual([...new Set(chosen.filter((id) => ids.has(id)))].sort((a, b) => a - b));
      }),
    );
  });
});

const { token } = useMockBackend();
const signIn = async () => {
  token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
};
const reach = (body: Record<string, unknown>) => api.post('audience/v1/reach', body, ReachSchema);
const members = () => worldTable<Member>(MEMBER_TABLE).all();

describe('the segments in the demo world', () => {
  it('the low-balance reach counts the members below 30 beans; a recharge above it drops it by one', async () => {
    await signIn();
    const before = await reach({ target: 'segment', segment: 'lowBalance' });
    const low = members().filter((m) => m.beanBalance < 30);
    expect(before.count).toBe(low.length);
    expect(before.count).toBeGreaterThan(0);
    expect(before.settings.lowBalanceBeans).toBe(30);
    const member = low[0];
    await api.post('member/v1/recharge', { id: member.id, quantity: 100, remark: '' });
    expect((await reach({ target: 'segment', segment: 'lowBalance' })).count).toBe(before.count - 1);
    // A deduction below the threshold brings a member in.
    const rich = members().find((m) => m.beanBalance >= 40)!;
    await api.post('member/v1/recharge', { id: rich.id, quantity: -(rich.beanBalance - 5), remark: '' });
    expect((await reach({ target: 'segment', segment: 'lowBalance' })).count).toBe(before.count);
  });

  it('changing the threshold in system/systemConfiguration changes the segment', async () => {
    await signIn();
    const config = worldTable<SystemConfig>(CONFIG_TABLE).get(1)!;
    await api.post('config/v1/update', { ...config, lowBalanceBeans: 100, version: config.version });
    const wider = await reach({ target: 'segment', segment: 'lowBalance' });
    expect(wider.settings.lowBalanceBeans).toBe(100);
    expect(wider.count).toBe(members().filter((m) => m.beanBalance < 100).length);
  });

  it('Set VIP ending within 3 days puts a member in the expiring segment', async () => {
    await signIn();
    const before = await reach({ target: 'segment', segment: 'vipExpiring' });
    const member = members().find((m) => !m.expiryTime || Date.parse(m.expiryTime) < now())!;
    await api.post('member/v1/setVip', { id: member.id, vipTypeId: 1, expiryTime: new Date(now() + 2 * DAY_MS).toISOString() });
    expect((await reach({ target: 'segment', segment: 'vipExpiring' })).count).toBe(before.count + 1);
  });

  it('the streak segment reads the days collected from the member feed (ads watched, sign-ins)', async () => {
    await signIn();
    const result = await reach({ target: 'segment', segment: 'streak' });
    const today = dayIndex(now());
    const expected = members().filter((m) => streakEnding(daysOfQuarters(streaks.get(m.id)?.quarters ?? []), today) >= 3).length;
    expect(result.count).toBe(expected);
    expect(result.count).toBeGreaterThan(0);
    expect(result.segments).toEqual({ lowBalance: expect.any(Number), vipExpiring: expect.any(Number), streak: result.count });
    // The table holds the union of each member's ad and sign-in quarter hours, as the feed told them.
    const sample = streaks.all().find((row) => row.quarters.length > 3)!;
    const times = memberTimes(sample.id)!;
    expect(sample.quarters).toEqual([...new Set([...times.ad, ...times.signIn])].sort((a, b) => a - b));
  });

  it('the streak segment counts business days: a zone saved in the settings moves it', async () => {
    await signIn();
    const config = await api.get('config/v1/get', undefined, SystemConfigSchema);
    const { id: _id, requestTimeoutMs: _t, updateTime: _u, updatedBy: _b, ...values } = config;
    // The oracle: each member's active times, as days by Intl's own calendar in the zone.
    const streakIn = (zone: string) => {
      const dayOf = (ms: number) => Date.parse(`${zoneDay(new Date(ms).toISOString(), zone)}T00:00:00Z`) / DAY_MS;
      const today = dayOf(now());
      return members().filter((m) => {
        const days = [...new Set((streaks.get(m.id)?.quarters ?? []).map((q) => dayOf(q * QUARTER_MS)))];
        return streakEnding(days, today) >= 3;
      }).length;
    };
    const counts: Record<string, number> = {};
    for (const zone of ['Asia/Tokyo', 'America/New_York', 'Asia/Kolkata', 'UTC']) {
      await api.post('config/v1/update', { ...values, reportTimeZone: zone, version: (await api.get('config/v1/get', undefined, SystemConfigSchema)).version }, SystemConfigSchema);
      expect(currentTimeZone()).toBe(zone);
      counts[zone] = (await reach({ target: 'segment', segment: 'streak' })).count;
      expect(counts[zone], zone).toBe(streakIn(zone));
    }
    // The zone matters: the days of New York are not Tokyo's.
    expect(new Set(Object.values(counts)).size).toBeGreaterThan(1);
  });

  it('searches members by a part of a card number, phone or e-mail', async () => {
    await signIn();
    const m = members()[42];
    const byCard = (await api.post('audience/v1/members', { keyword: m.cardNumber })) as Array<{ id: number }>;
    expect(byCard[0].id).toBe(m.id);
    const byMail = (await api.post('audience/v1/members', { keyword: m.email.split('@')[0] })) as Array<{ id: number }>;
    expect(byMail.map((x) => x.id)).toContain(m.id);
    expect(await api.post('audience/v1/members', { keyword: 'x' })).toEqual([]);
  });
});
