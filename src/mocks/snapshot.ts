import { seedOrder } from './registry';

/*
 * A snapshot of the seeded world, so a later start restores it instead of running faker again
 * (src/mocks/db.ts `initDb`, kept in IndexedDB by ./world-store.ts). It holds every table's
 * seeded rows (the journal's replay comes after, as after a seeding) and what seeding leaves
 * outside the tables: module state an area builds while the world seeds (the facts the member
 * simulation published on its feed, the clock the world is anchored to). An area declares such
 * state with `defineSeedState`, or a restored world would lack it. Restoring seeds each table
 * with its snapshot rows, in seeding order, so every table's reload listeners hear 'seed' as
 * after a seeding; tests/unit/mock-snapshot.test.ts checks that a restored world answers as
 * the seeded one did.
 */

export interface SeedState<T = unknown> {
  /**
   * A part of the stored world's key, when the seed depends on something besides the seed, the
   * member count and the code (the member area's: the hour its world is anchored to). A stored
   * world whose key differs is seeded afresh.
   */
  key?: () => string;
  /** What seeding left in module state, as data the structured clone algorithm copies (taken right after seeding). */
  save(): T;
  /** Puts it back, instead of seeding. */
  load(data: T): void;
}

const states = new Map<string, SeedState>();

/** Declares module state an area's seed builds besides its tables (saved with a snapshot, put back on restore). */
export function defineSeedState<T>(name: string, state: SeedState<T>): void {
  if (states.has(name)) throw new Error(`seed state '${name}' is defined twice`);
  states.set(name, state as SeedState);
}

/** The parts of the world's key the seed states give, by name. */
export function seedStateKeys(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, state] of states) if (state.key) out[name] = state.key();
  return out;
}

export interface WorldSnapshot {
  /** Every table's seeded rows, in seeding order. */
  tables: Array<{ name: string; rows: readonly unknown[] }>;
  /** Every seed state's saved data, by name. */
  states: Record<string, unknown>;
}

/** The world as seeding left it: take it right after seeding, before the journal's replay and any call. */
export function takeSnapshot(): WorldSnapshot {
  return {
    tables: seedOrder().map(({ table }) => ({ name: table.name, rows: table.seededRows })),
    states: saveSeedStates(),
  };
}

/** Every seed state as it is now, by name: a structured copy (what changes the world later does not reach it). */
export function saveSeedStates(): Record<string, unknown> {
  return structuredClone(Object.fromEntries([...states].map(([name, state]) => [name, state.save()])));
}

/** Puts every seed state back from `saveSeedStates` (a copy of each: the saved ones stay as they were). */
export function loadSeedStates(saved: Record<string, unknown>): void {
  for (const [name, state] of states) state.load(structuredClone(saved[name]));
}

/**
 * Restores a snapshot into empty tables: the seed states first, then each table's rows in
 * seeding order (each table tells its reload listeners 'seed'). Throws, before changing
 * anything, when the snapshot lacks a table or a seed state this code has.
 */
export async function restoreSnapshot(snapshot: WorldSnapshot): Promise<void> {
  const rows = new Map(snapshot.tables.map((t) => [t.name, t.rows]));
  const order = seedOrder();
  const missing = [...order.map((r) => r.table.name).filter((name) => !rows.has(name)), ...[...states.keys()].filter((name) => !(name in snapshot.states))];
  if (missing.length) throw new Error(`the stored world lacks ${missing.join(', ')}`);
  for (const [name, state] of states) state.load(snapshot.states[name]);
  for (const { table, seed } of order) {
    const seeded = rows.get(table.name)!;
    if (seed || seeded.length) await table.seed(seeded as never);
  }
}
