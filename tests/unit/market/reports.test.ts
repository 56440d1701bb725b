import { describe, expect, it } from 'vitest';
import { performance } from 'node:perf_hooks';
import * as v from 'valibot';
import { translate } from '@/i18n';
import { api } from '@/lib/api/client';
import { LoginResultSchema } from '@/records/session';
import { LINK_TABLE, type PromotionLink } from '@/records/channels';
import { PromotionRecordSchema, type PromotionRecord } from '@/records/promotions';
import { ActivationReportSchema, PageReportSchema, RechargeReportSchema, RechargeOrderSchema, TikTokReportSchema } from '@/features/market/contract';
import { marketTables } from '@/features/market/mock';
import { seedPromotionRecords, seedTikTokDays } from '@/features/market/mock/seed';
import { memberTables } from '@/features/member/mock/tables';
import { dayOfTime, dayText, shiftDay, todayIn } from '@/lib/report/period';
import { now } from '@/mocks/clock';
import { worldTable } from '@/mocks/db';
import { useMockBackend } from '../support/mock-server';

/*
 * The marketing reports over the demo world, through the mock's API as the console calls them:
 * the acquisition loop adds up (a member with an attributed activation and a paid order is in the
 * activation list and report, the recharge report and the orders behind its row, and the TikTok
 * report when the ad was TikTok's), totals agree across the reports, and periods are checked.
 */

const { token } = useMockBackend();
const zh = translate.bind(null, 'ZH');
async function signIn() {
  token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
}
const Records = v.object({ records: v.array(PromotionRecordSchema), total: v.number() });
const Orders = v.object({ orders: v.array(RechargeOrderSchema), total: v.number(), recharge: v.number() });
const dayOf = (iso: string) => dayText(dayOfTime(Date.parse(iso)));
const within = (iso: string | null, start: string, end: string) => iso !== null && dayOf(iso) >= start && dayOf(iso) <= end;

