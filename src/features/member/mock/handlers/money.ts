import type { MessageId } from '@/i18n';
import { CARD_CODE, CARD_CODE_TABLE, PACKAGE_TABLE, VIP_TYPE_TABLE, normaliseCode, type CardCode, type Package, type VipType } from '@/records/catalogue';
import { fromYen, toYen } from '@/records/money';
import { type Order } from '@/records/orders';
import { now } from '@/mocks/clock';
import { worldTable } from '@/mocks/db';
import type { Actor, Table } from '@/mocks/table';
import type { Member } from '@/records/members';
import type { BeanLog } from '../../contract';
import { DAY } from '../seed/catalogue';
import { consoleId, materialise, memberTables } from '../tables';

/*
 * The member's money after seeding: what the console's actions write to a member, its golden-bean
 * details, its VIP records, its orders and its card redemptions, always together so that the
 * balance is the sum of the details and the VIP state is the latest VIP record. The catalogue
 * (VIP types, packages) and the card codes are the operate area's, read here.
 */

const { members, orders, vipRecords, redemptions, beanLogs } = memberTables;
// Resolved on use: the operate area's mock loads after this one (src/app/areas.ts).
const vipTypes = () => worldTable<VipType>(VIP_TYPE_TABLE);
const packages = () => worldTable<Package>(PACKAGE_TABLE);
const cardCodes = () => worldTable<CardCode>(CARD_CODE_TABLE);

const iso = (ms: number) => new Date(ms).toISOString();

/** A member's orders, newest first (by member: the table holds 50,000 and more); rebuilt after any change of the orders. */
let byMember: Map<number, Order[]> | null = null;
orders.onWrite(() => (byMember = null));
orders.onReload(() => (byMember = null));
export function ordersOf(memberId: number): Order[] {
  if (!byMember) {
    byMember = new Map();
    for (const o of orders.all()) {
      const list = byMember.get(o.memberId);
      if (list) list.push(o);
      else byMember.set(o.memberId, [o]);
    }
    for (const list of byMember.values()) list.sort((a, b) => (a.createTime === b.createTime ? b.id - a.id : a.createTime < b.createTime ? 1 : -1));
  }
  return byMember.get(memberId) ?? [];
}

/** The card codes by code, and the codes redeemed: rebuilt when either table changes. */
let codes: Map<string, CardCode> | null = null;
let redeemed: Set<number> | null = null;
let listening = false;
function cardIndex(): { codes: Map<string, CardCode>; redeemed: Set<number> } {
  if (!listening) {
    listening = true;
    const dropCodes = () => (codes = null);
    cardCodes().onWrite(dropCodes);
    cardCodes().onReload(dropCodes);
    const dropRedeemed = () => (redeemed = null);
    redemptions.onWrite(dropRedeemed);
    redemptions.onReload(dropRedeemed);
  }
  codes ??= new Map(cardCodes().all().map((c) => [c.code, c]));
  redeemed ??= new Set(redemptions.all().map((r) => r.codeId));
  return { codes, redeemed };
}
/** Codes being redeemed right now (two requests for one code: the second is refused). */
const redeeming = new Set<number>();

/** A golden-bean detail row written by the console (balance after it included); the member's history is materialised first. */
async function credit(member: Member, quantity: number, row: Partial<BeanLog>, by: Actor): Promise<{ member: Member; log: BeanLog }> {
  await materialise(member);
  const current = members.get(member.id)!;
  const balance = current.beanBalance + quantity;
  const log = await beanLogs.insert(
    {
      id: consoleId(beanLogs),
      memberId: member.id,
      type: 'recharge',
      quantity,
      balanceAfter: balance,
      dramaId: null,
      dramaName: '',
      episode: null,
      orderNo: '',
      remark: '',
      operator: by.name,
      createTime: iso(now()),
      ...row,
    },
    by,
  );
  const updated = (await members.update(member.id, { beanBalance: balance }, by))!;
  return { member: updated, log };
}

/** VIP time added after the member's current VIP time (or from now): a VIP record, and the member's type and expiry. */
async function addVip(member: Member, type: VipType, record: { source: 'order' | 'cardCode'; orderNo?: string; cardCode?: string }, by: Actor) {
  const current = members.get(member.id)!;
  const at = now();
  const running = current.expiryTime ? Date.parse(current.expiryTime) : 0;
  const start = Math.max(at, running);
  const expiry = start + type.days * DAY;
  const vipRecord = await vipRecords.insert(
    {
      id: vipRecords.nextId(),
      memberId: member.id,
      cardNumber: member.cardNumber,
      memberName: member.name,
      vipTypeId: type.id,
      startTime: iso(start),
      expiryTime: iso(expiry),
      source: record.source,
      orderNo: record.orderNo ?? '',
      cardCode: record.cardCode ?? '',
      operator: by.name,
      createTime: iso(at),
    },
    by,
  );
  const updated = (await members.update(member.id, { vipTypeId: type.id, expiryTime: iso(expiry) }, by))!;
  return { member: updated, vipRecord };
}

/** Set VIP (member page): the type and expiry the operator chose, as a VIP record of source admin. */
export async function setVip(member: Member, vipTypeId: number, expiryTime: string, by: Actor): Promise<Member | MessageId> {
  const type = vipTypes().get(vipTypeId);
  if (!type || !type.enabled) return 'member.vip.typeMissing';
  const at = now();
  await vipRecords.insert(
    {
      id: vipRecords.nextId(),
      memberId: member.id,
      cardNumber: member.cardNumber,
      memberName: member.name,
      vipTypeId: type.id,
      startTime: iso(at),
      expiryTime,
      source: 'admin',
      orderNo: '',
      cardCode: '',
      operator: by.name,
      createTime: iso(at),
    },
    by,
  );
  return (await members.update(member.id, { vipTypeId: type.id, expiryTime }, by))!;
}

