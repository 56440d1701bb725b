import { Faker, base, en } from '@faker-js/faker';
import './messages';
import { journal, type JournalEntry } from './journal';
import { settled } from './oplog';
import { registered, seedOrder, type AnyTable } from './registry';
import { sessions } from './sessions';

export { allTables, defineTable, worldTable, type SeedContext, type TableOptions } from './registry';

export const SEED = 20261122;

function hash(text: string): number {
  let h = 0;
  for (const c of text) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return Math.abs(h);
}

export type { DemoSession } from './sessions';

/** The kernel's own table (sessions by their token's hash: ./sessions.ts); areas define theirs with defineTable in src/features/<area>/mock/. */
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

/** Journaled writes, again: no write events; each replayed table's reload listeners hear of it once. */
async function replayEntries(entries: readonly JournalEntry[]): Promise<void> {
  if (!entries.length) return;
  const touched = new Set<AnyTable>();
  await journal.replay(entries, async (entry) => {
    const table = registered(entry.table)?.table;
    if (!table) return;
    await table.replay(entry);
    touched.add(table);
  });
  for (const table of touched) table.reloaded('replay');
}

async function restoreAll(): Promise<void> {
  for (const { table } of seedOrder()) await table.restore();
}

let initialised: Promise<void> | null = null;

/** Seeds the database and replays the demo's journal. Safe to call many times. */
export function initDb(): Promise<void> {
  initialised ??= (async () => {
    await seedAll();
    await replayEntries(await journal.load());
  })();
  return initialised;
}

/** The tabs' lock on the world, or, without Web Locks, this tab's own queue. */
let queue: Promise<unknown> = Promise.resolve();
function locked<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) return locks.request('drama-demo:world', run);
  const next = queue.then(run, run);
  queue = next.catch(() => undefined);
  return next;
}

/**
 * Runs `work` as the world's only writer. In the browser every tab of the demo shares one
 * journal (./journal.ts): under a Web Lock held across the tabs, this tab first replays what the
 * others wrote since (back to the seed first when one of them reset it), then does the work, then
 * appends its own writes. Ids are taken from an up-to-date table, so two tabs never give the same
 * one. In Node it simply runs `work`. Never nest it: a tab waiting for its own lock waits forever.
 */
export async function exclusive<T>(work: () => Promise<T>): Promise<T> {
  if (!journal.shared) return work();
  return locked(async () => {
    const { reset, entries } = await journal.pull();
    if (reset) await restoreAll();
    await replayEntries(entries);
    try {
      return await work();
    } finally {
      await settled();
      await journal.flush();
    }
  });
}

/** Back to the seed: every demo edit is forgotten, in every tab. Only tables written to are restored. */
export async function resetDb(): Promise<void> {
  await initDb();
  await exclusive(async () => {
    await journal.clear();
    await restoreAll();
  });
}
