import * as v from 'valibot';
import { defineResource } from '@/lib/resource/define';
import type { ResourceDef } from '@/lib/resource/types';
import { nameRule } from '@/lib/text';
import { ORDER_TYPES } from '@/features/operate/contract';
import {
  CHANNEL_ENDPOINT,
  CHANNEL_OPTIONS,
  COMPANY_ENDPOINT,
  COMPANY_OPTIONS,
  DISTRIBUTION_STATUSES,
  ChannelCompanySchema,
  ChannelSchema,
  companyNameRule,
  companyPhoneRule,
  contactRule,
  DistributionOrderSchema,
  SHARE_STATUSES,
  ShareRecordSchema,
} from './contract';

/** channel/management: companies, channels, distribution orders and share records (the console is a declared call). */
const GRANT = 'channel/management' as const;

// The company rules live in the contract: data migration's company target checks rows with them too.
export { companyNameRule, companyPhoneRule, contactRule } from './contract';
export const channelNameRule = nameRule(2, 40, 'channel.channel.nameLength');
/** The number used in promotion links: 2-16 capital letters and digits, unique. */
export const channelNumberRule = v.pipe(v.string(), v.trim(), v.regex(/^[A-Z0-9]{2,16}$/, 'channel.channel.numberRule'));
/** The company's share in percent: a whole number from 0 to 100. */
export const sharePercentRule = v.pipe(
  v.number('channel.channel.shareRule'),
  v.integer('channel.channel.shareRule'),
  v.minValue(0, 'channel.channel.shareRule'),
  v.maxValue(100, 'channel.channel.shareRule'),
);

/** A company as the list shows it: with how many channels it has (a company with channels cannot be deleted). */
export const CompanyListSchema = v.object({ ...ChannelCompanySchema.entries, channelCount: v.number() });

export const companyResource = defineResource(CompanyListSchema, {
  name: 'channelCompany',
  endpoint: COMPANY_ENDPOINT,
  grant: GRANT,
  title: 'channel.company.title',
  labelKey: 'name',
  columns: [
    { key: 'id', label: 'list.id', kind: 'number', sortable: true, width: 70 },
    { key: 'name', label: 'channel.company.name', sortable: true, width: 220 },
    { key: 'contact', label: 'channel.company.contact', width: 120 },
    { key: 'phone', label: 'channel.company.phone', width: 140 },
    { key: 'channelCount', label: 'channel.company.channelCount', kind: 'number', width: 90 },
    { key: 'createTime', label: 'list.createTime', kind: 'datetime', sortable: true, width: 150, hidden: true },
  ],
  filters: [
    { key: 'keyword', label: 'channel.company.search', kind: 'text', fields: ['name', 'contact', 'phone'] },
    { key: 'createTime', label: 'list.createTime', kind: 'dateRange' },
  ],
  fields: [
    { key: 'name', label: 'channel.company.name', kind: 'text', required: true, rule: companyNameRule, example: '株式会社サンプル広告' },
    { key: 'contact', label: 'channel.company.contact', kind: 'text', required: true, rule: contactRule, example: '山田 太郎' },
    { key: 'phone', label: 'channel.company.phone', kind: 'text', required: true, rule: companyPhoneRule, example: '03-1234-5678' },
  ],
  can: { add: true, edit: true, delete: true, export: true, detail: true },
  defaultSort: { field: 'id', order: 'asc' },
  guardDelete: (row) => (row.channelCount > 0 ? 'channel.company.hasChannels' : null),
});

