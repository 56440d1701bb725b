import { defineAreaMock } from '@/mocks/area';
import { defineTable } from '@/mocks/db';
import { crudHandlers, fieldLabels } from '@/mocks/resource';
import { CHANNEL_TABLE, ChannelSchema, type Channel } from '../contract';
import '../messages';
import { channelResource } from '../resources';

/** Development channels of the demo world: seeded before members, who point at them. */
const CHANNELS: Channel[] = [
  { id: 1, name: 'TikTok Ads 日本', number: 'CH1001', company: 'ByteDance Japan 株式会社' },
  { id: 2, name: 'Meta 広告 (Facebook / Instagram)', number: 'CH1002', company: 'Meta Platforms Japan' },
  { id: 3, name: 'Google App Campaigns', number: 'CH1003', company: 'Google Japan 合同会社' },
  { id: 4, name: 'LINE 広告', number: 'CH1004', company: 'LINEヤフー株式会社' },
  { id: 5, name: 'X (Twitter) 広告', number: 'CH1005', company: 'X Japan 株式会社' },
  { id: 6, name: 'Apple Search Ads', number: 'CH1006', company: 'Apple Japan 合同会社' },
  { id: 7, name: 'YouTube 動画広告', number: 'CH1007', company: 'Google Japan 合同会社' },
  { id: 8, name: 'SmartNews 広告', number: 'CH1008', company: 'スマートニュース株式会社' },
  { id: 9, name: 'A8.net アフィリエイト', number: 'CH2001', company: '株式会社ファンコミュニケーションズ' },
  { id: 10, name: 'ショート動画クリエイター連携', number: 'CH2002', company: '株式会社ドラマリンク' },
  { id: 11, name: 'Unity Ads', number: 'CH3001', company: 'Unity Technologies Japan' },
  { id: 12, name: 'AppLovin', number: 'CH3002', company: 'AppLovin Japan 合同会社' },
];

export const channels = defineTable<Channel>(CHANNEL_TABLE, ChannelSchema, () => CHANNELS.map((c) => ({ ...c })), {
  label: 'channel.table.channels',
  fields: fieldLabels(channelResource),
});

export default defineAreaMock({
  name: 'channel',
  // The list members' options come from (read only until channel/management).
  handlers: crudHandlers({ def: channelResource, table: channels }),
});
