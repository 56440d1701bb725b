import { Faker, base, en } from '@faker-js/faker';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import * as v from 'valibot';
import { clearJournal, loadJournal, replay, type JournalEntry } from './journal';
import { silently, Table } from './table';

export const SEED = 20261122;

/** What a table's seed function gets: its own faker (seeded per table) and the demo's size. */
export interface SeedContext {
  faker: Faker;
  /** Members to seed: 5,000 by default, 100,000 for the benchmark (see docs/demo-controls.md). */
  members: number;
}

type AnyTable = Table<{ id: number | string }>;
interface Registered {
  table: AnyTable;
  seed?: (ctx: SeedContext) => unknown[] | Promise<unknown[]>;
}
const registry: Registered[] = [];

function hash(text: string): number {
  let h = 0;
  for (const c of text) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return Math.abs(h);
}

/**
 * Declares a table of the mock database: its record schema (the same valibot schema the
 * console checks responses with) and how to seed it. Tables seed in the order they are
 * defined, each with a faker seeded from its own name, so adding a table never changes
 * another table's data.
 */
export function defineTable<T extends { id: number | string }>(
  name: string,
  schema: StandardSchemaV1<T, T>,
  seed?: (ctx: SeedContext) => T[] | Promise<T[]>,
  options: { audited?: boolean } = {},
): Table<T> {
  const table = new Table<T>(name, schema, options.audited ?? true);
  registry.push({ table: table as unknown as AnyTable, seed: seed as Registered['seed'] });
  return table;
}

const SessionSchema = v.object({ id: v.string(), userId: v.number(), createdAt: v.string() });
export type DemoSession = v.InferOutput<typeof SessionSchema>;

/** Signed-in sessions: the id is the token. */
const sessions = defineTable<DemoSession>('sessions', SessionSchema, undefined, { audited: false });

/** The kernel's own table; areas define theirs with defineTable in src/features/<area>/mock/. */
export const db = { sessions };

function memberCount(): number {
  const fromEnv = typeof process !== 'undefined' ? Number(process.env?.DEMO_MEMBERS) : NaN;
  let fromStorage = NaN;
  try {
    fromStorage = Number(localStorage.getItem('drama-demo:members'));
  } catch {
    // Node: no localStorage.
  }
  return [fromEnv, fromStorage].find((n) => Number.isFinite(n) && n > 0) ?? 5000;
}

async function seedAll(): Promise<void> {
  const members = memberCount();
  for (const { table, seed } of registry) {
    if (!seed) continue;
    const faker = new Faker({ locale: [en, base], seed: SEED + hash(table.name) });
    await table.seed((await seed({ faker, members })) as { id: number | string }[]);
  }
}

function tableNamed(name: string): AnyTable | undefined {
  return registry.find((r) => r.table.name === name)?.table;
}

async function apply(entry: JournalEntry): Promise<void> {
  const table = tableNamed(entry.table);
  if (!table) return;
  if (entry.op === 'insert') await table.insert(entry.value as { id: number });
  else if (entry.op === 'update') await table.update(entry.id, entry.value as object);
  else table.remove(entry.id);
}

let initialised: Promise<void> | null = null;

/** Seeds the database and replays the demo's journal. Safe to call many times. */
export function initDb(): Promise<void> {
  initialised ??= silently(async () => {
    await seedAll();
    loadJournal();
    await replay(apply);
  });
  return initialised;
}

/** Back to the seed: every demo edit is forgotten. Only tables written to are restored. */
export async function resetDb(): Promise<void> {
  await initDb();
  clearJournal();
  await silently(async () => {
    for (const { table } of registry) await table.restore();
  });
}

/**
 * Another area's table, by name, for a mock that reads what another area owns (members point at
 * channels and dramas). The row type comes from the owning area's contract. Resolved on use, so
 * the owning area's mock must be loaded (the demo entry loads area mocks in dependency order).
 */
export function worldTable<T extends { id: number | string }>(name: string): Table<T> {
  const table = tableNamed(name);
  if (!table) throw new Error(`mock table '${name}' is not defined: is its area's mock loaded first?`);
  return table as unknown as Table<T>;
}

/** Every table defined so far, in seeding order. */
export function allTables(): readonly Table<{ id: number | string }>[] {
  return registry.map((r) => r.table);
}
