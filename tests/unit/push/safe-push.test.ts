import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { api } from '@/lib/api/client';
import { LoginResultSchema } from '@/records/session';
import { CONFIG_TABLE, ConfigValuesSchema, type SystemConfig } from '@/records/config';
import { POPUP_SHOW_TABLE, type PopupShow } from '@/records/touches';
import { MEMBER_TABLE, MEMBER_TIME_ZONES, memberTimeZone, type Member } from '@/records/members';
import { PushReachSchema, PushRowSchema, ReachMembersSchema, type PushRow } from '@/features/push/contract';
import { clockMinutes, deliveriesByDay, inWindow, planReach, quietUntil, wallMinute, type DeliveryHistory, type ReachRules } from '@/features/push/machines/reach';
import { pushes } from '@/features/push/mock';
import { now, setClock } from '@/mocks/clock';
import { worldTable } from '@/mocks/db';
import { dayOfTime } from '@/lib/report/period';
import { zoneOffsetMs } from '@/lib/time-zone';
import * as v from 'valibot';
import { useMockBackend } from '../support/mock-server';

/*
 * Pushes that cannot misfire (docs/safe-push.md): quiet hours in each member's zone, a daily cap
 * per member, the reach after both, a test send apart from the records' counts.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;
const ZONES = [...MEMBER_TIME_ZONES, 'UTC', 'Asia/Kolkata'];
const clock = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const moment = fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 11, 31) });
const dayOf = (ms: number) => dayOfTime(ms, 'Asia/Tokyo');

describe('quiet hours (pure)', () => {
  it('a window over midnight holds 22:00-07:59 and lets 08:00-21:59 through; the same start and end hold nothing', () => {
    const [s, e] = [clockMinutes('22:00'), clockMinutes('08:00')];
    expect(inWindow(clockMinutes('23:30'), s, e)).toBe(true);
    expect(inWindow(clockMinutes('07:59'), s, e)).toBe(true);
    expect(inWindow(clockMinutes('08:00'), s, e)).toBe(false);
    expect(inWindow(clockMinutes('21:59'), s, e)).toBe(false);
    expect(inWindow(clockMinutes('12:00'), 600, 600)).toBe(false);
    expect(clockMinutes('24:00')).toBeNaN();
  });

  it('a push at 23:00 in Tokyo waits until 08:00 Tokyo; the same moment is 15:00 in London, sent at once', () => {
    const at = Date.UTC(2026, 5, 10, 14, 0); // 23:00 in Tokyo, 15:00 in London (summer time)
    const until = quietUntil(at, 'Asia/Tokyo', { start: '22:00', end: '08:00' })!;
    expect(until - at).toBe(9 * 3_600_000);
    expect(wallMinute(until, 'Asia/Tokyo')).toBe(8 * 60);
    expect(quietUntil(at, 'Europe/London', { start: '22:00', end: '08:00' })).toBeNull();
  });

  it('the wait ends at the window’s end on the member’s own clock, later than the push, within a day (fast-check)', () => {
    fc.assert(
      fc.property(moment, fc.constantFrom(...ZONES), clock, clock, (at, zone, start, end) => {
        const until = quietUntil(at, zone, { start, end });
        const inQuiet = inWindow(wallMinute(at, zone), clockMinutes(start), clockMinutes(end));
        expect(until !== null).toBe(inQuiet);
        if (until === null) return;
        expect(until).toBeGreaterThan(at);
        expect(until - at).toBeLessThanOrEqual(DAY + 2 * 3_600_000);
        // Where no clock change lies between, the release is exactly the end on the member's wall clock.
        if (zoneOffsetMs(at, zone) === zoneOffsetMs(until, zone) && until - at > MINUTE) expect(wallMinute(until, zone)).toBe(clockMinutes(end));
      }),
    );
  });
});

describe('the reach after quiet hours and the cap (pure, fast-check)', () => {
  const recipients = fc.array(fc.record({ id: fc.integer({ min: 1, max: 60 }), zone: fc.constantFrom(...ZONES) }), { maxLength: 80 });
  const rules = fc.record({ quiet: fc.option(fc.record({ start: clock, end: clock }), { nil: null }), cap: fc.integer({ min: 0, max: 4 }) });
  const history = fc.array(fc.record({ id: fc.integer({ min: 1, max: 60 }), offset: fc.integer({ min: -2 * DAY, max: 2 * DAY }) }), { maxLength: 120 });

  it('now + waiting + capped is the audience; nobody in quiet hours is reached now; nobody goes over the cap', () => {
    fc.assert(
      fc.property(recipients, moment, rules, history, (people, at, r, past) => {
        const full: ReachRules = { ...r, dayOf };
        const records: DeliveryHistory[] = past.map((p) => ({ test: false, sentAt: at + p.offset, sentTo: [p.id], later: [] }));
        const delivered = deliveriesByDay(records, dayOf);
        const plan = planReach(people, at, full, delivered);
        const audience = new Set(people.map((p) => p.id));
        // Every member of the audience is in exactly one of the three.
        const all = [...plan.now, ...plan.waiting.map((w) => w.memberId), ...plan.capped];
        expect(all.length).toBe(audience.size);
        expect(new Set(all)).toEqual(audience);
        const zoneOf = new Map<number, string>();
        for (const p of people) if (!zoneOf.has(p.id)) zoneOf.set(p.id, p.zone);
        for (const id of plan.now) expect(quietUntil(at, zoneOf.get(id)!, full.quiet)).toBeNull();
        for (const w of plan.waiting) expect(w.until).toBeGreaterThan(at);
        if (full.cap > 0) {
          // Adding the plan's deliveries to the records leaves no member over the cap on the day of any of them.
          const after = deliveriesByDay(
            [...records, { test: false, sentAt: at, sentTo: plan.now, later: plan.waiting.map((w) => ({ memberId: w.memberId, at: w.until })) }],
            dayOf,
          );
          for (const id of plan.now) expect(after(id, dayOf(at))).toBeLessThanOrEqual(full.cap);
          for (const w of plan.waiting) expect(after(w.memberId, dayOf(w.until))).toBeLessThanOrEqual(full.cap);
        } else expect(plan.capped).toEqual([]);
      }),
    );
  });

  it('test sends count for nobody’s cap', () => {
    const at = Date.UTC(2026, 5, 10, 3);
    const delivered = deliveriesByDay([{ test: true, sentAt: at, sentTo: [1, 2], later: [] }], dayOf);
    expect(delivered(1, dayOf(at))).toBe(0);
    const plan = planReach([{ id: 1, zone: 'Asia/Tokyo' }], at, { quiet: null, cap: 1, dayOf }, delivered);
    expect(plan.now).toEqual([1]);
  });
});

describe('members’ time zones', () => {
  it('a Japanese phone or mail is Tokyo; the rest spread the same way every time over the members’ zones', () => {
    expect(memberTimeZone({ id: 3, phone: '09012345678', email: '' })).toBe('Asia/Tokyo');
    expect(memberTimeZone({ id: 3, phone: '', email: 'a@yahoo.co.jp' })).toBe('Asia/Tokyo');
    expect(memberTimeZone({ id: 3, phone: '', email: '', timeZone: 'Europe/London' })).toBe('Europe/London');
    const zones = new Set<string>();
    for (let id = 1; id < 200; id++) {
      const zone = memberTimeZone({ id, phone: '', email: 'x@gmail.com' });
      expect(zone).toBe(memberTimeZone({ id, phone: '', email: 'x@gmail.com' }));
      zones.add(zone);
    }
    expect([...zones].sort()).toEqual([...MEMBER_TIME_ZONES].sort());
  });
});

/* ---------------------------------------------------------------- the mock */

