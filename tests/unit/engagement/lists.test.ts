import { afterEach, describe, expect, it } from 'vitest';
import { api } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { translate } from '@/i18n';
import { LoginResultSchema } from '@/records/session';
import { DAY_MS } from '@/lib/time';
import { dayIndex } from '@/records/audience';
import { AutoMessageRowSchema, PopupRowSchema, TickerPreviewSchema, countedDays, triggerDays, type AutoMessageRow } from '@/features/engagement/contract';
import { memberDays, membersTriggered, membersWithTimes } from '@/features/engagement/mock/seed/activity';
import { QUARTER_MS } from '@/records/audience';
import { SystemConfigSchema } from '@/records/config';
import { zoneDay } from '../support/zone-day';
import { autoMessages, tickers } from '@/features/engagement/mock/tables';
import { now, setClock } from '@/mocks/clock';
import { useMockBackend } from '../support/mock-server';

/*
 * The automatic messages' triggers and counts, the ticker's preview, the popups' rules.
 */

const { token } = useMockBackend();
const signIn = async () => {
  token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
};
afterEach(() => setClock(null));

describe('automatic message triggers', () => {
  const days = { ad: [10, 12], signIn: [1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14, 15, 16], unpaid: [8], visits: [1, 2, 3, 9, 10, 11, 20] };
  it('fire as section 9 says, day by day', () => {
    expect(triggerDays('watchAds', days, 30)).toEqual([10, 12]);
    expect(triggerDays('watchedUnpaid', days, 30)).toEqual([8]);
    // Seven days in a row: the 7th; a gap starts again (9..15 is seven more).
    expect(triggerDays('signInWeek', days, 30)).toEqual([7, 15]);
    // Three whole days without a visit: the 4th day (3 → 7), (11 → 15), (20 → 24); not before today.
    expect(triggerDays('inactive', days, 30)).toEqual([7, 15, 24]);
    expect(triggerDays('inactive', days, 23)).toEqual([7, 15]);
  });

  it('count the days of the last week while enabled', () => {
    const at = Date.UTC(2026, 5, 20, 12);
    const today = dayIndex(at);
    const iso = (d: number) => new Date(d * DAY_MS).toISOString();
    expect(countedDays({ enabled: true, enabledFrom: iso(today - 30), disabledAt: null }, at)).toEqual({ from: today - 6, to: today });
    expect(countedDays({ enabled: true, enabledFrom: iso(today - 2), disabledAt: null }, at)).toEqual({ from: today - 2, to: today });
    expect(countedDays({ enabled: false, enabledFrom: iso(today - 30), disabledAt: iso(today - 3) }, at)).toEqual({ from: today - 6, to: today - 3 });
    expect(countedDays({ enabled: false, enabledFrom: iso(today - 30), disabledAt: iso(today - 9) }, at)).toBeNull();
  });

  it('the page shows how many members each trigger sent to in the last 7 days, from the members’ activity', async () => {
    await signIn();
    const page = (await api.post('autoMessage/v1/page', { pageNum: 1, pageSize: 10 })) as { records: AutoMessageRow[] };
    expect(page.records.map((r) => r.trigger)).toEqual(['watchAds', 'signInWeek', 'watchedUnpaid', 'inactive']);
    const today = dayIndex(now());
    for (const row of page.records) {
      const window = countedDays(row, now())!;
      expect(row.sentLast7Days, row.trigger).toBe(membersTriggered(row.trigger, window.from, window.to));
    }
    expect(page.records.find((r) => r.trigger === 'watchAds')!.sentLast7Days).toBeGreaterThan(0);
    // A member counted under "watched ads" watched one in the last week.
    expect(membersTriggered('watchAds', today - 6, today)).toBeGreaterThan(0);
    expect([...Array(50).keys()].some((id) => (memberDays(id + 1)?.ad.length ?? 0) > 0)).toBe(true);
  });

  it('the last 7 days are business days: with another zone saved, each trigger counts the members of that zone’s days', async () => {
    await signIn();
    const seen: Record<string, number[]> = {};
    for (const zone of ['America/New_York', 'Asia/Kolkata', 'Asia/Tokyo']) {
      const config = await api.get('config/v1/get', undefined, SystemConfigSchema);
      const { id: _id, requestTimeoutMs: _t, updateTime: _u, updatedBy: _b, ...values } = config;
      await api.post('config/v1/update', { ...values, reportTimeZone: zone }, SystemConfigSchema);
      // The oracle: the members' kept times as days of the zone by Intl's own calendar.
      const dayOf = (ms: number) => Date.parse(`${zoneDay(new Date(ms).toISOString(), zone)}T00:00:00Z`) / DAY_MS;
      const today = dayOf(now());
      const asDays = (quarters: readonly number[]) => [...new Set(quarters.map((q) => dayOf(q * QUARTER_MS)))];
      const page = (await api.post('autoMessage/v1/page', { pageNum: 1, pageSize: 10 })) as { records: AutoMessageRow[] };
      seen[zone] = page.records.map((r) => r.sentLast7Days);
      for (const row of page.records) {
        const from = Math.max(today - 6, row.enabledFrom ? dayOf(Date.parse(row.enabledFrom)) : -Infinity);
        const to = row.enabled ? today : row.disabledAt ? Math.min(today, dayOf(Date.parse(row.disabledAt))) : -Infinity;
        let expected = 0;
        for (const [, t] of membersWithTimes()) {
          const days = { ad: asDays(t.ad), signIn: asDays(t.signIn), unpaid: asDays(t.unpaid), visits: asDays(t.visits) };
          if (triggerDays(row.trigger, days, to).some((d) => d >= from && d <= to)) expected++;
        }
        expect(row.sentLast7Days, `${zone} ${row.trigger}`).toBe(expected);
      }
    }
    // The zone matters: New York's week is not Tokyo's.
    expect(seen['America/New_York']).not.toEqual(seen['Asia/Tokyo']);
  });

  it('switching a trigger off stops its count from that day; its message is edited in the kit’s form', async () => {
    await signIn();
    const ads = autoMessages.all().find((a) => a.trigger === 'watchAds')!;
    const off = await api.post('autoMessage/v1/status', { id: ads.id, value: false, version: ads.version }, AutoMessageRowSchema);
    expect(off.enabled).toBe(false);
    expect(off.disabledAt).not.toBeNull();
    // A week later nothing was sent.
    const base = now();
    setClock(() => base + 8 * DAY_MS);
    await signIn();
    expect((await api.get('autoMessage/v1/info', { id: ads.id }, AutoMessageRowSchema)).sentLast7Days).toBe(0);
    const edited = await api.post('autoMessage/v1/update', { id: ads.id, version: off.version, title: '看广告送金豆', content: '明天签到多 5 金豆', contentEn: 'Sign in tomorrow for 5 more', contentJa: '明日サインインで金豆5枚追加' }, AutoMessageRowSchema);
    expect(edited.title).toBe('看广告送金豆');
  });

  it('no behaviour for 3 days: moving the clock on makes members who stopped visiting fire', async () => {
    await signIn();
    const inactive = autoMessages.all().find((a) => a.trigger === 'inactive')!;
    await api.post('autoMessage/v1/status', { id: inactive.id, value: true, version: inactive.version });
    const before = (await api.get('autoMessage/v1/info', { id: inactive.id }, AutoMessageRowSchema)).sentLast7Days;
    const base = now();
    setClock(() => base + 4 * DAY_MS);
    await signIn();
    expect((await api.get('autoMessage/v1/info', { id: inactive.id }, AutoMessageRowSchema)).sentLast7Days).toBeGreaterThan(before);
  });
});

