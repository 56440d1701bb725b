import * as v from 'valibot';
import { defineCall } from '@/lib/api/contract';
import { AnsweredPeriodEntries, comparedFigures, reportRequest } from '@/lib/report/wire';
import { MEMBER_TYPES, PLATFORMS, UNLOCK_TYPES } from '@/records/members';
import { ORDER_STATUSES, ORDER_TYPES, PAY_PLATFORMS } from '@/records/orders';

/*
 * The statistical reports (statisticalReport/): each a declared call answered by the mock's
 * warehouse (mock/warehouse), which keeps daily aggregates built from the member simulation's
 * feed while the world seeds and kept up to date from table writes afterwards. Days are whole
 * days of the reports' time zone (REPORT_TIME_ZONE, src/lib/report/period.ts); a period is
 * [start, end], both included, at most two years; every answer also gives the figures of the
 * period of the same length just before, for compare-to-previous.
 */

const Count = v.number();

/* ---------------------------------------------------------------- what the app's users click */

/** The pages of the app whose clicks are counted. */
export const CLICK_PAGES = ['home', 'profile', 'player', 'paywall', 'store', 'vip', 'welfare'] as const;
export type ClickPage = (typeof CLICK_PAGES)[number];

/**
 * The elements of those pages. Clicks are derived from the member simulation's steps during each
 * visit (mock/warehouse/clicks.ts): the way to the first episode of a visit, each next episode,
 * the paywall's buttons, the store and VIP pages, the welfare page's sign-in and tasks.
 */
export const CLICK_ELEMENTS = [
  { key: 'homeDramaCard', page: 'home' },
  { key: 'homeBanner', page: 'home' },
  { key: 'homeSearch', page: 'home' },
  { key: 'profileHistory', page: 'profile' },
  { key: 'playerNext', page: 'player' },
  { key: 'paywallBeans', page: 'paywall' },
  { key: 'paywallAd', page: 'paywall' },
  { key: 'paywallRecharge', page: 'paywall' },
  { key: 'paywallVip', page: 'paywall' },
  { key: 'storePackage', page: 'store' },
  { key: 'vipSubscribe', page: 'vip' },
  { key: 'welfareSignIn', page: 'welfare' },
  { key: 'welfareTask', page: 'welfare' },
] as const satisfies ReadonlyArray<{ key: string; page: ClickPage }>;
export const CLICK_ELEMENT_KEYS = CLICK_ELEMENTS.map((e) => e.key);
export type ClickElement = (typeof CLICK_ELEMENTS)[number]['key'];

/* ---------------------------------------------------------------- devices */

/** Device types: phones and tablets run the app; H5 also runs in desktop browsers. */
export const DEVICE_TYPES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/* ---------------------------------------------------------------- the reports' indicators */

/** Visitor statistics: the figures its line chart can show (custom indicators, at most two at once). */
export const VISITOR_INDICATORS = ['visitors', 'newVisitors', 'visits', 'memberVisitors', 'guestVisitors'] as const;
/** Playback statistics: the same. */
export const PLAYBACK_INDICATORS = ['plays', 'viewers', 'watchMinutes', 'minutesPerViewer', 'completionRate'] as const;

/* ---------------------------------------------------------------- visitors */

export const VisitorDaySchema = v.object({
  date: v.string(),
  /** Members who opened the app that day (each once). */
  visitors: Count,
  /** Members who joined that day (their first visit). */
  newVisitors: Count,
  /** Times the app was opened. */
  visits: Count,
  memberVisitors: Count,
  guestVisitors: Count,
  ios: Count,
  android: Count,
  h5: Count,
});
export type VisitorDay = v.InferOutput<typeof VisitorDaySchema>;

const VisitorSplitSchema = { visitors: Count, newVisitors: Count, visits: Count };

export const VisitorReportSchema = v.object({
  ...AnsweredPeriodEntries,
  /** The custom indicators a chart may show at once (system/systemConfiguration, default 2). */
  maxIndicators: v.number(),
  /** visitors, memberVisitors, guestVisitors: people in the whole period, each once. */
  figures: comparedFigures(['visitors', 'newVisitors', 'visits', 'memberVisitors', 'guestVisitors', 'visitsPerVisitor']),
  days: v.array(VisitorDaySchema),
  /** The period's visitors by member type and by platform (each person once). */
  types: v.array(v.object({ type: v.picklist(MEMBER_TYPES), ...VisitorSplitSchema })),
  platforms: v.array(v.object({ platform: v.picklist(PLATFORMS), ...VisitorSplitSchema })),
});
export type VisitorReport = v.InferOutput<typeof VisitorReportSchema>;

