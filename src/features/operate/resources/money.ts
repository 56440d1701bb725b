import * as v from 'valibot';
import type { MessageId } from '@/i18n';
import { defineResource } from '@/lib/resource/define';
import type { Option, ResourceDef } from '@/lib/resource/types';
import { maxChars, nameRule } from '@/lib/text';
import { CHANNEL_OPTIONS } from '@/features/channel/contract';
import {
  ATTRIBUTION_TYPES,
  CARD_BATCH_OPTIONS,
  CARD_KINDS,
  CARD_STATUSES,
  CURRENCIES,
  CURRENCY_DIGITS,
  CardBatchListSchema,
  CardCodeListSchema,
  ORDER_FIELD_LABELS as O,
  ORDER_STATUSES,
  OrderSchema,
  PACKAGE_OPTIONS,
  PACKAGE_TYPES,
  PAY_PLATFORMS,
  PackageListSchema,
  VIP_SOURCES,
  VIP_TYPE_ENDPOINT,
  VIP_TYPE_OPTIONS,
  PACKAGE_ENDPOINT,
  CARD_BATCH_ENDPOINT,
  VipRecordListSchema,
  VipTypeListSchema,
  WhiteListSchema,
  type Currency,
} from '../contract';

/*
 * The money side's lists (issue #11): VIP types and records (operate/vipManagement), VIP and
 * recharge orders, golden-bean packages, card batches and codes, the white list. The rules below
 * are the forms' and the mock's alike.
 */

/** Fixed options labelled by message ids built from the value. */
const labelled = <T extends string>(values: readonly T[], id: (value: T) => string): Option[] => values.map((value) => ({ value, label: id(value) as MessageId }));
const YES_NO: Option[] = [
  { value: true, label: 'list.yes' },
  { value: false, label: 'list.no' },
];
export const ORDER_STATUS_OPTIONS = labelled(ORDER_STATUSES, (x) => `operate.order.status.${x}`);
export const ATTRIBUTION_OPTIONS = labelled(ATTRIBUTION_TYPES, (x) => `operate.attribution.type.${x}`);
const PAY_TEXT: Record<(typeof PAY_PLATFORMS)[number], string> = { apple: 'App Store', google: 'Google Play', stripe: 'Stripe', paypal: 'PayPal' };
export const PAY_PLATFORM_OPTIONS: Option[] = PAY_PLATFORMS.map((value) => ({ value, text: PAY_TEXT[value] }));
export const CURRENCY_OPTIONS: Option[] = CURRENCIES.map((value) => ({ value, label: `operate.currency.${value}` as MessageId }));
export const PACKAGE_TYPE_OPTIONS = labelled(PACKAGE_TYPES, (x) => `operate.package.type.${x}`);
export const CARD_KIND_OPTIONS = labelled(CARD_KINDS, (x) => `operate.card.kind.${x}`);
export const CARD_STATUS_OPTIONS = labelled(CARD_STATUSES, (x) => `operate.card.status.${x}`);
export const VIP_SOURCE_OPTIONS = labelled(VIP_SOURCES, (x) => `operate.vipRecord.source.${x}`);
const ENABLED_OPTIONS: Option[] = [
  { value: true, label: 'operate.white.enabled' },
  { value: false, label: 'operate.white.disabled' },
];

/* ------------------------------------------------------------------------------------------------
 * Rules (section 5: package percentage 0-100; the rest the console's own).
 * ---------------------------------------------------------------------------------------------- */

const whole = (min: number, max: number, message: MessageId) => v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
/** Blank (unlimited, none) or a whole number in range: what a blank number input sends is ''. */
const blankOrWhole = (min: number, max: number, message: MessageId) => v.union([v.literal(''), v.null(), whole(min, max, message)], message);
const decimals = (x: number) => (Number.isInteger(x) ? 0 : (String(x).split('.')[1]?.length ?? 99));
const priceOf = (message: MessageId) => v.pipe(v.number(message), v.check((x) => x > 0 && x <= 10_000_000 && decimals(x) <= 2, message));

export const vipNameRule = nameRule(2, 20, 'operate.vipType.nameLength');
export const vipDaysRule = whole(1, 3660, 'operate.vipType.daysRule');
export const vipPriceRule = priceOf('operate.vipType.priceRule');
export const firstPriceRule = v.union([v.literal(''), v.null(), priceOf('operate.vipType.firstPriceRule')], 'operate.vipType.firstPriceRule');
export const sortRule = whole(0, 9999, 'operate.vipType.sortRule');

