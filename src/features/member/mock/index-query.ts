import type { MessageId } from '@/i18n';
import type { FilterDef } from '@/lib/resource/types';
import { validRange } from '@/mocks/resource';
import type { Member } from '../contract';
import { memberResource } from '../resources';
import { DAY, iso } from './catalogue';
import { memberTables } from './tables';

const { members } = memberTables;

/* ------------------------------------------------------------------------------------------------
 * The member list query. 100,000 members must answer a filtered, sorted page well under 50 ms,
 * so the list keeps a small column store beside the table: the rows in slots, one array of
 * comparable text per filtered field, and a sorted order of slots per sort field. A query is one
 * pass over the sorted order testing plain array values (no sort, no Map lookup per row). A write
 * patches the touched slot and drops only the sort orders of the fields it changed; inserts,
 * removals, seeding and clearing rebuild lazily.
 * ---------------------------------------------------------------------------------------------- */

class MemberIndex {
  private rows: Member[] | null = null;
  private slotOf = new Map<number, number>();
  /** 's:field' → String(value) per slot (selects, date ranges); 'l:field|field' → lower-cased text of the fields per slot. */
  private columns = new Map<string, string[]>();
  private orders = new Map<string, Int32Array>();

  reset(): void {
    this.rows = null;
    this.slotOf.clear();
    this.columns.clear();
    this.orders.clear();
  }

  /** A member changed: refresh its slot and its values; sort orders of the changed fields go. */
  patch(id: number, fields: string[]): void {
    if (!this.rows) return;
    const slot = this.slotOf.get(id);
    const row = members.get(id);
    if (slot === undefined || !row) return this.reset();
    this.rows[slot] = row;
    for (const [key, column] of this.columns) {
      const parts = key.slice(2).split('|');
      if (parts.some((f) => fields.includes(f))) column[slot] = parts.map((f) => this.text(key[0], (row as Record<string, unknown>)[f])).join('\u0000');
    }
    for (const f of fields) this.orders.delete(f);
  }

  private text(mode: string, value: unknown): string {
    const s = value == null ? '' : String(value);
    return mode === 'l' ? s.toLowerCase() : s;
  }

  slots(): Member[] {
    if (!this.rows) {
      this.rows = members.all();
      this.rows.forEach((row, slot) => this.slotOf.set(row.id, slot));
    }
    return this.rows;
  }

  column(mode: 's' | 'l', field: string): string[] {
    const key = `${mode}:${field}`;
    let column = this.columns.get(key);
    if (!column) {
      const fields = field.split('|');
      column = this.slots().map((row) => fields.map((f) => this.text(mode, (row as Record<string, unknown>)[f])).join('\u0000'));
      this.columns.set(key, column);
    }
    return column;
  }

  /** Slots in ascending order of a field (ties by id; empty values first). */
  order(field: string): Int32Array {
    let order = this.orders.get(field);
    if (order) return order;
    const rows = this.slots();
    const values = rows.map((row) => (row as Record<string, unknown>)[field]);
    const numeric = values.every((x) => typeof x === 'number');
    const keys = numeric ? (values as number[]) : values.map((x) => (x == null ? '' : typeof x === 'boolean' ? String(Number(x)) : String(x)));
    order = Int32Array.from(rows.keys());
    order.sort((a, b) => {
      const x = keys[a];
      const y = keys[b];
      if (x === y) return rows[a].id - rows[b].id;
      return x < y ? -1 : 1;
    });
    this.orders.set(field, order);
    return order;
  }
}
const memberIndex = new MemberIndex();

/**
 * The index follows the members table's own events: a request's update patches the touched slot
 * (and drops the sort orders of the fields it changed); an insert or a remove, and any wholesale
 * change (seeding, a demo reset, the journal replayed after a reload), start it again.
 */
