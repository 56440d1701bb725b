import { ChannelSchema } from '../schemas/member';
import type { OptionsSource, ResourceDef } from '../resource/types';

/**
 * Development channels, as the member area needs them: a minimal read-only list (name, id,
 * number, company) that members point at. The channel area's own page (channel/management)
 * will add companies and the add / edit / delete of channels.
 */
export const channelResource: ResourceDef = {
  name: 'channel',
  endpoint: 'channel',
  schema: ChannelSchema,
  title: 'member.channelList.title',
  labelKey: 'name',
  columns: [
    { key: 'id', label: 'list.id', kind: 'number', sortable: true, width: 70 },
    { key: 'name', label: 'member.channelList.name', sortable: true, width: 180 },
    { key: 'number', label: 'member.channelList.number', width: 120 },
    { key: 'company', label: 'member.channelList.company', width: 200 },
  ],
  filters: [{ key: 'name', label: 'member.channelList.name', kind: 'text', fields: ['name', 'number'] }],
  fields: [],
  can: { export: true },
  defaultSort: { field: 'id', order: 'asc' },
};

/** Channel options (value: id, label: name) for member filters, columns and the set-channel form. */
export const CHANNEL_OPTIONS: OptionsSource = { endpoint: 'channel', valueKey: 'id', labelKey: 'name' };

export const channelResources: ResourceDef[] = [channelResource];