/** A price in a currency with its decimals: whole yen, TWD and KRW; cents for USD and HKD. */
export function fitsCurrency(price: unknown, currency: unknown): boolean {
  const digits = CURRENCY_DIGITS[currency as Currency];
  return typeof price !== 'number' || digits === undefined || decimals(price) <= digits;
}
/** A first-period price, when given, is at most the price. */
export function firstPriceFits(first: unknown, price: unknown): boolean {
  return first === '' || first == null || typeof price !== 'number' || (typeof first === 'number' && first <= price);
}

export const packageNameRule = nameRule(2, 20, 'operate.package.nameLength');
export const baseBeansRule = whole(1, 10_000_000, 'operate.package.baseBeansRule');
export const giftBeansRule = whole(0, 10_000_000, 'operate.package.beansRule');
export const packagePriceRule = whole(1, 1_000_000, 'operate.package.priceRule');
/** Section 5: package percentage 0-100. */
export const percentageRule = v.pipe(v.number('valid.percent'), v.check((x) => Number.isFinite(x) && x >= 0 && x <= 100, 'valid.percent'));
export const purchaseLimitRule = blankOrWhole(1, 999, 'operate.package.limitRule');
/** Blank means unlimited; otherwise how many can be sold in all. */
export const circulationRule = blankOrWhole(1, 10_000_000, 'operate.package.circulationRule');
/** A first-recharge package is bought once per member. */
export function firstRechargeLimitFits(type: unknown, limit: unknown): boolean {
  return type !== 'firstRecharge' || limit === 1;
}

export const whiteRemarkRule = v.pipe(v.string(), maxChars(100, 'operate.white.remarkLength'));

/** Section 5: natural attribution cannot be chosen together with other channels; and something must be chosen (the page and the server). */
export function attributionIssue(choice: { natural: boolean; channelIds: readonly number[] }) {
  if (choice.natural && choice.channelIds.length) return 'operate.attribution.naturalExclusive' as const;
  if (!choice.natural && !choice.channelIds.length) return 'operate.attribution.required' as const;
  return null;
}

/* ------------------------------------------------------------------------------------------------
 * operate/vipManagement: VIP types and VIP records.
 * ---------------------------------------------------------------------------------------------- */

export const vipTypeResource = defineResource(VipTypeListSchema, {
  name: 'vipType',
  endpoint: VIP_TYPE_ENDPOINT,
  grant: 'operate/vipManagement',
  // The member list's VIP column and filter and the set-VIP form; the VIP order list; the card generator.
  lookupBy: ['member/memberInforMation', 'operate/vipOrders', 'operate/cardSecurity'],
  title: 'operate.vipType.title',
  labelKey: 'name',
  columns: [
    { key: 'id', label: 'list.id', kind: 'number', sortable: true, width: 60, hidden: true },
    { key: 'name', label: 'operate.vipType.name', width: 130 },
    { key: 'days', label: 'operate.vipType.days', kind: 'number', sortable: true, width: 90 },
    { key: 'priceYen', label: 'operate.vipType.price', kind: 'money', original: { amount: 'price', currency: 'currency' }, width: 120 },
    { key: 'firstPriceYen', label: 'operate.vipType.firstPrice', kind: 'money', original: { amount: 'firstPrice', currency: 'currency' }, width: 120 },
    { key: 'currency', label: 'operate.vipType.currency', kind: 'enum', options: CURRENCY_OPTIONS, width: 90, hidden: true },
    { key: 'autoRenew', label: 'operate.vipType.autoRenew', kind: 'bool', width: 90 },
    { key: 'activeMembers', label: 'operate.vipType.activeMembers', kind: 'number', width: 100 },
    { key: 'sort', label: 'operate.vipType.sort', kind: 'number', sortable: true, width: 70, hidden: true },
    { key: 'enabled', label: 'operate.vipType.enabled', kind: 'status', width: 80 },
    { key: 'createTime', label: 'list.createTime', kind: 'datetime', sortable: true, width: 150, hidden: true },
  ],
  filters: [
    { key: 'name', label: 'operate.vipType.search', kind: 'text' },
    { key: 'autoRenew', label: 'operate.vipType.autoRenew', kind: 'select', options: YES_NO },
    { key: 'enabled', label: 'operate.vipType.enabled', kind: 'select', options: YES_NO },
  ],
  fields: [
    { key: 'name', label: 'operate.vipType.name', kind: 'text', required: true, rule: vipNameRule, example: '体验三日卡' },
    { key: 'days', label: 'operate.vipType.days', kind: 'number', required: true, rule: vipDaysRule, min: 1, max: 3660, example: 3 },
    { key: 'price', label: 'operate.vipType.price', kind: 'number', required: true, rule: vipPriceRule, min: 0, step: 0.01, example: 250 },
    { key: 'currency', label: 'operate.vipType.currency', kind: 'select', required: true, options: CURRENCY_OPTIONS, initial: 'JPY', example: 'JPY' },
    { key: 'firstPrice', label: 'operate.vipType.firstPrice', kind: 'number', rule: firstPriceRule, min: 0, step: 0.01, help: 'operate.vipType.firstPriceHelp', example: 150 },
    { key: 'autoRenew', label: 'operate.vipType.autoRenew', kind: 'switch', initial: true, example: true },
    { key: 'sort', label: 'operate.vipType.sort', kind: 'number', required: true, rule: sortRule, min: 0, initial: 0, example: 60 },
  ],
  refine: () => [
    v.forward(
      v.partialCheck([['price'], ['currency']], (x: { price?: unknown; currency?: unknown }) => fitsCurrency(x.price, x.currency), 'operate.vipType.priceRule'),
      ['price'],
    ),
    v.forward(
      v.partialCheck([['firstPrice'], ['price']], (x: { firstPrice?: unknown; price?: unknown }) => firstPriceFits(x.firstPrice, x.price), 'operate.vipType.firstPriceRule'),
      ['firstPrice'],
    ),
  ],
  status: { key: 'enabled', on: true, off: false, label: 'operate.vipType.enabled' },
  can: { add: true, edit: true, delete: true, export: true, detail: true },
  defaultSort: { field: 'sort', order: 'asc' },
});

