import { DRAMA_TABLE } from '@/records/dramas';
import { defineTable } from '@/mocks/db';
import { fieldLabels } from '@/mocks/resource';
import { CHANNEL_TABLE, COMPANY_TABLE, ChannelCompanySchema, ChannelSchema, LINK_TABLE, PromotionLinkSchema, type Channel, type ChannelCompany, type PromotionLink } from '@/records/channels';
import '../messages';
import { channelResource, companyResource } from '../resources';
import { seedChannels, seedCompanies, seedLinks } from './seed';

/** Companies, then their channels (members seed after them), then the channels' promotion links. */
const companies = defineTable<ChannelCompany>(COMPANY_TABLE, ChannelCompanySchema, seedCompanies, {
  label: 'channel.table.companies',
  fields: fieldLabels(companyResource),
});
const channels = defineTable<Channel>(CHANNEL_TABLE, ChannelSchema, seedChannels, {
  label: 'channel.table.channels',
  fields: fieldLabels(channelResource),
  after: [COMPANY_TABLE],
});
const links = defineTable<PromotionLink>(LINK_TABLE, PromotionLinkSchema, seedLinks, {
  label: 'channel.table.links',
  fields: {
    id: 'list.id',
    channelId: 'channel.field.channelId',
    name: 'channel.field.linkName',
    url: 'channel.field.url',
    dramaId: 'channel.field.dramaId',
    startEpisode: 'channel.field.startEpisode',
    pixelId: 'channel.field.pixelId',
    utmSource: 'channel.field.utmSource',
    utmMedium: 'channel.field.utmMedium',
    utmCampaign: 'channel.field.utmCampaign',
    utmContent: 'channel.field.utmContent',
    operator: 'channel.field.operator',
    createTime: 'list.createTime',
  },
  // The seeded links open dramas on the shelf (read through the theater's contract).
  after: [CHANNEL_TABLE, DRAMA_TABLE],
});

export const channelTables = { companies, channels, links };
