import { listened, publish } from '@/mocks/feed';
import type { Fresh } from '@/mocks/table';
import { fromYen, toYen, type Currency } from '@/records/money';
import { type CardRedemption, type Order, type VipRecord } from '@/records/orders';
import { MEMBER_ACTIVITY_FEED, type MemberActivity } from '@/records/members';
import { type BeanLog, type WatchRecord } from '../../../contract';
import { type CatalogueBatch, type CatalogueDrama as Drama, type CataloguePackage, type CatalogueVip, type MoneyCatalogue, ROWS, anchor, generator, iso, memberSeed, moneyCatalogue } from '../catalogue';
import type { LifeInput } from './course';
import { GROUPS, PAY_PLATFORM, currencyOf, fixedDraw, progressOf, storeConfirmedNo, thirdPartyNo, ymdOf } from './numbers';

/**
 * Where the rows go; `null` lists are not written. Seeding keeps the orders, VIP records and card
 * redemptions (every list and figure reads them), a materialised history the golden-bean details
 * and watching records (see tables/index.ts).
 */
export interface Sink {
  beans: BeanLog[] | null;
  orders: Fresh<Order>[] | null;
  vipRecords: Fresh<VipRecord>[] | null;
  /** `codeId` 0: the seeder numbers them batch by batch (members.ts). */
  redemptions: Fresh<CardRedemption>[] | null;
  watches: WatchRecord[] | null;
  /** Publish every step on MEMBER_ACTIVITY_FEED (seeding only: a member's history rebuilt later is not news). */
  publish?: boolean;
}

/** The latest VIP run (a subscription with its renewals). */
export interface VipRun {
  typeId: number;
  expiry: number;
  unsubscribe: number | null;
  refund: number | null;
}

/** An order to place: its status and time, the drama and episode of the paywall, and what it buys. */
export interface OrderSpec {
  status: Order['status'];
  at: number;
  d: Drama | null;
  ep: number | null;
  vip?: CatalogueVip;
  pkg?: CataloguePackage;
  period?: number;
}

/** An order placed: its number, its yen when paid, its row (when written) and its payment on the feed (when published). */
export interface Placed {
  orderNo: string;
  paidYen: number;
  row: Fresh<Order> | null;
  event: Extract<MemberActivity, { kind: 'pay' }> | null;
}

/**
 * One walk through a member's life: its generators, what it has (balance, VIP run, yen paid,
 * episodes watched, the drama it is on) and the steps that change it, each written to the sink
 * and published on the feed as it happens.
 */
export class Walk {
  readonly r: () => number;
  readonly money: MoneyCatalogue;
  readonly registered: boolean;
  /** Publishes an event on the feed, first the later payments it has reached; null when nobody listens. */
  readonly emit: ((event: MemberActivity) => void) | null;
  /** Details that never change the course of the simulation (drawn only when rows are written). */
  private readonly cosmetic: () => number;
  /** What the member is, apart from its course: currency, payment method, attribution. */
  private readonly traits: () => number;
  private readonly out: ((event: MemberActivity) => void) | null;
  /** Payments dated later than the step being walked (a subscription's renewals), published when the walk reaches them. */
  private readonly later: MemberActivity[] = [];
  private readonly memberNo: string;
  private currency: Currency = 'JPY';
  private payPlatform: Order['payPlatform'] = 'stripe';
  private attributionType: Order['attributionType'] = 'natural';
  private beanRows = 0;
  private watchRows = 0;
  private orderSeq = 0;

  balance = 0;
  yen = 0;
  watched = 0;
  /** Paid orders a payer will still make; golden-bean orders paid so far, and by package. */
  ordersLeft = 0;
  beanOrders = 0;
  readonly bought = new Map<number, number>();
  vip: VipRun | null = null;
  runFrom = Infinity;
  nextVipTry = -Infinity;
  drama: Drama | null = null;
  episode = 0;

  constructor(
    readonly m: LifeInput,
    readonly sink: Sink | null,
  ) {
    this.r = generator(memberSeed(m.id));
    this.cosmetic = generator(memberSeed(m.id, 3));
    this.traits = generator(memberSeed(m.id, 5));
    const out = sink?.publish && listened(MEMBER_ACTIVITY_FEED) ? (event: MemberActivity) => publish(MEMBER_ACTIVITY_FEED, event) : null;
    const later = this.later;
    this.out = out;
    this.emit = out
      ? (event) => {
          while (later.length && later[0].at <= event.at) out(later.shift()!);
          out(event);
        }
      : null;
    this.emit?.({ kind: 'join', memberId: m.id, at: m.joinMs, type: m.type, platform: m.platform, channelId: m.channelId ?? null });
    this.money = moneyCatalogue();
    this.registered = m.type === 'member';
    this.memberNo = String(m.id).padStart(7, '0');
  }

  /** The member's traits and budget (after its course is drawn), and the card batches handed to it, in time order. */
  settle(payer: boolean): CatalogueBatch[] {
    const m = this.m;
    this.currency = currencyOf(this.traits());
    this.payPlatform = m.platform === 'h5' ? (this.traits() < 0.7 ? 'stripe' : 'paypal') : PAY_PLATFORM[m.platform];
    this.attributionType = m.channelId == null ? 'natural' : this.traits() < 0.12 ? 'oldUser' : 'channel';
    this.ordersLeft = payer ? 2 + Math.floor(this.r() ** 1.2 * 60) : 0;
    // Card batches handed out to this member (fixed by the member and the batch), redeemed at the first visit after.
    return this.money.batches.filter((b) => fixedDraw(m.id, 200 + b.id) < b.rate && b.at < anchor).sort((a, b) => a.at - b.at);
  }

