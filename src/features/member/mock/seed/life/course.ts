import { type Member } from '@/records/members';
import { DAY, MINUTE, anchor, payScale } from '../catalogue';

/** Who a member is, as the simulation needs it: the member's fields, when it joined, and (seeding) the names its rows carry. */
export type LifeInput = Pick<Member, 'id' | 'type' | 'platform'> & { joinMs: number; channelId?: number | null; cardNumber?: string; name?: string };

/** The course of a member's life, drawn before it is walked: whether it pays, wants VIP, how engaged it is, when it visits. */
export interface Course {
  payer: boolean;
  wantsVip: boolean;
  engagement: number;
  /** Visits, oldest first: the join, then each return (the last one is the member's last activity). */
  visits: number[];
  lastActive: number;
  /** Login days in a row at the end, and the longest run. */
  consecutive: number;
  maxDays: number;
}

/** Draws the course (the first draws of the member's generator, in this order). */
export function courseOf(m: LifeInput, r: () => number, registered: boolean): Course {
  const payer = r() < (registered ? 0.5 : 0.12) * payScale;
  const wantsVip = r() < (registered ? (payer ? 0.6 : 0.8) : 0.45) * payScale;
  // Payers are the engaged ones.
  const engagement = payer ? 0.35 + 0.65 * r() : r();
  const span = Math.max(anchor - m.joinMs, MINUTE);
  const active = r() < (payer ? 0.6 : 0.42);
  // The last visit, at least two hours before the demo's now (a visit's activity lasts under an hour).
  const latest = anchor - 2 * 3_600_000;
  const end = Math.max(m.joinMs, Math.min(latest, active ? latest - Math.floor(r() * 2 * DAY) : m.joinMs + Math.floor(r() ** 1.6 * span)));
  const visits = visitsOf(m.joinMs, end, r, engagement);
  const { consecutive, maxDays } = streaksOf(visits);
  return { payer, wantsVip, engagement, visits, lastActive: end, consecutive, maxDays };
}

/** Visits, sampled backwards from the last one: geometric gaps in days. */
function visitsOf(joinMs: number, end: number, r: () => number, engagement: number): number[] {
  const returnChance = 0.15 + engagement * 0.8;
  const maxVisits = 1 + Math.floor(engagement ** 2 * 59);
  const visits: number[] = [end];
  for (let t = end; visits.length < maxVisits; ) {
    const gap = 1 + Math.floor(Math.log(1 - r()) / Math.log(1 - returnChance));
    t -= gap * DAY + Math.floor((r() - 0.5) * 4 * 3_600_000);
    if (t <= joinMs + 10 * MINUTE) break;
    visits.push(t);
  }
  if (visits[visits.length - 1] !== joinMs) visits.push(joinMs);
  return visits.reverse();
}

/** Login streaks (by day). */
function streaksOf(visits: readonly number[]): { consecutive: number; maxDays: number } {
  let streak = 1;
  let maxDays = 1;
  for (let i = 1; i < visits.length; i++) {
    const d = Math.floor(visits[i] / DAY) - Math.floor(visits[i - 1] / DAY);
    if (d === 1) streak += 1;
    else if (d > 1) streak = 1;
    maxDays = Math.max(maxDays, streak);
  }
  return { consecutive: streak, maxDays };
}
