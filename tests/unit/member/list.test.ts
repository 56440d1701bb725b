import { describe, expect, it } from 'vitest';
import { zoneDay } from '../support/zone-day';
import * as v from 'valibot';
import { translate } from '@/i18n';
import { api } from '@/lib/api/client';
import { LoginResultSchema } from '@/records/session';
import { ChannelSchema } from '@/records/channels';
import { MemberSchema, type Member } from '@/records/members';
import { MemberStatsSchema } from '@/features/member/contract';
import { memberTables } from '@/features/member/mock/tables';
import { useMockBackend } from '../support/mock-server';

const { token } = useMockBackend();

async function signIn() {
  token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
}

const Page = v.object({ records: v.array(MemberSchema), total: v.number() });
const list = (body: Record<string, unknown>) => api.post('member/v1/page', { pageNum: 1, pageSize: 20, ...body }, Page);
const zh = translate.bind(null, 'ZH');
const all = () => memberTables.members.all();
// Days of the business day's zone (Intl's calendar): what the join-time filter and the statistics count.
const day = (offset: number) => zoneDay(new Date(Date.now() + offset * 86_400_000).toISOString());
const joinedIn = (m: Member, start: string, end: string) => zoneDay(m.joinTime) >= start && zoneDay(m.joinTime) <= end;

describe('member list: filters, sort and paging', () => {
  it('filters by type, channel and join time, each and together', async () => {
    await signIn();
    const guests = await list({ type: 'guest' });
    expect(guests.total).toBe(all().filter((m) => m.type === 'guest').length);
    expect(guests.records.every((m) => m.type === 'guest')).toBe(true);

    const channel = await list({ channelId: '2', pageSize: 100 });
    expect(channel.total).toBe(all().filter((m) => m.channelId === 2).length);
    expect(channel.records.every((m) => m.channelId === 2)).toBe(true);

    const [start, end] = [day(-30), day(0)];
    const recent = await list({ joinTime: [start, end] });
    expect(recent.total).toBe(all().filter((m) => joinedIn(m, start, end)).length);
    expect(recent.total).toBeGreaterThan(100);

    const together = await list({ type: 'member', channelId: '1', joinTime: [start, end], platform: 'ios' });
    expect(together.total).toBe(all().filter((m) => m.type === 'member' && m.channelId === 1 && m.platform === 'ios' && joinedIn(m, start, end)).length);
  });

  it('refuses a join-time range whose start equals or follows its end', async () => {
    await signIn();
    const message = zh('valid.dateRange');
    await expect(list({ joinTime: [day(-3), day(-3)] })).rejects.toMatchObject({ serverMessage: message });
    await expect(list({ joinTime: [day(-1), day(-5)] })).rejects.toMatchObject({ serverMessage: message });
    await expect(list({ joinTime: [day(-1), ''] })).rejects.toMatchObject({ serverMessage: message });
  });

  it('filters text: name or nickname, email, phone and card number (contains, any case)', async () => {
    await signIn();
    const sato = await list({ name: '佐藤', pageSize: 100 });
    expect(sato.total).toBe(all().filter((m) => m.name.includes('佐藤') || m.nickname.includes('佐藤')).length);
    expect(sato.total).toBeGreaterThan(0);
    const gmail = await list({ email: 'GMAIL.COM' });
    expect(gmail.total).toBe(all().filter((m) => m.email.includes('gmail.com')).length);
    const member = all().find((m) => m.phone)!;
    expect((await list({ phone: member.phone })).records.map((m) => m.id)).toContain(member.id);
    expect((await list({ cardNumber: member.cardNumber })).records.map((m) => m.id)).toEqual([member.id]);
    const levelThree = await list({ level: '3', status: 'normal', loginType: 'line' });
    expect(levelThree.total).toBe(all().filter((m) => m.level === 3 && m.status === 'normal' && m.loginType === 'line').length);
  });

  it('sorts by a sortable column either way, pages, and refuses a field its contract does not sort by', async () => {
    await signIn();
    const byBalance = await list({ sort: { field: 'beanBalance', order: 'desc' }, pageSize: 50 });
    const balances = byBalance.records.map((m) => m.beanBalance);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    expect(balances[0]).toBe(Math.max(...all().map((m) => m.beanBalance)));

    const asc = await list({ sort: { field: 'lastLoginTime', order: 'asc' }, type: 'member' });
    const times = asc.records.map((m) => m.lastLoginTime);
    expect(times).toEqual([...times].sort());

    const expected = all()
      .filter((m) => m.platform === 'android')
      .sort((a, b) => b.level - a.level || b.id - a.id)
      .slice(40, 60)
      .map((m) => m.id);
    expect((await list({ platform: 'android', sort: { field: 'level', order: 'desc' }, pageNum: 3 })).records.map((m) => m.id)).toEqual(expected);

    // The gate checks the request against the call's declared schema: sort.field is one of the sortable columns.
    await expect(list({ sort: { field: 'email', order: 'asc' } })).rejects.toThrow('格式不正确');
    const newest = await list({});
    expect(newest.records[0].id).toBe(Math.max(...all().map((m) => m.id)));
  });

  it('exports exactly the filtered rows, in chunks', async () => {
    await signIn();
    const filter = { type: 'member', joinTime: [day(-60), day(0)] };
    const page = await list(filter);
    const exported = await api.post('member/v1/export', { ...filter, pageNum: 1, pageSize: 5000 }, Page);
    expect(exported.total).toBe(page.total);
    expect(exported.records).toHaveLength(page.total);
    expect(new Set(exported.records.map((m) => m.id)).size).toBe(page.total);
  });

  it('lets an operator correct nickname, level and status, nothing else; never add or delete', async () => {
    await signIn();
    const member = all()[10];
    const updated = await api.post('member/v1/update', { id: member.id, version: member.version, nickname: 'ドラマ好き', level: 4, status: 'frozen', beanBalance: 999999 }, MemberSchema);
    expect(updated).toMatchObject({ nickname: 'ドラマ好き', level: 4, status: 'frozen', beanBalance: member.beanBalance, version: member.version + 1 });
    await expect(api.post('member/v1/update', { id: member.id, version: updated.version, level: 9 })).rejects.toMatchObject({ serverMessage: zh('valid.invalid') });
    await expect(api.post('member/v1/update', { id: member.id, version: updated.version, nickname: '' })).rejects.toMatchObject({ serverMessage: zh('valid.required') });
    await expect(api.post('member/v1/add', { name: 'x' })).rejects.toMatchObject({ serverMessage: zh('member.notByConsole') });
    await expect(api.post('member/v1/delete', { ids: [member.id] })).rejects.toMatchObject({ serverMessage: zh('member.notByConsole') });
    // The index follows the write: the new level is found and sorted at once.
    const found = await list({ level: '4', status: 'frozen', sort: { field: 'level', order: 'asc' }, pageSize: 100 });
    expect(found.records.map((m) => m.id)).toContain(member.id);
  });

  it('lists development channels for the options', async () => {
    await signIn();
    const channels = await api.post('channel/v1/page', { pageNum: 1, pageSize: 1000 }, v.object({ records: v.array(ChannelSchema), total: v.number() }));
    expect(channels.total).toBe(12);
    expect(new Set(all().map((m) => m.channelId).filter((id) => id !== null)).size).toBeLessThanOrEqual(12);
  });
});

