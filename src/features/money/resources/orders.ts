import { defineResource } from '@/lib/resource/define';
import { CHANNEL_OPTIONS } from '@/records/channels';
import { ORDER_FIELD_LABELS as O, OrderSchema } from '@/records/orders';
import { PACKAGE_OPTIONS, VIP_TYPE_OPTIONS } from '@/records/catalogue';
import { ATTRIBUTION_OPTIONS, CURRENCY_OPTIONS, ORDER_STATUS_OPTIONS, PAY_PLATFORM_OPTIONS, YES_NO } from './fields';

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
