import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { translate } from '@/i18n';
import '@/i18n/messages/resource';
import { addDays, dateOfDay, dayOfDate, isDay, MAX_YEAR, MIN_YEAR, parseDay, parseTime, presetOf, presetRange, PRESETS, rangeIssue, rangeProblem } from '@/lib/resource/dates';
import { fieldRule } from '@/lib/resource/form-schema';

/** The date kit's pure part (src/lib/resource/dates.ts): what is read, what is shown, the presets and the range rule. */

/** A local date (months 1-12, as people write them). */
const on = (y: number, m: number, d: number) => new Date(y, m - 1, d, 15, 30);

/** Any day the inputs take, as a Date at local noon (noon: no DST gap moves it to another day). */
const anyDate = fc
  .record({ y: fc.integer({ min: MIN_YEAR, max: MAX_YEAR }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 31 }) })
  .map(({ y, m, d }) => {
    const date = new Date(2000, m - 1, 1, 12);
    date.setFullYear(y, m - 1, Math.min(d, new Date(2000 + (y % 400), m, 0).getDate()));
    return date;
  });

/** The same day, written by an oracle that shares no code with the module. */
const written = (d: Date) => [d.getFullYear(), d.getMonth() + 1, d.getDate()].map((n, i) => String(n).padStart(i ? 2 : 4, '0')).join('-');

describe('parseDay', () => {
  it('reads YYYY-MM-DD, YYYY/MM/DD, YYYY.MM.DD, YYYYMMDD and 2026年5月1日 as the same day', () => {
    for (const text of ['2026-05-01', '2026/05/01', '2026/5/1', '2026.05.01', '20260501', ' 2026-05-01 ', '2026年5月1日', '２０２６－０５－０１']) {
      expect(parseDay(text), text).toBe('2026-05-01');
    }
  });

  it('refuses what is no day, and never guesses a day-first or month-first order', () => {
    for (const text of ['', 'abc', '2026-02-30', '2026-13-01', '2026-00-10', '2026-04-31', '05/01/2026', '01.05.2026', '260501', '2026-05', '999-01-01', '2026-05-01T10:00']) {
      expect(parseDay(text), text).toBeNull();
    }
  });

  it('knows leap years: 29 February in 2024 and 2000, not in 2026 or 1900', () => {
    expect(parseDay('2024-02-29')).toBe('2024-02-29');
    expect(parseDay('2000/02/29')).toBe('2000-02-29');
    expect(parseDay('20260229')).toBeNull();
    expect(parseDay('1900-02-29')).toBeNull();
  });

  it('formatting then parsing any day gives it back, in every spelling it accepts', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        const day = dayOfDate(date);
        expect(day).toBe(written(date));
        expect(isDay(day)).toBe(true);
        expect(parseDay(day)).toBe(day);
        expect(parseDay(day.replace(/-/g, '/'))).toBe(day);
        expect(parseDay(day.replace(/-/g, ''))).toBe(day);
        const back = dateOfDay(day)!;
        expect([back.getFullYear(), back.getMonth(), back.getDate()]).toEqual([date.getFullYear(), date.getMonth(), date.getDate()]);
      }),
    );
  });
});

describe('addDays', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -6)).toBe('2026-02-23');
    expect(addDays('2024-03-03', -6)).toBe('2024-02-26');
  });
});

describe('presets', () => {
  it('today is [today, tomorrow]: start strictly before end, and the inclusive filter lists today', () => {
    expect(presetRange('today', on(2026, 5, 14))).toEqual(['2026-05-14', '2026-05-15']);
    expect(presetRange('today', on(2026, 12, 31))).toEqual(['2026-12-31', '2027-01-01']);
    expect(presetRange('today', on(2024, 2, 28))).toEqual(['2024-02-28', '2024-02-29']);
  });

  it('last 7 days is [today − 6, today]', () => {
    expect(presetRange('last7', on(2026, 5, 14))).toEqual(['2026-05-08', '2026-05-14']);
    expect(presetRange('last7', on(2026, 1, 3))).toEqual(['2025-12-28', '2026-01-03']);
    expect(presetRange('last7', on(2024, 3, 2))).toEqual(['2024-02-25', '2024-03-02']);
  });

  it('this month and last month run from the first to the last day, across years and leap Februaries', () => {
    expect(presetRange('thisMonth', on(2026, 5, 14))).toEqual(['2026-05-01', '2026-05-31']);
    expect(presetRange('thisMonth', on(2024, 2, 1))).toEqual(['2024-02-01', '2024-02-29']);
    expect(presetRange('thisMonth', on(2026, 2, 28))).toEqual(['2026-02-01', '2026-02-28']);
    expect(presetRange('lastMonth', on(2026, 5, 14))).toEqual(['2026-04-01', '2026-04-30']);
    expect(presetRange('lastMonth', on(2026, 1, 15))).toEqual(['2025-12-01', '2025-12-31']);
    expect(presetRange('lastMonth', on(2024, 3, 31))).toEqual(['2024-02-01', '2024-02-29']);
    expect(presetRange('lastMonth', on(2100, 3, 1))).toEqual(['2100-02-01', '2100-02-28']);
  });

  it('every preset, on any day, is a range the rule accepts and is recognised again', () => {
    fc.assert(
      fc.property(anyDate.filter((d) => d.getFullYear() > MIN_YEAR && d.getFullYear() < MAX_YEAR), fc.constantFrom(...PRESETS), (today, preset) => {
        const range = presetRange(preset, today);
        expect(rangeProblem(range)).toBe(false);
        expect(range.every(isDay)).toBe(true);
        expect(presetOf(range, today)).toBe(preset);
        // Each range holds today, except last month's, which ends the day before this month starts.
        const day = dayOfDate(today);
        if (preset === 'lastMonth') expect(addDays(range[1], 1)).toBe(`${day.slice(0, 7)}-01`);
        else expect(range[0] <= day && day <= range[1]).toBe(true);
      }),
    );
  });
});

