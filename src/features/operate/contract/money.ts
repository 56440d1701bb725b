import * as v from 'valibot';
import type { MessageId } from '@/i18n';
import { RecordVersion, defineCall } from '@/lib/api/contract';
import { resourceApi } from '@/lib/resource/api';
import type { OptionsSource } from '@/lib/resource/types';
import { RecordHitsSchema, RecordSearchRequestSchema } from '@/lib/record-search';
import { maxChars } from '@/lib/text';

/**
 * The money side of operations (issue #11): VIP types and records, VIP and recharge orders,
 * golden-bean packages, card codes, the white list, self-attribution.
 *
 * One world: the member simulation (src/features/member/mock/life.ts) buys from the VIP types and
 * packages defined here, and writes every order it makes into one orders table (ORDER_TABLE, the
 * schema below): the member detail's payment records, the golden-bean details (a paid recharge
 * order's credit row carries its order number), the VIP records, the channel area's distribution
 * figures and the two order lists all read those rows. The orders and VIP records are written by
 * the member area's mock (members' lives and actions: set VIP, redeem a card code, supplement an
 * order) with the schemas and table names of this contract; the operate mock reads them.
 */

/** Valibot messages are message ids, translated where shown (the mock refuses with them). */
const m = (id: MessageId) => id;

/* ------------------------------------------------------------------------------------------------
 * Money: yen is the reporting currency. An order keeps its original amount and currency beside
 * the yen figure (fixed demo rates).
 * ---------------------------------------------------------------------------------------------- */

export const CURRENCIES = ['JPY', 'USD', 'TWD', 'HKD', 'KRW'] as const;
export type Currency = (typeof CURRENCIES)[number];
/** Yen per unit of each currency (the demo's fixed rates). */
export const YEN_RATES: Record<Currency, number> = { JPY: 1, USD: 150, TWD: 4.7, HKD: 19.2, KRW: 0.11 };
/** Decimal places of each currency's amounts. */
export const CURRENCY_DIGITS: Record<Currency, number> = { JPY: 0, USD: 2, TWD: 0, HKD: 2, KRW: 0 };

/** An amount of `currency` in yen, rounded to the yen. */
export function toYen(amount: number, currency: Currency): number {
  return Math.round(amount * YEN_RATES[currency]);
}
/** A yen price in `currency`, rounded to the currency's decimals (what a store charges there). */
export function fromYen(yen: number, currency: Currency): number {
  const scale = 10 ** CURRENCY_DIGITS[currency];
  return Math.round((yen / YEN_RATES[currency]) * scale) / scale;
}

/* ------------------------------------------------------------------------------------------------
 * VIP types: what is sold as a subscription.
 * ---------------------------------------------------------------------------------------------- */

export const VipTypeSchema = v.object({
  id: v.number(),
  name: v.string(),
  /** Period length in days. */
  days: v.number(),
  /** The price of one period, in `currency`. */
  price: v.number(),
  currency: v.picklist(CURRENCIES),
  /** The first period's price (a discount); null: the first period costs `price`. */
  firstPrice: v.nullable(v.number()),
  /** Renews every period until cancelled. */
  autoRenew: v.boolean(),
  sort: v.number(),
  enabled: v.boolean(),
  createTime: v.string(),
  version: RecordVersion,
});
export type VipType = v.InferOutput<typeof VipTypeSchema>;

/** A VIP type as its list shows it: its prices in yen too, and the members whose VIP of this type is running now. */
export const VipTypeListSchema = v.object({ ...VipTypeSchema.entries, priceYen: v.number(), firstPriceYen: v.nullable(v.number()), activeMembers: v.number() });
export type VipTypeListRow = v.InferOutput<typeof VipTypeListSchema>;

/* ------------------------------------------------------------------------------------------------
 * Golden-bean packages (section 3): name, type, purchase limit, base beans, gift beans, price,
 * percentage (0-100), circulation (blank means unlimited).
 * ---------------------------------------------------------------------------------------------- */

