import * as v from 'valibot';
import { defineCall } from '@/lib/api/contract';
import { AnsweredPeriodEntries, comparedFigures, reportRequest } from '@/lib/report/wire';
import { AD_BEHAVIOURS, AD_DEVICE_TYPES, AD_SOURCES } from '@/records/promotions';

/*
 * Marketing reports (marketReport/, issue #14): the paid-acquisition loop read from the demo
 * world. A promotion record is one device's touch of an ad (spec section 3: ad group and campaign
 * ids and names, behaviour click or viewed, device type and version, screen size, site id,
 * attribution IPs, click and activation counts). Every member who joined through a channel is an
 * activation: its record names the promotion link it came through (the link is the ad group, its
 * utm_campaign the campaign) and the member; the devices that touched an ad and never installed are
 * seeded beside them. Recharge is those members' paid orders (operate contract ORDER_TABLE); the
 * landing pages' views and clicks are the click records' visits; the TikTok report adds the ad
 * account's spend and impressions (seeded per campaign and day) to the same records and orders.
 * So a member with an activation and a paid order is in the activation report, the recharge
 * report and (a TikTok member) the TikTok report, and the totals agree.
 *
 * One file per report: activation.ts (the promotion records), recharge.ts, pages.ts (landing
 * pages), tiktok.ts (with the ad account's days); api.ts: the calls as the pages send them.
 */

/** The promotion records' list (the records are a shared record: src/records/promotions.ts). */
export const PROMOTION_ENDPOINT = 'promotionRecord';

const Count = v.number();
const optionalText = v.optional(v.pipe(v.string(), v.maxLength(100)));

/* ---------------------------------------------------------------- advertising promotion records */

/** The activation report's filters: the records list's (resources.ts), the period aside. */
export const ActivationFilterEntries = {
  keyword: optionalText,
  source: v.optional(v.union([v.picklist(AD_SOURCES), v.literal('')])),
  behaviour: v.optional(v.union([v.picklist(AD_BEHAVIOURS), v.literal('')])),
  deviceType: v.optional(v.union([v.picklist(AD_DEVICE_TYPES), v.literal('')])),
  activations: v.optional(v.union([v.picklist([0, 1]), v.picklist(['0', '1', ''])])),
};

export const ACTIVATION_FIGURES = ['records', 'clicks', 'views', 'activations', 'activationRate'] as const;

export const ActivationDaySchema = v.object({
  date: v.string(),
  /** Touches (records) of the day, clicks on the ads, activations, activations per touch in percent. */
  records: Count,
  clicks: Count,
  activations: Count,
  activationRate: v.number(),
});
export type ActivationDay = v.InferOutput<typeof ActivationDaySchema>;

export const ActivationReportSchema = v.object({
  ...AnsweredPeriodEntries,
  figures: comparedFigures(ACTIVATION_FIGURES),
  days: v.array(ActivationDaySchema),
});
export type ActivationReport = v.InferOutput<typeof ActivationReportSchema>;

export const ActivationRequestSchema = reportRequest(ActivationFilterEntries);

export const activationReportCall = defineCall({
  method: 'POST',
  path: 'marketReport/v1/activation',
  request: ActivationRequestSchema,
  response: ActivationReportSchema,
  access: 'read',
  grant: 'marketReport/adUserActivation',
  summary: 'Advertising promotion records of the period (the records list\'s filters applied): touches, clicks, views, activations and the activation rate (activations per touch, %), compared with the period before, and per day.',
  notes: "A record belongs to the day of its activation, or of its touch when it has none (its `time`). Days are UTC. The records themselves are the promotionRecord resource's list.",
});
