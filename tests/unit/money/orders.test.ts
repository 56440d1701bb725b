import { describe, expect, it } from 'vitest';
import { zoneDay } from '../support/zone-day';
import { performance } from 'node:perf_hooks';
import * as v from 'valibot';
import { translate } from '@/i18n';
import { api } from '@/lib/api/client';
import { LoginResultSchema } from '@/records/session';
import { BeanLogSchema } from '@/features/member/contract';
import { CURRENCIES, toYen } from '@/records/money';
import { ORDER_STATUSES, OrderSchema, PAY_PLATFORMS, type Order } from '@/records/orders';
import { memberTables } from '@/features/member/mock/tables';
import { useMockBackend } from '../support/mock-server';

const { token } = useMockBackend();
const zh = translate.bind(null, 'ZH');
const signIn = async () => {
  token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
};
const DAY = 86_400_000;
const day = (ms: number) => zoneDay(new Date(ms).toISOString());
const Page = v.object({ records: v.array(OrderSchema), total: v.number(), summary: v.object({ count: v.number(), paidYen: v.number() }) });
const Beans = v.object({ records: v.array(BeanLogSchema), total: v.number() });

/** The filters of the order lists, applied here to the table's rows (the oracle). */
function oracle(type: Order['type'], filters: Record<string, unknown>): Order[] {
  return memberTables.orders.filter((o) => {
    if (o.type !== type) return false;
    for (const [key, value] of Object.entries(filters)) {
      if (key === 'member' && !`${o.cardNumber}\u0000${o.memberName}`.toLowerCase().includes(String(value).toLowerCase())) return false;
      if (key === 'payTime') {
        const [start, end] = value as string[];
        if (!o.payTime || zoneDay(o.payTime) < start || zoneDay(o.payTime) > end) return false;
      }
      if (key === 'orderNo' && !o.orderNo.toLowerCase().includes(String(value).toLowerCase())) return false;
      if (['status', 'firstPeriod', 'payPlatform', 'channelId', 'attributionType', 'packageId', 'vipTypeId'].includes(key) && String(o[key as keyof Order]) !== String(value)) return false;
    }
    return true;
  });
}

describe('the orders of the demo world', () => {
  it('at least 50,000 orders over the last 400 days, of every status, several platforms and currencies; yen figures are the original amounts converted', () => {
    const orders = memberTables.orders.all();
    const recent = orders.filter((o) => Date.now() - Date.parse(o.createTime) <= 400 * DAY);
    expect(recent.length).toBeGreaterThanOrEqual(50_000);
    for (const status of ORDER_STATUSES) expect(orders.some((o) => o.status === status), status).toBe(true);
    for (const currency of CURRENCIES) expect(orders.some((o) => o.currency === currency), currency).toBe(true);
    for (const platform of PAY_PLATFORMS) expect(orders.some((o) => o.payPlatform === platform), platform).toBe(true);
    expect(new Set(orders.map((o) => o.orderNo)).size).toBe(orders.length);
    // Nothing happened after the demo's now.
    const now = new Date().toISOString();
    expect(orders.filter((o) => o.createTime > now || (o.payTime ?? '') > now || (o.refundTime ?? '') > now).slice(0, 3)).toEqual([]);
    const wrong = orders.filter((o) => {
      const paid = o.status === 'paid' || o.status === 'refunded';
      return (
        o.amountYen !== toYen(o.amount, o.currency) ||
        o.paidYen !== toYen(o.paidAmount, o.currency) ||
        paid !== (o.payTime !== null) ||
        (o.status === 'refunded') !== (o.refundTime !== null) ||
        (!paid && o.paidAmount !== 0) ||
        (o.type === 'vip' ? o.vipTypeId === null || o.period === null || o.period < 1 || o.firstPeriod !== (o.period === 1) : o.packageId === null || o.period !== null) ||
        (o.channelId === null) !== (o.attributionType === 'natural')
      );
    });
    expect(wrong.slice(0, 3)).toEqual([]);
    // Weekly renewals: some subscriptions run for many periods.
    expect(Math.max(...orders.filter((o) => o.type === 'vip').map((o) => o.period!))).toBeGreaterThan(30);
    // A first period at the first-period price: paid less than the amount.
    expect(orders.some((o) => o.firstPeriod && o.status === 'paid' && o.paidAmount < o.amount)).toBe(true);
  });

  it('the totals above the grid are the count and paid yen of every row the filters match, whatever the filters', async () => {
    await signIn();
    const now = Date.now();
    const cases: Array<['vipOrder' | 'rechargeOrder', Order['type'], Record<string, unknown>]> = [
      ['vipOrder', 'vip', {}],
      ['vipOrder', 'vip', { firstPeriod: 'true' }],
      ['vipOrder', 'vip', { firstPeriod: 'true', payTime: [day(now - 30 * DAY), day(now)] }],
      ['vipOrder', 'vip', { status: 'refunded' }],
      ['vipOrder', 'vip', { payPlatform: 'google', channelId: '1' }],
      ['vipOrder', 'vip', { attributionType: 'oldUser', vipTypeId: '2' }],
      ['rechargeOrder', 'beans', {}],
      ['rechargeOrder', 'beans', { status: 'paid', packageId: '3' }],
      ['rechargeOrder', 'beans', { member: memberTables.orders.find((o) => o.type === 'beans')!.cardNumber.slice(2, 6) }],
      ['rechargeOrder', 'beans', { payTime: [day(now - 90 * DAY), day(now - 60 * DAY)], status: 'paid' }],
      ['rechargeOrder', 'beans', { orderNo: 'B2' }],
    ];
    for (const [endpoint, type, filters] of cases) {
      const page = await api.post(`${endpoint}/v1/page`, { pageNum: 1, pageSize: 10, ...filters }, Page);
      const rows = oracle(type, filters);
      const label = `${endpoint} ${JSON.stringify(filters)}`;
      expect(page.total, label).toBe(rows.length);
      expect(page.summary, label).toEqual({ count: rows.length, paidYen: rows.reduce((n, o) => n + o.paidYen, 0) });
      expect(page.records.every((o) => o.type === type), label).toBe(true);
    }
    // A narrower filter gives smaller totals.
    const all = (await api.post('vipOrder/v1/page', { pageNum: 1, pageSize: 10 }, Page)).summary;
    const first = (await api.post('vipOrder/v1/page', { pageNum: 1, pageSize: 10, firstPeriod: 'true' }, Page)).summary;
    expect(first.count).toBeLessThan(all.count);
    expect(first.paidYen).toBeLessThan(all.paidYen);
    await expect(api.post('vipOrder/v1/page', { pageNum: 1, pageSize: 10, payTime: ['2026-03-10', '2026-03-10'] })).rejects.toMatchObject({ serverMessage: zh('valid.dateRange') });
  });

  it('answers any filter over the orders in milliseconds (an index, not a sort per request)', async () => {
    await signIn();
    const bodies = [
      {},
      { status: 'paid' },
      { firstPeriod: 'true', payTime: [day(Date.now() - 200 * DAY), day(Date.now())] },
      { member: '12' },
      { thirdPartyNo: 'gpa' },
      { payPlatform: 'apple', sort: { field: 'paidYen', order: 'desc' } },
      { channelId: '2', pageNum: 50 },
      { attributionType: 'natural', sort: { field: 'payTime', order: 'asc' } },
    ];
    for (const body of bodies) await api.post('vipOrder/v1/page', { pageNum: 1, pageSize: 100, ...body });
    const ms: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (const body of bodies) {
        const start = performance.now();
        await api.post('vipOrder/v1/page', { pageNum: 1, pageSize: 100, ...body, member: `${round}${body.member ?? ''}` });
        ms.push(performance.now() - start);
      }
    }
    ms.sort((a, b) => a - b);
    // The figure that counts is npm run bench's (p95 ≤ 20 ms, quiet machine); here only that nothing sorts 40,000 rows per request.
    expect(ms[Math.floor(ms.length * 0.95)]).toBeLessThan(150);
  });
});