export const vipRecordResource = defineResource(VipRecordListSchema, {
  name: 'vipRecord',
  endpoint: 'vipRecord',
  grant: 'operate/vipManagement',
  title: 'operate.vipRecord.title',
  labelKey: 'cardNumber',
  columns: [
    { key: 'id', label: 'list.id', kind: 'number', sortable: true, width: 70, hidden: true },
    { key: 'cardNumber', label: 'operate.vipRecord.cardNumber', width: 100 },
    { key: 'memberName', label: 'operate.vipRecord.member', width: 110 },
    { key: 'vipTypeId', label: 'operate.vipType.title', kind: 'enum', options: VIP_TYPE_OPTIONS, width: 110 },
    { key: 'startTime', label: 'operate.vipRecord.startTime', kind: 'datetime', sortable: true, width: 150 },
    { key: 'expiryTime', label: 'operate.vipRecord.expiryTime', kind: 'datetime', sortable: true, width: 150 },
    { key: 'active', label: 'operate.vipRecord.state', kind: 'enum', options: [{ value: true, label: 'operate.vipRecord.state.active' }, { value: false, label: 'operate.vipRecord.state.ended' }], width: 80 },
    { key: 'source', label: 'operate.vipRecord.source', kind: 'enum', options: VIP_SOURCE_OPTIONS, width: 100 },
    { key: 'orderNo', label: 'operate.vipRecord.orderNo', width: 180, hidden: true },
    { key: 'cardCode', label: 'operate.vipRecord.cardCode', width: 180, hidden: true },
    { key: 'operator', label: 'operate.vipRecord.operator', width: 100, hidden: true },
    { key: 'createTime', label: 'list.createTime', kind: 'datetime', width: 150, hidden: true },
  ],
  filters: [
    { key: 'member', label: 'operate.vipRecord.search', kind: 'text', fields: ['cardNumber', 'memberName'] },
    { key: 'vipTypeId', label: 'operate.vipType.title', kind: 'select', options: VIP_TYPE_OPTIONS },
    { key: 'source', label: 'operate.vipRecord.source', kind: 'select', options: VIP_SOURCE_OPTIONS },
    { key: 'startTime', label: 'operate.vipRecord.startTime', kind: 'dateRange' },
  ],
  fields: [],
  can: { export: true, detail: true },
  defaultSort: { field: 'startTime', order: 'desc' },
});

/* ------------------------------------------------------------------------------------------------
 * operate/vipOrders and operate/rechargeOrders: the orders, read only (supplement is a row action).
 * ---------------------------------------------------------------------------------------------- */

