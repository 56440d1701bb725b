import type { LogRow } from '@/lib/oplog';
import { dayOfTime, dayText, type DayRange } from '@/lib/report/period';
import { timeOf } from '@/lib/time';
import type { Change, ChangeKind, ChangedField } from '@/records/changes';

/*
 * Which changes moved revenue, for which subject, on which business day: pure, so the unit tests
 * and fast-check properties hold it to its rules (tests/unit/statistics/changes.test.ts). The
 * handler (./index.ts) hands it the operation log, the push records, the report time zone and the
 * names in the caller's language.
 */

/** Tables whose writes move revenue, and the fields that do (a write touching none of them is no marker). */
export const REVENUE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  dramas: ['singlePrice', 'singleVipPrice', 'wholePrice', 'wholeVipPrice', 'startChargeEpisode', 'grounding', 'shelveTime'],
  episodes: ['price', 'vipPrice', 'charge'],
  beanPackages: ['price', 'beans', 'giftBeans', 'percentage', 'purchaseLimit', 'circulation', 'type', 'enabled'],
  vipTypes: ['price', 'firstPrice', 'currency', 'days', 'autoRenew', 'enabled'],
  homeColumns: ['dramaIds', 'enabled', 'sort', 'name'],
};

const PRICE_FIELDS = new Set(['singlePrice', 'singleVipPrice', 'wholePrice', 'wholeVipPrice', 'price', 'vipPrice']);
const PAYWALL_FIELDS = new Set(['startChargeEpisode', 'charge']);
const TABLE_KINDS: Readonly<Record<string, ChangeKind>> = { beanPackages: 'beanPackage', vipTypes: 'vipType', homeColumns: 'homeColumn' };

/** A push as the markers read it: sent (sentTime) by someone, to some members. */
export interface SentPush {
  id: number;
  title: string;
  sentTime: string | null;
  createdBy: string;
  targetCount: number;
  successCount: number;
}

/** The names of things in the caller's language (the handler's; the tests' may be plain keys). */
export interface ChangeNames {
  table(table: string): string;
  field(table: string, key: string): string;
  /** A field's value as text (yes / no, a shelving state, a list of ids). */
  value(table: string, key: string, value: unknown): string;
  /** A record's name: a drama's title, a package's name; an episode's drama and number. */
  record(row: LogRow): string;
}

type Json = Record<string, unknown>;

/** The revenue-moving fields a log row changed (none: the row is no marker). Pushes are read from their records, not the log. */
export function revenueFields(row: Pick<LogRow, 'table' | 'op' | 'changed' | 'before' | 'after'>): string[] {
  const fields = REVENUE_FIELDS[row.table];
  if (!fields) return [];
  if (row.op === 'update') return fields.filter((key) => row.changed.includes(key));
  if (row.op === 'insert' || row.op === 'remove') {
    // An episode added or removed with its drama is the drama's save, not a change of price.
    if (row.table === 'episodes') return [];
    const side = (row.after ?? row.before ?? {}) as Json;
    return fields.filter((key) => key in side);
  }
  return [];
}

/** What a log row's change is about. */
export function kindOf(table: string, fields: readonly string[]): ChangeKind {
  const own = TABLE_KINDS[table];
  if (own) return own;
  if (fields.some((f) => PRICE_FIELDS.has(f))) return 'price';
  if (fields.some((f) => PAYWALL_FIELDS.has(f))) return 'paywall';
  return 'shelving';
}

function ids(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((x): x is number => typeof x === 'number') : [];
}

/** The dramas a log row is about: a drama's own id, an episode's drama, a home column's dramas (those added or taken out, when its list changed). */
export function dramasOf(row: Pick<LogRow, 'table' | 'op' | 'recordId' | 'changed' | 'before' | 'after'>): number[] {
  const before = (row.before ?? {}) as Json;
  const after = (row.after ?? {}) as Json;
  if (row.table === 'dramas') {
    const id = Number(row.recordId);
    return Number.isInteger(id) ? [id] : [];
  }
  if (row.table === 'episodes') {
    const id = after.dramaId ?? before.dramaId;
    return typeof id === 'number' ? [id] : [];
  }
  if (row.table === 'homeColumns') {
    const was = ids(before.dramaIds);
    const is = ids(after.dramaIds);
    if (row.op === 'update' && row.changed.includes('dramaIds')) {
      return [...new Set([...was.filter((id) => !is.includes(id)), ...is.filter((id) => !was.includes(id))])].sort((a, b) => a - b);
    }
    return [...new Set([...was, ...is])].sort((a, b) => a - b);
  }
  return [];
}

/** The business day 'YYYY-MM-DD' a moment (ISO) falls on in `zone`. */
export function businessDay(time: string, zone: string): string {
  return dayText(dayOfTime(timeOf(time), zone));
}

function within(day: string, range: DayRange): boolean {
  return day >= range.start && day <= range.end;
}

/** A log row as a change, or null when it moved no revenue. */
export function changeOfLog(row: LogRow, zone: string, names: ChangeNames): Change | null {
  const keys = revenueFields(row);
  if (!keys.length || row.op === 'action') return null;
  const before = row.before as Json | null;
  const after = row.after as Json | null;
  const fields: ChangedField[] = keys.map((key) => ({
    key,
    name: names.field(row.table, key),
    before: before && key in before ? names.value(row.table, key, before[key]) : null,
    after: after && key in after ? names.value(row.table, key, after[key]) : null,
  }));
  return {
    id: `log-${row.id}`,
    kind: kindOf(row.table, keys),
    time: row.time,
    day: businessDay(row.time, zone),
    operator: row.operator,
    op: row.op,
    tableName: names.table(row.table),
    recordId: row.recordId,
    recordName: names.record(row),
    fields,
    dramaIds: dramasOf(row),
  };
}

/** A push sent, as a change (who sent which push, to how many). */
export function changeOfPush(push: SentPush, zone: string, names: ChangeNames): Change | null {
  if (!push.sentTime) return null;
  return {
    id: `push-${push.id}`,
    kind: 'push',
    time: push.sentTime,
    day: businessDay(push.sentTime, zone),
    operator: push.createdBy,
    op: 'send',
    tableName: names.table('pushes'),
    recordId: String(push.id),
    recordName: push.title,
    fields: [{ key: 'successCount', name: names.field('pushes', 'successCount'), before: null, after: `${push.successCount} / ${push.targetCount}` }],
    dramaIds: [],
  };
}

export interface ChangeQuery {
  range: DayRange;
  /** A drama's chart: only the changes about it. None: every revenue-moving change. */
  dramaId: number | null;
  zone: string;
}

/**
 * The changes a chart marks: the log's revenue-moving writes and the pushes sent, on the business
 * days of the period, about the chart's drama when it has one (a push is about no drama), oldest
 * first.
 */
export function selectChanges(log: readonly LogRow[], pushes: readonly SentPush[], query: ChangeQuery, names: ChangeNames): Change[] {
  const out: Change[] = [];
  for (const row of log) {
    if (!REVENUE_FIELDS[row.table]) continue;
    const change = changeOfLog(row, query.zone, names);
    if (change && within(change.day, query.range) && (query.dramaId === null || change.dramaIds.includes(query.dramaId))) out.push(change);
  }
  if (query.dramaId === null) {
    for (const push of pushes) {
      const change = changeOfPush(push, query.zone, names);
      if (change && within(change.day, query.range)) out.push(change);
    }
  }
  return out.sort((a, b) => timeOf(a.time) - timeOf(b.time) || a.id.localeCompare(b.id));
}
