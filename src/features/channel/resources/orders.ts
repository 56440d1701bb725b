import { defineResource } from '@/lib/resource/define';
import { ORDER_TYPES } from '@/records/orders';
import { CHANNEL_OPTIONS, COMPANY_OPTIONS } from '@/records/channels';
import { DISTRIBUTION_STATUSES, DistributionOrderSchema } from '../contract';

const GRANT = 'channel/management' as const;

const ORDER_TYPE_OPTIONS = ORDER_TYPES.map((value) => ({ value, label: `channel.order.type.${value}` as const }));
const ORDER_STATUS_OPTIONS = DISTRIBUTION_STATUSES.map((value) => ({ value, label: `channel.order.status.${value}` as const }));

/** Distribution orders: the paid orders of channel members, read only. */
export const orderResource = defineResource(DistributionOrderSchema, {
  name: 'distributionOrder',
  endpoint: 'distributionOrder',
  grant: GRANT,
  title: 'channel.order.title',
  labelKey: 'orderNo',
  columns: [
    // Default columns fit the card at 1280 px in English too (920 px).
    { key: 'orderNo', label: 'channel.order.orderNo', width: 175 },
    { key: 'memberName', label: 'channel.order.member', width: 110 },
    { key: 'cardNumber', label: 'channel.order.cardNumber', width: 100, hidden: true },
    { key: 'channelId', label: 'channel.list.name', kind: 'enum', options: CHANNEL_OPTIONS, width: 140 },
    { key: 'companyId', label: 'channel.list.company', kind: 'enum', options: COMPANY_OPTIONS, width: 170, hidden: true },
    { key: 'orderType', label: 'channel.order.type', kind: 'enum', options: ORDER_TYPE_OPTIONS, width: 90 },
    { key: 'amount', label: 'channel.order.amount', kind: 'money', sortable: true, width: 100 },
    { key: 'status', label: 'channel.order.status', kind: 'enum', options: ORDER_STATUS_OPTIONS, width: 80 },
    { key: 'payTime', label: 'channel.order.payTime', kind: 'datetime', sortable: true, width: 150 },
  ],
  filters: [
    { key: 'companyId', label: 'channel.list.company', kind: 'select', options: COMPANY_OPTIONS },
    { key: 'channelId', label: 'channel.list.name', kind: 'select', options: CHANNEL_OPTIONS },
    { key: 'payTime', label: 'channel.order.period', kind: 'dateRange' },
    { key: 'status', label: 'channel.order.status', kind: 'select', options: ORDER_STATUS_OPTIONS },
    { key: 'orderNo', label: 'channel.order.search', kind: 'text', fields: ['orderNo', 'memberName', 'cardNumber'] },
  ],
  fields: [],
  can: { export: true },
  defaultSort: { field: 'payTime', order: 'desc' },
});
