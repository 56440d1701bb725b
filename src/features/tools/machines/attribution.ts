import type { Member } from '@/records/members';
import type { Order } from '@/records/orders';
import { PIXEL_PLATFORMS, type PixelPlatform, type PromotionRecord } from '@/records/promotions';
import type { AttributionTrail, PostbackAttempt, SelfAttribution, TrailEvent, TrailPostback } from '@/records/attribution';
import type { MatchRow, Postback } from '../contract';

/*
 * The attribution trail of a member and the match rate of 回传列表: pure functions of the world's
 * records (the tools mock hands them the rows; tests/unit/tools/attribution-trail.test.ts checks
 * them with fast-check). docs/attribution-trail.md.
 */

const DAY = 86_400_000;

/** The member's activation record: the promotion record whose activation the member is (the earliest). */
export function activationOf(records: readonly PromotionRecord[], memberId: number): PromotionRecord | null {
  let best: PromotionRecord | null = null;
  for (const r of records) {
    if (r.memberId !== memberId || r.activations < 1) continue;
    if (!best || Date.parse(r.time) < Date.parse(best.time)) best = r;
  }
  return best;
}

/** A postback as the trail shows it, with its attempts in order. */
export function trailPostbackOf(p: Postback, attempts: readonly PostbackAttempt[]): TrailPostback {
  return {
    id: p.id,
    event: p.event,
    platform: p.channelType,
    pixelName: p.pixelName,
    orderNo: p.orderNo,
    status: p.status,
    httpStatus: p.httpStatus,
    requestParams: p.requestParams,
    returnInfo: p.returnInfo,
    attempts: attempts.filter((a) => a.postbackId === p.id).sort((a, b) => a.attempt - b.attempt),
    version: p.version,
  };
}

export interface TrailInput {
  member: Pick<Member, 'id' | 'cardNumber' | 'joinTime' | 'channelId'>;
  /** The member's activation record (activationOf), or null. */
  record: PromotionRecord | null;
  /** The member's orders (any status: only paid and refunded ones with a pay time are payments). */
  orders: readonly Order[];
  /** The member's postbacks and the attempts of any postbacks. */
  postbacks: readonly Postback[];
  attempts: readonly PostbackAttempt[];
  channelName: (channelId: number | null) => string;
  /** The attribution window in days (the old-user window of the system configuration). */
  windowDays: number;
  /** 自归因配置: natural attribution alone, or the channels it attributes. */
  attribution: SelfAttribution;
}

/** Order of kinds at the same moment: the touch first, the window's end last. */
const RANK: Record<TrailEvent['kind'], number> = { touch: 0, install: 1, register: 2, payment: 3, postback: 4, windowEnd: 5 };

/** Events in time order (ties by kind, then as given). */
export function sortEvents(events: readonly TrailEvent[]): TrailEvent[] {
  return events
    .map((e, i) => ({ e, i, t: Date.parse(e.time) }))
    .sort((a, b) => a.t - b.t || RANK[a.e.kind] - RANK[b.e.kind] || a.i - b.i)
    .map((x) => x.e);
}

/**
 * The trail: the touch (click or view of the ad, through the promotion link), the install, the
 * registration, each payment (inside the attribution window or not), the window's end, and each
 * postback of a payment or the registration of this member, with its attempts in order.
 */