export const channelResource = defineResource(ChannelSchema, {
  name: 'channel',
  endpoint: CHANNEL_ENDPOINT,
  grant: GRANT,
  // The member list's channel column, filter and the set-channel dialog; the order lists' channel column and filter, the attribution settings.
  lookupBy: ['member/memberInforMation', 'operate/vipOrders', 'operate/rechargeOrders', 'operate/selfAttributionConfiguration'],
  title: 'channel.list.title',
  labelKey: 'name',
  columns: [
    { key: 'id', label: 'channel.list.id', kind: 'number', sortable: true, width: 80 },
    { key: 'name', label: 'channel.list.name', sortable: true, width: 200 },
    { key: 'number', label: 'channel.list.number', sortable: true, width: 110 },
    { key: 'companyId', label: 'channel.list.company', kind: 'enum', options: COMPANY_OPTIONS, width: 200 },
    { key: 'sharePercent', label: 'channel.list.sharePercent', kind: 'percent', sortable: true, width: 90 },
    { key: 'createTime', label: 'list.createTime', kind: 'datetime', sortable: true, width: 150, hidden: true },
  ],
  filters: [
    { key: 'name', label: 'channel.list.search', kind: 'text', fields: ['name', 'number'] },
    { key: 'companyId', label: 'channel.list.company', kind: 'select', options: COMPANY_OPTIONS },
  ],
  fields: [
    { key: 'name', label: 'channel.list.name', kind: 'text', required: true, rule: channelNameRule, example: 'TikTok 新規キャンペーン' },
    { key: 'number', label: 'channel.list.number', kind: 'text', required: true, rule: channelNumberRule, help: 'channel.channel.numberHelp', example: 'CH9001' },
    { key: 'companyId', label: 'channel.list.company', kind: 'select', required: true, options: COMPANY_OPTIONS, example: 1 },
    { key: 'sharePercent', label: 'channel.list.sharePercent', kind: 'percent', required: true, rule: sharePercentRule, min: 0, max: 100, initial: 30, example: 25 },
  ],
  can: { add: true, edit: true, delete: true, export: true, detail: true },
  defaultSort: { field: 'id', order: 'asc' },
});

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

const SHARE_STATUS_OPTIONS = SHARE_STATUSES.map((value) => ({ value, label: `channel.share.status.${value}` as const }));

/** Share records: per channel and calendar month, what the company earns; read only. */
export const shareResource = defineResource(ShareRecordSchema, {
  name: 'shareRecord',
  endpoint: 'shareRecord',
  grant: GRANT,
  title: 'channel.share.title',
  labelKey: 'month',
  columns: [
    { key: 'month', label: 'channel.share.month', sortable: true, width: 90 },
    // Default columns fit the card at 1280 px in English too (920 px): the company (a filter above) is in the chooser.
    { key: 'channelId', label: 'channel.list.name', kind: 'enum', options: CHANNEL_OPTIONS, width: 160 },
    { key: 'companyId', label: 'channel.list.company', kind: 'enum', options: COMPANY_OPTIONS, width: 180, hidden: true },
    { key: 'orders', label: 'channel.share.orders', kind: 'number', sortable: true, width: 80 },
    { key: 'recharge', label: 'channel.console.recharge', kind: 'money', sortable: true, width: 110 },
    { key: 'sharePercent', label: 'channel.list.sharePercent', kind: 'percent', width: 80 },
    { key: 'shareAmount', label: 'channel.console.shareAmount', kind: 'money', sortable: true, width: 110 },
    { key: 'status', label: 'channel.share.status', kind: 'enum', options: SHARE_STATUS_OPTIONS, width: 90 },
  ],
  filters: [
    { key: 'companyId', label: 'channel.list.company', kind: 'select', options: COMPANY_OPTIONS },
    { key: 'channelId', label: 'channel.list.name', kind: 'select', options: CHANNEL_OPTIONS },
    { key: 'month', label: 'channel.share.month', kind: 'text', match: 'equals' },
    { key: 'status', label: 'channel.share.status', kind: 'select', options: SHARE_STATUS_OPTIONS },
  ],
  fields: [],
  can: { export: true },
  defaultSort: { field: 'month', order: 'desc' },
});

export const resources: ResourceDef[] = [companyResource, channelResource, orderResource, shareResource];