describe('the ticker preview', () => {
  it('scrolls the enabled messages inside their window by weight, highest first, and follows a switch', async () => {
    await signIn();
    const preview = await api.get('ticker/v1/preview', undefined, TickerPreviewSchema);
    const weights = preview.items.map((i) => i.weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    expect(preview.items.length + preview.hidden).toBe(tickers.size);
    const top = tickers.get(preview.items[0].id)!;
    await api.post('ticker/v1/status', { id: top.id, value: false, version: top.version });
    const after = await api.get('ticker/v1/preview', undefined, TickerPreviewSchema);
    expect(after.items.map((i) => i.id)).not.toContain(top.id);
  });

  it('refuses a window with one end, or ending before it starts', async () => {
    await signIn();
    const base = { content: '公告', contentJa: 'お知らせ', weight: 10, enabled: true, startTime: '2026-06-02T10:00', endTime: '' };
    expect(((await api.post('ticker/v1/add', base).catch((e: unknown) => e)) as ApiError).serverMessage).toBe(translate('ZH', 'engage.window.both'));
    expect(((await api.post('ticker/v1/add', { ...base, endTime: '2026-06-01T10:00' }).catch((e: unknown) => e)) as ApiError).serverMessage).toBe(translate('ZH', 'engage.window.order'));
  });
});

describe('popups', () => {
  const popup = (over: Record<string, unknown> = {}) => ({ name: '首充礼', image: '/icons/logo.svg', sort: 1, jumpType: 'inStation', path: '/vip', enabled: true, target: 'segment', memberIds: [], segment: 'lowBalance', ...over });
  it('an in-station jump needs its path; no jump keeps none; the answer carries the reach', async () => {
    await signIn();
    const missing = await api.post('popup/v1/save', { popup: popup({ path: '' }) }).catch((e: unknown) => e);
    expect((missing as ApiError).serverMessage).toBe(translate('ZH', 'engage.popup.pathRequired'));
    const outside = await api.post('popup/v1/save', { popup: popup({ path: 'https://evil.example' }) }).catch((e: unknown) => e);
    expect((outside as ApiError).serverMessage).toBe(translate('ZH', 'engage.popup.pathRule'));
    const none = await api.post('popup/v1/save', { popup: popup({ jumpType: 'none', path: '/ignored', target: 'users', memberIds: [3, 1], segment: 'lowBalance' }) }, PopupRowSchema);
    expect(none).toMatchObject({ path: '', memberIds: [1, 3], segment: null, reach: 2 });
  });
});
