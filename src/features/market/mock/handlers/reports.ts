import type { Channel, PromotionLink } from '@/records/channels';
import { toYen } from '@/records/money';
import { type Order } from '@/records/orders';
import type { H5Page } from '@/records/dramas';
import { dayNumber, dayOfTime, dayText, previousRange, type DayRange } from '@/lib/report/period';
import { type PromotionRecord } from '@/records/promotions';
import { RECHARGE_ORDERS_MAX, TIKTOK_CURRENCY, type ActivationDay, type ActivationReport, type PageReport, type PageRow, type RechargeOrder, type RechargeReport, type RechargeRow, type TikTokDay, type TikTokReport, type TikTokRow } from '../../contract';

/*
 * The marketing reports, from the world as it is: the promotion records (seeded, never written),
 * the members' orders (the operate contract's table: a supplemented order counts at once), the
 * promotion links and channels, the theater's H5 pages and the TikTok account's days. Pure
 * functions of their sources, so a unit test can check one report against another.
 */

export interface Sources {
  records: readonly PromotionRecord[];
  orders: readonly Order[];
  links: readonly PromotionLink[];
  channels: readonly Channel[];
  h5Pages: readonly H5Page[];
  tiktokDays: readonly TikTokDay[];
}

/** A percentage with one decimal (0 when the whole is 0). */
export const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);
const perUnit = (total: number, count: number) => (count > 0 ? Math.round(total / count) : null);

interface Span {
  first: number;
  last: number;
}
const spanOf = (range: DayRange): Span => ({ first: dayNumber(range.start), last: dayNumber(range.end) });
const inSpan = (day: number, s: Span) => day >= s.first && day <= s.last;
const dayOf = (iso: string) => dayOfTime(Date.parse(iso));

/** The period asked for and the one before it. */
function spans(start: string, end: string) {
  const previous = previousRange({ start, end });
  return { current: spanOf({ start, end }), previous: spanOf(previous), answered: { start, end, previousStart: previous.start, previousEnd: previous.end } };
}

/** The activation record of each attributed member (a member joined through at most one ad). */
export function attribution(records: readonly PromotionRecord[]): Map<number, PromotionRecord> {
  const out = new Map<number, PromotionRecord>();
  for (const r of records) if (r.memberId !== null && r.activations > 0) out.set(r.memberId, r);
  return out;
}

/** Paid orders (refunds left out) of attributed members, with the record each is attributed to. */
function* attributedPayments(orders: readonly Order[], who: Map<number, PromotionRecord>): Generator<{ order: Order; record: PromotionRecord; day: number }> {
  for (const order of orders) {
    if (order.status !== 'paid' || !order.payTime) continue;
    const record = who.get(order.memberId);
    if (record) yield { order, record, day: dayOf(order.payTime) };
  }
}

/* ------------------------------------------------------------------ advertising promotion records */

/** The activation report over records already filtered by the list's filters (the period aside). */
export function activationReport(records: readonly PromotionRecord[], start: string, end: string): ActivationReport {
  const { current, previous, answered } = spans(start, end);
  const n = current.last - current.first + 1;
  const days = Array.from({ length: n }, () => ({ records: 0, clicks: 0, activations: 0 }));
  const totals = { current: { records: 0, clicks: 0, views: 0, activations: 0 }, previous: { records: 0, clicks: 0, views: 0, activations: 0 } };
  for (const r of records) {
    const day = dayOf(r.time);
    const which = inSpan(day, current) ? 'current' : inSpan(day, previous) ? 'previous' : null;
    if (!which) continue;
    const t = totals[which];
    t.records += 1;
    t.clicks += r.clicks;
    if (r.behaviour === 'viewed') t.views += 1;
    t.activations += r.activations;
    if (which === 'current') {
      const d = days[day - current.first];
      d.records += 1;
      d.clicks += r.clicks;
      d.activations += r.activations;
    }
  }
  const figures = (t: (typeof totals)['current']) => ({ ...t, activationRate: percent(t.activations, t.records) });
  return {
    ...answered,
    figures: { current: figures(totals.current), previous: figures(totals.previous) },
    days: days.map((d, i): ActivationDay => ({ date: dayText(current.first + i), ...d, activationRate: percent(d.activations, d.records) })),
  };
}

/* ------------------------------------------------------------------ recharge by campaign and ad group */

