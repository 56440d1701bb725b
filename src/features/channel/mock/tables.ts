import { defineTable } from '@/mocks/db';
import { fieldLabels } from '@/mocks/resource';
import {
  CHANNEL_TABLE,
  COMPANY_TABLE,
  ChannelCompanySchema,
  ChannelSchema,
  LINK_TABLE,
  PromotionLinkSchema,
  type Channel,
  type ChannelCompany,
  type PromotionLink,
} from '../contract';
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
  fields: { id: 'list.id', channelId: 'channel.field.channelId', name: 'channel.field.linkName', url: 'channel.field.url', createTime: 'list.createTime' },
  after: [CHANNEL_TABLE],
});

export const channelTables = { companies, channels, links };
