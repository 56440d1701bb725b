import { BeanLogSchema, MEMBER_TABLE, MemberSchema, PAYMENT_TABLE, PaymentRecordSchema, WatchRecordSchema, type BeanLog, type Member, type PaymentRecord, type WatchRecord } from '../contract';
import { beanRelated, memberResource, paymentRelated, watchRelated } from '../resources';
import { CHANNEL_TABLE } from '@/features/channel/contract';
import { DRAMA_TABLE } from '@/features/theater/contract';
import { defineTable } from '@/mocks/db';
import { fieldLabels } from '@/mocks/resource';
import type { Table } from '@/mocks/table';
import { CONSOLE_IDS, ROWS } from './catalogue';
import { life, type Sink } from './life';
import { seedMembers, seededPayments } from './seed';

/* ------------------------------------------------------------------------------------------------
 * Tables. Members seed after the channels and dramas they point at.
 * ---------------------------------------------------------------------------------------------- */

const members = defineTable<Member>(MEMBER_TABLE, MemberSchema, ({ faker, members: count }) => seedMembers(faker, count), {
  label: 'member.table.members',
  fields: { ...fieldLabels(memberResource), referrerId: 'member.field.referrerId' },
  after: [CHANNEL_TABLE, DRAMA_TABLE],
});
/** Labels shared by the history tables. */
const RECORD_FIELDS = { id: 'list.id', memberId: 'member.record.memberId', dramaId: 'member.record.dramaId' } as const;
/**
 * History tables: filled member by member when first asked for (see `materialise`), plus the
 * console's own writes; except the payments, seeded with the members (the channel area's
 * distribution figures add them up by channel).
 */
const payments = defineTable<PaymentRecord>(PAYMENT_TABLE, PaymentRecordSchema, () => seededPayments, {
  label: 'member.payment.title',
  after: [MEMBER_TABLE],
  fields: { ...RECORD_FIELDS, ...fieldLabels(paymentRelated), thirdPartyNo: 'member.payment.thirdPartyNo', refundTime: 'member.field.refundTime' },
});
const beanLogs = defineTable<BeanLog>('memberBeans', BeanLogSchema, undefined, {
  label: 'member.bean.title',
  fields: { ...RECORD_FIELDS, ...fieldLabels(beanRelated), orderNo: 'member.payment.orderNo' },
});
const watches = defineTable<WatchRecord>('memberWatches', WatchRecordSchema, undefined, {
  label: 'member.watch.title',
  fields: { ...RECORD_FIELDS, ...fieldLabels(watchRelated) },
});

export const memberTables = { members, payments, beanLogs, watches };

/** Writes history rows for a member once (the same rows every time: the simulation is seeded by the id). */
const pendingHistory = new Map<number, Promise<void>>();
export async function materialise(member: Member): Promise<void> {
  if (beanLogs.get(member.id * ROWS)) return;
  let pending = pendingHistory.get(member.id);
  if (!pending) {
    pending = (async () => {
      const sink = { beans: [] as BeanLog[], payments: [] as PaymentRecord[], watches: [] as WatchRecord[] } satisfies Sink;
      life({ id: member.id, type: member.type, platform: member.platform, joinMs: new Date(member.joinTime).getTime() }, sink);
      // Not journaled: the rows are rebuilt the same way after a reload. The payments were seeded with the members.
      if (sink.watches.length) await watches.seed(sink.watches);
      if (sink.beans.length) await beanLogs.seed(sink.beans);
    })().finally(() => pendingHistory.delete(member.id));
    pendingHistory.set(member.id, pending);
  }
  await pending;
}

export function consoleId<T extends { id: number }>(table: Table<T>): number {
  return Math.max(CONSOLE_IDS, table.nextId());
}
