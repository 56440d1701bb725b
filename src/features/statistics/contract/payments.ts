import * as v from 'valibot';
import { AnsweredPeriodEntries, comparedFigures } from '@/lib/report/wire';
import { ORDER_STATUSES, ORDER_TYPES, PAY_PLATFORMS } from '@/records/orders';

/* The reports on orders and payments: the dashboard, order statistics, the daily operating report, VIP statistics, 30-day cumulative payment. */

const Count = v.number();

/* ---------------------------------------------------------------- the orders (issue #11's records) */

/*
 * The dashboard and the order reports read the orders (operate contract, ORDER_TABLE). An order's
 * day is its pay day when it was paid (paid, or refunded since: a refund leaves it on the day it
 * was paid), else its creation day; "paid" is the status paid, so refunded orders are neither
 * payments nor VIP periods. Payment amounts are the yen paid (paidYen): the sum of the 实付金额 of
 * the orders the two order lists show for status 已支付 and that payment-time range.
 */

/** How a viewer watched in the period: with VIP if at all, else with golden beans if at all, else free (free and ad-unlocked episodes). */
export const VIEWER_CLASSES = ['vip', 'beans', 'free'] as const;
export type ViewerClass = (typeof VIEWER_CLASSES)[number];

/** The dashboard's headline figures (spec section 2: new users, payment counts, payers, payment amount, recharge and membership orders, reorders; viewers). */
export const DASHBOARD_FIGURES = ['newUsers', 'paymentCount', 'payers', 'paymentAmount', 'rechargeOrders', 'vipOrders', 'reorders', 'viewers'] as const;

/** What today's figures compare with: yesterday up to the same time of day (the default), or the whole of yesterday. */
export const DASHBOARD_COMPARE = ['sameTime', 'wholeDay'] as const;
export type DashboardCompare = (typeof DASHBOARD_COMPARE)[number];

export const DashboardReportSchema = v.object({
  ...AnsweredPeriodEntries,
  /** Today compared with yesterday up to the same time of day: the moment (ISO) yesterday's figures end; null for whole days. */
  previousUntil: v.optional(v.nullable(v.string())),
  /**
   * paymentCount: paid orders (rechargeOrders + vipOrders); payers: members with a paid order in
   * the period, each once; paymentAmount: their yen; reorders: paid orders of members who had paid
   * before; viewers: members who played an episode, each once.
   */
  figures: comparedFigures(DASHBOARD_FIGURES),
  days: v.array(v.object({ date: v.string(), newUsers: Count, paymentCount: Count, payers: Count, paymentAmount: v.number() })),
  /** The viewing ranking: the ten most viewed dramas of the period. */
  ranking: v.array(v.object({ dramaId: v.number(), name: v.string(), views: Count, viewers: Count })),
  /** The period's viewers by how they watched (each in one class: the three add up to viewers). */
  viewers: v.array(v.object({ viewerClass: v.picklist(VIEWER_CLASSES), viewers: Count })),
  /** Paid orders and their yen by order type. */
  orderTypes: v.array(v.object({ type: v.picklist(ORDER_TYPES), orders: Count, amount: v.number() })),
});
export type DashboardReport = v.InferOutput<typeof DashboardReportSchema>;

/* ---------------------------------------------------------------- order statistics */

export const OrderDaySchema = v.object({
  date: v.string(),
  /** Orders of the day, any status. */
  orders: Count,
  paidOrders: Count,
  paidAmount: v.number(),
  refundedOrders: Count,
  refundedAmount: v.number(),
  /** Paid yen by order type. */
  vipAmount: v.number(),
  beansAmount: v.number(),
});
export type OrderDay = v.InferOutput<typeof OrderDaySchema>;

const OrderSplit = { orders: Count, paidOrders: Count, paidAmount: v.number(), refundedOrders: Count, refundedAmount: v.number() };

export const OrderReportSchema = v.object({
  ...AnsweredPeriodEntries,
  /** averageOrder: paid yen per paid order; payers: members with a paid order, each once. */
  figures: comparedFigures(['orders', 'paidOrders', 'paidAmount', 'payers', 'refundedOrders', 'refundedAmount', 'averageOrder']),
  days: v.array(OrderDaySchema),
  types: v.array(v.object({ type: v.picklist(ORDER_TYPES), ...OrderSplit })),
  /** Orders and yen by status (unpaid and failed: the price never collected). */
  statuses: v.array(v.object({ status: v.picklist(ORDER_STATUSES), orders: Count, amount: v.number() })),
  /** Paid orders and yen by payment method. */
  methods: v.array(v.object({ method: v.picklist(PAY_PLATFORMS), paidOrders: Count, paidAmount: v.number() })),
});
export type OrderReport = v.InferOutput<typeof OrderReportSchema>;

/* ---------------------------------------------------------------- the daily operating report */

