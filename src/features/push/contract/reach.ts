import * as v from 'valibot';
import { defineCall } from '@/lib/api/contract';
import { PUSH_LANGUAGES, PushRowSchema, TRIGGER_MODES } from './pushes';
import { ReachRequestSchema, SEGMENTS } from '@/records/audience';

/*
 * Pushes that cannot misfire (docs/safe-push.md): the reach of a push after quiet hours and the
 * daily cap, counted by the server from the world's records before publishing; and a test send
 * to chosen members, recorded as a test.
 */

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
const text = (max: number) => v.pipe(v.string(), v.maxLength(max * 8));

/** What the reach of a push depends on: its trigger and audience. */
export const PushAimSchema = v.object({
  triggerMode: v.picklist(TRIGGER_MODES),
  sendAt: v.optional(v.nullable(text(20)), null),
  triggerSegment: v.optional(v.nullable(v.picklist(SEGMENTS)), null),
  ...ReachRequestSchema.entries,
});
export type PushAim = v.InferOutput<typeof PushAimSchema>;

/** A group of deliveries waiting for quiet hours to end: the zone, the moment (ISO), how many. */
export const WaitingGroupSchema = v.object({ zone: v.string(), until: v.string(), count: v.number() });

/** The reach of a push as it will be sent: now, waiting for quiet hours, left out by the cap. */
export const PushReachSchema = v.object({
  audience: v.number(),
  now: v.number(),
  waiting: v.number(),
  capped: v.number(),
  /** Of those left out at the cap, how many only because of the popups shown to them that day (their pushes alone are under it). */
  cappedByPopups: v.number(),
  waitingGroups: v.array(WaitingGroupSchema),
  /** The rules counted with (the settings'): quiet hours ('HH:mm'-'HH:mm') or null, the cap (0: none). */
  quietHours: v.nullable(v.object({ start: v.string(), end: v.string() })),
  cap: v.number(),
  /** When it is counted for (ISO): now, or a scheduled push's time. */
  at: v.string(),
});
export type PushReach = v.InferOutput<typeof PushReachSchema>;

export const pushReachCall = defineCall({
  method: 'POST',
  path: 'push/v1/reach',
  request: PushAimSchema,
  response: PushReachSchema,
  access: 'read',
  grant: 'push/createPush',
  summary: 'The reach of a push before publishing, after quiet hours and the daily cap (pushes and popups shown count together): reached now, waiting for quiet hours to end in their own zone, left out by the cap.',
  notes: 'Counted from the members, their zones, the push records and the popups shown of the day and the settings (quietHours, quietStart, quietEnd, dailyPushCap); a scheduled push is counted for its time.',
});

/** The parts of a reach: reached now, waiting for quiet hours to end, left out by the cap. */
export const REACH_PARTS = ['now', 'waiting', 'capped'] as const;
export type ReachPart = (typeof REACH_PARTS)[number];
/** How many members of a part the answer lists at most (the first by id; `total` says how many there are). */
export const REACH_MEMBERS_MAX = 200;

export const ReachMembersRequestSchema = v.object({ ...PushAimSchema.entries, part: v.picklist(REACH_PARTS) });
export type ReachMembersRequest = v.InferOutput<typeof ReachMembersRequestSchema>;

/** A member of a part: who, in which zone, when the push reaches them, and what already reached them that day. */
export const ReachMemberSchema = v.object({
  id: v.number(),
  cardNumber: v.string(),
  name: v.string(),
  zone: v.string(),
  /** When the push reaches them (ISO): now, or when their quiet hours end; for a member left out, when it would have. */
  at: v.string(),
  /** Pushes and popups that reached them on that business day before this push. */
  pushes: v.number(),
  popups: v.number(),
});
export type ReachMember = v.InferOutput<typeof ReachMemberSchema>;
export const ReachMembersSchema = v.object({ part: v.picklist(REACH_PARTS), total: v.number(), members: v.array(ReachMemberSchema) });
export type ReachMembers = v.InferOutput<typeof ReachMembersSchema>;

export const pushReachMembersCall = defineCall({
  method: 'POST',
  path: 'push/v1/reachMembers',
  request: ReachMembersRequestSchema,
  response: ReachMembersSchema,
  access: 'read',
  grant: 'push/createPush',
  summary: 'Who is in one part of a push’s reach (now, waiting, capped), counted as push/v1/reach counts it: each member with their zone, when the push reaches them, and the pushes and popups that reached them that day.',
  notes: `The first ${REACH_MEMBERS_MAX} members by id, and the part's total.`,
});

/** A test send: the push as written, to a few chosen members. */
export const TestPushRequestSchema = v.object({
  push: v.object({ title: text(50), content: text(500), language: v.picklist(PUSH_LANGUAGES) }),
  memberIds: v.pipe(v.array(Id), v.minLength(1, 'push.test.membersRequired'), v.maxLength(20, 'push.test.membersMax')),
});
export type TestPushRequest = v.InferOutput<typeof TestPushRequestSchema>;

export const testPushCall = defineCall({
  method: 'POST',
  path: 'push/v1/test',
  request: TestPushRequestSchema,
  response: PushRowSchema,
  access: 'write',
  grant: 'push/createPush',
  summary: 'Sends a push as written to chosen members (at most 20) as a test: answers its record, marked as a test.',
  notes: 'A test reaches only the chosen members, at once (no quiet hours or cap); its deliveries are its testCount, not in the records’ target and success counts, and it counts for no member’s daily cap.',
});
