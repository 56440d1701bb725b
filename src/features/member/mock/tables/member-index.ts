import type { Member } from '@/records/members';

/*
 * The member list's column store. 100,000 members must answer a filtered, sorted page in a few
 * milliseconds, so beside the table the list keeps: the rows in slots; per filtered field a
 * column of small integer codes (selects), of lower-cased text (searches) or of times (date
 * ranges); per sort field the slots in sorted order; and the last few filter results as masks
 * (paging or re-sorting the same filter reuses one). A query is a pass over typed arrays (see
 * index-query.ts). Everything is built once the members are seeded (`warm`); a write patches the
 * touched slot and drops only what depends on the fields it changed.
 */

type Field = keyof Member & string;
const value = (row: Member, field: string) => (row as Record<string, unknown>)[field];
const text = (x: unknown) => (x == null ? '' : String(x));
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;

/** A select's column: each slot's value (as text) as a code into `values`. */
export interface Codes {
  codes: Uint16Array;
  /** Code → the value's text; `code(text)` finds or adds one. */
  values: string[];
  code(value: string): number;
}

/** A filter's result: which slots match, and how many. */
export interface Mask {
  match: Uint8Array;
  count: number;
}

const MASKS_KEPT = 32;

export class MemberIndex {
  private rows: Member[] | null = null;
  private ids = new Float64Array(0);
  private slotOf = new Map<number, number>();
  private codeColumns = new Map<string, Codes>();
  /** 'field|field' → the lower-cased values of the fields per slot, joined by a character no needle contains. */
  private textColumns = new Map<string, string[]>();
  /** field → epoch milliseconds per slot (NaN when empty). */
  private timeColumns = new Map<string, Float64Array>();
  private orders = new Map<string, Int32Array>();
  private masks = new Map<string, Mask>();

  constructor(private readonly source: () => Member[], private readonly lookup: (id: number) => Member | undefined) {}

  reset(): void {
    this.rows = null;
    this.ids = new Float64Array(0);
    this.slotOf.clear();
    this.codeColumns.clear();
    this.textColumns.clear();
    this.timeColumns.clear();
    this.orders.clear();
    this.masks.clear();
  }

  /** Builds the slots, the given filter columns and sort orders at once (after seeding), not on a first query. */
  warm(plan: { codes: Field[]; texts: string[]; times: Field[]; orders: Field[] }): void {
    this.slots();
    for (const f of plan.codes) this.codes(f);
    for (const f of plan.texts) this.text(f);
    for (const f of plan.times) this.times(f);
    for (const f of plan.orders) this.order(f);
  }

  /** A member changed: refresh its slot and its values; sort orders and filter results depending on the changed fields go. */
  patch(id: number, fields: string[]): void {
    if (!this.rows || !fields.length) return;
    const slot = this.slotOf.get(id);
    const row = this.lookup(id);
    if (slot === undefined || !row) return this.reset();
    this.rows[slot] = row;
    const touched = (key: string) => key.split('|').some((f) => fields.includes(f));
    for (const [key, column] of this.codeColumns) if (touched(key)) column.codes[slot] = column.code(text(value(row, key)));
    for (const [key, column] of this.textColumns) if (touched(key)) column[slot] = textOf(row, key);
    for (const [key, column] of this.timeColumns) if (touched(key)) column[slot] = timeOf(value(row, key));
    for (const f of fields) this.orders.delete(f);
    this.masks.clear();
  }

  get size(): number {
    return this.slots().length;
  }

  slots(): Member[] {
    if (!this.rows) {
      const rows = this.source();
      this.rows = rows;
      this.ids = Float64Array.from(rows, (row) => row.id);
      rows.forEach((row, slot) => this.slotOf.set(row.id, slot));
    }
    return this.rows;
  }

  codes(field: string): Codes {
    let column = this.codeColumns.get(field);
    if (!column) {
      const values: string[] = [];
      const byText = new Map<string, number>();
      const code = (t: string) => {
        let c = byText.get(t);
        if (c === undefined) {
          if (values.length >= 0xffff) throw new Error(`too many distinct values of ${field} for a select column`);
          c = values.push(t) - 1;
          byText.set(t, c);
        }
        return c;
      };
      const rows = this.slots();
      const codes = new Uint16Array(rows.length);
      for (let s = 0; s < rows.length; s++) codes[s] = code(text(value(rows[s], field)));
      column = { codes, values, code };
      this.codeColumns.set(field, column);
    }
    return column;
  }

