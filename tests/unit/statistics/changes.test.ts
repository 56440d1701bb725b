import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { api, configureClient } from '@/lib/api/client';
import type { LogRow } from '@/lib/oplog';
import { dayOfTime, dayText, shiftDay, todayIn } from '@/lib/report/period';
import { timeOf } from '@/lib/time';
import { currentTimeZone } from '@/lib/time-zone';
import { LoginResultSchema } from '@/records/session';
import { DramaSchema, EpisodeSchema } from '@/records/dramas';
import { ChangesSchema, changeText, type Change } from '@/records/changes';
import { REVENUE_FIELDS, businessDay, dramasOf, revenueFields, selectChanges, type ChangeNames, type SentPush } from '@/features/statistics/mock/handlers/changes/select';
import { translate } from '@/i18n';
import '@/features/statistics/messages';
import { useMockBackend } from '../support/mock-server';

/*
 * Changes marked on the charts (issue #23). The selection (which log rows moved revenue, for
 * which subject, on which business day) as properties over generated logs, then over the demo
 * world through the API: the seeded history marks the first drama's chart, and a price changed in
 * the console is marked today on that drama's chart only, named in the reader's language.
 */

/* ---------------------------------------------------------------- the selection, pure */

const plain: ChangeNames = {
  table: (table) => table,
  field: (_table, key) => key,
  value: (_table, _key, value) => JSON.stringify(value),
  record: (row) => row.recordId,
};

const TABLES = [...Object.keys(REVENUE_FIELDS), 'members', 'users', 'pushes'];
const FIELDS = [...new Set(Object.values(REVENUE_FIELDS).flat()), 'name', 'updateTime', 'nickname'];
const DRAMA_IDS = [1001, 1002, 1003, 1004];
const ZONES = ['Asia/Tokyo', 'UTC', 'Asia/Shanghai', 'America/New_York', 'Asia/Kolkata'];
// Times over a few weeks of 2026, any minute (day boundaries of every zone included).
const timeArb = fc.integer({ min: Date.UTC(2026, 9, 1), max: Date.UTC(2026, 10, 30) }).map((ms) => new Date(Math.floor(ms / 60_000) * 60_000).toISOString());

const rowArb: fc.Arbitrary<Omit<LogRow, 'id'>> = fc
  .record({
    time: timeArb,
    table: fc.constantFrom(...TABLES),
    op: fc.constantFrom('insert', 'update', 'remove', 'action') as fc.Arbitrary<LogRow['op']>,
    changed: fc.uniqueArray(fc.constantFrom(...FIELDS), { maxLength: 4 }),
    dramaId: fc.constantFrom(...DRAMA_IDS),
    columnBefore: fc.uniqueArray(fc.constantFrom(...DRAMA_IDS), { maxLength: 3 }),
    columnAfter: fc.uniqueArray(fc.constantFrom(...DRAMA_IDS), { maxLength: 3 }),
    operator: fc.constantFrom('admin', 'operator'),
  })
  .map(({ time, table, op, changed, dramaId, columnBefore, columnAfter, operator }) => {
    const side = (which: 'before' | 'after') => {
      const row: Record<string, unknown> = { id: table === 'dramas' ? dramaId : 7, dramaId, number: 3, name: 'x' };
      for (const key of changed) row[key] = which === 'before' ? 1 : 2;
      if (table === 'homeColumns') row.dramaIds = which === 'before' ? columnBefore : columnAfter;
      return row;
    };
    return {
      time,
      operatorId: 1,
      operator,
      table,
      recordId: String(table === 'dramas' ? dramaId : 7),
      op,
      before: op === 'insert' ? null : side('before'),
      after: op === 'remove' ? null : side('after'),
      changed: table === 'homeColumns' && op === 'update' && JSON.stringify(columnBefore) !== JSON.stringify(columnAfter) ? [...changed, 'dramaIds'] : changed,
    };
  });

