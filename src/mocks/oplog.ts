import { translate, type Locale, type MessageId } from '@/i18n';
import { defineTable, onDefine, registered, registeredTables } from './registry';
import type { WriteEvent } from './table';

/*
 * The operation log of the demo world: every write a request makes to an audited table (each
 * table's own write events, subscribed to as tables are defined), plus actions areas append
 * (maintenance tools). Records carry the table's key; `presentLog` and `logSubjects` name tables
 * and fields in the caller's language from the labels every table is defined with. Secrets are
 * masked before anything is stored. The system area serves it (system/account).
 */

import { LOG_MASK, LOG_OPS, LogRowSchema, type LogRow } from '@/lib/oplog';

export { LOG_MASK, LOG_OPS, LogRowSchema, type LogRow };
export type LogEntry = Omit<LogRow, 'id'>;

type Json = Record<string, unknown>;

/* ---------------------------------------------------------------- entries */

/** Field names that hold secrets: never stored in the log, only that they changed. */
const SECRET = /pass(?:word)?|secret|token/i;

/** Long values (data: URLs...) are shortened in the log; the diff is computed on the full values. */
function shorten(value: unknown): unknown {
  return typeof value === 'string' && value.length > 240 ? `${value.slice(0, 96)}…` : value;
}

/** Bookkeeping, not what anyone changed: a row's version (optimistic concurrency) stays out of the log. */
const BOOKKEEPING = new Set(['version']);

function masked(row: unknown): Json | null {
  if (!row || typeof row !== 'object') return null;
  const out: Json = {};
  for (const [key, value] of Object.entries(row as Json)) if (!BOOKKEEPING.has(key)) out[key] = SECRET.test(key) ? LOG_MASK : shorten(value);
  return out;
}

function changedKeys(before: unknown, after: unknown): string[] {
  const a = (before ?? {}) as Json;
  const b = (after ?? {}) as Json;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => !BOOKKEEPING.has(k));
  if (!before || !after) return keys.filter((k) => k !== 'id');
  return keys.filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
}

/** A log entry for a write (also for a seeded history: pass the time it happened). */
export function entryOf(event: WriteEvent, time = new Date().toISOString()): LogEntry {
  return {
    time,
    operatorId: event.by?.id ?? null,
    operator: event.by?.name ?? 'system',
    table: event.table,
    recordId: String(event.id),
    op: event.op,
    before: masked(event.before),
    after: masked(event.after),
    changed: changedKeys(event.before, event.after),
  };
}

/* ---------------------------------------------------------------- the table */

const histories: Array<() => LogEntry[]> = [];

/**
 * Adds to the seeded log: an area's history that matches its seeded rows (read when the log
 * seeds, after every other table).
 */
export function defineLogHistory(history: () => LogEntry[]): void {
  histories.push(history);
}

/** The operation log itself is not audited (a write to it would log itself). */
export const oplog = defineTable<LogRow>(
  'oplog',
  LogRowSchema,
  () =>
    histories
      .flatMap((history) => history())
      .sort((a, b) => a.time.localeCompare(b.time))
      .map((e, i) => ({ ...e, id: i + 1 })),
  { label: 'mock.table.oplog', audited: false, after: 'all' },
);

let lastLogId = 0;
const pending = new Set<Promise<unknown>>();

/** Appends to the log. Ids are handed out at once, so writes in one request never share one. */
export function appendLog(entry: LogEntry): void {
  lastLogId = Math.max(lastLogId, oplog.nextId() - 1) + 1;
  const insert = oplog.insert({ ...entry, id: lastLogId });
  pending.add(insert);
  void insert.finally(() => pending.delete(insert));
}

/** Waits for log writes still in flight (a read right after a write sees it). */
export async function settled(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}

/** For tests: the log's rows once pending writes have landed. */
export async function logRows(): Promise<LogRow[]> {
  await settled();
  return oplog.all();
}

// Every audited table's writes, as tables are defined (those defined before this module loaded too).
onDefine((entry) => {
  if (entry.audited) entry.table.onWrite((event) => appendLog(entryOf(event)));
});

/* ---------------------------------------------------------------- labels */

/** What a subject of the log that is no table names: its records (a tool by its title) and its fields (a run's figures). */
export interface LogSubjectNames {
  records?: Partial<Record<string, MessageId>>;
  fields?: Partial<Record<string, MessageId>>;
}

/** Subjects of the log that are no table (e.g. 'tools' for maintenance actions), with their labels. */
const subjects = new Map<string, { label: MessageId } & LogSubjectNames>();

/** A subject of the log that is no table: its label, and the names of its records and fields (so its entries read like every other). */
export function defineLogSubject(name: string, label: MessageId, names: LogSubjectNames = {}): void {
  subjects.set(name, { label, ...names });
}

function subjectLabel(name: string): MessageId | undefined {
  return registered(name)?.label ?? subjects.get(name)?.label;
}

/** A table's (or subject's) name in a language; its key when it has no label. */
export function tableName(name: string, locale: Locale): string {
  const label = subjectLabel(name);
  return label ? translate(locale, label) : name;
}

/** A field's name in a language; its key when the table gives it no label. */
export function fieldName(table: string, field: string, locale: Locale): string {
  const label = registered(table)?.fields[field] ?? subjects.get(table)?.fields?.[field];
  return label ? translate(locale, label) : field;
}

/** A record's name in a language: a subject's own name for it (a tool's title), else its id. */
export function recordName(table: string, recordId: string, locale: Locale): string {
  const label = subjects.get(table)?.records?.[recordId];
  return label ? translate(locale, label) : recordId;
}

/**
 * Everything the log can name, in a language: the audited tables in registration order, then the
 * other subjects, then names only found in the log (the log's table filter and column).
 */
export function logSubjects(locale: Locale): Array<{ id: string; name: string }> {
  const audited = registeredTables().filter((r) => r.audited).map((r) => r.table.name);
  const names = [...new Set([...audited, ...subjects.keys(), ...oplog.all().map((row) => row.table)])];
  return names.map((name) => ({ id: name, name: tableName(name, locale) }));
}

/** A log row as the console gets it: plus the record's name, the changed fields' names and every field's name, in the caller's language. */
export function presentLog(row: LogRow, locale: Locale): LogRow & { recordName: string; changedNames: string[]; fieldNames: Record<string, string> } {
  const keys = new Set([...Object.keys(row.before ?? {}), ...Object.keys(row.after ?? {}), ...row.changed]);
  const fieldNames: Record<string, string> = {};
  for (const key of keys) fieldNames[key] = fieldName(row.table, key, locale);
  return { ...row, recordName: recordName(row.table, row.recordId, locale), changedNames: row.changed.map((key) => fieldNames[key]), fieldNames };
}
