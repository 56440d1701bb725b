import * as v from 'valibot';
import { RecordVersion, defineCall } from '@/lib/api/contract';
import { ORDER_TYPES } from './orders';
import { AD_BEHAVIOURS, AD_SOURCES, PIXEL_PLATFORMS } from './promotions';

/*
 * A member's attribution trail (shared record): a tab of the member's record (the member area's
 * page) reads it; the tools area's mock answers it from the postbacks it keeps, the promotion
 * records, the member's orders, 自归因配置 (the money area's settings) and the system
 * configuration's old-user window. docs/attribution-trail.md.
 */

/** The postback events and statuses (the tools area's postbacks, toolCategory/returnList). */
export const POSTBACK_EVENTS = ['CompleteRegistration', 'Purchase', 'Subscribe'] as const;
export const POSTBACK_STATUSES = ['success', 'failed'] as const;

/**
 * 自归因配置 (operate/selfAttributionConfiguration): the money area's one-row table, which the tools
 * mock reads for the trail: natural attribution alone, or the channels it attributes.
 */
export const SELF_ATTRIBUTION_TABLE = 'attributionConfig';
export interface SelfAttribution {
  natural: boolean;
  channelIds: number[];
}

/** Every attempt of a postback: the first send (seeded with the postback) and each retry after it. */
export const PostbackAttemptSchema = v.object({
  id: v.number(),
  postbackId: v.number(),
  /** 1 for the first send, then one more per retry. */
  attempt: v.number(),
  time: v.string(),
  status: v.picklist(POSTBACK_STATUSES),
  /** 0: no answer (timed out). */
  httpStatus: v.number(),
  /** The platform's answer, as JSON text. */
  returnInfo: v.string(),
  /** Who retried it ('' for the backend's own send). */
  operator: v.string(),
});
export type PostbackAttempt = v.InferOutput<typeof PostbackAttemptSchema>;
export const POSTBACK_ATTEMPT_TABLE = 'postbackAttempts';

/** A postback as the trail shows it: what was sent, the last answer, and every attempt. */
export const TrailPostbackSchema = v.object({
  id: v.number(),
  event: v.picklist(POSTBACK_EVENTS),
  platform: v.picklist(PIXEL_PLATFORMS),
  pixelName: v.string(),
  /** The order it reports ('' for a registration). */
  orderNo: v.string(),
  status: v.picklist(POSTBACK_STATUSES),
  httpStatus: v.number(),
  requestParams: v.string(),
  returnInfo: v.string(),
  attempts: v.array(PostbackAttemptSchema),
  version: RecordVersion,
});
export type TrailPostback = v.InferOutput<typeof TrailPostbackSchema>;

const time = v.string();
export const TrailEventSchema = v.variant('kind', [
  /** The ad click (or view) or the promotion link opened. */
  v.object({
    kind: v.literal('touch'),
    time,
    source: v.picklist(AD_SOURCES),
    behaviour: v.picklist(AD_BEHAVIOURS),
    campaignName: v.string(),
    adGroupName: v.string(),
    channelName: v.string(),
  }),
  v.object({ kind: v.literal('install'), time, deviceModel: v.string(), osVersion: v.string() }),
  v.object({ kind: v.literal('register'), time }),
  /** A paid (or later refunded) order, and whether it fell inside the attribution window. */
  v.object({
    kind: v.literal('payment'),
    time,
    orderNo: v.string(),
    orderType: v.picklist(ORDER_TYPES),
    itemName: v.string(),
    currency: v.string(),
    paidAmount: v.number(),
    refunded: v.boolean(),
    inWindow: v.boolean(),
  }),
  v.object({ kind: v.literal('windowEnd'), time }),
  v.object({ kind: v.literal('postback'), time, postback: TrailPostbackSchema }),
]);
export type TrailEvent = v.InferOutput<typeof TrailEventSchema>;

export const AttributionTrailSchema = v.object({
  memberId: v.number(),
  cardNumber: v.string(),
  /** The ad platform of the member's activation record (null: not from an ad). */
  source: v.nullable(v.picklist(AD_SOURCES)),
  channelName: v.string(),
  /**
   * The attribution window (system/systemConfiguration's old-user window, 7 days) from the touch,
   * and whether 自归因配置 attributes the member's channel (natural: natural attribution alone).
   */
  window: v.object({
    days: v.number(),
    start: v.nullable(time),
    end: v.nullable(time),
    natural: v.boolean(),
    selfAttributed: v.boolean(),
  }),
  /** In time order. */
  events: v.array(TrailEventSchema),
});
export type AttributionTrail = v.InferOutput<typeof AttributionTrailSchema>;

/** The member record's tab that shows the trail (`?tab=trail` on the member's record path), and the page whose record it is. */
export const TRAIL_TAB = 'trail';
export const TRAIL_PAGE = 'member/memberInforMation';

export const trailCall = defineCall({
  method: 'POST',
  path: 'postback/v1/trail',
  request: v.object({ memberId: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
  response: AttributionTrailSchema,
  access: 'read',
  grant: TRAIL_PAGE,
  summary: "A member's attribution trail: the ad touch, install, registration, each payment and each postback sent to Meta or TikTok with its attempts, and the attribution window.",
  notes: 'Read from the promotion records, the member, its orders, the postbacks and their attempts, the self-attribution settings and the old-user attribution window (system configuration). An unknown member answers 404.',
});

export const trailRetryCall = defineCall({
  method: 'POST',
  path: 'postback/v1/trailRetry',
  request: v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)), version: RecordVersion }),
  response: TrailPostbackSchema,
  access: 'write',
  grant: 'member/memberInforMation',
  summary: "Retries a failed postback from a member's attribution trail: sent again with its feedback configuration as it is now, the answer recorded as a new attempt; answers the postback with every attempt.",
  notes: 'The same retry as postback/v1/retry (toolCategory/returnList): a postback that succeeded is refused (tools.postback.notFailed), a disabled configuration too (tools.pixel.disabled); the version read is required (409 when the record changed).',
});

/** The calls as the member's record sends them. */
export const trailApi = {
  trail: (memberId: number) => trailCall.send({ memberId }),
  retry: (id: number, version: number) => trailRetryCall.send({ id, version }),
};
