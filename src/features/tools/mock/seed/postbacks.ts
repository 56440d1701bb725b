import type { PromotionLink } from '@/records/channels';
import { fbcOf, landingUrlOf, userAgentOf, type PromotionRecord } from '@/records/promotions';
import type { Member } from '@/records/members';
import type { Order } from '@/records/orders';
import { now } from '@/mocks/clock';
import type { Fresh } from '@/mocks/table';
import type { PixelConfig, PixelPlatform } from '@/records/promotions';
import type { PostbackAttempt } from '@/records/attribution';
import type { Postback } from '../../contract';
import { platformAnswer } from './platform';

/*
 * toolCategory/returnList: the postbacks the backend sent the ad platforms, seeded from the world
 * as it is: every member who came through a Meta or TikTok ad in the last POSTBACK_DAYS days (its
 * activation record, market contract) is reported at activation (CompleteRegistration), and each
 * paid order of a member who came through such an ad in that window (Purchase for golden beans,
 * Subscribe for VIP). A postback goes to the pixel of its promotion link, else to an enabled
 * configuration of the platform chosen by the link; the platform answers as it answers a test
 * event (an expired token is refused every time), and a few attempts meet a transient error
 * (fixed by the postback's number). A failed one can be retried: it is sent again with the
 * configuration as it is now.
 */

export const POSTBACK_DAYS = 30;
const DAY = 86_400_000;

/** A small, stable number from text (mixed, so near texts land apart). */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  h = Math.imul(h ^ (h >>> 15), 2246822519);
  return (h ^ (h >>> 13)) >>> 0;
}
const hex = (text: string, n: number) => {
  let out = '';
  for (let i = 0; out.length < n; i++) out += hash(`${text}#${i}`).toString(16).padStart(8, '0');
  return out.slice(0, n);
};
/** Share of first attempts that meet a transient error (5xx, timeout): a retry goes through. */
const TRANSIENT_SHARE = 0.03;

const platformEvent = (platform: PixelPlatform, event: Postback['event']) => (platform === 'tiktok' && event === 'Purchase' ? 'CompletePayment' : event);

interface Sent {
  record: PromotionRecord;
  link: PromotionLink | undefined;
  pixel: PixelConfig;
  event: Postback['event'];
  order: Order | null;
  member: Member;
  at: number;
}

/** The request the platform's API gets (never the token: it travels in a header or the query). */
function requestOf(s: Sent, url: string, ua: string, ip: string, fbc: string): string {
  const eventId = s.order ? s.order.orderNo : `reg_${s.member.cardNumber}`;
  const externalId = hex(`ext:${s.member.cardNumber}`, 64);
  const value = s.order ? { currency: s.order.currency, value: s.order.paidAmount } : null;
  if (s.pixel.platform === 'meta') {
    return JSON.stringify({
      pixel_id: s.pixel.pixelCode,
      data: [
        {
          event_name: s.event,
          event_time: Math.floor(s.at / 1000),
          event_id: eventId,
          action_source: 'app',
          event_source_url: url,
          user_data: { client_ip_address: ip, client_user_agent: ua, ...(fbc ? { fbc } : {}), external_id: externalId },
          ...(value ? { custom_data: value } : {}),
        },
      ],
    });
  }
  return JSON.stringify({
    pixel_code: s.pixel.pixelCode,
    event: platformEvent('tiktok', s.event),
    event_id: eventId,
    timestamp: new Date(s.at).toISOString(),
    context: { ad: s.record.behaviour === 'click' ? { callback: url.split('ttclid=')[1] ?? '' } : {}, page: { url }, user_agent: ua, ip, user: { external_id: externalId } },
    ...(value ? { properties: { ...value, content_type: 'product' } } : {}),
  });
}

/** One attempt's answer: the platform's (./pixels.ts), or a transient failure. */
export function attempt(pixel: PixelConfig, key: string, transient: boolean): { ok: boolean; status: number; body: string } {
  if (transient) {
    return pixel.platform === 'meta'
      ? { ok: false, status: 503, body: '{"error":{"message":"An unexpected error has occurred. Please retry your request later.","type":"OAuthException","is_transient":true,"code":2}}' }
      : { ok: false, status: 0, body: '{"error":"timeout","message":"No answer from business-api.tiktok.com within 10000 ms"}' };
  }
  const answer = platformAnswer(pixel);
  if (!answer.ok) return { ok: false, status: answer.status, body: answer.message.startsWith('{') ? answer.message : JSON.stringify({ error: { message: answer.message, type: 'OAuthException', code: 190 } }) };
  if (pixel.platform === 'meta') return { ok: true, status: 200, body: JSON.stringify({ events_received: 1, messages: [], fbtrace_id: `A${hex(`trace:${key}`, 22)}` }) };
  return { ok: true, status: 200, body: JSON.stringify({ code: 0, message: 'OK', request_id: `${new Date(now()).toISOString().slice(0, 10).replace(/-/g, '')}${hex(`req:${key}`, 24)}` }) };
}

