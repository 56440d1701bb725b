import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { translate } from '@/i18n';
import { api } from '@/lib/api/client';
import { LoginResultSchema } from '@/records/session';
import { MemberSchema, type Member } from '@/records/members';
import { materialise, memberTables } from '@/features/member/mock/tables';
import {
  ClickReportSchema,
  DramaDetailsReportSchema,
  DramaOptionsSchema,
  DramaReportSchema,
  PlatformReportSchema,
  PlaybackReportSchema,
  VisitorReportSchema,
} from '@/features/statistics/contract';
import { members as memberFacts, warehouse } from '@/features/statistics/mock/handlers/warehouse';
import { DID } from '@/features/statistics/mock/handlers/warehouse/day-lists';
import { CONFIG_TABLE, type SystemConfig } from '@/records/config';
import { DRAMA_TABLE, isPaid, type Drama } from '@/records/dramas';
import { dayNumber, dayOfTime, dayText, shiftDay, todayIn } from '@/lib/report/period';
import { worldTable } from '@/mocks/db';
import { useMockBackend } from '../support/mock-server';

/*
 * The statistical reports over the demo world, through the mock's API as the console calls them:
 * each agrees with the records behind it (the member list, the payment records, a member's
 * watching records), follows a write to those records on the day it belongs to, and checks its
 * period.
 */

const { token } = useMockBackend();
const zh = translate.bind(null, 'ZH');
async function signIn() {
  token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
}
const today = () => todayIn();
const Page = <T extends v.GenericSchema>(schema: T) => v.object({ records: v.array(schema), total: v.number() });
const inDays = (iso: string, start: string, end: string) => {
  const d = dayText(dayOfTime(Date.parse(iso)));
  return d >= start && d <= end;
};

