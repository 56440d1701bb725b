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
export type ReloadReason = 'seed' | 'restore' | 'replay' | 'clear' | 'rollback';

/**
 * The writes of one request while it runs (`atomically`): each write's undo, and its journal
 * entries, which reach the journal only when the request ends well.
 */
interface Scope {
  undo: Array<() => void>;
  journal: JournalEntry[];
  tables: Set<Table<Row>>;
}

let scope: Scope | null = null;

/**
 * Runs one request's work as a unit: when it throws, every row it inserted, updated or removed
 * (in any table, the operation log's included) is put back as it was, none of its writes reaches
 * the journal, and the tables it touched tell their reload listeners ('rollback': whatever they
 * derived from the rows is stale). Writes still in flight when `work` settles belong to it: pass
 * `settle` to wait for them (the operation log's). Not reentrant: the caller runs one at a time.
 */
export async function atomically<T>(work: () => Promise<T>, settle?: () => Promise<void>): Promise<T> {
  if (scope) return work();
  const own: Scope = { undo: [], journal: [], tables: new Set() };
  scope = own;
  try {
    const result = await work();
    await settle?.();
    scope = null;
    for (const entry of own.journal) record(entry);
    return result;
  } catch (error) {
    await settle?.().catch(() => undefined);
    scope = null;
    for (const undo of own.undo.reverse()) undo();
    for (const table of own.tables) table.rolledBack();
    throw error;
  }
}

/**
 * An @msw/data collection with an id index (lookups by id are a full scan otherwise), every
 * write journaled so the demo replays it after a reload, and its own write events: `onWrite`
 * for each write a request makes, `onReload` when rows change wholesale.
 *
 * Every row of a table whose schema has `version` carries one: 1 when seeded or inserted, one
 * more on each update (replayed updates too, so a reload gives the same versions). `isStale`
 * compares what a writer saw with the row's version, writes in flight included, so a check and
 * the write that follows it (with no await between them) cannot both pass for two writers.
 *
 * Reads never touch the collection: they go through the id index. So the collection holds only
 * the rows requests have written, each taken in when a request first writes it (`insert`, or an
 * `update` of a seeded row: the row goes in as it was, then the update, validated by the
 * collection against the record's schema, as every write is). Seeding, a reset and the journal's
 * replay after a reload fill the index alone: most tables are only read in a session, and pouring
 * 50,000 orders into a collection at a request's first write made that write cost seconds (the
 * first supplement of an order: 1.3 s in Node, over 5 s in a busy browser). Seeded rows are
 * checked against their schemas by tests/unit/mock-seed.test.ts instead.
 */
