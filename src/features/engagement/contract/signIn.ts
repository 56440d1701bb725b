import * as v from 'valibot';
import type { MessageId } from '@/i18n';
import { RecordVersion, defineCall } from '@/lib/api/contract';
import { Id, m, text, whole } from './fields';
import { REWARD_MAX, REWARD_TYPES } from './rewards';

/* ================================================================================================
 * Sign-in rewards (operate/signIn).
 * ============================================================================================== */

/** The longest plan: a month of consecutive days. */
export const MAX_SIGN_IN_DAYS = 31;

export const SignInDaySchema = v.object({
  /** 1, 2, 3… : the day of the run this reward is for. */
  day: v.number(),
  type: v.picklist(REWARD_TYPES),
  quantity: v.number(),
});
export type SignInDay = v.InferOutput<typeof SignInDaySchema>;

export const SignInPlanSchema = v.object({
  id: v.number(),
  version: RecordVersion,
  name: v.string(),
  /** How many consecutive days the plan rewards (the number of its days). */
  consecutiveDays: v.number(),
  days: v.array(SignInDaySchema),
  enabled: v.boolean(),
  createTime: v.string(),
  updateTime: v.string(),
});
export type SignInPlan = v.InferOutput<typeof SignInPlanSchema>;

/** A plan as the list shows it: its rewards added up. */
export const SignInPlanRowSchema = v.object({
  ...SignInPlanSchema.entries,
  /** The golden beans of the whole run. */
  totalBeans: v.number(),
  /** "第1天 10 金豆 · 第2天 15 金豆…" in the caller's language. */
  daysSummary: v.string(),
});
export type SignInPlanRow = v.InferOutput<typeof SignInPlanRowSchema>;

export const SIGN_IN_TABLE = 'signInPlans';
export const SIGN_IN_ENDPOINT = 'signIn';

export const SignInDayInputSchema = v.pipe(
  v.object({
    day: v.number(),
    type: v.picklist(REWARD_TYPES, m('engage.task.reward.typeRequired')),
    quantity: whole(1, 100_000, m('engage.task.reward.quantityRule')),
  }),
  v.forward(
    v.check((d) => d.quantity <= REWARD_MAX[d.type], m('engage.task.reward.quantityRule')),
    ['quantity'],
  ),
);

/**
 * Section 5: sign-in days must be added; and they run from day 1 without a gap (1, 2, 3…), at
 * most a month. Null when the days are right.
 */
export function signInDaysIssue(days: ReadonlyArray<{ day: unknown }>): MessageId | null {
  if (days.length === 0) return 'engage.signIn.daysRequired';
  if (days.length > MAX_SIGN_IN_DAYS) return 'engage.signIn.tooManyDays';
  for (let i = 0; i < days.length; i++) if (days[i].day !== i + 1) return 'engage.signIn.daysGap';
  return null;
}

export const SaveSignInRequestSchema = v.object({
  id: v.optional(v.nullable(Id)),
  version: v.optional(v.nullable(RecordVersion)),
  name: text(30),
  days: v.pipe(v.array(v.looseObject({})), v.maxLength(MAX_SIGN_IN_DAYS * 2)),
});
export type SaveSignInRequest = v.InferOutput<typeof SaveSignInRequestSchema>;

export const saveSignInCall = defineCall({
  method: 'POST',
  path: 'signIn/v1/save',
  request: SaveSignInRequestSchema,
  response: SignInPlanRowSchema,
  access: 'write',
  grant: 'operate/signIn',
  summary: 'Adds or edits a sign-in reward plan: its name and the reward of each consecutive day.',
  notes: 'Sign-in days must be added (请添加签到天数) and run from day 1 without a gap; at most 31. A new plan starts disabled; one plan is enabled at a time (`signIn/v1/status` switches the others off).',
});
