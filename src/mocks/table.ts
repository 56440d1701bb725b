import { Collection } from '@msw/data';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { record } from './journal';

type Id = number | string;
type Row = { id: Id };

/**
 * An @msw/data collection with an id index (lookups by id are a full scan otherwise) and every
 * write journaled, so the demo replays it after a reload.
 */
export class Table<T extends Row> {
  readonly collection: Collection<StandardSchemaV1<T, T>>;
  private readonly index = new Map<Id, T>();

  constructor(
    readonly name: string,
    schema: StandardSchemaV1<T, T>,
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

  async insert(value: T): Promise<T> {
    const row = (await this.collection.create(value as never)) as unknown as T;
    this.index.set(row.id, row);
    record({ table: this.name, op: 'insert', id: row.id, value });
    return row;
  }

  /** Seeding: many rows without journaling. */
  async seed(values: T[]): Promise<void> {
    for (const value of values) {
      const row = (await this.collection.create(value as never)) as unknown as T;
      this.index.set(row.id, row);
    }
  }

  async update(id: Id, patch: Partial<T>): Promise<T | undefined> {
    const current = this.index.get(id);
    if (!current) return undefined;
    const row = (await this.collection.update(current as never, {
      data(draft: Record<string, unknown>) {
        Object.assign(draft, patch);
      },
    } as never)) as unknown as T | undefined;
    const next = row ?? ({ ...current, ...patch } as T);
    this.index.set(id, next);
    record({ table: this.name, op: 'update', id, value: patch });
    return next;
  }

  remove(id: Id): T | undefined {
    const current = this.index.get(id);
    if (!current) return undefined;
    this.collection.delete(current as never);
    this.index.delete(id);
    record({ table: this.name, op: 'remove', id });
    return current;
  }

  clear(): void {
    this.collection.clear();
    this.index.clear();
  }
}
