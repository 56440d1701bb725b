import { Collection } from '@msw/data';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { record, type JournalEntry } from './journal';

type Id = number | string;
type Row = { id: Id };

/**
 * A row as a writer gives it: `version` is the table's to set (optimistic concurrency,
 * src/lib/api/errors.ts STALE_CODE). Tables whose schema has no `version` simply drop it.
 */
export type Fresh<T> = Omit<T, 'version'> & { version?: number };

/** The version of a row that has one. */
function versionOf(row: unknown): number | undefined {
  const version = (row as { version?: unknown } | undefined)?.version;
  return typeof version === 'number' ? version : undefined;
}

/** The signed-in admin whose request made a write. */
export interface Actor {
  id: number;
  name: string;
}

/** A write made by a request (never seeding, journal replay or a reset): what a table's `onWrite` listeners get. */
export interface WriteEvent<T = unknown> {
  /** The table's name (its key in the operation log). */
  table: string;
  op: 'insert' | 'update' | 'remove';
  id: Id;
  /** The row before the write (null for an insert); copies, safe to keep. */
  before: T | null;
  /** The row after the write (null for a remove). */
  after: T | null;
  by?: Actor;
}

/**
 * Why a table's rows changed without write events: seeded, back to the seed after a demo reset,
 * writes replayed from the journal after a reload, or emptied. Whatever a listener derived from
 * the rows is stale.
 */
export type ReloadReason = 'seed' | 'restore' | 'replay' | 'clear';

/**
 * An @msw/data collection with an id index (lookups by id are a full scan otherwise), every
 * write journaled so the demo replays it after a reload, and its own write events: `onWrite`
 * for each write a request makes, `onReload` when rows change wholesale.
 *
 * Every row of a table whose schema has `version` carries one: 1 when seeded or inserted, one
 * more on each update (replayed updates too, so a reload gives the same versions). `isStale`
 * compares what a writer saw with the row's version, writes in flight included, so a check and
 * the write that follows it (with no await between them) cannot both pass for two writers.
 */
export class Table<T extends Row> {
  collection: Collection<StandardSchemaV1<T, T>>;
  private readonly index = new Map<Id, T>();
  /** The rows it was seeded with, to restore without seeding again. */
  private seeded: Fresh<T>[] = [];
  /** Written to since it was seeded. */
  private dirty = false;
  private readonly writeListeners = new Set<(event: WriteEvent<T>) => void>();
  private readonly reloadListeners = new Set<(reason: ReloadReason) => void>();
  /** The version an update in flight gives its row (set before the collection's await). */
  private readonly pending = new Map<Id, number>();

  constructor(
    readonly name: string,
    private readonly schema: StandardSchemaV1<T, T>,
  ) {
    this.collection = new Collection({ schema });
  }

  /** Calls `listener` after every write a request makes to this table. Returns the unsubscribe. */
  onWrite(listener: (event: WriteEvent<T>) => void): () => void {
    this.writeListeners.add(listener);
    return () => this.writeListeners.delete(listener);
  }

  /** Calls `listener` when the rows changed without write events (see ReloadReason). Returns the unsubscribe. */
  onReload(listener: (reason: ReloadReason) => void): () => void {
    this.reloadListeners.add(listener);
    return () => this.reloadListeners.delete(listener);
  }

  /** Tells the reload listeners (the kernel calls it once per table after a journal replay). */
  reloaded(reason: ReloadReason): void {
    for (const listener of [...this.reloadListeners]) listener(reason);
  }

  private wrote(event: Omit<WriteEvent<T>, 'table'>, journal: Omit<JournalEntry, 'table'>): void {
    this.dirty = true;
    record({ table: this.name, ...journal });
    if (!this.writeListeners.size) return;
    const full: WriteEvent<T> = { table: this.name, ...event };
    for (const listener of [...this.writeListeners]) listener(full);
  }

  get size(): number {
    return this.index.size;
  }

  all(): T[] {
    return [...this.index.values()];
  }

  get(id: Id | null | undefined): T | undefined {
    return id == null ? undefined : this.index.get(id);
  }

  find(predicate: (row: T) => boolean): T | undefined {
    for (const row of this.index.values()) if (predicate(row)) return row;
    return undefined;
  }

  filter(predicate: (row: T) => boolean): T[] {
    return this.all().filter(predicate);
  }

