import * as v from 'valibot';
import type { MessageId } from '@/i18n';
import { RecordVersion, defineCall } from '@/lib/api/contract';
import { CURRENCIES } from './money';
import './messages';

/*
 * Orders, VIP records and card redemptions (shared records). One world: the member simulation
 * (src/features/member/mock/seed/life/) buys from the catalogue (./catalogue.ts) and writes every
 * order it makes into one orders table (ORDER_TABLE): the member detail's payment records, the
 * golden-bean details (a paid recharge order's credit row carries its order number), the VIP
 * records, the channel area's distribution figures, the reports and the two order lists all read
 * those rows. The member area's mock writes them (members' lives and actions: set VIP, redeem a
 * card code, supplement an order); the money area lists them.
 */

/** Valibot messages are message ids, translated where shown (the mock refuses with them). */
const m = (id: MessageId) => id;

/* ------------------------------------------------------------------------------------------------
 * Orders (section 3): type, number, status, amount, paid amount, payment time, third-party number,
 * payment platform, period number, first-period flag, currency, attribution type; plus the member,
 * the channel, where it was bought and what.
 * ---------------------------------------------------------------------------------------------- */

export const ORDER_TYPES = ['vip', 'beans'] as const;
/** unpaid: created, never paid (checkout abandoned); failed: the payment was declined; refunded: paid, then refunded. */
export const ORDER_STATUSES = ['unpaid', 'paid', 'refunded', 'failed'] as const;
export const PAY_PLATFORMS = ['apple', 'google', 'stripe', 'paypal'] as const;
/** natural: no channel; channel: the member's promotion channel; oldUser: a returning user credited to a channel within the old-user window. */
export const ATTRIBUTION_TYPES = ['natural', 'channel', 'oldUser'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const OrderSchema = v.object({
  id: v.number(),
  orderNo: v.string(),
  type: v.picklist(ORDER_TYPES),
  status: v.picklist(ORDER_STATUSES),
  memberId: v.number(),
  /** The member's card number and name when the order was made (neither changes). */
  cardNumber: v.string(),
  memberName: v.string(),
  /** The channel the order is attributed to (null: natural). */
  channelId: v.nullable(v.number()),
  attributionType: v.picklist(ATTRIBUTION_TYPES),
  /** Where it was bought: the drama and episode at whose paywall (null: elsewhere in the app). */
  dramaId: v.nullable(v.number()),
  dramaName: v.string(),
  episode: v.nullable(v.number()),
  /** What was bought: a VIP type (VIP orders) or a package (recharge orders), and its name then. */
  vipTypeId: v.nullable(v.number()),
  packageId: v.nullable(v.number()),
  itemName: v.string(),
  /** VIP orders: the subscription's period (1 = first); null for recharge orders. */
  period: v.nullable(v.number()),
  firstPeriod: v.boolean(),
  currency: v.picklist(CURRENCIES),
  /** The order's price, in `currency`. */
  amount: v.number(),
  /** What was paid, in `currency` (a first period's discount price; 0 when unpaid or failed). */
  paidAmount: v.number(),
  /** The same two in yen (the reporting currency). */
  amountYen: v.number(),
  paidYen: v.number(),
  /** Recharge orders: base and gift golden beans credited when paid (0 otherwise and for VIP). */
  beans: v.number(),
  giftBeans: v.number(),
  payPlatform: v.picklist(PAY_PLATFORMS),
  /** The payment platform's transaction number ('' when never paid). */
  thirdPartyNo: v.string(),
  createTime: v.string(),
  payTime: v.nullable(v.string()),
  refundTime: v.nullable(v.string()),
  version: RecordVersion,
});
export type Order = v.InferOutput<typeof OrderSchema>;

/* ------------------------------------------------------------------------------------------------
 * VIP records: a member's VIP time, from an order (renewals extend it), a card code or an
 * operator's "set VIP" on the member page. A member's VIP state is its latest record.
 * ---------------------------------------------------------------------------------------------- */

export const VIP_SOURCES = ['order', 'cardCode', 'admin'] as const;

export const VipRecordSchema = v.object({
  id: v.number(),
  memberId: v.number(),
  cardNumber: v.string(),
  memberName: v.string(),
  vipTypeId: v.number(),
  startTime: v.string(),
  expiryTime: v.string(),
  source: v.picklist(VIP_SOURCES),
  /** source order: the order that started it (renewals extend the record); '' otherwise. */
  orderNo: v.string(),
  /** source cardCode: the code redeemed; '' otherwise. */
  cardCode: v.string(),
  /** The admin who set it or redeemed the code ('' for orders). */
  operator: v.string(),
  createTime: v.string(),
});
export type VipRecord = v.InferOutput<typeof VipRecordSchema>;
/** A VIP record as its list shows it: whether it runs now. */
export const VipRecordListSchema = v.object({ ...VipRecordSchema.entries, active: v.boolean() });

/** A code redeemed by a member (written by the member area: it credits the member at the same time). */
export const CardRedemptionSchema = v.object({
  id: v.number(),
  codeId: v.number(),
  batchId: v.number(),
  memberId: v.number(),
  cardNumber: v.string(),
  memberName: v.string(),
  /** The admin who redeemed it on the member's behalf ('' when the member did, in the app). */
  operator: v.string(),
  time: v.string(),
});
export type CardRedemption = v.InferOutput<typeof CardRedemptionSchema>;


/** Field names of the orders, VIP records and redemptions in the console's languages (their lists' columns and the operation log). */
export const ORDER_FIELD_LABELS = {
  id: 'list.id',
  orderNo: 'operate.order.orderNo',
  type: 'operate.order.type',
  status: 'operate.order.status',
  memberId: 'operate.order.member',
  cardNumber: 'operate.order.cardNumber',
  memberName: 'operate.order.member',
  channelId: 'operate.order.channel',
  attributionType: 'operate.order.attributionType',
  dramaId: 'operate.order.drama',
  dramaName: 'operate.order.drama',
  episode: 'operate.order.episode',
  vipTypeId: 'operate.order.vipType',
  packageId: 'operate.order.package',
  itemName: 'operate.order.itemName',
  period: 'operate.order.period',
  firstPeriod: 'operate.order.firstPeriod',
  currency: 'operate.order.currency',
  amount: 'operate.order.amountOriginal',
  paidAmount: 'operate.order.paidOriginal',
  amountYen: 'operate.order.amount',
  paidYen: 'operate.order.paidAmount',
  beans: 'operate.order.beans',
  giftBeans: 'operate.order.giftBeans',
  payPlatform: 'operate.order.payPlatform',
  thirdPartyNo: 'operate.order.thirdPartyNo',
  createTime: 'operate.order.createTime',
  payTime: 'operate.order.payTime',
  refundTime: 'operate.order.refundTime',
} as const satisfies Partial<Record<keyof Order, MessageId>>;
export const VIP_RECORD_FIELD_LABELS = {
  id: 'list.id',
  memberId: 'operate.vipRecord.member',
  cardNumber: 'operate.vipRecord.cardNumber',
  memberName: 'operate.vipRecord.member',
  vipTypeId: 'operate.vipType.title',
  startTime: 'operate.vipRecord.startTime',
  expiryTime: 'operate.vipRecord.expiryTime',
  source: 'operate.vipRecord.source',
  orderNo: 'operate.vipRecord.orderNo',
  cardCode: 'operate.vipRecord.cardCode',
  operator: 'operate.vipRecord.operator',
  createTime: 'list.createTime',
} as const satisfies Partial<Record<keyof VipRecord, MessageId>>;
export const REDEMPTION_FIELD_LABELS = {
  id: 'list.id',
  codeId: 'operate.redemption.code',
  batchId: 'operate.card.batch',
  memberId: 'operate.card.member',
  cardNumber: 'operate.order.cardNumber',
  memberName: 'operate.card.member',
  operator: 'operate.card.operator',
  time: 'operate.card.usedTime',
} as const satisfies Partial<Record<keyof CardRedemption, MessageId>>;


/** The mock world's tables (defined by the member area's mock, whose simulation writes them). */
export const ORDER_TABLE = 'orders';
export const VIP_RECORD_TABLE = 'vipRecords';
export const CARD_REDEMPTION_TABLE = 'cardRedemptions';

/* ------------------------------------------------------------------------------------------------
 * Supplement (补单): an unpaid or failed order whose payment arrived after all, from the order
 * lists (by the order) or from toolCategory/supplementOrder (by the store's order number). Answered
 * by the member area's mock: it credits the member.
 * ---------------------------------------------------------------------------------------------- */

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));

