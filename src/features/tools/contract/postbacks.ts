import * as v from 'valibot';
import { RecordVersion, defineCall } from '@/lib/api/contract';
import { PIXEL_PLATFORMS } from '@/records/promotions';
import { POSTBACK_EVENTS, POSTBACK_STATUSES } from '@/records/attribution';

/* ================================================================================================
 * Return (postback) list: toolCategory/returnList
 * ============================================================================================== */

/**
 * What the backend reports back to the ad platform (a postback, by the Conversions API of Meta or
 * the Events API of TikTok) for a member who came through an ad: the registration at activation,
 * then each paid order (Purchase for golden beans, Subscribe for VIP). Spec section 3: user id,
 * channel type, request params, return info, event, currency, order id, price, fbc, ip, url, ua.
 */
export { POSTBACK_EVENTS, POSTBACK_STATUSES };
export const POSTBACK_TABLE = 'postbacks';
export const POSTBACK_ENDPOINT = 'postback';

export const PostbackSchema = v.object({
  id: v.number(),
  /** The member (user id) and its card number. */
  memberId: v.number(),
  cardNumber: v.string(),
  /** The ad platform the member came through (its activation record's), the pixel it reports to. */
  channelType: v.picklist(PIXEL_PLATFORMS),
  pixelId: v.number(),
  pixelName: v.string(),
  event: v.picklist(POSTBACK_EVENTS),
  /** The order's currency, number and price as paid (original currency); '' and 0 for a registration. */
  currency: v.string(),
  orderNo: v.string(),
  price: v.number(),
  /** Meta's click cookie ('' for TikTok and views). */
  fbc: v.string(),
  ip: v.string(),
  /** The landing page's URL as the device opened it, and its user agent. */
  url: v.string(),
  ua: v.string(),
  /** The request sent and what the platform answered, as JSON text. */
  requestParams: v.string(),
  returnInfo: v.string(),
  status: v.picklist(POSTBACK_STATUSES),
  /** The HTTP status of the last attempt (0: no answer, timed out). */
  httpStatus: v.number(),
  attempts: v.number(),
  /** When the event happened and the postback was first sent; the last attempt. */
  time: v.string(),
  lastAttemptTime: v.string(),
  version: RecordVersion,
});
export type Postback = v.InferOutput<typeof PostbackSchema>;

export const retryPostbackCall = defineCall({
  method: 'POST',
  path: 'postback/v1/retry',
  request: v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)), version: RecordVersion }),
  response: PostbackSchema,
  access: 'write',
  grant: 'toolCategory/returnList',
  summary: 'Sends a failed postback again with its configuration as it is now, and answers the record with the new attempt (status, HTTP status, return info, attempts).',
  notes: 'A postback that succeeded is refused (tools.postback.notFailed). A configuration still refused by its platform (an expired token) fails again until it is corrected in toolCategory/configureFeedback; a disabled one is refused (tools.pixel.disabled). The version read is required (409 when the record changed).',
});
