import { describe, expect, it } from 'vitest';
import { performance } from 'node:perf_hooks';
import * as v from 'valibot';
import { translate } from '@/i18n';
import { api } from '@/lib/api/client';
import { LoginResultSchema } from '@/records/session';
import { LINK_TABLE, type PromotionLink } from '@/records/channels';
import { marketTables } from '@/features/market/mock';
import { memberTables } from '@/features/member/mock/tables';
import { PostbackSchema, type Postback } from '@/features/tools/contract';
import { seedPostbacks } from '@/features/tools/mock/seed/postbacks';
import { toolTables } from '@/features/tools/mock/tables';
import { now } from '@/mocks/clock';
import { worldTable } from '@/mocks/db';
import { useMockBackend } from '../support/mock-server';

/*
 * toolCategory/returnList: the postbacks seeded from the world (a registration per Meta or TikTok
 * activation, a purchase or subscription per paid order of those members, each to its pixel),
 * every field of spec section 3 filled, the list's filters, and the retry of a failed one.
 */

const { token } = useMockBackend();
const zh = translate.bind(null, 'ZH');
async function signIn() {
  token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
}
const Page = v.object({ records: v.array(PostbackSchema), total: v.number() });

describe('postbacks', () => {
  it('are seeded from the activations and paid orders of members who came through Meta or TikTok ads, every field filled; cheaply', () => {
    const rows = toolTables.postbacks.all();
    expect(rows.length).toBeGreaterThan(200);
    const activation = new Map(marketTables.records.all().filter((r) => r.activations > 0).map((r) => [r.memberId!, r]));
    for (const p of rows) {
      const r = activation.get(p.memberId)!;
      expect(r.source).toBe(p.channelType);
      expect(p.ua).not.toBe('');
      expect(p.ip).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
      expect(() => JSON.parse(p.requestParams)).not.toThrow();
      expect(() => JSON.parse(p.returnInfo)).not.toThrow();
      expect(p.requestParams).not.toContain(toolTables.pixels.get(p.pixelId)!.accessToken);
      if (p.event === 'CompleteRegistration') expect(p).toMatchObject({ orderNo: '', currency: '', price: 0 });
      else {
        const order = memberTables.orders.find((o) => o.orderNo === p.orderNo)!;
        expect(order.memberId).toBe(p.memberId);
        expect(p).toMatchObject({ currency: order.currency, price: order.paidAmount, event: order.type === 'vip' ? 'Subscribe' : 'Purchase' });
      }
    }
    const meta = rows.filter((p) => p.channelType === 'meta');
    expect(meta.some((p) => p.fbc.startsWith('fb.1.'))).toBe(true);
    expect(rows.some((p) => p.channelType === 'tiktok')).toBe(true);
    expect(rows.some((p) => p.status === 'failed') && rows.some((p) => p.status === 'success')).toBe(true);
    for (const e of ['CompleteRegistration', 'Purchase', 'Subscribe']) expect(rows.some((p) => p.event === e), e).toBe(true);

    const t0 = performance.now();
    const fresh = seedPostbacks(
      marketTables.records.all(),
      memberTables.members.all(),
      memberTables.orders.all(),
      worldTable<PromotionLink>(LINK_TABLE).all(),
      toolTables.pixels.all(),
      now(),
    );
    console.info(`postbacks seed: ${fresh.length} in ${(performance.now() - t0).toFixed(1)} ms`);
    expect(fresh.length).toBe(rows.length);
  });

  it('filter by channel type, event, status and card number', async () => {
    await signIn();
    const rows = toolTables.postbacks.all();
    const failed = await api.post('postback/v1/page', { pageNum: 1, pageSize: 10, status: 'failed', channelType: 'meta' }, Page);
    expect(failed.total).toBe(rows.filter((p) => p.status === 'failed' && p.channelType === 'meta').length);
    const one = rows.find((p) => p.event === 'Purchase')!;
    const byCard = await api.post('postback/v1/page', { pageNum: 1, pageSize: 50, keyword: one.cardNumber, event: 'Purchase' }, Page);
    expect(byCard.records.every((p) => p.cardNumber === one.cardNumber && p.event === 'Purchase')).toBe(true);
    expect(byCard.records.map((p) => p.id)).toContain(one.id);
  });

  it('a failed postback is retried with its configuration as it is now; a succeeded one is refused', async () => {
    await signIn();
    const rows = toolTables.postbacks.all();
    // A transient failure goes through on retry.
    const transient = rows.find((p) => p.status === 'failed' && (p.httpStatus === 503 || p.httpStatus === 0) && !/expired/i.test(toolTables.pixels.get(p.pixelId)!.accessToken))!;
    expect(transient).toBeDefined();
    const retried = await api.post('postback/v1/retry', { id: transient.id, version: transient.version }, PostbackSchema);
    expect(retried).toMatchObject({ status: 'success', httpStatus: 200, attempts: 2 });
    await expect(api.post('postback/v1/retry', { id: retried.id, version: retried.version }, PostbackSchema)).rejects.toMatchObject({ serverMessage: zh('tools.postback.notFailed') });
    // An expired token fails again, until the configuration's token is corrected.
    const expired = rows.find((p) => p.status === 'failed' && p.httpStatus === 400) as Postback;
    expect(expired).toBeDefined();
    const again = await api.post('postback/v1/retry', { id: expired.id, version: expired.version }, PostbackSchema);
    expect(again).toMatchObject({ status: 'failed', attempts: 2 });
    expect(JSON.parse(again.returnInfo).error.message).toMatch(/expired/);
    await toolTables.pixels.update(expired.pixelId, { accessToken: 'EAAGm0PX4ZCpValidTokenForTheDemo0123456789' });
    const fixed = await api.post('postback/v1/retry', { id: again.id, version: again.version }, PostbackSchema);
    expect(fixed).toMatchObject({ status: 'success', attempts: 3 });
    await expect(api.post('postback/v1/retry', { id: fixed.id, version: fixed.version - 1 }, PostbackSchema)).rejects.toMatchObject({ code: 409 });
  });
});
