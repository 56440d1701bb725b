import * as v from 'valibot';
import { defineCall } from '@/lib/api/contract';
import { PIXEL_PLATFORMS, isAdSource, type PixelPlatform } from '@/records/promotions';

/* ================================================================================================
 * The promotion link generator: toolCategory/generationLinks
 * ============================================================================================== */

/** The list of links: the channel area's promotion links (its contract), read here. */
export const LINK_ENDPOINT = 'promotionLink';

/** What the generator offers: channels, dramas on the shelf (with their released episodes), enabled pixels. */
export const LinkOptionsSchema = v.object({
  channels: v.array(v.object({ id: v.number(), name: v.string(), number: v.string() })),
  dramas: v.array(v.object({ id: v.number(), name: v.string(), releasedEpisodes: v.number(), startChargeEpisode: v.number() })),
  pixels: v.array(v.object({ id: v.number(), name: v.string(), platform: v.picklist(PIXEL_PLATFORMS), pixelCode: v.string() })),
});
export type LinkOptions = v.InferOutput<typeof LinkOptionsSchema>;

export const linkOptionsCall = defineCall({
  method: 'GET',
  path: 'promotionLink/v1/options',
  response: LinkOptionsSchema,
  access: 'read',
  grant: 'toolCategory/generationLinks',
  summary: "The link generator's choices: every channel, the dramas on the shelf with their released episodes, the enabled feedback configurations.",
});

/** utm_source spellings of the pixel platforms besides their own names (Meta's apps and its old name). */
const PLATFORM_ALIASES: Record<string, PixelPlatform> = { meta: 'meta', facebook: 'meta', fb: 'meta', instagram: 'meta', ig: 'meta', tiktok: 'tiktok', tt: 'tiktok' };

/**
 * A pixel that reports to another platform than the one the link is for (a TikTok link with a Meta
 * pixel): its conversions go to a platform that never showed the ad. The platform the link's
 * utm_source names, when it names one and it is not the pixel's; null when they agree or the
 * source names no known platform (the generator warns, it does not refuse).
 */
export function pixelPlatformMismatch(utmSource: string, pixel: PixelPlatform | null | undefined): string | null {
  const source = utmSource.trim().toLowerCase();
  if (!pixel || !source) return null;
  const platform = PLATFORM_ALIASES[source] ?? (isAdSource(source) ? source : null);
  return platform && platform !== pixel ? platform : null;
}