members.onWrite((event) => {
  if (event.op !== 'update' || !event.before || !event.after) return memberIndex.reset();
  const before = event.before as Record<string, unknown>;
  const after = event.after as Record<string, unknown>;
  memberIndex.patch(Number(event.id), Object.keys(after).filter((key) => before[key] !== after[key]));
});
members.onReload(() => memberIndex.reset());

type SlotTest = (slot: number) => boolean;

function slotTest(filter: FilterDef, value: unknown): SlotTest | null {
  const field = filter.field ?? filter.key;
  switch (filter.kind) {
    case 'text': {
      const needle = String(value).trim().toLowerCase();
      if (!needle) return null;
      const fields = filter.fields ?? [field];
      if (filter.match === 'equals') {
        const columns = fields.map((f) => memberIndex.column('l', f));
        return (s) => columns.some((c) => c[s] === needle);
      }
      // Several fields are searched as one text (joined by a character no needle contains).
      const c = memberIndex.column('l', fields.join('|'));
      return (s) => c[s].includes(needle);
    }
    case 'select': {
      const c = memberIndex.column('s', field);
      if (Array.isArray(value)) {
        const wanted = new Set(value.map(String));
        return (s) => wanted.has(c[s]);
      }
      const wanted = String(value);
      return (s) => c[s] === wanted;
    }
    case 'number': {
      const c = memberIndex.column('s', field);
      const wanted = Number(value);
      return (s) => Number(c[s]) === wanted;
    }
    case 'dateRange': {
      const c = memberIndex.column('s', field);
      const [start, end] = (value as unknown[]).map((x) => String(x).slice(0, 10));
      // ISO times compare as text: from the start day's midnight up to (not including) the day after the end.
      const after = iso(new Date(`${end}T00:00:00.000Z`).getTime() + DAY);
      return (s) => c[s] >= start && c[s] < after;
    }
  }
}

/** Filters, sorts and pages the members (the same semantics as every list of the console). */
export function queryMembers(input: Record<string, unknown>, maxSize = 100): { records: Member[]; total: number; pageNum: number; pageSize: number } | MessageId {
  const tests: SlotTest[] = [];
  for (const filter of memberResource.filters) {
    const value = input[filter.key];
    if (value == null || value === '' || (Array.isArray(value) && value.every((x) => x == null || x === ''))) continue;
    if (filter.kind === 'dateRange' && !validRange(value)) return 'valid.dateRange';
    const test = slotTest(filter, value);
    if (test) tests.push(test);
  }
  const requested = input.sort as { field?: string; order?: string } | undefined;
  const sortable = memberResource.columns.some((c) => c.key === requested?.field && c.sortable);
  const sort = sortable && requested ? { field: String(requested.field), order: requested.order === 'asc' ? 'asc' : 'desc' } : memberResource.defaultSort!;
  const size = Math.min(Math.max(Number(input.pageSize) || 10, 1), maxSize);
  const num = Math.max(Number(input.pageNum) || 1, 1);
  const from = (num - 1) * size;
  const to = from + size;
  const rows = memberIndex.slots();
  const order = memberIndex.order(sort.field);
  const n = order.length;
  const asc = sort.order === 'asc';
  const records: Member[] = [];
  let total = 0;
  if (!tests.length) {
    for (let k = from; k < Math.min(to, n); k++) records.push(rows[order[asc ? k : n - 1 - k]]);
    return { records, total: n, pageNum: num, pageSize: size };
  }
  const single = tests.length === 1 ? tests[0] : null;
  for (let k = 0; k < n; k++) {
    const slot = order[asc ? k : n - 1 - k];
    if (single) {
      if (!single(slot)) continue;
    } else {
      let match = true;
      for (let i = 0; i < tests.length; i++) {
        if (!tests[i](slot)) {
          match = false;
          break;
        }
      }
      if (!match) continue;
    }
    if (total >= from && total < to) records.push(rows[slot]);
    total += 1;
  }
  return { records, total, pageNum: num, pageSize: size };
}
