import type { Faker } from '@faker-js/faker';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { MessageId } from '@/i18n';
import { Table, type Fresh } from './table';

/*
 * The demo world's tables, in one registry: each area's mock defines its tables here when it
 * loads (src/app/areas.ts gives the order), with a bilingual label for every table (and its
 * fields) so the operation log never shows a raw table name. The database (./db.ts) seeds them
 * in registration order, except that a table seeds only after the tables it names in `after`.
 */

/** What a table's seed function gets: its own faker (seeded per table) and the demo's size. */
export interface SeedContext {
  faker: Faker;
  /** Members to seed: 5,000 by default, 100,000 for the benchmark (see docs/demo-controls.md). */
  members: number;
}

export interface TableOptions<T> {
  /** The table's name in the console's languages (the operation log's "table" column). */
  label: MessageId;
  /** Field names in the console's languages: reuse the resource's column or field ids. A field without one shows its key. */
  fields?: Partial<Record<keyof T & string, MessageId>>;
  /** Whether writes reach the operation log (default true; not for sessions or the log itself). */
  audited?: boolean;
  /**
   * Tables this one's seed reads, which must be seeded first (e.g. attachments name the
   * theater's dramas); `'all'`: after every other table (the operation log, whose seeded
   * history describes the seeded world).
   */
  after?: readonly string[] | 'all';
}

type AnyRow = { id: number | string };
export type AnyTable = Table<AnyRow>;

export interface Registered {
  table: AnyTable;
  seed?: (ctx: SeedContext) => unknown[] | Promise<unknown[]>;
  label: MessageId;
  fields: Partial<Record<string, MessageId>>;
  audited: boolean;
  after: readonly string[] | 'all';
}

const registry: Registered[] = [];
const defineListeners = new Set<(entry: Registered) => void>();

/**
 * Declares a table of the mock database: its record schema (the same valibot schema the console
 * checks responses with), how to seed it, and its labels. Each table seeds with a faker seeded
 * from its own name, so adding a table never changes another table's data.
 */
export function defineTable<T extends AnyRow>(
  name: string,
  schema: StandardSchemaV1<T, T>,
  seed: ((ctx: SeedContext) => Fresh<T>[] | Promise<Fresh<T>[]>) | undefined,
  options: TableOptions<T>,
): Table<T> {
  if (registry.some((r) => r.table.name === name)) throw new Error(`mock table '${name}' is defined twice`);
  const table = new Table<T>(name, schema);
  const entry: Registered = {
    table: table as unknown as AnyTable,
    seed: seed as Registered['seed'],
    label: options.label,
    fields: { ...(options.fields ?? {}) },
    audited: options.audited ?? true,
    after: options.after ?? [],
  };
  registry.push(entry);
  for (const listener of [...defineListeners]) listener(entry);
  return table;
}

/** Calls `listener` for every table defined so far and every table defined later (the operation log subscribes so). */
export function onDefine(listener: (entry: Registered) => void): () => void {
  defineListeners.add(listener);
  for (const entry of [...registry]) listener(entry);
  return () => defineListeners.delete(listener);
}

export function registered(name: string): Registered | undefined {
  return registry.find((r) => r.table.name === name);
}

/** Every table defined so far with its labels and options, in registration order. */
export function registeredTables(): readonly Registered[] {
  return registry;
}

/**
 * Another area's table, by name, for a mock that reads what another area owns (members point at
 * channels and dramas; the file library names the dramas). The row type comes from the owning
 * area's contract. Resolved on use: the owning area's mock must be loaded by then (areas load in
 * the order of src/app/areas.ts), and a seed that reads it names it in `after`.
 */
export function worldTable<T extends AnyRow>(name: string): Table<T> {
  const table = registered(name)?.table;
  if (!table) throw new Error(`mock table '${name}' is not defined: is its area's mock loaded first?`);
  return table as unknown as Table<T>;
}

/** Every table defined so far, in registration order. */
export function allTables(): readonly AnyTable[] {
  return registry.map((r) => r.table);
}

/**
 * The seeding order: registration order, except that a table waits for the tables it names in
 * `after` ('all': for every table without 'all'). Throws on a name no loaded area defines, and
 * on a cycle.
 */
export function seedOrder(): Registered[] {
  return orderForSeeding(registry);
}

/** The rule of `seedOrder`, for any list of tables. */
export function orderForSeeding<R extends { table: { name: string }; after: readonly string[] | 'all' }>(tables: readonly R[]): R[] {
  const names = new Set(tables.map((r) => r.table.name));
  for (const r of tables) {
    if (r.after === 'all') continue;
    const unknown = r.after.find((n) => !names.has(n));
    if (unknown) throw new Error(`mock table '${r.table.name}' seeds after '${unknown}', which no loaded area defines`);
  }
  const done = new Set<string>();
  const order: R[] = [];
  const waiting = [...tables];
  const ready = (r: R) => (r.after === 'all' ? waiting.every((w) => w === r || w.after === 'all') : r.after.every((n) => done.has(n)));
  while (waiting.length) {
    const next = waiting.findIndex(ready);
    if (next < 0) throw new Error(`mock tables wait for each other: ${waiting.map((r) => r.table.name).join(', ')}`);
    const [r] = waiting.splice(next, 1);
    done.add(r.table.name);
    order.push(r);
  }
  return order;
}
