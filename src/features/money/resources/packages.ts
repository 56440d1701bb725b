import * as v from 'valibot';
import { defineResource } from '@/lib/resource/define';
import { nameRule } from '@/lib/text';
import { PACKAGE_ENDPOINT, PackageListSchema } from '@/records/catalogue';
import { PACKAGE_TYPE_OPTIONS, YES_NO, blankOrWhole, sortRule, whole } from './fields';

/* operate/packageManagement: the golden-bean packages. */

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
  // A package that orders or card codes name cannot be deleted (the server refuses it too): the delete button is disabled, with the reason.
  guardDelete: (row) => (row.inUse ? 'operate.package.inUse' : null),
  defaultSort: { field: 'sort', order: 'asc' },
});
