import * as v from 'valibot';
import { defineResource } from '@/lib/resource/define';
import { nameRule } from '@/lib/text';
import { VIP_TYPE_ENDPOINT, VipTypeListSchema } from '@/records/catalogue';
import { CURRENCY_DIGITS, type Currency } from '@/records/money';
import { CURRENCY_OPTIONS, YES_NO, decimals, priceOf, sortRule, whole } from './fields';

/* operate/vipManagement, its first tab: the VIP types, what is sold as a subscription. */

export const vipNameRule = nameRule(2, 20, 'operate.vipType.nameLength');
export const vipDaysRule = whole(1, 3660, 'operate.vipType.daysRule');
export const vipPriceRule = priceOf('operate.vipType.priceRule');
export const firstPriceRule = v.union([v.literal(''), v.null(), priceOf('operate.vipType.firstPriceRule')], 'operate.vipType.firstPriceRule');

/** A price in a currency with its decimals: whole yen, TWD and KRW; cents for USD and HKD. */
export function fitsCurrency(price: unknown, currency: unknown): boolean {
  const digits = CURRENCY_DIGITS[currency as Currency];
  return typeof price !== 'number' || digits === undefined || decimals(price) <= digits;
}
/** A first-period price, when given, is at most the price. */
export function firstPriceFits(first: unknown, price: unknown): boolean {
  return first === '' || first == null || typeof price !== 'number' || (typeof first === 'number' && first <= price);
}

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
