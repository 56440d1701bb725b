import { describe, expect, it } from 'vitest';
import { zoneDay } from '../support/zone-day';
import * as v from 'valibot';
import { translate } from '@/i18n';
import { api, configureClient } from '@/lib/api/client';
import { LoginResultSchema } from '@/records/session';
import { ChannelSchema } from '@/records/channels';
import { DistributionOrderSchema, ShareRecordSchema, channelApi } from '@/features/channel/contract';
import { CompanyListSchema } from '@/features/channel/resources';
import { channelTables } from '@/features/channel/mock';
import { MemberSchema } from '@/records/members';
import { SystemConfigSchema } from '@/records/config';
import { memberTables } from '@/features/member/mock/tables';
import { useMockBackend } from '../support/mock-server';

const { token } = useMockBackend();
const zh = translate.bind(null, 'ZH');
const DAY = 86_400_000;

async function signIn() {
  token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
}
const Page = <T extends v.GenericSchema>(schema: T) => v.object({ records: v.array(schema), total: v.number() });
const day = (ms: number) => zoneDay(new Date(ms).toISOString());
const inRange = (iso: string, start: string, end: string) => !start || (zoneDay(iso) >= start && zoneDay(iso) <= end);

/** The figures of one channel, added up here from the members and their orders (the oracle). */
function expected(channelId: number, start = '', end = '') {
  const { members, orders: payments } = memberTables;
  const own = new Set(members.all().filter((m) => m.channelId === channelId).map((m) => m.id));
  const acquired = members.all().filter((m) => own.has(m.id) && inRange(m.joinTime, start, end)).length;
  const paid = payments.all().filter((p) => own.has(p.memberId) && p.status === 'paid' && inRange(p.payTime!, start, end));
  const recharge = paid.reduce((n, p) => n + p.paidYen, 0);
  const percent = channelTables.channels.get(channelId)!.sharePercent;
  return { members: acquired, payingMembers: new Set(paid.map((p) => p.memberId)).size, recharge, shareAmount: Math.floor((recharge * percent) / 100) };
}

describe('distribution console', () => {
  it('every figure is the channel members’ records added up, for all time and for a period', async () => {
    await signIn();
    const now = Date.now();
    for (const [start, end] of [
      ['', ''],
      [day(now - 90 * DAY), day(now)],
    ]) {
      const result = await channelApi.distributionConsole({ start, end });
      expect(result.rows.map((r) => r.channelId)).toEqual(channelTables.channels.all().map((c) => c.id).sort((a, b) => a - b));
      for (const row of result.rows) {
        expect(row, `${row.channelName} ${start}~${end}`).toMatchObject(expected(row.channelId, start, end));
        expect(row.links).toBe(channelTables.links.filter((l) => l.channelId === row.channelId).length);
      }
      // The rows add up to the totals, and there is something to add up.
      const sum = (k: 'members' | 'payingMembers' | 'recharge' | 'shareAmount' | 'links') => result.rows.reduce((n, r) => n + r[k], 0);
      expect(result.total).toEqual({ links: sum('links'), members: sum('members'), payingMembers: sum('payingMembers'), recharge: sum('recharge'), shareAmount: sum('shareAmount') });
      expect(result.total.members).toBeGreaterThan(0);
      expect(result.total.recharge).toBeGreaterThan(0);
    }
  });

  it('the member list filtered by channel and join time counts the console’s members acquired', async () => {
    await signIn();
    const start = day(Date.now() - 60 * DAY);
    const end = day(Date.now());
    const { rows } = await channelApi.distributionConsole({ start, end });
    for (const row of rows.slice(0, 4)) {
      const list = await api.post('member/v1/page', { pageNum: 1, pageSize: 10, channelId: String(row.channelId), joinTime: [start, end] }, Page(MemberSchema));
      expect(list.total, row.channelName).toBe(row.members);
    }
  });

  it('a member set to another channel moves with all their payments, and a company filter keeps its channels', async () => {
    await signIn();
    const payer = memberTables.orders.all().find((p) => p.status === 'paid' && memberTables.members.get(p.memberId)?.channelId === 1)!;
    const member = memberTables.members.get(payer.memberId)!;
    const paid = memberTables.orders.filter((p) => p.memberId === member.id && p.status === 'paid').reduce((n, p) => n + p.paidYen, 0);
    const before = await channelApi.distributionConsole({});
    await api.post('member/v1/setChannel', { id: member.id, channelId: 2 }, MemberSchema);
    const after = await channelApi.distributionConsole({});
    const row = (r: typeof before, id: number) => r.rows.find((x) => x.channelId === id)!;
    expect(row(after, 1).members).toBe(row(before, 1).members - 1);
    expect(row(after, 2).members).toBe(row(before, 2).members + 1);
    expect(row(after, 1).recharge).toBe(row(before, 1).recharge - paid);
    expect(row(after, 2).recharge).toBe(row(before, 2).recharge + paid);
    expect(after.total.recharge).toBe(before.total.recharge);

    const google = await channelApi.distributionConsole({ companyId: 3 });
    expect(google.rows.map((r) => r.channelId)).toEqual([3, 7]);
  });

  it('refuses a period whose start is not before its end', async () => {
    await signIn();
    await expect(channelApi.distributionConsole({ start: '2026-03-10', end: '2026-03-10' })).rejects.toMatchObject({ serverMessage: zh('valid.dateRange') });
    await expect(channelApi.distributionConsole({ start: '2026-03-10', end: '' })).rejects.toMatchObject({ serverMessage: zh('valid.dateRange') });
  });
});

