import * as v from 'valibot';
import './messages';
import { RecordVersion } from '@/lib/api/contract';

/*
 * Paid acquisition (shared records): promotion records (one device's touch of an ad: spec section
 * 3's advertising promotion records) and the feedback (pixel) configurations that report
 * conversions back to the ad platforms. The marketing reports count the records; the tools' postbacks
 * read them (click ids, user agents); channels' promotion links name a pixel.
 */

/** click: the device clicked the ad (and landed on its page); viewed: it only saw it (view-through). */
export const AD_BEHAVIOURS = ['click', 'viewed'] as const;
export type AdBehaviour = (typeof AD_BEHAVIOURS)[number];

/** The device a record came from. */
export const AD_DEVICE_TYPES = ['iphone', 'ipad', 'android', 'androidTablet', 'desktop'] as const;
export type AdDeviceType = (typeof AD_DEVICE_TYPES)[number];

/** The ad platforms (a promotion link's utm_source). */
export const AD_SOURCES = ['tiktok', 'meta', 'google', 'line', 'x', 'apple_search', 'youtube', 'smartnews', 'a8', 'creator', 'unity', 'applovin'] as const;
export type AdSource = (typeof AD_SOURCES)[number];
export const isAdSource = (x: string): x is AdSource => (AD_SOURCES as readonly string[]).includes(x);

export const PromotionRecordSchema = v.object({
  id: v.number(),
  /** The channel and the promotion link (the ad group) the touch came through. */
  channelId: v.number(),
  linkId: v.number(),
  source: v.picklist(AD_SOURCES),
  campaignId: v.string(),
  campaignName: v.string(),
  adGroupId: v.string(),
  adGroupName: v.string(),
  behaviour: v.picklist(AD_BEHAVIOURS),
  deviceType: v.picklist(AD_DEVICE_TYPES),
  deviceModel: v.string(),
  /** The system and its version ("iOS 17.5"). */
  osVersion: v.string(),
  /** CSS pixels, width x height. */
  screenSize: v.string(),
  /** Where the ad ran (the platform's placement or site id). */
  siteId: v.string(),
  /** Attribution IPs: of the touch, and of the activation ('' without one). */
  clickIp: v.string(),
  activationIp: v.string(),
  /** Clicks of the device on the ad (0 when only viewed), and activations (1: installed and opened the app). */
  clicks: v.number(),
  activations: v.number(),
  /** The member the activation is (null without one). */
  memberId: v.nullable(v.number()),
  cardNumber: v.string(),
  touchTime: v.string(),
  activationTime: v.nullable(v.string()),
  /** The record's time: its activation's, else its touch's (periods and the list's time filter use it). */
  time: v.string(),
});
export type PromotionRecord = v.InferOutput<typeof PromotionRecordSchema>;

/** The mock world's promotion records (defined by the market area's mock). */
export const PROMOTION_TABLE = 'promotionRecords';

/* ------------------------------------------------------------------------------------------------
 * Campaigns and ad groups of promotion links; click ids and user agents (the postbacks read them).
 * ---------------------------------------------------------------------------------------------- */

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  h = Math.imul(h ^ (h >>> 15), 2246822519);
  return (h ^ (h >>> 13)) >>> 0;
}
/** `n` digits fixed by a text. */
function digitsOf(text: string, n: number): string {
  let out = '';
  for (let i = 0; out.length < n; i++) out += String(hash(`${text}#${i}`)).padStart(10, '0');
  return out.slice(0, n);
}
/** Each platform's id style: TikTok 19 digits from 17…, Meta 18 from 2385…, the others 11. */
function platformId(source: string, key: string): string {
  if (source === 'tiktok') return `17${digitsOf(key, 17)}`;
  if (source === 'meta') return `2385${digitsOf(key, 14)}`;
  return `9${digitsOf(key, 10)}`;
}

