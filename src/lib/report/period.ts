import type { MessageId } from '@/i18n';
import { isDay } from '../resource/dates';
import { currentTimeZone, zoneOffsetMs } from '../time-zone';

export { zoneOffsetMs };

/*
 * The report kit's periods: pure arithmetic on days written 'YYYY-MM-DD', shared by the report
 * pages (the period picker, the URL), the mock's warehouse (which day a moment belongs to) and
 * the tests. Nothing here reads the browser's time zone: a day is a day of the business day's
 * zone, the system configuration's reportTimeZone (src/lib/time-zone.ts, currentTimeZone): the
 * warehouse buckets by it (dayOfTime) and the picker resolves today by it (todayIn), like every
 * date filter of the lists, so a report's day and the list behind it hold the same records.
 */

/** A period is at most this many days (two years: the demo world holds 540 days of history). */
export const MAX_REPORT_DAYS = 731;

/** The dashboard's seven periods, in the order the picker shows them. */
export const PERIOD_PRESETS = ['today', 'yesterday', 'last7', 'last14', 'last30', 'thisMonth', 'lastMonth'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export const PRESET_LABELS: Record<PeriodPreset, MessageId> = {
  today: 'report.period.today',
  yesterday: 'report.period.yesterday',
  last7: 'report.period.last7',
  last14: 'report.period.last14',
  last30: 'report.period.last30',
  thisMonth: 'report.period.thisMonth',
  lastMonth: 'report.period.lastMonth',
};

/** Whole days, both ends included: [start, start] is one day. */
export interface DayRange {
  start: string;
  end: string;
}

/** A period as a report shows it: a preset (resolved against today) or a custom range (preset null). */
export interface Period extends DayRange {
  preset: PeriodPreset | null;
}

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a day 'YYYY-MM-DD' (the calendar's own count, no time zone involved). */
export function dayNumber(day: string): number {
  return Math.floor(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS);
}

/** The day 'YYYY-MM-DD' of a day number. */
export function dayText(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** The day `n` days after `day` (before, for a negative n), across months, years and leap days. */
export function shiftDay(day: string, n: number): string {
  return dayText(dayNumber(day) + n);
}

/** How many days a range holds, both ends included ([d, d] is 1). */
export function dayCount(range: DayRange): number {
  return dayNumber(range.end) - dayNumber(range.start) + 1;
}

/** Every day of a range, in order. */
export function daysOf(range: DayRange): string[] {
  const first = dayNumber(range.start);
  const out: string[] = [];
  for (let n = first, last = dayNumber(range.end); n <= last; n++) out.push(dayText(n));
  return out;
}

/* ------------------------------------------------------------------ time zones */

/** Offsets by the hour: a zone's offset changes only on an hour (or half-hour) boundary. */
const offsetCache = new Map<string, Map<number, number>>();
function cachedOffset(ms: number, timeZone: string): number {
  let zone = offsetCache.get(timeZone);
  if (!zone) offsetCache.set(timeZone, (zone = new Map()));
  // Half-hour buckets: the few zones that move by 30 minutes change on one.
  const bucket = Math.floor(ms / 1_800_000);
  let offset = zone.get(bucket);
  if (offset === undefined) {
    offset = zoneOffsetMs(bucket * 1_800_000, timeZone);
    if (zone.size > 200_000) zone.clear();
    zone.set(bucket, offset);
  }
  return offset;
}

/** The day number (see dayNumber) a moment falls on in `timeZone`: what the warehouse buckets by. */
export function dayOfTime(ms: number, timeZone: string = currentTimeZone()): number {
  if (timeZone === 'UTC') return Math.floor(ms / DAY_MS);
  return Math.floor((ms + cachedOffset(ms, timeZone)) / DAY_MS);
}

/** Today's day 'YYYY-MM-DD' in `timeZone` at `ms` (not the browser's own date). */
export function todayIn(timeZone: string = currentTimeZone(), ms: number = Date.now()): string {
  return dayText(dayOfTime(ms, timeZone));
}

/* ------------------------------------------------------------------ presets and comparison */

/**
 * A preset's days for `today`:
 * - today, yesterday: that one day;
 * - last 7 / 14 / 30 days: the n days up to and including today;
 * - this month: from its first day up to today (no day of the future);
 * - last month: its first to its last day.
 */
export function presetRange(preset: PeriodPreset, today: string): DayRange {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7));
  const first = (year: number, month: number) => dayText(Math.floor(Date.UTC(year, month - 1, 1) / DAY_MS));
  switch (preset) {
    case 'today':
      return { start: today, end: today };
    case 'yesterday': {
      const day = shiftDay(today, -1);
      return { start: day, end: day };
    }
    case 'last7':
      return { start: shiftDay(today, -6), end: today };
    case 'last14':
      return { start: shiftDay(today, -13), end: today };
    case 'last30':
      return { start: shiftDay(today, -29), end: today };
    case 'thisMonth':
      return { start: first(y, m), end: today };
    case 'lastMonth': {
      const [ly, lm] = m === 1 ? [y - 1, 12] : [y, m - 1];
      return { start: first(ly, lm), end: shiftDay(first(y, m), -1) };
    }
  }
}

/** The period of the same length just before `range` (compare-to-previous): 7 days before 7 days. */
export function previousRange(range: DayRange): DayRange {
  const n = dayCount(range);
  return { start: shiftDay(range.start, -n), end: shiftDay(range.start, -1) };
}

/* ------------------------------------------------------------------ rules */

export type PeriodIssue = 'valid.date' | 'valid.dateRange' | 'report.period.sameDay' | 'report.period.tooLong';

/**
 * Section 5, a custom range the picker applies: both ends real days, start and end different and
 * in order (start strictly before end), at most MAX_REPORT_DAYS days.
 */
export function customRangeIssue(start: string, end: string): PeriodIssue | null {
  if (!isDay(start) || !isDay(end)) return start && end ? 'valid.date' : 'valid.dateRange';
  // A typed single day: the refusal names the presets that give one day ([d, d]): 今天, 昨天.
  if (start === end) return 'report.period.sameDay';
  if (start > end) return 'valid.dateRange';
  return dayCount({ start, end }) > MAX_REPORT_DAYS ? 'report.period.tooLong' : null;
}

/**
 * What a report call accepts: real days, start not after end (a preset's one day is [d, d]),
 * at most MAX_REPORT_DAYS days. The mock answers 400 with the message otherwise.
 */
export function requestRangeIssue(start: unknown, end: unknown): PeriodIssue | null {
  if (!isDay(start) || !isDay(end)) return 'valid.date';
  if (start > end) return 'valid.dateRange';
  return dayCount({ start, end }) > MAX_REPORT_DAYS ? 'report.period.tooLong' : null;
}

/* ------------------------------------------------------------------ the URL */

/** The URL's `period`: a preset's name, or 'YYYY-MM-DD~YYYY-MM-DD' for a custom range. */
export const PERIOD_PARAM = 'period';

export function periodParam(period: Pick<Period, 'preset' | 'start' | 'end'>): string {
  return period.preset ?? `${period.start}~${period.end}`;
}

/** What a report lets the operator choose: some or all of the presets, and whether a custom range. */
export interface PeriodChoices {
  presets: readonly PeriodPreset[];
  custom: boolean;
}
/** Every report's choices unless it says otherwise: the seven presets and a custom range. */
export const ALL_PERIOD_CHOICES: PeriodChoices = { presets: PERIOD_PRESETS, custom: true };

/**
 * The period a value names ('last30', '2026-10-01~2026-10-10'), resolved against `today`, when
 * `choices` offer it; null for anything else (missing, unknown, a broken custom range, a choice
 * the report does not offer).
 */
export function parsePeriod(value: unknown, today: string, choices: PeriodChoices = ALL_PERIOD_CHOICES): Period | null {
  const text = typeof value === 'string' ? value : '';
  if ((PERIOD_PRESETS as readonly string[]).includes(text)) {
    const preset = text as PeriodPreset;
    return choices.presets.includes(preset) ? { preset, ...presetRange(preset, today) } : null;
  }
  const custom = /^(\d{4}-\d{2}-\d{2})~(\d{4}-\d{2}-\d{2})$/.exec(text);
  if (choices.custom && custom && !customRangeIssue(custom[1], custom[2])) return { preset: null, start: custom[1], end: custom[2] };
  return null;
}

/**
 * The period the URL names, resolved against `today`; anything else (missing, unknown, a broken
 * custom range) is `fallback`.
 */
export function periodFromParam(value: unknown, today: string, fallback: PeriodPreset): Period {
  return parsePeriod(value, today) ?? { preset: fallback, ...presetRange(fallback, today) };
}

/* ------------------------------------------------------------------ the period kept across reports */

/**
 * The sessionStorage key of the period last chosen on any report (its URL value: a preset's name
 * or a custom range), so the next report opened shows the same period for the rest of the session.
 */
export const REMEMBERED_PERIOD_KEY = 'report-period';

/** Where the chosen period is kept: sessionStorage in the browser, anything with the same two calls in a test. */
export type PeriodStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The period last chosen, as its URL value (null when none, or the store cannot be read). */
export function recallPeriod(store: PeriodStore | undefined): string | null {
  try {
    return store?.getItem(REMEMBERED_PERIOD_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Keeps a chosen period (a valid one only) for the next report; a store that refuses it changes nothing. */
export function rememberPeriod(store: PeriodStore | undefined, value: string, today: string): void {
  if (!parsePeriod(value, today)) return;
  try {
    store?.setItem(REMEMBERED_PERIOD_KEY, value);
  } catch {
    // Storage unavailable: the period stays on this report only.
  }
}

/**
 * The period a report shows: the URL's when it names one the report offers; else the one last
 * chosen on any report (`remembered`) when the report offers it; else the report's own `fallback`.
 */
export function resolvePeriod(url: unknown, remembered: unknown, today: string, fallback: PeriodPreset, choices: PeriodChoices = ALL_PERIOD_CHOICES): Period {
  return parsePeriod(url, today, choices) ?? parsePeriod(remembered, today, choices) ?? { preset: fallback, ...presetRange(fallback, today) };
}
