import * as v from 'valibot';
import type { MessageId } from '@/i18n';
import { RecordVersion, defineCall } from '@/lib/api/contract';
import { maxChars, minChars, nameRule } from '@/lib/text';
import { AudienceSchema, SEGMENTS, audienceIssues } from '@/records/audience';
import { timeOf } from '@/lib/time';

/*
 * The push area's contract (spec sections 3, 4 and 9: push title, content, status, language,
 * trigger mode): pushes to members' phones, aimed like popups and internal messages at all users,
 * chosen members or a segment (the audience is the operate area's, through its contract), and
 * their records: how many were reached, how many failed and why (failures.ts), and the resending
 * of the failed.
 */

const m = (id: MessageId) => id;
const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
const text = (max: number) => v.pipe(v.string(), v.maxLength(max * 8));

/** The language a push is written in (the notification shows it as written). */
export const PUSH_LANGUAGES = ['ZH', 'EN', 'JA'] as const;
export type PushLanguage = (typeof PUSH_LANGUAGES)[number];
/**
 * Trigger modes: immediately; at a time; or by a segment: whenever a member of the audience
 * enters the segment (the demo sends it to those in it when published, and to those who enter it
 * later at the next read of the records).
 */
export const TRIGGER_MODES = ['now', 'scheduled', 'segment'] as const;
export type TriggerMode = (typeof TRIGGER_MODES)[number];
/**
 * Section 4's push status, one vocabulary for every delivery (issue #25): success (成功) when every
 * member it was sent to was reached, partial (部分成功) when some were, fail (失败) when none was; a
 * scheduled push waits (pending) until its time. Always derived from the deliveries by
 * `deliveryOutcome`, never stored apart from them.
 */
export const PUSH_STATUSES = ['pending', 'success', 'partial', 'fail'] as const;
export type PushStatus = (typeof PUSH_STATUSES)[number];

/** A push as stored: the record and who it has reached. */
export const PushSchema = v.object({
  id: v.number(),
  version: RecordVersion,
  title: v.string(),
  content: v.string(),
  language: v.picklist(PUSH_LANGUAGES),
  triggerMode: v.picklist(TRIGGER_MODES),
  /** Scheduled: when ('YYYY-MM-DDTHH:mm', local). */
  sendAt: v.nullable(v.string()),
  /** Segment trigger: the segment whose entry sends it. */
  triggerSegment: v.nullable(v.picklist(SEGMENTS)),
  ...AudienceSchema.entries,
  status: v.picklist(PUSH_STATUSES),
  /** Members it was sent to, delivered to, and failed for (failed ones resent and delivered move to success). */
  targetCount: v.number(),
  successCount: v.number(),
  failCount: v.number(),
  /** Every member it was sent to when first sent (a segment trigger sends each member once). */
  sentTo: v.array(v.number()),
  /** A test send to chosen members (docs/safe-push.md): marked in the records, its deliveries in testCount, not in the counts above. */
  test: v.boolean(),
  testCount: v.number(),
  /**
   * Deliveries after the first sending: those held by quiet hours (`zone`: the member's, until
   * `at`; `sent` once released) and a segment's later entrants (`zone` null).
   */
  later: v.array(v.object({ memberId: v.number(), at: v.string(), zone: v.nullable(v.string()), sent: v.boolean() })),
  /** Deliveries still waiting for quiet hours to end, and members left out by the daily cap. */
  waitingCount: v.number(),
  cappedCount: v.number(),
  /** When it was (first) sent (ISO). */
  sentTime: v.nullable(v.string()),
  createTime: v.string(),
  createdBy: v.string(),
});
export type Push = v.InferOutput<typeof PushSchema>;

/** A push as the records list shows it (without the list of members it was sent to). */
export const PushRowSchema = v.object({
  ...v.omit(PushSchema, ['sentTo', 'later']).entries,
  /** Live or test (the records' type column). */
  kind: v.picklist(['live', 'test']),
  /** Where deliveries wait, as the record names it: 'HH:mm Zone (count)' per zone and time, the member's own clock; null when none waits. */
  waitingUntil: v.nullable(v.string()),
  /** The time shown: when it was sent, or when it is to be. */
  time: v.nullable(v.string()),
  /** Failed recipients not resent yet. */
  resendable: v.number(),
  /** The share of its recipients reached, in percent with one decimal (96.0); null until it is sent to anyone. */
  deliveryRate: v.nullable(v.number()),
});
export type PushRow = v.InferOutput<typeof PushRowSchema>;

