import * as v from 'valibot';
import { defineCall } from '@/lib/api/contract';
import { PIXEL_PLATFORMS } from '@/records/promotions';

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
