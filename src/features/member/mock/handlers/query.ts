import type { MessageId } from '@/i18n';
import { dayBounds, currentTimeZone } from '@/lib/time-zone';
import type { FilterDef } from '@/lib/resource/types';
import { validRange } from '@/mocks/resource';
import type { Member } from '@/records/members';
import { memberResource } from '../../resources';
import { MemberIndex } from '../tables/member-index';
import { memberTables } from '../tables';

/*
 * The member list query over the column store of member-index.ts: the filters become one mask of
 * matching slots (kept for the next page or sort of the same filter), then one pass over the
 * sort field's order picks the page. Same semantics as every list of the console.
 */

const { members } = memberTables;
const memberIndex = new MemberIndex(
  () => members.all(),
  (id) => members.get(id),
);

type Field = keyof Member & string;
const fieldOf = (filter: FilterDef) => (filter.field ?? filter.key) as Field;

/** Everything a query of the member list can ask for, built when the members are (re)seeded. */
function warmPlan() {
  const plan = { codes: [] as Field[], texts: [] as string[], times: [] as Field[], orders: [] as Field[] };
  for (const filter of memberResource.filters) {
    const field = fieldOf(filter);
    if (filter.kind === 'select' || filter.kind === 'number') plan.codes.push(field);
    else if (filter.kind === 'dateRange') plan.times.push(field);
    else if (filter.match === 'equals') plan.texts.push(...(filter.fields ?? [field]));
    else plan.texts.push((filter.fields ?? [field]).join('|'));
  }
  plan.orders = [...new Set([...memberResource.columns.filter((c) => c.sortable).map((c) => c.key as Field), memberResource.defaultSort!.field as Field])];
  return plan;
}

/** Builds the list's columns and sort orders now (the members were just seeded), not on the first query. */
export function warmMemberIndex(): void {
  memberIndex.warm(warmPlan());
}

/**
 * The index follows the members table's own events: a request's update patches the touched slot
 * (and drops what depends on the fields it changed); an insert or a remove starts it again, lazily.
 * Seeding, a demo reset or the journal replayed after a reload rebuild it at once.
 */
members.onWrite((event) => {
  if (event.op !== 'update' || !event.before || !event.after) return memberIndex.reset();
  const before = event.before as Record<string, unknown>;
  const after = event.after as Record<string, unknown>;
  memberIndex.patch(Number(event.id), Object.keys(after).filter((key) => before[key] !== after[key]));
});
members.onReload((reason) => {
  memberIndex.reset();
  if (reason !== 'clear') warmMemberIndex();
});

/** Clears the slots of `match` that fail a filter. */
type Narrow = (match: Uint8Array) => void;

function narrowing(filter: FilterDef, value: unknown): Narrow | null {
  const field = fieldOf(filter);
  switch (filter.kind) {
    case 'text': {
      const needle = String(value).trim().toLowerCase();
      if (!needle) return null;
      const fields = filter.fields ?? [field];
      if (filter.match === 'equals') {
        const columns = fields.map((f) => memberIndex.text(f));
        return (match) => {
          for (let s = 0; s < match.length; s++) if (match[s] && !columns.some((c) => c[s] === needle)) match[s] = 0;
        };
      }
      const c = memberIndex.text(fields.join('|'));
      return (match) => {
        for (let s = 0; s < match.length; s++) if (match[s] && !c[s].includes(needle)) match[s] = 0;
      };
    }
    case 'select':
    case 'number': {
      const { codes, values } = memberIndex.codes(field);
      const wanted =
        filter.kind === 'number'
          ? (t: string) => Number(t) === Number(value)
          : Array.isArray(value)
            ? (t: string) => value.map(String).includes(t)
            : (t: string) => t === String(value);
      const accepted = Uint8Array.from(values, (t) => Number(wanted(t)));
      return (match) => {
        for (let s = 0; s < match.length; s++) if (match[s] && !accepted[codes[s]]) match[s] = 0;
      };
    }
    case 'dateRange': {
      const c = memberIndex.times(field);
      const [start, end] = (value as unknown[]).map((x) => String(x).slice(0, 10));
      // From the start day's midnight (the business day's zone) up to, not including, the day after the end.
      const { from, until } = dayBounds(start, end);
      return (match) => {
        for (let s = 0; s < match.length; s++) if (match[s] && !(c[s] >= from && c[s] < until)) match[s] = 0;
      };
    }
  }
}

/** Filters, sorts and pages the members (the same semantics as every list of the console). */
export function queryMembers(input: Record<string, unknown>, maxSize = 100): { records: Member[]; total: number; pageNum: number; pageSize: number } | MessageId {
  const applied: Array<[FilterDef, unknown]> = [];
  for (const filter of memberResource.filters) {
    const value = input[filter.key];
    if (value == null || value === '' || (Array.isArray(value) && value.every((x) => x == null || x === ''))) continue;
    if (filter.kind === 'dateRange' && !validRange(value)) return 'valid.dateRange';
    applied.push([filter, value]);
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
  if (!applied.length) {
    for (let k = from; k < Math.min(to, n); k++) records.push(rows[order[asc ? k : n - 1 - k]]);
    return { records, total: n, pageNum: num, pageSize: size };
  }
  // The zone is part of what a mask means: a date range's days are the business zone's.
  const signature = JSON.stringify([currentTimeZone(), applied.map(([filter, value]) => [filter.key, value])]);
  const { match, count } = memberIndex.mask(signature, () => {
    const match = new Uint8Array(n).fill(1);
    for (const [filter, value] of applied) narrowing(filter, value)?.(match);
    return match;
  });
  for (let k = 0, seen = 0; k < n && seen < to; k++) {
    const slot = order[asc ? k : n - 1 - k];
    if (!match[slot]) continue;
    if (seen >= from) records.push(rows[slot]);
    seen += 1;
  }
  return { records, total: count, pageNum: num, pageSize: size };
}
