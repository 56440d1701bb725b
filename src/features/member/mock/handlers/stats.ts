import { dayNumber, dayOfTime, dayText } from '@/lib/report/period';
import type { MemberStats } from '../../contract';
import { iso } from '../seed/catalogue';
import { memberTables } from '../tables';

const { members } = memberTables;

/* ------------------------------------------------------------------------------------------------
 * Statistics: new members and guests per day, device types and login methods.
 * ---------------------------------------------------------------------------------------------- */

/** Days are days of the reports' time zone (the report kit's dayOfTime), as every report counts them. */
export function memberStatistics(start: string, end: string, now = Date.now()): MemberStats {
  const first = dayNumber(start);
  const last = dayNumber(end);
  const length = last - first + 1;
  const days: MemberStats['days'] = [];
  for (let d = first; d <= last; d++) days.push({ date: dayText(d), members: 0, guests: 0 });
  const platforms = { ios: 0, android: 0, h5: 0 };
  const loginTypes = { google: 0, apple: 0, facebook: 0, line: 0, email: 0, device: 0 };
  const overall = { total: 0, members: 0, guests: 0, activeVip: 0 };
  const period = { total: 0, members: 0, guests: 0 };
  const previous = { total: 0, members: 0, guests: 0 };
  const nowIso = iso(now);
  for (const m of members.all()) {
    overall.total += 1;
    if (m.type === 'member') overall.members += 1;
    else overall.guests += 1;
    if (m.expiryTime && m.expiryTime > nowIso) overall.activeVip += 1;
    const i = dayOfTime(Date.parse(m.joinTime)) - first;
    if (i < 0 && i >= -length) {
      previous.total += 1;
      if (m.type === 'member') previous.members += 1;
      else previous.guests += 1;
    }
    if (i < 0 || i >= length) continue;
    period.total += 1;
    if (m.type === 'member') {
      period.members += 1;
      days[i].members += 1;
    } else {
      period.guests += 1;
      days[i].guests += 1;
    }
    platforms[m.platform] += 1;
    loginTypes[m.loginType] += 1;
  }
  return {
    start,
    end,
    days,
    period,
    previous,
    overall,
    platforms: Object.entries(platforms).map(([key, count]) => ({ key: key as keyof typeof platforms, count })),
    loginTypes: Object.entries(loginTypes).map(([key, count]) => ({ key: key as keyof typeof loginTypes, count })),
  };
}
