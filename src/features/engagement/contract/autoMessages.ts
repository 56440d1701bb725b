import * as v from 'valibot';
import { RecordVersion } from '@/lib/api/contract';
import { dayIndex } from '@/records/audience';

/* ================================================================================================
 * Automatic internal messages (operate/automaticInternalMessage).
 * ============================================================================================== */

/** Section 9's triggers: watched ads; signed in for a week; watched a drama unpaid; no behaviour for 3 consecutive days. */
export const AUTO_TRIGGERS = ['watchAds', 'signInWeek', 'watchedUnpaid', 'inactive'] as const;
export type AutoTrigger = (typeof AUTO_TRIGGERS)[number];
/** Signed in for a week: 7 consecutive days. */
export const SIGN_IN_WEEK_DAYS = 7;
/** No behaviour for 3 consecutive days. */
export const INACTIVE_DAYS = 3;
/** The window the automatic page counts over. */
export const AUTO_WINDOW_DAYS = 7;

export const AutoMessageSchema = v.object({
  id: v.number(),
  version: RecordVersion,
  trigger: v.picklist(AUTO_TRIGGERS),
  title: v.string(),
  content: v.string(),
  contentEn: v.string(),
  contentJa: v.string(),
  enabled: v.boolean(),
  /** The start of its latest enabled period (ISO), and its end when it is disabled. */
  enabledFrom: v.nullable(v.string()),
  disabledAt: v.nullable(v.string()),
  updateTime: v.string(),
});
export type AutoMessage = v.InferOutput<typeof AutoMessageSchema>;
export const AutoMessageRowSchema = v.object({
  ...AutoMessageSchema.entries,
  /** Members it was sent to in the last 7 days (while enabled). */
  sentLast7Days: v.number(),
});
export type AutoMessageRow = v.InferOutput<typeof AutoMessageRowSchema>;
export const AUTO_MESSAGE_TABLE = 'autoMessages';
export const AUTO_MESSAGE_ENDPOINT = 'autoMessage';

/**
 * The days (dayIndex) a trigger fired for one member, from the member's days:
 * - watchAds: each day with an episode unlocked by an ad;
 * - signInWeek: the day a run of sign-ins reaches 7 days in a row (and each 7 more);
 * - watchedUnpaid: each day the member watched a drama to its paywall and did not unlock on;
 * - inactive: the day after 3 whole days without a visit (the 4th day), for each such gap,
 *   including the gap since the last visit, up to `today`.
 * All day lists ascending, without repeats.
 */
export function triggerDays(trigger: AutoTrigger, days: { ad: readonly number[]; signIn: readonly number[]; unpaid: readonly number[]; visits: readonly number[] }, today: number): number[] {
  switch (trigger) {
    case 'watchAds':
      return days.ad.filter((d) => d <= today);
    case 'watchedUnpaid':
      return days.unpaid.filter((d) => d <= today);
    case 'signInWeek': {
      const out: number[] = [];
      let run = 0;
      for (let i = 0; i < days.signIn.length && days.signIn[i] <= today; i++) {
        run = i > 0 && days.signIn[i - 1] === days.signIn[i] - 1 ? run + 1 : 1;
        if (run % SIGN_IN_WEEK_DAYS === 0) out.push(days.signIn[i]);
      }
      return out;
    }
    case 'inactive': {
      const out: number[] = [];
      const visits = days.visits.filter((d) => d <= today);
      for (let i = 0; i < visits.length; i++) {
        const fires = visits[i] + INACTIVE_DAYS + 1;
        const next = i + 1 < visits.length ? visits[i + 1] : Infinity;
        if (fires <= next && fires <= today) out.push(fires);
      }
      return out;
    }
  }
}

/** The days a trigger counts: the last 7 (today included), cut to when it was enabled. Null: none (never enabled in them). */
export function countedDays(row: Pick<AutoMessage, 'enabled' | 'enabledFrom' | 'disabledAt'>, now: number): { from: number; to: number } | null {
  const today = dayIndex(now);
  let from = today - AUTO_WINDOW_DAYS + 1;
  let to = today;
  if (row.enabledFrom) from = Math.max(from, dayIndex(Date.parse(row.enabledFrom)));
  if (!row.enabled) {
    if (!row.enabledFrom || !row.disabledAt) return null;
    to = Math.min(to, dayIndex(Date.parse(row.disabledAt)));
  }
  return from <= to ? { from, to } : null;
}