/** Supplement (补单) an unpaid or failed order: the payment arrived after all. */
export const SupplementRequestSchema = v.object({
  id: Id,
  version: RecordVersion,
  /** The platform's transaction number, when the operator has it (blank: keep or make one). */
  thirdPartyNo: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64, m('operate.order.thirdPartyNoLength')))),
});

/** The pages of the order lists (their 补单 is granted to both). */
export const ORDER_PAGES = ['operate/vipOrders', 'operate/rechargeOrders'] as const;

export const supplementOrderCall = defineCall({
  method: 'POST',
  path: 'order/v1/supplement',
  request: SupplementRequestSchema,
  response: OrderSchema,
  access: 'write',
  grant: ORDER_PAGES,
  summary: 'Supplements (补单) an unpaid or failed order whose payment arrived: it becomes paid now, and the member gets what it bought (golden beans with a detail row carrying the order number, or VIP time); answers the order.',
  notes: 'A limited package sold out refuses it; so does an order already paid or refunded. The version read is required (409 when the order changed).',
});



/** A Google Play order number: GPA. then digit groups (GPA.3312-3456-7890-12345). */
export const GOOGLE_ORDER_PATTERN = /^GPA\.\d{4}-\d{4}-\d{4}-\d{5}$/;
export const googleOrderRule = v.pipe(
  v.string(m('operate.store.numberRequired')),
  v.trim(),
  v.nonEmpty(m('operate.store.numberRequired')),
  v.maxLength(64, m('operate.store.numberRule')),
  v.regex(GOOGLE_ORDER_PATTERN, m('operate.store.numberRule')),
);
/** Whether a text is a Google Play order number (the page checks before asking). */
export const isGoogleOrderNo = (text: string) => GOOGLE_ORDER_PATTERN.test(text.trim());

