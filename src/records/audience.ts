import * as v from 'valibot';
import type { MessageId } from '@/i18n';
import { defineCall, type PagePath } from '@/lib/api/contract';
import { dayOfTime } from '@/lib/report/period';
import { DAY_MS } from '@/lib/time';
import { currentTimeZone } from '@/lib/time-zone';
import type { ConfigValues } from './config';
import type { Member } from './members';
import './messages';

/*
 * The audience (a shared record): who a popup, an internal message or a push reaches (all users,
 * members chosen one by one, or one of section 9's segments), and how many that is now. The
 * engagement area's popups and messages and the push area's pushes aim with it (and with its
 * picker, ./AudiencePicker.tsx).
 */

/** Valibot messages are message ids, translated where shown (the mock refuses with them). */
const m = (id: MessageId) => id;
const Id = v.pipe(v.number(), v.integer(), v.minValue(1));

/* ================================================================================================
 * The audience: who a popup, an internal message or a push reaches (section 9's segments).
 * ============================================================================================== */

/** All users, members chosen one by one (by card number, phone or e-mail), or a segment. */
export const TARGETS = ['all', 'users', 'segment'] as const;
export type Target = (typeof TARGETS)[number];
/**
 * Section 9's push-popup segments: golden-bean balance below 30, membership expiring within 3
 * days, 3 consecutive days watching ads or signing in. The thresholds are the settings of
 * system/systemConfiguration (lowBalanceBeans, vipExpiringDays, consecutiveDays).
 */
export const SEGMENTS = ['lowBalance', 'vipExpiring', 'streak'] as const;
export type Segment = (typeof SEGMENTS)[number];
/** Members one message may name one by one. */
export const MAX_CHOSEN_MEMBERS = 200;

export const AudienceSchema = v.object({
  target: v.picklist(TARGETS, m('engage.audience.targetRequired')),
  /** The chosen members (target `users`). */
  memberIds: v.pipe(v.array(Id), v.maxLength(MAX_CHOSEN_MEMBERS, m('engage.audience.tooMany'))),
  /** The segment (target `segment`). */
  segment: v.nullable(v.picklist(SEGMENTS, m('engage.audience.segmentRequired'))),
});
export type Audience = v.InferOutput<typeof AudienceSchema>;

/** What the audience rule says of a choice: the first problem, by field. */
export function audienceIssues(a: { target?: unknown; memberIds?: unknown; segment?: unknown }): Partial<Record<'target' | 'memberIds' | 'segment', MessageId>> {
  if (!(TARGETS as readonly unknown[]).includes(a.target)) return { target: 'engage.audience.targetRequired' };
  if (a.target === 'users') {
    if (!Array.isArray(a.memberIds) || a.memberIds.length === 0) return { memberIds: 'engage.audience.membersRequired' };
    if (a.memberIds.length > MAX_CHOSEN_MEMBERS) return { memberIds: 'engage.audience.tooMany' };
  }
  if (a.target === 'segment' && !(SEGMENTS as readonly unknown[]).includes(a.segment)) return { segment: 'engage.audience.segmentRequired' };
  return {};
}

/** The thresholds of the segments, as system/systemConfiguration holds them. */
export type SegmentSettings = Pick<ConfigValues, 'lowBalanceBeans' | 'vipExpiringDays' | 'consecutiveDays'>;

/**
 * The business day (docs/business-day.md: the zone of the settings, src/lib/time-zone.ts) a time
 * falls on, as a number of days since the epoch: activity streaks and the automatic messages'
 * 7 days count these.
 */
export function dayIndex(ms: number, timeZone: string = currentTimeZone()): number {
  return dayOfTime(ms, timeZone);
}

/**
 * Members' activity is kept at a quarter hour's resolution (the quarter hours since the epoch in
 * which something happened), not as days: every zone's offset from UTC is a whole number of
 * quarter hours (Kolkata +5:30, Kathmandu +5:45, Lord Howe +10:30/+11), so a quarter hour lies
 * within one business day whatever zone the settings name, and the days follow the zone when it
 * changes, with nothing refiled.
 */
