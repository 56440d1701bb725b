import type { PromotionLink } from '@/records/channels';
import type { Member } from '@/records/members';
import { dayOfTime, dayText } from '@/lib/report/period';
import type { Fresh } from '@/mocks/table';
import { campaignOfLink, isAdSource, type AdBehaviour, type AdDeviceType, type AdSource, type PromotionRecord } from '@/records/promotions';
import { TIKTOK_CURRENCY, type TikTokDay } from '../contract';

/*
 * The marketing world's seed, read from the members, channels and promotion links as seeded:
 * - every member who joined through a channel is an activation: a promotion record of one of its
 *   channel's links (the ad group), touched shortly before the member joined, from the member's
 *   device and join IP;
 * - beside them, the devices that touched the same ads and never installed (a few per activation,
 *   around the same time, random devices and IPs): the platforms report them, the world has no
 *   member for them;
 * - the TikTok ad account's spend and impressions per campaign and day, from the TikTok records'
 *   clicks of the day (a CPM and a CTR per campaign and day).
 * Plain loops and a small seeded generator per member: no faker (about 11,000 records).
 */

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

/** mulberry32, seeded. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const seedOf = (id: number, salt: number) => (Math.imul(id ^ 0x2c1b3c6d, 2654435761) + salt * 7919 + 31_337) >>> 0;
const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)];

/** Devices by platform: type, model, screen (CSS px) and the systems they run. */
interface Device {
  type: AdDeviceType;
  model: string;
  screen: string;
  systems: readonly string[];
}
const IOS_SYSTEMS = ['iOS 16.7', 'iOS 17.4', 'iOS 17.5', 'iOS 17.6', 'iOS 18.0', 'iOS 18.1'];
const ANDROID_SYSTEMS = ['Android 12', 'Android 13', 'Android 14', 'Android 14', 'Android 15'];
const DEVICES: Record<Member['platform'], readonly Device[]> = {
  ios: [
    { type: 'iphone', model: 'iPhone 15', screen: '393x852', systems: IOS_SYSTEMS.slice(2) },
    { type: 'iphone', model: 'iPhone 15 Pro Max', screen: '430x932', systems: IOS_SYSTEMS.slice(2) },
    { type: 'iphone', model: 'iPhone 14', screen: '390x844', systems: IOS_SYSTEMS.slice(1) },
    { type: 'iphone', model: 'iPhone 13', screen: '390x844', systems: IOS_SYSTEMS },
    { type: 'iphone', model: 'iPhone SE (3rd)', screen: '375x667', systems: IOS_SYSTEMS },
    { type: 'iphone', model: 'iPhone 12', screen: '390x844', systems: IOS_SYSTEMS },
    { type: 'ipad', model: 'iPad (10th)', screen: '820x1180', systems: IOS_SYSTEMS.slice(1) },
  ],
  android: [
    { type: 'android', model: 'Pixel 8', screen: '412x915', systems: ANDROID_SYSTEMS.slice(2) },
    { type: 'android', model: 'Galaxy S23', screen: '360x780', systems: ANDROID_SYSTEMS.slice(1) },
    { type: 'android', model: 'AQUOS sense8', screen: '393x873', systems: ANDROID_SYSTEMS.slice(1) },
    { type: 'android', model: 'Xperia 10 V', screen: '384x854', systems: ANDROID_SYSTEMS.slice(1) },
    { type: 'android', model: 'OPPO Reno10 Pro', screen: '412x915', systems: ANDROID_SYSTEMS.slice(1) },
    { type: 'android', model: 'arrows We', screen: '360x800', systems: ANDROID_SYSTEMS },
    { type: 'androidTablet', model: 'Galaxy Tab S9', screen: '800x1280', systems: ANDROID_SYSTEMS.slice(2) },
  ],
  h5: [
    { type: 'desktop', model: 'Chrome (Windows)', screen: '1920x1080', systems: ['Windows 10', 'Windows 11'] },
    { type: 'desktop', model: 'Safari (Mac)', screen: '1440x900', systems: ['macOS 14.5', 'macOS 15.0'] },
    { type: 'iphone', model: 'Safari (iPhone)', screen: '390x844', systems: IOS_SYSTEMS.slice(2) },
    { type: 'android', model: 'Chrome (Android)', screen: '412x915', systems: ANDROID_SYSTEMS.slice(2) },
  ],
};
/** A string's hash (a device id picks its device). */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
function deviceFrom(platform: Member['platform'], key: number): { device: Device; system: string } {
  const list = DEVICES[platform];
  const device = list[key % list.length];
  return { device, system: device.systems[Math.floor(key / list.length) % device.systems.length] };
}