export const PACKAGE_TYPES = ['regular', 'firstRecharge', 'limited'] as const;

export const PackageSchema = v.object({
  id: v.number(),
  name: v.string(),
  type: v.picklist(PACKAGE_TYPES),
  /** How many times one member may buy it; null: no limit. */
  purchaseLimit: v.nullable(v.number()),
  /** Base golden beans credited. */
  beans: v.number(),
  /** Gift golden beans credited on top. */
  giftBeans: v.number(),
  /** Yen. */
  price: v.number(),
  /** The bonus badge the app shows on the package, 0-100 (section 5). */
  percentage: v.number(),
  /** How many can be sold in all; null (blank): unlimited. */
  circulation: v.nullable(v.number()),
  sort: v.number(),
  enabled: v.boolean(),
  createTime: v.string(),
  version: RecordVersion,
});
export type Package = v.InferOutput<typeof PackageSchema>;

/** A package as its list shows it: sold (paid orders) and, with a circulation, how many are left. */
export const PackageListSchema = v.object({ ...PackageSchema.entries, sold: v.number(), remaining: v.nullable(v.number()) });
export type PackageListRow = v.InferOutput<typeof PackageListSchema>;

/** How many of a package are left: null when unlimited, never below zero. */
export function remainingOf(circulation: number | null, sold: number): number | null {
  return circulation == null ? null : Math.max(0, circulation - sold);
}

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

/* ------------------------------------------------------------------------------------------------
 * Card codes (section 3): type (VIP or golden-bean package), status (used or to-be-used), name,
 * redemption code, quantity. Generated in batches; a code is used once, by one member.
 * ---------------------------------------------------------------------------------------------- */

