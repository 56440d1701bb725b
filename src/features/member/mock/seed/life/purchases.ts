import { type CatalogueDrama as Drama, type CataloguePackage, DAY, MINUTE, anchor, iso, pick } from '../catalogue';
import { fixedDraw } from './numbers';
import type { Walk } from './walk';

/*
 * What a member buys at a paywall: golden-bean packages (some checkouts abandoned or declined) and
 * VIP subscriptions renewing period after period until cancelled, lapsed or refunded.
 */

/** A golden-bean package at a paywall: first purchases favour the first-recharge package and small ones; a limited package once, if offered to the member. */
function choosePackage(w: Walk): CataloguePackage {
  const { r, money } = w;
  const firstBuy = w.beanOrders === 0;
  if (firstBuy && money.first && (money.first.limit == null || (w.bought.get(money.first.id) ?? 0) < money.first.limit) && r() < 0.55) return money.first;
  for (const p of money.limited) {
    if ((w.bought.get(p.id) ?? 0) < (p.limit ?? 1) && fixedDraw(w.m.id, 100 + p.id) < p.weight && r() < 0.35) return p;
  }
  return firstBuy ? pick(r, money.firstRegular) : pick(r, money.regular);
}

/** A recharge at a paywall: most checkouts are paid; some are abandoned (unpaid) or declined (failed), and then retried or not. Answers the time after it. */
export function buyBeans(w: Walk, at: number, d: Drama, ep: number): number {
  const r = w.r;
  const p = choosePackage(w);
  let t = at;
  const x = r();
  if (x < 0.06) {
    w.order({ status: 'unpaid', at: t, d, ep, pkg: p });
    return t;
  }
  if (x < 0.13) {
    w.order({ status: 'failed', at: t, d, ep, pkg: p });
    if (r() < 0.4) return t;
    t += MINUTE;
  } else if (x < 0.19) {
    w.order({ status: 'unpaid', at: t, d, ep, pkg: p });
    t += 2 * MINUTE;
  }
  const placed = w.order({ status: 'paid', at: t, d, ep, pkg: p });
  w.ordersLeft -= 1;
  w.beanOrders += 1;
  w.bought.set(p.id, (w.bought.get(p.id) ?? 0) + 1);
  w.bean('recharge', p.beans + p.gift, t, { orderNo: placed.orderNo, dramaId: d.id, dramaName: d.name, episode: ep });
  return t;
}

/**
 * A VIP subscription: the first period at a paywall, then renewals every period (auto-renewing
 * types) until cancelled, a renewal declined and not retried, or the demo's now; sometimes the
 * last period is refunded. One VIP record covers the run.
 */
export function subscribe(w: Walk, at: number, d: Drama | null, ep: number | null): void {
  const { r, money, m, sink } = w;
  const plan = pick(r, money.vips);
  const x = r();
  if (x < 0.07) {
    w.order({ status: 'unpaid', at, d, ep, vip: plan, period: 1 });
    w.nextVipTry = at + 2 * DAY;
    return;
  }
  let start = at;
  if (x < 0.15) {
    w.order({ status: 'failed', at, d, ep, vip: plan, period: 1 });
    if (r() < 0.35) {
      w.nextVipTry = at + 2 * DAY;
      return;
    }
    start += 2 * MINUTE;
  }
  const cancelHazard = plan.days <= 7 ? 0.008 : plan.days <= 31 ? 0.04 : 0.12;
  const refunds = r() < 0.04;
  const runStart = start;
  let period = 1;
  let last = w.order({ status: 'paid', at: start, d, ep, vip: plan, period });
  const firstNo = last.orderNo;
  let expiry = start + plan.days * DAY;
  let unsubscribe: number | null = null;
  for (;;) {
    if (expiry >= anchor) {
      // Running at the demo's now: still renewing, or cancelled during this period.
      if (!plan.autoRenew || r() < cancelHazard * 2) unsubscribe = plan.autoRenew ? start + Math.floor(r() * (anchor - start)) : null;
      break;
    }
    if (!plan.autoRenew) break;
    if (r() < cancelHazard) {
      unsubscribe = start + Math.floor(r() * (plan.days - 1) * DAY);
      break;
    }
    // The renewal's charge, at the end of the period; a declined card is tried again each day, up to three times, or the VIP lapses.
    let renewAt = expiry;
    let declined = 0;
    while (declined < 3 && renewAt < anchor && r() < (declined ? 0.45 : 0.06)) {
      w.order({ status: 'failed', at: renewAt, d: null, ep: null, vip: plan, period: period + 1 });
      declined += 1;
      renewAt += DAY;
    }
    if (declined === 3 || renewAt >= anchor) {
      // Declined three times: the subscription ends; a retry still due after the demo's now: the VIP has lapsed meanwhile.
      unsubscribe = declined === 3 ? expiry : null;
      break;
    }
    period += 1;
    start = renewAt;
    last = w.order({ status: 'paid', at: start, d: null, ep: null, vip: plan, period });
    expiry = start + plan.days * DAY;
  }
  let refund: number | null = null;
  const refundAt = start + Math.floor((0.5 + r() * 2) * DAY);
  if (refunds && refundAt < anchor && refundAt < expiry) {
    // The last period refunded: the VIP ends then.
    refund = refundAt;
    expiry = refundAt;
    unsubscribe = refundAt;
    w.yen -= last.paidYen;
    if (last.row) {
      last.row.status = 'refunded';
      last.row.refundTime = iso(refundAt);
    }
    if (last.event) last.event.refundAt = refundAt;
  }
  w.vip = { typeId: plan.id, expiry, unsubscribe, refund };
  w.runFrom = runStart;
  w.nextVipTry = expiry + 7 * DAY;
  sink?.vipRecords?.push({
    id: sink.vipRecords.length + 1,
    memberId: m.id,
    cardNumber: m.cardNumber ?? '',
    memberName: m.name ?? '',
    vipTypeId: plan.id,
    startTime: iso(runStart),
    expiryTime: iso(expiry),
    source: 'order',
    orderNo: firstNo,
    cardCode: '',
    operator: '',
    createTime: iso(runStart),
  });
}
