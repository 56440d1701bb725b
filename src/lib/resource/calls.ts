import * as v from 'valibot';
import { RecordVersion, type CallSpec, type Grant } from '../api/contract';
import { STALE_CODE } from '../api/errors';
import { URL_MAX } from '../text';
import { fieldRule, fieldsFor, importFields, isRequired, LONG_TEXT_MAX, rootType, TEXT_MAX } from './form-schema';
import type { FieldDef, FilterDef, Option, OptionsSource, ResourceDef } from './types';

/**
 * The calls of a resource as declarations (src/lib/api/contract.ts CallSpec), derived from its
 * definition: method, path, access, request and response schemas. docs/api.md, docs/openapi.json
 * and `npm run contract` read them beside the declared calls; the console itself sends them
 * through resourceApi (./api.ts) and the mock answers them with crudHandlers (src/mocks/resource.ts).
 *
 * The request schemas describe the wire (types, bounds, lengths); the form's rules (messages,
 * cross-field checks) stay with the definition and the mock's form schema.
 */
export type ResourceAction = 'page' | 'info' | 'add' | 'update' | 'delete' | 'status' | 'export' | 'import';

export interface ResourceCall extends CallSpec<unknown, unknown> {
  /** The definition's name ('user'). */
  resource: string;
  action: ResourceAction;
}