export const CARD_KINDS = ['vip', 'beans'] as const;
/** unused: to be used; void: withdrawn before use. */
export const CARD_STATUSES = ['unused', 'used', 'void'] as const;
/** Codes per batch. */
export const CARD_BATCH_MAX = 10_000;
/** A code's id is its batch's id × this + its number in the batch (1, 2, 3…). */
export const CODE_IDS_PER_BATCH = 100_000;
/** The characters of a code: no 0/O, 1/I/L, so a code read aloud or typed is not mistaken. */
export const CARD_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** XXXX-XXXX-XXXX-XXXX: 16 characters of 31, about 79 bits. */
export const CARD_CODE = /^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{4}(?:-[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{4}){3}$/;

/** A typed code as stored: upper case, dashes in place, spaces and dashes typed anywhere ignored. */
export function normaliseCode(text: string): string {
  const raw = text.toUpperCase().replace(/[\s-]/g, '');
  return raw.length === 16 ? raw.match(/.{4}/g)!.join('-') : raw;
}

export const CardBatchSchema = v.object({
  id: v.number(),
  name: v.string(),
  kind: v.picklist(CARD_KINDS),
  vipTypeId: v.nullable(v.number()),
  packageId: v.nullable(v.number()),
  /** The VIP type's or package's name when generated. */
  itemName: v.string(),
  quantity: v.number(),
  operator: v.string(),
  createTime: v.string(),
});
export type CardBatch = v.InferOutput<typeof CardBatchSchema>;

/** A batch as its list shows it: its codes by status. */
export const CardBatchListSchema = v.object({ ...CardBatchSchema.entries, unused: v.number(), used: v.number(), voided: v.number() });

/** A card code as stored (ids: batchId * 100,000 + n). Whether it was used is its redemption (CardRedemption). */
export const CardCodeSchema = v.object({
  id: v.number(),
  batchId: v.number(),
  code: v.string(),
  kind: v.picklist(CARD_KINDS),
  vipTypeId: v.nullable(v.number()),
  packageId: v.nullable(v.number()),
  /** The batch's name. */
  name: v.string(),
  itemName: v.string(),
  voided: v.boolean(),
  voidTime: v.nullable(v.string()),
  createTime: v.string(),
  version: RecordVersion,
});
export type CardCode = v.InferOutput<typeof CardCodeSchema>;

/** A card code as its list shows it: its status, and who redeemed it when. */
export const CardCodeListSchema = v.object({
  ...CardCodeSchema.entries,
  status: v.picklist(CARD_STATUSES),
  memberId: v.nullable(v.number()),
  cardNumber: v.string(),
  usedTime: v.nullable(v.string()),
});
export type CardCodeListRow = v.InferOutput<typeof CardCodeListSchema>;

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

/* ------------------------------------------------------------------------------------------------
 * White list (section 3: member, status) and self-attribution.
 * ---------------------------------------------------------------------------------------------- */

export const WhiteListSchema = v.object({
  id: v.number(),
  memberId: v.number(),
  cardNumber: v.string(),
  memberName: v.string(),
  phone: v.string(),
  email: v.string(),
  enabled: v.boolean(),
  remark: v.string(),
  operator: v.string(),
  createTime: v.string(),
  version: RecordVersion,
});
export type WhiteListEntry = v.InferOutput<typeof WhiteListSchema>;

/** Which attribution sources are active: natural attribution alone, or some channels (section 5). */
export const AttributionConfigSchema = v.object({
  id: v.number(),
  natural: v.boolean(),
  channelIds: v.array(v.number()),
  updateTime: v.string(),
  updatedBy: v.string(),
  version: RecordVersion,
});
export type AttributionConfig = v.InferOutput<typeof AttributionConfigSchema>;

/* ------------------------------------------------------------------------------------------------
 * Tables and endpoints.
 * ---------------------------------------------------------------------------------------------- */

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

/** The mock world's tables (defined by the operate mock, except orders, VIP records and redemptions: the member mock writes those). */
export const VIP_TYPE_TABLE = 'vipTypes';
export const PACKAGE_TABLE = 'beanPackages';
export const ORDER_TABLE = 'orders';
export const VIP_RECORD_TABLE = 'vipRecords';
export const CARD_BATCH_TABLE = 'cardBatches';
export const CARD_CODE_TABLE = 'cardCodes';
export const CARD_REDEMPTION_TABLE = 'cardRedemptions';
export const WHITE_LIST_TABLE = 'whiteList';
export const ATTRIBUTION_TABLE = 'attributionConfig';

export const VIP_TYPE_ENDPOINT = 'vipType';
export const PACKAGE_ENDPOINT = 'beanPackage';
export const CARD_BATCH_ENDPOINT = 'cardBatch';

/** Options of the VIP types (value: id, label: name): the member list's VIP column and filter, the set-VIP form, orders, card batches. */
export const VIP_TYPE_OPTIONS: OptionsSource = { endpoint: VIP_TYPE_ENDPOINT, valueKey: 'id', labelKey: 'name' };
export const PACKAGE_OPTIONS: OptionsSource = { endpoint: PACKAGE_ENDPOINT, valueKey: 'id', labelKey: 'name' };
export const CARD_BATCH_OPTIONS: OptionsSource = { endpoint: CARD_BATCH_ENDPOINT, valueKey: 'id', labelKey: 'name' };

/* ------------------------------------------------------------------------------------------------
 * Calls beyond the resource pattern.
 * ---------------------------------------------------------------------------------------------- */

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
const optionalId = v.optional(v.nullable(v.union([Id, v.pipe(v.string(), v.maxLength(20))])));

/** Generate a batch of card codes: a VIP type or a package, a name, 1 to 10,000 codes. */
export const GenerateCardsRequestSchema = v.object({
  kind: v.picklist(CARD_KINDS, m('operate.card.kindRequired')),
  vipTypeId: optionalId,
  packageId: optionalId,
  name: v.pipe(v.string(m('operate.card.nameRequired')), maxChars(30, m('operate.card.nameLength'))),
  quantity: v.pipe(
    v.number(m('operate.card.quantityRule')),
    v.integer(m('operate.card.quantityRule')),
    v.minValue(1, m('operate.card.quantityRule')),
    v.maxValue(CARD_BATCH_MAX, m('operate.card.quantityRule')),
  ),
});
export const VoidCardsRequestSchema = v.object({ ids: v.pipe(v.array(Id, m('operate.card.voidNone')), v.minLength(1, m('operate.card.voidNone')), v.maxLength(CARD_BATCH_MAX)) });
export const VoidCardsResultSchema = v.object({ voided: v.number() });

/** A member found by card number, phone or e-mail (the white list's member picker). */
export const MemberHitSchema = v.object({ id: v.number(), cardNumber: v.string(), name: v.string(), phone: v.string(), email: v.string(), listed: v.boolean() });
/** `cardNumber`: what the operator typed in the one search box: a card number or a phone (from 4 characters, in part), or an e-mail. */
export const MemberSearchRequestSchema = v.object({ cardNumber: v.pipe(v.string(m('operate.white.keywordRequired')), v.maxLength(100, m('operate.white.keywordRequired'))) });
export const MemberSearchResultSchema = v.object({ records: v.array(MemberHitSchema) });
export const AddWhiteListRequestSchema = v.object({
  memberId: v.pipe(v.number(m('operate.white.memberRequired')), v.integer(m('operate.white.memberRequired')), v.minValue(1, m('operate.white.memberRequired'))),
  enabled: v.boolean(),
  remark: v.pipe(v.string(), maxChars(100, m('operate.white.remarkLength'))),
});

/** The attribution settings as the page shows them: the record and the old-user window of system/systemConfiguration. */
export const AttributionViewSchema = v.object({ config: AttributionConfigSchema, oldUserAttributionDays: v.number() });
export const SaveAttributionRequestSchema = v.object({
  natural: v.boolean(),
  channelIds: v.pipe(v.array(Id), v.maxLength(1000)),
  version: RecordVersion,
});

/** Supplement (补单) an unpaid or failed order: the payment arrived after all. */
export const SupplementRequestSchema = v.object({
  id: Id,
  version: RecordVersion,
  /** The platform's transaction number, when the operator has it (blank: keep or make one). */
  thirdPartyNo: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64, m('operate.order.thirdPartyNoLength')))),
});

