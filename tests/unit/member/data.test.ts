import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { api } from '@/lib/api/client';
import { LoginResultSchema } from '@/records/session';
import { MemberSchema, type Member } from '@/records/members';
import { BeanLogSchema, WatchRecordSchema, type BeanLog } from '@/features/member/contract';
import { OrderSchema } from '@/records/orders';
import { isMessageId } from '@/i18n';
import { memberResource } from '@/features/member/resources';
import type { Option } from '@/lib/resource/types';
import { materialise, memberTables } from '@/features/member/mock/tables';
import { channels } from '@/features/channel/mock';
import { dramas } from '@/features/theater/mock';
import { useMockBackend } from '../support/mock-server';

const { token } = useMockBackend();

async function signIn() {
  token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
}

const Page = <T extends v.GenericSchema>(schema: T) => v.object({ records: v.array(schema), total: v.number() });

/** Every row of a member's related list, through the API (pages of 100). */
async function related<T extends v.GenericSchema>(endpoint: string, memberId: number, schema: T): Promise<v.InferOutput<T>[]> {
  const rows: v.InferOutput<T>[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const page = await api.post(`${endpoint}/v1/page`, { memberId, pageNum, pageSize: 100 }, Page(schema));
    rows.push(...page.records);
    if (rows.length >= page.total || !page.records.length) return rows;
  }
}

/** The theater's dramas: every watch and payment points at one. */
const dramaIds = { has: (id: number) => dramas.get(id) !== undefined };