/** Longest text a plain field takes, a long text (textarea), and a URL (data: URLs of uploads included). */
export { LONG_TEXT_MAX, TEXT_MAX, URL_MAX };
/** Rows a page may ask for (option lookups ask for up to 1000), and an export chunk. */
export const PAGE_MAX = 1000;
export const EXPORT_PAGE_MAX = 5000;

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
const DateText = v.pipe(v.string(), v.maxLength(30));
const DateRange = v.tuple([DateText, DateText]);
/** A date field's value: a day, YYYY-MM-DD (or '' left blank); a date-time field's: the day and HH:mm, seconds and a zone allowed (src/lib/resource/dates.ts). */
const DayValue = v.pipe(v.string(), v.maxLength(30), v.regex(/^(?:\d{4}-\d{2}-\d{2})?$/));
const DayTimeValue = v.pipe(v.string(), v.maxLength(30), v.regex(/^(?:\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/));
const SourcedValue = v.union([v.number(), v.pipe(v.string(), v.maxLength(TEXT_MAX))]);

/** What the summaries of versioned writes say (docs/api.md). */
const STALE = `A record changed since that version is refused with code ${STALE_CODE}, and nothing is written.`;

/** POST <endpoint>/v1/delete: the ids, and the version of each as read (same order). */
export const DeleteRequest = v.pipe(
  v.object({ ids: v.pipe(v.array(Id), v.minLength(1)), versions: v.array(RecordVersion, 'error.versionRequired') }),
  v.check((input) => input.versions.length === input.ids.length, 'error.versionRequired'),
);

export const ImportReportSchema = v.object({
  /** Identifies the import (a client may show it). */
  key: v.string(),
  /** Rows stored. */
  ok: v.number(),
  /** Rows refused: the sheet's row number and the message id of the first problem. */
  rejected: v.array(v.object({ row: v.number(), reason: v.string() })),
});

function isSource(options: Option[] | OptionsSource | undefined): options is OptionsSource {
  return Boolean(options && !Array.isArray(options));
}

/**
 * The values of fixed options, or any id-like value for options loaded from another list. A
 * filter (`text`) also takes an option as the text a URL carries ('3' for 3, 'true'); a field
 * takes the option's own value, which is what a record stores.
 */
function optionValue(options: Option[] | OptionsSource | undefined, text = false): v.GenericSchema {
  if (!options || isSource(options) || !options.length) return SourcedValue;
  const values = options.map((o) => o.value);
  if (values.every((x) => typeof x === 'boolean')) return text ? v.union([v.boolean(), v.picklist(['true', 'false'])]) : v.boolean();
  const strings = values.filter((x): x is string => typeof x === 'string');
  const numbers = values.filter((x): x is number => typeof x === 'number');
  if (!text) return numbers.length && strings.length ? v.union([v.picklist(numbers), v.picklist(strings)]) : numbers.length ? v.picklist(numbers) : v.picklist(strings);
  // A filter sent from a URL may spell a number as text: '3' for 3.
  const picks = [...new Set([...strings, ...numbers.map(String)])];
  return numbers.length ? v.union([v.picklist(numbers), v.picklist(picks)]) : v.picklist(picks);
}

type Wrapping = v.GenericSchema & { wrapped?: Wrapping; entries?: Record<string, Wrapping>; pipe?: readonly Wrapping[] };

/** The schema a record stores a key with (its object's entry, without optional or nullable), or undefined. */
function storedAs(schema: v.GenericSchema | undefined, key: string): v.GenericSchema | undefined {
  let shape = schema as Wrapping | undefined;
  while (shape && !shape.entries && shape.pipe && shape.pipe[0] !== shape) shape = shape.pipe[0];
  let entry = shape?.entries?.[key];
  while (entry?.wrapped) entry = entry.wrapped;
  return entry;
}

/**
 * A field's value on the wire: its rule as the form applies it (free text capped, see fieldRule)
 * when the rule has a type, else its kind's type. A choice among another list's records (a
 * drama, menus) is what the record stores (`stored`: its schema's entry), and '' for a select
 * left blank when the field may be (what the form sends).
 */
export function fieldValueSchema(field: FieldDef, stored?: v.GenericSchema, blank = false): v.GenericSchema {
  const rule = fieldRule(field);
  if (rule && rootType(rule) !== 'unknown') return rule;
  const sourced = field.kind === 'tree' || isSource(field.options);
  if (sourced && stored && field.kind === 'select') return blank ? v.union([stored, v.literal('')]) : stored;
  if (sourced && stored && (field.kind === 'multiselect' || field.kind === 'tree')) return stored;
  switch (field.kind) {
    case 'number':
    case 'money':
    case 'percent': {
      const bounds: Array<v.GenericValidation<number>> = [];
      if (field.min !== undefined) bounds.push(v.minValue(field.min) as v.GenericValidation<number>);
      if (field.max !== undefined) bounds.push(v.maxValue(field.max) as v.GenericValidation<number>);
      return bounds.length ? v.pipe(v.number(), ...(bounds as [])) : v.number();
    }
    case 'select':
      return optionValue(field.options);
    case 'multiselect':
      return v.array(optionValue(field.options));
    case 'tree':
      return v.array(SourcedValue);
    case 'switch':
      return v.boolean();
    case 'date':
      return DayValue;
    case 'datetime':
      return DayTimeValue;
    case 'daterange':
      return DateRange;
    default:
      return v.pipe(v.string(), v.maxLength(TEXT_MAX));
  }
}

function filterValueSchema(filter: FilterDef): v.GenericSchema {
  switch (filter.kind) {
    case 'text':
      return v.pipe(v.string(), v.maxLength(100));
    case 'number':
      return v.number();
    case 'dateRange':
      return DateRange;
    case 'select': {
      const one = optionValue(filter.options, true);
      return v.union([one, v.array(one)]);
    }
  }
}

/** POST <endpoint>/v1/page and export: the page, the sort and the filters (empty ones are not sent). */
export function pageRequestSchema(def: ResourceDef, maxSize = PAGE_MAX) {
  // The sortable columns, and the list's default order (which the console sends too).
  const sortable = [...new Set([...def.columns.filter((c) => c.sortable).map((c) => c.key), ...(def.defaultSort ? [def.defaultSort.field] : [])])];
  const entries: Record<string, v.GenericSchema> = {
    pageNum: v.pipe(v.number(), v.integer(), v.minValue(1)),
    pageSize: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(maxSize)),
    sort: v.optional(
      v.object({
        field: sortable.length ? v.picklist(sortable) : v.pipe(v.string(), v.maxLength(64)),
        order: v.picklist(['asc', 'desc']),
      }),
    ),
  };
  for (const filter of def.filters) entries[filter.key] = v.optional(filterValueSchema(filter));
  return v.object(entries);
}