const logArb = fc.array(rowArb, { maxLength: 40 }).map((rows) => rows.map((row, i) => ({ ...row, id: i + 1 })));
const pushArb: fc.Arbitrary<SentPush[]> = fc
  .array(fc.record({ sentTime: fc.option(timeArb, { nil: null }), title: fc.string({ maxLength: 8 }) }), { maxLength: 6 })
  .map((list) => list.map((p, i) => ({ id: i + 1, title: p.title, sentTime: p.sentTime, createdBy: 'admin', targetCount: 10, successCount: 9 })));
const rangeArb = fc.tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 30 })).map(([from, days]) => ({ start: shiftDay('2026-10-01', from), end: shiftDay('2026-10-01', from + days) }));

describe('which changes a chart marks', () => {
  it('a drama’s chart shows only that drama’s changes, never a push; each of them is on the chart of every changes', () => {
    fc.assert(
      fc.property(logArb, pushArb, rangeArb, fc.constantFrom(...ZONES), fc.constantFrom(...DRAMA_IDS), (log, pushes, range, zone, dramaId) => {
        const all = selectChanges(log, pushes, { range, dramaId: null, zone }, plain);
        const own = selectChanges(log, pushes, { range, dramaId, zone }, plain);
        for (const change of own) {
          expect(change.dramaIds).toContain(dramaId);
          expect(change.kind).not.toBe('push');
        }
        // The drama's chart holds exactly the changes of the whole chart that are about it.
        expect(own.map((c) => c.id)).toEqual(all.filter((c) => c.dramaIds.includes(dramaId)).map((c) => c.id));
      }),
    );
  });

  it('every marker’s day is the business day of its time, in the period; every revenue-moving row of the period is marked', () => {
    fc.assert(
      fc.property(logArb, pushArb, rangeArb, fc.constantFrom(...ZONES), (log, pushes, range, zone) => {
        const changes = selectChanges(log, pushes, { range, dramaId: null, zone }, plain);
        for (const change of changes) {
          expect(change.day).toBe(dayText(dayOfTime(timeOf(change.time), zone)));
          expect(change.day >= range.start && change.day <= range.end).toBe(true);
        }
        const inPeriod = (time: string) => {
          const day = businessDay(time, zone);
          return day >= range.start && day <= range.end;
        };
        const expected = log.filter((row) => row.op !== 'action' && revenueFields(row).length > 0 && inPeriod(row.time)).length + pushes.filter((p) => p.sentTime && inPeriod(p.sentTime)).length;
        expect(changes).toHaveLength(expected);
        // Oldest first.
        for (let i = 1; i < changes.length; i++) expect(timeOf(changes[i - 1].time)).toBeLessThanOrEqual(timeOf(changes[i].time));
      }),
    );
  });

  it('a write that touches no revenue-moving field is no marker; a home column marks the dramas it took in or out', () => {
    const base = { id: 1, time: '2026-11-20T02:00:00.000Z', operatorId: 1, operator: 'admin', recordId: '1001', op: 'update' as const };
    expect(revenueFields({ ...base, table: 'dramas', before: { name: 'a', singlePrice: 50 }, after: { name: 'b', singlePrice: 50 }, changed: ['name'] })).toEqual([]);
    expect(revenueFields({ ...base, table: 'dramas', before: { singlePrice: 50 }, after: { singlePrice: 60 }, changed: ['singlePrice'] })).toEqual(['singlePrice']);
    expect(revenueFields({ ...base, table: 'members', before: { beanBalance: 1 }, after: { beanBalance: 2 }, changed: ['beanBalance'] })).toEqual([]);
    const column = { ...base, table: 'homeColumns', recordId: '3', before: { dramaIds: [1001, 1002] }, after: { dramaIds: [1002, 1003] }, changed: ['dramaIds'] };
    expect(dramasOf(column)).toEqual([1001, 1003]);
    expect(dramasOf({ ...column, before: { dramaIds: [1001, 1002], enabled: true }, after: { dramaIds: [1001, 1002], enabled: false }, changed: ['enabled'] })).toEqual([1001, 1002]);
    // Tokyo's day begins at 15:00 UTC the day before.
    expect(businessDay('2026-11-20T15:30:00.000Z', 'Asia/Tokyo')).toBe('2026-11-21');
    expect(businessDay('2026-11-20T15:30:00.000Z', 'UTC')).toBe('2026-11-20');
  });
});