export function buildTrail(input: TrailInput): AttributionTrail {
  const { member, record, windowDays } = input;
  const channelId = record?.channelId ?? member.channelId;
  const start = record ? Date.parse(record.touchTime) : null;
  const end = start === null ? null : start + windowDays * DAY;
  const events: TrailEvent[] = [];
  if (record) {
    events.push({
      kind: 'touch',
      time: record.touchTime,
      source: record.source,
      behaviour: record.behaviour,
      campaignName: record.campaignName,
      adGroupName: record.adGroupName,
      channelName: input.channelName(record.channelId),
    });
    if (record.activationTime) events.push({ kind: 'install', time: record.activationTime, deviceModel: record.deviceModel, osVersion: record.osVersion });
  }
  events.push({ kind: 'register', time: member.joinTime });
  const paid = new Set<string>();
  for (const o of input.orders) {
    if (o.memberId !== member.id || !o.payTime || (o.status !== 'paid' && o.status !== 'refunded')) continue;
    const at = Date.parse(o.payTime);
    paid.add(o.orderNo);
    events.push({
      kind: 'payment',
      time: o.payTime,
      orderNo: o.orderNo,
      orderType: o.type,
      itemName: o.itemName,
      currency: o.currency,
      paidAmount: o.paidAmount,
      refunded: o.status === 'refunded',
      inWindow: start !== null && end !== null && at >= start && at <= end,
    });
  }
  if (end !== null) events.push({ kind: 'windowEnd', time: new Date(end).toISOString() });
  const attemptsOf = new Map<number, PostbackAttempt[]>();
  for (const a of input.attempts) attemptsOf.set(a.postbackId, [...(attemptsOf.get(a.postbackId) ?? []), a]);
  for (const p of input.postbacks) {
    // Only a postback of this member's registration or of one of its payments.
    if (p.memberId !== member.id) continue;
    if (p.event === 'CompleteRegistration' ? p.orderNo !== '' : !paid.has(p.orderNo)) continue;
    events.push({ kind: 'postback', time: p.time, postback: trailPostbackOf(p, attemptsOf.get(p.id) ?? []) });
  }
  const { natural, channelIds } = input.attribution;
  return {
    memberId: member.id,
    cardNumber: member.cardNumber,
    source: record?.source ?? null,
    channelName: input.channelName(channelId),
    window: {
      days: windowDays,
      start: start === null ? null : new Date(start).toISOString(),
      end: end === null ? null : new Date(end).toISOString(),
      natural,
      selfAttributed: !natural && channelId !== null && channelIds.includes(channelId),
    },
    events: sortEvents(events),
  };
}

export interface MatchInput {
  records: readonly PromotionRecord[];
  postbacks: readonly Pick<Postback, 'memberId' | 'status' | 'time'>[];
  /** The period, [from, until) in ms (dayBounds of its business days). */
  from: number;
  until: number;
  channelName: (channelId: number) => string;
}

const rate = (matched: number, attributed: number) => (attributed ? matched / attributed : 0);

/**
 * The match rate per platform (Meta, TikTok) and per channel: members attributed = members whose
 * activation record from that platform falls in the period; matched = those of them with a
 * postback whose event falls in the period accepted by the platform.
 */
export function matchRates(input: MatchInput): { platforms: MatchRow[]; channels: MatchRow[] } {
  const { from, until } = input;
  const within = (iso: string) => {
    const t = Date.parse(iso);
    return t >= from && t < until;
  };
  const accepted = new Set<number>();
  for (const p of input.postbacks) if (p.status === 'success' && within(p.time)) accepted.add(p.memberId);
  /** member → platform and channel of its (earliest) activation in the period. */
  const who = new Map<number, { platform: PixelPlatform; channelId: number; at: number }>();
  for (const r of input.records) {
    if (r.memberId === null || r.activations < 1 || (r.source !== 'meta' && r.source !== 'tiktok') || !within(r.time)) continue;
    const at = Date.parse(r.time);
    const seen = who.get(r.memberId);
    if (!seen || at < seen.at) who.set(r.memberId, { platform: r.source, channelId: r.channelId, at });
  }
  const platform = new Map<PixelPlatform, { attributed: number; matched: number }>(PIXEL_PLATFORMS.map((p) => [p, { attributed: 0, matched: 0 }]));
  const channel = new Map<string, { platform: PixelPlatform; channelId: number; attributed: number; matched: number }>();
  for (const [memberId, w] of who) {
    const hit = accepted.has(memberId) ? 1 : 0;
    const p = platform.get(w.platform)!;
    p.attributed += 1;
    p.matched += hit;
    const key = `${w.platform}:${w.channelId}`;
    const c = channel.get(key) ?? { platform: w.platform, channelId: w.channelId, attributed: 0, matched: 0 };
    c.attributed += 1;
    c.matched += hit;
    channel.set(key, c);
  }
  return {
    platforms: PIXEL_PLATFORMS.map((p) => {
      const x = platform.get(p)!;
      return { platform: p, channelId: null, channelName: '', attributed: x.attributed, matched: x.matched, rate: rate(x.matched, x.attributed) };
    }),
    channels: [...channel.values()]
      .sort((a, b) => a.platform.localeCompare(b.platform) || b.attributed - a.attributed || a.channelId - b.channelId)
      .map((c) => ({ platform: c.platform, channelId: c.channelId, channelName: input.channelName(c.channelId), attributed: c.attributed, matched: c.matched, rate: rate(c.matched, c.attributed) })),
  };
}
