import { listened, publish } from '@/mocks/feed';
import type { Fresh } from '@/mocks/table';
import { fromYen, toYen, type Currency } from '@/records/money';
import { type CardRedemption, type Order, type VipRecord } from '@/records/orders';
import { MEMBER_ACTIVITY_FEED, type Member, type MemberActivity } from '@/records/members';
import { type BeanLog, type WatchRecord } from '../contract';
import {
  type CatalogueDrama as Drama,
  type CataloguePackage,
  type CatalogueVip,
  DAY,
  MINUTE,
  ROWS,
  anchor,
  dramaCatalogue,
  generator,
  iso,
  memberSeed,
  moneyCatalogue,
  payScale,
  pick,
  ymd,
} from './catalogue';

/* ------------------------------------------------------------------------------------------------
 * A member's life.
 * ---------------------------------------------------------------------------------------------- */

interface Life {
  balance: number;
  /** The latest VIP run (a subscription with its renewals). */
  vip: { typeId: number; expiry: number; unsubscribe: number | null; refund: number | null } | null;
  lastActive: number;
  consecutive: number;
  maxDays: number;
  level: number;
}
/**
 * Where the rows go; `null` lists are not written. Seeding keeps the orders, VIP records and card
 * redemptions (every list and figure reads them), a materialised history the golden-bean details
 * and watching records (see tables.ts).
 */
export interface Sink {
  beans: BeanLog[] | null;
  orders: Fresh<Order>[] | null;
  vipRecords: Fresh<VipRecord>[] | null;
  /** `codeId` 0: the seeder numbers them batch by batch (seed.ts). */
  redemptions: Fresh<CardRedemption>[] | null;
  watches: WatchRecord[] | null;
  /** Publish every step on MEMBER_ACTIVITY_FEED (seeding only: a member's history rebuilt later is not news). */
  publish?: boolean;
}
type LifeInput = Pick<Member, 'id' | 'type' | 'platform'> & { joinMs: number; channelId?: number | null; cardNumber?: string; name?: string };

/** How much of an episode a member watched (percent): most to the end; fixed by who watched what, when. */
function progressOf(memberId: number, dramaId: number, episode: number, at: number): number {
  let h = (memberId * 73_856_093) ^ (dramaId * 19_349_663) ^ (episode * 83_492_791) ^ Math.floor(at / 1000);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  const x = ((h ^ (h >>> 16)) >>> 0) / 4_294_967_296;
  return x < 0.8 ? 100 : 20 + Math.floor(((x - 0.8) / 0.2) * 80);
}

const PAY_PLATFORM = { ios: 'apple', android: 'google' } as const;
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/*
 * Transaction numbers and order numbers of tens of thousands of seeded orders: built from
 * precomputed pieces (4-digit groups, sequence numbers), so a number is one string, not a dozen.
 */
const GROUPS = Array.from({ length: 10_000 }, (_, n) => String(n).padStart(4, '0'));
const group = (r: () => number) => GROUPS[Math.floor(r() * 10_000)];
function charsOf(r: () => number, n: number, alphabet: string): string {
  let out = '';
  for (let i = 0; i < n; i++) out += alphabet[Math.floor(r() * alphabet.length)];
  return out;
}
function thirdPartyNo(r: () => number, platform: Order['payPlatform']): string {
  if (platform === 'apple') return `20000000${group(r)}${group(r)}`;
  if (platform === 'google') return `GPA.33${GROUPS[Math.floor(r() * 100)].slice(2)}-${group(r)}-${group(r)}-${group(r)}${Math.floor(r() * 10)}`;
  if (platform === 'paypal') return charsOf(r, 17, ALNUM);
  return `pi_3${charsOf(r, 23, HEX)}`;
}
const HEX = '0123456789abcdef';

/**
 * Purchases the store confirmed whose callback never reached the backend (toolCategory/supplementOrder
 * exists for them): a share of the Google Play checkouts of the last STORE_CONFIRMED_DAYS left
 * unpaid here carry the store's order number (GPA.…), which the member has from Google's receipt.
 * Drawn from the member and the order's number, apart from every other draw, so no other order changes.
 */
export const STORE_CONFIRMED_DAYS = 30;
const STORE_CONFIRMED_SHARE = 0.04;
function storeConfirmedNo(memberId: number, orderSeq: number, at: number, platform: Order['payPlatform']): string {
  if (platform !== 'google' || at < anchor - STORE_CONFIRMED_DAYS * DAY) return '';
  const r = generator(memberSeed(memberId, 7000 + orderSeq));
  return r() < STORE_CONFIRMED_SHARE ? thirdPartyNo(r, 'google') : '';
}