const ORDER_SUMMARY = [
  { key: 'count', label: 'operate.order.count' },
  { key: 'paidYen', label: 'operate.order.paidTotal', sum: 'paidYen', kind: 'money' },
] as const;

/** Columns both order lists have, in the column chooser unless a list shows them. */
const orderColumns = {
  id: { key: 'id', label: O.id, kind: 'number', sortable: true, width: 80, hidden: true },
  // Key columns (`essential`): on a phone the number, the status and the amount show first, without a sideways scroll.
  orderNo: { key: 'orderNo', label: O.orderNo, width: 165, essential: true },
  cardNumber: { key: 'cardNumber', label: O.cardNumber, width: 90 },
  memberName: { key: 'memberName', label: O.memberName, width: 120, hidden: true },
  status: { key: 'status', label: O.status, kind: 'enum', options: ORDER_STATUS_OPTIONS, width: 80, essential: true },
  paidYen: { key: 'paidYen', label: O.paidYen, kind: 'money', original: { amount: 'paidAmount', currency: 'currency' }, sortable: true, width: 130, essential: true },
  amountYen: { key: 'amountYen', label: O.amountYen, kind: 'money', original: { amount: 'amount', currency: 'currency' }, sortable: true, width: 130, hidden: true },
  currency: { key: 'currency', label: O.currency, kind: 'enum', options: CURRENCY_OPTIONS, width: 90, hidden: true },
  amount: { key: 'amount', label: O.amount, kind: 'number', width: 110, hidden: true },
  paidAmount: { key: 'paidAmount', label: O.paidAmount, kind: 'number', width: 110, hidden: true },
  payPlatform: { key: 'payPlatform', label: O.payPlatform, kind: 'enum', options: PAY_PLATFORM_OPTIONS, width: 110, hidden: true },
  thirdPartyNo: { key: 'thirdPartyNo', label: O.thirdPartyNo, width: 230, hidden: true },
  channelId: { key: 'channelId', label: O.channelId, kind: 'enum', options: CHANNEL_OPTIONS, width: 150, hidden: true },
  attributionType: { key: 'attributionType', label: O.attributionType, kind: 'enum', options: ATTRIBUTION_OPTIONS, width: 110, hidden: true },
  dramaName: { key: 'dramaName', label: O.dramaName, width: 160, hidden: true },
  episode: { key: 'episode', label: O.episode, kind: 'number', width: 70, hidden: true },
  createTime: { key: 'createTime', label: O.createTime, kind: 'datetime', sortable: true, width: 150, hidden: true },
  payTime: { key: 'payTime', label: O.payTime, kind: 'datetime', sortable: true, width: 150 },
  refundTime: { key: 'refundTime', label: O.refundTime, kind: 'datetime', width: 150, hidden: true },
} as const;

const orderFilters = {
  orderNo: { key: 'orderNo', label: O.orderNo, kind: 'text' },
  thirdPartyNo: { key: 'thirdPartyNo', label: O.thirdPartyNo, kind: 'text' },
  member: { key: 'member', label: 'operate.order.memberSearch', kind: 'text', fields: ['cardNumber', 'memberName'] as Array<'cardNumber' | 'memberName'> },
  status: { key: 'status', label: O.status, kind: 'select', options: ORDER_STATUS_OPTIONS },
  payPlatform: { key: 'payPlatform', label: O.payPlatform, kind: 'select', options: PAY_PLATFORM_OPTIONS },
  attributionType: { key: 'attributionType', label: O.attributionType, kind: 'select', options: ATTRIBUTION_OPTIONS },
  channelId: { key: 'channelId', label: O.channelId, kind: 'select', options: CHANNEL_OPTIONS },
  payTime: { key: 'payTime', label: O.payTime, kind: 'dateRange' },
} as const;