export function rechargeReport(src: Sources, start: string, end: string, channelId?: number): RechargeReport {
  const { current, previous, answered } = spans(start, end);
  const records = channelId ? src.records.filter((r) => r.channelId === channelId) : src.records;
  const who = attribution(records);
  const channelName = new Map(src.channels.map((c) => [c.id, c.name]));
  const rows = new Map<number, RechargeRow & { payerSet: Set<number> }>();
  const row = (r: PromotionRecord) => {
    let out = rows.get(r.linkId);
    if (!out) {
      out = {
        id: r.linkId,
        channelId: r.channelId,
        channelName: channelName.get(r.channelId) ?? '',
        source: r.source,
        campaignId: r.campaignId,
        campaignName: r.campaignName,
        adGroupId: r.adGroupId,
        adGroupName: r.adGroupName,
        activations: 0,
        payers: 0,
        orders: 0,
        recharge: 0,
        rechargePerActivation: null,
        payerSet: new Set(),
      };
      rows.set(r.linkId, out);
    }
    return out;
  };
  const before = { activations: 0, orders: 0, recharge: 0, payers: new Set<number>() };
  for (const r of who.values()) {
    const day = dayOf(r.time);
    if (inSpan(day, current)) row(r).activations += 1;
    else if (inSpan(day, previous)) before.activations += 1;
  }
  for (const { order, record, day } of attributedPayments(src.orders, who)) {
    if (inSpan(day, current)) {
      const out = row(record);
      out.orders += 1;
      out.recharge += order.paidYen;
      out.payerSet.add(order.memberId);
    } else if (inSpan(day, previous)) {
      before.orders += 1;
      before.recharge += order.paidYen;
      before.payers.add(order.memberId);
    }
  }
  const list: RechargeRow[] = [...rows.values()]
    .map(({ payerSet, ...r }) => ({ ...r, payers: payerSet.size, rechargePerActivation: perUnit(r.recharge, r.activations) }))
    .sort((a, b) => b.recharge - a.recharge || b.activations - a.activations || a.id - b.id);
  const now = list.reduce((t, r) => ({ activations: t.activations + r.activations, payers: t.payers + r.payers, orders: t.orders + r.orders, recharge: t.recharge + r.recharge }), { activations: 0, payers: 0, orders: 0, recharge: 0 });
  const attributedChannels = new Set(src.records.filter((r) => r.activations > 0).map((r) => r.channelId));
  return {
    ...answered,
    figures: {
      current: { ...now, rechargePerActivation: perUnit(now.recharge, now.activations) ?? 0 },
      previous: { activations: before.activations, payers: before.payers.size, orders: before.orders, recharge: before.recharge, rechargePerActivation: perUnit(before.recharge, before.activations) ?? 0 },
    },
    rows: list,
    channels: src.channels.filter((c) => attributedChannels.has(c.id)).sort((a, b) => a.id - b.id).map((c) => ({ id: c.id, name: c.name })),
  };
}

/** The paid orders behind a row of the recharge report. */
export function rechargeOrders(src: Sources, start: string, end: string, linkId: number): { orders: RechargeOrder[]; total: number; recharge: number } {
  const span = spanOf({ start, end });
  const who = attribution(src.records.filter((r) => r.linkId === linkId));
  const found: Order[] = [];
  let recharge = 0;
  for (const { order, day } of attributedPayments(src.orders, who)) {
    if (!inSpan(day, span)) continue;
    found.push(order);
    recharge += order.paidYen;
  }
  found.sort((a, b) => (a.payTime! < b.payTime! ? 1 : a.payTime! > b.payTime! ? -1 : b.id - a.id));
  return {
    total: found.length,
    recharge,
    orders: found.slice(0, RECHARGE_ORDERS_MAX).map((o) => ({
      id: o.id,
      orderNo: o.orderNo,
      type: o.type,
      memberId: o.memberId,
      cardNumber: o.cardNumber,
      memberName: o.memberName,
      itemName: o.itemName,
      paidYen: o.paidYen,
      payTime: o.payTime!,
    })),
  };
}

/* ------------------------------------------------------------------ landing pages */

/** A small, stable number in [0, 1) from two integers (whether a visitor opened a page, clicked). */
function chance(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  return ((h ^ (h >>> 16)) >>> 0) / 4_294_967_296;
}

/** Share of a landing page's visitors who open the n-th H5 page linked from its footer (terms, privacy…). */
const h5Share = (position: number) => 0.05 / (1 + position * 0.6);
/** Share of visitors who did not install but still pressed 在 App 中观看 (and left at the store). */
const CTA_WITHOUT_INSTALL = 0.28;
/** Share of an H5 page's viewers who follow its link back to the drama. */
const H5_BACK = 0.35;

