import { MEMBER_ACTIVITY_FEED, type MemberActivity } from '@/records/members';
import { DRAMA_TABLE, type Drama } from '@/records/dramas';
import { now } from '@/mocks/clock';
import { defineSeedState, worldTable } from '@/mocks/db';
import { subscribe } from '@/mocks/feed';
import { currentTimeZone } from '@/lib/time-zone';
import { DAY_MS } from '@/lib/time';
import { daysOfQuarters, quarterOf } from '@/records/audience';
import { triggerDays, type AutoTrigger } from '../../contract';

/*
 * What members did, as the member simulation lived it: collected from its feed
 * (MEMBER_ACTIVITY_FEED, src/mocks/feed.ts) while the world seeds, never simulated again. Kept
 * per member, for the last RECENT_DAYS days before seeding (streaks and the automatic messages'
 * 7 days need no more), by quarter hour (quarterOf, src/records/audience.ts), so that the days
 * they make are read in the business zone of the moment (memberDays), whatever zone the settings
 * name later:
 *  - the days an episode was unlocked by an ad, and the days of a sign-in (the streak segment,
 *    and the triggers "watched ads" and "signed in for a week");
 *  - the days of a visit ("no behaviour for 3 consecutive days");
 *  - the days a member watched a drama to its paywall (its last free episode) and did not unlock
 *    the next one in that visit ("watched a drama unpaid").
 * Subscribed when this module loads, before seeding starts; a new seeding (a member joining
 * again from the first) starts the collection over.
 */

/** How far back the collection keeps days. */
export const RECENT_DAYS = 60;

/** A member's days (dayIndex in the business zone), each list ascending without repeats. */
export interface MemberDays {
  ad: number[];
  signIn: number[];
  visits: number[];
  unpaid: number[];
}

/** A member's quarter hours (quarterOf) of the same kinds, ascending without repeats: what is kept. */
export type MemberTimes = MemberDays;

const KINDS = ['ad', 'signIn', 'visits', 'unpaid'] as const;

const byMember = new Map<number, MemberTimes>();
/** The paywall a member stopped at in the current visit: drama and quarter hour, until the visit ends. */
const atPaywall = new Map<number, { dramaId: number; quarter: number }>();
/** The members' days in one zone, worked out from their quarter hours when first asked. */
let daysIn: { zone: string; byMember: Map<number, MemberDays> } | null = null;
let cutoff = -Infinity;
let lastJoin = 0;
/** Each drama's free episodes before its paywall (0: no paywall among its released episodes). */
let paywalls: Map<number, number> | null = null;

function paywallOf(dramaId: number): number {
  if (!paywalls) {
    paywalls = new Map();
    for (const d of worldTable<Drama>(DRAMA_TABLE).all()) {
      const free = Math.min(d.startChargeEpisode - 1, d.releasedEpisodes);
      paywalls.set(d.id, d.releasedEpisodes > free ? free : 0);
    }
  }
  return paywalls.get(dramaId) ?? 0;
}

function timesOf(memberId: number): MemberTimes {
  daysIn = null;
  let times = byMember.get(memberId);
  if (!times) byMember.set(memberId, (times = { ad: [], signIn: [], visits: [], unpaid: [] }));
  return times;
}

/** Adds a quarter hour to an ascending list (events come in time order, so only the last can repeat). */
function add(list: number[], quarter: number): void {
  if (list[list.length - 1] !== quarter) list.push(quarter);
}

/** The paywall stop of a visit that ended without unlocking on: a "watched unpaid" day. */
function closeVisit(memberId: number): void {
  const stop = atPaywall.get(memberId);
  if (!stop) return;
  atPaywall.delete(memberId);
  add(timesOf(memberId).unpaid, stop.quarter);
}