const { token } = useMockBackend();
const signIn = async () => {
  token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
};
afterEach(() => setClock(null));
const members = () => worldTable<Member>(MEMBER_TABLE);
/** How many popups a member was shown today (the business day). */
const shownToday = (memberId: number) => worldTable<PopupShow>(POPUP_SHOW_TABLE).all().filter((s) => s.memberId === memberId && dayOfTime(Date.parse(s.at)) === dayOfTime(now())).length;
const settings = async (change: Partial<SystemConfig>) => {
  const config = worldTable<SystemConfig>(CONFIG_TABLE).get(1)!;
  const values = v.parse(ConfigValuesSchema, { ...config, ...change });
  await api.post('config/v1/update', { ...values, version: config.version });
};
const push = (over: Record<string, unknown> = {}) => ({ title: '今晚新剧', content: '8 点首播', language: 'ZH', triggerMode: 'now', sendAt: null, triggerSegment: null, target: 'all', memberIds: [], segment: null, ...over });
const aim = (over: Record<string, unknown> = {}) => ({ triggerMode: 'now', sendAt: null, triggerSegment: null, target: 'all', memberIds: [], segment: null, ...over });

describe('the mock: quiet hours, the cap, the reach and test sends', () => {
  it('every seeded member has a zone, as memberTimeZone derives it', () => {
    for (const m of members().all().slice(0, 500)) expect(m.timeZone).toBe(memberTimeZone({ ...m, timeZone: undefined }));
  });

  it('a push in Tokyo’s quiet hours waits until they end and says so; the reach said so first; it goes out when they end', async () => {
    // The next 23:00 in Tokyo (14:00 UTC).
    const base = now();
    const at = Math.floor(base / DAY) * DAY + 14 * 3_600_000 + (base % DAY > 14 * 3_600_000 ? DAY : 0);
    setClock(() => at);
    await signIn();
    await settings({ quietHours: true, quietStart: '22:00', quietEnd: '08:00', dailyPushCap: 0 });
    const tokyo = members().filter((m) => m.timeZone === 'Asia/Tokyo').slice(0, 3).map((m) => m.id);
    const london = members().find((m) => m.timeZone === 'Europe/London')!.id;
    const ids = [...tokyo, london];
    const reach = await api.post('push/v1/reach', aim({ target: 'users', memberIds: ids }), PushReachSchema);
    expect(reach).toMatchObject({ audience: 4, now: 1, waiting: 3, capped: 0 });
    expect(reach.waitingGroups).toEqual([{ zone: 'Asia/Tokyo', until: new Date(at + 9 * 3_600_000).toISOString(), count: 3 }]);
    const row = await api.post('push/v1/publish', { push: push({ target: 'users', memberIds: ids }) }, PushRowSchema);
    expect(row).toMatchObject({ targetCount: 4, waitingCount: 3, cappedCount: 0, waitingUntil: '08:00 Asia/Tokyo (3)' });
    expect(row.successCount + row.failCount).toBe(1);
    // At 08:00 in Tokyo, the next read of the records sends them.
    setClock(() => at + 9 * 3_600_000 + MINUTE);
    await signIn();
    const listed = (await api.post('push/v1/page', { pageNum: 1, pageSize: 50 })) as { records: PushRow[] };
    const after = listed.records.find((r) => r.id === row.id)!;
    expect(after).toMatchObject({ waitingCount: 0, waitingUntil: null });
    expect(after.successCount + after.failCount).toBe(4);
  });

  it('members at the daily cap are left out, counted on the record; the reach counts them first', async () => {
    await signIn();
    await settings({ quietHours: false, dailyPushCap: 1 });
    // Two members no popup was shown to today (those count in the cap too: the next test).
    const [a, b] = members().all().map((m) => m.id).filter((id) => shownToday(id) === 0).slice(0, 2);
    await api.post('push/v1/publish', { push: push({ target: 'users', memberIds: [a] }) }, PushRowSchema);
    const reach = await api.post('push/v1/reach', aim({ target: 'users', memberIds: [a, b] }), PushReachSchema);
    expect(reach).toMatchObject({ audience: 2, now: 1, waiting: 0, capped: 1, cappedByPopups: 0, cap: 1 });
    const row = await api.post('push/v1/publish', { push: push({ target: 'users', memberIds: [a, b] }) }, PushRowSchema);
    expect(row).toMatchObject({ targetCount: 1, cappedCount: 1 });
    expect(pushes.get(row.id)!.sentTo).toEqual([b]);
  });

  it('popups shown today count in the cap with pushes: a member shown k popups is left out at a cap of k, and reached at k + 1', async () => {
    await signIn();
    await settings({ quietHours: false, dailyPushCap: 5 });
    const seen = members().all().map((m) => ({ id: m.id, k: shownToday(m.id) }));
    const shown = seen.find((m) => m.k >= 2)!;
    const none = seen.find((m) => m.k === 0)!;
    expect(shown).toBeDefined();
    await settings({ dailyPushCap: shown.k });
    const capped = await api.post('push/v1/reach', aim({ target: 'users', memberIds: [shown.id, none.id] }), PushReachSchema);
    expect(capped).toMatchObject({ audience: 2, now: 1, capped: 1, cappedByPopups: 1, cap: shown.k });
    const row = await api.post('push/v1/publish', { push: push({ target: 'users', memberIds: [shown.id, none.id] }) }, PushRowSchema);
    expect(row).toMatchObject({ targetCount: 1, cappedCount: 1 });
    expect(pushes.get(row.id)!.sentTo).toEqual([none.id]);
    // One more allowed: reached; with that push the member is at the cap again, and still only because of the popups (one push alone is under it).
    await settings({ dailyPushCap: shown.k + 1 });
    const reached = await api.post('push/v1/reach', aim({ target: 'users', memberIds: [shown.id] }), PushReachSchema);
    expect(reached).toMatchObject({ now: 1, capped: 0, cappedByPopups: 0 });
    await api.post('push/v1/publish', { push: push({ target: 'users', memberIds: [shown.id] }) }, PushRowSchema);
    const full = await api.post('push/v1/reach', aim({ target: 'users', memberIds: [shown.id, none.id] }), PushReachSchema);
    expect(full).toMatchObject({ now: 1, capped: 1, cappedByPopups: 1 });
  });

  it('the members of each part are those the reach counts: their zone, when it reaches them, what reached them that day', async () => {
    await signIn();
    // Quiet hours around Tokyo's present hour, and a cap of 1: every part has members.
    const hour = Math.floor(wallMinute(now(), 'Asia/Tokyo') / 60);
    const hh = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
    await settings({ quietHours: true, quietStart: hh(hour), quietEnd: hh(hour + 2), dailyPushCap: 1 });
    const reach = await api.post('push/v1/reach', aim(), PushReachSchema);
    expect(reach.now).toBeGreaterThan(0);
    expect(reach.waiting).toBeGreaterThan(0);
    expect(reach.capped).toBeGreaterThan(0);
    for (const part of ['now', 'waiting', 'capped'] as const) {
      const listed = await api.post('push/v1/reachMembers', { ...aim(), part }, ReachMembersSchema);
      expect(listed.total, part).toBe(reach[part]);
      expect(listed.members.length).toBe(Math.min(reach[part], 200));
      const ids = listed.members.map((m) => m.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      for (const m of listed.members) {
        expect(m.zone).toBe(memberTimeZone(members().get(m.id)!));
        const at = Date.parse(m.at);
        if (part === 'waiting') expect(reach.waitingGroups.some((g) => g.zone === m.zone && g.until === m.at)).toBe(true);
        else if (part === 'now') expect(Math.abs(at - now())).toBeLessThan(60_000);
        // Those left out already had the cap's one delivery that day; the others had none.
        if (part === 'capped') expect(m.pushes + m.popups).toBeGreaterThanOrEqual(1);
        else expect(m.pushes + m.popups).toBe(0);
      }
    }
  });

  it('a test send reaches only the chosen members, is marked as a test and adds nothing to the records’ totals', async () => {
    await signIn();
    const before = (await api.post('push/v1/page', { pageNum: 1, pageSize: 10 })) as { total: number; summary: Record<string, number> };
    const [a, b] = members().all().slice(5, 7).map((m) => m.id);
    const row = await api.post('push/v1/test', { push: { title: '测试推送', content: '只发给测试会员', language: 'EN' }, memberIds: [a, b] }, PushRowSchema);
    expect(row).toMatchObject({ kind: 'test', test: true, testCount: 2, targetCount: 0, successCount: 0, memberIds: [a, b] });
    const after = (await api.post('push/v1/page', { pageNum: 1, pageSize: 10 })) as { total: number; summary: Record<string, number> };
    expect(after.total).toBe(before.total + 1);
    expect(after.summary).toEqual(before.summary);
    const refused = await api.post('push/v1/test', { push: { title: 't', content: 'c', language: 'ZH' }, memberIds: [] }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Error);
    expect(now()).toBeGreaterThan(0);
  });
});