/**
 * A required field's value is not blank on the wire either (the form refuses '' and [] with
 * 此项为必填项): a text has a character, a list an item. (A password left blank in an edit keeps it.)
 */
function filled(field: FieldDef, mode: 'add' | 'edit', value: v.GenericSchema): v.GenericSchema {
  const root = rootType(value);
  // A text the form may leave blank is sent as '' and its rule does not apply to it (as in the form).
  if (!isRequired(field, mode) && root === 'string') return v.union([value, v.literal('')]);
  if (!isRequired(field, mode) || (root !== 'string' && root !== 'array')) return value;
  return root === 'string' ? v.pipe(value as v.GenericSchema<string>, v.minLength(1, 'valid.required')) : v.pipe(value as v.GenericSchema<unknown[]>, v.minLength(1, 'valid.required'));
}

/** The fields a write stores (not the virtual ones, not the read-only ones of an edit), each optional unless required. */
function writeEntries(def: Pick<ResourceDef, 'fields'> & Partial<Pick<ResourceDef, 'schema'>>, mode: 'add' | 'edit', fields = fieldsFor(def.fields, mode)) {
  const entries: Record<string, v.GenericSchema> = {};
  for (const field of fields) {
    if (field.virtual || (mode === 'edit' && field.readOnlyOnEdit)) continue;
    const required = mode === 'add' && Boolean(field.required);
    const value = filled(field, mode, fieldValueSchema(field, storedAs(def.schema, field.key), !field.required));
    entries[field.key] = required ? value : v.optional(value);
  }
  return entries;
}

const SheetRow = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)));

/** A row of an import as stored: the add's fields an import fills, each of its type (checked row by row). */
export function importRowSchema(def: Pick<ResourceDef, 'fields' | 'schema'>) {
  return v.object({ ...writeEntries(def, 'add', importFields(def.fields)), __row: SheetRow });
}

/** A cell as the sheet gave it, where the field's value was due: text, a blank (''), or null (a number that was none). */
const CellText = v.pipe(v.string(), v.maxLength(LONG_TEXT_MAX * 8));

/**
 * POST <endpoint>/v1/import: the sheet's rows (`__row`, the row's number in the sheet). Each field
 * takes its value, or the cell as read when it was not one: the server refuses that row alone.
 */
export function importRequestSchema(def: ResourceDef) {
  const entries: Record<string, v.GenericSchema> = {};
  for (const field of importFields(def.fields)) {
    if (field.virtual) continue;
    entries[field.key] = v.optional(v.union([fieldValueSchema(field, storedAs(def.schema, field.key), !field.required), CellText, v.null()]));
  }
  return v.object({ rows: v.array(v.object({ ...entries, __row: SheetRow })) });
}

export function pageResponseSchema(def: Pick<ResourceDef, 'schema'> & Partial<Pick<ResourceDef, 'summary'>>) {
  if (!def.summary?.length) return v.object({ records: v.array(def.schema), total: v.number() });
  const figures = Object.fromEntries(def.summary.map((item) => [item.key, v.number()]));
  return v.object({ records: v.array(def.schema), total: v.number(), summary: v.object(figures) });
}

/** What a page answers beside the rows, for the docs: the resource's summary figures. */
function summaryText(def: ResourceDef): string {
  if (!def.summary?.length) return '';
  const figures = def.summary.map((item) => `\`${item.key}\` (${item.sum ? `the sum of \`${item.sum}\`` : 'how many'})`).join(', ');
  return ` Also answers \`summary\`, figures of every record the filters match: ${figures}.`;
}

