import { Faker, base, en } from '@faker-js/faker';
import * as v from 'valibot';
import './messages';
import { clearJournal, loadJournal, replay } from './journal';
import './oplog';
import { defineTable, registered, seedOrder, type AnyTable } from './registry';

export { allTables, defineTable, worldTable, type SeedContext, type TableOptions } from './registry';

export const SEED = 20261122;

function hash(text: string): number {
  let h = 0;
  for (const c of text) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return Math.abs(h);
}

const SessionSchema = v.object({ id: v.string(), userId: v.number(), createdAt: v.string() });
export type DemoSession = v.InferOutput<typeof SessionSchema>;

/** Signed-in sessions: the id is the token. */
const sessions = defineTable<DemoSession>('sessions', SessionSchema, undefined, { label: 'mock.table.sessions', audited: false });

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
  for (const { table, seed } of seedOrder()) {
    if (!seed) continue;
    const faker = new Faker({ locale: [en, base], seed: SEED + hash(table.name) });
    await table.seed((await seed({ faker, members })) as { id: number | string }[]);
  }
}

/** The demo's writes since the seed, again: no write events; each replayed table's reload listeners hear of it once. */
async function replayJournal(): Promise<void> {
  const touched = new Set<AnyTable>();
  await replay(async (entry) => {
    const table = registered(entry.table)?.table;
    if (!table) return;
    await table.replay(entry);
    touched.add(table);
  });
  for (const table of touched) table.reloaded('replay');
}

let initialised: Promise<void> | null = null;

/** Seeds the database and replays the demo's journal. Safe to call many times. */
export function initDb(): Promise<void> {
  initialised ??= (async () => {
    await seedAll();
    loadJournal();
    await replayJournal();
  })();
  return initialised;
}

/** Back to the seed: every demo edit is forgotten. Only tables written to are restored. */
export async function resetDb(): Promise<void> {
  await initDb();
  clearJournal();
  for (const { table } of seedOrder()) await table.restore();
}
