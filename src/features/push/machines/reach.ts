import { zoneOffsetMs, zonedTimeToUtc } from '@/lib/time-zone';
import { touchesByDay, type TouchesOn } from '@/records/touches';

/*
 * Who a push reaches, and when, after quiet hours and the daily cap (docs/safe-push.md): pure,
 * so the mock's publish, its reach preview and the unit tests read the same rules.
 *
 * - Quiet hours are a wall-clock window ('22:00'-'08:00' runs over midnight) in each member's own
 *   zone: a delivery due inside it waits until the window ends there.
 * - The cap is a number of deliveries per member per day, pushes and popups shown together
 *   (src/records/touches.ts); the day is the business day (the zone of src/lib/time-zone.ts,
 *   `dayOf`), the day the delivery happens (a waiting one: the day it is released). A member who
 *   has reached the cap on that day is left out.
 */

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

/** Quiet hours: from `start` to `end` ('HH:mm'); the same start and end mean none. */
export interface QuietHours {
  start: string;
  end: string;
}

/** Minutes after midnight of 'HH:mm' (NaN for anything else). */
export function clockMinutes(text: string): number {
  const m = /^(\d{2}):(\d{2})$/.exec(text);
  if (!m) return Number.NaN;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h < 24 && min < 60 ? h * 60 + min : Number.NaN;
}

/** The minute of the day on `zone`'s wall clock at `ms` (0-1439). */
export function wallMinute(ms: number, zone: string): number {
  const wall = ms + zoneOffsetMs(ms, zone);
  return Math.floor((((wall % 86_400_000) + 86_400_000) % 86_400_000) / MINUTE);
}

/** Whether a minute of the day lies in the window (start inclusive, end exclusive; over midnight when start > end). */
export function inWindow(minute: number, start: number, end: number): boolean {
  if (!Number.isFinite(start) || !Number.isFinite(end) || start === end) return false;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/**
 * When a delivery due at `ms` may reach a member in `zone`: null when not in quiet hours (now);
 * otherwise the moment the quiet hours end on that zone's wall clock (its next `end`).
 */
export function quietUntil(ms: number, zone: string, quiet: QuietHours | null): number | null {
  if (!quiet) return null;
  const start = clockMinutes(quiet.start);
  const end = clockMinutes(quiet.end);
  const minute = wallMinute(ms, zone);
  if (!inWindow(minute, start, end)) return null;
  const ahead = (end - minute + DAY_MINUTES) % DAY_MINUTES;
  const wall = Math.floor((ms + zoneOffsetMs(ms, zone)) / MINUTE) * MINUTE + ahead * MINUTE;
  const until = zonedTimeToUtc(wall, zone);
  // A DST jump could land the wall time in the past: never before the delivery was due.
  return Math.max(until, ms + MINUTE);
}

/** A recipient: the member and the zone they live in. */
export interface Recipient {
  id: number;
  zone: string;
}

/** The rules a push is sent under, from the settings. */
export interface ReachRules {
  /** Quiet hours, or null when off. */
  quiet: QuietHours | null;
  /** Deliveries per member per day at most; 0: no cap. */
  cap: number;
  /** The day a moment belongs to (the business day: `dayOfTime` of src/lib/report/period.ts). */
  dayOf: (ms: number) => number;
}

/** A delivery held by quiet hours: whom, until when, in which zone. */
export interface Waiting {
  memberId: number;
  until: number;
  zone: string;
}

/** Who a push reaches now, who waits for their quiet hours to end, and who is left out by the cap. */
export interface ReachPlan {
  now: number[];
  waiting: Waiting[];
  capped: number[];
}

/** How many times a member is already reached on a day: pushes sent, waiting ones due that day, popups shown. */
export type DeliveriesOn = TouchesOn;

/**
 * The plan of a push due at `at` to `recipients` (each member once; a member named twice counts
 * once): each is capped when the day their delivery would happen already holds `cap` deliveries
 * for them, otherwise waits when `at` is in their quiet hours, otherwise is reached now. So
 * now + waiting + capped is the audience, nobody in quiet hours is reached now, and nobody goes over the cap.
 */
export function planReach(recipients: readonly Recipient[], at: number, rules: ReachRules, delivered: DeliveriesOn): ReachPlan {
  const plan: ReachPlan = { now: [], waiting: [], capped: [] };
  const seen = new Set<number>();
  for (const r of recipients) {
    if (seen.has(r.id)) continue;
    seen.add(r.id);
    const until = quietUntil(at, r.zone, rules.quiet);
    const when = until ?? at;
    if (rules.cap > 0 && delivered(r.id, rules.dayOf(when)) >= rules.cap) plan.capped.push(r.id);
    else if (until !== null) plan.waiting.push({ memberId: r.id, until, zone: r.zone });
    else plan.now.push(r.id);
  }
  return plan;
}

/** What the push records hold of past deliveries, enough to count a member's deliveries by day. */
export interface DeliveryHistory {
  test: boolean;
  /** When it was first sent (ms), and to whom then. */
  sentAt: number | null;
  sentTo: readonly number[];
  /** Deliveries after the first sending: waiting for quiet hours to end (sent or not yet), or a segment's later entrants. */
  later: ReadonlyArray<{ memberId: number; at: number }>;
}

/**
 * Each member's deliveries per day, from the push records: a push's first sending counts on its
 * day, each later delivery (a waiting one included: it is due) on its own. Test sends count not.
 */
export function deliveriesByDay(pushes: readonly DeliveryHistory[], dayOf: (ms: number) => number): DeliveriesOn {
  const events: Array<{ memberId: number; at: number }> = [];
  for (const p of pushes) {
    if (p.test) continue;
    if (p.sentAt !== null) for (const memberId of p.sentTo) events.push({ memberId, at: p.sentAt });
    events.push(...p.later);
  }
  return touchesByDay(events, dayOf);
}

/** The waiting deliveries grouped as a record names them: per zone and time, how many. */
export function waitingGroups(waiting: ReadonlyArray<{ zone: string; until: number }>): Array<{ zone: string; until: number; count: number }> {
  const groups = new Map<string, { zone: string; until: number; count: number }>();
  for (const w of waiting) {
    const key = `${w.zone}|${w.until}`;
    const g = groups.get(key);
    if (g) g.count++;
    else groups.set(key, { zone: w.zone, until: w.until, count: 1 });
  }
  return [...groups.values()].sort((a, b) => a.until - b.until || a.zone.localeCompare(b.zone));
}
