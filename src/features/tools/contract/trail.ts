import * as v from 'valibot';
import { defineCall } from '@/lib/api/contract';
import { PIXEL_PLATFORMS } from '@/records/promotions';

/* 回传列表's match rate (toolCategory/returnList); a member's trail is a shared record (src/records/attribution.ts). */

/** One row of the match rate: members attributed in the period, and those with a postback accepted. */
export const MatchRowSchema = v.object({
  platform: v.picklist(PIXEL_PLATFORMS),
  /** null: the platform's total. */
  channelId: v.nullable(v.number()),
  channelName: v.string(),
  attributed: v.number(),
  matched: v.number(),
  /** matched / attributed (0 with nobody attributed). */
  rate: v.number(),
});
export type MatchRow = v.InferOutput<typeof MatchRowSchema>;
export const MatchRateSchema = v.object({
  start: v.string(),
  end: v.string(),
  platforms: v.array(MatchRowSchema),
  channels: v.array(MatchRowSchema),
});
export type MatchRate = v.InferOutput<typeof MatchRateSchema>;

const Day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/), v.maxLength(10));
export const matchRateCall = defineCall({
  method: 'POST',
  path: 'postback/v1/matchRate',
  request: v.object({ start: Day, end: Day }),
  response: MatchRateSchema,
  access: 'read',
  grant: 'toolCategory/returnList',
  summary: 'The match rate per platform and per channel for a period of business days: members attributed to a Meta or TikTok ad in the period, and those of them with a postback of the period accepted.',
  notes: 'A member is attributed on its activation record’s day (promotion records); matched when a postback of it whose event falls in the period was accepted (status success).',
});