export const vipOrderResource = defineResource(OrderSchema, {
  name: 'vipOrder',
  endpoint: 'vipOrder',
  grant: 'operate/vipOrders',
  title: 'operate.order.vipTitle',
  labelKey: 'orderNo',
  columns: [
    orderColumns.id,
    orderColumns.orderNo,
    orderColumns.cardNumber,
    orderColumns.memberName,
    { key: 'itemName', label: O.vipTypeId, width: 90 },
    { key: 'period', label: O.period, kind: 'number', sortable: true, width: 60, hidden: true },
    { key: 'firstPeriod', label: O.firstPeriod, kind: 'bool', width: 80 },
    orderColumns.status,
    orderColumns.paidYen,
    orderColumns.amountYen,
    orderColumns.currency,
    orderColumns.amount,
    orderColumns.paidAmount,
    orderColumns.payPlatform,
    orderColumns.thirdPartyNo,
    orderColumns.channelId,
    orderColumns.attributionType,
    orderColumns.dramaName,
    orderColumns.episode,
    orderColumns.createTime,
    orderColumns.payTime,
    orderColumns.refundTime,
  ],
  filters: [
    orderFilters.orderNo,
    orderFilters.thirdPartyNo,
    orderFilters.member,
    orderFilters.status,
    orderFilters.payPlatform,
    { key: 'firstPeriod', label: O.firstPeriod, kind: 'select', options: YES_NO },
    orderFilters.attributionType,
    orderFilters.channelId,
    { key: 'vipTypeId', label: O.vipTypeId, kind: 'select', options: VIP_TYPE_OPTIONS },
    orderFilters.payTime,
  ],
  fields: [],
  summary: [...ORDER_SUMMARY],
  can: { export: true, detail: true },
  defaultSort: { field: 'createTime', order: 'desc' },
});

export const rechargeOrderResource = defineResource(OrderSchema, {
  name: 'rechargeOrder',
  endpoint: 'rechargeOrder',
  grant: 'operate/rechargeOrders',
  title: 'operate.order.rechargeTitle',
  labelKey: 'orderNo',
  columns: [
    orderColumns.id,
    orderColumns.orderNo,
    orderColumns.cardNumber,
    orderColumns.memberName,
    { key: 'itemName', label: O.packageId, width: 100 },
    { key: 'beans', label: O.beans, kind: 'number', width: 80 },
    { key: 'giftBeans', label: O.giftBeans, kind: 'number', width: 80, hidden: true },
    orderColumns.status,
    { ...orderColumns.paidYen, width: 120 },
    orderColumns.amountYen,
    orderColumns.currency,
    orderColumns.amount,
    orderColumns.paidAmount,
    orderColumns.payPlatform,
    orderColumns.thirdPartyNo,
    orderColumns.channelId,
    orderColumns.attributionType,
    orderColumns.dramaName,
    orderColumns.episode,
    orderColumns.createTime,
    orderColumns.payTime,
    orderColumns.refundTime,
  ],
  filters: [
    orderFilters.orderNo,
    orderFilters.thirdPartyNo,
    orderFilters.member,
    orderFilters.status,
    orderFilters.payPlatform,
    { key: 'packageId', label: O.packageId, kind: 'select', options: PACKAGE_OPTIONS },
    orderFilters.attributionType,
    orderFilters.channelId,
    orderFilters.payTime,
  ],
  fields: [],
  summary: [...ORDER_SUMMARY],
  can: { export: true, detail: true },
  defaultSort: { field: 'createTime', order: 'desc' },
});

/* ------------------------------------------------------------------------------------------------
 * operate/packageManagement.
 * ---------------------------------------------------------------------------------------------- */

