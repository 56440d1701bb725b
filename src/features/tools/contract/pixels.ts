import * as v from 'valibot';
import { defineCall } from '@/lib/api/contract';
import { maxChars, nameRule } from '@/lib/text';
import { PixelConfigSchema } from '@/records/promotions';

/*
 * The tool pages (toolCategory/, issue #14): feedback (pixel) configurations (pixels.ts), data
 * migration from Excel (migration.ts), the promotion link generator (links.ts), the postbacks
 * (postbacks.ts); api.ts: the calls beyond the resource ones, as the pages send them. Promotion
 * links are a shared record (src/records/channels.ts: the record and the generator's call); this
 * area lists them and builds the page.
 */

/* ================================================================================================
 * Feedback (pixel) configurations: toolCategory/configureFeedback
 * ============================================================================================== */

/** The events a test can send (each platform's standard names). */
export const PIXEL_TEST_EVENTS = ['PageView', 'CompleteRegistration', 'Purchase', 'Subscribe'] as const;

/** The mock world's table and the list's endpoint. */
export const PIXEL_ENDPOINT = 'pixelConfig';

/** A pixel's code: 6-32 letters and digits (Meta pixel IDs are 15-16 digits, TikTok pixel codes 20 capitals and digits). */
export const pixelCodeRule = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9]{6,32}$/, 'tools.pixel.codeRule'));
/** An access token: 16-512 letters, digits and - _ . (the platforms' token alphabets). */
export const accessTokenRule = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_.-]{16,512}$/, 'tools.pixel.tokenRule'));
export const pixelNameRule = nameRule(2, 40, 'tools.pixel.nameLength');
export const pixelRemarkRule = v.pipe(v.string(), maxChars(200, 'tools.pixel.remarkLength'));

/** A configuration as answered: the token only as its mask. */
export const PixelPublicSchema = v.object({ ...v.omit(PixelConfigSchema, ['accessToken']).entries, tokenMask: v.string() });
export type PixelPublic = v.InferOutput<typeof PixelPublicSchema>;

/** Bullets standing for the hidden middle of a token (always this many, whatever its length). */
export const MASK = '••••••••';

/**
 * A token as the console shows it after saving: its first four and last four characters around
 * a fixed run of bullets (so the mask tells nothing of its length); a short token shows only
 * its last two. Never the middle.
 */
export function maskToken(token: string): string {
  const t = token.trim();
  if (!t) return '';
  if (t.length < 16) return `${MASK}${t.slice(-2)}`;
  return `${t.slice(0, 4)}${MASK}${t.slice(-4)}`;
}

export const pixelTokenCall = defineCall({
  method: 'POST',
  path: 'pixelConfig/v1/token',
  request: v.object({ id: v.number() }),
  response: v.object({ token: v.string() }),
  access: 'write',
  grant: 'toolCategory/configureFeedback',
  summary: "A configuration's access token, for the copy action only (the page asks first); the copy is written to the operation log, the token never.",
});

export const PixelTestRequestSchema = v.object({ id: v.number(), event: v.picklist(PIXEL_TEST_EVENTS, 'tools.pixel.eventRequired') });

/** What the platform answered a test event. */
export const PixelTestResultSchema = v.object({
  ok: v.boolean(),
  /** The platform's HTTP status. */
  status: v.number(),
  /** The test event's id (the platform's test events view shows it). */
  eventId: v.string(),
  event: v.picklist(PIXEL_TEST_EVENTS),
  /** The platform's own words (English, as it answers). */
  message: v.string(),
  sentAt: v.string(),
  latencyMs: v.number(),
  /** The configuration with its new last test. */
  config: PixelPublicSchema,
});
export type PixelTestResult = v.InferOutput<typeof PixelTestResultSchema>;

export const pixelTestCall = defineCall({
  method: 'POST',
  path: 'pixelConfig/v1/test',
  request: PixelTestRequestSchema,
  response: PixelTestResultSchema,
  access: 'write',
  grant: 'toolCategory/configureFeedback',
  summary: "Sends a test event to a configuration's pixel and answers what the platform said; the configuration keeps it as its last test.",
  notes: 'A disabled configuration is refused (tools.pixel.disabled). The demo platform accepts a token of its own form (Meta: starting with EAA; TikTok: 40 or more characters) that has not expired, and refuses the rest with its error.',
});
