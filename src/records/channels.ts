import * as v from 'valibot';
import './messages';
import { RecordVersion, defineCall } from '@/lib/api/contract';
import type { OptionsSource } from '@/lib/resource/types';
import { defineMigrationTarget } from '@/lib/migration';
import { maxChars, nameRule } from '@/lib/text';

/*
 * Channels (section 3: channel company: name, contact, phone; channel: name, id, number, company)
 * and their promotion links (shared records). The channel area edits them; members point at a
 * development channel (the member filters, columns and the set-channel form list the channels);
 * the marketing reports, the tools and the money area's attribution read them.
 */

/** A channel company: a partner that runs one or more development channels. */
export const ChannelCompanySchema = v.object({
  id: v.number(),
  name: v.string(),
  contact: v.string(),
  phone: v.string(),
  createTime: v.string(),
  version: RecordVersion,
});
export type ChannelCompany = v.InferOutput<typeof ChannelCompanySchema>;

/** A development channel (members point at one). */
export const ChannelSchema = v.object({
  id: v.number(),
  name: v.string(),
  /** The channel number used in promotion links. */
  number: v.string(),
  /** The channel company (a record of the company table). */
  companyId: v.number(),
  /** The company's share of what the channel's members pay, in percent. */
  sharePercent: v.number(),
  createTime: v.string(),
  version: RecordVersion,
});
export type Channel = v.InferOutput<typeof ChannelSchema>;

/**
 * A promotion link of a channel, made with the link generator (toolCategory/generationLinks): the
 * landing page of a drama from an episode, for a channel, with the pixel that reports the
 * conversions and the campaign parameters; the distribution console counts them per channel.
 */
export const PromotionLinkSchema = v.object({
  id: v.number(),
  channelId: v.number(),
  name: v.string(),
  url: v.string(),
  /** The drama the link opens, from this episode. */
  dramaId: v.nullable(v.number()),
  startEpisode: v.nullable(v.number()),
  /** The feedback (pixel) configuration whose pixel the landing page loads (toolCategory/configureFeedback); null: none. */
  pixelId: v.nullable(v.number()),
  /** Campaign parameters (utm_source, utm_medium, utm_campaign, utm_content); empty: not set. */
  utmSource: v.string(),
  utmMedium: v.string(),
  utmCampaign: v.string(),
  utmContent: v.string(),
  /** Who generated it (empty for links made before the console kept it). */
  operator: v.string(),
  createTime: v.string(),
});
export type PromotionLink = v.InferOutput<typeof PromotionLinkSchema>;

/** The mock world's tables (another area's mock reads channels by this name). */
export const CHANNEL_TABLE = 'channels';
export const COMPANY_TABLE = 'channelCompanies';
export const LINK_TABLE = 'promotionLinks';

/** The channel list's endpoint: POST channel/v1/page (the resource pattern). */
export const CHANNEL_ENDPOINT = 'channel';
export const COMPANY_ENDPOINT = 'channelCompany';

/** Channel options (value: id, label: name) for member filters, columns and the set-channel form. */
export const CHANNEL_OPTIONS: OptionsSource = { endpoint: CHANNEL_ENDPOINT, valueKey: 'id', labelKey: 'name' };
export const COMPANY_OPTIONS: OptionsSource = { endpoint: COMPANY_ENDPOINT, valueKey: 'id', labelKey: 'name' };

/* ------------------------------------------------------------------------------------------------
 * Companies' rules (the company form, and data migration's company target: one rule each).
 * ---------------------------------------------------------------------------------------------- */

/** A company's phone: digits and hyphens, an optional leading +, 8 to 20 characters (Japanese and Chinese numbers). */
export const companyPhoneRule = v.pipe(v.string(), v.trim(), v.regex(/^\+?[0-9][0-9-]{6,18}[0-9]$/, 'channel.company.phoneRule'));
export const companyNameRule = nameRule(2, 50, 'channel.company.nameLength');
export const contactRule = nameRule(1, 20, 'channel.company.contactLength');

/**
 * Data migration (toolCategory/dataMigration, src/lib/migration.ts): channel companies from an
 * Excel file, with the company form's rules; a name another company has is refused.
 */
export const COMPANY_MIGRATION = defineMigrationTarget({
  key: 'channelCompanies',
  title: 'channel.table.companies',
  grant: 'channel/management',
  messages: () => import('./messages'),
  fields: [
    { key: 'name', label: 'channel.company.name', kind: 'text', required: true, rule: companyNameRule, example: '株式会社サンプル広告' },
    { key: 'contact', label: 'channel.company.contact', kind: 'text', required: true, rule: contactRule, example: '山田 太郎' },
    { key: 'phone', label: 'channel.company.phone', kind: 'text', required: true, rule: companyPhoneRule, example: '03-1234-5678' },
  ],
});