/** Where each platform's ads run (its placements or publisher sites). */
const SITES: Record<AdSource, readonly string[]> = {
  tiktok: ['tiktok', 'tiktok_search', 'pangle'],
  meta: ['facebook', 'instagram', 'instagram_reels', 'audience_network', 'messenger'],
  google: ['youtube', 'google_search', 'google_display', 'google_discover', 'google_play'],
  line: ['line_talk_head', 'line_news', 'line_voom', 'line_lap'],
  x: ['x_timeline', 'x_search', 'x_profile'],
  apple_search: ['app_store_search', 'app_store_today'],
  youtube: ['youtube_shorts', 'youtube_instream', 'youtube_feed'],
  smartnews: ['smartnews_feed', 'smartnews_standard'],
  a8: ['a8_site_204118', 'a8_site_310522', 'a8_site_077931', 'a8_site_512006'],
  creator: ['creator_2201', 'creator_2207', 'creator_2231', 'creator_2245'],
  unity: ['unity_1503392', 'unity_3308177', 'unity_5520061'],
  applovin: ['applovin_max_104', 'applovin_max_219', 'applovin_max_377'],
};
/** View-through share of each platform's touches (video and rewarded ads are watched more than clicked). */
const VIEW_SHARE: Record<AdSource, number> = { tiktok: 0.24, meta: 0.16, google: 0.08, line: 0.12, x: 0.12, apple_search: 0.02, youtube: 0.3, smartnews: 0.06, a8: 0, creator: 0.04, unity: 0.35, applovin: 0.35 };
const IP_PREFIXES = ['126', '60', '153', '219', '114', '180', '106', '49', '101', '211', '27', '133'];
const ip = (r: () => number) => `${pick(r, IP_PREFIXES)}.${Math.floor(r() * 256)}.${Math.floor(r() * 256)}.${1 + Math.floor(r() * 254)}`;
/** Another address of the same network (a phone's click on mobile data, its install on Wi-Fi at home, or the reverse). */
const nearby = (address: string, r: () => number) => `${address.split('.').slice(0, 3).join('.')}.${1 + Math.floor(r() * 254)}`;

interface AdGroup {
  link: PromotionLink;
  source: AdSource;
  campaign: ReturnType<typeof campaignOfLink>;
  /** Touches without an activation per activation, on average. */
  misses: number;
}

/** The ad groups of each channel: its seeded promotion links from a known platform, by id. */
function adGroups(links: readonly PromotionLink[]): Map<number, AdGroup[]> {
  const out = new Map<number, AdGroup[]>();
  for (const link of [...links].sort((a, b) => a.id - b.id)) {
    if (!isAdSource(link.utmSource)) continue;
    const group: AdGroup = { link, source: link.utmSource, campaign: campaignOfLink(link), misses: 2 + (link.id % 4) };
    const list = out.get(link.channelId);
    if (list) list.push(group);
    else out.set(link.channelId, [group]);
  }
  return out;
}