export const packageResource = defineResource(PackageListSchema, {
  name: 'beanPackage',
  endpoint: PACKAGE_ENDPOINT,
  grant: 'operate/packageManagement',
  // The recharge order list's package filter; the card generator.
  lookupBy: ['operate/rechargeOrders', 'operate/cardSecurity'],
  title: 'operate.package.title',
  labelKey: 'name',
  columns: [
    { key: 'id', label: 'list.id', kind: 'number', sortable: true, width: 60, hidden: true },
    { key: 'name', label: 'operate.package.name', width: 130 },
    { key: 'type', label: 'operate.package.type', kind: 'enum', options: PACKAGE_TYPE_OPTIONS, width: 90 },
    { key: 'price', label: 'operate.package.price', kind: 'money', sortable: true, width: 100 },
    { key: 'beans', label: 'operate.package.beans', kind: 'number', sortable: true, width: 90 },
    { key: 'giftBeans', label: 'operate.package.giftBeans', kind: 'number', width: 90 },
    { key: 'percentage', label: 'operate.package.percentage', kind: 'percent', width: 80 },
    { key: 'purchaseLimit', label: 'operate.package.purchaseLimit', kind: 'number', empty: 'operate.package.unlimited', width: 90, hidden: true },
    { key: 'circulation', label: 'operate.package.circulation', kind: 'number', empty: 'operate.package.unlimited', width: 90, hidden: true },
    { key: 'sold', label: 'operate.sold', kind: 'number', width: 80, hidden: true },
    { key: 'remaining', label: 'operate.package.remaining', kind: 'number', empty: 'operate.package.unlimited', width: 80 },
    { key: 'sort', label: 'operate.package.sort', kind: 'number', sortable: true, width: 70, hidden: true },
    { key: 'enabled', label: 'operate.package.enabled', kind: 'status', width: 70 },
    { key: 'createTime', label: 'list.createTime', kind: 'datetime', sortable: true, width: 150, hidden: true },
  ],
  filters: [
    { key: 'name', label: 'operate.package.search', kind: 'text' },
    { key: 'type', label: 'operate.package.type', kind: 'select', options: PACKAGE_TYPE_OPTIONS },
    { key: 'enabled', label: 'operate.package.enabled', kind: 'select', options: YES_NO },
  ],
  fields: [
    { key: 'name', label: 'operate.package.name', kind: 'text', required: true, rule: packageNameRule, example: '春季金豆礼包' },
    { key: 'type', label: 'operate.package.type', kind: 'select', required: true, options: PACKAGE_TYPE_OPTIONS, initial: 'regular', example: 'regular' },
    { key: 'price', label: 'operate.package.price', kind: 'money', required: true, rule: packagePriceRule, min: 1, step: 1, example: 1280 },
    { key: 'beans', label: 'operate.package.beans', kind: 'number', required: true, rule: baseBeansRule, min: 1, example: 2400 },
    { key: 'giftBeans', label: 'operate.package.giftBeans', kind: 'number', required: true, rule: giftBeansRule, min: 0, initial: 0, example: 600 },
    { key: 'percentage', label: 'operate.package.percentage', kind: 'percent', required: true, rule: percentageRule, min: 0, max: 100, step: 1, initial: 0, help: 'operate.package.percentageHelp', example: 25 },
    { key: 'purchaseLimit', label: 'operate.package.purchaseLimit', kind: 'number', rule: purchaseLimitRule, min: 1, help: 'operate.package.purchaseLimitHelp', example: 3 },
    { key: 'circulation', label: 'operate.package.circulation', kind: 'number', rule: circulationRule, min: 1, help: 'operate.package.circulationHelp', example: 5000 },
    { key: 'sort', label: 'operate.package.sort', kind: 'number', required: true, rule: sortRule, min: 0, initial: 0, example: 100 },
  ],
  refine: () => [
    v.forward(
      v.partialCheck([['type'], ['purchaseLimit']], (x: { type?: unknown; purchaseLimit?: unknown }) => firstRechargeLimitFits(x.type, x.purchaseLimit), 'operate.package.firstRechargeLimit'),
      ['purchaseLimit'],
    ),
  ],
  status: { key: 'enabled', on: true, off: false, label: 'operate.package.enabled' },
  can: { add: true, edit: true, delete: true, export: true, detail: true },
  defaultSort: { field: 'sort', order: 'asc' },
});

/* ------------------------------------------------------------------------------------------------
 * operate/cardSecurity: batches (generated by a call) and their codes.
 * ---------------------------------------------------------------------------------------------- */

export const batchResource = defineResource(CardBatchListSchema, {
  name: 'cardBatch',
  endpoint: CARD_BATCH_ENDPOINT,
  grant: 'operate/cardSecurity',
  title: 'operate.card.batchTitle',
  labelKey: 'name',
  columns: [
    // Default columns fit the card at 1280 px in English too (920 px): the ID is in the chooser.
    { key: 'id', label: 'list.id', kind: 'number', sortable: true, width: 60, hidden: true },
    { key: 'name', label: 'operate.card.name', width: 140 },
    { key: 'kind', label: 'operate.card.kind', kind: 'enum', options: CARD_KIND_OPTIONS, width: 90 },
    { key: 'itemName', label: 'operate.card.item', width: 100 },
    { key: 'quantity', label: 'operate.card.quantity', kind: 'number', sortable: true, width: 70 },
    { key: 'unused', label: 'operate.card.unused', kind: 'number', width: 80 },
    { key: 'used', label: 'operate.card.used', kind: 'number', width: 70 },
    { key: 'voided', label: 'operate.card.voided', kind: 'number', width: 70 },
    { key: 'operator', label: 'operate.card.operator', width: 100, hidden: true },
    { key: 'createTime', label: 'operate.card.createTime', kind: 'datetime', sortable: true, width: 150 },
  ],
  filters: [
    { key: 'name', label: 'operate.card.name', kind: 'text' },
    { key: 'kind', label: 'operate.card.kind', kind: 'select', options: CARD_KIND_OPTIONS },
  ],
  fields: [],
  can: { export: true, detail: true },
  defaultSort: { field: 'id', order: 'desc' },
});

