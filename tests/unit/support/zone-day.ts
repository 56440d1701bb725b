import { currentTimeZone } from '@/lib/time-zone';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The day ('YYYY-MM-DD') a time falls on in the business day's zone (docs/business-day.md), by
 * Intl's own calendar (no code shared with the console): what the tests' oracles compare list
 * filters and report days with. A bare day is its own day.
 */
export function zoneDay(value: string, zone: string = currentTimeZone()): string {
  if (value.length <= 10) return value;
  let f = formats.get(zone);
  if (!f) formats.set(zone, (f = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  return f.format(Date.parse(value));
}