export function seedPromotionRecords(members: readonly Member[], links: readonly PromotionLink[], at: number): Fresh<PromotionRecord>[] {
  const groups = adGroups(links);
  const rows: Fresh<PromotionRecord>[] = [];
  const iso = (ms: number) => new Date(ms).toISOString();
  const latest = at - MINUTE;
  const sorted = [...members].sort((a, b) => a.id - b.id);
  for (const m of sorted) {
    if (m.channelId == null) continue;
    const choices = groups.get(m.channelId);
    if (!choices?.length) continue;
    const r = generator(seedOf(m.id, 1));
    const g = pick(r, choices);
    const join = Date.parse(m.joinTime);
    const viewed = r() < VIEW_SHARE[g.source];
    const behaviour: AdBehaviour = viewed ? 'viewed' : 'click';
    const touch = viewed ? join - 10 * MINUTE - Math.floor(r() * 20 * HOUR) : join - 2 * MINUTE - Math.floor(r() ** 3 * 2 * DAY);
    const { device, system } = deviceFrom(m.platform, hash(m.deviceId));
    const clicks = viewed ? 0 : 1 + Number(r() < 0.22) + Number(r() < 0.05);
    rows.push({
      id: rows.length + 1,
      channelId: m.channelId,
      linkId: g.link.id,
      source: g.source,
      ...g.campaign,
      behaviour,
      deviceType: device.type,
      deviceModel: device.model,
      osVersion: system,
      screenSize: device.screen,
      siteId: pick(r, SITES[g.source]),
      clickIp: r() < 0.7 ? m.joinIp : nearby(m.joinIp, r),
      activationIp: m.joinIp,
      clicks,
      activations: 1,
      memberId: m.id,
      cardNumber: m.cardNumber,
      touchTime: iso(touch),
      activationTime: m.joinTime,
      time: m.joinTime,
    });
    // The devices that touched the same ad group around then and did not install.
    const misses = Math.floor(r() * 2 * g.misses + r());
    for (let k = 0; k < misses; k++) {
      const t = Math.min(latest, join + Math.floor((r() - 0.5) * 3 * DAY));
      const platform: Member['platform'] = r() < 0.46 ? 'ios' : r() < 0.74 ? 'android' : 'h5';
      const other = deviceFrom(platform, Math.floor(r() * 1_000_000));
      const missViewed = r() < VIEW_SHARE[g.source] * 1.6;
      const time = iso(t);
      rows.push({
        id: rows.length + 1,
        channelId: m.channelId,
        linkId: g.link.id,
        source: g.source,
        ...g.campaign,
        behaviour: missViewed ? 'viewed' : 'click',
        deviceType: other.device.type,
        deviceModel: other.device.model,
        osVersion: other.system,
        screenSize: other.device.screen,
        siteId: pick(r, SITES[g.source]),
        clickIp: ip(r),
        activationIp: '',
        clicks: missViewed ? 0 : 1 + Number(r() < 0.12),
        activations: 0,
        memberId: null,
        cardNumber: '',
        touchTime: time,
        activationTime: null,
        time,
      });
    }
  }
  return rows;
}

/**
 * The TikTok ad account's figures: each TikTok campaign runs every day from its first record to
 * the last; the day's impressions follow its clicks (a click-through rate of 0.8-2.4 %, fixed by
 * campaign and day), or a few hundred on a day without a click, and the spend is the impressions
 * at a CPM of US$2.5-4.5.
 */
export function seedTikTokDays(records: readonly Fresh<PromotionRecord>[]): Fresh<TikTokDay>[] {
  const campaigns = new Map<string, { name: string; clicks: Map<number, number>; first: number; last: number }>();
  for (const rec of records) {
    if (rec.source !== 'tiktok') continue;
    const day = dayOfTime(Date.parse(rec.touchTime));
    let c = campaigns.get(rec.campaignId);
    if (!c) campaigns.set(rec.campaignId, (c = { name: rec.campaignName, clicks: new Map(), first: day, last: day }));
    c.clicks.set(day, (c.clicks.get(day) ?? 0) + rec.clicks);
    c.first = Math.min(c.first, day);
    c.last = Math.max(c.last, day);
  }
  const rows: Fresh<TikTokDay>[] = [];
  for (const [campaignId, c] of [...campaigns].sort((a, b) => a[0].localeCompare(b[0]))) {
    for (let day = c.first; day <= c.last; day++) {
      const r = generator(seedOf(day, hash(campaignId)));
      const clicks = c.clicks.get(day) ?? 0;
      const ctr = 0.008 + 0.016 * r();
      const cpm = 2.5 + 2 * r();
      const impressions = clicks > 0 ? Math.round(clicks / ctr) : 150 + Math.floor(r() * 600);
      rows.push({
        id: rows.length + 1,
        campaignId,
        campaignName: c.name,
        date: dayText(day),
        currency: TIKTOK_CURRENCY,
        spend: Math.round((impressions * cpm) / 10) / 100,
        impressions,
      });
    }
  }
  return rows;
}
