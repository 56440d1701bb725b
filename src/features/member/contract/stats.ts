import * as v from 'valibot';
import type { MessageId } from '@/i18n';
import { defineCall } from '@/lib/api/contract';
import { LOGIN_TYPES, PLATFORMS } from '@/records/members';

/** Valibot messages are message ids, translated where shown (the mock refuses with them). */
const m = (id: MessageId) => id;

const Count = v.number();
export const MemberStatsSchema = v.object({
  start: v.string(),
  end: v.string(),
  /** One entry per day of the period, oldest first. */
  days: v.array(v.object({ date: v.string(), members: Count, guests: Count })),
  /** Users who joined in the period. */
  period: v.object({ total: Count, members: Count, guests: Count }),
  /** Users who joined in the period of the same length just before (compare-to-previous). */
  previous: v.object({ total: Count, members: Count, guests: Count }),
  /** The whole member table. */
  overall: v.object({ total: Count, members: Count, guests: Count, activeVip: Count }),
  /** Users who joined in the period, by device type and by login method. */
  platforms: v.array(v.object({ key: v.picklist(PLATFORMS), count: Count })),
  loginTypes: v.array(v.object({ key: v.picklist(LOGIN_TYPES), count: Count })),
});
export type MemberStats = v.InferOutput<typeof MemberStatsSchema>;

export const StatisticsRequestSchema = v.object(
  {
    /** YYYY-MM-DD (a longer ISO text is cut to the day); start not after end (one day: [d, d]), at most 731 days (src/lib/report/period.ts). */
    start: v.pipe(v.string(m('valid.dateRange')), v.maxLength(30, m('valid.dateRange'))),
    end: v.pipe(v.string(m('valid.dateRange')), v.maxLength(30, m('valid.dateRange'))),
  },
  m('valid.dateRange'),
);

export const statisticsCall = defineCall({
  method: 'POST',
  path: 'member/v1/statistics',
  request: StatisticsRequestSchema,
  response: MemberStatsSchema,
  access: 'read',
  grant: 'member/membershipData',
  summary: 'New members and guests per day of a period, by device type and login method, and the whole table’s totals.',
  notes: 'Days of the business day’s time zone (the settings’ reportTimeZone, Asia/Tokyo by default). Also the new users of the period of the same length just before (previous). A start after the end, or a period over 731 days, is refused (valid.dateRange, report.period.tooLong).',
});
