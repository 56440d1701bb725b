import * as v from 'valibot';
import { defineResource } from '@/lib/resource/define';
import { PromotionLinkSchema } from '@/records/channels';
import { LINK_ENDPOINT } from '../contract';

/** A promotion link as the generator's list shows it: with its channel's, drama's and pixel's names. */
export const LinkRowSchema = v.object({ ...PromotionLinkSchema.entries, channelName: v.string(), dramaName: v.string(), pixelName: v.string() });
export type LinkRow = v.InferOutput<typeof LinkRowSchema>;

/** toolCategory/generationLinks: the promotion links generated so far (the channel area's records), newest first. */
export const linkResource = defineResource(LinkRowSchema, {
  name: 'promotionLink',
  endpoint: LINK_ENDPOINT,
  grant: 'toolCategory/generationLinks',
  title: 'tools.link.title',
  labelKey: 'name',
  columns: [
    { key: 'id', label: 'list.id', kind: 'number', sortable: true, width: 60, hidden: true },
    { key: 'name', label: 'tools.link.name', sortable: true, width: 180 },
    { key: 'channelName', label: 'tools.link.channel', width: 130 },
    { key: 'dramaName', label: 'tools.link.drama', width: 140 },
    { key: 'startEpisode', label: 'tools.link.startEpisode', kind: 'number', width: 70, hidden: true },
    { key: 'pixelName', label: 'tools.link.pixel', width: 110, hidden: true },
    { key: 'utmSource', label: 'tools.link.utmSource', width: 110, hidden: true },
    { key: 'utmMedium', label: 'tools.link.utmMedium', width: 110, hidden: true },
    { key: 'utmCampaign', label: 'tools.link.utmCampaign', width: 120, hidden: true },
    { key: 'utmContent', label: 'tools.link.utmContent', width: 110, hidden: true },
    { key: 'url', label: 'tools.link.url', width: 180 },
    { key: 'operator', label: 'tools.link.operator', width: 90, hidden: true },
    { key: 'createTime', label: 'list.createTime', kind: 'datetime', sortable: true, width: 140 },
  ],
  filters: [
    { key: 'keyword', label: 'tools.link.search', kind: 'text', fields: ['name', 'channelName', 'dramaName', 'utmSource', 'utmCampaign', 'url'] },
    { key: 'createTime', label: 'list.createTime', kind: 'dateRange' },
  ],
  fields: [],
  can: { export: true, detail: true },
  defaultSort: { field: 'createTime', order: 'desc' },
});
