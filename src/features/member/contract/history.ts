import * as v from 'valibot';
import type { MessageId } from '@/i18n';
import { defineCall } from '@/lib/api/contract';
import { UNLOCK_TYPES } from '@/records/members';
import { OrderSchema } from '@/records/orders';
import { BeanLogSchema } from './beans';

/** A member's history: golden-bean details (beans.ts), watching records and payment records (its orders), each a page of its own, newest first. */

const time = v.string();
/** Valibot messages are message ids, translated where shown (the mock refuses with them). */
const m = (id: MessageId) => id;
/** A record id: a positive whole number. */
const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
/** An id that may come as text ('12'), as lookups and related lists send it. */
const idOrText = (message: MessageId) => v.union([Id, v.pipe(v.string(), v.maxLength(20))], message);

/** A watching record: one episode a member watched. */
export const WatchRecordSchema = v.object({
  id: v.number(),
  memberId: v.number(),
  dramaId: v.number(),
  dramaName: v.string(),
  episode: v.number(),
  unlockType: v.picklist(UNLOCK_TYPES),
  /** Percent of the episode watched. */
  progress: v.number(),
  watchTime: time,
});
export type WatchRecord = v.InferOutput<typeof WatchRecordSchema>;

/** A page of one member's history: newest first, at most 100 rows a page. */
export const HistoryPageRequestSchema = v.object({
  memberId: idOrText(m('member.related.memberRequired')),
  pageNum: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
});

const pageOf = <T extends v.GenericSchema>(record: T) => v.object({ records: v.array(record), total: v.number(), pageNum: v.optional(v.number()), pageSize: v.optional(v.number()) });
/** A member's payment records: its orders (operate contract), newest first. */
export const PaymentPageSchema = pageOf(OrderSchema);
export const BeanLogPageSchema = pageOf(BeanLogSchema);
export const WatchPageSchema = pageOf(WatchRecordSchema);

export const paymentsCall = defineCall({
  method: 'POST',
  path: 'member/payment/v1/page',
  request: HistoryPageRequestSchema,
  response: PaymentPageSchema,
  access: 'read',
  grant: 'member/memberInforMation',
  summary: "A member's drama payment records: the member's orders (VIP and golden beans, any status), newest first.",
});
export const beanLogsCall = defineCall({
  method: 'POST',
  path: 'member/bean/v1/page',
  request: HistoryPageRequestSchema,
  response: BeanLogPageSchema,
  access: 'read',
  grant: 'member/memberInforMation',
  summary: "A member's golden-bean details, newest first; they always add up to the balance.",
});
export const watchesCall = defineCall({
  method: 'POST',
  path: 'member/watch/v1/page',
  request: HistoryPageRequestSchema,
  response: WatchPageSchema,
  access: 'read',
  grant: 'member/memberInforMation',
  summary: "A member's watching records, newest first.",
});
