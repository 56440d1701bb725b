import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createActor, fromPromise, waitFor } from 'xstate';
import { translate } from '@/i18n';
import { api } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { LoginResultSchema } from '@/records/session';
import { GOOGLE_ORDER_PATTERN, StoreLookupSchema, StorePendingSchema, type StoreLookup } from '@/records/orders';
import { memberTables } from '@/features/member/mock/tables';
import { supplementMachine } from '@/features/tools/machines/supplement-machine';
import { useMockBackend } from '../support/mock-server';

/*
 * toolCategory/supplementOrder: the seeded purchases the store confirmed whose callback never
 * arrived, the lookup by Google order number (unknown, malformed, already paid), the supplement
 * (paid, beans or VIP granted, refused the second time), and the page's statechart.
 */

const { token } = useMockBackend();
const zh = translate.bind(null, 'ZH');
async function signIn() {
  token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
}
const Pending = v.object({ records: v.array(StorePendingSchema) });
const DAY = 86_400_000;

describe('supplement by Google order number', () => {
  it('the world holds at least 20 store-confirmed purchases without their callback: unpaid, recent, with GPA. numbers', async () => {
    await signIn();
    const { records } = await api.get('order/v1/storePending', undefined, Pending);
    expect(records.length).toBeGreaterThanOrEqual(20);
    console.info(`store-confirmed purchases awaiting their callback: ${records.length}`);
    for (const r of records) {
      expect(r.storeNo).toMatch(GOOGLE_ORDER_PATTERN);
      const order = memberTables.orders.get(r.id)!;
      expect(order).toMatchObject({ status: 'unpaid', payPlatform: 'google', thirdPartyNo: r.storeNo });
      expect(Date.now() - Date.parse(r.createTime)).toBeLessThan(31 * DAY);
    }
    expect(new Set(records.map((r) => r.storeNo)).size).toBe(records.length);
    expect(records.some((r) => r.type === 'beans') && records.some((r) => r.type === 'vip')).toBe(true);
  });

  it('looks a number up: unknown and malformed numbers are refused with clear messages; a paid order is answered as paid', async () => {
    await signIn();
    await expect(api.post('order/v1/storeLookup', { thirdPartyNo: 'GPA.0000-0000-0000-00000' }, StoreLookupSchema)).rejects.toMatchObject({ serverMessage: zh('operate.store.unknown') });
    await expect(api.post('order/v1/storeLookup', { thirdPartyNo: '12345' }, StoreLookupSchema)).rejects.toMatchObject({ serverMessage: zh('operate.store.numberRule') });
    const paid = memberTables.orders.all().find((o) => o.status === 'paid' && o.thirdPartyNo.startsWith('GPA.'))!;
    const found = await api.post('order/v1/storeLookup', { thirdPartyNo: ` ${paid.thirdPartyNo} ` }, StoreLookupSchema);
    expect(found.order).toMatchObject({ id: paid.id, status: 'paid' });
    await expect(api.post('order/v1/storeSupplement', { thirdPartyNo: paid.thirdPartyNo, version: found.order.version }, StoreLookupSchema)).rejects.toMatchObject({
      serverMessage: zh('operate.store.alreadyPaid'),
    });
  });

  it('supplements a recharge order once: paid, the member’s beans grow by the package’s; the second time is refused', async () => {
    await signIn();
    const { records } = await api.get('order/v1/storePending', undefined, Pending);
    const pick = records.find((r) => r.type === 'beans')!;
    const found = await api.post('order/v1/storeLookup', { thirdPartyNo: pick.storeNo }, StoreLookupSchema);
    expect(found.order.status).toBe('unpaid');
    expect(found.grantBeans).toBeGreaterThan(0);
    const balance = found.member.beanBalance;
    const after = await api.post('order/v1/storeSupplement', { thirdPartyNo: pick.storeNo, version: found.order.version }, StoreLookupSchema);
    expect(after.order).toMatchObject({ status: 'paid', thirdPartyNo: pick.storeNo });
    expect(after.member.beanBalance).toBe(balance + found.grantBeans);
    expect(memberTables.members.get(found.member.id)!.beanBalance).toBe(balance + found.grantBeans);
    // It has left the purchases awaiting their callback; the same number again is refused.
    expect((await api.get('order/v1/storePending', undefined, Pending)).records.map((r) => r.storeNo)).not.toContain(pick.storeNo);
    await expect(api.post('order/v1/storeSupplement', { thirdPartyNo: pick.storeNo, version: after.order.version }, StoreLookupSchema)).rejects.toMatchObject({
      serverMessage: zh('operate.store.alreadyPaid'),
    });
    // A stale version is refused too.
    const vip = records.find((r) => r.type === 'vip')!;
    const vipFound = await api.post('order/v1/storeLookup', { thirdPartyNo: vip.storeNo }, StoreLookupSchema);
    await expect(api.post('order/v1/storeSupplement', { thirdPartyNo: vip.storeNo, version: vipFound.order.version + 1 }, StoreLookupSchema)).rejects.toMatchObject({ code: 409 });
  });

  it('supplements a VIP order: the member’s VIP lasts longer', async () => {
    await signIn();
    const { records } = await api.get('order/v1/storePending', undefined, Pending);
    const pick = records.find((r) => r.type === 'vip')!;
    const found = await api.post('order/v1/storeLookup', { thirdPartyNo: pick.storeNo }, StoreLookupSchema);
    expect(found.grantVipDays).toBeGreaterThan(0);
    const after = await api.post('order/v1/storeSupplement', { thirdPartyNo: pick.storeNo, version: found.order.version }, StoreLookupSchema);
    expect(after.order.status).toBe('paid');
    expect(after.member.expiryTime).not.toBeNull();
    expect(Date.parse(after.member.expiryTime!)).toBeGreaterThan(Math.max(Date.parse(found.member.expiryTime ?? '1970-01-01'), Date.now()));
  });
});