/** Redeems a card code for the member: golden beans (a detail row) or a VIP period (a VIP record), and the redemption. */
export async function redeem(member: Member, typed: string, by: Actor) {
  const code = normaliseCode(typed);
  if (!code) return 'member.redeem.codeRequired' as const;
  if (!CARD_CODE.test(code)) return 'member.redeem.codeFormat' as const;
  const { codes, redeemed } = cardIndex();
  const card = codes.get(code);
  if (!card) return 'member.redeem.notFound' as const;
  if (card.voided) return 'member.redeem.void' as const;
  if (redeemed.has(card.id) || redeeming.has(card.id)) return 'member.redeem.used' as const;
  const type = card.kind === 'vip' ? vipTypes().get(card.vipTypeId) : undefined;
  const pack = card.kind === 'beans' ? packages().get(card.packageId) : undefined;
  if (!type && !pack) return 'member.redeem.itemMissing' as const;
  redeeming.add(card.id);
  try {
    let log: BeanLog | null = null;
    let vipRecord = null;
    let updated: Member;
    if (pack) {
      ({ member: updated, log } = await credit(member, pack.beans + pack.giftBeans, { type: 'card', remark: `${card.name} ${card.code}` }, by));
    } else {
      ({ member: updated, vipRecord } = await addVip(member, type!, { source: 'cardCode', cardCode: card.code }, by));
    }
    const redemption = await redemptions.insert(
      { id: redemptions.nextId(), codeId: card.id, batchId: card.batchId, memberId: member.id, cardNumber: member.cardNumber, memberName: member.name, operator: by.name, time: iso(now()) },
      by,
    );
    return { member: updated, itemName: pack?.name ?? type!.name, redemption, log, vipRecord };
  } finally {
    redeeming.delete(card.id);
  }
}

/** How many of a package are sold: its paid and refunded orders. */
export function soldOf(packageId: number, table: Table<Order> = orders): number {
  let n = 0;
  for (const o of table.all()) if (o.packageId === packageId && (o.status === 'paid' || o.status === 'refunded')) n += 1;
  return n;
}

/** Supplements an unpaid or failed order (补单): paid now, and the member gets what it bought. */
export async function supplement(order: Order, thirdPartyNo: string, by: Actor): Promise<Order | MessageId> {
  if (order.status !== 'unpaid' && order.status !== 'failed') return 'operate.order.notSupplementable';
  const member = members.get(order.memberId);
  if (!member) return 'error.http.404';
  const type = order.vipTypeId != null ? vipTypes().get(order.vipTypeId) : undefined;
  const pack = order.packageId != null ? packages().get(order.packageId) : undefined;
  if (!type && !pack) return 'member.redeem.itemMissing';
  if (pack && pack.circulation != null && soldOf(pack.id) >= pack.circulation) return 'operate.order.soldOut';
  // What it costs now: the first period of a VIP type with a first-period price costs that price.
  const paidAmount = type && order.firstPeriod && type.firstPrice != null ? fromYen(toYen(type.firstPrice, type.currency), order.currency) : order.amount;
  const at = now();
  const updated = (await orders.update(
    order.id,
    {
      status: 'paid',
      payTime: iso(at),
      paidAmount,
      paidYen: toYen(paidAmount, order.currency),
      beans: pack?.beans ?? 0,
      giftBeans: pack?.giftBeans ?? 0,
      thirdPartyNo: thirdPartyNo || order.thirdPartyNo || `SUP${at}`,
    },
    by,
  ))!;
  if (pack) await credit(member, pack.beans + pack.giftBeans, { type: 'recharge', orderNo: order.orderNo, dramaId: order.dramaId, dramaName: order.dramaName, episode: order.episode }, by);
  else await addVip(member, type!, { source: 'order', orderNo: order.orderNo }, by);
  return updated;
}

/* ------------------------------------------------------------------------------------------------
 * Orders by the store's number: toolCategory/supplementOrder.
 * ---------------------------------------------------------------------------------------------- */

/** The order carrying a store (Google Play) order number; undefined when none does. */
export function orderByStoreNo(storeNo: string): Order | undefined {
  const wanted = storeNo.trim();
  for (const o of orders.all()) if (o.thirdPartyNo === wanted) return o;
  return undefined;
}

/** Store-confirmed purchases whose callback never arrived: unpaid orders with a Google order number, newest first. */
export function storePending(): Order[] {
  return orders
    .all()
    .filter((o) => o.status === 'unpaid' && o.thirdPartyNo.startsWith('GPA.'))
    .sort((a, b) => (a.createTime < b.createTime ? 1 : a.createTime > b.createTime ? -1 : b.id - a.id));
}

/** An order as the supplement page shows it: with its member now and what paying it grants. */
export function storeView(order: Order) {
  const member = members.get(order.memberId)!;
  const type = order.vipTypeId != null ? vipTypes().get(order.vipTypeId) : undefined;
  const pack = order.packageId != null ? packages().get(order.packageId) : undefined;
  const memberType = member.vipTypeId != null ? vipTypes().get(member.vipTypeId) : undefined;
  return {
    order,
    member: { id: member.id, cardNumber: member.cardNumber, name: member.name, beanBalance: member.beanBalance, vipTypeName: memberType?.name ?? '', expiryTime: member.expiryTime },
    grantBeans: pack ? pack.beans + pack.giftBeans : 0,
    grantVipDays: type ? type.days : 0,
  };
}
