import { Collection } from '@msw/data';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { record } from './journal';

type Id = number | string;
type Row = { id: Id };

/** A write as the operation log sees it. */
export interface WriteEvent {
  table: string;
  op: 'insert' | 'update' | 'remove';
  id: Id;
  before: unknown;
  after: unknown;
  /** The signed-in admin whose request made the write. */
  by?: Actor;
}

export interface Actor {
  id: number;
  name: string;
}

let observer: ((event: WriteEvent) => void) | null = null;
let quiet = 0;

/** The operation log listens to every write made by a request (not seeding, not replay). */
export function observeWrites(fn: ((event: WriteEvent) => void) | null): void {
  observer = fn;
}

/** Runs `fn` without telling the observer (seeding and journal replay). */
export async function silently<T>(fn: () => Promise<T>): Promise<T> {
  quiet += 1;
  try {
    return await fn();
  } finally {
    quiet -= 1;
  }
}

function notify(event: WriteEvent, table: { audited: boolean }) {
  if (observer && quiet === 0 && table.audited) observer(event);
}

/**
 * An @msw/data collection with an id index (lookups by id are a full scan otherwise) and every
 * write journaled, so the demo replays it after a reload.
 */
export class Table<T extends Row> {
  collection: Collection<StandardSchemaV1<T, T>>;
  private readonly index = new Map<Id, T>();
  /** The rows it was seeded with, to restore without seeding again. */
  private seeded: T[] = [];
  /** Written to since it was seeded. */
  private dirty = false;

  constructor(
    readonly name: string,
    private readonly schema: StandardSchemaV1<T, T>,
    /** Whether writes reach the operation log (not for sessions or the log itself). */
    readonly audited = true,
  ) {
    this.collection = new Collection({ schema });
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

  nextId(): number {
    let max = 0;
    for (const id of this.index.keys()) if (typeof id === 'number' && id > max) max = id;
    return max + 1;
  }

  async insert(value: T, by?: Actor): Promise<T> {
    const row = (await this.collection.create(value as never)) as unknown as T;
    this.index.set(row.id, row);
    this.dirty = true;
    record({ table: this.name, op: 'insert', id: row.id, value });
    notify({ table: this.name, op: 'insert', id: row.id, before: null, after: { ...row }, by }, this);
    return row;
  }

  /** Seeding: many rows, without journaling or the operation log. */
  async seed(values: T[]): Promise<void> {
    const rows = (await this.collection.createMany(values.length, (i) => values[i] as never)) as unknown as T[];
    for (const row of rows) this.index.set(row.id, row);
    this.seeded = values;
  }

  /** Back to the seeded rows; a table nobody wrote to is left as it is. */
  async restore(): Promise<void> {
    if (!this.dirty) return;
    const seeded = this.seeded;
    this.clear();
    if (seeded.length) await this.seed(seeded);
  }

  async update(id: Id, patch: Partial<T>, by?: Actor): Promise<T | undefined> {
    const current = this.index.get(id);
    if (!current) return undefined;
    const row = (await this.collection.update(current as never, {
      data(draft: Record<string, unknown>) {
        Object.assign(draft, patch);
      },
    } as never)) as unknown as T | undefined;
    const next = row ?? ({ ...current, ...patch } as T);
    this.index.set(id, next);
    this.dirty = true;
    record({ table: this.name, op: 'update', id, value: patch });
    notify({ table: this.name, op: 'update', id, before: { ...current }, after: { ...next }, by }, this);
    return next;
  }

  remove(id: Id, by?: Actor): T | undefined {
    const current = this.index.get(id);
    if (!current) return undefined;
    this.collection.delete(current as never);
    this.index.delete(id);
    this.dirty = true;
    record({ table: this.name, op: 'remove', id });
    notify({ table: this.name, op: 'remove', id, before: { ...current }, after: null, by }, this);
    return current;
  }

  /** Empties the table. A fresh collection: @msw/data's clear() deletes row by row (quadratic). */
  clear(): void {
    this.collection = new Collection({ schema: this.schema });
    this.index.clear();
    this.seeded = [];
    this.dirty = false;
  }
}