/* ---------------------------------------------------------------- dramas */

export const DramaFiguresSchema = {
  /** Episodes played. */
  views: Count,
  /** Members who played at least one episode (each once). */
  viewers: Count,
  /** Viewers who unlocked at least one episode with golden beans or VIP. */
  payingViewers: Count,
  /** Episodes unlocked with golden beans or VIP. */
  paidUnlocks: Count,
  /** Yen: paid payment records made at the drama's paywall (refunded ones left out). */
  revenue: v.number(),
  /** Percent of the plays watched to the end (0-100, one decimal). */
  completionRate: v.number(),
};

export const DramaRowSchema = v.object({ dramaId: v.number(), name: v.string(), ...DramaFiguresSchema });
export type DramaStatRow = v.InferOutput<typeof DramaRowSchema>;

export const DramaReportSchema = v.object({
  ...AnsweredPeriodEntries,
  figures: comparedFigures(['views', 'viewers', 'payingViewers', 'paidUnlocks', 'revenue', 'completionRate']),
  /** Every drama played or paid for in the period, by views (the viewing ranking), most first. */
  dramas: v.array(DramaRowSchema),
  days: v.array(v.object({ date: v.string(), views: Count, viewers: Count, revenue: v.number() })),
});
export type DramaReport = v.InferOutput<typeof DramaReportSchema>;

export const DramaOptionSchema = v.object({ id: v.number(), name: v.string() });
export const DramaOptionsSchema = v.array(DramaOptionSchema);
export type DramaOption = v.InferOutput<typeof DramaOptionSchema>;

export const EpisodeStatSchema = v.object({
  episode: v.number(),
  /** From the start-charging episode on (or set paid on the episode). */
  paid: v.boolean(),
  views: Count,
  completionRate: v.number(),
  /** Percent of the previous episode's plays in the period not followed by this one (0-100); null for episode 1. */
  dropOff: v.nullable(v.number()),
  /** Unlocks with golden beans or VIP; null for a free episode. */
  paidUnlocks: v.nullable(Count),
  /** Yen of the paid payment records made at this episode's paywall. */
  revenue: v.number(),
});
export type EpisodeStat = v.InferOutput<typeof EpisodeStatSchema>;

export const DramaDetailsReportSchema = v.object({
  ...AnsweredPeriodEntries,
  drama: v.nullable(v.object({ id: v.number(), name: v.string(), releasedEpisodes: v.number(), totalEpisodes: v.number(), startChargeEpisode: v.number() })),
  figures: comparedFigures(['views', 'viewers', 'payingViewers', 'paidUnlocks', 'revenue', 'completionRate']),
  episodes: v.array(EpisodeStatSchema),
  days: v.array(v.object({ date: v.string(), views: Count, paidUnlocks: Count, revenue: v.number() })),
});
export type DramaDetailsReport = v.InferOutput<typeof DramaDetailsReportSchema>;

/* ---------------------------------------------------------------- playback */

export const PlaybackDaySchema = v.object({
  date: v.string(),
  plays: Count,
  /** Members who played something that day (each once). */
  viewers: Count,
  /** Minutes watched (one decimal). */
  watchMinutes: v.number(),
  minutesPerViewer: v.number(),
  completionRate: v.number(),
});
export type PlaybackDay = v.InferOutput<typeof PlaybackDaySchema>;

export const PlaybackReportSchema = v.object({
  ...AnsweredPeriodEntries,
  maxIndicators: v.number(),
  /** viewers: people in the whole period, each once; minutesPerViewer: watch time / those viewers. */
  figures: comparedFigures(['plays', 'viewers', 'watchMinutes', 'minutesPerViewer', 'completionRate']),
  days: v.array(PlaybackDaySchema),
  /** The period's plays by how the episode was unlocked. */
  unlocks: v.array(v.object({ unlock: v.picklist(UNLOCK_TYPES), plays: Count, watchMinutes: v.number() })),
});
export type PlaybackReport = v.InferOutput<typeof PlaybackReportSchema>;

/* ---------------------------------------------------------------- platforms */

const PlatformSplit = { activeUsers: Count, newUsers: Count };

export const PlatformReportSchema = v.object({
  ...AnsweredPeriodEntries,
  /** activeUsers: members who opened the app in the period (each once); newUsers: who joined in it. */
  figures: comparedFigures(['activeUsers', 'newUsers']),
  platforms: v.array(v.object({ key: v.picklist(PLATFORMS), ...PlatformSplit })),
  deviceTypes: v.array(v.object({ key: v.picklist(DEVICE_TYPES), ...PlatformSplit })),
  systems: v.array(v.object({ key: v.string(), ...PlatformSplit })),
  appVersions: v.array(v.object({ key: v.string(), ...PlatformSplit })),
});
export type PlatformReport = v.InferOutput<typeof PlatformReportSchema>;