function onActivity(e: MemberActivity): void {
  if (e.kind === 'join') {
    // A new world: the first member joins again.
    if (e.memberId <= lastJoin) resetActivity();
    if (lastJoin) closeVisit(lastJoin);
    lastJoin = e.memberId;
    // A day more than RECENT_DAYS: whatever the zone, its first business day of them is whole.
    if (cutoff === -Infinity) cutoff = now() - (RECENT_DAYS + 1) * DAY_MS;
    return;
  }
  if (e.at < cutoff) return;
  const quarter = quarterOf(e.at);
  switch (e.kind) {
    case 'visit':
      closeVisit(e.memberId);
      add(timesOf(e.memberId).visits, quarter);
      return;
    case 'bean':
      if (e.type === 'signIn') add(timesOf(e.memberId).signIn, quarter);
      return;
    case 'watch': {
      if (e.unlock === 'ad') add(timesOf(e.memberId).ad, quarter);
      const free = paywallOf(e.dramaId);
      if (!free) return;
      const stop = atPaywall.get(e.memberId);
      if (stop && stop.dramaId === e.dramaId && e.episode > free) atPaywall.delete(e.memberId);
      else if (e.unlock === 'free' && e.episode === free) atPaywall.set(e.memberId, { dramaId: e.dramaId, quarter });
      return;
    }
    default:
      return;
  }
}

subscribe<MemberActivity>(MEMBER_ACTIVITY_FEED, onActivity);

// What was collected goes with a stored world (a restored world publishes no feed).
interface Collected {
  byMember: Map<number, MemberTimes>;
  atPaywall: Map<number, { dramaId: number; quarter: number }>;
  cutoff: number;
  lastJoin: number;
}
defineSeedState('engagement:activity', {
  save: (): Collected => ({ byMember: new Map(byMember), atPaywall: new Map(atPaywall), cutoff, lastJoin }),
  load: (saved: Collected) => {
    resetActivity();
    for (const [id, days] of saved.byMember) byMember.set(id, days);
    for (const [id, stop] of saved.atPaywall) atPaywall.set(id, stop);
    cutoff = saved.cutoff;
    lastJoin = saved.lastJoin;
  },
});

/** Forgets what was collected (a new seeding starts). */
export function resetActivity(): void {
  byMember.clear();
  atPaywall.clear();
  daysIn = null;
  cutoff = -Infinity;
  lastJoin = 0;
  paywalls = null;
}

/** Ends the collection of a seeding: the last visits' paywall stops count. */
export function finishActivity(): void {
  for (const memberId of [...atPaywall.keys()]) closeVisit(memberId);
}

/** Every member's days in the business zone now (worked out once per zone). */
function allDays(): Map<number, MemberDays> {
  const zone = currentTimeZone();
  if (daysIn?.zone !== zone) {
    const out = new Map<number, MemberDays>();
    for (const [id, times] of byMember) out.set(id, daysOfTimes(times, zone));
    daysIn = { zone, byMember: out };
  }
  return daysIn.byMember;
}

/** A member's business days in `zone` from the quarter hours kept. */
export function daysOfTimes(times: MemberTimes, zone: string = currentTimeZone()): MemberDays {
  const days: MemberDays = { ad: [], signIn: [], visits: [], unpaid: [] };
  for (const kind of KINDS) days[kind] = daysOfQuarters(times[kind], zone);
  return days;
}

/** A member's days in the business zone, as collected (undefined: nothing in the last weeks). */
export function memberDays(memberId: number): MemberDays | undefined {
  return allDays().get(memberId);
}

/** A member's quarter hours, as collected (undefined: nothing in the last weeks). */
export function memberTimes(memberId: number): MemberTimes | undefined {
  return byMember.get(memberId);
}

/** Every member with collected quarter hours. */
export function membersWithTimes(): IterableIterator<[number, MemberTimes]> {
  return byMember.entries();
}

/** The quarter hours (or days) a member watched ads or signed in, ascending: the streak segment's. */
export function activeTimesOf(days: MemberTimes): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < days.ad.length || j < days.signIn.length) {
    const next = j >= days.signIn.length || (i < days.ad.length && days.ad[i] <= days.signIn[j]) ? days.ad[i++] : days.signIn[j++];
    if (out[out.length - 1] !== next) out.push(next);
  }
  return out;
}

/** How many members a trigger fired for on the days from..to (inclusive), each member once. */
export function membersTriggered(trigger: AutoTrigger, from: number, to: number): number {
  let count = 0;
  for (const [, days] of allDays()) {
    const fired = triggerDays(trigger, days, to);
    for (let i = fired.length - 1; i >= 0 && fired[i] >= from; i--) {
      if (fired[i] <= to) {
        count++;
        break;
      }
    }
  }
  return count;
}