describe('membership statistics', () => {
  const stats = (start: string, end: string) => api.post('member/v1/statistics', { start, end }, MemberStatsSchema);

  it('totals equal the member table counts', async () => {
    await signIn();
    const [start, end] = [day(-29), day(0)];
    const s = await stats(start, end);
    const joined = all().filter((m) => joinedIn(m, start, end));
    expect(s.days).toHaveLength(30);
    expect(s.period.total).toBe(joined.length);
    expect(s.period.total).toBe((await list({ joinTime: [start, end] })).total);
    expect(s.period.members).toBe((await list({ joinTime: [start, end], type: 'member' })).total);
    expect(s.period.guests).toBe((await list({ joinTime: [start, end], type: 'guest' })).total);
    expect(s.days.reduce((n, d) => n + d.members + d.guests, 0)).toBe(s.period.total);
    expect(s.platforms.reduce((n, p) => n + p.count, 0)).toBe(s.period.total);
    expect(s.loginTypes.reduce((n, p) => n + p.count, 0)).toBe(s.period.total);
    expect(s.platforms.find((p) => p.key === 'ios')!.count).toBe(joined.filter((m) => m.platform === 'ios').length);
    expect(s.loginTypes.find((p) => p.key === 'line')!.count).toBe(joined.filter((m) => m.loginType === 'line').length);
    expect(s.overall).toMatchObject({ total: all().length, members: all().filter((m) => m.type === 'member').length, guests: all().filter((m) => m.type === 'guest').length });
    const someDay = s.days[10];
    expect(someDay.members).toBe(all().filter((m) => m.type === 'member' && zoneDay(m.joinTime) === someDay.date).length);
  });

  it('answers one day (the report kit\'s today and yesterday), refuses a start after the end and a period over 731 days', async () => {
    await signIn();
    const one = await stats(day(-7), day(-7));
    expect(one.days).toHaveLength(1);
    expect(one.period.total).toBe(all().filter((m) => joinedIn(m, day(-7), day(-7))).length);
    expect(one.previous.total).toBe(all().filter((m) => joinedIn(m, day(-8), day(-8))).length);
    await expect(stats(day(0), day(-7))).rejects.toMatchObject({ serverMessage: zh('valid.dateRange') });
    await expect(stats(day(-800), day(0))).rejects.toMatchObject({ serverMessage: zh('report.period.tooLong') });
  });
});