/** 'YYYYMMDD' of a moment, by day (order numbers of tens of thousands of orders share a few hundred days). */
const dayTexts = new Map<number, string>();
function ymdOf(ms: number): string {
  const day = Math.floor(ms / DAY);
  let text = dayTexts.get(day);
  if (text === undefined) dayTexts.set(day, (text = ymd(ms)));
  return text;
}

/** A member's currency: most pay in yen; the app stores charge the rest in theirs. */
function currencyOf(x: number): Currency {
  return x < 0.82 ? 'JPY' : x < 0.9 ? 'USD' : x < 0.95 ? 'TWD' : x < 0.98 ? 'HKD' : 'KRW';
}
/** A draw fixed by the member and a key, apart from the course of its life (eligibility for a limited package, a card batch). */
const fixedDraw = (memberId: number, key: number) => generator(memberSeed(memberId, key))();

/**
 * Simulates a member from joining to the demo's now: visits (with sign-ins, tasks and episodes),
 * golden-bean packages bought at a paywall (some checkouts abandoned or declined), beans spent on
 * episodes, VIP subscriptions renewing period after period until cancelled, lapsed or refunded,
 * golden-bean card codes redeemed. With a sink, writes the rows too.
 */
export function life(m: LifeInput, sink: Sink | null): Life {
  const r = generator(memberSeed(m.id));
  /** Details that never change the course of the simulation (drawn only when rows are written). */
  const cosmetic = generator(memberSeed(m.id, 3));
  /** What the member is, apart from its course: currency, payment method, attribution. */
  const traits = generator(memberSeed(m.id, 5));
  const out = sink?.publish && listened(MEMBER_ACTIVITY_FEED) ? (event: MemberActivity) => publish(MEMBER_ACTIVITY_FEED, event) : null;
  /** Payments dated later than the step being walked (a subscription's renewals), published when the walk reaches them. */
  const later: MemberActivity[] = [];
  const emit: ((event: MemberActivity) => void) | null = out
    ? (event) => {
        while (later.length && later[0].at <= event.at) out(later.shift()!);
        out(event);
      }
    : null;
  const publishLater = (event: MemberActivity) => {
    if (!out) return;
    let i = later.length;
    while (i > 0 && later[i - 1].at > event.at) i -= 1;
    later.splice(i, 0, event);
  };
  emit?.({ kind: 'join', memberId: m.id, at: m.joinMs, type: m.type, platform: m.platform, channelId: m.channelId ?? null });
  const money = moneyCatalogue();
  const registered = m.type === 'member';
  const payer = r() < (registered ? 0.5 : 0.12) * payScale;
  const wantsVip = r() < (registered ? (payer ? 0.6 : 0.8) : 0.45) * payScale;
  // Payers are the engaged ones.
  const engagement = payer ? 0.35 + 0.65 * r() : r();
  const span = Math.max(anchor - m.joinMs, MINUTE);
  const active = r() < (payer ? 0.6 : 0.42);
  // The last visit, at least two hours before the demo's now (a visit's activity lasts under an hour).
  const latest = anchor - 2 * 3_600_000;
  const end = Math.max(m.joinMs, Math.min(latest, active ? latest - Math.floor(r() * 2 * DAY) : m.joinMs + Math.floor(r() ** 1.6 * span)));
  const lastActive = end;
  const returnChance = 0.15 + engagement * 0.8;
  const maxVisits = 1 + Math.floor(engagement ** 2 * 59);

  // Visits, sampled backwards from the last one: geometric gaps in days.
  const visits: number[] = [end];
  for (let t = end; visits.length < maxVisits; ) {
    const gap = 1 + Math.floor(Math.log(1 - r()) / Math.log(1 - returnChance));
    t -= gap * DAY + Math.floor((r() - 0.5) * 4 * 3_600_000);
    if (t <= m.joinMs + 10 * MINUTE) break;
    visits.push(t);
  }
  if (visits[visits.length - 1] !== m.joinMs) visits.push(m.joinMs);
  visits.reverse();

  // Login streaks (by day).
  let streak = 1;
  let maxDays = 1;
  for (let i = 1; i < visits.length; i++) {
    const d = Math.floor(visits[i] / DAY) - Math.floor(visits[i - 1] / DAY);
    if (d === 1) streak += 1;
    else if (d > 1) streak = 1;
    maxDays = Math.max(maxDays, streak);
  }

  const currency = currencyOf(traits());
  const payPlatform: Order['payPlatform'] = m.platform === 'h5' ? (traits() < 0.7 ? 'stripe' : 'paypal') : PAY_PLATFORM[m.platform];
  const attributionType: Order['attributionType'] = m.channelId == null ? 'natural' : traits() < 0.12 ? 'oldUser' : 'channel';
  let balance = 0;
  let beanRows = 0;
  let watchRows = 0;
  let orderSeq = 0;
  const memberNo = String(m.id).padStart(7, '0');
  let yen = 0;
  let watched = 0;
  let ordersLeft = payer ? 2 + Math.floor(r() ** 1.2 * 60) : 0;
  let beanOrders = 0;
  const bought = new Map<number, number>();
  let vip: Life['vip'] = null;
  let runFrom = Infinity;
  let nextVipTry = -Infinity;
  let drama: Drama | null = null;
  let episode = 0;
  // Card batches handed out to this member (fixed by the member and the batch), redeemed at the first visit after.
  const cards = money.batches.filter((b) => fixedDraw(m.id, 200 + b.id) < b.rate && b.at < anchor).sort((a, b) => a.at - b.at);

  const bean = (type: BeanLog['type'], quantity: number, at: number, extra: Partial<BeanLog> = {}) => {
    balance += quantity;
    emit?.({ kind: 'bean', memberId: m.id, at, type, quantity, balanceAfter: balance });
    if (sink?.beans && beanRows < ROWS)
      sink.beans.push({
        id: m.id * ROWS + beanRows,
        memberId: m.id,
        type,
        quantity,
        balanceAfter: balance,
        dramaId: null,
        dramaName: '',
        episode: null,
        orderNo: '',
        remark: '',
        operator: '',
        createTime: iso(at),
        ...extra,
      });
    beanRows += 1;
  };

  interface Placed {
    orderNo: string;
    paidYen: number;
    row: Fresh<Order> | null;
    event: Extract<MemberActivity, { kind: 'pay' }> | null;
  }
  /**
   * An order: its number, and when it was paid its yen (the level counts them) and its payment on
   * the feed (VIP payments wait in `later` until the walk reaches them, so a refund can still mark them).
   */
  const order = (o: { status: Order['status']; at: number; d: Drama | null; ep: number | null; vip?: CatalogueVip; pkg?: CataloguePackage; period?: number }): Placed => {
    orderSeq += 1;
    const type = o.vip ? 'vip' : 'beans';
    // The number only where it is read: a row, the feed, or a recharge's golden-bean detail.
    const orderNo = sink?.orders || out || (o.pkg && sink?.beans) ? `${type === 'vip' ? 'V' : 'B'}${ymdOf(o.at)}${memberNo}${GROUPS[orderSeq] ?? orderSeq}` : '';
    const paid = o.status === 'paid' || o.status === 'refunded';
    const firstPeriod = o.period === 1;
    const listYen = o.vip ? o.vip.yen : o.pkg!.price;
    const chargedYen = firstPeriod && o.vip?.firstYen != null ? o.vip.firstYen : listYen;
    const paidAmount = paid ? fromYen(chargedYen, currency) : 0;
    const paidYen = toYen(paidAmount, currency);
    if (paid) yen += paidYen;
    const event: Placed['event'] =
      paid && out
        ? { kind: 'pay', memberId: m.id, at: o.at, orderType: type, amount: paidYen, refundAt: null, orderNo, payPlatform, period: o.vip ? (o.period ?? 1) : null, firstPeriod }
        : null;
    if (event && o.vip) publishLater(event);
    else if (event) emit!(event);
    let row: Fresh<Order> | null = null;
    if (sink?.orders) {
      const amount = fromYen(listYen, currency);
      row = {
        id: sink.orders.length + 1,
        orderNo,
        type,
        status: o.status,
        memberId: m.id,
        cardNumber: m.cardNumber ?? '',
        memberName: m.name ?? '',
        channelId: m.channelId ?? null,
        attributionType,
        dramaId: o.d?.id ?? null,
        dramaName: o.d?.name ?? '',
        episode: o.ep,
        vipTypeId: o.vip?.id ?? null,
        packageId: o.pkg?.id ?? null,
        itemName: o.vip?.name ?? o.pkg!.name,
        period: o.vip ? (o.period ?? 1) : null,
        firstPeriod,
        currency,
        amount,
        paidAmount,
        amountYen: toYen(amount, currency),
        paidYen,
        beans: paid && o.pkg ? o.pkg.beans : 0,
        giftBeans: paid && o.pkg ? o.pkg.gift : 0,
        payPlatform,
        thirdPartyNo: o.status === 'unpaid' ? storeConfirmedNo(m.id, orderSeq, o.at, payPlatform) : thirdPartyNo(cosmetic, payPlatform),
        createTime: iso(o.at - 5_000 - Math.floor(cosmetic() * 85_000)),
        payTime: paid ? iso(o.at) : null,
        refundTime: null,
      };
      sink.orders.push(row);
    }
    return { orderNo, paidYen, row, event };
  };

  /** A golden-bean package at a paywall: first purchases favour the first-recharge package and small ones; a limited package once, if offered to the member. */
  const choosePackage = (): CataloguePackage => {
    const firstBuy = beanOrders === 0;
    if (firstBuy && money.first && (money.first.limit == null || (bought.get(money.first.id) ?? 0) < money.first.limit) && r() < 0.55) return money.first;
    for (const p of money.limited) {
      if ((bought.get(p.id) ?? 0) < (p.limit ?? 1) && fixedDraw(m.id, 100 + p.id) < p.weight && r() < 0.35) return p;
    }
    return firstBuy ? pick(r, money.firstRegular) : pick(r, money.regular);
  };
  /** A recharge at a paywall: most checkouts are paid; some are abandoned (unpaid) or declined (failed), and then retried or not. */
  const buyBeans = (at: number, d: Drama, ep: number): number => {
    const p = choosePackage();
    let t = at;
    const x = r();
    if (x < 0.06) {
      order({ status: 'unpaid', at: t, d, ep, pkg: p });
      return t;
    }
    if (x < 0.13) {
      order({ status: 'failed', at: t, d, ep, pkg: p });
      if (r() < 0.4) return t;
      t += MINUTE;
    } else if (x < 0.19) {
      order({ status: 'unpaid', at: t, d, ep, pkg: p });
      t += 2 * MINUTE;
    }
    const placed = order({ status: 'paid', at: t, d, ep, pkg: p });
    ordersLeft -= 1;
    beanOrders += 1;
    bought.set(p.id, (bought.get(p.id) ?? 0) + 1);
    bean('recharge', p.beans + p.gift, t, { orderNo: placed.orderNo, dramaId: d.id, dramaName: d.name, episode: ep });
    return t;
  };

  /**
   * A VIP subscription: the first period at a paywall, then renewals every period (auto-renewing
   * types) until cancelled, a renewal declined and not retried, or the demo's now; sometimes the
   * last period is refunded. One VIP record covers the run.
   */
  const subscribe = (at: number, d: Drama | null, ep: number | null) => {
    const plan = pick(r, money.vips);
    const x = r();
    if (x < 0.07) {
      order({ status: 'unpaid', at, d, ep, vip: plan, period: 1 });
      nextVipTry = at + 2 * DAY;
      return;
    }
    let start = at;
    if (x < 0.15) {
      order({ status: 'failed', at, d, ep, vip: plan, period: 1 });
      if (r() < 0.35) {
        nextVipTry = at + 2 * DAY;
        return;
      }
      start += 2 * MINUTE;
    }
    const cancelHazard = plan.days <= 7 ? 0.008 : plan.days <= 31 ? 0.04 : 0.12;
    const refunds = r() < 0.04;
    const runStart = start;
    let period = 1;
    let last = order({ status: 'paid', at: start, d, ep, vip: plan, period });
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
        order({ status: 'failed', at: renewAt, d: null, ep: null, vip: plan, period: period + 1 });
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
      last = order({ status: 'paid', at: start, d: null, ep: null, vip: plan, period });
      expiry = start + plan.days * DAY;
    }
    let refund: number | null = null;
    const refundAt = start + Math.floor((0.5 + r() * 2) * DAY);
    if (refunds && refundAt < anchor && refundAt < expiry) {
      // The last period refunded: the VIP ends then.
      refund = refundAt;
      expiry = refundAt;
      unsubscribe = refundAt;
      yen -= last.paidYen;
      if (last.row) {
        last.row.status = 'refunded';
        last.row.refundTime = iso(refundAt);
      }
      if (last.event) last.event.refundAt = refundAt;
    }
    vip = { typeId: plan.id, expiry, unsubscribe, refund };
    runFrom = runStart;
    nextVipTry = expiry + 7 * DAY;
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
  };
  const vipActive = (t: number) => vip !== null && t >= runFrom && t < vip.expiry;

  const watch = (d: Drama, ep: number, at: number, unlockType: WatchRecord['unlockType']) => {
    watched += 1;
    const progress = progressOf(m.id, d.id, ep, at);
    emit?.({ kind: 'watch', memberId: m.id, at, dramaId: d.id, episode: ep, unlock: unlockType, progress });
    if (sink?.watches && watchRows < ROWS)
      sink.watches.push({
        id: m.id * ROWS + watchRows,
        memberId: m.id,
        dramaId: d.id,
        dramaName: d.name,
        episode: ep,
        unlockType,
        progress,
        watchTime: iso(at),
      });
    watchRows += 1;
  };

  // Joining: every new user gets the starter gift; binding an account earns a little more.
  bean('gift', 50, m.joinMs);
  if (registered) bean('gift', 100, m.joinMs + 3 * MINUTE);

  for (let i = 0; i < visits.length; i++) {
    emit?.({ kind: 'visit', memberId: m.id, at: visits[i] });
    let t = visits[i] + 5 * MINUTE;
    if (registered && r() < 0.55) bean('signIn', 10 + 5 * Math.min(4, Math.floor(r() * 5)), (t += MINUTE));
    if (r() < 0.25) bean('task', r() < 0.5 ? 5 : 10, (t += 2 * MINUTE), { remark: '' });
    while (cards.length && cards[0].at <= visits[i]) {
      const card = cards.shift()!;
      bean('card', card.beans, (t += MINUTE), { remark: card.name });
      sink?.redemptions?.push({ id: sink.redemptions.length + 1, codeId: 0, batchId: card.id, memberId: m.id, cardNumber: m.cardNumber ?? '', memberName: m.name ?? '', operator: '', time: iso(t) });
    }
    // Many who will subscribe do it in their first session, from the VIP offer shown to new users.
    if (i === 0 && wantsVip && money.vips.length && t < anchor - DAY && r() < 0.6) subscribe((t += 2 * MINUTE), null, null);
    if (!drama || episode >= drama.episodes || r() < 0.12) {
      drama = pick(r, dramaCatalogue().dramas, dramaCatalogue().weight);
      episode = 0;
    }
    const wanted = 1 + Math.floor(r() * (2 + engagement * 5));
    for (let k = 0; k < wanted && episode < drama.episodes; k++) {
      const ep = episode + 1;
      t += (2 + Math.floor(r() * 3)) * MINUTE;
      if (ep <= drama.free) {
        watch(drama, ep, t, 'free');
      } else if (vipActive(t)) {
        watch(drama, ep, t, 'vip');
      } else {
        // A lapsed VIP comes back now and then; a first subscription when the paywall first shows.
        if (wantsVip && money.vips.length && t >= nextVipTry && t < anchor - DAY && (vip === null || r() < 0.5)) {
          subscribe(t, drama, ep);
          if (vipActive(t)) {
            watch(drama, ep, t, 'vip');
            episode = ep;
            continue;
          }
        }
        // Payers buy (until their budget is spent); now and then a non-payer gives in and buys a small package.
        if (balance < drama.price && money.regular.length && (ordersLeft > 0 ? r() < 0.75 : r() < 0.06 * payScale)) t = buyBeans(t + MINUTE, drama, ep);
        if (balance >= drama.price) {
          bean('unlock', -drama.price, t, { dramaId: drama.id, dramaName: drama.name, episode: ep });
          watch(drama, ep, t, 'beans');
          episode = ep;
          continue;
        }
        // Stuck at the paywall: many open the recharge page or the VIP offer and leave it (an unpaid order), then watch an ad or go.
        const leaves = r() / payScale;
        if (money.regular.length && leaves < 0.35) order({ status: 'unpaid', at: (t += MINUTE), d: drama, ep, pkg: pick(r, money.firstRegular) });
        else if (money.vips.length && leaves < 0.4) order({ status: 'unpaid', at: (t += MINUTE), d: drama, ep, vip: pick(r, money.vips), period: 1 });
        if (r() < 0.35) {
          watch(drama, ep, t, 'ad');
        } else {
          break;
        }
      }
      episode = ep;
    }
  }
  // Renewals after the last visit (all before the demo's now).
  if (out) while (later.length) out(later.shift()!);

  const level = 1 + Number(watched >= 10) + Number(watched >= 40) + Number(watched >= 120) + Number(yen > 0) + Number(yen >= 5000);
  return { balance, vip, lastActive, consecutive: streak, maxDays, level };
}
