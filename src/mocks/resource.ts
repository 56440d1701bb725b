import { http } from 'msw';
import { dayBounds } from '@/lib/time-zone';
import * as v from 'valibot';
import { isMessageId, type MessageId } from '@/i18n';
import { RecordVersion } from '@/lib/api/contract';
import { STALE_CODE } from '@/lib/api/errors';
import { importRowSchema } from '@/lib/resource/calls';
import { blankValue, fieldsFor, formSchema, importFields } from '@/lib/resource/form-schema';
import type { ColumnDef, FieldDef, FilterDef, ResourceDef, Row, Sort } from '@/lib/resource/types';
import { declareResource } from './grants';
import { API, authed, body, ok, page, refuse, type MockUser } from './http';
import type { Fresh, Table } from './table';

type Values = Record<string, unknown>;

export interface CrudOptions<T extends Row> {
  def: ResourceDef;
  table: Table<T>;
  /** Builds the stored record for an add (default: next id, values, createTime when the schema has it). */
  create?: (values: Values, ctx: { user: MockUser; table: Table<T> }) => Fresh<T> | Promise<Fresh<T>>;
  /** Business checks beyond the schema (e.g. a unique username). */
  check?: (values: Values, mode: 'add' | 'edit', ctx: { user: MockUser; current?: T }) => MessageId | null;
  /** Refuses a delete the definition's own guard allows (e.g. a role still in use); a message with values names figures (how many dramas use a tag). */
  beforeDelete?: (row: T, ctx: { user: MockUser }) => MessageId | { id: MessageId; values: Record<string, string | number> } | null;
  /** What a record looks like on the wire (e.g. without the password; names in the caller's `language`). */
  present?: (row: T, ctx: { request: Request }) => unknown;
  /** Extra filter semantics by filter key. */
  filterBy?: Record<string, (row: T, value: unknown) => boolean>;
  /** What the table keeps of a write's values (e.g. a password's salted hash instead of the password). */
  store?: (values: Values, mode: 'add' | 'edit') => Values | Promise<Values>;
  /** Runs after a successful write. */
  afterWrite?: (row: T | undefined, op: 'add' | 'edit' | 'delete' | 'status', ctx: { user: MockUser }) => void | Promise<void>;
}

/**
 * A table's field labels from what the console already names them with: a resource's form fields,
 * then its columns (and any related list's columns). The first label found for a key wins.
 */
export function fieldLabels(...sources: Array<{ fields?: FieldDef[]; columns?: ColumnDef[] }>): Partial<Record<string, MessageId>> {
  const out: Partial<Record<string, MessageId>> = {};
  for (const source of sources) {
    for (const item of [...(source.fields ?? []).filter((f) => !f.virtual), ...(source.columns ?? [])]) out[item.key] ??= item.label;
  }
  return out;
}

function day(value: unknown): string {
  return String(value ?? '').slice(0, 10);
}

/** Section 5: start and end must differ and form a correct range. */
export function validRange(value: unknown): boolean {
  if (!Array.isArray(value) || value.length !== 2) return false;
  const [start, end] = value.map(day);
  return Boolean(start && end) && start < end;
}

function matches(row: Values, filter: FilterDef, value: unknown): boolean {
  const field = filter.field ?? filter.key;
  switch (filter.kind) {
    case 'text': {
      const needle = String(value).trim().toLowerCase();
      if (!needle) return true;
      const fields = filter.fields ?? [field];
      return fields.some((f) => {
        const hay = String(row[f] ?? '').toLowerCase();
        return filter.match === 'equals' ? hay === needle : hay.includes(needle);
      });
    }
    case 'select': {
      // A list field (a drama's tags) matches when it holds the value.
      const held = row[field];
      if (Array.isArray(held)) return held.map(String).some((x) => (Array.isArray(value) ? value.map(String).includes(x) : x === String(value)));
      return Array.isArray(value) ? value.map(String).includes(String(held)) : String(held) === String(value);
    }
    case 'number':
      return Number(row[field]) === Number(value);
    case 'dateRange': {
      const [start, end] = (value as unknown[]).map(day);
      const raw = String(row[field] ?? '');
      // A bare day is compared as it is; a time by the days of the business day's zone.
      if (raw.length <= 10) return raw >= start && raw <= end;
      const { from, until } = dayBounds(start, end);
      const t = Date.parse(raw);
      return t >= from && t < until;
    }
  }
}

