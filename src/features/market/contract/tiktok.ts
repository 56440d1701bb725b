import * as v from 'valibot';
import { defineCall } from '@/lib/api/contract';
import { AnsweredPeriodEntries, comparedFigures, reportRequest } from '@/lib/report/wire';

const Count = v.number();

/** The TikTok ad account's figures of one campaign and day (what TikTok Ads Manager reports beside our own records). */
export const TikTokDaySchema = v.object({
  id: v.number(),
  campaignId: v.string(),
  campaignName: v.string(),
  /** YYYY-MM-DD (UTC). */
  date: v.string(),
  /** The ad account's currency. */
  currency: v.literal('USD'),
  /** Spend in the account's currency. */
  spend: v.number(),
  impressions: v.number(),
});
export type TikTokDay = v.InferOutput<typeof TikTokDaySchema>;

/** The ad account's days (the mock world's table) and its currency. */
export const TIKTOK_TABLE = 'tiktokCampaignDays';
export const TIKTOK_CURRENCY = 'USD' as const;

/* ---------------------------------------------------------------- TikTok */

export const TIKTOK_FIGURES = ['spendYen', 'impressions', 'clicks', 'ctr', 'activations', 'costPerActivation', 'payments', 'paymentYen', 'roas'] as const;

export const TikTokRowSchema = v.object({
  id: v.number(),
  date: v.string(),
  campaignId: v.string(),
  campaignName: v.string(),
  currency: v.literal(TIKTOK_CURRENCY),
  /** In the account's currency, and in yen. */
  spend: v.number(),
  spendYen: v.number(),
  impressions: Count,
  clicks: Count,
  /** clicks / impressions, %. */
  ctr: v.number(),
  activations: Count,
  /** spendYen / activations; null without activations. */
  costPerActivation: v.nullable(v.number()),
  /** Paid orders of the campaign's members that day, and their yen. */
  payments: Count,
  paymentYen: Count,
  /** paymentYen / spendYen, %. */
  roas: v.nullable(v.number()),
});
export type TikTokRow = v.InferOutput<typeof TikTokRowSchema>;

export const TikTokReportSchema = v.object({
  ...AnsweredPeriodEntries,
  currency: v.literal(TIKTOK_CURRENCY),
  /** The period's spend in the account's currency (the figures have it in yen). */
  spend: v.number(),
  figures: comparedFigures(TIKTOK_FIGURES),
  /** Per day, all campaigns (or the one chosen) together. */
  days: v.array(v.omit(TikTokRowSchema, ['id', 'campaignId', 'campaignName'])),
  /** Per campaign and day, newest first. */
  rows: v.array(TikTokRowSchema),
  /** Per campaign, the period's totals, most spent first. */
  byCampaign: v.array(v.omit(TikTokRowSchema, ['date'])),
  campaigns: v.array(v.object({ id: v.string(), name: v.string() })),
});
export type TikTokReport = v.InferOutput<typeof TikTokReportSchema>;

export const tiktokReportCall = defineCall({
  method: 'POST',
  path: 'marketReport/v1/tiktok',
  request: reportRequest({ campaignId: v.optional(v.pipe(v.string(), v.maxLength(30))) }),
  response: TikTokReportSchema,
  access: 'read',
  grant: 'marketReport/ttReport',
  summary: "The TikTok advertising report per campaign and day: spend (the ad account's currency, and yen), impressions, clicks, CTR, activations, cost per activation, payments and ROAS, with the period's totals compared with the period before.",
  notes: "Spend and impressions are the ad account's; clicks are the TikTok promotion records' clicks of the day; activations the members who joined through a TikTok ad group that day; payments their paid orders that day (refunds left out). USD is converted at the console's fixed rate (operate contract YEN_RATES).",
});
