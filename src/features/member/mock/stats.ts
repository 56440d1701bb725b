import type { MemberStats } from '../contract';
import { DAY, iso } from './catalogue';
import { memberTables } from './tables';

const { members } = memberTables;

/* ------------------------------------------------------------------------------------------------
 * Statistics: new members and guests per day, device types and login methods.
 * ---------------------------------------------------------------------------------------------- */

export function memberStatistics(start: string, end: string, now = Date.now()): MemberStats {
  const first = new Date(`${start}T00:00:00.000Z`).getTime();
  const last = new Date(`${end}T00:00:00.000Z`).getTime();
  const days: MemberStats['days'] = [];
  const index = new Map<string, number>();
  for (let t = first; t <= last; t += DAY) {
    const date = iso(t).slice(0, 10);
    index.set(date, days.length);
    days.push({ date, members: 0, guests: 0 });
  }
  const platforms = { ios: 0, android: 0, h5: 0 };
  const loginTypes = { google: 0, apple: 0, facebook: 0, line: 0, email: 0, device: 0 };
  const overall = { total: 0, members: 0, guests: 0, activeVip: 0 };
  const period = { total: 0, members: 0, guests: 0 };
  const nowIso = iso(now);
  for (const m of members.all()) {
    overall.total += 1;
    if (m.type === 'member') overall.members += 1;
    else overall.guests += 1;
    if (m.expiryTime && m.expiryTime > nowIso) overall.activeVip += 1;
    const i = index.get(m.joinTime.slice(0, 10));
    if (i === undefined) continue;
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
    overall,
    platforms: Object.entries(platforms).map(([key, count]) => ({ key: key as keyof typeof platforms, count })),
    loginTypes: Object.entries(loginTypes).map(([key, count]) => ({ key: key as keyof typeof loginTypes, count })),
  };
}