export function seedPostbacks(
  records: readonly PromotionRecord[],
  members: readonly Member[],
  orders: readonly Order[],
  links: readonly PromotionLink[],
  pixels: readonly PixelConfig[],
  at: number,
): Fresh<Postback>[] {
  const since = at - POSTBACK_DAYS * DAY;
  const linkById = new Map(links.map((l) => [l.id, l]));
  const pixelById = new Map(pixels.map((p) => [p.id, p]));
  const enabled = { meta: pixels.filter((p) => p.platform === 'meta' && p.enabled), tiktok: pixels.filter((p) => p.platform === 'tiktok' && p.enabled) };
  const memberById = new Map(members.map((m) => [m.id, m]));
  /** Each Meta or TikTok member's activation record and the pixel its postbacks go to. */
  const who = new Map<number, { record: PromotionRecord; pixel: PixelConfig; link: PromotionLink | undefined }>();
  for (const r of records) {
    if (r.memberId === null || !r.activations || (r.source !== 'meta' && r.source !== 'tiktok')) continue;
    const link = linkById.get(r.linkId);
    const own = link?.pixelId != null ? pixelById.get(link.pixelId) : undefined;
    const choices = enabled[r.source];
    const pixel = own ?? choices[r.linkId % Math.max(1, choices.length)];
    if (pixel) who.set(r.memberId, { record: r, pixel, link });
  }
  const sent: Sent[] = [];
  for (const [memberId, w] of who) {
    const member = memberById.get(memberId);
    if (!member) continue;
    const joined = Date.parse(w.record.time);
    if (joined >= since) sent.push({ ...w, event: 'CompleteRegistration', order: null, member, at: joined + 1_000 });
  }
  for (const o of orders) {
    if (!o.payTime || (o.status !== 'paid' && o.status !== 'refunded')) continue;
    const w = who.get(o.memberId);
    const paidAt = Date.parse(o.payTime);
    if (!w || paidAt < since) continue;
    const member = memberById.get(o.memberId);
    if (member) sent.push({ ...w, event: o.type === 'vip' ? 'Subscribe' : 'Purchase', order: o, member, at: paidAt + 2_000 });
  }
  sent.sort((a, b) => a.at - b.at || a.member.id - b.member.id);
  return sent.map((s, i) => {
    const id = i + 1;
    const url = s.link ? landingUrlOf(s.link.url, s.record) : '';
    const ua = userAgentOf(s.record, s.member.appVersion || undefined);
    const ip = s.order ? s.member.joinIp : s.record.activationIp;
    const fbc = fbcOf(s.record);
    const transient = (hash(`postback:${id}`) % 10_000) / 10_000 < TRANSIENT_SHARE;
    const answer = attempt(s.pixel, `${id}:1`, transient);
    const time = new Date(s.at).toISOString();
    return {
      id,
      memberId: s.member.id,
      cardNumber: s.member.cardNumber,
      channelType: s.pixel.platform,
      pixelId: s.pixel.id,
      pixelName: s.pixel.name,
      event: s.event,
      currency: s.order?.currency ?? '',
      orderNo: s.order?.orderNo ?? '',
      price: s.order?.paidAmount ?? 0,
      fbc,
      ip,
      url,
      ua,
      requestParams: requestOf(s, url, ua, ip, fbc),
      returnInfo: answer.body,
      status: answer.ok ? 'success' : 'failed',
      httpStatus: answer.status,
      attempts: 1,
      time,
      lastAttemptTime: time,
    };
  });
}


/** The first attempt of each postback: its first send, as the postback records it. */
export function seedAttempts(postbacks: readonly Postback[]): Fresh<PostbackAttempt>[] {
  return postbacks.map((p) => ({ id: p.id, postbackId: p.id, attempt: 1, time: p.time, status: p.status, httpStatus: p.httpStatus, returnInfo: p.returnInfo, operator: '' }));
}