export const codeResource = defineResource(CardCodeListSchema, {
  name: 'cardCode',
  endpoint: 'cardCode',
  grant: 'operate/cardSecurity',
  title: 'operate.card.title',
  labelKey: 'code',
  columns: [
    { key: 'id', label: 'list.id', kind: 'number', sortable: true, width: 100, hidden: true },
    { key: 'code', label: 'operate.card.code', width: 180 },
    { key: 'batchId', label: 'operate.card.batch', kind: 'enum', options: CARD_BATCH_OPTIONS, width: 140 },
    { key: 'kind', label: 'operate.card.kind', kind: 'enum', options: CARD_KIND_OPTIONS, width: 90, hidden: true },
    { key: 'itemName', label: 'operate.card.item', width: 100 },
    { key: 'status', label: 'operate.card.status', kind: 'enum', options: CARD_STATUS_OPTIONS, width: 80 },
    { key: 'cardNumber', label: 'operate.card.member', width: 100 },
    { key: 'usedTime', label: 'operate.card.usedTime', kind: 'datetime', sortable: true, width: 150 },
    { key: 'voidTime', label: 'operate.card.voidTime', kind: 'datetime', width: 150, hidden: true },
    { key: 'createTime', label: 'operate.card.createTime', kind: 'datetime', sortable: true, width: 150, hidden: true },
  ],
  filters: [
    { key: 'batchId', label: 'operate.card.batch', kind: 'select', options: CARD_BATCH_OPTIONS },
    { key: 'kind', label: 'operate.card.kind', kind: 'select', options: CARD_KIND_OPTIONS },
    { key: 'status', label: 'operate.card.status', kind: 'select', options: CARD_STATUS_OPTIONS },
    { key: 'code', label: 'operate.card.search', kind: 'text' },
  ],
  fields: [],
  can: { export: true, detail: true },
  defaultSort: { field: 'id', order: 'desc' },
});

/* ------------------------------------------------------------------------------------------------
 * operate/whiteList: members are added by a search (a call); status and remark are edited here.
 * ---------------------------------------------------------------------------------------------- */

export const whiteListResource = defineResource(WhiteListSchema, {
  name: 'whiteList',
  endpoint: 'whiteList',
  grant: 'operate/whiteList',
  title: 'operate.white.title',
  labelKey: 'memberName',
  columns: [
    { key: 'id', label: 'list.id', kind: 'number', sortable: true, width: 60, hidden: true },
    { key: 'cardNumber', label: 'operate.white.cardNumber', width: 100 },
    { key: 'memberName', label: 'operate.white.member', width: 120 },
    { key: 'phone', label: 'operate.white.phone', width: 120 },
    { key: 'email', label: 'operate.white.email', width: 180 },
    { key: 'enabled', label: 'operate.white.status', kind: 'status', width: 80 },
    { key: 'remark', label: 'operate.white.remark', width: 160 },
    { key: 'operator', label: 'operate.white.operator', width: 100, hidden: true },
    { key: 'createTime', label: 'list.createTime', kind: 'datetime', sortable: true, width: 150, hidden: true },
  ],
  filters: [
    { key: 'keyword', label: 'operate.white.search', kind: 'text', fields: ['cardNumber', 'memberName', 'phone', 'email'] },
    { key: 'enabled', label: 'operate.white.status', kind: 'select', options: ENABLED_OPTIONS },
  ],
  fields: [{ key: 'remark', label: 'operate.white.remark', kind: 'textarea', rule: whiteRemarkRule, example: '审核账号' }],
  status: { key: 'enabled', on: true, off: false, label: 'operate.white.status' },
  can: { edit: true, delete: true, export: true, detail: true },
  defaultSort: { field: 'createTime', order: 'desc' },
});

/** The money side's lists (issue #11). */
export const moneyResources: ResourceDef[] = [vipTypeResource, vipRecordResource, vipOrderResource, rechargeOrderResource, packageResource, batchResource, codeResource, whiteListResource];