  /** Adds a payment dated later than the current step, to publish when the walk reaches it. */
  publishLater(event: MemberActivity): void {
    if (!this.out) return;
    const later = this.later;
    let i = later.length;
    while (i > 0 && later[i - 1].at > event.at) i -= 1;
    later.splice(i, 0, event);
  }

  /** Publishes the payments still waiting (renewals after the last visit, all before the demo's now). */
  flush(): void {
    if (this.out) while (this.later.length) this.out(this.later.shift()!);
  }

  /** A change of the balance: a golden-bean detail. */
  bean(type: BeanLog['type'], quantity: number, at: number, extra: Partial<BeanLog> = {}): void {
    const { m, sink } = this;
    this.balance += quantity;
    this.emit?.({ kind: 'bean', memberId: m.id, at, type, quantity, balanceAfter: this.balance });
    if (sink?.beans && this.beanRows < ROWS)
      sink.beans.push({
        id: m.id * ROWS + this.beanRows,
        memberId: m.id,
        type,
        quantity,
        balanceAfter: this.balance,
        dramaId: null,
        dramaName: '',
        episode: null,
        orderNo: '',
        remark: '',
        operator: '',
        createTime: iso(at),
        ...extra,
      });
    this.beanRows += 1;
  }

  /**
   * An order: its number, and when it was paid its yen (the level counts them) and its payment on
   * the feed (VIP payments wait in `later` until the walk reaches them, so a refund can still mark them).
   */
  order(o: OrderSpec): Placed {
    const { m, sink } = this;
    this.orderSeq += 1;
    const type = o.vip ? 'vip' : 'beans';
    // The number only where it is read: a row, the feed, or a recharge's golden-bean detail.
    const orderNo = sink?.orders || this.out || (o.pkg && sink?.beans) ? `${type === 'vip' ? 'V' : 'B'}${ymdOf(o.at)}${this.memberNo}${GROUPS[this.orderSeq] ?? this.orderSeq}` : '';
    const paid = o.status === 'paid' || o.status === 'refunded';
    const firstPeriod = o.period === 1;
    const listYen = o.vip ? o.vip.yen : o.pkg!.price;
    const chargedYen = firstPeriod && o.vip?.firstYen != null ? o.vip.firstYen : listYen;
    const paidAmount = paid ? fromYen(chargedYen, this.currency) : 0;
    const paidYen = toYen(paidAmount, this.currency);
    const payPlatform = this.payPlatform;
    if (paid) this.yen += paidYen;
    const event: Placed['event'] =
      paid && this.out
        ? { kind: 'pay', memberId: m.id, at: o.at, orderType: type, amount: paidYen, refundAt: null, orderNo, payPlatform, period: o.vip ? (o.period ?? 1) : null, firstPeriod }
        : null;
    if (event && o.vip) this.publishLater(event);
    else if (event) this.emit!(event);
    let row: Fresh<Order> | null = null;
    if (sink?.orders) {
      const amount = fromYen(listYen, this.currency);
      row = {
        id: sink.orders.length + 1,
        orderNo,
        type,
        status: o.status,
        memberId: m.id,
        cardNumber: m.cardNumber ?? '',
        memberName: m.name ?? '',
        channelId: m.channelId ?? null,
        attributionType: this.attributionType,
        dramaId: o.d?.id ?? null,
        dramaName: o.d?.name ?? '',
        episode: o.ep,
        vipTypeId: o.vip?.id ?? null,
        packageId: o.pkg?.id ?? null,
        itemName: o.vip?.name ?? o.pkg!.name,
        period: o.vip ? (o.period ?? 1) : null,
        firstPeriod,
        currency: this.currency,
        amount,
        paidAmount,
        amountYen: toYen(amount, this.currency),
        paidYen,
        beans: paid && o.pkg ? o.pkg.beans : 0,
        giftBeans: paid && o.pkg ? o.pkg.gift : 0,
        payPlatform,
        thirdPartyNo: o.status === 'unpaid' ? storeConfirmedNo(m.id, this.orderSeq, o.at, payPlatform) : thirdPartyNo(this.cosmetic, payPlatform),
        createTime: iso(o.at - 5_000 - Math.floor(this.cosmetic() * 85_000)),
        payTime: paid ? iso(o.at) : null,
        refundTime: null,
      };
      sink.orders.push(row);
    }
    return { orderNo, paidYen, row, event };
  }

  /** Whether the member's VIP run covers a moment. */
  vipActive(t: number): boolean {
    return this.vip !== null && t >= this.runFrom && t < this.vip.expiry;
  }

  /** An episode watched, and how it was unlocked. */
  watch(d: Drama, ep: number, at: number, unlockType: WatchRecord['unlockType']): void {
    const { m, sink } = this;
    this.watched += 1;
    const progress = progressOf(m.id, d.id, ep, at);
    this.emit?.({ kind: 'watch', memberId: m.id, at, dramaId: d.id, episode: ep, unlock: unlockType, progress });
    if (sink?.watches && this.watchRows < ROWS)
      sink.watches.push({
        id: m.id * ROWS + this.watchRows,
        memberId: m.id,
        dramaId: d.id,
        dramaName: d.name,
        episode: ep,
        unlockType,
        progress,
        watchTime: iso(at),
      });
    this.watchRows += 1;
  }
}
