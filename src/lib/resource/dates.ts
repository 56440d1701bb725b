import type { MessageId } from '@/i18n';
import { isoDay } from '../format';
import { currentTimeZone, zoneOffsetMs } from '../time-zone';

/**
 * Days as the console keeps them: 'YYYY-MM-DD' strings (a date field's value, each end of a range,
 * the URL, the wire), in both languages. The date inputs (`DateInput`, `DateRangeInput`) show
 * them as they are and read what is typed with `parseDay`; everything here is pure, so the unit
 * tests import it without a DOM.
 */

/** Years the inputs accept: four digits (a Date's year 0-99 would be read as 1900-1999). */
export const MIN_YEAR = 1000;
export const MAX_YEAR = 9999;

const CANONICAL = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day `year`-`month`-`day` (month 1-12) when it exists in the calendar, else null. */
function dayOf(year: number, month: number, day: number): string | null {
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1) return null;
  // Day 0 of the next month is the last day of this one.
  const last = new Date(year, month, 0).getDate();
  if (day > last) return null;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${year}-${p(month)}-${p(day)}`;
}

/** True for a real day written 'YYYY-MM-DD' (not '2026-02-30', not '2026-5-1'). */
export function isDay(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const m = CANONICAL.exec(text);
  return Boolean(m && dayOf(Number(m[1]), Number(m[2]), Number(m[3])) === text);
}

/**
 * What a person typed, as 'YYYY-MM-DD', or null when it is no day: 'YYYY-MM-DD', 'YYYY/MM/DD',
 * 'YYYY.MM.DD' (one-digit month and day too), 'YYYYMMDD' and '2026年5月1日'; full-width digits and
 * spaces around are forgiven. Year first always: '05/01/2026' is refused, not guessed.
 */
export function parseDay(text: string): string | null {
  const s = text
    .trim()
    .replace(/[\uFF10-\uFF19]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xff10 + 48))
    .replace(/[\uFF0D\uFF0F\uFF0E]/g, (c) => ({ '\uFF0D': '-', '\uFF0F': '/', '\uFF0E': '.' })[c]!);
  const m = /^(\d{4})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{1,2})$/.exec(s) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(s) ?? /^(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日?$/.exec(s);
  return m ? dayOf(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** The local midnight of a day (what the calendar shows), or undefined for anything else. */
export function dateOfDay(day: string): Date | undefined {
  if (!isDay(day)) return undefined;
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(y, m - 1, d);
  // new Date(y, …) reads years 0-99 as 1900-1999; MIN_YEAR keeps those out, this keeps it honest.
  date.setFullYear(y);
  return date;
}

/** The day of a Date in local time ('YYYY-MM-DD'). */
export const dayOfDate = isoDay;

/** The day `n` days after `day` (before, for a negative n), across months, years and leap days. */
export function addDays(day: string, n: number): string {
  const d = dateOfDay(day);
  if (!d) throw new RangeError(`not a day: ${day}`);
  d.setDate(d.getDate() + n);
  return dayOfDate(d);
}

/** A range's value: both ends, or both empty. */
export type DayRange = [start: string, end: string];

/**
 * Section 11: start and end dates must differ and form a correct range. Both empty is no filter;
 * otherwise both must be days and the start strictly before the end. A typed single day (start =
 * end) gets the same refusal with the way out: the presets' 今天 is one day ([today, tomorrow],
 * see presetRange). A past day alone cannot be a range under this rule (both ends are included,
 * so 昨天 would be [yesterday, today], two days): the console offers no 昨天 preset rather than a
 * preset that lists more than it says.
 */
export function rangeIssue(value: unknown): 'valid.date' | 'valid.dateRange' | 'valid.dateRange.sameDay' | null {
  if (!Array.isArray(value)) return null;
  const [start = '', end = ''] = value as unknown[];
  if (!start && !end) return null;
  if ((start && !isDay(start)) || (end && !isDay(end))) return 'valid.date';
  if (start && start === end) return 'valid.dateRange.sameDay';
  return !start || !end || (start as string) > (end as string) ? 'valid.dateRange' : null;
}

/** True when a range breaks the rule above (what a list's filter bar refuses to apply). */
export function rangeProblem(value: unknown): boolean {
  return rangeIssue(value) !== null;
}

export const PRESETS = ['today', 'last7', 'thisMonth', 'lastMonth'] as const;
export type Preset = (typeof PRESETS)[number];

export const PRESET_LABEL: Record<Preset, MessageId> = {
  today: 'date.preset.today',
  last7: 'date.preset.last7',
  thisMonth: 'date.preset.thisMonth',
  lastMonth: 'date.preset.lastMonth',
};

/**
 * Today in the business day's zone (src/lib/time-zone.ts), as a local-midnight Date of that
 * calendar day (what the presets and the calendar read): not the browser's own date.
 */
export function businessToday(ms: number = Date.now(), timeZone: string = currentTimeZone()): Date {
  const wall = new Date(ms + zoneOffsetMs(ms, timeZone));
  const d = new Date(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
  d.setFullYear(wall.getUTCFullYear());
  return d;
}

/**
 * A preset's range for `today` (the business day's date: businessToday):
 * - today: [today, tomorrow]. The spec wants start strictly before end (section 11), so one day
 *   cannot be [today, today]; the filters are inclusive of both ends, and no record lies in the
 *   future, so [today, tomorrow] lists exactly today's records.
 * - last 7 days: [today − 6, today], seven days counting today;
 * - this month: [first day, last day] of this month;
 * - last month: [first day, last day] of the month before.
 */
export function presetRange(preset: Preset, today: Date = businessToday()): DayRange {
  const y = today.getFullYear();
  const m = today.getMonth() + 1;
  const day = dayOf(y, m, today.getDate())!;
  switch (preset) {
    case 'today':
      return [day, addDays(day, 1)];
    case 'last7':
      return [addDays(day, -6), day];
    case 'thisMonth':
      return [dayOf(y, m, 1)!, dayOf(y, m, new Date(y, m, 0).getDate())!];
    case 'lastMonth': {
      const [ly, lm] = m === 1 ? [y - 1, 12] : [y, m - 1];
      return [dayOf(ly, lm, 1)!, dayOf(ly, lm, new Date(ly, lm, 0).getDate())!];
    }
  }
}

/** The preset a range is, for `today`, if any (the popover marks it). */
export function presetOf(value: readonly string[], today: Date = businessToday()): Preset | null {
  return PRESETS.find((p) => presetRange(p, today).join('~') === value.join('~')) ?? null;
}

/** 'HH:mm' of what a person typed ('9:5' is not a time; '0930', '9:30' and '09：30' are), or null. */
export function parseTime(text: string): string | null {
  const s = text.trim().replace(/\uFF1A/g, ':');
  const m = /^(\d{1,2}):(\d{2})$/.exec(s) ?? /^(\d{2})(\d{2})$/.exec(s);
  if (!m) return null;
  const [h, min] = [Number(m[1]), Number(m[2])];
  return h < 24 && min < 60 ? `${String(h).padStart(2, '0')}:${m[2]}` : null;
}
