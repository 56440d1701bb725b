import { MEMBER_TABLE, MemberSchema, type Member } from '@/records/members';
import { BeanLogSchema, WatchRecordSchema, type BeanLog, type WatchRecord } from '../../contract';
import { beanRelated, memberResource, watchRelated } from '../../resources';
import { CHANNEL_TABLE } from '@/records/channels';
import { DRAMA_TABLE } from '@/records/dramas';
import { CARD_BATCH_TABLE, PACKAGE_TABLE, VIP_TYPE_TABLE } from '@/records/catalogue';
import { CARD_REDEMPTION_TABLE, CardRedemptionSchema, ORDER_FIELD_LABELS, ORDER_TABLE, OrderSchema, REDEMPTION_FIELD_LABELS, VIP_RECORD_FIELD_LABELS, VIP_RECORD_TABLE, VipRecordSchema, type CardRedemption, type Order, type VipRecord } from '@/records/orders';
import { defineTable } from '@/mocks/db';
import { fieldLabels } from '@/mocks/resource';
import type { Table } from '@/mocks/table';
import { CONSOLE_IDS, ROWS } from '../seed/catalogue';
import { life, type Sink } from '../seed/life';
import { seedMembers, seeded } from '../seed/members';

/* ------------------------------------------------------------------------------------------------
 * Tables. Members seed after the channels and dramas they point at, and the VIP types, packages
 * and card batches (operate area) they buy and redeem.
 * ---------------------------------------------------------------------------------------------- */

const members = defineTable<Member>(MEMBER_TABLE, MemberSchema, ({ faker, members: count }) => seedMembers(faker, count), {
  label: 'member.table.members',
  fields: { ...fieldLabels(memberResource), referrerId: 'member.field.referrerId', vipTypeId: 'member.field.vipType' },
  after: [CHANNEL_TABLE, DRAMA_TABLE, VIP_TYPE_TABLE, PACKAGE_TABLE, CARD_BATCH_TABLE],
});
/** Labels shared by the history tables. */
const RECORD_FIELDS = { id: 'list.id', memberId: 'member.record.memberId', dramaId: 'member.record.dramaId' } as const;
/**
 * The members' money, seeded with the members by the same simulation (schemas and names from the
 * operate contract; the operate lists, the channel area's distribution figures and the member
 * detail read them): every order (VIP and golden beans, any status), the VIP records, and the
 * card codes redeemed. The console's actions write them too: set VIP, redeem a card code,
 * supplement an order (handlers.ts).
 */
const orders = defineTable<Order>(ORDER_TABLE, OrderSchema, () => seeded.orders, {
  label: 'operate.order.table',
  after: [MEMBER_TABLE],
  fields: ORDER_FIELD_LABELS,
});
const vipRecords = defineTable<VipRecord>(VIP_RECORD_TABLE, VipRecordSchema, () => seeded.vipRecords, {
  label: 'operate.vipRecord.table',
  after: [MEMBER_TABLE],
  fields: VIP_RECORD_FIELD_LABELS,
});
const redemptions = defineTable<CardRedemption>(CARD_REDEMPTION_TABLE, CardRedemptionSchema, () => seeded.redemptions, {
  label: 'operate.redemption.table',
  after: [MEMBER_TABLE],
  fields: REDEMPTION_FIELD_LABELS,
});
/** History tables: filled member by member when first asked for (see `materialise`), plus the console's own writes. */
const beanLogs = defineTable<BeanLog>('memberBeans', BeanLogSchema, undefined, {
  label: 'member.bean.title',
  fields: { ...RECORD_FIELDS, ...fieldLabels(beanRelated), orderNo: 'member.payment.orderNo' },
});
const watches = defineTable<WatchRecord>('memberWatches', WatchRecordSchema, undefined, {
  label: 'member.watch.title',
  fields: { ...RECORD_FIELDS, ...fieldLabels(watchRelated) },
});

export const memberTables = { members, orders, vipRecords, redemptions, beanLogs, watches };

/** Writes history rows for a member once (the same rows every time: the simulation is seeded by the id). */
const pendingHistory = new Map<number, Promise<void>>();
export async function materialise(member: Member): Promise<void> {
  if (beanLogs.get(member.id * ROWS)) return;
  let pending = pendingHistory.get(member.id);
  if (!pending) {
    pending = (async () => {
      const sink: Sink = { beans: [], watches: [], orders: null, vipRecords: null, redemptions: null };
      life({ id: member.id, type: member.type, platform: member.platform, joinMs: new Date(member.joinTime).getTime() }, sink);
      // Not journaled: the rows are rebuilt the same way after a reload. The orders were seeded with the members.
      if (sink.watches?.length) await watches.seed(sink.watches);
      if (sink.beans?.length) await beanLogs.seed(sink.beans);
    })().finally(() => pendingHistory.delete(member.id));
    pendingHistory.set(member.id, pending);
  }
  await pending;
}

export function consoleId<T extends { id: number }>(table: Table<T>): number {
  return Math.max(CONSOLE_IDS, table.nextId());
}