describe('member demo data', () => {
  it('seeds 5,000 realistic members by default', () => {
    const members = memberTables.members.all();
    expect(members).toHaveLength(5000);
    expect(new Set(members.map((m) => m.cardNumber)).size).toBe(5000);
    const problems: string[] = [];
    const check = (ok: boolean, what: string, m: Member) => ok || problems.push(`${what}: member ${m.id}`);
    for (const m of members) {
      check(/^\d{8}$/.test(m.cardNumber), 'card number', m);
      check(m.maxLoginDays >= m.consecutiveLoginDays && m.consecutiveLoginDays >= 1, 'login days', m);
      check(m.beanBalance >= 0, 'balance', m);
      check(m.lastLoginTime >= m.joinTime, 'last login', m);
      check(m.type === 'guest' ? m.loginType === 'device' && m.email === '' : m.loginType !== 'device', 'login type', m);
      check(!m.referrerId || memberTables.members.get(m.referrerId)?.cardNumber === m.referrerCard, 'referrer', m);
      check(!m.channelId || channels.get(m.channelId) !== undefined, 'channel', m);
      check(!m.vipTypeId || m.expiryTime !== null, 'vip expiry', m);
      check(m.platform !== 'android' || m.loginType !== 'apple', 'apple on android', m);
    }
    expect(problems).toEqual([]);
    // Ids follow join time.
    expect(members.every((m, i) => i === 0 || m.joinTime >= members[i - 1].joinTime)).toBe(true);
    const share = (p: (m: Member) => boolean) => members.filter(p).length / members.length;
    expect(share((m) => m.type === 'guest')).toBeGreaterThan(0.35);
    expect(share((m) => m.type === 'guest')).toBeLessThan(0.55);
    expect(share((m) => m.platform === 'h5')).toBeGreaterThan(0.05);
    expect(share((m) => m.vipTypeId !== null)).toBeGreaterThan(0.02);
    expect(share((m) => m.beanBalance > 150)).toBeGreaterThan(0.05);
    expect(share((m) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(m.name) && m.type === 'member')).toBeGreaterThan(0.2);
    expect(share((m) => /^[A-Za-z .]+$/.test(m.name))).toBeGreaterThan(0.1);
  });

  it('is deterministic: the same seed gives the same members', async () => {
    const before = memberTables.members.all().slice(0, 50).map((m) => ({ ...m }));
    const { resetDb } = await import('@/mocks/db');
    await resetDb();
    expect(memberTables.members.all().slice(0, 50).map((m) => ({ ...m }))).toEqual(before);
  });

  it('payment records (the member’s orders) and watching records reference real dramas, in yen, and agree with the bean details and the VIP records', async () => {
    await signIn();
    const payers = memberTables.members.all().filter((m) => m.vipTypeId !== null || m.level >= 5).slice(0, 12);
    expect(payers.length).toBeGreaterThan(5);
    let orders = 0;
    for (const m of payers) {
      const payments = await related('member/payment', m.id, OrderSchema);
      const beans = await related('member/bean', m.id, BeanLogSchema);
      const watches = await related('member/watch', m.id, WatchRecordSchema);
      expect(payments.length).toBe(memberTables.orders.filter((o) => o.memberId === m.id).length);
      expect(beans.reduce((n, r) => n + r.quantity, 0)).toBe(m.beanBalance);
      for (const p of payments) {
        orders += 1;
        expect(p.memberId).toBe(m.id);
        if (p.dramaId !== null) expect(dramaIds.has(p.dramaId)).toBe(true);
        expect(Number.isInteger(p.paidYen) && p.paidYen >= 0).toBe(true);
        expect(p.createTime >= m.joinTime).toBe(true);
        const paid = p.status === 'paid' || p.status === 'refunded';
        expect(paid ? p.paidYen > 0 && p.payTime !== null : p.paidYen === 0 && p.payTime === null).toBe(true);
        if (p.type === 'beans') expect(beans.find((b) => b.orderNo === p.orderNo)?.quantity ?? 0).toBe(paid ? p.beans + p.giftBeans : 0);
        else expect(p.vipTypeId).not.toBeNull();
      }
      // Newest first.
      for (let i = 1; i < payments.length; i++) expect(payments[i - 1].createTime >= payments[i].createTime).toBe(true);
      for (const w of watches) expect(dramaIds.has(w.dramaId)).toBe(true);
      for (const b of beans.filter((x) => x.type === 'unlock')) {
        expect(dramaIds.has(b.dramaId!)).toBe(true);
        expect(watches.some((w) => w.dramaId === b.dramaId && w.episode === b.episode && w.unlockType === 'beans')).toBe(true);
      }
      // Newest first.
      for (let i = 1; i < beans.length; i++) expect(beans[i - 1].createTime >= beans[i].createTime).toBe(true);
      // The member's VIP state is its latest VIP record, which an order started.
      const records = memberTables.vipRecords.filter((r) => r.memberId === m.id).sort((a, b) => (a.expiryTime < b.expiryTime ? 1 : -1));
      if (m.vipTypeId) {
        expect(records[0]).toMatchObject({ vipTypeId: m.vipTypeId, expiryTime: m.expiryTime, source: 'order' });
        expect(payments.find((p) => p.orderNo === records[0].orderNo)).toMatchObject({ type: 'vip', vipTypeId: m.vipTypeId, period: 1 });
      } else {
        expect(records).toEqual([]);
      }
    }
    expect(orders).toBeGreaterThan(0);
  });

  it('every fixed option of the member screens is labelled by a message that exists', () => {
    const lists = [
      ...memberResource.columns,
      ...memberResource.filters,
      ...memberResource.fields,
      ...(memberResource.related ?? []).flatMap((r) => r.columns),
    ].flatMap((x) => (Array.isArray(x.options) ? [x.options as Option[]] : []));
    const labels = lists.flat().flatMap((o) => (o.label ? [o.label] : []));
    expect(labels.length).toBeGreaterThan(20);
    expect(labels.filter((id) => !isMessageId(id))).toEqual([]);
  });

  it('member rows pass the record schema', () => {
    for (const m of memberTables.members.all().slice(0, 500)) expect(v.safeParse(MemberSchema, m).success).toBe(true);
  });
  it('every balance equals the sum of the member’s golden-bean details (400 members; last: the next reset has many rows to clear)', async () => {
    const members = memberTables.members.all().filter((_, i) => i % 12 === 0);
    for (const m of members) await materialise(m);
    const problems: string[] = [];
    const byMember = new Map<number, BeanLog[]>();
    for (const row of memberTables.beanLogs.all()) byMember.set(row.memberId, [...(byMember.get(row.memberId) ?? []), row]);
    for (const m of members) {
      const rows = (byMember.get(m.id) ?? []).sort((a, b) => (a.createTime === b.createTime ? a.id - b.id : a.createTime < b.createTime ? -1 : 1));
      let running = 0;
      for (const r of rows) {
        running += r.quantity;
        if (r.balanceAfter !== running || running < 0) problems.push(`running balance: member ${m.id}`);
      }
      if (running !== m.beanBalance) problems.push(`balance ${m.beanBalance} but details sum to ${running}: member ${m.id}`);
    }
    expect(problems).toEqual([]);
  });

});