/**
 * Text sorts as Chinese readers expect (pinyin order). One collator for every comparison:
 * `localeCompare(b, 'zh-CN')` gives the same order but looks its collator up on every call (about
 * 2.7x slower on a sort of 10,000 ISO times; 5 % of the generic resource suite's time).
 */
const collator = new Intl.Collator('zh-CN');

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a ?? ''), String(b ?? ''));
}

/** Filters and sorts a table's rows the way every list of the console expects. */
export function query<T extends Row>(rows: T[], def: ResourceDef, input: Values, filterBy?: CrudOptions<T>['filterBy']): T[] | MessageId {
  let out = rows;
  for (const filter of def.filters) {
    const value = input[filter.key];
    if (value == null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    if (filter.kind === 'dateRange' && !validRange(value)) return 'valid.dateRange';
    const custom = filterBy?.[filter.key];
    out = out.filter((row) => (custom ? custom(row, value) : matches(row, filter, value)));
  }
  for (const [key, fn] of Object.entries(filterBy ?? {})) {
    if (def.filters.some((f) => f.key === key)) continue;
    const value = input[key];
    if (value != null && value !== '') out = out.filter((row) => fn(row, value));
  }
  const sort = (input.sort as Sort | undefined) ?? def.defaultSort ?? { field: 'id', order: 'desc' };
  const factor = sort.order === 'asc' ? 1 : -1;
  const field = sort.field;
  return out === rows ? [...out].sort((a, b) => factor * compare(a[field], b[field]) || b.id - a.id) : out.sort((a, b) => factor * compare(a[field], b[field]) || b.id - a.id);
}

/** A resource's summary figures (ResourceDef.summary) of the rows its filters matched: `{ summary }`, or nothing without one. */
export function summaryOf(def: ResourceDef, rows: readonly Row[]): { summary?: Record<string, number> } {
  if (!def.summary?.length) return {};
  const summary: Record<string, number> = {};
  for (const item of def.summary) {
    if (!item.sum) {
      summary[item.key] = rows.length;
      continue;
    }
    let total = 0;
    for (const row of rows) total += Number(row[item.sum]) || 0;
    summary[item.key] = total;
  }
  return { summary };
}

function firstIssue(schema: v.GenericSchema, values: Values): MessageId | null {
  const result = v.safeParse(schema, values);
  if (result.success) return null;
  const message = result.issues[0].message;
  return isMessageId(message) ? message : 'valid.invalid';
}

type Shaped = v.GenericSchema & { entries?: Record<string, v.GenericSchema>; pipe?: readonly Shaped[] };

/**
 * A record as its schema wants it: a field the writer left out (an optional field of the add
 * form: a banner without a jump link) is stored as the schema takes an absent value, null for a
 * nullable field, rather than missing (which the table's schema refuses).
 */
export function completeRecord<R>(schema: v.GenericSchema, record: R): R {
  let shape = schema as Shaped;
  while (!shape.entries && shape.pipe && shape.pipe[0] !== shape) shape = shape.pipe[0];
  if (!shape.entries) return record;
  const out = { ...record } as Record<string, unknown>;
  for (const [key, entry] of Object.entries(shape.entries)) {
    if (out[key] !== undefined || v.is(entry, undefined)) continue;
    if (v.is(entry, null)) out[key] = null;
  }
  return out as R;
}

/** Whether a write sent a usable version (optimistic concurrency: src/lib/api/errors.ts STALE_CODE). */
export function isVersion(value: unknown): value is number {
  return v.is(RecordVersion, value);
}

/**
 * Refuses a write based on an old version of a record: code 409, 该记录已被他人修改，请刷新后重试,
 * nothing written. Call it right before the write, with no await between (Table.isStale).
 */
export function refuseStale(request: Request): Response {
  return refuse(request, 'error.stale', STALE_CODE);
}

/** Keeps the keys the form may write: declared, stored fields (a blank password keeps the old one). */
function writable(def: ResourceDef, values: Values, mode: 'add' | 'edit'): Values {
  const out: Values = {};
  for (const field of def.fields) {
    if (field.virtual || !(field.key in values)) continue;
    if (mode === 'edit' && field.kind === 'password' && !values[field.key]) continue;
    if (mode === 'edit' && field.readOnlyOnEdit) continue;
    out[field.key] = values[field.key];
  }
  return out;
}

/**
 * The handlers of one resource, from its definition: POST page, export, add, update, delete,
 * status; GET info. Writes are validated with the same schema the form uses.
 */
export function crudHandlers<T extends Row>(options: CrudOptions<T>) {
  const { def, table } = options;
  // The gate (./grants.ts) answers 403 to a caller whose role is not granted the resource's page.
  declareResource(def);
  const base = `${API}/${def.endpoint}/v1`;
  const present = (row: T, request: Request) => (options.present ? options.present(row, { request }) : row);
  const actor = (user: MockUser) => ({ id: user.id, name: user.name });
  /** The reason a write may not change a field of this record for this user (def.lockedFields: one's own role and status), or null. */
  const lockedChange = (current: T, values: Values, user: MockUser): MessageId | null => {
    const locked = def.lockedFields?.(current, { id: user.id }) ?? {};
    for (const [key, reason] of Object.entries(locked)) {
      if (reason && key in values && String(values[key]) !== String(current[key])) return reason;
    }
    return null;
  };
  const kept = async (input: Values, mode: 'add' | 'edit') => {
    const values = writable(def, input, mode);
    return options.store ? options.store(values, mode) : values;
  };
  // The gate (./grants.ts) has checked each request with the form's rules and the wire schema
  // the contract publishes (resourceCalls) before a handler runs: what follows are business checks.
  /** The record an add stores: every field the record's schema has, a field left out as the schema wants it (null). */
  const complete = (record: Fresh<T>): Fresh<T> => completeRecord(def.schema, record);
  /** An add's values with each field it left out (optional on the wire) as the form sends it blank: its initial value, off, none, '' (blankValue). */
  const withBlanks = (input: Values): Values => {
    const out = { ...input };
    for (const field of fieldsFor(def.fields, 'add')) if (!field.virtual && out[field.key] === undefined) out[field.key] = blankValue(field);
    return out;
  };

  const list = (request: Request, input: Values, maxSize: number) => {
    const rows = query(table.all(), def, input, options.filterBy);
    if (typeof rows === 'string') return refuse(request, rows, 400);
    const size = Math.min(Number(input.pageSize) || 10, maxSize);
    const result = page(rows, input.pageNum, size);
    return ok({ ...result, records: result.records.map((row) => present(row, request)), ...summaryOf(def, rows) });
  };

  const handlers = [
    // Lists ask for at most 100 rows a page; lookups (options) may ask for up to 1000.
    http.post(`${base}/page`, authed(async ({ request }) => list(request, await body(request), 1000))),
    http.post(`${base}/export`, authed(async ({ request }) => list(request, await body(request), 5000))),

    http.get(
      `${base}/info`,
      authed(({ request }) => {
        const row = table.get(Number(new URL(request.url).searchParams.get('id')));
        return row ? ok(present(row, request)) : refuse(request, 'error.http.404', 404);
      }),
    ),

    http.post(
      `${base}/add`,
      authed(async ({ request, user }) => {
        const input = withBlanks(await body(request));
        const problem = options.check?.(input, 'add', { user }) ?? null;
        if (problem) return refuse(request, problem, 400);
        const values = await kept(input, 'add');
        const record = options.create
          ? await options.create(values, { user, table })
          : // The table's schema keeps only its own keys: a record without createTime drops it.
            ({ ...values, id: table.nextId(), createTime: new Date().toISOString() } as unknown as T);
        const row = await table.insert(complete(record), actor(user));
        await options.afterWrite?.(row, 'add', { user });
        return ok(present(row, request));
      }),
    ),

    /** Excel import: each row is checked like an add; valid rows are stored, the rest reported. */
    http.post(
      `${base}/import`,
      authed(async ({ request, user }) => {
        const { rows } = await body<{ rows?: Values[] }>(request);
        if (!def.can.import || !Array.isArray(rows)) return refuse(request, 'msg.uploadFailed', 400);
        // Each row as an add of the import's fields: the form's rules, then the values' types
        // (the request takes a cell's text where a value is due: that row alone is refused).
        const form = formSchema({ fields: importFields(def.fields) }, 'add', { server: true });
        const typed = importRowSchema(def);
        const rejected: Array<{ row: number; reason: string }> = [];
        let imported = 0;
        for (const [i, raw] of rows.entries()) {
          const row = Number(raw.__row) || i + 2;
          const problem = firstIssue(form, raw) ?? firstIssue(typed, raw) ?? options.check?.(raw, 'add', { user }) ?? null;
          if (problem) {
            rejected.push({ row, reason: problem });
            continue;
          }
          const values = await kept(raw, 'add');
          const record = options.create
            ? await options.create(values, { user, table })
            : ({ ...values, id: table.nextId(), createTime: new Date().toISOString() } as unknown as T);
          await table.insert(complete(record), actor(user));
          imported += 1;
        }
        return ok({ key: `import-${Date.now().toString(36)}`, ok: imported, rejected });
      }),
    ),

    http.post(
      `${base}/update`,
      authed(async ({ request, user }) => {
        const input = await body(request);
        const current = table.get(Number(input.id));
        if (!current) return refuse(request, 'error.http.404', 404);
        if (!isVersion(input.version)) return refuse(request, 'error.versionRequired', 400);
        if (table.isStale(current.id, input.version)) return refuseStale(request);
        const problem =
          lockedChange(current, input, user) ??
          options.check?.(input, 'edit', { user, current }) ??
          null;
        if (problem) return refuse(request, problem, 400);
        const row = await table.update(current.id, (await kept(input, 'edit')) as Partial<T>, actor(user));
        await options.afterWrite?.(row, 'edit', { user });
        return ok(row ? present(row, request) : null);
      }),
    ),

    http.post(
      `${base}/delete`,
      authed(async ({ request, user }) => {
        const { ids, versions } = await body<{ ids?: unknown; versions?: unknown }>(request);
        const list = (Array.isArray(ids) ? ids : [ids]).map(Number).filter(Number.isFinite);
        if (!list.length) return refuse(request, 'msg.deleteFailed', 400);
        if (!Array.isArray(versions) || versions.length !== list.length || !versions.every(isVersion)) return refuse(request, 'error.versionRequired', 400);
        for (const [i, id] of list.entries()) {
          const row = table.get(id);
          if (!row) return refuse(request, 'error.http.404', 404);
          if (table.isStale(id, versions[i])) return refuseStale(request);
          const refusal = def.guardDelete?.(row, { id: user.id }) ?? options.beforeDelete?.(row, { user }) ?? null;
          if (typeof refusal === 'string') return refuse(request, refusal, 400);
          if (refusal) return refuse(request, refusal.id, 400, refusal.values);
        }
        for (const id of list) {
          const row = table.remove(id, actor(user));
          await options.afterWrite?.(row, 'delete', { user });
        }
        return ok(list.length);
      }),
    ),

    http.post(
      `${base}/status`,
      authed(async ({ request, user }) => {
        const { id, value, version } = await body<{ id?: unknown; value?: unknown; version?: unknown }>(request);
        const current = table.get(Number(id));
        if (!current || !def.status) return refuse(request, 'error.http.404', 404);
        if (!isVersion(version)) return refuse(request, 'error.versionRequired', 400);
        if (table.isStale(current.id, version)) return refuseStale(request);
        const next = value === true || value === 'true' || value === def.status.on ? def.status.on : def.status.off;
        const locked = lockedChange(current, { [def.status.key]: next }, user);
        if (locked) return refuse(request, locked, 400);
        const row = await table.update(current.id, { [def.status.key]: next } as Partial<T>, actor(user));
        await options.afterWrite?.(row, 'status', { user });
        return ok(row ? present(row, request) : null);
      }),
    ),
  ];
  // Only the calls the definition offers: a read-only resource answers no writes.
  const offered: Record<string, boolean> = {
    export: Boolean(def.can.export),
    add: Boolean(def.can.add),
    import: Boolean(def.can.import),
    update: Boolean(def.can.edit),
    delete: Boolean(def.can.delete),
    status: Boolean(def.status),
  };
  return handlers.filter((h) => offered[String(h.info.path).split('/').pop()!] ?? true);
}
