import * as v from 'valibot';
import { defineCall } from '@/lib/api/contract';
import { AnsweredPeriodEntries, comparedFigures, reportRequest } from '@/lib/report/wire';
import { AD_SOURCES } from '@/records/promotions';
import { ORDER_TYPES } from '@/records/orders';

const Count = v.number();
const optionalId = v.optional(v.union([v.pipe(v.number(), v.integer(), v.minValue(1)), v.pipe(v.string(), v.maxLength(20))]));

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
