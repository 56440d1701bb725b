import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api/client';
import { RecordHitsSchema } from '@/lib/record-search';
import { LoginResultSchema } from '@/records/session';
import { memberTables } from '@/features/member/mock/tables';
import { useMockBackend } from '../support/mock-server';

/* The command palette's order searches (issue #14): by order number, each list its own type; a record tab reads the order by id. */

const { token } = useMockBackend();
async function signIn() {
  token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
}

describe('order searches of the command palette', () => {
  it('find an order by its whole number first, by its start from 3 characters, by a part from 8; each list its own type', async () => {
    await signIn();
    const orders = memberTables.orders.all();
    const vip = orders.find((o) => o.type === 'vip')!;
    const beans = orders.find((o) => o.type === 'beans')!;
    const exact = (await api.get('vipOrder/v1/search', { q: vip.orderNo.toLowerCase() }, RecordHitsSchema)).hits;
    expect(exact[0]).toMatchObject({ id: vip.id, title: vip.orderNo, match: 'orderNo', value: vip.orderNo });
    expect(exact[0].detail).toContain(vip.cardNumber);
    expect(await api.get('rechargeOrder/v1/search', { q: vip.orderNo }, RecordHitsSchema)).toEqual({ hits: [], total: 0 });
    const prefixed = await api.get('rechargeOrder/v1/search', { q: beans.orderNo.slice(0, 6) }, RecordHitsSchema);
    const prefix = prefixed.hits;
    expect(prefixed.total).toBeGreaterThanOrEqual(prefix.length);
    expect(prefix.length).toBeGreaterThan(0);
    expect(prefix.length).toBeLessThanOrEqual(8);
    for (const hit of prefix) expect(hit.title.startsWith(beans.orderNo.slice(0, 6))).toBe(true);
    const part = beans.orderNo.slice(3, 13);
    expect((await api.get('rechargeOrder/v1/search', { q: part }, RecordHitsSchema)).hits.some((h) => h.title.includes(part))).toBe(true);
    expect(await api.get('rechargeOrder/v1/search', { q: beans.orderNo.slice(3, 6) }, RecordHitsSchema)).toEqual({ hits: [], total: 0 });
    // The record tab reads the order by its id.
    const info = (await api.get('rechargeOrder/v1/info', { id: beans.id })) as { orderNo: string };
    expect(info.orderNo).toBe(beans.orderNo);
  });
});
