import { listened, publish } from '@/mocks/feed';
import { MEMBER_ACTIVITY_FEED, type BeanLog, type Member, type MemberActivity, type PaymentRecord, type WatchRecord } from '../contract';
import { type CatalogueDrama as Drama, DAY, FIRST_PACKAGES, MINUTE, PACKAGES, ROWS, VIP_PLANS, anchor, digits, dramaCatalogue, generator, hex, iso, memberSeed, pick, ymd } from './catalogue';

/* ------------------------------------------------------------------------------------------------
 * A member's life.
 * ---------------------------------------------------------------------------------------------- */

interface Life {
  balance: number;
  vip: { type: Member['vipType']; expiry: number; unsubscribe: number | null; refund: number | null } | null;
  lastActive: number;
  consecutive: number;
  maxDays: number;
  level: number;
}
/** Where the rows go; `null` lists are not written (seeding keeps only the payments: see tables.ts). */
export interface Sink {
  beans: BeanLog[] | null;
  payments: PaymentRecord[];
  watches: WatchRecord[] | null;
  /** Publish every step on MEMBER_ACTIVITY_FEED (seeding only: a member's history rebuilt later is not news). */
  publish?: boolean;
}
type LifeInput = Pick<Member, 'id' | 'type' | 'platform'> & { joinMs: number; channelId?: number | null };

/** How much of an episode a member watched (percent): most to the end; fixed by who watched what, when. */
function progressOf(memberId: number, dramaId: number, episode: number, at: number): number {
  let h = (memberId * 73_856_093) ^ (dramaId * 19_349_663) ^ (episode * 83_492_791) ^ Math.floor(at / 1000);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  const x = ((h ^ (h >>> 16)) >>> 0) / 4_294_967_296;
  return x < 0.8 ? 100 : 20 + Math.floor(((x - 0.8) / 0.2) * 80);
}

const PAY_PLATFORM = { ios: 'apple', android: 'google', h5: 'stripe' } as const;

function thirdPartyNo(r: () => number, platform: PaymentRecord['payPlatform']): string {
  if (platform === 'apple') return `2000000${digits(r, 9)}`;
  if (platform === 'google') return `GPA.33${digits(r, 2)}-${digits(r, 4)}-${digits(r, 4)}-${digits(r, 5)}`;
  return `pi_3${hex(r, 23)}`;
}

/**
 * Simulates a member from joining to the demo's now: visits (with sign-ins, tasks and episodes),
 * golden-bean packages bought at a paywall, beans spent on episodes, a VIP subscription with
 * renewals, cancellation or refund. With a sink, writes the rows too.
 */
