import { MEMBER_TABLE, type Member } from '@/records/members';
import { dayBounds, subscribeTimeZone } from '@/lib/time-zone';
import { dayOfTime, dayText } from '@/lib/report/period';
import { ORDER_TABLE, type Order } from '@/records/orders';
import { worldTable } from '@/mocks/db';
import type { ConsoleRow, DistributionConsole, DistributionOrder, ShareRecord } from '../../contract';
import { channelTables } from '../tables';

/*
 * The distribution figures, read from the world's records: the member area's members (their
 * development channel and join time) and the orders they paid (operate contract: yen paid,
 * status, pay time; unpaid and failed orders earn nothing), added up by the member's current channel. Nothing here is stored: an index is built from the records when
 * first asked for and again after any write that changes what it holds (a member's channel, an
 * order, a channel, a link), so the console answers from sorted arrays (p95 well under 20 ms at
 * 100,000 members: npm run bench).
 */

const { channels, companies, links } = channelTables;
// Resolved on use: the member and operate areas load after this one (src/app/areas.ts).
const members = () => worldTable<Member>(MEMBER_TABLE);
const payments = () => worldTable<Order>(ORDER_TABLE);

interface Index {
  /** Channel members by join time: join ms and channel id, in the same order. */
  joinMs: Float64Array;
  joinChannel: Int32Array;
  /** Paid and refunded orders of channel members, by pay time. */
  payMs: Float64Array;
  payChannel: Int32Array;
  payMember: Int32Array;
  payAmount: Float64Array;
  paid: Uint8Array;
  /** The largest member id among them. */
  maxMember: number;
  /** The same orders as distribution orders, newest first. */
  orders: DistributionOrder[];
  /** Share records, newest month first. */
  shares: ShareRecord[];
}

let index: Index | null = null;
let listening = false;
const stale = () => {
  index = null;
};

/** Forgets the index when what it holds changes (subscribed on first use: the tables all exist by then). */
function listen(): void {
  if (listening) return;
  listening = true;
  members().onWrite((e) => {
    if (e.op !== 'update' || e.before?.channelId !== e.after?.channelId) stale();
  });
  for (const table of [members(), payments(), channels, links, companies]) table.onReload(stale);
  payments().onWrite(stale);
  channels.onWrite(stale);
  links.onWrite(stale);
  // The share records' months follow the business zone.
  subscribeTimeZone(stale);
}

function order(n: number, key: (i: number) => number): Int32Array {
  const idx = new Int32Array(n);
  for (let i = 0; i < n; i++) idx[i] = i;
  return idx.sort((a, b) => key(a) - key(b));
}

function build(now: number): Index {
  const channelOf = new Map(channels.all().map((c) => [c.id, c]));
  const memberRows = members().all().filter((m) => m.channelId != null && channelOf.has(m.channelId));
  const joins = memberRows.map((m) => Date.parse(m.joinTime));
  const byJoin = order(memberRows.length, (i) => joins[i]);
  const joinMs = new Float64Array(memberRows.length);
  const joinChannel = new Int32Array(memberRows.length);
  byJoin.forEach((i, k) => {
    joinMs[k] = joins[i];
    joinChannel[k] = memberRows[i].channelId!;
  });

  const memberTable = members();
  const rows: Array<{ p: Order; m: Member; ms: number }> = [];
  for (const p of payments().all()) {
    // Paid and refunded orders (which always have a pay time); unpaid and failed ones earn nothing.
    if (p.status !== 'paid' && p.status !== 'refunded') continue;
    const m = memberTable.get(p.memberId);
    if (m?.channelId == null || !channelOf.has(m.channelId)) continue;
    rows.push({ p, m, ms: Date.parse(p.payTime!) });
  }
  rows.sort((a, b) => a.ms - b.ms || a.p.id - b.p.id);
  const n = rows.length;
  const payMs = new Float64Array(n);
  const payChannel = new Int32Array(n);
  const payMember = new Int32Array(n);
  const payAmount = new Float64Array(n);
  const paid = new Uint8Array(n);
  const orders: DistributionOrder[] = new Array(n);
  const months = new Map<string, ShareRecord>();
  // Months of the business day (docs/business-day.md): an order paid early on the 1st in Tokyo is that month's.
  const monthOf = (ms: number) => dayText(dayOfTime(ms)).slice(0, 7);
  const thisMonth = monthOf(now);
  rows.forEach(({ p, m, ms }, k) => {
    const channel = channelOf.get(m.channelId!)!;
    payMs[k] = ms;
    payChannel[k] = channel.id;
    payMember[k] = m.id;
    payAmount[k] = p.paidYen;
    paid[k] = p.status === 'paid' ? 1 : 0;
    orders[n - 1 - k] = {
      id: p.id,
      orderNo: p.orderNo,
      memberId: m.id,
      memberName: m.name,
      cardNumber: m.cardNumber,
      channelId: channel.id,
      companyId: channel.companyId,
      orderType: p.type,
      amount: p.paidYen,
      status: p.status as DistributionOrder['status'],
      payTime: p.payTime!,
    };
    if (p.status !== 'paid') return;
    const month = monthOf(ms);
    const key = `${channel.id}:${month}`;
    let share = months.get(key);
    if (!share) {
      share = {
        id: channel.id * 1_000_000 + Number(month.replace('-', '')),
        month,
        channelId: channel.id,
        companyId: channel.companyId,
        orders: 0,
        recharge: 0,
        sharePercent: channel.sharePercent,
        shareAmount: 0,
        status: month < thisMonth ? 'settled' : 'pending',
      };
      months.set(key, share);
    }
    share.orders += 1;
    share.recharge += p.paidYen;
  });
  const shares = [...months.values()];
  for (const s of shares) s.shareAmount = shareOf(s.recharge, s.sharePercent);
  shares.sort((a, b) => (a.month === b.month ? a.channelId - b.channelId : a.month < b.month ? 1 : -1));
  const maxMember = payMember.reduce((a, b) => Math.max(a, b), 0);
  return { joinMs, joinChannel, payMs, payChannel, payMember, payAmount, paid, maxMember, orders, shares };
}