/** The daily report's figures, also the custom indicators of its chart (at most two at once). */
export const OPERATION_INDICATORS = ['newUsers', 'activeUsers', 'payers', 'paymentAmount', 'arpu', 'arppu', 'rechargeOrders', 'vipOrders', 'reorders'] as const;

export const OperationDaySchema = v.object({
  date: v.string(),
  newUsers: Count,
  /** Members who opened the app that day (each once). */
  activeUsers: Count,
  payers: Count,
  paymentAmount: v.number(),
  /** Yen per active user, two decimals. */
  arpu: v.number(),
  /** Yen per payer, two decimals. */
  arppu: v.number(),
  rechargeOrders: Count,
  vipOrders: Count,
  reorders: Count,
});
export type OperationDay = v.InferOutput<typeof OperationDaySchema>;

export const OperationReportSchema = v.object({
  ...AnsweredPeriodEntries,
  maxIndicators: v.number(),
  /** activeUsers and payers: people in the whole period, each once; ARPU and ARPPU from those. */
  figures: comparedFigures(OPERATION_INDICATORS),
  days: v.array(OperationDaySchema),
});
export type OperationReport = v.InferOutput<typeof OperationReportSchema>;

/* ---------------------------------------------------------------- VIP statistics */

/** Section 9: VIP retention up to 12 periods. */
export const VIP_RETENTION_PERIODS = 12;
/** A renewal declined is tried again on the following days (the app stores' billing retry): a period counts once these days are over. */
export const RENEWAL_RETRY_DAYS = 3;
/** Section 9: 7-day retention. */
export const RETENTION_DAYS = 7;

export const VipDaySchema = v.object({
  date: v.string(),
  /** First periods paid: subscriptions started. */
  newVips: Count,
  /** Later periods paid. */
  renewals: Count,
  /** Subscriptions whose VIP time ended that day (not renewed, or refunded). */
  lapsed: Count,
  /** Percent of that day's new VIPs still VIP seven days later; null until seven days have passed. */
  retention7: v.nullable(v.number()),
});
export type VipDay = v.InferOutput<typeof VipDaySchema>;

export const VipCohortSchema = v.object({
  /** The cohort's first and last day (one period of the VIP type long). */
  start: v.string(),
  end: v.string(),
  /** Subscriptions of the type started in the cohort's days. */
  vips: Count,
  /** Percent of them that paid period 1, 2 … 12 (period 1: 100); null: not every one of them has reached that period yet. */
  periods: v.array(v.nullable(v.number())),
});
export type VipCohort = v.InferOutput<typeof VipCohortSchema>;

export const VipReportSchema = v.object({
  ...AnsweredPeriodEntries,
  /** retention7: percent of the period's new VIPs (those seven days old by now) still VIP seven days after they paid. */
  figures: comparedFigures(['newVips', 'renewals', 'lapsed', 'retention7']),
  days: v.array(VipDaySchema),
  types: v.array(v.object({ vipTypeId: v.number(), name: v.string(), newVips: Count, renewals: Count, lapsed: Count })),
  /** Every VIP type (the cohort table's chooser). */
  vipTypes: v.array(v.object({ id: v.number(), name: v.string(), days: v.number() })),
  /** The type of the cohort table, and its 12 cohorts up to the period's end, oldest first. */
  cohortType: v.nullable(v.object({ id: v.number(), name: v.string(), days: v.number() })),
  cohorts: v.array(VipCohortSchema),
});
export type VipReport = v.InferOutput<typeof VipReportSchema>;

/* ---------------------------------------------------------------- 30-day cumulative payment */

/** The days after joining the cohort table shows (the curve has every day 0 … 30). */
export const THIRTY_DAY_MARKS = [0, 1, 3, 7, 14, 30] as const;

const Cumulative = v.nullable(v.number());
export const ThirtyDayCohortSchema = v.object({
  /** The join day. */
  date: v.string(),
  newUsers: Count,
  /** Of them, who paid within their first 31 days (so far). */
  payers: Count,
  /** Yen paid from the join day (day 0) to day k, each; null while day k is still to come. */
  d0: Cumulative,
  d1: Cumulative,
  d3: Cumulative,
  d7: Cumulative,
  d14: Cumulative,
  d30: Cumulative,
});
export type ThirtyDayCohort = v.InferOutput<typeof ThirtyDayCohortSchema>;

export const ThirtyDaysReportSchema = v.object({
  ...AnsweredPeriodEntries,
  /** Members who joined in the period, those of them who paid within 31 days, what they paid in those days (so far), and per new user. */
  figures: comparedFigures(['newUsers', 'payers', 'amount', 'amountPerUser']),
  cohorts: v.array(ThirtyDayCohortSchema),
  /** Day 0 … 30 after joining, over every cohort of the period: yen paid up to that day, payers so far, yen per new user (never decreasing). */
  curve: v.array(v.object({ day: v.number(), amount: v.number(), payers: Count, amountPerUser: v.number() })),
});
export type ThirtyDaysReport = v.InferOutput<typeof ThirtyDaysReportSchema>;
