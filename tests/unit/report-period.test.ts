import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MAX_REPORT_DAYS,
  PERIOD_PRESETS,
  customRangeIssue,
  dayCount,
  dayNumber,
  dayOfTime,
  dayText,
  daysOf,
  periodFromParam,
  periodParam,
  presetRange,
  previousRange,
  REMEMBERED_PERIOD_KEY,
  recallPeriod,
  rememberPeriod,
  requestRangeIssue,
  resolvePeriod,
  type PeriodPreset,
  type PeriodStore,
  shiftDay,
  todayIn,
  zoneOffsetMs,
} from '@/lib/report/period';
import { currentTimeZone } from '@/lib/time-zone';

/** The report kit's periods (src/lib/report/period.ts): presets, months, time zones, the previous period, the rule, the URL. */

/** Any day from 1971 to 2099, as 'YYYY-MM-DD', written by an oracle that shares no code with the module. */
const anyDay = fc.integer({ min: 365, max: 47_000 }).map((n) => {
  const d = new Date(n * 86_400_000);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
});
/** Days in a month, by an oracle: day 0 of the next month. */
const monthLength = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

describe('presets', () => {
  it('today and yesterday are one day each; the last n days end today', () => {
    expect(presetRange('today', '2026-03-01')).toEqual({ start: '2026-03-01', end: '2026-03-01' });
    expect(presetRange('yesterday', '2026-03-01')).toEqual({ start: '2026-02-28', end: '2026-02-28' });
    expect(presetRange('yesterday', '2028-03-01')).toEqual({ start: '2028-02-29', end: '2028-02-29' });
    expect(presetRange('last7', '2026-03-03')).toEqual({ start: '2026-02-25', end: '2026-03-03' });
    expect(presetRange('last14', '2026-01-05')).toEqual({ start: '2025-12-23', end: '2026-01-05' });
    expect(presetRange('last30', '2026-03-30')).toEqual({ start: '2026-03-01', end: '2026-03-30' });
  });

  it('this month runs from its first day to today; last month is the whole month before, across years and leap days', () => {
    expect(presetRange('thisMonth', '2026-05-01')).toEqual({ start: '2026-05-01', end: '2026-05-01' });
    expect(presetRange('thisMonth', '2026-05-31')).toEqual({ start: '2026-05-01', end: '2026-05-31' });
    expect(presetRange('lastMonth', '2026-03-31')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(presetRange('lastMonth', '2024-03-15')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(presetRange('lastMonth', '2026-01-01')).toEqual({ start: '2025-12-01', end: '2025-12-31' });
    expect(presetRange('lastMonth', '2026-05-31')).toEqual({ start: '2026-04-01', end: '2026-04-30' });
  });

  it('any preset on any day: in order, never after today, of the length it says', () => {
    fc.assert(
      fc.property(anyDay, fc.constantFrom(...PERIOD_PRESETS), (today, preset) => {
        const r = presetRange(preset, today);
        expect(r.start <= r.end).toBe(true);
        expect(r.end <= today).toBe(true);
        expect(requestRangeIssue(r.start, r.end)).toBeNull();
        const [y, m] = today.split('-').map(Number);
        const length = { today: 1, yesterday: 1, last7: 7, last14: 14, last30: 30, thisMonth: Number(today.slice(8)), lastMonth: monthLength(m === 1 ? y - 1 : y, m === 1 ? 12 : m - 1) }[preset];
        expect(dayCount(r)).toBe(length);
        expect(daysOf(r)).toHaveLength(length);
        if (preset === 'lastMonth') expect(r.end).toBe(shiftDay(`${today.slice(0, 7)}-01`, -1));
      }),
    );
  });
});

describe('today in the reports\' time zone', () => {
  it('is the zone\'s date, not the browser\'s: 16:00 UTC on 1 May is already 2 May in Tokyo', () => {
    const at = Date.UTC(2026, 4, 1, 16, 0);
    expect(todayIn('UTC', at)).toBe('2026-05-01');
    expect(todayIn('Asia/Tokyo', at)).toBe('2026-05-02');
    expect(todayIn('America/Los_Angeles', at)).toBe('2026-05-01');
    expect(todayIn('America/Los_Angeles', Date.UTC(2026, 4, 1, 6, 59))).toBe('2026-04-30');
    // The last day of a month in Tokyo from 15:00 UTC: "this month" is already the next one.
    expect(presetRange('thisMonth', todayIn('Asia/Tokyo', Date.UTC(2026, 4, 31, 15, 0)))).toEqual({ start: '2026-06-01', end: '2026-06-01' });
  });

  it('follows daylight saving time (New York: UTC-4 in summer, UTC-5 in winter)', () => {
    expect(zoneOffsetMs(Date.UTC(2026, 6, 1, 12), 'America/New_York')).toBe(-4 * 3_600_000);
    expect(zoneOffsetMs(Date.UTC(2026, 0, 15, 12), 'America/New_York')).toBe(-5 * 3_600_000);
    expect(todayIn('America/New_York', Date.UTC(2026, 6, 1, 3, 59))).toBe('2026-06-30');
    expect(todayIn('America/New_York', Date.UTC(2026, 6, 1, 4, 0))).toBe('2026-07-01');
  });

  it('the warehouse\'s day of a moment is the same day as todayIn, in any zone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), fc.constantFrom('UTC', 'Asia/Tokyo', 'Europe/London', 'America/New_York', 'Asia/Kolkata'), (ms, zone) => {
        expect(dayText(dayOfTime(ms, zone))).toBe(todayIn(zone, ms));
      }),
    );
    // Without a zone: the business day's (Asia/Tokyo unless the settings say otherwise).
    expect(currentTimeZone()).toBe('Asia/Tokyo');
    expect(todayIn(undefined, Date.UTC(2026, 10, 22, 23, 59))).toBe('2026-11-23');
  });
});

