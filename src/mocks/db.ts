import { Faker, base, en } from '@faker-js/faker';
import './messages';
import { journal, type JournalEntry } from './journal';
import { settled } from './oplog';
import { allTables, registered, seedOrder, type AnyTable } from './registry';
import { sessions } from './sessions';
import { DEFAULT_MEMBERS, memberCountOf } from './settings';
import { loadSeedStates, restoreSnapshot, saveSeedStates, seedStateKeys, takeSnapshot, type WorldSnapshot } from './snapshot';

export { allTables, defineTable, worldTable, type SeedContext, type TableOptions } from './registry';
export { defineSeedState, type SeedState, type WorldSnapshot } from './snapshot';

export const SEED = 20261122;

function hash(text: string): number {
  let h = 0;
  for (const c of text) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return Math.abs(h);
}

export type { DemoSession } from './sessions';

/** The kernel's own table (sessions by their token's hash: ./sessions.ts); areas define theirs with defineTable in src/features/<area>/mock/. */
export const db = { sessions };

/** Members to seed: DEMO_MEMBERS in Node, else what the page keeps (given to the worker by `configureWorld`), else 5,000. */
function memberCount(): number {
  const fromEnv = typeof process !== 'undefined' ? memberCountOf(process.env?.DEMO_MEMBERS) : undefined;
  return fromEnv ?? options.members ?? DEFAULT_MEMBERS;
}

async function seedAll(members: number): Promise<void> {
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

/* ---------------------------------------------------------------- the stored world */

/** Where a seeded world is kept between loads (IndexedDB in the browser: ./world-store.ts). */
export interface WorldStore {
  /** The world stored under `key`, or null (none, another key, or unreadable). */
  load(key: string): Promise<WorldSnapshot | null>;
  /** Keeps `snapshot` under `key` instead of whatever was kept. */
  save(key: string, snapshot: WorldSnapshot): Promise<void>;
  /** Forgets the stored world. */
  drop(): Promise<void>;
}

/** How the world in memory was obtained: seeded with faker, or restored from the stored world. */
export type WorldOrigin = 'seeded' | 'restored';

export interface WorldOptions {
  /** Members to seed (the page's `drama-demo:members`); DEMO_MEMBERS wins in Node. */
  members?: number;
  /** The version of the mock code and schemas (the build's): a stored world of another version is seeded afresh. */
  schema?: string;
  /** Where the seeded world is kept; none in Node. */
  store?: WorldStore | null;
}

let options: WorldOptions = {};
/** The stored world to write, once the world answers (the worker writes it when idle: `takePendingSave`). */
let pendingSave: (() => Promise<void>) | null = null;
/** The world in memory: its size, how it was obtained, and how long filling the tables and replaying the journal took. */
export interface WorldBuilt {
  members: number;
  origin: WorldOrigin;
  fillMs: number;
  replayMs: number;
}
let builtWith: WorldBuilt | null = null;
/** The key the world in memory was built under (see `worldKey`). */
let builtKey: string | null = null;
/** The seed states as the world in memory was seeded or restored, before any edit (what a reset in place puts back). */
let seededStates: Record<string, unknown> | null = null;

/** Sets how the next world is built (the worker calls it before `initDb`, and before a rebuild). */
export function configureWorld(next: WorldOptions): void {
  options = { ...options, ...next };
}

/** The world's key: the stored world is restored only under the same seed, size, code version and seed states' keys (the hour it is anchored to). */
export function worldKey(members = memberCount()): string {
  return JSON.stringify({ seed: SEED, members, schema: options.schema ?? '', parts: seedStateKeys() });
}

/** The world in memory (null before it is built). */
export function worldBuilt(): WorldBuilt | null {
  return builtWith;
}

/** The write of the stored world the last seeding left, if any (taken: it runs once). */
export function takePendingSave(): (() => Promise<void>) | null {
  const save = pendingSave;
  pendingSave = null;
  return save;
}

/** Fills the empty tables: from the stored world when one has this world's key (and `fresh` is not asked), else by seeding (then keeps a snapshot to store). */
async function fillTables(fresh: boolean): Promise<WorldOrigin> {
  const started = performance.now();
  const members = memberCount();
  const store = options.store ?? null;
  const key = worldKey(members);
  pendingSave = null;
  builtKey = key;
  if (store && !fresh) {
    const stored = await store.load(key).catch(() => null);
    if (stored) {
      try {
        await restoreSnapshot(stored);
        seededStates = saveSeedStates();
        builtWith = { members, origin: 'restored', fillMs: performance.now() - started, replayMs: 0 };
        return 'restored';
      } catch (error) {
        console.warn('demo: the stored world could not be restored; seeding', error);
        for (const table of allTables()) table.clear();
      }
    }
  }
  await seedAll(members);
  seededStates = saveSeedStates();
  if (store) {
    const snapshot = takeSnapshot();
    pendingSave = () => store.save(key, snapshot);
  }
  builtWith = { members, origin: 'seeded', fillMs: performance.now() - started, replayMs: 0 };
  return 'seeded';
}

let initialised: Promise<void> | null = null;

/** Replays the whole journal into the world just filled (timed). */
async function replayJournal(): Promise<void> {
  const started = performance.now();
  await replayEntries(await journal.load());
  if (builtWith) builtWith.replayMs = performance.now() - started;
}

/** Seeds the database (or restores the stored world) and replays the demo's journal. Safe to call many times. */
export function initDb(): Promise<void> {
  initialised ??= (async () => {
    await fillTables(false);
    await replayJournal();
  })();
  return initialised;
}

/**
 * Builds the world in memory again, as the worker's start does (`fresh`: from the seed, without
 * the stored world, which is dropped; and the journal emptied: Reset demo data), inside the
 * world's lock. Answers how it was obtained.
 */
export async function rebuildDb({ fresh }: { fresh: boolean }): Promise<WorldOrigin> {
  await initDb();
  return exclusive(async () => {
    for (const table of allTables()) table.clear();
    if (fresh) {
      await journal.clear();
      await options.store?.drop().catch(() => undefined);
    }
    const origin = await fillTables(fresh);
    if (!fresh) await replayJournal();
    return origin;
  });
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

/**
 * Reset demo data. A world in memory built under the world's key of now (same seed, size, code
 * and anchor) goes back to the seed in place: the journal emptied, the seed states put back as
 * seeding left them, the tables written to restored to their seeded rows: the world a new seeding
 * would give, in milliseconds instead of a second or more. The stored world is that seed (edits
 * live in the journal), so it is kept. Otherwise (another size asked for since, the anchor's hour
 * passed) the stored world is dropped and the world seeded afresh. Answers whether it was.
 */
export async function resetToSeed(): Promise<{ reseeded: boolean }> {
  await initDb();
  const states = seededStates;
  if (builtWith && states && builtKey === worldKey()) {
    const started = performance.now();
    await exclusive(async () => {
      await journal.clear();
      loadSeedStates(states);
      await restoreAll();
    });
    builtWith = { members: builtWith.members, origin: 'seeded', fillMs: performance.now() - started, replayMs: 0 };
    return { reseeded: false };
  }
  await rebuildDb({ fresh: true });
  return { reseeded: true };
}
