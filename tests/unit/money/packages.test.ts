import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { translate } from '@/i18n';
import { api } from '@/lib/api/client';
import { LoginResultSchema } from '@/records/session';
import { PackageListSchema, remainingOf } from '@/records/catalogue';
import { circulationRule, percentageRule, purchaseLimitRule } from '@/features/money/resources/packages';
import { moneyTables } from '@/features/money/mock/tables';
import { memberTables } from '@/features/member/mock/tables';
import { useMockBackend } from '../support/mock-server';

const { token } = useMockBackend();
const zh = translate.bind(null, 'ZH');
const signIn = async () => {
  token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
};
const Page = v.object({ records: v.array(PackageListSchema), total: v.number() });
const sold = (packageId: number) => memberTables.orders.filter((o) => o.packageId === packageId && (o.status === 'paid' || o.status === 'refunded')).length;
const passes = (rule: v.GenericSchema, x: unknown) => v.safeParse(rule, x).success;

describe('package rules (section 5: percentage 0-100; circulation: blank means unlimited)', () => {
  it('percentage: every number from 0 to 100 passes, every other value is refused with the spec’s message', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (x) => passes(percentageRule, x)));
    fc.assert(
      fc.property(fc.oneof(fc.double({ min: 100, max: 1e9, noNaN: true, minExcluded: true }), fc.double({ min: -1e9, max: -Number.MIN_VALUE, noNaN: true })), (x) => {
        const result = v.safeParse(percentageRule, x);
        return !result.success && result.issues[0].message === 'valid.percent';
      }),
    );
    for (const x of [Number.NaN, Infinity, '50', null, '']) expect(passes(percentageRule, x), String(x)).toBe(false);
  });

  it('circulation and purchase limit: blank (unlimited) or a whole number in range', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 10_000_000 }), (n) => passes(circulationRule, n)));
    fc.assert(fc.property(fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 10_000_001 }), fc.double({ noInteger: true, noNaN: true })), (n) => !passes(circulationRule, n)));
    for (const blank of ['', null]) expect(passes(circulationRule, blank)).toBe(true);
    fc.assert(fc.property(fc.integer({ min: 1, max: 999 }), (n) => passes(purchaseLimitRule, n)));
    expect(passes(purchaseLimitRule, 1000)).toBe(false);
  });

  it('what is left: unlimited stays unlimited; otherwise the circulation less what sold, never below zero', () => {
    fc.assert(fc.property(fc.nat(), (s) => remainingOf(null, s) === null));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.nat({ max: 20_000_000 }), (c, s) => {
        const left = remainingOf(c, s)!;
        return left >= 0 && left <= c && (s <= c ? left === c - s : left === 0);
      }),
    );
  });
});

describe('packages on the demo world', () => {
  it('the list shows what sold from the orders, and what is left of a limited circulation; blank circulation is unlimited', async () => {
    await signIn();
    const { records } = await api.post('beanPackage/v1/page', { pageNum: 1, pageSize: 100 }, Page);
    expect(records.length).toBe(moneyTables.packages.size);
    for (const p of records) {
      expect(p.sold, p.name).toBe(sold(p.id));
      expect(p.remaining, p.name).toBe(p.circulation == null ? null : p.circulation - p.sold);
    }
    const limited = records.find((p) => p.type === 'limited')!;
    expect(limited.circulation).toBeGreaterThan(limited.sold);
    expect(limited.sold).toBeGreaterThan(0);
    expect(records.filter((p) => p.circulation === null).length).toBeGreaterThan(3);
  });

  it('a percentage of 101 is refused and nothing is created; 100 is accepted', async () => {
    await signIn();
    const before = moneyTables.packages.size;
    const values = { name: '测试金豆礼包', type: 'regular', price: 500, beans: 900, giftBeans: 100, percentage: 101, purchaseLimit: '', circulation: '', sort: 5 };
    await expect(api.post('beanPackage/v1/add', values)).rejects.toMatchObject({ serverMessage: zh('valid.percent') });
    await expect(api.post('beanPackage/v1/add', { ...values, percentage: -1 })).rejects.toMatchObject({ serverMessage: zh('valid.percent') });
    expect(moneyTables.packages.size).toBe(before);
    const added = await api.post('beanPackage/v1/add', { ...values, percentage: 100 }, PackageListSchema);
    // A blank circulation and purchase limit are stored as null: unlimited.
    expect(added).toMatchObject({ percentage: 100, circulation: null, purchaseLimit: null, remaining: null, sold: 0, enabled: true });
  });

  it('a circulation below what sold is refused; a first-recharge package is bought once', async () => {
    await signIn();
    const limited = moneyTables.packages.find((p) => p.type === 'limited')!;
    const n = sold(limited.id);
    await expect(api.post('beanPackage/v1/update', { id: limited.id, version: limited.version, circulation: n - 1 })).rejects.toMatchObject({
      serverMessage: zh('operate.package.circulationBelowSold'),
    });
    const exact = await api.post('beanPackage/v1/update', { id: limited.id, version: limited.version, circulation: n }, PackageListSchema);
    expect(exact.remaining).toBe(0);
    const first = moneyTables.packages.find((p) => p.type === 'firstRecharge')!;
    await expect(api.post('beanPackage/v1/update', { id: first.id, version: first.version, purchaseLimit: 2 })).rejects.toMatchObject({
      serverMessage: zh('operate.package.firstRechargeLimit'),
    });
  });

  it('a package sold out refuses a supplement (补单) of one more order of it', async () => {
    await signIn();
    const limited = moneyTables.packages.find((p) => p.type === 'limited')!;
    const unpaid = memberTables.orders.find((o) => o.packageId === limited.id && o.status === 'unpaid');
    const target = unpaid ?? memberTables.orders.find((o) => o.type === 'beans' && o.status === 'unpaid')!;
    if (!unpaid) {
      // No unpaid order of the limited package in this world: make one of another package sold out instead.
      const p = moneyTables.packages.get(target.packageId!)!;
      await api.post('beanPackage/v1/update', { id: p.id, version: p.version, circulation: sold(p.id) });
    } else {
      await api.post('beanPackage/v1/update', { id: limited.id, version: limited.version, circulation: sold(limited.id) });
    }
    await expect(api.post('order/v1/supplement', { id: target.id, version: target.version })).rejects.toMatchObject({ serverMessage: zh('operate.order.soldOut') });
    expect(memberTables.orders.get(target.id)!.status).toBe('unpaid');
  });

  it('a package with orders cannot be deleted; a new one can', async () => {
    await signIn();
    const used = moneyTables.packages.get(2)!;
    await expect(api.post('beanPackage/v1/delete', { ids: [used.id], versions: [used.version] })).rejects.toMatchObject({ serverMessage: zh('operate.package.inUse') });
    expect(moneyTables.packages.get(2)).toBeTruthy();
  });
});