describe('the range rule (section 11)', () => {
  it('takes no range at all, refuses half a range, a text that is no day, and start >= end', () => {
    expect(rangeIssue(['', ''])).toBeNull();
    expect(rangeIssue(undefined)).toBeNull();
    expect(rangeIssue(['2026-05-01', ''])).toBe('valid.dateRange');
    expect(rangeIssue(['', '2026-05-01'])).toBe('valid.dateRange');
    expect(rangeIssue(['2026-05-01', '2026-05-01'])).toBe('valid.dateRange.sameDay');
    expect(rangeIssue(['2026-05-02', '2026-05-01'])).toBe('valid.dateRange');
    expect(rangeIssue(['2026/05/01', '2026-05-03'])).toBe('valid.date');
    expect(rangeIssue(['2026-05-01', '2026-02-30'])).toBe('valid.date');
    expect(rangeIssue(['2026-05-01', '2026-05-02'])).toBeNull();
  });

  it('refuses start >= end and accepts start < end, for any two days', () => {
    fc.assert(
      fc.property(anyDate, anyDate, (a, b) => {
        const [x, y] = [dayOfDate(a), dayOfDate(b)];
        const before = a.getTime() < b.getTime() && x !== y;
        expect(rangeProblem([x, y])).toBe(!before);
      }),
    );
  });

  it('is the form’s check of a date-range field, and a date field takes only a day', () => {
    const range = fieldRule({ kind: 'daterange' })!;
    const message = (schema: v.GenericSchema, value: unknown) => {
      const r = v.safeParse(schema, value);
      return r.success ? null : r.issues[0].message;
    };
    expect(message(range, ['2026-05-02', '2026-05-01'])).toBe('valid.dateRange');
    expect(message(range, ['2026-05-01', '2026-05-02'])).toBeNull();
    expect(message(fieldRule({ kind: 'date' })!, '2026-02-30')).toBe('valid.date');
    expect(message(fieldRule({ kind: 'date' })!, '2026-02-28')).toBeNull();
    expect(message(fieldRule({ kind: 'datetime' })!, '2026-02-28T25:00')).toBe('valid.time');
    expect(message(fieldRule({ kind: 'datetime' })!, '2026-02-28T09:30')).toBeNull();
  });
});

describe('parseTime', () => {
  it('reads HH:mm, H:mm and HHmm in 24 hours', () => {
    expect(parseTime('09:30')).toBe('09:30');
    expect(parseTime('9:30')).toBe('09:30');
    expect(parseTime('2359')).toBe('23:59');
    expect(parseTime('09：30')).toBe('09:30');
    for (const text of ['24:00', '12:60', '9:5', 'noon', '']) expect(parseTime(text), text).toBeNull();
  });
});

describe('the calendar’s names', () => {
  it('come from the console’s messages: 12 months and 7 days in both languages', () => {
    for (const locale of ['ZH', 'EN'] as const) {
      expect(translate(locale, 'date.months').split(' ')).toHaveLength(12);
      expect(translate(locale, 'date.shortMonths').split(' ')).toHaveLength(12);
      expect(translate(locale, 'date.days').split(' ')).toHaveLength(7);
      expect(translate(locale, 'date.shortDays').split(' ')).toHaveLength(7);
    }
    expect(translate('ZH', 'date.monthYear', { year: '2026', month: '5月' })).toBe('2026年5月');
  });
});