/** A promotion link as an ad group and its campaign: the campaign is the channel's utm_campaign, the ad group the link. */
export interface LinkCampaign {
  campaignId: string;
  campaignName: string;
  adGroupId: string;
  adGroupName: string;
}
export function campaignOfLink(link: { id: number; channelId: number; name: string; utmSource: string; utmCampaign: string; utmContent: string }): LinkCampaign {
  const campaign = link.utmCampaign || 'default';
  return {
    campaignId: platformId(link.utmSource, `campaign:${link.channelId}:${campaign}`),
    campaignName: `${link.utmSource || 'channel'}_${campaign}`,
    adGroupId: platformId(link.utmSource, `adgroup:${link.id}`),
    adGroupName: link.name,
  };
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
function charsOf(key: string, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += ALNUM[hash(`${key}:${i}`) % ALNUM.length];
  return out;
}

/** The click id the platform put on the landing page's URL (fbclid, ttclid…); '' for a view. */
export function clickIdOf(record: Pick<PromotionRecord, 'id' | 'source' | 'behaviour'>): string {
  if (record.behaviour !== 'click') return '';
  if (record.source === 'meta') return `IwAR${charsOf(`fbclid:${record.id}`, 28)}`;
  if (record.source === 'tiktok') return `E.C.P.${charsOf(`ttclid:${record.id}`, 40)}`;
  return charsOf(`clid:${record.id}`, 24);
}
/** The click id's name on the URL. */
export const CLICK_ID_PARAM: Record<string, string> = { meta: 'fbclid', tiktok: 'ttclid', google: 'gclid', youtube: 'gclid', line: 'ldtag_cl', x: 'twclid' };

/** Meta's click cookie (fbc): fb.1.<click time in ms>.<fbclid>; '' for other platforms and views. */
export function fbcOf(record: Pick<PromotionRecord, 'id' | 'source' | 'behaviour' | 'touchTime'>): string {
  if (record.source !== 'meta' || record.behaviour !== 'click') return '';
  return `fb.1.${Date.parse(record.touchTime)}.${clickIdOf(record)}`;
}

/** The landing page's URL as the device opened it: the link with the click id. */
export function landingUrlOf(linkUrl: string, record: Pick<PromotionRecord, 'id' | 'source' | 'behaviour'>): string {
  const id = clickIdOf(record);
  if (!id) return linkUrl;
  return `${linkUrl}${linkUrl.includes('?') ? '&' : '?'}${CLICK_ID_PARAM[record.source] ?? 'clid'}=${id}`;
}

/** The device's user agent (the app's web view, or the browser on a desktop). */
export function userAgentOf(record: Pick<PromotionRecord, 'deviceType' | 'deviceModel' | 'osVersion'>, appVersion = '2.6.0'): string {
  const version = record.osVersion.replace(/^[A-Za-z ]+/, '').trim();
  switch (record.deviceType) {
    case 'iphone':
    case 'ipad': {
      const device = record.deviceType === 'ipad' ? 'iPad; CPU OS' : 'iPhone; CPU iPhone OS';
      return `Mozilla/5.0 (${device} ${version.replace(/\./g, '_')} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 DramaApp/${appVersion}`;
    }
    case 'android':
    case 'androidTablet':
      return `Mozilla/5.0 (Linux; Android ${version}; ${record.deviceModel}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36 DramaApp/${appVersion}`;
    default:
      return record.osVersion.startsWith('macOS')
        ? 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'
        : 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
  }
}

/* ------------------------------------------------------------------------------------------------
 * Feedback (pixel) configurations: toolCategory/configureFeedback.
 * ---------------------------------------------------------------------------------------------- */

/** The advertising platforms a pixel reports conversions to. */
export const PIXEL_PLATFORMS = ['meta', 'tiktok'] as const;
export type PixelPlatform = (typeof PIXEL_PLATFORMS)[number];

/** The mock world's pixel configurations (defined by the tools area's mock). */
export const PIXEL_TABLE = 'pixelConfigs';

/** A configuration as stored: with its access token, which no answer ever carries. */
export const PixelConfigSchema = v.object({
  id: v.number(),
  name: v.string(),
  platform: v.picklist(PIXEL_PLATFORMS),
  pixelCode: v.string(),
  /** The Conversions API / Events API access token: stored, never answered, never logged. */
  accessToken: v.string(),
  remark: v.string(),
  enabled: v.boolean(),
  /** The last test event: when, whether the platform accepted it, and what it answered. */
  lastTestTime: v.nullable(v.string()),
  lastTestOk: v.nullable(v.boolean()),
  lastTestMessage: v.string(),
  createTime: v.string(),
  version: RecordVersion,
});
export type PixelConfig = v.InferOutput<typeof PixelConfigSchema>;
