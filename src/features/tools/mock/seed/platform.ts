import type { PixelConfig } from '@/records/promotions';

/* The demo's idea of the ad platforms' APIs: what they answer an event (a test event, a postback). */

/** A small, stable number from text (the demo platform's latency and event ids). */
export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** What the demo's platforms answer a test event: each accepts a token of its own form that has not expired. */
export function platformAnswer(config: PixelConfig): { ok: boolean; status: number; message: string } {
  const token = config.accessToken;
  if (config.platform === 'meta') {
    if (/expired/i.test(token)) return { ok: false, status: 400, message: 'Error validating access token: Session has expired (code 190, subcode 463)' };
    if (!token.startsWith('EAA')) return { ok: false, status: 400, message: 'Invalid OAuth access token - Cannot parse access token (code 190)' };
    return { ok: true, status: 200, message: `{"events_received":1,"messages":[],"fbtrace_id":"A${(hash(token) % 0xffffff).toString(36)}"}` };
  }
  if (/expired/i.test(token) || token.length < 40 || !/^[A-Za-z0-9]+$/.test(token)) {
    return { ok: false, status: 401, message: '{"code":40105,"message":"The access token is invalid or has expired."}' };
  }
  return { ok: true, status: 200, message: '{"code":0,"message":"OK"}' };
}