async function setZone(zone: string) {
  const config = await api.get('config/v1/get', undefined, SystemConfigSchema);
  const { id: _id, requestTimeoutMs: _t, updateTime: _u, updatedBy: _b, ...values } = config;
  await api.post('config/v1/update', { ...values, reportTimeZone: zone }, SystemConfigSchema);
}

describe('distribution orders and share records', () => {
  it('orders are the paid orders of a company’s channel members, and share records add them up by month', async () => {
    await signIn();
    const channelIds = new Set(channelTables.channels.filter((c) => c.companyId === 3).map((c) => c.id));
    const memberIds = new Set(memberTables.members.filter((m) => m.channelId != null && channelIds.has(m.channelId)).map((m) => m.id));
    const records = memberTables.orders.filter((p) => memberIds.has(p.memberId) && (p.status === 'paid' || p.status === 'refunded'));
    const orders = await api.post('distributionOrder/v1/page', { pageNum: 1, pageSize: 10, companyId: '3' }, Page(DistributionOrderSchema));
    expect(orders.total).toBe(records.length);
    expect(orders.records.every((o) => o.companyId === 3 && channelIds.has(o.channelId))).toBe(true);

    const refunded = await api.post('distributionOrder/v1/page', { pageNum: 1, pageSize: 10, companyId: '3', status: 'refunded' }, Page(DistributionOrderSchema));
    expect(refunded.total).toBe(records.filter((p) => p.status === 'refunded').length);

    // Share records add up by month of the business day (docs/business-day.md), in whatever zone the settings name.
    for (const zone of ['Asia/Tokyo', 'America/New_York']) {
      if (zone !== 'Asia/Tokyo') await setZone(zone);
      const shares = await api.post('shareRecord/v1/page', { pageNum: 1, pageSize: 1000, channelId: '3' }, Page(ShareRecordSchema));
      for (const month of shares.records.slice(0, 3)) {
        const paid = memberTables.orders.filter((p) => p.status === 'paid' && zoneDay(p.payTime!, zone).startsWith(month.month) && memberTables.members.get(p.memberId)?.channelId === 3);
        expect(month.recharge, `${zone} ${month.month}`).toBe(paid.reduce((n, p) => n + p.paidYen, 0));
        expect(month.orders).toBe(paid.length);
        expect(month.shareAmount).toBe(Math.floor((month.recharge * month.sharePercent) / 100));
      }
      expect(shares.records[0].status).toBe('pending');
      expect(shares.records.slice(1).every((s) => s.status === 'settled')).toBe(true);
    }
  });
});

describe('companies and channels', () => {
  it('a company with channels cannot be deleted, in Chinese and English; one without can', async () => {
    await signIn();
    const list = await api.post('channelCompany/v1/page', { pageNum: 1, pageSize: 100 }, Page(CompanyListSchema));
    const busy = list.records.find((c) => c.id === 3)!;
    expect(busy.channelCount).toBe(2);
    await expect(api.post('channelCompany/v1/delete', { ids: [busy.id], versions: [busy.version] })).rejects.toMatchObject({ serverMessage: zh('channel.company.hasChannels') });
    configureClient({ getLanguage: () => 'EN' });
    try {
      await expect(api.post('channelCompany/v1/delete', { ids: [busy.id], versions: [busy.version] })).rejects.toMatchObject({
        serverMessage: 'This company still has channels and cannot be deleted',
      });
    } finally {
      configureClient({ getLanguage: () => 'ZH' });
    }
    expect(channelTables.companies.get(busy.id)).toBeTruthy();

    const idle = list.records.find((c) => c.channelCount === 0)!;
    await api.post('channelCompany/v1/delete', { ids: [idle.id], versions: [idle.version] });
    expect(channelTables.companies.get(idle.id)).toBeUndefined();
  });

  it('a new channel belongs to a real company, has a unique number, and members can be set to it', async () => {
    await signIn();
    const add = (values: Record<string, unknown>) => api.post('channel/v1/add', { name: '新規チャネル', number: 'CH9001', companyId: 12, sharePercent: 35, ...values }, ChannelSchema);
    await expect(add({ number: 'CH1001' })).rejects.toMatchObject({ serverMessage: zh('channel.channel.numberTaken') });
    await expect(add({ companyId: 999 })).rejects.toMatchObject({ serverMessage: zh('channel.channel.companyMissing') });
    await expect(add({ sharePercent: 101 })).rejects.toMatchObject({ serverMessage: zh('channel.channel.shareRule') });
    const channel = await add({});
    expect(channel).toMatchObject({ companyId: 12, number: 'CH9001', sharePercent: 35 });

    // Company 12 now has a channel: it cannot be deleted any more.
    const company = channelTables.companies.get(12)!;
    await expect(api.post('channelCompany/v1/delete', { ids: [12], versions: [company.version] })).rejects.toMatchObject({ serverMessage: zh('channel.company.hasChannels') });

    const member = memberTables.members.get(1)!;
    await api.post('member/v1/setChannel', { id: member.id, channelId: channel.id }, MemberSchema);
    const { rows } = await channelApi.distributionConsole({ channelId: channel.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channelId: channel.id, links: 0, sharePercent: 35, ...expected(channel.id) });
    expect(rows[0].members).toBe(1);

    // Now it has a member: it cannot be deleted.
    await expect(api.post('channel/v1/delete', { ids: [channel.id], versions: [channel.version] })).rejects.toMatchObject({ serverMessage: zh('channel.channel.hasMembers') });
  });
});