export class Table<T extends Row> {
  /** The rows requests have written, as an @msw/data collection, once a request has written to the table (see above). */
  private collection: Collection<StandardSchemaV1<T, T>> | null = null;
  /** The ids of the rows in the collection (the index holds the collection's record for each). */
  private readonly held = new Set<Id>();
  /** Rows being taken into the collection (a first update under way): one creation per row. */
  private readonly holding = new Map<Id, Promise<T>>();
  private readonly index = new Map<Id, T>();
  /** Whether the record schema has `version` (a valibot object without it: the table's rows carry none). */
  private readonly versioned: boolean;
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
    const entries = (schema as { entries?: Record<string, unknown> }).entries;
    this.versioned = entries === undefined || 'version' in entries;
  }

  /** Whether the table has an @msw/data collection yet (a request wrote to it). */
  get poured(): boolean {
    return this.collection !== null;
  }

  /** How many rows the collection holds (those requests wrote; 0 before the first write). */
  get heldRows(): number {
    return this.held.size;
  }

  /** The collection, made (empty) on a request's first write. Reads never need it. */
  private written(): Collection<StandardSchemaV1<T, T>> {
    this.collection ??= new Collection({ schema: this.schema });
    return this.collection;
  }

  /**
   * The row's record in the collection, taking the row in as it is now when it is not there yet
   * (a seeded or replayed row's first update by a request); the index then holds that record.
   */
  private hold(collection: Collection<StandardSchemaV1<T, T>>, id: Id): Promise<T> {
    const current = this.index.get(id);
    if (this.held.has(id) && current) return Promise.resolve(current);
    let taking = this.holding.get(id);
    if (!taking) {
      taking = (async () => {
        let record = (await collection.create({ ...current } as never)) as unknown as T;
        if (this.collection !== collection) return record;
        const now = this.index.get(id);
        // A remove meanwhile (synchronous) took the row out of the index: not kept then.
        if (!now) {
          collection.delete(record as never);
          return record;
        }
        // A replay changed the row meanwhile (another tab's write): the record takes it too.
        if (now !== current) {
          record = ((await collection.update(record as never, {
            data(draft: Record<string, unknown>) {
              Object.assign(draft, now);
            },
          } as never)) as unknown as T | undefined) ?? record;
        }
        this.held.add(id);
        this.index.set(id, record);
        return record;
      })().finally(() => this.holding.delete(id));
      this.holding.set(id, taking);
    }
    return taking;
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
    if (scope) {
      scope.journal.push({ table: this.name, ...journal });
      scope.undo.push(this.undoOf(event.op, event.id, event.before));
      scope.tables.add(this as unknown as Table<Row>);
    } else record({ table: this.name, ...journal });
    if (!this.writeListeners.size) return;
    const full: WriteEvent<T> = { table: this.name, ...event };
    for (const listener of [...this.writeListeners]) listener(full);
  }

  /** What puts a row back as it was before a write (the index only: a rolled-back table drops its collection). */
  private undoOf(op: WriteEvent['op'], id: Id, before: T | null): () => void {
    return () => {
      this.pending.delete(id);
      if (op === 'insert' || !before) this.index.delete(id);
      else this.index.set(id, { ...before });
    };
  }

  /**
   * After a request's writes were undone (`atomically`): the collection no longer matches the
   * index, so it is dropped (poured again on the next write), and the reload listeners hear of it.
   */
  rolledBack(): void {
    this.collection = null;
    this.held.clear();
    this.holding.clear();
    this.reloaded('rollback');
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

  /** Inserts a row: into the collection (validated) when `collection` is given, else into the index alone (replay). */
  private async put(value: Fresh<T>, collection: Collection<StandardSchemaV1<T, T>> | null): Promise<T> {
    const fresh = { ...value, version: value.version ?? 1 } as Record<string, unknown>;
    if (!this.versioned) delete fresh.version;
    const row = collection ? ((await collection.create(fresh as never)) as unknown as T) : (fresh as unknown as T);
    if (collection) this.held.add(row.id);
    this.index.set(row.id, row);
    return row;
  }

  /**
   * Updates a row; `collection` (awaited after the row's new version is claimed, so an update in
   * flight counts at once for `isStale`) when the update is a request's, null for a replay.
   */
  private async patch(current: T, patch: Partial<T>, collection: Collection<StandardSchemaV1<T, T>> | null): Promise<T> {
    const base = this.pending.get(current.id) ?? versionOf(current);
    const version = base === undefined ? undefined : base + 1;
    const changes: Record<string, unknown> = version === undefined ? { ...patch } : { ...patch, version };
    if (version !== undefined) this.pending.set(current.id, version);
    try {
      // The row's record in the collection (taken in now on its first write): update that one.
      if (collection) current = await this.hold(collection, current.id);
      const row = collection
        ? ((await collection.update(current as never, {
            data(draft: Record<string, unknown>) {
              Object.assign(draft, changes);
            },
          } as never)) as unknown as T | undefined)
        : undefined;
      const next = row ?? ({ ...current, ...changes } as T);
      this.index.set(current.id, next);
      return next;
    } finally {
      if (version !== undefined && this.pending.get(current.id) === version) this.pending.delete(current.id);
    }
  }

  private drop(current: T, collection: Collection<StandardSchemaV1<T, T>> | null): void {
    if (collection && this.held.delete(current.id)) collection.delete(current as never);
    this.index.delete(current.id);
  }

  /* ---- the writes requests make: journaled, and told to the write listeners */

  async insert(value: Fresh<T>, by?: Actor): Promise<T> {
    const row = await this.put(value, this.written());
    this.wrote({ op: 'insert', id: row.id, before: null, after: { ...row }, by }, { op: 'insert', id: row.id, value: { ...value, version: value.version ?? 1 } });
    return row;
  }

  async update(id: Id, patch: Partial<T>, by?: Actor): Promise<T | undefined> {
    const current = this.index.get(id);
    if (!current) return undefined;
    const before = { ...current };
    const next = await this.patch(current, patch, this.written());
    this.wrote({ op: 'update', id, before, after: { ...next }, by }, { op: 'update', id, value: patch });
    return next;
  }

  /**
   * Removes a row. Synchronous, as callers check and remove without an await between: the row
   * leaves the index at once, and the collection (when it holds the row) with it.
   */
  remove(id: Id, by?: Actor): T | undefined {
    const current = this.index.get(id);
    if (!current) return undefined;
    this.drop(current, this.collection);
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
      await this.put(entry.value as Fresh<T>, this.collection);
      return;
    }
    const current = this.index.get(entry.id);
    if (!current) return;
    // A row a request here wrote is in the collection: the replayed update goes there too.
    if (entry.op === 'update') await this.patch(current, entry.value as Partial<T>, this.collection && this.held.has(entry.id) ? this.collection : null);
    else this.drop(current, this.collection);
  }

  /* ---- wholesale changes: told to the reload listeners */

  /** The seeded rows into the index (copies: the seed stays as it was, for a reset), not poured. */
  private load(values: Fresh<T>[]): void {
    // Seeded rows start at version 1 (set in place: seeds are fresh objects, and large).
    for (const value of values) {
      if (this.versioned) value.version ??= 1;
      this.index.set(value.id, { ...value } as unknown as T);
    }
    this.seeded = values;
  }

  private empty(): void {
    this.collection = null;
    this.held.clear();
    this.holding.clear();
    this.index.clear();
    this.pending.clear();
    this.seeded = [];
    this.dirty = false;
  }

  /** The rows the table was last seeded with (what a snapshot of the seeded world keeps: src/mocks/snapshot.ts). */
  get seededRows(): readonly Fresh<T>[] {
    return this.seeded;
  }

  /** Seeding: many rows, without journaling or write events. */
  async seed(values: Fresh<T>[]): Promise<void> {
    this.load(values);
    this.reloaded('seed');
  }

  /** Back to the seeded rows; a table nobody wrote to is left as it is. */
  async restore(): Promise<void> {
    if (!this.dirty) return;
    const seeded = this.seeded;
    this.empty();
    if (seeded.length) this.load(seeded);
    this.reloaded('restore');
  }

  /** Empties the table. The collection is dropped: @msw/data's clear() deletes row by row (quadratic). */
  clear(): void {
    this.empty();
    this.reloaded('clear');
  }
}