describe('the supplement statechart', () => {
  const lookup = (status: 'unpaid' | 'paid'): StoreLookup =>
    ({
      order: { id: 7, version: 3, status, thirdPartyNo: 'GPA.3312-3456-7890-12345', type: 'beans' },
      member: { id: 1, cardNumber: '10000001', name: 'a', beanBalance: 10, vipTypeName: '', expiryTime: null },
      grantBeans: 100,
      grantVipDays: 0,
    }) as unknown as StoreLookup;

  function start(options: { paid?: boolean; fail?: unknown } = {}) {
    const asked: Array<{ storeNo: string; version?: number }> = [];
    let paid = options.paid ?? false;
    const actor = createActor(
      supplementMachine.provide({
        actors: {
          lookup: fromPromise(async ({ input }: { input: { storeNo: string } }) => {
            asked.push(input);
            return lookup(paid ? 'paid' : 'unpaid');
          }),
          supplement: fromPromise(async ({ input }: { input: { storeNo: string; version: number } }) => {
            asked.push(input);
            if (options.fail) throw options.fail;
            paid = true;
            return { ...lookup('paid'), member: { ...lookup('paid').member, beanBalance: 110 } };
          }),
        },
      }),
    ).start();
    return { actor, asked };
  }

  it('looked up, confirmed, paid; the same number again is refused as paid already', async () => {
    const { actor, asked } = start();
    actor.send({ type: 'LOOKUP', storeNo: ' GPA.3312-3456-7890-12345 ' });
    await waitFor(actor, (s) => s.matches('lookedUp'));
    expect(asked).toEqual([{ storeNo: 'GPA.3312-3456-7890-12345' }]);
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('lookedUp');
    actor.send({ type: 'SUPPLEMENT' });
    expect(actor.getSnapshot().value).toBe('lookedUp');
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'SUPPLEMENT' });
    await waitFor(actor, (s) => s.matches('paid'));
    expect(asked[1]).toEqual({ storeNo: 'GPA.3312-3456-7890-12345', version: 3 });
    expect(actor.getSnapshot().context.found!.member.beanBalance).toBe(110);
    // Paid: nothing to confirm any more; looking it up again is refused.
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('paid');
    actor.send({ type: 'LOOKUP', storeNo: 'GPA.3312-3456-7890-12345' });
    await waitFor(actor, (s) => s.matches('refused'));
    expect(actor.getSnapshot().context).toMatchObject({ refusal: 'tools.supplement.alreadyPaid' });
    expect(actor.getSnapshot().context.found!.order.status).toBe('paid');
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('refused');
  });

  it('refuses a malformed number without asking, an unknown one with the server’s reason, a failed supplement with its error', async () => {
    const { actor, asked } = start();
    actor.send({ type: 'LOOKUP', storeNo: 'GPA.12-34' });
    expect(actor.getSnapshot().value).toBe('refused');
    expect(actor.getSnapshot().context.refusal).toBe('tools.supplement.numberRule');
    expect(asked).toEqual([]);

    const unknown = new ApiError({ kind: 'business', code: 400, messageId: 'msg.requestFailed', serverMessage: zh('operate.store.unknown') });
    const failing = createActor(
      supplementMachine.provide({
        actors: {
          lookup: fromPromise<StoreLookup, { storeNo: string }>(async () => {
            throw unknown;
          }),
        },
      }),
    ).start();
    failing.send({ type: 'LOOKUP', storeNo: 'GPA.0000-0000-0000-00000' });
    await waitFor(failing, (s) => s.matches('refused'));
    expect(failing.getSnapshot().context).toMatchObject({ error: unknown, refusal: null, found: null });

    const conflict = new ApiError({ kind: 'business', code: 409, messageId: 'msg.requestFailed' });
    const { actor: second } = start({ fail: conflict });
    second.send({ type: 'LOOKUP', storeNo: 'GPA.3312-3456-7890-12345' });
    await waitFor(second, (s) => s.matches('lookedUp'));
    second.send({ type: 'CONFIRM' });
    second.send({ type: 'SUPPLEMENT' });
    await waitFor(second, (s) => s.matches('refused'));
    expect(second.getSnapshot().context.error).toBe(conflict);
    // Another lookup starts afresh.
    second.send({ type: 'LOOKUP', storeNo: 'GPA.3312-3456-7890-12345' });
    await waitFor(second, (s) => s.matches('lookedUp'));
    expect(second.getSnapshot().context).toMatchObject({ error: null, refusal: null });
  });
});
