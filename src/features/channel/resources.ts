import { defineResource } from '@/lib/resource/define';
import type { ResourceDef } from '@/lib/resource/types';
import { CHANNEL_ENDPOINT, ChannelSchema } from './contract';

/**
 * Development channels: for now the read-only list (name, id, number, company) that members
 * point at. The channel/management page will add companies and the writes.
 */
export const channelResource = defineResource(ChannelSchema, {
  name: 'channel',
  endpoint: CHANNEL_ENDPOINT,
  grant: 'channel/management',
  // The member list's channel column, filter and the set-channel dialog.
  lookupBy: ['member/memberInforMation'],
  title: 'channel.list.title',
  labelKey: 'name',
  columns: [
    { key: 'id', label: 'list.id', kind: 'number', sortable: true, width: 70 },
    { key: 'name', label: 'channel.list.name', sortable: true, width: 180 },
    { key: 'number', label: 'channel.list.number', width: 120 },
    { key: 'company', label: 'channel.list.company', width: 200 },
  ],
  filters: [{ key: 'name', label: 'channel.list.name', kind: 'text', fields: ['name', 'number'] }],
  fields: [],
  can: { export: true },
  defaultSort: { field: 'id', order: 'asc' },
});

export const resources: ResourceDef[] = [channelResource];
