import { CHANNEL_TABLE, type Channel } from '@/records/channels';
import { MEMBER_TABLE, type Member } from '@/records/members';
import { CONFIG_TABLE, type SystemConfig } from '@/records/config';
import { defineTable, worldTable } from '@/mocks/db';
import { defineLogSubject } from '@/mocks/oplog';
import { fieldLabels } from '@/mocks/resource';
import { CARD_BATCH_TABLE, CARD_CODE_TABLE, CardBatchSchema, CardCodeSchema, PACKAGE_TABLE, PackageSchema, VIP_TYPE_TABLE, VipTypeSchema, type CardBatch, type CardCode, type Package, type VipType } from '@/records/catalogue';
import { CARD_REDEMPTION_TABLE, ORDER_TABLE, VIP_RECORD_TABLE, type CardRedemption, type Order, type VipRecord } from '@/records/orders';
import { ATTRIBUTION_TABLE, AttributionConfigSchema, WHITE_LIST_TABLE, WhiteListSchema, type AttributionConfig, type WhiteListEntry } from '../contract';
import { batchResource, codeResource } from '../resources/cards';
import { packageResource } from '../resources/packages';
import { vipTypeResource } from '../resources/vipTypes';
import { whiteListResource } from '../resources/whiteList';
import { seedAttribution, seedCardBatches, seedCardCodes, seedPackages, seedVipTypes, seedWhiteList } from './seed';

/*
 * The money area's tables. VIP types, packages and card batches seed before the members (the
 * member simulation buys and redeems from them); the card codes after their batches; the white
 * list after the members; the attribution settings after the channels. The orders, VIP records
 * and card redemptions are the member mock's tables (shared records: src/records/orders.ts), read here.
 */

const vipTypes = defineTable<VipType>(VIP_TYPE_TABLE, VipTypeSchema, () => seedVipTypes(), {
  label: 'operate.vipType.table',
  fields: fieldLabels(vipTypeResource),
});
const packages = defineTable<Package>(PACKAGE_TABLE, PackageSchema, ({ members }) => seedPackages({ members }), {
  label: 'operate.package.table',
  fields: fieldLabels(packageResource),
});
const batches = defineTable<CardBatch>(CARD_BATCH_TABLE, CardBatchSchema, () => seedCardBatches(), {
  label: 'operate.card.batchTable',
  fields: fieldLabels(batchResource),
});
/**
 * One row per code: a batch of 10,000 is 10,000 rows. Not audited row by row (the batch is, and
 * each void is logged as an action of the card codes' subject), so the operation log says what
 * an operator did, once.
 */
const codes = defineTable<CardCode>(CARD_CODE_TABLE, CardCodeSchema, ({ faker }) => seedCardCodes(faker, batches.all()), {
  label: 'operate.card.codeTable',
  fields: fieldLabels(codeResource),
  audited: false,
  after: [CARD_BATCH_TABLE],
});
defineLogSubject(CARD_CODE_TABLE, 'operate.card.codeTable');
const whiteList = defineTable<WhiteListEntry>(WHITE_LIST_TABLE, WhiteListSchema, () => seedWhiteList(worldTable<Member>(MEMBER_TABLE).all()), {
  label: 'operate.white.table',
  fields: fieldLabels(whiteListResource),
  after: [MEMBER_TABLE],
});
const attribution = defineTable<AttributionConfig>(ATTRIBUTION_TABLE, AttributionConfigSchema, () => seedAttribution(worldTable<Channel>(CHANNEL_TABLE).all()), {
  label: 'operate.attribution.table',
  fields: { natural: 'operate.attribution.natural', channelIds: 'operate.attribution.channels', updateTime: 'operate.attribution.updateTime', updatedBy: 'operate.attribution.updatedBy' },
  after: [CHANNEL_TABLE],
});

export const moneyTables = { vipTypes, packages, batches, codes, whiteList, attribution };

/** The member mock's tables and the other areas' this side reads (resolved on use). */
export const world = {
  members: () => worldTable<Member>(MEMBER_TABLE),
  orders: () => worldTable<Order>(ORDER_TABLE),
  vipRecords: () => worldTable<VipRecord>(VIP_RECORD_TABLE),
  redemptions: () => worldTable<CardRedemption>(CARD_REDEMPTION_TABLE),
  channels: () => worldTable<Channel>(CHANNEL_TABLE),
  config: () => worldTable<SystemConfig>(CONFIG_TABLE).get(1),
};
