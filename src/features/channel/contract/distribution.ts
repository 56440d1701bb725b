import * as v from 'valibot';
import { defineCall } from '@/lib/api/contract';
import { ORDER_TYPES } from '@/records/orders';

/*
 * The channel area's contract (section 3: channel company: name, contact, phone; channel: name,
 * id, number, company). Members point at a development channel; the member filters, columns and
 * the set-channel form list the channels. The distribution figures are members and their paid
 * orders (operate contract), added up by the member's development channel.
 */

/* ------------------------------------------------------------------------------------------------
 * Distribution: orders (the paid orders of a channel's members), share records (per channel and
 * month) and the console (per channel for a period).
 * ---------------------------------------------------------------------------------------------- */

/** Distribution orders are the orders that were paid: paid, or paid and refunded since (unpaid and failed ones earn nothing). */
export const DISTRIBUTION_STATUSES = ['paid', 'refunded'] as const;

/** A distribution order: a paid (or refunded) order (operate contract ORDER_TABLE) of a member whose development channel is the channel. Yen. */
export const DistributionOrderSchema = v.object({
  /** The order's id. */
  id: v.number(),
  orderNo: v.string(),
  memberId: v.number(),
  memberName: v.string(),
  cardNumber: v.string(),
  channelId: v.number(),
  companyId: v.number(),
  orderType: v.picklist(ORDER_TYPES),
  /** What was paid, in yen. */
  amount: v.number(),
  status: v.picklist(DISTRIBUTION_STATUSES),
  payTime: v.string(),
});
export type DistributionOrder = v.InferOutput<typeof DistributionOrderSchema>;

export const SHARE_STATUSES = ['settled', 'pending'] as const;

/** A share record: what a channel's company earns for one calendar month (UTC). Pending until the month is over. */
export const ShareRecordSchema = v.object({
  /** channelId * 1,000,000 + YYYYMM. */
  id: v.number(),
  /** YYYY-MM */
  month: v.string(),
  channelId: v.number(),
  companyId: v.number(),
  /** Paid orders of the month. */
  orders: v.number(),
  /** Yen paid in the month, refunds excluded. */
  recharge: v.number(),
  sharePercent: v.number(),
  /** recharge × sharePercent / 100, rounded down to the yen. */
  shareAmount: v.number(),
  status: v.picklist(SHARE_STATUSES),
});
export type ShareRecord = v.InferOutput<typeof ShareRecordSchema>;

/** One channel's figures for the period. */
export const ConsoleRowSchema = v.object({
  channelId: v.number(),
  channelName: v.string(),
  number: v.string(),
  companyId: v.number(),
  companyName: v.string(),
  /** Promotion links of the channel. */
  links: v.number(),
  /** Members of the channel who joined in the period. */
  members: v.number(),
  /** Members of the channel with at least one paid order in the period. */
  payingMembers: v.number(),
  /** Yen the channel's members paid in the period (refunded orders excluded). */
  recharge: v.number(),
  sharePercent: v.number(),
  /** recharge × sharePercent / 100, rounded down to the yen. */
  shareAmount: v.number(),
});
export type ConsoleRow = v.InferOutput<typeof ConsoleRowSchema>;

export const DistributionConsoleSchema = v.object({
  /** The period (YYYY-MM-DD, both days included); empty for all time. */
  start: v.string(),
  end: v.string(),
  rows: v.array(ConsoleRowSchema),
  /** The rows added up (the share amount is the sum of the rows' share amounts). */
  total: v.object({ links: v.number(), members: v.number(), payingMembers: v.number(), recharge: v.number(), shareAmount: v.number() }),
});
export type DistributionConsole = v.InferOutput<typeof DistributionConsoleSchema>;

const day = v.pipe(v.string('valid.dateRange'), v.maxLength(30, 'valid.dateRange'));
const optionalId = v.optional(v.union([v.pipe(v.number(), v.integer(), v.minValue(1)), v.pipe(v.string(), v.maxLength(20))]));

export const ConsoleRequestSchema = v.object({
  /** YYYY-MM-DD, start before end; both blank (or absent) for all time. */
  start: v.optional(day),
  end: v.optional(day),
  companyId: optionalId,
  channelId: optionalId,
});

export const distributionConsoleCall = defineCall({
  method: 'POST',
  path: 'distribution/v1/console',
  request: ConsoleRequestSchema,
  response: DistributionConsoleSchema,
  access: 'read',
  grant: 'channel/management',
  summary: "The distribution console: per channel, for a period, its promotion links, members acquired, paying members, recharge (yen), share percentage and share amount.",
  notes:
    "Members are attributed to their current development channel. Members acquired: the channel's members who joined in the period; paying members and recharge: the channel's members' paid orders (yen paid; refunded, unpaid and failed orders excluded) with a pay time in the period. A period is whole days of the business day’s time zone (the settings’ reportTimeZone); blank start and end mean all time. A start that is not before the end is refused (valid.dateRange).",
});

export const channelApi = {
  distributionConsole: (input: v.InferInput<typeof ConsoleRequestSchema>) => distributionConsoleCall.send(input),
};