/** The pages of the H5 site the report knows: every seeded link's landing page, then the enabled H5 pages in their order. */
function sitePages(src: Sources) {
  const linked = new Set(src.records.map((r) => r.linkId));
  const landing = src.links.filter((l) => linked.has(l.id)).sort((a, b) => a.id - b.id);
  const h5 = src.h5Pages.filter((p) => p.enabled).sort((a, b) => a.sort - b.sort || a.id - b.id);
  return { landing, h5 };
}

export function pageReport(src: Sources, start: string, end: string, only?: string): PageReport {
  const { current, previous, answered } = spans(start, end);
  const { landing, h5 } = sitePages(src);
  const pages: Array<Omit<PageRow, 'ctr'>> = [
    ...landing.map((l, i) => ({ id: i + 1, key: `link:${l.id}`, kind: 'landing' as const, name: l.name, url: l.url, views: 0, visitors: 0, clicks: 0 })),
    ...h5.map((p, i) => ({ id: landing.length + i + 1, key: `h5:${p.id}`, kind: 'h5' as const, name: p.name, url: p.link, views: 0, visitors: 0, clicks: 0 })),
  ];
  const byKey = new Map(pages.map((p) => [p.key, p]));
  const n = current.last - current.first + 1;
  const days = Array.from({ length: n }, () => ({ views: 0, visitors: 0, clicks: 0 }));
  const totals = { current: { views: 0, visitors: 0, clicks: 0 }, previous: { views: 0, visitors: 0, clicks: 0 } };
  const h5Since = h5.map((p) => Date.parse(p.createTime));
  const count = (key: string, which: 'current' | 'previous', day: number, views: number, clicks: number) => {
    if (only && key !== only) return;
    const t = totals[which];
    t.views += views;
    t.visitors += 1;
    t.clicks += clicks;
    if (which === 'current') {
      const d = days[day - current.first];
      d.views += views;
      d.visitors += 1;
      d.clicks += clicks;
      const page = byKey.get(key);
      if (page) {
        page.views += views;
        page.visitors += 1;
        page.clicks += clicks;
      }
    }
  };
  for (const r of src.records) {
    if (r.behaviour !== 'click') continue;
    const at = Date.parse(r.touchTime);
    const day = dayOfTime(at);
    const which = inSpan(day, current) ? 'current' : inSpan(day, previous) ? 'previous' : null;
    if (!which) continue;
    // Every click on the ad opened the landing page; its button was pressed by those who installed, and by some who did not.
    const cta = r.activations > 0 || chance(r.id, 1) < CTA_WITHOUT_INSTALL ? 1 : 0;
    count(`link:${r.linkId}`, which, day, r.clicks, cta);
    h5.forEach((p, i) => {
      if (at < h5Since[i] || chance(r.id, 100 + p.id) >= h5Share(i)) return;
      count(`h5:${p.id}`, which, day, 1 + Number(chance(r.id, 200 + p.id) < 0.1), chance(r.id, 300 + p.id) < H5_BACK ? 1 : 0);
    });
  }
  const ctr = <T extends { views: number; clicks: number }>(x: T) => ({ ...x, ctr: percent(x.clicks, x.views) });
  return {
    ...answered,
    figures: { current: ctr(totals.current), previous: ctr(totals.previous) },
    days: days.map((d, i) => ({ date: dayText(current.first + i), ...ctr(d) })),
    pages: pages.filter((p) => p.views > 0 && (!only || p.key === only)).map(ctr).sort((a, b) => b.views - a.views || a.id - b.id),
    options: pages.map((p) => ({ key: p.key, kind: p.kind, name: p.name })),
  };
}

/* ------------------------------------------------------------------ TikTok */

interface TikTokCell {
  spend: number;
  impressions: number;
  clicks: number;
  activations: number;
  payments: number;
  paymentYen: number;
}
const emptyCell = (): TikTokCell => ({ spend: 0, impressions: 0, clicks: 0, activations: 0, payments: 0, paymentYen: 0 });
const money = (x: number) => Math.round(x * 100) / 100;

function tiktokFigures(c: TikTokCell) {
  const spendYen = toYen(c.spend, TIKTOK_CURRENCY);
  return {
    spend: money(c.spend),
    spendYen,
    impressions: c.impressions,
    clicks: c.clicks,
    ctr: percent(c.clicks, c.impressions),
    activations: c.activations,
    costPerActivation: perUnit(spendYen, c.activations),
    payments: c.payments,
    paymentYen: c.paymentYen,
    roas: spendYen > 0 ? percent(c.paymentYen, spendYen) : null,
  };
}

