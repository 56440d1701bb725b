import { CLICK_ELEMENTS, CLICK_PAGES, type ClickElement, type ClickPage } from '../../../contract';

/*
 * Clicks, derived from the member simulation's steps (the feed has visits, episodes, golden-bean
 * changes and payments, not clicks): every step a member takes in the app is reached by a click,
 * so each step gives the clicks that lead to it, on the day it happened.
 *
 * - the first episode of a visit: how the member got to it. The next episode of the drama the
 *   member watched last → 我的 / 观看历史 (continue watching); otherwise a card of the home page,
 *   a banner or the search, chosen by a hash of the member and the visit's time (60 / 25 / 15 %),
 *   so the same world always gives the same clicks;
 * - every further episode of the visit → 播放页 / 下一集;
 * - an episode unlocked with golden beans → 解锁弹窗 / 金豆解锁; with an ad → 解锁弹窗 / 看广告解锁;
 * - a golden-bean package bought → 解锁弹窗 / 去充值, then 充值页 / 金豆套餐;
 * - a VIP subscription → 解锁弹窗 / 开通VIP, then 会员页 / 订阅 (its automatic renewals are charged
 *   by the store: no click);
 * - a sign-in reward → 福利页 / 签到; a task reward → 福利页 / 领取任务奖励.
 * Visits without any such step give no click (the member opened the app and looked).
 */

export const ELEMENT_INDEX = Object.fromEntries(CLICK_ELEMENTS.map((e, i) => [e.key, i])) as Record<ClickElement, number>;
export const PAGE_INDEX = Object.fromEntries(CLICK_PAGES.map((p, i) => [p, i])) as Record<ClickPage, number>;
/** Each page's elements as a bit mask of element indices. */
export const PAGE_MASKS: readonly number[] = CLICK_PAGES.map((page) => CLICK_ELEMENTS.reduce((mask, e, i) => (e.page === page ? mask | (1 << i) : mask), 0));

/** A number in [0, 1) fixed by two integers (a member and a moment). */
export function hash01(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(Math.floor(b / 1000) | 0, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  return ((h ^ (h >>> 16)) >>> 0) / 4_294_967_296;
}

/** How the member reached the first episode of a visit. */
export function entryElement(memberId: number, visitAt: number, continuing: boolean): ClickElement {
  if (continuing) return 'profileHistory';
  const x = hash01(memberId, visitAt);
  return x < 0.6 ? 'homeDramaCard' : x < 0.85 ? 'homeBanner' : 'homeSearch';
}