export const QUARTER_MS = 900_000;

/** The quarter hour a time falls in. */
export function quarterOf(ms: number): number {
  return Math.floor(ms / QUARTER_MS);
}

/** The business days (dayIndex) of quarter hours (ascending), ascending and without repeats. */
export function daysOfQuarters(quarters: readonly number[], timeZone: string = currentTimeZone()): number[] {
  const out: number[] = [];
  for (const q of quarters) {
    const day = dayIndex(q * QUARTER_MS, timeZone);
    if (out[out.length - 1] !== day) out.push(day);
  }
  return out;
}

/**
 * A world's `activeDays` read from members' stored quarter hours: each member's business days
 * worked out once (in the zone given when the world is made) and kept for that world.
 */
export function activeDaysFrom(quarters: (memberId: number) => readonly number[] | undefined, timeZone: string = currentTimeZone()): (memberId: number) => readonly number[] | undefined {
  const memo = new Map<number, readonly number[] | undefined>();
  return (memberId) => {
    if (memo.has(memberId)) return memo.get(memberId);
    const q = quarters(memberId);
    const days = q ? daysOfQuarters(q, timeZone) : undefined;
    memo.set(memberId, days);
    return days;
  };
}

/**
 * How many days in a row, ending today or yesterday, a member was active: `days` are the member's
 * active days (dayIndex), ascending, without repeats. A streak that ended before yesterday is over (0).
 */
export function streakEnding(days: readonly number[], today: number): number {
  const n = days.length;
  if (!n) return 0;
  let i = n - 1;
  while (i >= 0 && days[i] > today) i--;
  if (i < 0 || days[i] < today - 1) return 0;
  let run = 1;
  for (; i > 0 && days[i - 1] === days[i] - 1; i--) run++;
  return run;
}

/** What the segments read of the demo world: the members, their active days (ads watched, sign-ins), the settings and the time. */
export interface AudienceWorld {
  members: readonly Pick<Member, 'id' | 'beanBalance' | 'expiryTime'>[];
  /** The member's days (dayIndex, ascending) with an episode unlocked by an ad or a sign-in. */
  activeDays(memberId: number): readonly number[] | undefined;
  settings: SegmentSettings;
  now: number;
  /** Answers already worked out for this world (all users, each segment): one pass over the members each, however many messages ask. */
  memo?: Map<string, number[]>;
}

/**
 * Whether a member is in a segment now: golden-bean balance below the threshold; a membership
 * (VIP) that has not ended and ends within the days set; or a streak of at least the days set of
 * watching ads or signing in, ending today or yesterday.
 */
export function inSegment(segment: Segment, member: Pick<Member, 'id' | 'beanBalance' | 'expiryTime'>, world: Pick<AudienceWorld, 'activeDays' | 'settings' | 'now'>): boolean {
  const { settings, now } = world;
  switch (segment) {
    case 'lowBalance':
      return member.beanBalance < settings.lowBalanceBeans;
    case 'vipExpiring': {
      if (!member.expiryTime) return false;
      const end = Date.parse(member.expiryTime);
      return end > now && end - now <= settings.vipExpiringDays * DAY_MS;
    }
    case 'streak':
      return streakEnding(world.activeDays(member.id) ?? [], dayIndex(now)) >= settings.consecutiveDays;
  }
}

/** The members an audience reaches now, by id (ascending); chosen members who no longer exist are left out. */
export function audienceMembers(audience: Pick<Audience, 'target' | 'memberIds' | 'segment'>, world: AudienceWorld): number[] {
  const ascending = (ids: number[]) => (ids.every((id, i) => i === 0 || ids[i - 1] < id) ? ids : ids.sort((a, b) => a - b));
  if (audience.target === 'users') {
    const wanted = new Set(audience.memberIds);
    return ascending(world.members.filter((mb) => wanted.has(mb.id)).map((mb) => mb.id));
  }
  const segment = audience.target === 'all' ? null : audience.segment;
  if (audience.target === 'segment' && !segment) return [];
  const key = segment ?? 'all';
  const known = world.memo?.get(key);
  if (known) return [...known];
  const ids = ascending(segment ? world.members.filter((mb) => inSegment(segment, mb, world)).map((mb) => mb.id) : world.members.map((mb) => mb.id));
  world.memo?.set(key, ids);
  return [...ids];
}

