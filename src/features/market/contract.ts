import * as v from 'valibot';
import { defineCall } from '@/lib/api/contract';
import { AnsweredPeriodEntries, comparedFigures, reportRequest } from '@/lib/report/wire';
import { AD_BEHAVIOURS, AD_DEVICE_TYPES, AD_SOURCES } from '@/records/promotions';
import { ORDER_TYPES } from '@/records/orders';

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
 */

/* ================================================================================================
 * Promotion records
 * ============================================================================================== */


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

/** The mock world's tables. */
export const TIKTOK_TABLE = 'tiktokCampaignDays';
export const PROMOTION_ENDPOINT = 'promotionRecord';
export const TIKTOK_CURRENCY = 'USD' as const;

/* ================================================================================================
 * The reports' calls
 * ============================================================================================== */

const Count = v.number();
const optionalText = v.optional(v.pipe(v.string(), v.maxLength(100)));
const optionalId = v.optional(v.union([v.pipe(v.number(), v.integer(), v.minValue(1)), v.pipe(v.string(), v.maxLength(20))]));

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

/* ---------------------------------------------------------------- recharge by campaign and ad group */

export const RechargeRowSchema = v.object({
  /** The ad group's promotion link. */
  id: v.number(),
  channelId: v.number(),
  channelName: v.string(),
  source: v.picklist(AD_SOURCES),
  campaignId: v.string(),
  campaignName: v.string(),
  adGroupId: v.string(),
  adGroupName: v.string(),
  /** Members who joined through the ad group in the period. */
  activations: Count,
  /** The ad group's members with a paid order in the period, each once. */
  payers: Count,
  orders: Count,
  /** Yen they paid in the period (refunded orders left out). */
  recharge: Count,
  /** recharge / activations, yen; null without activations. */
  rechargePerActivation: v.nullable(v.number()),
});
export type RechargeRow = v.InferOutput<typeof RechargeRowSchema>;

export const RECHARGE_FIGURES = ['activations', 'payers', 'orders', 'recharge', 'rechargePerActivation'] as const;

export const RechargeReportSchema = v.object({
  ...AnsweredPeriodEntries,
  figures: comparedFigures(RECHARGE_FIGURES),
  rows: v.array(RechargeRowSchema),
  /** Every channel with attributed members (the page's channel choice). */
  channels: v.array(v.object({ id: v.number(), name: v.string() })),
});
export type RechargeReport = v.InferOutput<typeof RechargeReportSchema>;

export const rechargeReportCall = defineCall({
  method: 'POST',
  path: 'marketReport/v1/recharge',
  request: reportRequest({ channelId: optionalId }),
  response: RechargeReportSchema,
  access: 'read',
  grant: 'marketReport/advertisingCorrespondingRecharge',
  summary: 'Recharge attributed to each campaign and ad group in the period: activations (members who joined through it), payers, paid orders, yen paid and yen per activation; with the totals compared with the period before.',
  notes: "A member is attributed to the ad group of its activation record. Recharge is the member's orders with status paid and a pay time in the period (refunded, unpaid and failed orders left out), in yen. Ad groups with neither activations nor recharge in the period are left out. Days are UTC.",
});

export const RechargeOrderSchema = v.object({
  id: v.number(),
  orderNo: v.string(),
  type: v.picklist(ORDER_TYPES),
  memberId: v.number(),
  cardNumber: v.string(),
  memberName: v.string(),
  itemName: v.string(),
  paidYen: v.number(),
  payTime: v.string(),
});
export type RechargeOrder = v.InferOutput<typeof RechargeOrderSchema>;
/** The most orders one answer lists (a row of a long period may have more: the total says so). */
export const RECHARGE_ORDERS_MAX = 500;

export const rechargeOrdersCall = defineCall({
  method: 'POST',
  path: 'marketReport/v1/rechargeOrders',
  request: reportRequest({ promotionLinkId: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
  response: v.object({ orders: v.array(RechargeOrderSchema), total: v.number(), recharge: v.number() }),
  access: 'read',
  grant: 'marketReport/advertisingCorrespondingRecharge',
  summary: 'The paid orders behind a row of the recharge report: the ad group\'s members\' orders paid in the period, newest first (at most 500; `total` and `recharge` count them all).',
});

/* ---------------------------------------------------------------- landing pages */

/** landing: a promotion link's landing page; h5: a page of the H5 site (theater/classification, H5 management) opened from a landing page. */
export const LANDING_KINDS = ['landing', 'h5'] as const;

export const PAGE_FIGURES = ['views', 'visitors', 'clicks', 'ctr'] as const;

export const PageDaySchema = v.object({ date: v.string(), views: Count, visitors: Count, clicks: Count, ctr: v.number() });
export const PageRowSchema = v.object({
  id: v.number(),
  /** 'link:<id>' or 'h5:<id>'. */
  key: v.string(),
  kind: v.picklist(LANDING_KINDS),
  name: v.string(),
  url: v.string(),
  views: Count,
  visitors: Count,
  clicks: Count,
  /** clicks / views, %. */
  ctr: v.number(),
});
export type PageRow = v.InferOutput<typeof PageRowSchema>;

export const PageReportSchema = v.object({
  ...AnsweredPeriodEntries,
  figures: comparedFigures(PAGE_FIGURES),
  days: v.array(PageDaySchema),
  pages: v.array(PageRowSchema),
  /** Every page there is (the page choice), whether visited in the period or not. */
  options: v.array(v.object({ key: v.string(), kind: v.picklist(LANDING_KINDS), name: v.string() })),
});
export type PageReport = v.InferOutput<typeof PageReportSchema>;

export const pageReportCall = defineCall({
  method: 'POST',
  path: 'marketReport/v1/pages',
  request: reportRequest({ page: optionalText }),
  response: PageReportSchema,
  access: 'read',
  grant: 'marketReport/pageBrowsingClick',
  summary: 'Views, unique visitors, clicks and click-through rate of the promotion landing pages and the H5 pages opened from them, per day and per page, for the period (one page or all), compared with the period before.',
  notes: "Every click on an ad opens its link's landing page (a view); a device is one visitor. A landing page's clicks are its 在 App 中观看 button's; an H5 page's, its link back to the drama. Days are UTC, by the time of the visit.",
});

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

/** The reports' calls, as the pages send them. */
export const marketApi = {
  activation: (input: v.InferInput<typeof ActivationRequestSchema>) => activationReportCall.send(input),
  recharge: (input: { start: string; end: string; channelId?: number | string }) => rechargeReportCall.send(input),
  rechargeOrders: (input: { start: string; end: string; promotionLinkId: number }) => rechargeOrdersCall.send(input),
  pages: (input: { start: string; end: string; page?: string }) => pageReportCall.send(input),
  tiktok: (input: { start: string; end: string; campaignId?: string }) => tiktokReportCall.send(input),
};

