import { MINUTE } from '../catalogue';
import { courseOf, type LifeInput } from './course';
import { visit } from './visit';
import { Walk, type Sink, type VipRun } from './walk';

/*
 * A member's life, simulated from a generator seeded with its id (the same life every time):
 * course.ts draws its course (payer or not, engagement, visits, login streaks), walk.ts holds
 * what it has and writes each step (golden-bean details, orders, watching records, the feed),
 * visit.ts walks a visit, purchases.ts buys golden beans and VIP, numbers.ts makes the numbers
 * an order carries.
 */

export type { LifeInput } from './course';
export type { Sink } from './walk';
export { STORE_CONFIRMED_DAYS } from './numbers';

/** What seeding keeps of a life: the member's balance, VIP state, last activity, login days and level. */
export interface Life {
  balance: number;
  /** The latest VIP run (a subscription with its renewals). */
  vip: VipRun | null;
  lastActive: number;
  consecutive: number;
  maxDays: number;
  level: number;
}

/**
 * Simulates a member from joining to the demo's now: visits (with sign-ins, tasks and episodes),
 * golden-bean packages bought at a paywall (some checkouts abandoned or declined), beans spent on
 * episodes, VIP subscriptions renewing period after period until cancelled, lapsed or refunded,
 * golden-bean card codes redeemed. With a sink, writes the rows too.
 */
export function life(m: LifeInput, sink: Sink | null): Life {
  const w = new Walk(m, sink);
  const course = courseOf(m, w.r, w.registered);
  const cards = w.settle(course.payer);

  // Joining: every new user gets the starter gift; binding an account earns a little more.
  w.bean('gift', 50, m.joinMs);
  if (w.registered) w.bean('gift', 100, m.joinMs + 3 * MINUTE);

  for (let i = 0; i < course.visits.length; i++) visit(w, course, cards, i);
  // Renewals after the last visit (all before the demo's now).
  w.flush();

  const level = 1 + Number(w.watched >= 10) + Number(w.watched >= 40) + Number(w.watched >= 120) + Number(w.yen > 0) + Number(w.yen >= 5000);
  return { balance: w.balance, vip: w.vip, lastActive: course.lastActive, consecutive: course.consecutive, maxDays: course.maxDays, level };
}