describe('supplementing an order (补单)', () => {
  async function ledger(memberId: number) {
    const rows = [];
    for (let pageNum = 1; ; pageNum++) {
      const page = await api.post('member/bean/v1/page', { memberId, pageNum, pageSize: 100 }, Beans);
      rows.push(...page.records);
      if (rows.length >= page.total) return rows;
    }
  }

  it('an unpaid recharge order becomes paid: its beans reach the member with a detail row carrying the order number, and the ledger adds up', async () => {
    await signIn();
    const order = memberTables.orders.find((o) => o.type === 'beans' && o.status === 'unpaid')!;
    const member = memberTables.members.get(order.memberId)!;
    expect((await ledger(member.id)).reduce((n, r) => n + r.quantity, 0)).toBe(member.beanBalance);
    const paid = await api.post('order/v1/supplement', { id: order.id, version: order.version }, OrderSchema);
    expect(paid).toMatchObject({ status: 'paid', paidAmount: order.amount, paidYen: order.amountYen });
    expect(paid.payTime).not.toBeNull();
    const credit = paid.beans + paid.giftBeans;
    expect(credit).toBeGreaterThan(0);
    const rows = await ledger(member.id);
    expect(rows[0]).toMatchObject({ type: 'recharge', orderNo: order.orderNo, quantity: credit });
    const after = memberTables.members.get(member.id)!;
    expect(after.beanBalance).toBe(member.beanBalance + credit);
    expect(rows.reduce((n, r) => n + r.quantity, 0)).toBe(after.beanBalance);
    // It is a paid order now: in the list's paid totals, and not supplemented twice.
    const page = await api.post('rechargeOrder/v1/page', { pageNum: 1, pageSize: 10, orderNo: order.orderNo }, Page);
    expect(page.summary).toEqual({ count: 1, paidYen: order.amountYen });
    await expect(api.post('order/v1/supplement', { id: order.id, version: paid.version })).rejects.toMatchObject({ serverMessage: zh('operate.order.notSupplementable') });
    await expect(api.post('order/v1/supplement', { id: order.id, version: order.version })).rejects.toMatchObject({ serverMessage: zh('error.stale') });
  });

  it('an unpaid VIP order becomes paid: the member’s VIP time grows by a period, as a VIP record of the order', async () => {
    await signIn();
    const order = memberTables.orders.find((o) => o.type === 'vip' && o.status === 'failed' && o.vipTypeId === 1)!;
    const paid = await api.post('order/v1/supplement', { id: order.id, version: order.version, thirdPartyNo: 'GPA.3399-0000-1111-22222' }, OrderSchema);
    expect(paid).toMatchObject({ status: 'paid', thirdPartyNo: 'GPA.3399-0000-1111-22222' });
    const member = memberTables.members.get(order.memberId)!;
    expect(member.vipTypeId).toBe(1);
    const record = memberTables.vipRecords.filter((r) => r.memberId === member.id).sort((a, b) => b.id - a.id)[0];
    expect(record).toMatchObject({ source: 'order', orderNo: order.orderNo, vipTypeId: 1, expiryTime: member.expiryTime });
    expect(Date.parse(record.expiryTime) - Date.parse(record.startTime)).toBe(7 * DAY);
  });
});