/* ------------------------------------------------------------------------------------------------
 * Promotion links: how a link is built and read (the generator, the app's landing page), and the
 * generator's call (toolCategory/generationLinks; answered by the channel area's mock). Tests:
 * tests/unit/tools/links.test.ts.
 * ---------------------------------------------------------------------------------------------- */

/** Where promotion links land: the app's H5 site; `/s/<channel number>/<drama id>`. */
export const LINK_ORIGIN = 'https://h5.drama.example';
const LINK_PATH = /^\/s\/([A-Za-z0-9]{2,16})\/(\d{1,9})$/;

/** The campaign parameters a link carries, by their query names. */
export const UTM_PARAMS = { utmSource: 'utm_source', utmMedium: 'utm_medium', utmCampaign: 'utm_campaign', utmContent: 'utm_content' } as const;
export type UtmKey = keyof typeof UTM_PARAMS;

/** What a promotion link says: the channel, the drama and the episode it opens at, the pixel, the campaign. */
export interface LinkParts {
  channelNumber: string;
  dramaId: number;
  /** The episode the landing page plays first (1: the beginning). */
  episode: number;
  /** The pixel's code the landing page loads (a feedback configuration's), or null. */
  pixelCode: string | null;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  utmContent: string;
}

/** The link: `https://h5.drama.example/s/CH1001/1003?ep=4&px=…&utm_source=…` (empty parameters left out). */
export function buildPromotionLink(parts: LinkParts): string {
  const url = new URL(`/s/${parts.channelNumber}/${parts.dramaId}`, LINK_ORIGIN);
  url.searchParams.set('ep', String(parts.episode));
  if (parts.pixelCode) url.searchParams.set('px', parts.pixelCode);
  for (const [key, name] of Object.entries(UTM_PARAMS) as Array<[UtmKey, string]>) {
    const value = parts[key].trim();
    if (value) url.searchParams.set(name, value);
  }
  return url.toString();
}

/** Reads a promotion link back; null when it is not one (another site, another path, no episode). */
export function parsePromotionLink(text: string): LinkParts | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.origin !== LINK_ORIGIN) return null;
  const path = LINK_PATH.exec(url.pathname);
  const ep = url.searchParams.get('ep') ?? '';
  if (!path || !/^[1-9]\d{0,5}$/.test(ep)) return null;
  const dramaId = Number(path[2]);
  if (dramaId < 1) return null;
  const utm = Object.fromEntries((Object.entries(UTM_PARAMS) as Array<[UtmKey, string]>).map(([key, name]) => [key, url.searchParams.get(name) ?? ''])) as Record<UtmKey, string>;
  return { channelNumber: path[1], dramaId, episode: Number(ep), pixelCode: url.searchParams.get('px') || null, ...utm };
}

const whole = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(999_999_999, message));
const utmRule = v.pipe(v.string(), v.trim(), maxChars(100, 'channel.link.utmLength'), v.regex(/^[^\s&#?=]*$/, 'channel.link.utmChars'));

/** The generator's form, as the page checks it and the server again: one schema. */
export const GenerateLinkRequestSchema = v.object({
  name: nameRule(1, 60, 'channel.link.nameLength'),
  channelId: whole('channel.link.channelRequired'),
  dramaId: whole('channel.link.dramaRequired'),
  startEpisode: v.pipe(v.number('channel.link.episodeRule'), v.integer('channel.link.episodeRule'), v.minValue(1, 'channel.link.episodeRule'), v.maxValue(1000, 'channel.link.episodeRule')),
  pixelId: v.nullable(whole('channel.link.pixelMissing')),
  utmSource: utmRule,
  utmMedium: utmRule,
  utmCampaign: utmRule,
  utmContent: utmRule,
});
export type GenerateLinkRequest = v.InferOutput<typeof GenerateLinkRequestSchema>;

export const generateLinkCall = defineCall({
  method: 'POST',
  path: 'promotionLink/v1/generate',
  request: GenerateLinkRequestSchema,
  response: PromotionLinkSchema,
  access: 'write',
  grant: 'toolCategory/generationLinks',
  summary: "Generates a channel's promotion link to a drama from an episode, with a pixel and campaign parameters, and keeps it (the distribution console counts it).",
  notes:
    'The channel must exist; the drama must be on the shelf and the episode released; the pixel, when given, must be an enabled feedback configuration (its code goes into the link). The link is built by `buildPromotionLink` and answered with the stored record.',
});


export const linkApi = { generate: (input: GenerateLinkRequest) => generateLinkCall.send(input) };
