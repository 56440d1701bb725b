import * as v from 'valibot';
import type { MessageId } from '@/i18n';
import { RecordVersion, defineCall } from '@/lib/api/contract';
import { DEFAULT_TIME_ZONE, isTimeZone } from '@/lib/time-zone';
import './messages';

/*
 * The system configuration (shared record): system/systemConfiguration edits it; the theater's
 * copyright alerts, engagement's segments, push, the reports and the tools read its values.
 */

/** Valibot messages are message ids, translated where shown. */
const m = (id: MessageId) => id;

/** A whole number within bounds, one message for every way of missing it (blank, decimal, out of range). */
function wholeNumber(min: number, max: number, message: MessageId) {
  return v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
}

export const LANGUAGES = ['ZH', 'EN'] as const;

/** A wall-clock time of day, 'HH:mm' (00:00-23:59). */
export const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The business settings an operator may tune (system/systemConfiguration), with section 9's
 * values as defaults. The settings form and POST config/v1/update check this same schema.
 */
export const ConfigValuesSchema = v.object({
  /** Section 9: attribution window for old users, 7 days. */
  oldUserAttributionDays: wholeNumber(1, 90, m('system.config.oldUserAttributionDays.rule')),
  /** Push-popup segment: golden-bean balance below 30. */
  lowBalanceBeans: wholeNumber(1, 100000, m('system.config.lowBalanceBeans.rule')),
  /** Push-popup segment: membership expiring within 3 days. */
  vipExpiringDays: wholeNumber(1, 30, m('system.config.vipExpiringDays.rule')),
  /** Push-popup segment: 3 consecutive days watching ads or signing in. */
  consecutiveDays: wholeNumber(2, 30, m('system.config.consecutiveDays.rule')),
  /** Section 5/9: an Excel import above 1000 rows is slow. */
  excelSlowRows: wholeNumber(100, 100000, m('system.config.excelSlowRows.rule')),
  /** Section 5/9: at most two chart indicators. */
  maxChartIndicators: wholeNumber(1, 5, m('system.config.maxChartIndicators.rule')),
  /** Section 9: session language default ZH. */
  defaultLanguage: v.picklist(LANGUAGES, m('system.config.defaultLanguage.rule')),
  /** Copyright alerts (theater/shortDramaContent): dramas whose copyright expires within this many days, 30 by default. */
  copyrightAlertDays: wholeNumber(1, 365, m('system.config.copyrightAlertDays.rule')),
  /** The business day (docs/business-day.md): the IANA zone whose days every report, the dashboard and the date filters count in. */
  reportTimeZone: v.pipe(v.string(m('system.config.reportTimeZone.rule')), v.maxLength(64, m('system.config.reportTimeZone.rule')), v.check((zone: string) => isTimeZone(zone), m('system.config.reportTimeZone.rule'))),
  /** The watermark (the operator's user name and the time over data pages: src/records/display.ts), off by default. */
  watermark: v.boolean(m('system.config.watermark.rule')),
  /** Quiet hours of pushes (docs/safe-push.md): no delivery between quietStart and quietEnd ('HH:mm') in the member's own zone; off by default. */
  quietHours: v.boolean(m('system.config.quietHours.rule')),
  quietStart: v.pipe(v.string(m('system.config.quietStart.rule')), v.maxLength(5, m('system.config.quietStart.rule')), v.regex(CLOCK, m('system.config.quietStart.rule'))),
  quietEnd: v.pipe(v.string(m('system.config.quietEnd.rule')), v.maxLength(5, m('system.config.quietEnd.rule')), v.regex(CLOCK, m('system.config.quietEnd.rule'))),
  /** At most this many pushes reach a member on a business day (0: no cap); the members over it are left out. */
  dailyPushCap: wholeNumber(0, 20, m('system.config.dailyPushCap.rule')),
});
export type ConfigValues = v.InferOutput<typeof ConfigValuesSchema>;

export const CONFIG_DEFAULTS: ConfigValues = {
  oldUserAttributionDays: 7,
  lowBalanceBeans: 30,
  vipExpiringDays: 3,
  consecutiveDays: 3,
  excelSlowRows: 1000,
  maxChartIndicators: 2,
  defaultLanguage: 'ZH',
  copyrightAlertDays: 30,
  reportTimeZone: DEFAULT_TIME_ZONE,
  watermark: false,
  quietHours: false,
  quietStart: '22:00',
  quietEnd: '08:00',
  dailyPushCap: 5,
};

/** The mock world's settings table (another area's mock reads it by this name: the theater's copyright alerts). */
export const CONFIG_TABLE = 'config';

/** The stored settings record: the tunable values, the read-only request timeout, and who changed them last. */
export const SystemConfigSchema = v.object({
  id: v.number(),
  ...ConfigValuesSchema.entries,
  /** Section 9: 600000 ms for normal and file calls; shown, not editable (the client is built with it). */
  requestTimeoutMs: v.number(),
  updateTime: v.string(),
  updatedBy: v.string(),
  version: RecordVersion,
});
export type SystemConfig = v.InferOutput<typeof SystemConfigSchema>;

/**
 * GET config/v1/timeZone: the business day's zone, which every signed-in user's console needs
 * before it draws a figure (read with the menu at the session's start, src/app/actors.ts).
 */
export const timeZoneCall = defineCall({
  method: 'GET',
  path: 'config/v1/timeZone',
  response: v.object({ reportTimeZone: v.string() }),
  access: 'read',
  grant: 'signed-in',
  summary: 'The business day’s time zone (the settings’ reportTimeZone, an IANA zone, Asia/Tokyo by default): the zone whose calendar days every report, the dashboard and the date filters count in.',
});