export function life(m: LifeInput, sink: Sink | null): Life {
  const r = generator(memberSeed(m.id));
  /** Details that never change the course of the simulation (drawn only when rows are written). */
  const cosmetic = generator(memberSeed(m.id, 3));
  const emit: ((event: MemberActivity) => void) | null = sink?.publish && listened(MEMBER_ACTIVITY_FEED) ? (event) => publish(MEMBER_ACTIVITY_FEED, event) : null;
  emit?.({ kind: 'join', memberId: m.id, at: m.joinMs, type: m.type, platform: m.platform, channelId: m.channelId ?? null });
  const registered = m.type === 'member';
  const payer = r() < (registered ? 0.24 : 0.05);
  const wantsVip = r() < (registered ? (payer ? 0.35 : 0.07) : 0.02);
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

  const payPlatform = PAY_PLATFORM[m.platform];
  let balance = 0;
  let beanRows = 0;
  let paymentRows = 0;
  let watchRows = 0;
  let yen = 0;
  let watched = 0;
  let ordersLeft = payer ? 1 + Math.floor(r() ** 2 * 6) : 0;
  let vip: Life['vip'] = null;
  let vipFrom = Infinity;
  let drama: Drama | null = null;
  let episode = 0;

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
  const pay = (at: number, d: Drama, ep: number, order: Pick<PaymentRecord, 'orderType' | 'amount' | 'beans' | 'vipType'>, refundAt: number | null = null) => {
    yen += refundAt ? 0 : order.amount;
    emit?.({ kind: 'pay', memberId: m.id, at, orderType: order.orderType, amount: order.amount, refundAt });
    const orderNo = sink ? `DR${ymd(at)}${String(m.id).padStart(7, '0')}${String(paymentRows).padStart(3, '0')}` : '';
    if (sink && paymentRows < ROWS)
      sink.payments.push({
        id: m.id * ROWS + paymentRows,
        memberId: m.id,
        orderNo,
        dramaId: d.id,
        dramaName: d.name,
        episode: ep,
        payPlatform,
        thirdPartyNo: thirdPartyNo(cosmetic, payPlatform),
        status: refundAt ? 'refunded' : 'paid',
        payTime: iso(at),
        refundTime: refundAt ? iso(refundAt) : null,
        ...order,
      });
    paymentRows += 1;
    return orderNo;
  };
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
  const subscribe = (at: number, d: Drama, ep: number) => {
    const plan = pick(r, VIP_PLANS);
    const renewals = Math.floor(-Math.log(1 - r()) * (plan.type === 'weekly' ? 4 : plan.type === 'monthly' ? 3 : 1.2));
    const cancels = r() < 0.55;
    const refunds = r() < 0.04;
    let start = at;
    let periods = 0;
    for (;;) {
      const refundAt = refunds && periods === renewals ? start + Math.floor((0.5 + r() * 2) * DAY) : null;
      pay(start, d, ep, { orderType: 'vip', amount: plan.price, beans: 0, vipType: plan.type }, refundAt && refundAt < anchor ? refundAt : null);
      periods += 1;
      const next = start + plan.days * DAY;
      if (refundAt && refundAt < anchor) {
        vip = { type: plan.type, expiry: refundAt, unsubscribe: refundAt, refund: refundAt };
        return;
      }
      if (periods > renewals || next >= anchor) {
        // Still running at the demo's now: cancelled or still renewing. Ended earlier: it was cancelled in its last period.
        const running = next >= anchor;
        const unsubscribe = running ? (cancels ? start + Math.floor(r() * (anchor - start)) : null) : start + Math.floor(r() * (plan.days - 1) * DAY);
        vip = { type: plan.type, expiry: next, unsubscribe, refund: null };
        return;
      }
      start = next;
    }
  };
  const vipActive = (t: number) => vip !== null && t >= vipFrom && t < vip.expiry;

  // Joining: every new user gets the starter gift; binding an account earns a little more.
  bean('gift', 50, m.joinMs);
  if (registered) bean('gift', 100, m.joinMs + 3 * MINUTE);

  for (let i = 0; i < visits.length; i++) {
    emit?.({ kind: 'visit', memberId: m.id, at: visits[i] });
    let t = visits[i] + 5 * MINUTE;
    if (registered && r() < 0.55) bean('signIn', 10 + 5 * Math.min(4, Math.floor(r() * 5)), (t += MINUTE));
    if (r() < 0.25) bean('task', r() < 0.5 ? 5 : 10, (t += 2 * MINUTE), { remark: '' });
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
        if (wantsVip && vip === null && t < anchor - DAY) {
          vipFrom = t;
          subscribe(t, drama, ep);
          if (vipActive(t)) {
            watch(drama, ep, t, 'vip');
            episode = ep;
            continue;
          }
        }
        if (balance < drama.price && ordersLeft > 0 && r() < 0.75) {
          // A first purchase is usually a small package; later ones grow.
          const p = pick(r, paymentRows === 0 ? FIRST_PACKAGES : PACKAGES);
          ordersLeft -= 1;
          t += MINUTE;
          const orderNo = pay(t, drama, ep, { orderType: 'beans', amount: p.price, beans: p.beans + p.gift, vipType: null });
          bean('recharge', p.beans + p.gift, t, { orderNo, dramaId: drama.id, dramaName: drama.name, episode: ep });
        }
        if (balance >= drama.price) {
          bean('unlock', -drama.price, t, { dramaId: drama.id, dramaName: drama.name, episode: ep });
          watch(drama, ep, t, 'beans');
        } else if (r() < 0.35) {
          watch(drama, ep, t, 'ad');
        } else {
          break;
        }
      }
      episode = ep;
    }
  }

  const level = 1 + Number(watched >= 10) + Number(watched >= 40) + Number(watched >= 120) + Number(yen > 0) + Number(yen >= 5000);
  return { balance, vip, lastActive, consecutive: streak, maxDays, level };
}
