import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dayBounds, dayOffsetLabel, dayStartMs, isTimeZone, offsetText, periodEnds, zonedTimeToUtc } from '@/lib/time-zone';
import { businessToday, presetRange } from '@/lib/resource/dates';
import { dayOfTime, dayText, shiftDay, todayIn } from '@/lib/report/period';
import { sameTimeYesterday } from '@/features/statistics/mock/handlers/reports/payments';

/*
 * The business day (src/lib/time-zone.ts): a day's boundaries, offsets named for the day, and the
 * dashboard's same-time comparison, in zones of whole hours, a half-hour offset (Kolkata, +5:30)
 * and DST (New York, London). The oracle is Intl's own calendar, no code shared with the module.
 */

const ZONES = ['UTC', 'Asia/Tokyo', 'Asia/Shanghai', 'Asia/Kolkata', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe'] as const;
const zone = fc.constantFrom(...ZONES);
/** Moments from 2000 to 2040. */
const moment = fc.integer({ min: 946_684_800_000, max: 2_208_988_800_000 });

const fmt = new Map<string, Intl.DateTimeFormat>();
/** 'YYYY-MM-DD HH:mm:ss' of a moment in a zone, by Intl. */
function wall(ms: number, tz: string): string {
  let f = fmt.get(tz);
  if (!f) fmt.set(tz, (f = new Intl.DateTimeFormat('sv-SE', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })));
  return f.format(ms);
}
const zoneDay = (ms: number, tz: string) => wall(ms, tz).slice(0, 10);

describe('zones', () => {
  it('accepts IANA zones and refuses anything else', () => {
    for (const z of [...ZONES, 'Asia/Kathmandu', 'America/Sao_Paulo']) expect(isTimeZone(z)).toBe(true);
    for (const z of ['', 'Mars/Base', 'Asia/Tokio', ' Asia/Tokyo', 'UTC+9', 42, null]) expect(isTimeZone(z)).toBe(false);
  });

  it('names the offset of the day: half hours, and DST by the date', () => {
    expect(dayOffsetLabel('2026-11-26', 'Asia/Tokyo')).toBe('UTC+9');
    expect(dayOffsetLabel('2026-11-26', 'UTC')).toBe('UTC');
    expect(dayOffsetLabel('2026-11-26', 'Asia/Kolkata')).toBe('UTC+5:30');
    expect(dayOffsetLabel('2026-01-15', 'America/New_York')).toBe('UTC-5');
    expect(dayOffsetLabel('2026-07-01', 'America/New_York')).toBe('UTC-4');
    expect(offsetText(-(3 * 60 + 30) * 60_000)).toBe('UTC-3:30');
    expect(periodEnds('2026-11-20', '2026-11-26', 'Asia/Tokyo')).toEqual({ start: '2026-11-20', end: '2026-11-26 (UTC+9)' });
    // A DST change inside the period: each end says its own.
    expect(periodEnds('2026-03-01', '2026-03-31', 'America/New_York')).toEqual({ start: '2026-03-01 (UTC-5)', end: '2026-03-31 (UTC-4)' });
  });
});

describe('day boundaries', () => {
  it('a moment lies within its own day’s bounds, and the day is Intl’s day in that zone', () => {
    fc.assert(
      fc.property(moment, zone, (ms, tz) => {
        const day = zoneDay(ms, tz);
        expect(dayText(dayOfTime(ms, tz))).toBe(day);
        expect(todayIn(tz, ms)).toBe(day);
        const { from, until } = dayBounds(day, day, tz);
        expect(from).toBeLessThanOrEqual(ms);
        expect(until).toBeGreaterThan(ms);
        // The first moment is that day, the one before it the day before.
        expect(zoneDay(from, tz)).toBe(day);
        expect(zoneDay(from - 1, tz)).toBe(shiftDay(day, -1));
        expect(zoneDay(until, tz)).toBe(shiftDay(day, 1));
        // 23, 24 or 25 hours (a DST change's day), or 23.5 / 24.5 on Lord Howe.
        expect([23, 23.5, 24, 24.5, 25]).toContain((until - from) / 3_600_000);
      }),
      { numRuns: 400 },
    );
  });

  it('a range of days covers the moments of each of its days, no more', () => {
    fc.assert(
      fc.property(moment, zone, fc.integer({ min: 0, max: 40 }), (ms, tz, n) => {
        const start = zoneDay(ms, tz);
        const end = shiftDay(start, n);
        const { from, until } = dayBounds(start, end, tz);
        expect(from).toBe(dayStartMs(start, tz));
        expect(until).toBe(dayStartMs(shiftDay(end, 1), tz));
        expect(zoneDay(until - 1, tz)).toBe(end);
      }),
    );
  });

  it('the list presets count from today in the zone, not the browser’s date', () => {
    // 16:00 UTC on 30 November is already 1 December in Tokyo, still 30 November in New York.
    const at = Date.UTC(2026, 10, 30, 16);
    expect(presetRange('today', businessToday(at, 'Asia/Tokyo'))).toEqual(['2026-12-01', '2026-12-02']);
    expect(presetRange('thisMonth', businessToday(at, 'Asia/Tokyo'))).toEqual(['2026-12-01', '2026-12-31']);
    expect(presetRange('today', businessToday(at, 'America/New_York'))).toEqual(['2026-11-30', '2026-12-01']);
    expect(presetRange('today', businessToday(at, 'Asia/Kolkata'))).toEqual(['2026-11-30', '2026-12-01']);
    expect(presetRange('today', businessToday(Date.UTC(2026, 10, 30, 18, 30), 'Asia/Kolkata'))).toEqual(['2026-12-01', '2026-12-02']);
  });
});