const ORDER_PAGES = ['operate/vipOrders', 'operate/rechargeOrders'] as const;

export const generateCardsCall = defineCall({
  method: 'POST',
  path: 'cardBatch/v1/generate',
  request: GenerateCardsRequestSchema,
  response: CardBatchListSchema,
  access: 'write',
  grant: 'operate/cardSecurity',
  summary: 'Generates a batch of 1 to 10,000 unique card codes for a VIP type (kind vip) or a golden-bean package (kind beans); answers the batch.',
  notes: 'Codes are 16 characters of a 31-character alphabet drawn with crypto.getRandomValues (about 79 bits each), unique across every batch.',
});
export const voidCardsCall = defineCall({
  method: 'POST',
  path: 'cardCode/v1/void',
  request: VoidCardsRequestSchema,
  response: VoidCardsResultSchema,
  access: 'write',
  grant: 'operate/cardSecurity',
  summary: 'Voids card codes not used yet; all or none: a used or already voided code refuses the call.',
});
export const memberSearchCall = defineCall({
  method: 'POST',
  path: 'whiteList/v1/findMembers',
  request: MemberSearchRequestSchema,
  response: MemberSearchResultSchema,
  access: 'read',
  grant: 'operate/whiteList',
  summary: 'Members whose card number, phone or e-mail matches `cardNumber`, what the operator typed (up to 10; card numbers and phones may be given in part, from 4 characters), each saying whether it is on the white list already.',
});
export const addWhiteListCall = defineCall({
  method: 'POST',
  path: 'whiteList/v1/add',
  request: AddWhiteListRequestSchema,
  response: WhiteListSchema,
  access: 'write',
  grant: 'operate/whiteList',
  summary: 'Puts a member on the white list (at most once); answers the entry.',
});
export const attributionCall = defineCall({
  method: 'GET',
  path: 'attribution/v1/info',
  response: AttributionViewSchema,
  access: 'read',
  grant: 'operate/selfAttributionConfiguration',
  summary: 'The self-attribution settings, with the attribution window for old users (system/systemConfiguration).',
});
export const saveAttributionCall = defineCall({
  method: 'POST',
  path: 'attribution/v1/update',
  request: SaveAttributionRequestSchema,
  response: AttributionViewSchema,
  access: 'write',
  grant: 'operate/selfAttributionConfiguration',
  summary: 'Saves which attribution sources are active: natural attribution, or channels that exist.',
  notes: 'Natural attribution cannot be chosen together with other channels (section 5), and something must be chosen. The version read is required (a changed record answers 409).',
});
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