/**
 * Who may make a resource's call: its page's role for everything; the pages that use the list as
 * a lookup (`lookupBy`) may also read a page of it and a record.
 */
export function resourceGrant(def: Pick<ResourceDef, 'grant' | 'lookupBy'>, action: ResourceAction): Grant {
  const readers = action === 'page' || action === 'info' ? (def.lookupBy ?? []) : [];
  return readers.length ? [def.grant, ...readers.filter((p) => p !== def.grant)] : def.grant;
}

/** The calls a resource offers, in the order page, info, add, import, update, delete, status, export. */
export function resourceCalls(def: ResourceDef): ResourceCall[] {
  const base = (action: ResourceAction) => ({ resource: def.name, action, path: `${def.endpoint}/v1/${action}`, grant: resourceGrant(def, action) });
  const calls: ResourceCall[] = [
    {
      ...base('page'),
      method: 'POST',
      access: 'read',
      request: pageRequestSchema(def),
      response: pageResponseSchema(def),
      summary: `A page of \`${def.name}\` records: filters, sort, pageNum from 1 and pageSize (lists ask for up to 100 rows, option lookups up to ${PAGE_MAX}).${summaryText(def)}`,
    },
    {
      ...base('info'),
      method: 'GET',
      access: 'read',
      request: v.object({ id: Id }),
      response: def.schema,
      summary: `One \`${def.name}\` record by id.`,
    },
  ];
  if (def.can.add) {
    calls.push({
      ...base('add'),
      method: 'POST',
      access: 'write',
      request: v.object(writeEntries(def, 'add')),
      response: def.schema,
      summary: `Adds a \`${def.name}\` record (the add form's fields, checked with the form's rules); answers the new record.`,
    });
  }
  if (def.can.import) {
    calls.push({
      ...base('import'),
      method: 'POST',
      access: 'write',
      request: importRequestSchema(def),
      response: ImportReportSchema,
      summary: `Adds \`${def.name}\` records read from an Excel sheet in the browser: each row is checked like an add (its fields' rules and types); valid rows are stored, the rest reported with their first problem. A cell that is not the field's type (text in a number column, a blank) refuses its row, not the import.`,
    });
  }
  if (def.can.edit) {
    calls.push({
      ...base('update'),
      method: 'POST',
      access: 'write',
      request: v.object({ id: Id, version: RecordVersion, ...writeEntries(def, 'edit') }),
      response: def.schema,
      summary: `Changes a \`${def.name}\` record: the id, the version read, and the fields sent (each checked with its rule); answers the updated record. ${STALE}`,
    });
  }
  if (def.can.delete) {
    calls.push({
      ...base('delete'),
      method: 'POST',
      access: 'write',
      request: DeleteRequest,
      response: v.number(),
      summary: `Deletes \`${def.name}\` records by id, each with the version read (\`versions[i]\` for \`ids[i]\`), all or none; answers how many. ${STALE}`,
    });
  }
  if (def.status) {
    const { on, off } = def.status;
    const value = typeof on === 'boolean' && typeof off === 'boolean' ? v.boolean() : v.union([v.literal(on as string), v.literal(off as string), v.boolean()]);
    calls.push({
      ...base('status'),
      method: 'POST',
      access: 'write',
      request: v.object({ id: Id, value, version: RecordVersion }),
      response: def.schema,
      summary: `Switches a \`${def.name}\` record's \`${def.status.key}\` on or off, from the version read; answers the updated record. ${STALE}`,
    });
  }
  if (def.can.export) {
    calls.push({
      ...base('export'),
      method: 'POST',
      access: 'read',
      request: pageRequestSchema(def, EXPORT_PAGE_MAX),
      response: pageResponseSchema(def),
      summary: `The \`${def.name}\` records a filter matches, in chunks of up to ${EXPORT_PAGE_MAX} (the console builds the Excel file).`,
    });
  }
  return calls;
}