describe('the previous period', () => {
  it('has the same length and ends the day before the period starts', () => {
    expect(previousRange({ start: '2026-03-01', end: '2026-03-07' })).toEqual({ start: '2026-02-22', end: '2026-02-28' });
    expect(previousRange({ start: '2026-03-01', end: '2026-03-01' })).toEqual({ start: '2026-02-28', end: '2026-02-28' });
    // Last month (28 days in February 2026) is compared with the 28 days before it.
    expect(previousRange(presetRange('lastMonth', '2026-03-10'))).toEqual({ start: '2026-01-04', end: '2026-01-31' });
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 0, max: MAX_REPORT_DAYS - 1 }), (start, extra) => {
        const range = { start, end: shiftDay(start, extra) };
        const before = previousRange(range);
        expect(dayCount(before)).toBe(dayCount(range));
        expect(shiftDay(before.end, 1)).toBe(range.start);
        expect(dayNumber(before.start)).toBe(dayNumber(start) - dayCount(range));
      }),
    );
  });
});

describe('the rule: start and end must differ and form a correct range', () => {
  it('a custom range: refuses the same day, an inverted range, a broken day, and over two years', () => {
    expect(customRangeIssue('2026-10-01', '2026-10-01')).toBe('report.period.sameDay');
    expect(customRangeIssue('2026-10-02', '2026-10-01')).toBe('valid.dateRange');
    expect(customRangeIssue('', '2026-10-01')).toBe('valid.dateRange');
    expect(customRangeIssue('2026-02-30', '2026-03-01')).toBe('valid.date');
    expect(customRangeIssue('2024-01-01', shiftDay('2024-01-01', MAX_REPORT_DAYS - 1))).toBeNull();
    expect(customRangeIssue('2024-01-01', shiftDay('2024-01-01', MAX_REPORT_DAYS))).toBe('report.period.tooLong');
    fc.assert(
      fc.property(anyDay, anyDay, (a, b) => {
        const issue = customRangeIssue(a, b);
        if (a >= b) expect(issue).toBe(a === b ? 'report.period.sameDay' : 'valid.dateRange');
        else expect(issue === null).toBe(dayCount({ start: a, end: b }) <= MAX_REPORT_DAYS);
      }),
    );
  });

  it('a call: one day (a preset) is a period; an inverted one is not', () => {
    expect(requestRangeIssue('2026-10-01', '2026-10-01')).toBeNull();
    expect(requestRangeIssue('2026-10-02', '2026-10-01')).toBe('valid.dateRange');
    expect(requestRangeIssue('2026-10-01', 'x')).toBe('valid.date');
    expect(requestRangeIssue(1, '2026-10-01')).toBe('valid.date');
  });
});

describe('the period in the URL', () => {
  it('reads a preset or a custom range back as it was written, against today', () => {
    fc.assert(
      fc.property(anyDay, fc.constantFrom(...PERIOD_PRESETS), (today, preset) => {
        const period = { preset, ...presetRange(preset, today) };
        expect(periodFromParam(periodParam(period), today, 'last7')).toEqual(period);
      }),
    );
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 1, max: MAX_REPORT_DAYS - 1 }), (start, extra) => {
        const period = { preset: null, start, end: shiftDay(start, extra) };
        expect(periodFromParam(periodParam(period), '2030-01-01', 'last7')).toEqual(period);
      }),
    );
  });

  it('anything else is the report\'s default period', () => {
    for (const bad of [undefined, '', 'last99', '2026-10-05~2026-10-01', '2026-10-01~2026-10-01', '2026-13-01~2026-13-05', 7]) {
      expect(periodFromParam(bad, '2026-10-10', 'last30')).toEqual({ preset: 'last30', start: '2026-09-11', end: '2026-10-10' });
    }
  });
});

