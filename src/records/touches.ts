import * as v from 'valibot';

/*
 * What reaches a member in a day (a shared record, docs/safe-push.md): the daily cap of 系统配置
 * (dailyPushCap, 每人每日推送与弹窗上限) counts pushes and popups together. Pushes delivered are
 * the push area's records; a popup shown is a row of POPUP_SHOW_TABLE, which the engagement area's
 * mock keeps (a popup shows once a business day to a member of its audience, at a visit while it is
 * on) and the push area's mock reads by this name when it counts a push's reach.
 */

/** The mock world's table of popups shown to members. */
export const POPUP_SHOW_TABLE = 'popupShows';
export const PopupShowSchema = v.object({
  id: v.number(),
  popupId: v.number(),
  memberId: v.number(),
  /** When it was shown (ISO): the start of the member's visit. */
  at: v.string(),
});
export type PopupShow = v.InferOutput<typeof PopupShowSchema>;

/** How many times a member was reached on a day (a day index of the business zone). */
export type TouchesOn = (memberId: number, day: number) => number;

/** One number per member and day (days since 1970 stay far below 2^20; member ids below 2^31). */
const keyOf = (memberId: number, day: number) => day * 2_147_483_648 + memberId;

/** Each member's count per day of these events (each event one touch, on the day `dayOf` names). */
export function touchesByDay(events: Iterable<{ memberId: number; at: number }>, dayOf: (ms: number) => number): TouchesOn {
  const counts = new Map<number, number>();
  for (const e of events) {
    const key = keyOf(e.memberId, dayOf(e.at));
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return (memberId, day) => counts.get(keyOf(memberId, day)) ?? 0;
}

/** The counts of several kinds together (pushes and popups). */
export function sumTouches(...counts: readonly TouchesOn[]): TouchesOn {
  return (memberId, day) => counts.reduce((sum, count) => sum + count(memberId, day), 0);
}