  /** The row's version now (an update in flight included), or undefined without the row or a version. */
  version(id: Id): number | undefined {
    return this.pending.get(id) ?? versionOf(this.index.get(id));
  }

  /** Whether a writer that saw version `seen` of the row is behind: the row moved on since. */
  isStale(id: Id, seen: unknown): boolean {
    const current = this.version(id);
    return current !== undefined && seen !== current;
  }

  nextId(): number {
    let max = 0;
    for (const id of this.index.keys()) if (typeof id === 'number' && id > max) max = id;
    return max + 1;
  }

  /* ---- the raw writes: no journal, no events */

  private async put(value: Fresh<T>): Promise<T> {
    const row = (await this.collection.create({ ...value, version: value.version ?? 1 } as never)) as unknown as T;
    this.index.set(row.id, row);
    return row;
  }

  private async patch(current: T, patch: Partial<T>): Promise<T> {
    const base = this.pending.get(current.id) ?? versionOf(current);
    const version = base === undefined ? undefined : base + 1;
    const changes: Record<string, unknown> = version === undefined ? { ...patch } : { ...patch, version };
    if (version !== undefined) this.pending.set(current.id, version);
    try {
      const row = (await this.collection.update(current as never, {
        data(draft: Record<string, unknown>) {
          Object.assign(draft, changes);
        },
      } as never)) as unknown as T | undefined;
      const next = row ?? ({ ...current, ...changes } as T);
      this.index.set(current.id, next);
      return next;
    } finally {
      if (version !== undefined && this.pending.get(current.id) === version) this.pending.delete(current.id);
    }
  }

  private drop(current: T): void {
    this.collection.delete(current as never);
    this.index.delete(current.id);
  }

  /* ---- the writes requests make: journaled, and told to the write listeners */

  async insert(value: Fresh<T>, by?: Actor): Promise<T> {
    const row = await this.put(value);
    this.wrote({ op: 'insert', id: row.id, before: null, after: { ...row }, by }, { op: 'insert', id: row.id, value: { ...value, version: value.version ?? 1 } });
    return row;
  }

  async update(id: Id, patch: Partial<T>, by?: Actor): Promise<T | undefined> {
    const current = this.index.get(id);
    if (!current) return undefined;
    const next = await this.patch(current, patch);
    this.wrote({ op: 'update', id, before: { ...current }, after: { ...next }, by }, { op: 'update', id, value: patch });
    return next;
  }

  remove(id: Id, by?: Actor): T | undefined {
    const current = this.index.get(id);
    if (!current) return undefined;
    this.drop(current);
    this.wrote({ op: 'remove', id, before: { ...current }, after: null, by }, { op: 'remove', id });
    return current;
  }

  /**
   * A journaled write again, after a reload: neither journaled nor told to write listeners (the
   * kernel tells each replayed table's reload listeners once the whole journal is applied).
   */
  async replay(entry: JournalEntry): Promise<void> {
    this.dirty = true;
    if (entry.op === 'insert') {
      await this.put(entry.value as Fresh<T>);
      return;
    }
    const current = this.index.get(entry.id);
    if (!current) return;
    if (entry.op === 'update') await this.patch(current, entry.value as Partial<T>);
    else this.drop(current);
  }

  /* ---- wholesale changes: told to the reload listeners */

  private async load(values: Fresh<T>[]): Promise<void> {
    // Seeded rows start at version 1 (set in place: seeds are fresh objects, and large).
    for (const value of values) value.version ??= 1;
    const rows = (await this.collection.createMany(values.length, (i) => values[i] as never)) as unknown as T[];
    for (const row of rows) this.index.set(row.id, row);
    this.seeded = values;
  }

  private empty(): void {
    this.collection = new Collection({ schema: this.schema });
    this.index.clear();
    this.pending.clear();
    this.seeded = [];
    this.dirty = false;
  }

  /** Seeding: many rows, without journaling or write events. */
  async seed(values: Fresh<T>[]): Promise<void> {
    await this.load(values);
    this.reloaded('seed');
  }

  /** Back to the seeded rows; a table nobody wrote to is left as it is. */
  async restore(): Promise<void> {
    if (!this.dirty) return;
    const seeded = this.seeded;
    this.empty();
    if (seeded.length) await this.load(seeded);
    this.reloaded('restore');
  }

  /** Empties the table. A fresh collection: @msw/data's clear() deletes row by row (quadratic). */
  clear(): void {
    this.empty();
    this.reloaded('clear');
  }
}
