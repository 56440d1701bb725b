import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { api } from '@/lib/api/client';
import { LoginResultSchema } from '@/records/session';
import { QUARTER_MS } from '@/records/audience';
import { POPUP_SHOW_TABLE, type PopupShow } from '@/records/touches';
import { dayOfTime } from '@/lib/report/period';
import { timeOf } from '@/lib/time';
import { popupShows, type ShowablePopup } from '@/features/engagement/mock/seed/popup-shows';
import { membersWithTimes } from '@/features/engagement/mock/seed/activity';
import { popups } from '@/features/engagement/mock/tables';
import { worldTable } from '@/mocks/db';
import { now } from '@/mocks/clock';
import { useMockBackend } from '../support/mock-server';

/*
 * Popups shown (docs/safe-push.md): a popup shows to a member of its audience at a visit while it
 * is on, at most once a business day, in display order, no more in a day than the daily cap
 * (which pushes count in too). The rule as a function (fast-check), then the demo world: the
 * popup list's 今日展示 is read from the shows, and the shows from the members' visits.
 */

const T0 = Date.UTC(2026, 5, 15, 0);
const ZONES = ['Asia/Tokyo', 'UTC', 'Asia/Kolkata', 'America/New_York'];
const quarterArb = fc.integer({ min: T0 / QUARTER_MS, max: T0 / QUARTER_MS + 4 * 96 });
const memberArb = fc.record({ id: fc.integer({ min: 1, max: 30 }), visits: fc.uniqueArray(quarterArb, { maxLength: 12 }).map((v) => v.sort((a, b) => a - b)) });
const popupArb = fc.record({
  id: fc.integer({ min: 1, max: 50 }),
  sort: fc.integer({ min: 0, max: 5 }),
  enabled: fc.boolean(),
  since: fc.integer({ min: T0 - 3_600_000, max: T0 + 4 * 86_400_000 }),
  audience: fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 30 }).map((ids) => new Set(ids)),
});
const worldArb = fc.record({
  members: fc.uniqueArray(memberArb, { selector: (m) => m.id, maxLength: 12 }),
  popups: fc.uniqueArray(popupArb, { selector: (p) => p.id, maxLength: 6 }),
  cap: fc.integer({ min: 0, max: 4 }),
  pushed: fc.integer({ min: 0, max: 3 }),
  zone: fc.constantFrom(...ZONES),
});

describe('the popups a visit shows (the rule, fast-check)', () => {
  it('only popups on, for members of their audience, at their visits; once a day each; never over the cap with the pushes; none left unshown under it', () => {
    fc.assert(
      fc.property(worldArb, ({ members, popups: list, cap, pushed, zone }) => {
        const dayOf = (ms: number) => dayOfTime(ms, zone);
        // Members with an odd id had `pushed` pushes on every day.
        const reachedOn = (memberId: number) => (memberId % 2 ? pushed : 0);
        const to = T0 + 3 * 86_400_000;
        const shown = popupShows(members.map((m) => [m.id, m.visits] as const), list, { dayOf, cap, reachedOn }, T0, to);
        const byId = new Map<number, ShowablePopup>(list.map((p) => [p.id, p]));
        const perDay = new Map<string, number>();
        const seen = new Set<string>();
        for (const s of shown) {
          const p = byId.get(s.popupId)!;
          const visits = members.find((m) => m.id === s.memberId)!.visits;
          expect(p.enabled).toBe(true);
          expect(p.since).toBeLessThanOrEqual(s.at);
          expect(p.audience.has(s.memberId)).toBe(true);
          expect(visits).toContain(s.at / QUARTER_MS);
          expect(s.at).toBeGreaterThanOrEqual(T0);
          expect(s.at).toBeLessThanOrEqual(to);
          const once = `${s.popupId}:${s.memberId}:${dayOf(s.at)}`;
          expect(seen.has(once), 'once a day').toBe(false);
          seen.add(once);
          const key = `${s.memberId}:${dayOf(s.at)}`;
          perDay.set(key, (perDay.get(key) ?? 0) + 1);
        }
        for (const [key, count] of perDay) if (cap > 0) expect(count + reachedOn(Number(key.split(':')[0]))).toBeLessThanOrEqual(cap);
        // Under the cap nothing that could show is left out: every visit of a member in an audience while the popup is on shows it that day.
        for (const m of members)
          for (const q of m.visits) {
            const at = q * QUARTER_MS;
            if (at < T0 || at > to) continue;
            for (const p of list) {
              if (!p.enabled || p.since > at || !p.audience.has(m.id)) continue;
              const day = dayOf(at);
              const full = cap > 0 && (perDay.get(`${m.id}:${day}`) ?? 0) + reachedOn(m.id) >= cap;
              if (!full) expect(seen.has(`${p.id}:${m.id}:${day}`), `popup ${p.id} to ${m.id} on ${day}`).toBe(true);
            }
          }
      }),
    );
  });

  it('a visit shows its popups in display order: with room for one, the smallest sort', () => {
    const audience = new Set([7]);
    const list: ShowablePopup[] = [
      { id: 1, sort: 5, enabled: true, since: 0, audience },
      { id: 2, sort: 1, enabled: true, since: 0, audience },
      { id: 3, sort: 1, enabled: false, since: 0, audience },
    ];
    const at = T0 + 10 * QUARTER_MS;
    const shown = popupShows([[7, [at / QUARTER_MS]]], list, { dayOf: (ms) => dayOfTime(ms, 'UTC'), cap: 1 }, T0, T0 + 86_400_000);
    expect(shown).toEqual([{ popupId: 2, memberId: 7, at }]);
  });
});

describe('the popups shown in the demo world', () => {
  const { token } = useMockBackend();
  const signIn = async () => {
    token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
  };

  it('the list’s 今日展示 counts the shows of today; the popup for everyone was shown to each member who visited today, once', async () => {
    await signIn();
    const today = dayOfTime(now());
    const rows = worldTable<PopupShow>(POPUP_SHOW_TABLE).all();
    expect(rows.length).toBeGreaterThan(0);
    const listed = (await api.post('popup/v1/page', { pageNum: 1, pageSize: 50 })) as { records: Array<{ id: number; enabled: boolean; target: string; createTime: string; shownToday: number }> };
    for (const p of listed.records) {
      const mine = rows.filter((s) => s.popupId === p.id && dayOfTime(timeOf(s.at)) === today);
      expect(p.shownToday, p.id.toString()).toBe(mine.length);
      if (!p.enabled) expect(p.shownToday).toBe(0);
    }
    // Everyone's popup (on since before the kept days): shown to exactly the members with a visit today.
    const everyone = listed.records.find((p) => p.enabled && p.target === 'all' && timeOf(p.createTime) < now() - 4 * 86_400_000)!;
    const visitedToday = [...membersWithTimes()].filter(([, t]) => t.visits.some((q) => q * QUARTER_MS <= now() && dayOfTime(q * QUARTER_MS) === today)).map(([id]) => id);
    expect(visitedToday.length).toBeGreaterThan(0);
    expect(everyone.shownToday).toBe(visitedToday.length);
    const toEveryone = new Set(rows.filter((s) => s.popupId === everyone.id && dayOfTime(timeOf(s.at)) === today).map((s) => s.memberId));
    expect([...toEveryone].sort((a, b) => a - b)).toEqual(visitedToday.sort((a, b) => a - b));
    expect(popups.all().length).toBe(listed.records.length);
  });
});
