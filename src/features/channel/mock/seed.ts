import { DRAMA_TABLE, type Drama } from '@/records/dramas';
import { worldTable } from '@/mocks/db';
import type { Fresh } from '@/mocks/table';
import { type Channel, type ChannelCompany, type PromotionLink } from '@/records/channels';
import { buildPromotionLink } from '@/records/channels';

/*
 * The channel world's fixed seed: the companies, the development channels members come from
 * (members seed after them and pick them by weight), and each channel's promotion links.
 */

const DAY = 86_400_000;
/** Seeded records were created in 2025, a day apart, before any member of the demo joined. */
const created = (n: number) => new Date(Date.UTC(2025, 0, 6, 1) + n * DAY).toISOString();

const COMPANIES: Array<Omit<ChannelCompany, 'createTime' | 'version'>> = [
  { id: 1, name: 'ByteDance Japan 株式会社', contact: '佐藤 健一', phone: '03-6386-0101' },
  { id: 2, name: 'Meta Platforms Japan', contact: 'Emily Clark', phone: '03-4577-0202' },
  { id: 3, name: 'Google Japan 合同会社', contact: '鈴木 美咲', phone: '03-6384-9000' },
  { id: 4, name: 'LINEヤフー株式会社', contact: '高橋 直樹', phone: '03-4316-0404' },
  { id: 5, name: 'X Japan 株式会社', contact: '田中 拓海', phone: '03-5579-0505' },
  { id: 6, name: 'Apple Japan 合同会社', contact: '伊藤 葵', phone: '03-4345-0606' },
  { id: 7, name: 'スマートニュース株式会社', contact: '渡辺 蓮', phone: '03-6455-0707' },
  { id: 8, name: '株式会社ファンコミュニケーションズ', contact: '山本 結衣', phone: '03-5766-0808' },
  { id: 9, name: '株式会社ドラマリンク', contact: '中村 陽菜', phone: '06-6345-0909' },
  { id: 10, name: 'Unity Technologies Japan', contact: '小林 翔太', phone: '03-4360-1010' },
  { id: 11, name: 'AppLovin Japan 合同会社', contact: '加藤 優奈', phone: '03-4578-1111' },
  // A company whose channels have not started yet: the one the console may delete.
  { id: 12, name: '上海星河互动传媒有限公司', contact: '王 丽', phone: '+86-21-6288-1212' },
];

/** The order of this list is the members' channel weights' order (member/mock/catalogue.ts). */
const CHANNELS: Array<Omit<Channel, 'createTime' | 'version'>> = [
  { id: 1, name: 'TikTok Ads 日本', number: 'CH1001', companyId: 1, sharePercent: 30 },
  { id: 2, name: 'Meta 広告 (Facebook / Instagram)', number: 'CH1002', companyId: 2, sharePercent: 30 },
  { id: 3, name: 'Google App Campaigns', number: 'CH1003', companyId: 3, sharePercent: 25 },
  { id: 4, name: 'LINE 広告', number: 'CH1004', companyId: 4, sharePercent: 25 },
  { id: 5, name: 'X (Twitter) 広告', number: 'CH1005', companyId: 5, sharePercent: 20 },
  { id: 6, name: 'Apple Search Ads', number: 'CH1006', companyId: 6, sharePercent: 15 },
  { id: 7, name: 'YouTube 動画広告', number: 'CH1007', companyId: 3, sharePercent: 25 },
  { id: 8, name: 'SmartNews 広告', number: 'CH1008', companyId: 7, sharePercent: 20 },
  { id: 9, name: 'A8.net アフィリエイト', number: 'CH2001', companyId: 8, sharePercent: 40 },
  { id: 10, name: 'ショート動画クリエイター連携', number: 'CH2002', companyId: 9, sharePercent: 50 },
  { id: 11, name: 'Unity Ads', number: 'CH3001', companyId: 10, sharePercent: 20 },
  { id: 12, name: 'AppLovin', number: 'CH3002', companyId: 11, sharePercent: 20 },
];

/** Promotion links per channel, in the channels' order. */
const LINKS_PER_CHANNEL = [5, 4, 3, 3, 2, 1, 2, 2, 6, 8, 1, 1];
const CAMPAIGNS = ['新規インストール', '週末ドラマ祭り', '初回チャージ特典', 'VIP 体験', '人気作リターゲティング', '春の新作', '夏休みキャンペーン', 'クリエイター紹介'];
/** The campaigns' utm_campaign, in the same order. */
const CAMPAIGN_SLUGS = ['new_install', 'weekend_drama', 'first_charge', 'vip_trial', 'retargeting', 'spring_new', 'summer_break', 'creator_intro'];
/** Each channel's utm_source and utm_medium, in the channels' order. */
const SOURCES: Array<[string, string]> = [
  ['tiktok', 'paid_social'], ['meta', 'paid_social'], ['google', 'app_campaign'], ['line', 'paid_social'], ['x', 'paid_social'], ['apple_search', 'cpc'],
  ['youtube', 'video'], ['smartnews', 'native'], ['a8', 'affiliate'], ['creator', 'referral'], ['unity', 'rewarded_video'], ['applovin', 'rewarded_video'],
];

export const seedCompanies = (): Fresh<ChannelCompany>[] => COMPANIES.map((c, i) => ({ ...c, createTime: created(i) }));

export const seedChannels = (): Fresh<Channel>[] => CHANNELS.map((c, i) => ({ ...c, createTime: created(20 + i) }));

/**
 * The links made before the demo's history starts: each opens a drama on the shelf (read through
 * the theater's contract; the table seeds after the dramas) from its first episode, with the
 * channel's campaign parameters and no pixel.
 */
export function seedLinks(): Fresh<PromotionLink>[] {
  const shelf = worldTable<Drama>(DRAMA_TABLE)
    .all()
    .filter((d) => d.grounding === 'uploaded' && d.releasedEpisodes > 0)
    .sort((a, b) => a.id - b.id);
  const rows: Fresh<PromotionLink>[] = [];
  CHANNELS.forEach((channel, k) => {
    for (let n = 0; n < LINKS_PER_CHANNEL[k]; n++) {
      const drama = shelf.length ? shelf[(rows.length * 7) % shelf.length] : null;
      const [utmSource, utmMedium] = SOURCES[k];
      const utmCampaign = CAMPAIGN_SLUGS[n % CAMPAIGN_SLUGS.length];
      const utmContent = `v${n + 1}`;
      rows.push({
        id: rows.length + 1,
        channelId: channel.id,
        name: `${channel.name} ${CAMPAIGNS[n % CAMPAIGNS.length]}`,
        url: drama
          ? buildPromotionLink({ channelNumber: channel.number, dramaId: drama.id, episode: 1, pixelCode: null, utmSource, utmMedium, utmCampaign, utmContent })
          : `/s/${channel.number.toLowerCase()}-${n + 1}`,
        dramaId: drama?.id ?? null,
        startEpisode: drama ? 1 : null,
        pixelId: null,
        utmSource,
        utmMedium,
        utmCampaign,
        utmContent,
        operator: '',
        createTime: created(40 + rows.length),
      });
    }
  });
  return rows;
}
