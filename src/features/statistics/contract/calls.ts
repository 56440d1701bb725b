import * as v from 'valibot';
import { defineCall } from '@/lib/api/contract';
import { reportRequest } from '@/lib/report/wire';
import { STATISTICAL_REPORT_PAGES } from '@/records/changes';
import { CLICK_PAGES, ClickReportSchema, DramaDetailsReportSchema, DramaOptionsSchema, DramaReportSchema, PlatformReportSchema, PlaybackReportSchema, VisitorReportSchema, type ClickPage } from './activity';
import { DASHBOARD_COMPARE, type DashboardCompare, DashboardReportSchema, OperationReportSchema, OrderReportSchema, ThirtyDaysReportSchema, VipReportSchema } from './payments';

/* The statistics area's calls: each report a declared call answered by the mock's warehouse (mock/handlers). */

/* ---------------------------------------------------------------- calls */

const PERIOD_NOTE = 'A period is whole days of the business day’s time zone (the settings’ reportTimeZone, GET config/v1/timeZone), start and end included, start not after end, at most 731 days; otherwise refused with valid.date, valid.dateRange or report.period.tooLong. Figures of the period of the same length just before come with them (figures.previous).';

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

/** The dashboard's figures are the statistical reports' figures: every role that may see a report sees them. */
const DASHBOARD_GRANT = STATISTICAL_REPORT_PAGES;

export const dashboardCall = defineCall({
  method: 'POST',
  path: 'statistics/v1/dashboard',
  request: reportRequest({ compare: v.optional(v.picklist(DASHBOARD_COMPARE)) }),
  response: DashboardReportSchema,
  access: 'read',
  grant: DASHBOARD_GRANT,
  summary: 'The home page: new users, payment counts, payers, payment amount in yen, recharge and membership orders, reorders; the viewing ranking (top 10, with drama IDs); viewers by VIP, golden beans and free.',
  notes: `${PERIOD_NOTE} When the period is today, its figures compare by default (compare sameTime) with yesterday up to the same time of day (previousUntil, the moment yesterday's figures end); compare wholeDay compares with the whole of yesterday. The payment amount of a period is the sum of the yen paid of the orders the VIP and recharge order lists show with status paid and that payment-time range (their summary's paidYen).`,
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
  dashboard: (p: ReportRange & { compare?: DashboardCompare }) => dashboardCall.send({ start: p.start, end: p.end, compare: p.compare ?? 'sameTime' }),
  orders: (p: ReportRange) => orderStatisticsCall.send({ start: p.start, end: p.end }),
  operationDaily: (p: ReportRange) => operationDailyCall.send({ start: p.start, end: p.end }),
  vip: (p: ReportRange & { vipTypeId?: number | null }) => vipStatisticsCall.send({ start: p.start, end: p.end, vipTypeId: p.vipTypeId ?? null }),
  thirtyDays: (p: ReportRange) => thirtyDaysCall.send({ start: p.start, end: p.end }),
};