describe('the dashboard’s same-time comparison', () => {
  it('compares today so far with yesterday from its start up to the same time of day', () => {
    fc.assert(
      fc.property(moment, zone, (now, tz) => {
        const today = zoneDay(now, tz);
        const cut = sameTimeYesterday({ now: () => now }, today, today, tz)!;
        expect(cut).not.toBeNull();
        expect(cut.from).toBe(dayStartMs(shiftDay(today, -1), tz));
        expect(cut.until).toBeGreaterThanOrEqual(cut.from);
        expect(cut.until).toBeLessThanOrEqual(dayStartMs(today, tz));
        expect(zoneDay(cut.from, tz)).toBe(shiftDay(today, -1));
        // Yesterday's clock read what today's reads now, unless that time did not happen yesterday (a DST change).
        const [nowWall, cutWall] = [wall(now, tz).slice(11), wall(cut.until, tz).slice(11)];
        const dayLength = dayStartMs(today, tz) - cut.from;
        if (dayLength === 86_400_000 && cut.until < dayStartMs(today, tz)) expect(cutWall).toBe(nowWall);
      }),
      { numRuns: 400 },
    );
  });

  it('on the day after a DST change the cut is still yesterday’s same wall time', () => {
    // New York, 9 March 2026 at 10:00 (UTC-4); yesterday (8 March, 23 hours) at 10:00 was UTC-4 too.
    const now = Date.UTC(2026, 2, 9, 14);
    const cut = sameTimeYesterday({ now: () => now }, '2026-03-09', '2026-03-09', 'America/New_York')!;
    expect(wall(cut.until, 'America/New_York')).toBe('2026-03-08 10:00:00');
    expect(wall(cut.from, 'America/New_York')).toBe('2026-03-08 00:00:00');
    // Kolkata at 05:29 (23:59 UTC): yesterday up to 05:29.
    const k = Date.UTC(2026, 10, 25, 23, 59);
    const kc = sameTimeYesterday({ now: () => k }, '2026-11-26', '2026-11-26', 'Asia/Kolkata')!;
    expect(wall(kc.until, 'Asia/Kolkata')).toBe('2026-11-25 05:29:00');
    expect(kc.until - kc.from).toBe((5 * 60 + 29) * 60_000);
  });

  it('is no comparison of a part of a day for any other period', () => {
    const now = Date.UTC(2026, 10, 26, 3);
    expect(sameTimeYesterday({ now: () => now }, '2026-11-25', '2026-11-25', 'Asia/Tokyo')).toBeNull();
    expect(sameTimeYesterday({ now: () => now }, '2026-11-20', '2026-11-26', 'Asia/Tokyo')).toBeNull();
    expect(sameTimeYesterday({ now: () => now }, '2026-11-26', '2026-11-26', 'Asia/Tokyo')).not.toBeNull();
  });

  it('reads a wall time back to the moment it names', () => {
    fc.assert(
      fc.property(moment, zone, (ms, tz) => {
        const w = wall(ms, tz);
        const wallMs = Date.UTC(Number(w.slice(0, 4)), Number(w.slice(5, 7)) - 1, Number(w.slice(8, 10)), Number(w.slice(11, 13)), Number(w.slice(14, 16)), Number(w.slice(17, 19)));
        const back = zonedTimeToUtc(wallMs, tz);
        // A repeated hour gives its first reading: the same wall time, at or before the moment.
        expect(wall(back, tz)).toBe(w);
        expect(back).toBeLessThanOrEqual(Math.floor(ms / 1000) * 1000);
      }),
      { numRuns: 400 },
    );
  });
});
