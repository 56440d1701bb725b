import * as v from 'valibot';
import { defineResource } from '@/lib/resource/define';
import { nameRule } from '@/lib/text';
import { CHANNEL_ENDPOINT, COMPANY_OPTIONS, ChannelSchema } from '@/records/channels';

/** channel/management's channels: each a company's development channel, with its number and share. */
const GRANT = 'channel/management' as const;

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