export function tiktokReport(src: Sources, start: string, end: string, campaignId?: string): TikTokReport {
  const { current, previous, answered } = spans(start, end);
  const wanted = (id: string) => !campaignId || id === campaignId;
  /** Cells by campaign and day, over both periods. */
  const cells = new Map<string, TikTokCell>();
  const cell = (id: string, day: number) => {
    const key = `${id}|${day}`;
    let c = cells.get(key);
    if (!c) cells.set(key, (c = emptyCell()));
    return c;
  };
  const inEither = (day: number) => inSpan(day, current) || inSpan(day, previous);
  const names = new Map<string, string>();
  for (const d of src.tiktokDays) {
    names.set(d.campaignId, d.campaignName);
    const day = dayNumber(d.date);
    if (!wanted(d.campaignId) || !inEither(day)) continue;
    const c = cell(d.campaignId, day);
    c.spend += d.spend;
    c.impressions += d.impressions;
  }
  const tiktok = src.records.filter((r) => r.source === 'tiktok');
  for (const r of tiktok) {
    names.set(r.campaignId, r.campaignName);
    if (!wanted(r.campaignId)) continue;
    const touchDay = dayOf(r.touchTime);
    if (r.clicks && inEither(touchDay)) cell(r.campaignId, touchDay).clicks += r.clicks;
    const day = dayOf(r.time);
    if (r.activations && inEither(day)) cell(r.campaignId, day).activations += r.activations;
  }
  for (const { order, record, day } of attributedPayments(src.orders, attribution(tiktok))) {
    if (!wanted(record.campaignId) || !inEither(day)) continue;
    const c = cell(record.campaignId, day);
    c.payments += 1;
    c.paymentYen += order.paidYen;
  }
  const sum = (into: TikTokCell, c: TikTokCell) => {
    into.spend += c.spend;
    into.impressions += c.impressions;
    into.clicks += c.clicks;
    into.activations += c.activations;
    into.payments += c.payments;
    into.paymentYen += c.paymentYen;
  };
  const totals = { current: emptyCell(), previous: emptyCell() };
  const days = Array.from({ length: current.last - current.first + 1 }, emptyCell);
  const rows: TikTokRow[] = [];
  const byCampaign = new Map<string, TikTokCell>();
  for (const [key, c] of cells) {
    const [id, dayText_] = key.split('|');
    const day = Number(dayText_);
    if (inSpan(day, previous)) {
      sum(totals.previous, c);
      continue;
    }
    sum(totals.current, c);
    sum(days[day - current.first], c);
    if (!byCampaign.has(id)) byCampaign.set(id, emptyCell());
    sum(byCampaign.get(id)!, c);
    rows.push({ id: 0, date: dayText(day), campaignId: id, campaignName: names.get(id) ?? id, currency: TIKTOK_CURRENCY, ...tiktokFigures(c) });
  }
  rows.sort((a, b) => (a.date === b.date ? a.campaignName.localeCompare(b.campaignName) : a.date < b.date ? 1 : -1));
  rows.forEach((r, i) => (r.id = i + 1));
  const figure = (c: TikTokCell) => {
    const f = tiktokFigures(c);
    return { spendYen: f.spendYen, impressions: f.impressions, clicks: f.clicks, ctr: f.ctr, activations: f.activations, costPerActivation: f.costPerActivation ?? 0, payments: f.payments, paymentYen: f.paymentYen, roas: f.roas ?? 0 };
  };
  return {
    ...answered,
    currency: TIKTOK_CURRENCY,
    spend: money(totals.current.spend),
    figures: { current: figure(totals.current), previous: figure(totals.previous) },
    days: days.map((c, i) => ({ date: dayText(current.first + i), currency: TIKTOK_CURRENCY, ...tiktokFigures(c) })),
    rows,
    byCampaign: [...byCampaign]
      .map(([id, c]) => ({ id: 0, campaignId: id, campaignName: names.get(id) ?? id, currency: TIKTOK_CURRENCY, ...tiktokFigures(c) }))
      .sort((a, b) => b.spendYen - a.spendYen || a.campaignName.localeCompare(b.campaignName))
      .map((r, i) => ({ ...r, id: i + 1 })),
    campaigns: [...names].sort((a, b) => a[1].localeCompare(b[1])).map(([id, name]) => ({ id, name })),
  };
}
