import { MEMBER_TABLE, type Member } from '@/records/members';
import { CONFIG_DEFAULTS, CONFIG_TABLE, type SystemConfig } from '@/records/config';
import { now } from '@/mocks/clock';
import { defineTable, worldTable } from '@/mocks/db';
import { STREAK_TABLE, StreakRowSchema, activeDaysFrom, audienceMembers, type Audience, type AudienceWorld, type SegmentSettings, type StreakRow } from '@/records/audience';
import { activeTimesOf, finishActivity, membersWithTimes } from '../seed/activity';
import { currentTimeZone } from '@/lib/time-zone';

/*
 * The audience in the demo world: who a popup, a message or a push reaches, read from the world
 * as it is now: the members table (balances and VIP expiry: a recharge or Set VIP changes a
 * segment at once), the members' active days (collected from the member simulation's feed into
 * STREAK_TABLE, which the push area's mock reads too) and the thresholds of
 * system/systemConfiguration. The pickers' calls are ../handlers/audience.ts.
 */

const members = () => worldTable<Member>(MEMBER_TABLE);

/** The members' active quarter hours (ads watched, sign-ins): seeded from the feed once the members are; their days follow the business zone. */
export const streaks = defineTable<StreakRow>(
  STREAK_TABLE,
  StreakRowSchema,
  () => {
    finishActivity();
    const rows: StreakRow[] = [];
    for (const [id, times] of membersWithTimes()) {
      const active = activeTimesOf(times);
      if (active.length) rows.push({ id, quarters: active });
    }
    return rows.sort((a, b) => a.id - b.id);
  },
  { label: 'engage.table.activeDays', audited: false, after: [MEMBER_TABLE] },
);

/** The segments' thresholds, as system/systemConfiguration holds them now. */
export function segmentSettings(): SegmentSettings {
  const config = worldTable<SystemConfig>(CONFIG_TABLE).get(1);
  return {
    lowBalanceBeans: config?.lowBalanceBeans ?? CONFIG_DEFAULTS.lowBalanceBeans,
    vipExpiringDays: config?.vipExpiringDays ?? CONFIG_DEFAULTS.vipExpiringDays,
    consecutiveDays: config?.consecutiveDays ?? CONFIG_DEFAULTS.consecutiveDays,
  };
}

function world(at: number): AudienceWorld {
  return { members: members().all(), activeDays: activeDaysFrom((id) => streaks.get(id)?.quarters), settings: segmentSettings(), now: at, memo: new Map() };
}

/** Writes since the start that change who is in a segment (members, settings, active days; the zone is in the key): a world read before one is stale. */
let changes = 0;
let listening = false;
let latest: { key: string; world: AudienceWorld } | null = null;

/**
 * The world the segments read: at `at` (a scheduled message's time), or now. The world of now is
 * kept while nothing it reads has changed and the clock stays within the minute, so a list of
 * popups or messages counts each segment once, not once per row.
 */
export function audienceWorld(at?: number): AudienceWorld {
  if (at !== undefined) return world(at);
  if (!listening) {
    listening = true;
    for (const table of [worldTable<Member>(MEMBER_TABLE), worldTable<SystemConfig>(CONFIG_TABLE), streaks] as Array<{ onWrite: (l: () => void) => unknown; onReload: (l: () => void) => unknown }>) {
      table.onWrite(() => changes++);
      table.onReload(() => changes++);
    }
  }
  const t = now();
  const key = `${changes}:${Math.floor(t / 60_000)}:${currentTimeZone()}`;
  if (latest?.key !== key) latest = { key, world: world(t) };
  return latest.world;
}

/** The members an audience reaches now, by id. */
export function reach(audience: Pick<Audience, 'target' | 'memberIds' | 'segment'>, world = audienceWorld()): number[] {
  return audienceMembers(audience, world);
}
