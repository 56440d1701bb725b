import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { allTables } from '@/mocks/db';
import { orderForSeeding, registeredTables, seedOrder } from '@/mocks/registry';
import { Table, type ReloadReason, type WriteEvent } from '@/mocks/table';
import { areas } from '@/app/areas';

const RowSchema = v.object({ id: v.number(), name: v.string(), secret: v.string() });
type Row = v.InferOutput<typeof RowSchema>;

describe('a table’s own write events', () => {
  it('tells write listeners of each request write, with the row before and after and who made it', async () => {
    const table = new Table<Row>('things', RowSchema);
    const events: WriteEvent<Row>[] = [];
    const stop = table.onWrite((e) => events.push(e));
    const by = { id: 1, name: 'admin' };
    await table.insert({ id: 1, name: 'a', secret: 'x' }, by);
    await table.update(1, { name: 'b' }, by);
    table.remove(1, by);
    expect(events.map((e) => [e.table, e.op, e.id, e.before?.name ?? null, e.after?.name ?? null, e.by?.name])).toEqual([
      ['things', 'insert', 1, null, 'a', 'admin'],
      ['things', 'update', 1, 'a', 'b', 'admin'],
      ['things', 'remove', 1, 'b', null, 'admin'],
    ]);
    stop();
    await table.insert({ id: 2, name: 'c', secret: 'y' });
    expect(events).toHaveLength(3);
  });

  it('never for seeding, journal replay, restore or clear: those reach the reload listeners, once each', async () => {
    const table = new Table<Row>('things', RowSchema);
    const writes: WriteEvent<Row>[] = [];
    const reloads: ReloadReason[] = [];
    table.onWrite((e) => writes.push(e));
    table.onReload((r) => reloads.push(r));
    await table.seed([{ id: 1, name: 'a', secret: 'x' }]);
    await table.replay({ table: 'things', op: 'update', id: 1, value: { name: 'replayed' } });
    expect(table.get(1)?.name).toBe('replayed');
    await table.restore();
    expect(table.get(1)?.name).toBe('a');
    table.clear();
    expect(writes).toEqual([]);
    expect(reloads).toEqual(['seed', 'restore', 'clear']);
  });
});

describe('the demo world', () => {
  const entry = (name: string, after: readonly string[] | 'all' = []) => ({ table: { name }, after });

  it('seeds in registration order, a table after the tables it reads, the log last', () => {
    const order = orderForSeeding([entry('log', 'all'), entry('files', ['dramas']), entry('users'), entry('dramas'), entry('members', ['dramas'])]);
    expect(order.map((r) => r.table.name)).toEqual(['users', 'dramas', 'files', 'members', 'log']);
  });

  it('refuses a table that seeds after one no area defines, and tables that wait for each other', () => {
    expect(() => orderForSeeding([entry('files', ['dramas'])])).toThrow(/'files' seeds after 'dramas'/);
    expect(() => orderForSeeding([entry('a', ['b']), entry('b', ['a'])])).toThrow(/wait for each other: a, b/);
  });

  it('every table of every area has a label, and areas load in dependency order', () => {
    expect(areas.map((a) => a.name)).toEqual(['system', 'channel', 'theater', 'member', 'money', 'engagement', 'statistics', 'push', 'market', 'tools']);
    expect(registeredTables().map((r) => r.table.name)).toEqual(allTables().map((t) => t.name));
    for (const r of registeredTables()) expect(r.label, r.table.name).toMatch(/^[a-z]+\.[\w.]+$/);
    const order = seedOrder().map((r) => r.table.name);
    expect(order.indexOf('dramas')).toBeLessThan(order.indexOf('attachments'));
    expect(order.indexOf('channels')).toBeLessThan(order.indexOf('members'));
    expect(order.at(-1)).toBe('oplog');
  });
});
