import { type CatalogueBatch, type CatalogueDrama as Drama, DAY, MINUTE, anchor, dramaCatalogue, iso, payScale, pick } from '../catalogue';
import type { Course } from './course';
import { buyBeans, subscribe } from './purchases';
import type { Walk } from './walk';

/**
 * A visit: a sign-in and a task now and then, card codes handed out since the last visit
 * redeemed, the VIP offer of a first session, then episodes of the drama the member is on (or a
 * new one), each free, covered by VIP, unlocked with golden beans or an ad, or the visit ends at
 * the paywall.
 */
export function visit(w: Walk, course: Course, cards: CatalogueBatch[], i: number): void {
  const { r, money, m, sink } = w;
  w.emit?.({ kind: 'visit', memberId: m.id, at: course.visits[i] });
  let t = course.visits[i] + 5 * MINUTE;
  if (w.registered && r() < 0.55) w.bean('signIn', 10 + 5 * Math.min(4, Math.floor(r() * 5)), (t += MINUTE));
  if (r() < 0.25) w.bean('task', r() < 0.5 ? 5 : 10, (t += 2 * MINUTE), { remark: '' });
  while (cards.length && cards[0].at <= course.visits[i]) {
    const card = cards.shift()!;
    w.bean('card', card.beans, (t += MINUTE), { remark: card.name });
    sink?.redemptions?.push({ id: sink.redemptions.length + 1, codeId: 0, batchId: card.id, memberId: m.id, cardNumber: m.cardNumber ?? '', memberName: m.name ?? '', operator: '', time: iso(t) });
  }
  // Many who will subscribe do it in their first session, from the VIP offer shown to new users.
  if (i === 0 && course.wantsVip && money.vips.length && t < anchor - DAY && r() < 0.6) subscribe(w, (t += 2 * MINUTE), null, null);
  if (!w.drama || w.episode >= w.drama.episodes || r() < 0.12) {
    w.drama = pick(r, dramaCatalogue().dramas, dramaCatalogue().weight);
    w.episode = 0;
  }
  const drama = w.drama;
  const wanted = 1 + Math.floor(r() * (2 + course.engagement * 5));
  for (let k = 0; k < wanted && w.episode < drama.episodes; k++) {
    const ep = w.episode + 1;
    t += (2 + Math.floor(r() * 3)) * MINUTE;
    if (ep <= drama.free) {
      w.watch(drama, ep, t, 'free');
    } else if (w.vipActive(t)) {
      w.watch(drama, ep, t, 'vip');
    } else {
      const after = paywall(w, course, drama, ep, t);
      t = after.t;
      if (!after.watched) break;
    }
    w.episode = ep;
  }
}

/**
 * A paid episode without VIP: a lapsed VIP comes back now and then, a first subscription when the
 * paywall first shows; else golden beans (bought if short), an ad, or the member leaves.
 * Answers the time after it and whether the episode was watched.
 */
function paywall(w: Walk, course: Course, drama: Drama, ep: number, at: number): { t: number; watched: boolean } {
  const { r, money } = w;
  let t = at;
  if (course.wantsVip && money.vips.length && t >= w.nextVipTry && t < anchor - DAY && (w.vip === null || r() < 0.5)) {
    subscribe(w, t, drama, ep);
    if (w.vipActive(t)) {
      w.watch(drama, ep, t, 'vip');
      return { t, watched: true };
    }
  }
  // Payers buy (until their budget is spent); now and then a non-payer gives in and buys a small package.
  if (w.balance < drama.price && money.regular.length && (w.ordersLeft > 0 ? r() < 0.75 : r() < 0.06 * payScale)) t = buyBeans(w, t + MINUTE, drama, ep);
  if (w.balance >= drama.price) {
    w.bean('unlock', -drama.price, t, { dramaId: drama.id, dramaName: drama.name, episode: ep });
    w.watch(drama, ep, t, 'beans');
    return { t, watched: true };
  }
  // Stuck at the paywall: many open the recharge page or the VIP offer and leave it (an unpaid order), then watch an ad or go.
  const leaves = r() / payScale;
  if (money.regular.length && leaves < 0.35) w.order({ status: 'unpaid', at: (t += MINUTE), d: drama, ep, pkg: pick(r, money.firstRegular) });
  else if (money.vips.length && leaves < 0.4) w.order({ status: 'unpaid', at: (t += MINUTE), d: drama, ep, vip: pick(r, money.vips), period: 1 });
  if (r() < 0.35) {
    w.watch(drama, ep, t, 'ad');
    return { t, watched: true };
  }
  return { t, watched: false };
}