export const PUSH_TABLE = 'pushes';
export const PUSH_ENDPOINT = 'push';

/** A push's deliveries: how many members it was sent to, how many were reached, how many were not. */
export interface Deliveries {
  targetCount: number;
  successCount: number;
  failCount: number;
}
/** What the deliveries of a push came to: its status and its delivery rate. */
export interface DeliveryOutcome {
  status: Exclude<PushStatus, 'pending'>;
  /** Percent reached, one decimal (406 of 423: 96.0); null when it was sent to nobody. */
  rate: number | null;
}

/**
 * The one reading of a push's deliveries (the mock stores it, the records list, its filter, the
 * detail and the export show it): 成功 when none failed, 失败 when none arrived, 部分成功 otherwise,
 * with the share reached. A push sent to nobody has nothing failed: 成功, without a rate.
 */
export function deliveryOutcome(d: Pick<Deliveries, 'successCount' | 'failCount'>): DeliveryOutcome {
  const sent = d.successCount + d.failCount;
  const status = d.failCount <= 0 ? 'success' : d.successCount <= 0 ? 'fail' : 'partial';
  const rounded = sent > 0 ? Math.round((d.successCount / sent) * 1000) / 10 : null;
  // A partial delivery never reads 100.0 % or 0.0 % (1 failure in 3,000 would round to 100.0 %).
  const rate = rounded !== null && status === 'partial' ? Math.min(99.9, Math.max(0.1, rounded)) : rounded;
  return { status, rate };
}

/** A push's status from its deliveries (`deliveryOutcome`'s status). */
export function pushStatus(d: Pick<Deliveries, 'successCount' | 'failCount'>): PushStatus {
  return deliveryOutcome(d).status;
}

export const PushInputSchema = v.object({
  title: text(50),
  content: text(500),
  language: v.picklist(PUSH_LANGUAGES, m('push.languageRequired')),
  triggerMode: v.picklist(TRIGGER_MODES, m('push.triggerRequired')),
  sendAt: v.nullable(text(20)),
  triggerSegment: v.nullable(v.picklist(SEGMENTS, m('push.triggerSegmentRequired'))),
  ...AudienceSchema.entries,
});
export type PushInput = v.InferOutput<typeof PushInputSchema>;

/** A push's title and content: what the form and the server check (a phone shows about this much). */
export const PushFieldsSchema = v.object({
  title: nameRule(1, 50, m('push.titleRule')),
  content: v.pipe(v.string(m('push.contentRule')), v.trim(), minChars(1, m('push.contentRule')), maxChars(500, m('push.contentRule'))),
});

/** The rules that span fields: the time of a scheduled push, the segment of a segment trigger, the audience. */
export function pushIssues(p: Partial<Record<keyof PushInput, unknown>>, now: number): Partial<Record<string, MessageId>> {
  const out: Partial<Record<string, MessageId>> = { ...audienceIssues(p) };
  if (p.triggerMode === 'scheduled') {
    if (typeof p.sendAt !== 'string' || !p.sendAt) out.sendAt = 'push.sendAtRequired';
    else if (!Number.isFinite(timeOf(p.sendAt))) out.sendAt = 'valid.time';
    else if (timeOf(p.sendAt) <= now) out.sendAt = 'push.sendAtFuture';
  }
  if (p.triggerMode === 'segment' && !(SEGMENTS as readonly unknown[]).includes(p.triggerSegment)) out.triggerSegment = 'push.triggerSegmentRequired';
  return out;
}

export const publishPushCall = defineCall({
  method: 'POST',
  path: 'push/v1/publish',
  request: v.object({ push: PushInputSchema }),
  response: PushRowSchema,
  access: 'write',
  grant: 'push/createPush',
  summary: 'Publishes a push: sent now to its audience, at its time, or to members of the audience as they enter its trigger segment; answers the record.',
  notes: 'Each notification succeeds or fails (about 4 % fail in the demo, with a reason); the record counts both. A scheduled push needs a time in the future.',
});
export const resendPushCall = defineCall({
  method: 'POST',
  path: 'push/v1/resend',
  request: v.object({ id: Id, version: RecordVersion }),
  response: PushRowSchema,
  access: 'write',
  grant: 'push/pushRecord',
  summary: 'Sends a push again to its failed recipients; answers the record with the new counts.',
  notes: 'Those reached move from the fail count to the success count; the others stay failed, with their reason and one more attempt.',
});