/** The member an order is for, as the supplement page shows it (balance and VIP before and after). */
export const StoreMemberSchema = v.object({
  id: v.number(),
  cardNumber: v.string(),
  name: v.string(),
  beanBalance: v.number(),
  vipTypeName: v.string(),
  expiryTime: v.nullable(v.string()),
});
/** An order found by its store number: the order, its member, and what paying it grants. */
export const StoreLookupSchema = v.object({
  order: OrderSchema,
  member: StoreMemberSchema,
  /** Golden beans (base and gift) a recharge order grants; VIP days a VIP order grants. */
  grantBeans: v.number(),
  grantVipDays: v.number(),
});
export type StoreLookup = v.InferOutput<typeof StoreLookupSchema>;

/** A purchase the store confirmed whose callback never arrived: unpaid here, with the store's number. */
export const StorePendingSchema = v.object({
  id: v.number(),
  storeNo: v.string(),
  orderNo: v.string(),
  type: v.picklist(ORDER_TYPES),
  itemName: v.string(),
  cardNumber: v.string(),
  memberName: v.string(),
  amountYen: v.number(),
  createTime: v.string(),
});
export type StorePending = v.InferOutput<typeof StorePendingSchema>;

export const storePendingCall = defineCall({
  method: 'GET',
  path: 'order/v1/storePending',
  response: v.object({ records: v.array(StorePendingSchema) }),
  access: 'read',
  grant: 'toolCategory/supplementOrder',
  summary: 'The purchases the store (Google Play) confirmed whose callback never reached the backend: unpaid orders carrying the store\'s order number, newest first.',
});
export const storeLookupCall = defineCall({
  method: 'POST',
  path: 'order/v1/storeLookup',
  request: v.object({ thirdPartyNo: googleOrderRule }),
  response: StoreLookupSchema,
  access: 'read',
  grant: 'toolCategory/supplementOrder',
  summary: 'Finds an order by its Google Play order number (GPA. then digit groups): the order, its member (balance, VIP) and what paying it grants. Answers already-paid orders too (their status says so).',
  notes: 'An unknown number is refused with 未找到该 Google 订单号; a malformed one with the number rule.',
});
export const storeSupplementCall = defineCall({
  method: 'POST',
  path: 'order/v1/storeSupplement',
  request: v.object({ thirdPartyNo: googleOrderRule, version: RecordVersion }),
  response: StoreLookupSchema,
  access: 'write',
  grant: 'toolCategory/supplementOrder',
  summary: 'Supplements (补单) the order of a Google Play order number: it becomes paid now and the member gets the golden beans or VIP time it bought; answers the order and the member after.',
  notes: 'An order already paid (supplemented before, or its callback arrived) or refunded is refused with 该订单已支付，不能重复补单; the version read is required (409 when the order changed).',
});

/** The supplement calls as the pages send them. */
export const orderApi = {
  supplement: (id: number, version: number, thirdPartyNo?: string) => supplementOrderCall.send({ id, version, thirdPartyNo }),
  storePending: () => storePendingCall.send(),
  storeLookup: (storeNo: string) => storeLookupCall.send({ thirdPartyNo: storeNo }),
  storeSupplement: (storeNo: string, version: number) => storeSupplementCall.send({ thirdPartyNo: storeNo, version }),
};