  text(fields: string): string[] {
    let column = this.textColumns.get(fields);
    if (!column) {
      column = this.slots().map((row) => textOf(row, fields));
      this.textColumns.set(fields, column);
    }
    return column;
  }

  times(field: string): Float64Array {
    let column = this.timeColumns.get(field);
    if (!column) {
      column = Float64Array.from(this.slots(), (row) => timeOf(value(row, field)));
      this.timeColumns.set(field, column);
    }
    return column;
  }

  /**
   * Slots in ascending order of a field, ties by id, empty values first. Numbers, booleans and
   * ISO times sort as numbers, anything else as text. Already ordered values (ids, join times:
   * members are seeded in joining order) cost one pass; small whole numbers (levels, days) a
   * counting sort.
   */
  order(field: string): Int32Array {
    let order = this.orders.get(field);
    if (order) return order;
    const rows = this.slots();
    const ids = this.ids;
    const values = rows.map((row) => value(row, field));
    order = Int32Array.from(rows.keys());
    const numeric = values.every((x) => typeof x === 'number' || typeof x === 'boolean' || x == null);
    const times = !numeric && values.every((x) => x == null || x === '' || (typeof x === 'string' && ISO_TIME.test(x)));
    if (numeric || times) {
      const keys = times ? Float64Array.from(this.times(field), (t) => (Number.isNaN(t) ? -Infinity : t)) : Float64Array.from(values, (x) => (x == null ? -Infinity : Number(x)));
      sortByKeys(order, keys, ids);
    } else {
      const keys = values.map(text);
      order.sort((a, b) => (keys[a] === keys[b] ? ids[a] - ids[b] : keys[a] < keys[b] ? -1 : 1));
    }
    this.orders.set(field, order);
    return order;
  }

  /** A filter's result by its signature, computed once while no write changes it. */
  mask(signature: string, compute: () => Uint8Array): Mask {
    let mask = this.masks.get(signature);
    if (mask) {
      // Most recently used last.
      this.masks.delete(signature);
    } else {
      const match = compute();
      let count = 0;
      for (let s = 0; s < match.length; s++) count += match[s];
      mask = { match, count };
      if (this.masks.size >= MASKS_KEPT) this.masks.delete(this.masks.keys().next().value!);
    }
    this.masks.set(signature, mask);
    return mask;
  }
}

function textOf(row: Member, fields: string): string {
  if (!fields.includes('|')) return text(value(row, fields)).toLowerCase();
  return fields
    .split('|')
    .map((f) => text(value(row, f)).toLowerCase())
    .join('\u0000');
}

/** Whether slots are already in ascending id order (how members are seeded). */
function ascending(keys: Float64Array): boolean {
  for (let s = 1; s < keys.length; s++) if (keys[s] < keys[s - 1]) return false;
  return true;
}

/** Sorts `order` (the slots) by `keys`, ties by id. */
function sortByKeys(order: Int32Array, keys: Float64Array, ids: Float64Array): void {
  const n = order.length;
  const byId = ascending(ids);
  // Slots already in order (ties included): nothing to do.
  let sorted = byId;
  for (let s = 1; sorted && s < n; s++) if (keys[s] < keys[s - 1]) sorted = false;
  if (sorted) return;
  // Small whole numbers with slots in id order: a counting sort, stable, so ties stay by id.
  let min = Infinity;
  let max = -Infinity;
  let whole = byId;
  for (let s = 0; whole && s < n; s++) {
    const k = keys[s];
    if (!Number.isInteger(k)) whole = false;
    else if (k < min) min = k;
    if (k > max) max = k;
  }
  if (whole && max - min <= 1 << 20) {
    const counts = new Int32Array(max - min + 2);
    for (let s = 0; s < n; s++) counts[keys[s] - min + 1] += 1;
    for (let i = 1; i < counts.length; i++) counts[i] += counts[i - 1];
    for (let s = 0; s < n; s++) order[counts[keys[s] - min]++] = s;
    return;
  }
  order.sort((a, b) => keys[a] - keys[b] || ids[a] - ids[b]);
}

function timeOf(x: unknown): number {
  return x == null || x === '' ? NaN : Date.parse(String(x));
}
