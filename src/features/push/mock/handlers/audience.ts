import { MEMBER_TABLE, type Member } from '@/records/members';
import { CONFIG_DEFAULTS, CONFIG_TABLE, type SystemConfig } from '@/records/config';
import { STREAK_TABLE, activeDaysFrom, audienceMembers, inSegment, type Audience, type AudienceWorld, type StreakRow } from '@/records/audience';
import { now } from '@/mocks/clock';
import { worldTable } from '@/mocks/db';
import type { Push } from '../../contract';

/*
 * Who a push is for now: its audience (the shared audience rules, src/records/audience.ts) over
 * the member table, the members' active days (STREAK_TABLE) and the thresholds of
 * system/systemConfiguration; a segment trigger keeps those in its segment.
 */

const members = () => worldTable<Member>(MEMBER_TABLE);

/** The world the segments read, now. */
export function pushWorld(at = now()): AudienceWorld {
  const config = worldTable<SystemConfig>(CONFIG_TABLE).get(1);
  const streaks = worldTable<StreakRow>(STREAK_TABLE);
  return {
    members: members().all(),
    activeDays: activeDaysFrom((id) => streaks.get(id)?.quarters),
    settings: {
      lowBalanceBeans: config?.lowBalanceBeans ?? CONFIG_DEFAULTS.lowBalanceBeans,
      vipExpiringDays: config?.vipExpiringDays ?? CONFIG_DEFAULTS.vipExpiringDays,
      consecutiveDays: config?.consecutiveDays ?? CONFIG_DEFAULTS.consecutiveDays,
    },
    now: at,
    memo: new Map(),
  };
}

/** The members a push is for now: its audience, and for a segment trigger only those in the segment. */
export function pushRecipients(push: Pick<Push, 'triggerMode' | 'triggerSegment'> & Pick<Audience, 'target' | 'memberIds' | 'segment'>, world = pushWorld()): number[] {
  const audience = audienceMembers(push, world);
  if (push.triggerMode !== 'segment' || !push.triggerSegment) return audience;
  const segment = push.triggerSegment;
  const table = members();
  return audience.filter((id) => {
    const m = table.get(id);
    return m ? inSegment(segment, m, world) : false;
  });
}
