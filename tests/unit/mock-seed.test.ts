import { isDeepStrictEqual } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { initDb } from '@/mocks/db';
import { registeredTables } from '@/mocks/registry';
import { Table } from '@/mocks/table';

/*
 * Seeding fills each table's index without pouring it into its @msw/data collection (which would
 * validate every row, on every page load: src/mocks/table.ts). So every seeded row of every table
 * is checked against its schema here, once.
 */
beforeAll(async () => {
  await initDb();
});

describe('the seeded demo world', () => {
  it('every row of every table matches its table’s schema', async () => {
    const problems: string[] = [];
    for (const { table } of registeredTables()) {
      const schema = (table as unknown as { schema: { '~standard': { validate(value: unknown): unknown } } }).schema;
      for (const row of table.all()) {
        const result = (await schema['~standard'].validate(row)) as { value?: unknown; issues?: readonly { message: string; path?: readonly unknown[] }[] };
        // The row as the collection would hold it: nothing stripped, defaulted or transformed.
        if (!result.issues?.length && !isDeepStrictEqual(result.value, row)) {
          problems.push(`${table.name} #${String(row.id)}: the schema changes the row (${JSON.stringify(row).slice(0, 120)} → ${JSON.stringify(result.value).slice(0, 120)})`);
          break;
        }
        if (result.issues?.length) {
          const issue = result.issues[0];
          const path = (issue.path ?? []).map((p) => (typeof p === 'object' && p && 'key' in p ? String((p as { key: unknown }).key) : String(p))).join('.');
          problems.push(`${table.name} #${String(row.id)} ${path}: ${issue.message}`);
          break;
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('is not poured into collections by seeding; a request write pours a table once, validated', async () => {
    for (const { table } of registeredTables()) expect(table.poured, table.name).toBe(false);
    const Schema = v.object({ id: v.number(), name: v.string(), version: v.number() });
    const table = new Table<v.InferOutput<typeof Schema>>('things', Schema);
    await table.seed([{ id: 1, name: 'a' }, { id: 2, name: 'b' }]);
    expect(table.poured).toBe(false);
    await table.replay({ table: 'things', op: 'update', id: 1, value: { name: 'replayed' } });
    expect(table.poured).toBe(false);
    expect(table.get(1)).toMatchObject({ name: 'replayed', version: 2 });
    table.remove(2);
    await table.update(1, { name: 'edited' });
    expect(table.poured).toBe(true);
    expect(table.all()).toEqual([{ id: 1, name: 'edited', version: 3 }]);
    // Only the row the request wrote went into the collection, not the table.
    expect(table.heldRows).toBe(1);
    // The collection validates what a request writes.
    await expect(table.insert({ id: 3, name: 42 as unknown as string })).rejects.toThrow();
    await table.restore();
    expect(table.all()).toEqual([{ id: 1, name: 'a', version: 1 }, { id: 2, name: 'b', version: 1 }]);
    expect(table.poured).toBe(false);
    expect(table.heldRows).toBe(0);
  });

  it('a first write to a large table takes in the row it writes, not the table: 50,000 rows, one update, one row held', async () => {
    const Schema = v.object({ id: v.number(), name: v.string(), version: v.number() });
    const table = new Table<v.InferOutput<typeof Schema>>('many', Schema);
    await table.seed(Array.from({ length: 50_000 }, (_, i) => ({ id: i + 1, name: `n${i}` })));
    const [a, b] = await Promise.all([table.update(7, { name: 'x' }), table.update(7, { name: 'y' })]);
    expect([a?.version, b?.version].sort()).toEqual([2, 3]);
    expect(table.get(7)).toMatchObject({ version: 3 });
    expect(table.heldRows).toBe(1);
    await table.update(7, { name: 'z' });
    await table.insert({ id: 50_001, name: 'new' });
    table.remove(7);
    expect(table.heldRows).toBe(1);
    expect(table.size).toBe(50_000);
    // The collection still validates a held row's update.
    await expect(table.update(50_001, { name: 1 as unknown as string })).rejects.toThrow();
  });
});
