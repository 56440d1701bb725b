import * as v from 'valibot';
import { defineCall } from '@/lib/api/contract';

/*
 * A push's failed deliveries: who it did not reach, why, and whether a resend reached them at
 * last; in the demo a delivery fails with a small chance fixed by push, member and attempt.
 */

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));

/** Why a notification did not reach a member's phone. */
export const FAIL_REASONS = ['tokenExpired', 'uninstalled', 'notificationsOff', 'timeout'] as const;
export type FailReason = (typeof FAIL_REASONS)[number];

/** One failed delivery: who, why, and whether resending reached them. */
export const PushFailureSchema = v.object({
  id: v.number(),
  pushId: v.number(),
  memberId: v.number(),
  reason: v.picklist(FAIL_REASONS),
  /** Delivery attempts so far (1: the first sending). */
  attempts: v.number(),
  /** Reached at last by a resend. */
  resolved: v.boolean(),
  time: v.string(),
});
export type PushFailure = v.InferOutput<typeof PushFailureSchema>;
export const PushFailureRowSchema = v.object({ ...PushFailureSchema.entries, cardNumber: v.string(), memberName: v.string() });

export const PUSH_FAILURE_TABLE = 'pushFailures';
export const PUSH_FAILURE_ENDPOINT = 'push/failure';

/**
 * The share of notifications that fail in the demo (about 4 %, and about 1 in 4 again on a
 * resend), fixed by push, member and attempt: records show both outcomes.
 */
export const FAIL_RATE = 0.04;
export const RESEND_FAIL_RATE = 0.25;

/** Whether a delivery fails, and why: deterministic by push, member and attempt. */
export function deliveryFailure(pushId: number, memberId: number, attempt: number): FailReason | null {
  let h = Math.imul(pushId ^ 0x27d4eb2d, 0x165667b1) ^ Math.imul(memberId, 0x9e3779b1) ^ Math.imul(attempt, 0x85ebca77);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  h = Math.imul(h ^ (h >>> 12), 0x297a2d39);
  const x = ((h ^ (h >>> 15)) >>> 0) / 4_294_967_296;
  const rate = attempt <= 1 ? FAIL_RATE : RESEND_FAIL_RATE;
  if (x >= rate) return null;
  return FAIL_REASONS[Math.floor((x / rate) * FAIL_REASONS.length) % FAIL_REASONS.length];
}

export const PushFailurePageRequestSchema = v.object({
  pushId: v.union([Id, v.pipe(v.string(), v.maxLength(20))]),
  pageNum: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
});
export const pushFailuresCall = defineCall({
  method: 'POST',
  path: 'push/failure/v1/page',
  request: PushFailurePageRequestSchema,
  response: v.object({ records: v.array(PushFailureRowSchema), total: v.number(), pageNum: v.optional(v.number()), pageSize: v.optional(v.number()) }),
  access: 'read',
  grant: 'push/pushRecord',
  summary: 'The failed recipients of a push, with their reasons, those still failing first.',
});