function current(now = Date.now()): Index {
  listen();
  index ??= build(now);
  return index;
}

/** The company's share: recharge × percent / 100, rounded down to the yen. */
export function shareOf(recharge: number, percent: number): number {
  return Math.floor((recharge * percent) / 100);
}

/** First position whose value is at least `x`. */
function lowerBound(values: Float64Array, x: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export interface ConsoleQuery {
  /** YYYY-MM-DD, both included; blank: all time. */
  start?: string;
  end?: string;
  companyId?: number;
  channelId?: number;
}

/** The console: one row per channel (of the company, or the one channel, when given), in channel id order. */
export function distributionConsole(q: ConsoleQuery): DistributionConsole {
  const ix = current();
  // Whole days of the business day's zone.
  const from = q.start ? dayBounds(q.start, q.start).from : -Infinity;
  const to = q.end ? dayBounds(q.end, q.end).until : Infinity;
  const chosen = channels
    .all()
    .filter((c) => (q.companyId == null || c.companyId === q.companyId) && (q.channelId == null || c.id === q.channelId))
    .sort((a, b) => a.id - b.id);
  // Dense counters by channel id (typed arrays: this loop runs over every channel member).
  const size = Math.max(0, ...chosen.map((c) => c.id)) + 1;
  const wanted = new Uint8Array(size);
  for (const c of chosen) wanted[c.id] = 1;
  const linkCount = new Int32Array(size);
  const memberCount = new Int32Array(size);
  const payerCount = new Int32Array(size);
  const recharge = new Float64Array(size);
  for (const link of links.all()) if (link.channelId < size && wanted[link.channelId]) linkCount[link.channelId] += 1;
  for (let k = lowerBound(ix.joinMs, from), end = lowerBound(ix.joinMs, to); k < end; k++) {
    const c = ix.joinChannel[k];
    if (c < size && wanted[c]) memberCount[c] += 1;
  }
  const counted = new Uint8Array(ix.maxMember + 1);
  for (let k = lowerBound(ix.payMs, from), end = lowerBound(ix.payMs, to); k < end; k++) {
    const c = ix.payChannel[k];
    if (!ix.paid[k] || c >= size || !wanted[c]) continue;
    recharge[c] += ix.payAmount[k];
    const m = ix.payMember[k];
    if (!counted[m]) {
      counted[m] = 1;
      payerCount[c] += 1;
    }
  }
  const companyName = new Map(companies.all().map((c) => [c.id, c.name]));
  const rows: ConsoleRow[] = chosen.map((c) => {
    return {
      channelId: c.id,
      channelName: c.name,
      number: c.number,
      companyId: c.companyId,
      companyName: companyName.get(c.companyId) ?? '',
      links: linkCount[c.id],
      members: memberCount[c.id],
      payingMembers: payerCount[c.id],
      recharge: recharge[c.id],
      sharePercent: c.sharePercent,
      shareAmount: shareOf(recharge[c.id], c.sharePercent),
    };
  });
  const total = { links: 0, members: 0, payingMembers: 0, recharge: 0, shareAmount: 0 };
  for (const r of rows) {
    total.links += r.links;
    total.members += r.members;
    total.payingMembers += r.payingMembers;
    total.recharge += r.recharge;
    total.shareAmount += r.shareAmount;
  }
  return { start: q.start ?? '', end: q.end ?? '', rows, total };
}

/** Every distribution order, newest first (the list filters and sorts them). */
export const distributionOrders = (): DistributionOrder[] => current().orders;

/** Every share record, newest month first. */
export const shareRecords = (now?: number): ShareRecord[] => current(now).shares;