describe('the period kept across reports', () => {
  /** A sessionStorage stand-in: a map, or one whose calls throw (storage refused by the browser). */
  const memory = (): PeriodStore & { data: Map<string, string> } => {
    const data = new Map<string, string>();
    return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
  };
  const broken: PeriodStore = {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
  };
  const today = '2026-11-27';
  const lastMonth = { preset: 'lastMonth' as const, start: '2026-10-01', end: '2026-10-31' };

  it('a period chosen on one report is the next report\'s, whatever that report\'s default', () => {
    const store = memory();
    expect(resolvePeriod(undefined, recallPeriod(store), today, 'last7')).toEqual({ preset: 'last7', ...presetRange('last7', today) });
    rememberPeriod(store, 'lastMonth', today);
    expect(store.data.get(REMEMBERED_PERIOD_KEY)).toBe('lastMonth');
    for (const fallback of ['today', 'last7', 'last30'] as const) expect(resolvePeriod(undefined, recallPeriod(store), today, fallback)).toEqual(lastMonth);
    // A custom range is kept as it was chosen; a preset is resolved against the day it is shown on.
    rememberPeriod(store, '2026-09-01~2026-09-15', today);
    expect(resolvePeriod(undefined, recallPeriod(store), today, 'today')).toEqual({ preset: null, start: '2026-09-01', end: '2026-09-15' });
    rememberPeriod(store, 'last7', today);
    expect(resolvePeriod(undefined, recallPeriod(store), '2026-12-03', 'last30')).toEqual({ preset: 'last7', start: '2026-11-27', end: '2026-12-03' });
  });

  it('a period in the URL still wins; a broken one gives way to the kept one, then to the default', () => {
    fc.assert(
      fc.property(anyDay, fc.constantFrom(...PERIOD_PRESETS), fc.constantFrom(...PERIOD_PRESETS), fc.constantFrom(...PERIOD_PRESETS), (day, url, kept, fallback) => {
        expect(resolvePeriod(url, kept, day, fallback)).toEqual({ preset: url, ...presetRange(url, day) });
        expect(resolvePeriod('2026-10-05~2026-10-01', kept, day, fallback)).toEqual({ preset: kept, ...presetRange(kept, day) });
        expect(resolvePeriod(undefined, 'last99', day, fallback)).toEqual({ preset: fallback, ...presetRange(fallback, day) });
      }),
    );
    expect(resolvePeriod('2026-10-01~2026-10-10', 'lastMonth', today, 'last7')).toEqual({ preset: null, start: '2026-10-01', end: '2026-10-10' });
  });

  it('a report whose choices do not include the kept period shows its own default', () => {
    const store = memory();
    rememberPeriod(store, 'lastMonth', today);
    const daily = { presets: ['today', 'yesterday', 'last7'] as readonly PeriodPreset[], custom: false };
    expect(resolvePeriod(undefined, recallPeriod(store), today, 'today', daily)).toEqual({ preset: 'today', start: today, end: today });
    // Nor a custom range on a report without one, from the URL or kept.
    rememberPeriod(store, '2026-09-01~2026-09-15', today);
    expect(resolvePeriod(undefined, recallPeriod(store), today, 'last7', daily)).toEqual({ preset: 'last7', ...presetRange('last7', today) });
    expect(resolvePeriod('2026-09-01~2026-09-15', null, today, 'yesterday', daily)).toEqual({ preset: 'yesterday', ...presetRange('yesterday', today) });
    // The kept period stays for the next report that offers it.
    expect(resolvePeriod(undefined, recallPeriod(store), today, 'last7')).toEqual({ preset: null, start: '2026-09-01', end: '2026-09-15' });
  });

  it('only a valid period is kept; a store that refuses changes nothing and breaks nothing', () => {
    const store = memory();
    rememberPeriod(store, 'lastMonth', today);
    for (const bad of ['', 'last99', '2026-10-05~2026-10-01', '2026-10-01~2026-10-01']) rememberPeriod(store, bad, today);
    expect(recallPeriod(store)).toBe('lastMonth');
    expect(recallPeriod(undefined)).toBeNull();
    expect(recallPeriod(broken)).toBeNull();
    expect(() => rememberPeriod(broken, 'last7', today)).not.toThrow();
    expect(resolvePeriod(undefined, recallPeriod(broken), today, 'last30')).toEqual({ preset: 'last30', ...presetRange('last30', today) });
  });
});
