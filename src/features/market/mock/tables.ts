import { LINK_TABLE, type PromotionLink } from '@/records/channels';
import { MEMBER_TABLE, type Member } from '@/records/members';
import { now } from '@/mocks/clock';
import { defineTable, worldTable } from '@/mocks/db';
import { fieldLabels } from '@/mocks/resource';
import { PROMOTION_TABLE, PromotionRecordSchema, type PromotionRecord } from '@/records/promotions';
import { TIKTOK_TABLE, TikTokDaySchema, type TikTokDay } from '../contract';
import '../messages';
import { promotionRecordResource } from '../resources';
import { seedPromotionRecords, seedTikTokDays } from './seed';

/**
 * The promotion records, from the members and the channels' promotion links as seeded (after
 * both), and the TikTok ad account's days, from the TikTok records. Facts of the past: nothing in
 * the console writes them, so they are not audited.
 */
const records = defineTable<PromotionRecord>(PROMOTION_TABLE, PromotionRecordSchema, () => seedPromotionRecords(worldTable<Member>(MEMBER_TABLE).all(), worldTable<PromotionLink>(LINK_TABLE).all(), now()), {
  label: 'market.record.table',
  fields: fieldLabels(promotionRecordResource),
  audited: false,
  after: [MEMBER_TABLE, LINK_TABLE],
});

const tiktokDays = defineTable<TikTokDay>(TIKTOK_TABLE, TikTokDaySchema, () => seedTikTokDays(records.all()), {
  label: 'market.tiktok.dbTable',
  fields: {
    id: 'list.id',
    campaignId: 'market.record.campaignId',
    campaignName: 'market.record.campaignName',
    date: 'report.column.date',
    currency: 'market.tiktok.currency',
    spend: 'market.tiktok.spend',
    impressions: 'market.tiktok.impressions',
  },
  audited: false,
  after: [PROMOTION_TABLE],
});

export const marketTables = { records, tiktokDays };