describe('marketing reports over the demo world', () => {
  it('seeds one activation record per member who joined through a channel ad, and devices that never installed; cheaply', () => {
    const records = marketTables.records.all();
    const members = memberTables.members.all();
    const activations = records.filter((r) => r.activations > 0);
    expect(activations.length).toBeGreaterThan(500);
    expect(records.length).toBeGreaterThan(activations.length * 2);
    const byMember = new Map(activations.map((r) => [r.memberId, r]));
    expect(byMember.size).toBe(activations.length);
    for (const r of activations.slice(0, 200)) {
      const m = members.find((x) => x.id === r.memberId)!;
      expect(r.cardNumber).toBe(m.cardNumber);
      expect(r.activationTime).toBe(m.joinTime);
      expect(r.activationIp).toBe(m.joinIp);
      expect(r.touchTime < r.activationTime!).toBe(true);
    }
    // Every field of spec section 3's promotion record is filled.
    for (const r of records.slice(0, 500)) {
      for (const key of ['campaignId', 'campaignName', 'adGroupId', 'adGroupName', 'deviceType', 'osVersion', 'screenSize', 'siteId', 'clickIp'] as const) expect(r[key], key).not.toBe('');
      expect(r.behaviour === 'viewed' ? r.clicks === 0 : r.clicks > 0).toBe(true);
    }
    expect(records.some((r) => r.behaviour === 'viewed')).toBe(true);
    expect(marketTables.tiktokDays.all().length).toBeGreaterThan(30);

    // Seeding cost (reported in the issue): the records and the TikTok days from the seeded world.
    const links = worldTable<PromotionLink>(LINK_TABLE).all();
    const t0 = performance.now();
    const fresh = seedPromotionRecords(members, links, now());
    const t1 = performance.now();
    seedTikTokDays(fresh);
    const t2 = performance.now();
    console.info(`market seed: ${fresh.length} records in ${(t1 - t0).toFixed(1)} ms, TikTok days in ${(t2 - t1).toFixed(1)} ms`);
    expect(fresh.length).toBe(records.length);
  });

  it('the acquisition loop adds up: an attributed member with a paid order is in the activation list and report, the recharge report and its orders, and the TikTok report', async () => {
    await signIn();
    const end = todayIn();
    const start = shiftDay(end, -29);
    const records = marketTables.records.all();
    const paid = memberTables.orders.all().filter((o) => o.status === 'paid' && within(o.payTime, start, end));
    const activation = new Map(records.filter((r) => r.activations > 0).map((r) => [r.memberId!, r]));
    // A TikTok member who joined in the period and paid in it.
    const order = paid.find((o) => {
      const r = activation.get(o.memberId);
      return r?.source === 'tiktok' && within(r.time, start, end);
    })!;
    expect(order).toBeDefined();
    const record = activation.get(order.memberId)!;

    // The activation list finds the member's record in the period; the report counts it.
    const list = await api.post('promotionRecord/v1/page', { pageNum: 1, pageSize: 20, time: [start, end], keyword: record.cardNumber, activations: 1 }, Records);
    expect(list.records.map((r) => r.id)).toEqual([record.id]);
    const act = await api.post('marketReport/v1/activation', { start, end }, ActivationReportSchema);
    const inPeriod = records.filter((r) => within(r.time, start, end));
    expect(act.figures.current.records).toBe(inPeriod.length);
    expect(act.figures.current.activations).toBe(inPeriod.filter((r) => r.activations > 0).length);
    expect(act.days.reduce((s, d) => s + d.activations, 0)).toBe(act.figures.current.activations);
    const day = act.days.find((d) => d.date === dayOf(record.time))!;
    expect(day.activations).toBeGreaterThanOrEqual(1);
    // The list's filters apply to the report too.
    const tiktokOnly = await api.post('marketReport/v1/activation', { start, end, source: 'tiktok', activations: 1 }, ActivationReportSchema);
    expect(tiktokOnly.figures.current.activations).toBe(inPeriod.filter((r) => r.source === 'tiktok' && r.activations > 0).length);
    expect(tiktokOnly.figures.current.records).toBe(tiktokOnly.figures.current.activations);

    // The recharge report: the member's ad group has the activation and the order; totals agree with the activation report.
    const recharge = await api.post('marketReport/v1/recharge', { start, end }, RechargeReportSchema);
    expect(recharge.figures.current.activations).toBe(act.figures.current.activations);
    const sum = (k: 'activations' | 'payers' | 'orders' | 'recharge') => recharge.rows.reduce((s, r) => s + r[k], 0);
    expect(sum('activations')).toBe(recharge.figures.current.activations);
    expect(sum('recharge')).toBe(recharge.figures.current.recharge);
    expect(sum('orders')).toBe(recharge.figures.current.orders);
    const attributedPaid = paid.filter((o) => activation.has(o.memberId));
    expect(recharge.figures.current.orders).toBe(attributedPaid.length);
    expect(recharge.figures.current.recharge).toBe(attributedPaid.reduce((s, o) => s + o.paidYen, 0));
    expect(recharge.figures.current.payers).toBe(new Set(attributedPaid.map((o) => o.memberId)).size);
    const row = recharge.rows.find((r) => r.id === record.linkId)!;
    expect(row).toMatchObject({ campaignId: record.campaignId, adGroupId: record.adGroupId, source: 'tiktok' });
    expect(row.activations).toBeGreaterThanOrEqual(1);
    expect(row.rechargePerActivation).toBe(Math.round(row.recharge / row.activations));
    const behind = await api.post('marketReport/v1/rechargeOrders', { start, end, promotionLinkId: record.linkId }, Orders);
    expect(behind.total).toBe(row.orders);
    expect(behind.recharge).toBe(row.recharge);
    expect(behind.orders.map((o) => o.orderNo)).toContain(order.orderNo);

    // The TikTok report counts the same activations and payments as the recharge report's TikTok rows.
    const tiktok = await api.post('marketReport/v1/tiktok', { start, end }, TikTokReportSchema);
    const tiktokRows = recharge.rows.filter((r) => r.source === 'tiktok');
    expect(tiktok.figures.current.activations).toBe(tiktokRows.reduce((s, r) => s + r.activations, 0));
    expect(tiktok.figures.current.paymentYen).toBe(tiktokRows.reduce((s, r) => s + r.recharge, 0));
    expect(tiktok.figures.current.payments).toBe(tiktokRows.reduce((s, r) => s + r.orders, 0));
    expect(tiktok.rows.reduce((s, r) => s + r.paymentYen, 0)).toBe(tiktok.figures.current.paymentYen);
    expect(tiktok.byCampaign.reduce((s, r) => s + r.paymentYen, 0)).toBe(tiktok.figures.current.paymentYen);
    expect(tiktok.byCampaign.reduce((s, r) => s + r.activations, 0)).toBe(tiktok.figures.current.activations);
    const cell = tiktok.rows.find((r) => r.campaignId === record.campaignId && r.date === dayOf(order.payTime!))!;
    expect(cell.paymentYen).toBeGreaterThanOrEqual(order.paidYen);
    expect(tiktok.figures.current.roas).toBe(Math.round((tiktok.figures.current.paymentYen / tiktok.figures.current.spendYen) * 1000) / 10);

    // A channel's choice keeps its own rows only.
    const one = await api.post('marketReport/v1/recharge', { start, end, channelId: record.channelId }, RechargeReportSchema);
    expect(one.rows.every((r) => r.channelId === record.channelId)).toBe(true);
    expect(one.rows.find((r) => r.id === record.linkId)).toEqual(row);
  });

  it('a refunded order leaves the recharge report at once', async () => {
    await signIn();
    const end = todayIn();
    const start = shiftDay(end, -29);
    const activation = new Map(marketTables.records.all().filter((r) => r.activations > 0).map((r) => [r.memberId!, r as PromotionRecord]));
    const order = memberTables.orders.all().find((o) => o.status === 'paid' && within(o.payTime, start, end) && activation.has(o.memberId))!;
    const before = await api.post('marketReport/v1/recharge', { start, end }, RechargeReportSchema);
    await memberTables.orders.update(order.id, { status: 'refunded', refundTime: new Date(now()).toISOString() });
    const after = await api.post('marketReport/v1/recharge', { start, end }, RechargeReportSchema);
    expect(after.figures.current.recharge).toBe(before.figures.current.recharge - order.paidYen);
    expect(after.figures.current.orders).toBe(before.figures.current.orders - 1);
  });

  it('landing pages: every ad click opens its landing page; views, visitors and clicks add up per day and per page', async () => {
    await signIn();
    const end = todayIn();
    const start = shiftDay(end, -29);
    const r = await api.post('marketReport/v1/pages', { start, end }, PageReportSchema);
    const clicks = marketTables.records.all().filter((x) => x.behaviour === 'click' && within(x.touchTime, start, end));
    const landing = r.pages.filter((p) => p.kind === 'landing');
    expect(landing.reduce((s, p) => s + p.views, 0)).toBe(clicks.reduce((s, x) => s + x.clicks, 0));
    expect(landing.reduce((s, p) => s + p.visitors, 0)).toBe(clicks.length);
    expect(r.pages.some((p) => p.kind === 'h5')).toBe(true);
    expect(r.days.reduce((s, d) => s + d.views, 0)).toBe(r.figures.current.views);
    expect(r.pages.reduce((s, p) => s + p.clicks, 0)).toBe(r.figures.current.clicks);
    for (const p of r.pages) expect(p.clicks).toBeLessThanOrEqual(p.views);
    const one = await api.post('marketReport/v1/pages', { start, end, page: landing[0].key }, PageReportSchema);
    expect(one.figures.current.views).toBe(landing[0].views);
    expect(one.pages.map((p) => p.key)).toEqual([landing[0].key]);
  });

  it('check their period and are granted to their own pages', async () => {
    await signIn();
    const end = todayIn();
    for (const [path, schema] of [
      ['marketReport/v1/activation', ActivationReportSchema],
      ['marketReport/v1/recharge', RechargeReportSchema],
      ['marketReport/v1/pages', PageReportSchema],
      ['marketReport/v1/tiktok', TikTokReportSchema],
    ] as const) {
      await api.post(path, { start: end, end }, schema as v.GenericSchema);
      await expect(api.post(path, { start: end, end: shiftDay(end, -3) }, schema as v.GenericSchema), path).rejects.toMatchObject({ serverMessage: zh('valid.dateRange') });
      await expect(api.post(path, { start: shiftDay(end, -731), end }, schema as v.GenericSchema), path).rejects.toMatchObject({ serverMessage: zh('report.period.tooLong') });
    }
  });
});