/* ---------------------------------------------------------------- over the demo world */

const { token } = useMockBackend();
async function signIn() {
  token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
}
const Read = v.object({ drama: DramaSchema, episodes: v.array(EpisodeSchema) });
const today = () => todayIn(currentTimeZone());

describe('the changes over the demo world', () => {
  afterEach(() => configureClient({ getLanguage: () => 'ZH' }));

  it('the seeded history marks the first drama’s chart in the last two weeks, and every chart shows pushes sent', async () => {
    await signIn();
    const range = { start: shiftDay(today(), -13), end: today() };
    const drama = await api.post('statistics/v1/changes', { ...range, dramaId: 1001 }, ChangesSchema);
    expect(drama.changes.length).toBeGreaterThan(0);
    expect(drama.changes.every((c) => c.dramaIds.includes(1001))).toBe(true);
    const price = drama.changes.find((c) => c.kind === 'price');
    expect(price?.fields.map((f) => f.name)).toContain('单集价格');
    // The seeded log ends in the drama as it is.
    const read = await api.get('drama/v1/episodes', { id: 1001 }, Read);
    expect(price?.fields.find((f) => f.key === 'singlePrice')?.after).toBe(String(read.drama.singlePrice));
    const all = await api.post('statistics/v1/changes', range, ChangesSchema);
    const kinds = new Set(all.changes.map((c) => c.kind));
    for (const kind of ['price', 'beanPackage', 'vipType', 'homeColumn', 'push'] as const) expect(kinds, kind).toContain(kind);
  });

  it('a price changed in the console is marked today on that drama’s chart only, who and from what to what, in ZH and EN', async () => {
    await signIn();
    const { drama, episodes } = await api.get('drama/v1/episodes', { id: 1003 }, Read);
    await api.post('drama/v1/save', { id: 1003, version: drama.version, drama: { ...drama, singlePrice: drama.singlePrice + 30, name: `${drama.name}!` }, episodes }, v.unknown());
    const range = { start: shiftDay(today(), -6), end: today() };
    const mine = (list: Change[]) => list.filter((c) => c.day === today() && c.recordId === '1003');
    const own = mine((await api.post('statistics/v1/changes', { ...range, dramaId: 1003 }, ChangesSchema)).changes);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ kind: 'price', operator: 'admin', tableName: '短剧', op: 'update' });
    // Only the price: the renaming moved no revenue.
    expect(own[0].fields).toEqual([{ key: 'singlePrice', name: '单集价格', before: String(drama.singlePrice), after: String(drama.singlePrice + 30) }]);
    const t = (id: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) => translate('ZH', id, values);
    expect(changeText(own[0], t)).toBe(`价格：admin 修改了短剧「${drama.name}!」：单集价格 从 ${drama.singlePrice} 改为 ${drama.singlePrice + 30}`);
    // Another drama's chart does not show it.
    expect(mine((await api.post('statistics/v1/changes', { ...range, dramaId: 1004 }, ChangesSchema)).changes)).toEqual([]);
    configureClient({ getLanguage: () => 'EN' });
    const en = mine((await api.post('statistics/v1/changes', { ...range, dramaId: 1003 }, ChangesSchema)).changes)[0];
    expect(en.tableName).not.toBe('短剧');
    expect(changeText(en, (id, values) => translate('EN', id, values))).toMatch(/^Price: admin changed .+ “.+!”: .+ from \d+ to \d+$/);
  });

  it('refuses a period the reports refuse', async () => {
    await signIn();
    await expect(api.post('statistics/v1/changes', { start: today(), end: shiftDay(today(), -3) }, ChangesSchema)).rejects.toBeTruthy();
  });
});