/**
 * The mock world's table of members' active times (episodes unlocked by an ad, sign-ins, by
 * quarter hour: their days are read in the business zone with daysOfQuarters), built
 * from the member simulation's feed while the world seeds: the push area's mock reads it by this
 * name to aim pushes at the streak segment.
 */
export const STREAK_TABLE = 'memberActiveDays';
export const StreakRowSchema = v.object({
  /** The member's id. */
  id: v.number(),
  /** The quarter hours (quarterOf) the member watched an ad or signed in, ascending: the last weeks before the world was seeded. */
  quarters: v.array(v.number()),
});
export type StreakRow = v.InferOutput<typeof StreakRowSchema>;

/** A member as the audience picker shows one. */
export const MemberBriefSchema = v.object({
  id: v.number(),
  cardNumber: v.string(),
  name: v.string(),
  phone: v.string(),
  email: v.string(),
  beanBalance: v.number(),
  expiryTime: v.nullable(v.string()),
});
export type MemberBrief = v.InferOutput<typeof MemberBriefSchema>;

/** The pages that aim a message at an audience (they may search members and count a reach). */
export const AUDIENCE_PAGES: readonly PagePath[] = ['operate/pushPopup', 'operate/internalMessage', 'push/createPush'];

export const AudienceMembersRequestSchema = v.object({
  /** A card number, phone or e-mail, or a part of one (at least 2 characters). */
  keyword: v.optional(v.pipe(v.string(), v.maxLength(100))),
  /** Members by id (the ones a record already names). */
  ids: v.optional(v.pipe(v.array(Id), v.maxLength(MAX_CHOSEN_MEMBERS))),
});
export const audienceMembersCall = defineCall({
  method: 'POST',
  path: 'audience/v1/members',
  request: AudienceMembersRequestSchema,
  response: v.array(MemberBriefSchema),
  access: 'read',
  grant: AUDIENCE_PAGES,
  summary: 'Members to aim a message at: by a part of a card number, phone or e-mail (at most 20), or by id.',
});

export const ReachSchema = v.object({
  count: v.number(),
  /** The segments' thresholds now (system/systemConfiguration), for the picker's labels. */
  settings: v.object({ lowBalanceBeans: v.number(), vipExpiringDays: v.number(), consecutiveDays: v.number() }),
  /** Each segment's size now. */
  segments: v.object({ lowBalance: v.number(), vipExpiring: v.number(), streak: v.number() }),
  /** Members of the world now. */
  total: v.number(),
});
export type Reach = v.InferOutput<typeof ReachSchema>;
export const ReachRequestSchema = v.object({
  target: v.picklist(TARGETS, m('engage.audience.targetRequired')),
  memberIds: v.optional(v.pipe(v.array(Id), v.maxLength(MAX_CHOSEN_MEMBERS, m('engage.audience.tooMany'))), []),
  segment: v.optional(v.nullable(v.picklist(SEGMENTS)), null),
});
export const reachCall = defineCall({
  method: 'POST',
  path: 'audience/v1/reach',
  request: ReachRequestSchema,
  response: ReachSchema,
  access: 'read',
  grant: [...AUDIENCE_PAGES, 'push/pushRecord'],
  summary: 'How many members of the world an audience reaches now, with each segment’s size and its thresholds.',
  notes: 'Segments are read from the members as they are now (a recharge or Set VIP changes them at once) and the thresholds from system/systemConfiguration.',
});

/** The audience picker's calls. */
export const audienceApi = {
  members: (input: v.InferInput<typeof AudienceMembersRequestSchema>) => audienceMembersCall.send(input),
  reach: (audience: Pick<Audience, 'target' | 'memberIds' | 'segment'>) => reachCall.send(audience),
};
