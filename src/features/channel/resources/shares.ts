import { defineResource } from '@/lib/resource/define';
import { CHANNEL_OPTIONS, COMPANY_OPTIONS } from '@/records/channels';
import { SHARE_STATUSES, ShareRecordSchema } from '../contract';

const GRANT = 'channel/management' as const;

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