/** The command palette's order searches, one per order list (each granted to its page). */
const orderSearchNotes = 'Matches the order number, case ignored: the exact number first, then numbers starting with the query (from 3 characters), then numbers holding it (from 8 characters). Each hit names the order, its item and member.';
export const vipOrderSearchCall = defineCall({
  method: 'GET',
  path: 'vipOrder/v1/search',
  request: RecordSearchRequestSchema,
  response: RecordHitsSchema,
  access: 'read',
  grant: 'operate/vipOrders',
  summary: 'The command palette: VIP orders whose order number matches the query (at most 8).',
  notes: orderSearchNotes,
});
export const rechargeOrderSearchCall = defineCall({
  method: 'GET',
  path: 'rechargeOrder/v1/search',
  request: RecordSearchRequestSchema,
  response: RecordHitsSchema,
  access: 'read',
  grant: 'operate/rechargeOrders',
  summary: 'The command palette: recharge orders whose order number matches the query (at most 8).',
  notes: orderSearchNotes,
});
export const searchVipOrders = (q: string) => vipOrderSearchCall.send({ q });
export const searchRechargeOrders = (q: string) => rechargeOrderSearchCall.send({ q });

/* ------------------------------------------------------------------------------------------------
 * Supplement by the store's order number: toolCategory/supplementOrder.
 * ---------------------------------------------------------------------------------------------- */

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

/** The VIP types and packages as pages read them (the set-VIP form, the card generator). */
const vipTypeList = resourceApi({ endpoint: VIP_TYPE_ENDPOINT, schema: VipTypeListSchema });
const packageList = resourceApi({ endpoint: PACKAGE_ENDPOINT, schema: PackageListSchema });

export const moneyApi = {
  /** Every VIP type, in display order. */
  vipTypes: async () => (await vipTypeList.page({ pageNum: 1, pageSize: 1000, filters: {}, sort: { field: 'sort', order: 'asc' } })).records as VipTypeListRow[],
  packages: async () => (await packageList.page({ pageNum: 1, pageSize: 1000, filters: {}, sort: { field: 'sort', order: 'asc' } })).records as PackageListRow[],
  generateCards: (input: v.InferInput<typeof GenerateCardsRequestSchema>) => generateCardsCall.send(input),
  voidCards: (ids: number[]) => voidCardsCall.send({ ids }),
  findMembers: (text: string) => memberSearchCall.send({ cardNumber: text }),
  addWhiteList: (input: v.InferInput<typeof AddWhiteListRequestSchema>) => addWhiteListCall.send(input),
  attribution: () => attributionCall.send(),
  saveAttribution: (input: v.InferInput<typeof SaveAttributionRequestSchema>) => saveAttributionCall.send(input),
  supplement: (id: number, version: number, thirdPartyNo?: string) => supplementOrderCall.send({ id, version, thirdPartyNo }),
  storePending: () => storePendingCall.send(),
  storeLookup: (storeNo: string) => storeLookupCall.send({ thirdPartyNo: storeNo }),
  storeSupplement: (storeNo: string, version: number) => storeSupplementCall.send({ thirdPartyNo: storeNo, version }),
};
