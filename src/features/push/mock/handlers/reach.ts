import { CONFIG_DEFAULTS, CONFIG_TABLE, type SystemConfig } from '@/records/config';
import { MEMBER_TABLE, memberTimeZone, type Member } from '@/records/members';
import { dayOfTime } from '@/lib/report/period';
import { wallClockText } from '@/lib/time-zone';
import { timeOf } from '@/lib/time';
import { worldTable } from '@/mocks/db';
import { POPUP_SHOW_TABLE, sumTouches, touchesByDay, type PopupShow, type TouchesOn } from '@/records/touches';
import { deliveriesByDay, planReach, quietUntil, waitingGroups, type ReachPlan, type ReachRules } from '../../machines/reach';
import type { Push } from '../../contract';
import { pushes } from '../tables';

/*
 * Quiet hours and the daily cap over the world (docs/safe-push.md): the settings of
 * system/systemConfiguration, each member's zone (the member record's, src/records/members.ts),
 * the deliveries the push records hold and the popups shown (the engagement area's
 * POPUP_SHOW_TABLE, src/records/touches.ts: the cap counts both); the rules themselves are the pure
 * machines/reach.ts.
 */

/** The rules now, from the settings: quiet hours when on, the cap, the business day. */
export function reachRules(): ReachRules {
  const c = worldTable<SystemConfig>(CONFIG_TABLE).get(1);
  const on = c?.quietHours ?? CONFIG_DEFAULTS.quietHours;
  const start = c?.quietStart ?? CONFIG_DEFAULTS.quietStart;
  const end = c?.quietEnd ?? CONFIG_DEFAULTS.quietEnd;
  return { quiet: on && start !== end ? { start, end } : null, cap: c?.dailyPushCap ?? CONFIG_DEFAULTS.dailyPushCap, dayOf: (ms) => dayOfTime(ms) };
}

const DAY = 86_400_000;

/**
 * The deliveries the push records hold (test sends not counted), read as the cap reads them;
 * `since`: only pushes sent or delivering from then on (a plan looks at most a day ahead).
 */
export function recordedDeliveries(rows: readonly Push[] = pushes.all(), dayOf: (ms: number) => number = (ms) => dayOfTime(ms), since = -Infinity) {
  const recent = rows.filter((p) => !p.test && ((p.sentTime !== null && timeOf(p.sentTime) >= since) || p.later.some((l) => timeOf(l.at) >= since)));
  return deliveriesByDay(
    recent.map((p) => ({ test: p.test, sentAt: p.sentTime ? timeOf(p.sentTime) : null, sentTo: p.sentTo, later: p.later.map((l) => ({ memberId: l.memberId, at: timeOf(l.at) })) })),
    dayOf,
  );
}

/** The popups shown to members (the engagement area's table), per member and day; `since`: only those shown from then on. */
export function popupTouches(dayOf: (ms: number) => number, since = -Infinity): TouchesOn {
  const shown = worldTable<PopupShow>(POPUP_SHOW_TABLE).all();
  return touchesByDay(
    shown.map((s) => ({ memberId: s.memberId, at: timeOf(s.at) })).filter((s) => s.at >= since),
    dayOf,
  );
}

/** A plan, and how many of those it leaves out at the cap would have been under it without the popups shown that day. */
export interface CountedPlan extends ReachPlan {
  cappedByPopups: number;
  /** When the push reaches a member of the plan (a capped one: when it would have), their zone, and what reached them that day before. */
  about(memberId: number): { at: number; zone: string; pushes: number; popups: number };
}

/** The plan of a delivery at `at` to these members, under the rules and the records as they are: pushes and popups count in the cap. */
export function planFor(memberIds: readonly number[], at: number, rules = reachRules()): CountedPlan {
  const table = worldTable<Member>(MEMBER_TABLE);
  const zones = new Map<number, string>();
  const recipients = memberIds.map((id) => {
    const m = table.get(id);
    const zone = m ? memberTimeZone(m) : 'Asia/Tokyo';
    zones.set(id, zone);
    return { id, zone };
  });
  // The days a plan counts on are at's and at most a day after: records from two days before on cover them in any zone.
  const since = at - 2 * DAY;
  const pushed = recordedDeliveries(pushes.all(), rules.dayOf, since);
  const popped = popupTouches(rules.dayOf, since);
  const plan = planReach(recipients, at, rules, sumTouches(pushed, popped));
  const about = (memberId: number) => {
    const zone = zones.get(memberId) ?? 'Asia/Tokyo';
    const when = quietUntil(at, zone, rules.quiet) ?? at;
    const day = rules.dayOf(when);
    return { at: when, zone, pushes: pushed(memberId, day), popups: popped(memberId, day) };
  };
  // Left out only because of popups: on the day their delivery would happen, the pushes alone are under the cap.
  const cappedByPopups = plan.capped.filter((id) => about(id).pushes < rules.cap).length;
  return { ...plan, cappedByPopups, about };
}

/** The waiting deliveries of a record as it names them: 'HH:mm Zone (count)', the member's own clock. */
export function waitingText(push: Pick<Push, 'later'>): string | null {
  const groups = waitingGroups(push.later.filter((l) => !l.sent && l.zone).map((l) => ({ zone: l.zone!, until: timeOf(l.at) })));
  if (!groups.length) return null;
  return groups.map((g) => `${wallClockText(g.until, g.zone).slice(11)} ${g.zone} (${g.count})`).join('; ');
}

/** The rules as the reach answer names them. */
export function reachRulesText(): { quietHours: { start: string; end: string } | null; cap: number } {
  const r = reachRules();
  return { quietHours: r.quiet, cap: r.cap };
}
