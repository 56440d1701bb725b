import type { WorldStore } from './db';
import type { WorldSnapshot } from './snapshot';

/*
 * The seeded world, kept in IndexedDB (database `drama-demo:world`) so a later start of the
 * world's worker restores it instead of seeding (src/mocks/db.ts). One world is kept: its key
 * (seed, member count, code version, the hour it is anchored to) and its parts, each table's rows
 * cut into parts of a few thousand rows. Parts are written one transaction at a time with a
 * pause between, so the worker answers calls meanwhile (each part's structured clone is a few
 * milliseconds; the whole world at once would be half a second); the key is marked complete only
 * after the last part, so a world half written (the worker ended meanwhile) is never restored.
 */

export const WORLD_DB = 'drama-demo:world';

/** Rows per stored part. */
const PART_ROWS = 2000;

interface Meta {
  key: string;
  parts: number;
  complete: boolean;
}

type Part = { kind: 'states'; states: Record<string, unknown> } | { kind: 'rows'; table: string; rows: readonly unknown[] };

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function committed(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('world store: transaction aborted'));
  });
}

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A snapshot cut into the parts it is stored as. */
export function partsOf(snapshot: WorldSnapshot, rowsPerPart = PART_ROWS): Part[] {
  const parts: Part[] = [{ kind: 'states', states: snapshot.states }];
  for (const { name, rows } of snapshot.tables) {
    if (!rows.length) parts.push({ kind: 'rows', table: name, rows: [] });
    for (let i = 0; i < rows.length; i += rowsPerPart) parts.push({ kind: 'rows', table: name, rows: rows.slice(i, i + rowsPerPart) });
  }
  return parts;
}

/** The snapshot the parts were cut from (tables in the order of their first part). */
export function snapshotOf(parts: readonly Part[]): WorldSnapshot {
  const tables = new Map<string, unknown[]>();
  let states: Record<string, unknown> = {};
  for (const part of parts) {
    if (part.kind === 'states') states = part.states;
    else {
      let rows = tables.get(part.table);
      if (!rows) tables.set(part.table, (rows = []));
      for (const row of part.rows) rows.push(row);
    }
  }
  return { tables: [...tables].map(([name, rows]) => ({ name, rows })), states };
}

export class IndexedDbWorldStore implements WorldStore {
  private db: Promise<IDBDatabase> | null = null;
  /** Bumped by every save and drop: a save that is no longer the latest stops between parts. */
  private generation = 0;

  private open(): Promise<IDBDatabase> {
    this.db ??= new Promise((resolve, reject) => {
      const request = indexedDB.open(WORLD_DB, 1);
      request.onupgradeneeded = () => {
        request.result.createObjectStore('meta');
        request.result.createObjectStore('parts');
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    return this.db;
  }

  async load(key: string): Promise<WorldSnapshot | null> {
    const tx = (await this.open()).transaction(['meta', 'parts'], 'readonly');
    const meta = (await done(tx.objectStore('meta').get('world') as IDBRequest<Meta | undefined>)) ?? null;
    if (!meta || !meta.complete || meta.key !== key) return null;
    const parts = (await done(tx.objectStore('parts').getAll(IDBKeyRange.bound(0, meta.parts - 1)) as IDBRequest<Part[]>)) ?? [];
    return parts.length === meta.parts ? snapshotOf(parts) : null;
  }

  async save(key: string, snapshot: WorldSnapshot): Promise<void> {
    const generation = ++this.generation;
    const db = await this.open();
    const parts = partsOf(snapshot);
    let tx = db.transaction(['meta', 'parts'], 'readwrite');
    tx.objectStore('parts').clear();
    tx.objectStore('meta').put({ key, parts: parts.length, complete: false } satisfies Meta, 'world');
    await committed(tx);
    for (let i = 0; i < parts.length; i++) {
      await pause();
      if (generation !== this.generation) return;
      tx = db.transaction('parts', 'readwrite');
      tx.objectStore('parts').put(parts[i], i);
      await committed(tx);
    }
    if (generation !== this.generation) return;
    tx = db.transaction('meta', 'readwrite');
    tx.objectStore('meta').put({ key, parts: parts.length, complete: true } satisfies Meta, 'world');
    await committed(tx);
  }

  async drop(): Promise<void> {
    this.generation += 1;
    const tx = (await this.open()).transaction(['meta', 'parts'], 'readwrite');
    tx.objectStore('meta').clear();
    tx.objectStore('parts').clear();
    await committed(tx);
  }
}

/** The browser's world store, or null where there is no IndexedDB (Node). */
export function indexedDbWorldStore(): WorldStore | null {
  return typeof indexedDB === 'undefined' ? null : new IndexedDbWorldStore();
}