/* ---------------------------------------------------------------- clicks */

export const ClickReportSchema = v.object({
  ...AnsweredPeriodEntries,
  /** users: members who clicked anything (of the page asked for) in the period, each once. */
  figures: comparedFigures(['clicks', 'users', 'clicksPerUser']),
  days: v.array(v.object({ date: v.string(), clicks: Count, users: Count })),
  pages: v.array(v.object({ page: v.picklist(CLICK_PAGES), clicks: Count, users: Count })),
  elements: v.array(v.object({ element: v.picklist(CLICK_ELEMENT_KEYS), page: v.picklist(CLICK_PAGES), clicks: Count, users: Count })),
});
export type ClickReport = v.InferOutput<typeof ClickReportSchema>;

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

export const DashboardReportSchema = v.object({
  ...AnsweredPeriodEntries,
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

/* ---------------------------------------------------------------- calls */

const PERIOD_NOTE = 'A period is whole days of the reports’ time zone (UTC), start and end included, start not after end, at most 731 days; otherwise refused with valid.date, valid.dateRange or report.period.tooLong. Figures of the period of the same length just before come with them (figures.previous).';

export const visitorStatisticsCall = defineCall({
  method: 'POST',
  path: 'statistics/v1/visitors',
  request: reportRequest({}),
  response: VisitorReportSchema,
  access: 'read',
  grant: 'statisticalReport/visitorStatistics',
  summary: 'Visitors and new visitors per day, members versus guests, by platform.',
  notes: PERIOD_NOTE,
});

export const dramaStatisticsCall = defineCall({
  method: 'POST',
  path: 'statistics/v1/dramas',
  request: reportRequest({}),
  response: DramaReportSchema,
  access: 'read',
  grant: 'statisticalReport/dramaStatistics',
  summary: 'Per drama: views, viewers, paying viewers, paid unlocks, revenue in yen and completion rate, most viewed first.',
  notes: PERIOD_NOTE,
});

export const dramaOptionsCall = defineCall({
  method: 'GET',
  path: 'statistics/v1/dramaOptions',
  response: DramaOptionsSchema,
  access: 'read',
  grant: ['statisticalReport/dramaDetailsStatistics', 'statisticalReport/dramaStatistics'],
  summary: 'Every drama (id and name), for the drama details report’s chooser.',
});

export const dramaDetailsStatisticsCall = defineCall({
  method: 'POST',
  path: 'statistics/v1/dramaDetails',
  request: reportRequest({ dramaId: v.pipe(v.number('statistics.details.dramaRequired'), v.integer('statistics.details.dramaRequired'), v.minValue(1, 'statistics.details.dramaRequired')) }),
  response: DramaDetailsReportSchema,
  access: 'read',
  grant: 'statisticalReport/dramaDetailsStatistics',
  summary: 'One drama, episode by episode: views, drop-off from the previous episode, paid unlocks from the start-charging episode on, revenue.',
  notes: `${PERIOD_NOTE} An unknown drama answers drama null and no episodes.`,
});

export const playbackStatisticsCall = defineCall({
  method: 'POST',
  path: 'statistics/v1/playback',
  request: reportRequest({}),
  response: PlaybackReportSchema,
  access: 'read',
  grant: 'statisticalReport/dramaPlaybackStatistics',
  summary: 'Plays, viewers, watch time and average watch time per viewer per day; plays by unlock type.',
  notes: PERIOD_NOTE,
});

export const platformStatisticsCall = defineCall({
  method: 'POST',
  path: 'statistics/v1/platforms',
  request: reportRequest({}),
  response: PlatformReportSchema,
  access: 'read',
  grant: 'statisticalReport/platformInformationStatistics',
  summary: 'Active and new users by platform, device type, system version and app version.',
  notes: PERIOD_NOTE,
});

export const clickStatisticsCall = defineCall({
  method: 'POST',
  path: 'statistics/v1/clicks',
  request: reportRequest({ page: v.optional(v.picklist([...CLICK_PAGES, ''], 'valid.invalid')) }),
  response: ClickReportSchema,
  access: 'read',
  grant: 'statisticalReport/userClickInformationStatistics',
  summary: 'Clicks and clicking users per day, by page and element of the app; optionally one page.',
  notes: PERIOD_NOTE,
});

/** The dashboard's figures are the statistical reports' figures: any role that may see a report sees them. */
const DASHBOARD_GRANT = [
  'statisticalReport/visitorStatistics',
  'statisticalReport/orderStatistics',
  'statisticalReport/dramaStatistics',
  'statisticalReport/dramaDetailsStatistics',
  'statisticalReport/dramaPlaybackStatistics',
  'statisticalReport/platformInformationStatistics',
  'statisticalReport/vipStatistics',
  'statisticalReport/operationDaily',
  'statisticalReport/thirtyDaysData',
  'statisticalReport/userClickInformationStatistics',
] as const;

export const dashboardCall = defineCall({
  method: 'POST',
  path: 'statistics/v1/dashboard',
  request: reportRequest({}),
  response: DashboardReportSchema,
  access: 'read',
  grant: DASHBOARD_GRANT,
  summary: 'The home page: new users, payment counts, payers, payment amount in yen, recharge and membership orders, reorders; the viewing ranking (top 10, with drama IDs); viewers by VIP, golden beans and free.',
  notes: `${PERIOD_NOTE} The payment amount of a period is the sum of the yen paid of the orders the VIP and recharge order lists show with status paid and that payment-time range (their summary's paidYen).`,
});

export const orderStatisticsCall = defineCall({
  method: 'POST',
  path: 'statistics/v1/orders',
  request: reportRequest({}),
  response: OrderReportSchema,
  access: 'read',
  grant: 'statisticalReport/orderStatistics',
  summary: 'Orders and yen per day, by type (VIP, golden beans), paid versus refunded, by status and by payment method.',
  notes: `${PERIOD_NOTE} A paid or refunded order is counted on its pay day, an unpaid or failed one on its creation day.`,
});

export const operationDailyCall = defineCall({
  method: 'POST',
  path: 'statistics/v1/operationDaily',
  request: reportRequest({}),
  response: OperationReportSchema,
  access: 'read',
  grant: 'statisticalReport/operationDaily',
  summary: 'The daily operating report: per day new users, active users, payers, payment amount, ARPU, ARPPU, recharge orders, VIP orders and reorders.',
  notes: PERIOD_NOTE,
});

export const vipStatisticsCall = defineCall({
  method: 'POST',
  path: 'statistics/v1/vip',
  request: reportRequest({ vipTypeId: v.optional(v.nullable(v.pipe(v.number('valid.invalid'), v.integer('valid.invalid')))) }),
  response: VipReportSchema,
  access: 'read',
  grant: 'statisticalReport/vipStatistics',
  summary: 'New, renewed and lapsed VIP subscriptions per day and by VIP type, 7-day retention, and the retention of one VIP type by cohort up to 12 periods.',
  notes: `${PERIOD_NOTE} The cohort table holds the 12 cohorts (each one period of the type long) up to the period's end; without vipTypeId, the first auto-renewing type.`,
});

export const thirtyDaysCall = defineCall({
  method: 'POST',
  path: 'statistics/v1/thirtyDays',
  request: reportRequest({}),
  response: ThirtyDaysReportSchema,
  access: 'read',
  grant: 'statisticalReport/thirtyDaysData',
  summary: '30-day cumulative payment of each day’s new users (install cohorts), day 0 to day 30.',
  notes: PERIOD_NOTE,
});

export type ReportRange = { start: string; end: string };

/** The statistics area's calls, as its pages use them. */
export const statisticsApi = {
  visitors: (p: ReportRange) => visitorStatisticsCall.send({ start: p.start, end: p.end }),
  dramas: (p: ReportRange) => dramaStatisticsCall.send({ start: p.start, end: p.end }),
  dramaOptions: () => dramaOptionsCall.send(undefined),
  dramaDetails: (p: ReportRange & { dramaId: number }) => dramaDetailsStatisticsCall.send({ start: p.start, end: p.end, dramaId: p.dramaId }),
  playback: (p: ReportRange) => playbackStatisticsCall.send({ start: p.start, end: p.end }),
  platforms: (p: ReportRange) => platformStatisticsCall.send({ start: p.start, end: p.end }),
  clicks: (p: ReportRange & { page?: ClickPage | '' }) => clickStatisticsCall.send({ start: p.start, end: p.end, page: p.page ?? '' }),
  dashboard: (p: ReportRange) => dashboardCall.send({ start: p.start, end: p.end }),
  orders: (p: ReportRange) => orderStatisticsCall.send({ start: p.start, end: p.end }),
  operationDaily: (p: ReportRange) => operationDailyCall.send({ start: p.start, end: p.end }),
  vip: (p: ReportRange & { vipTypeId?: number | null }) => vipStatisticsCall.send({ start: p.start, end: p.end, vipTypeId: p.vipTypeId ?? null }),
  thirtyDays: (p: ReportRange) => thirtyDaysCall.send({ start: p.start, end: p.end }),
};