describe('statistical reports over the demo world', () => {
  it('answer every report for a period, one day and two years; refuse an inverted period and a longer one', async () => {
    await signIn();
    const [start, end] = [shiftDay(today(), -29), today()];
    const calls: Array<[string, v.GenericSchema, Record<string, unknown>]> = [
      ['statistics/v1/visitors', VisitorReportSchema, {}],
      ['statistics/v1/dramas', DramaReportSchema, {}],
      ['statistics/v1/dramaDetails', DramaDetailsReportSchema, { dramaId: 1001 }],
      ['statistics/v1/playback', PlaybackReportSchema, {}],
      ['statistics/v1/platforms', PlatformReportSchema, {}],
      ['statistics/v1/clicks', ClickReportSchema, { page: '' }],
    ];
    for (const [path, schema, extra] of calls) {
      const r = (await api.post(path, { start, end, ...extra }, schema)) as { start: string; previousStart: string; previousEnd: string };
      expect(r, path).toMatchObject({ start, previousStart: shiftDay(start, -30), previousEnd: shiftDay(start, -1) });
      await api.post(path, { start: end, end, ...extra }, schema);
      await api.post(path, { start: shiftDay(end, -730), end, ...extra }, schema);
      await expect(api.post(path, { start: end, end: start, ...extra }, schema), path).rejects.toMatchObject({ serverMessage: zh('valid.dateRange') });
      await expect(api.post(path, { start: shiftDay(end, -731), end, ...extra }, schema), path).rejects.toMatchObject({ serverMessage: zh('report.period.tooLong') });
      await expect(api.post(path, { start: '2026-02-30', end, ...extra }, schema), path).rejects.toMatchObject({ serverMessage: zh('valid.date') });
    }
  });

  it('new visitors are the member list’s members of that join time, day by day and in all', async () => {
    await signIn();
    const [start, end] = [shiftDay(today(), -13), today()];
    const r = await api.post('statistics/v1/visitors', { start, end }, VisitorReportSchema);
    const list = await api.post('member/v1/page', { pageNum: 1, pageSize: 1, joinTime: [start, end] }, Page(MemberSchema));
    expect(r.figures.current.newVisitors).toBe(list.total);
    const all = memberTables.members.all();
    for (const d of r.days) expect(d.newVisitors, d.date).toBe(all.filter((m) => inDays(m.joinTime, d.date, d.date)).length);
    const guests = all.filter((m) => m.type === 'guest' && inDays(m.joinTime, start, end)).length;
    expect(r.types.find((t) => t.type === 'guest')!.newVisitors).toBe(guests);
    // The membership data counts the same people.
    const stats = await api.post('member/v1/statistics', { start, end }, v.object({ period: v.object({ total: v.number() }) }));
    expect(stats.period.total).toBe(r.figures.current.newVisitors);
  });

  it('a member’s watching records are the warehouse’s days of that member: the same lives, never simulated twice', async () => {
    const sample = memberTables.members.all().filter((_, i) => i % 500 === 7);
    for (const m of sample) {
      await materialise(m);
      const records = memberTables.watches.all().filter((w) => w.memberId === m.id);
      const watched = [...new Set(records.map((w) => dayOfTime(Date.parse(w.watchTime))))].sort((a, b) => a - b);
      const lists = warehouse().activity.memberDays;
      let group = -1;
      for (let g = 0; g < lists.groups; g++) if (lists.owner(g) === m.id) group = g;
      expect(group, `member ${m.id}`).toBeGreaterThanOrEqual(0);
      // Each day: the warehouse says "watched" exactly on the days the records have.
      const first = watched.length ? watched[0] : dayNumber(today()) - 600;
      const seen: number[] = [];
      for (let d = first - 2; d <= dayNumber(today()); d++) if (lists.collect(group, d, d) && lists.flagsIn & DID.watch) seen.push(d);
      expect(seen, `member ${m.id}`).toEqual(watched);
    }
  });

  it('drama revenue is the paid payment records at each drama’s paywall, per drama and per episode', async () => {
    await signIn();
    const [start, end] = [shiftDay(today(), -89), today()];
    const r = await api.post('statistics/v1/dramas', { start, end }, DramaReportSchema);
    // The orders bought at a drama's paywall and paid (issue #11: orders are the members' payments).
    const paid = memberTables.orders.all().filter((p) => p.status === 'paid' && p.dramaId !== null && inDays(p.payTime!, start, end));
    expect(r.figures.current.revenue).toBe(paid.reduce((n, p) => n + p.paidYen, 0));
    for (const row of r.dramas.slice(0, 10)) expect(row.revenue, row.name).toBe(paid.filter((p) => p.dramaId === row.dramaId).reduce((n, p) => n + p.paidYen, 0));
    const drama = worldTable<Drama>(DRAMA_TABLE).get(r.dramas[0].dramaId)!;
    const details = await api.post('statistics/v1/dramaDetails', { start, end, dramaId: drama.id }, DramaDetailsReportSchema);
    expect(details.drama?.name).toBe(drama.name);
    expect(details.figures.current.revenue).toBe(r.dramas[0].revenue);
    expect(details.figures.current.views).toBe(r.dramas[0].views);
    for (const e of details.episodes) {
      expect(e.revenue, `episode ${e.episode}`).toBe(paid.filter((p) => p.dramaId === drama.id && p.episode === e.episode).reduce((n, p) => n + p.paidYen, 0));
      expect(e.paid).toBe(isPaid({ number: e.episode, charge: 'auto' }, drama.startChargeEpisode));
    }
    const options = await api.get('statistics/v1/dramaOptions', undefined, DramaOptionsSchema);
    expect(options.map((o) => o.id)).toEqual(worldTable<Drama>(DRAMA_TABLE).all().map((d) => d.id).sort((a, b) => a - b));
  });

  it('an order refunded or paid changes that day’s revenue at once; a reset puts the seed back', async () => {
    await signIn();
    const orders = memberTables.orders;
    const target = orders.all().find((p) => p.status === 'paid' && p.dramaId !== null && inDays(p.payTime!, shiftDay(today(), -20), today()))!;
    const day = dayText(dayOfTime(Date.parse(target.payTime!)));
    const revenueOf = async () => {
      const r = await api.post('statistics/v1/dramas', { start: day, end: day }, DramaReportSchema);
      return { all: r.figures.current.revenue, drama: r.dramas.find((x) => x.dramaId === target.dramaId)?.revenue ?? 0 };
    };
    const before = await revenueOf();
    // As the order calls write them: through the orders table, with its write events.
    await orders.update(target.id, { status: 'refunded', refundTime: new Date().toISOString() });
    expect(await revenueOf()).toEqual({ all: before.all - target.paidYen, drama: before.drama - target.paidYen });
    await orders.insert({ ...target, id: orders.nextId(), orderNo: 'DRTEST', status: 'paid', refundTime: null, paidYen: 980 });
    expect(await revenueOf()).toEqual({ all: before.all - target.paidYen + 980, drama: before.drama - target.paidYen + 980 });
    await (await import('@/mocks/db')).resetDb();
    // A reset forgets the sessions too.
    await signIn();
    expect(await revenueOf()).toEqual(before);
  });

  it('a member joining, as the table tells it, is a new visitor and a new user of that day', async () => {
    await signIn();
    const r0 = await api.post('statistics/v1/platforms', { start: today(), end: today() }, PlatformReportSchema);
    const some = memberTables.members.all()[0];
    const joined: Member = { ...some, id: memberTables.members.nextId(), cardNumber: '99999999', joinTime: new Date().toISOString(), platform: 'h5', version: 1 };
    await memberTables.members.insert(joined);
    expect(memberFacts.has(joined.id)).toBe(true);
    const r1 = await api.post('statistics/v1/platforms', { start: today(), end: today() }, PlatformReportSchema);
    expect(r1.figures.current.newUsers).toBe(r0.figures.current.newUsers + 1);
    expect(r1.platforms.find((p) => p.key === 'h5')!.newUsers).toBe(r0.platforms.find((p) => p.key === 'h5')!.newUsers + 1);
    const visitors = await api.post('statistics/v1/visitors', { start: today(), end: today() }, VisitorReportSchema);
    expect(visitors.figures.current.newVisitors).toBe(r1.figures.current.newUsers);
  });

  it('the chart indicator limit is the system setting (default 2)', async () => {
    await signIn();
    const [start, end] = [shiftDay(today(), -6), today()];
    expect((await api.post('statistics/v1/visitors', { start, end }, VisitorReportSchema)).maxIndicators).toBe(2);
    await worldTable<SystemConfig>(CONFIG_TABLE).update(1, { maxChartIndicators: 3 });
    expect((await api.post('statistics/v1/playback', { start, end }, PlaybackReportSchema)).maxIndicators).toBe(3);
  });

  it('a period of the future, or before the world began, is empty: nothing is made up', async () => {
    await signIn();
    const r = await api.post('statistics/v1/playback', { start: '2020-01-01', end: '2020-01-31' }, PlaybackReportSchema);
    expect(r.figures.current).toEqual({ plays: 0, viewers: 0, watchMinutes: 0, minutesPerViewer: 0, completionRate: 0 });
    expect(r.days.every((d) => d.plays === 0)).toBe(true);
    const c = await api.post('statistics/v1/clicks', { start: shiftDay(today(), 1), end: shiftDay(today(), 3) }, ClickReportSchema);
    expect(c.figures.current.clicks).toBe(0);
  });
});
