import { useSyncExternalStore } from 'react';

/*
 * The business day's time zone (docs/business-day.md): the IANA zone whose calendar days every
 * report, the dashboard, the date filters and their presets count in. One value for the page (and
 * one for the mock's world, which sets its own from the settings): the system configuration's
 * `reportTimeZone`, read with the menu at the session's start (GET config/v1/timeZone) and set
 * again when an operator saves the settings, so what depends on it draws again without a reload.
 */

/** The zone until the settings say otherwise (the market's: the app sells in yen). */
export const DEFAULT_TIME_ZONE = 'Asia/Tokyo';

/** The zones the settings offer (any other IANA zone may be typed). */
export const OFFERED_TIME_ZONES = ['Asia/Tokyo', 'Asia/Shanghai', 'UTC'] as const;

const valid = new Map<string, boolean>();

/** True for a time zone the platform knows (Intl.DateTimeFormat throws a RangeError on any other). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.trim() !== zone || !zone) return false;
  let known = valid.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    valid.set(zone, known);
  }
  return known;
}

let current = DEFAULT_TIME_ZONE;
const listeners = new Set<() => void>();

/** The business day's zone now. */
export function currentTimeZone(): string {
  return current;
}

/** Sets the zone (an unknown one is ignored); whoever subscribed hears of a change. */
export function setTimeZone(zone: string): void {
  if (!isTimeZone(zone) || zone === current) return;
  current = zone;
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` after every change of the zone; returns the unsubscribe. */
export function subscribeTimeZone(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The zone, read as an external store: a component using it draws again when it changes. */
export function useTimeZone(): string {
  return useSyncExternalStore(subscribeTimeZone, currentTimeZone, currentTimeZone);
}

/* ------------------------------------------------------------------ offsets */

const partsCache = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let f = partsCache.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    partsCache.set(timeZone, f);
  }
  return f;
}

/** How far `timeZone`'s wall clock is ahead of UTC at `ms` (Tokyo: +9 h; UTC: 0; Kolkata: +5.5 h). */
export function zoneOffsetMs(ms: number, timeZone: string): number {
  if (timeZone === 'UTC') return 0;
  const p: Record<string, number> = {};
  for (const part of partsFormat(timeZone).formatToParts(ms)) if (part.type !== 'literal') p[part.type] = Number(part.value);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(ms / 1000) * 1000;
}

/**
 * The moment a wall-clock time of `timeZone` names: `wallMs` is that time read as if it were UTC
 * (Date.UTC of its fields). A time that happens twice (a DST change's repeated hour) is its first;
 * a time skipped by a change (02:30 on a spring-forward day) is the moment an hour later.
 */
export function zonedTimeToUtc(wallMs: number, timeZone: string): number {
  if (timeZone === 'UTC') return wallMs;
  let t = wallMs - zoneOffsetMs(wallMs, timeZone);
  for (let i = 0; i < 3; i++) {
    const next = wallMs - zoneOffsetMs(t, timeZone);
    if (next === t) return t;
    t = next;
  }
  // In a gap the guesses swing between the two offsets: the later one is past the jump.
  return Math.max(t, wallMs - zoneOffsetMs(t, timeZone));
}

/** The first moment of a day ('YYYY-MM-DD') in `timeZone`: its midnight (or the jump past it). */
export function dayStartMs(day: string, timeZone: string = current): number {
  return zonedTimeToUtc(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))), timeZone);
}

/** The offset as people write it: 'UTC+9', 'UTC+5:30', 'UTC-4', 'UTC' (none). */
export function offsetText(offsetMs: number): string {
  if (offsetMs === 0) return 'UTC';
  const sign = offsetMs > 0 ? '+' : '-';
  const minutes = Math.round(Math.abs(offsetMs) / 60_000);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `UTC${sign}${h}${m ? `:${String(m).padStart(2, '0')}` : ''}`;
}

/**
 * The offset label of a day of `timeZone` ('YYYY-MM-DD'): the offset at the day's noon, so a DST
 * zone shows its summer offset on a summer day ('UTC-4' in July in New York, 'UTC-5' in January).
 */
export function dayOffsetLabel(day: string, timeZone: string = current): string {
  const noon = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)), 12);
  return offsetText(zoneOffsetMs(zonedTimeToUtc(noon, timeZone), timeZone));
}

/**
 * A period's two ends named with the zone's offset beside them, as the period bar shows them:
 * the offset once, after the end ('2026-11-26 (UTC+9)'), when both ends have the same; after each
 * end when a DST change lies between them ('2026-03-01 (UTC-5)' to '2026-03-31 (UTC-4)').
 */
export function periodEnds(start: string, end: string, timeZone: string = current): { start: string; end: string } {
  const first = dayOffsetLabel(start, timeZone);
  const last = dayOffsetLabel(end, timeZone);
  return { start: first === last ? start : `${start} (${first})`, end: `${end} (${last})` };
}

/**
 * The moments a range of whole days of `timeZone` covers, both days included: from the start's
 * midnight up to (not including) the midnight after the end. What every list's date filter keeps
 * (a record whose time t has from <= t < until).
 */
export function dayBounds(start: string, end: string, timeZone: string = current): { from: number; until: number } {
  const next = new Date(Date.UTC(Number(end.slice(0, 4)), Number(end.slice(5, 7)) - 1, Number(end.slice(8, 10)) + 1)).toISOString().slice(0, 10);
  return { from: dayStartMs(start.slice(0, 10), timeZone), until: dayStartMs(next, timeZone) };
}

/** 'YYYY-MM-DD HH:mm' of a moment on `timeZone`'s wall clock (what the dashboard's comparison names). */
export function wallClockText(ms: number, timeZone: string = current): string {
  return new Date(ms + zoneOffsetMs(ms, timeZone)).toISOString().slice(0, 16).replace('T', ' ');
}
