import type * as v from 'valibot';
import type { MessageId } from '@/i18n';
import type { PagePath } from '../api/contract';
import type { Row as ListRow } from '@/machines/list';

/**
 * A resource is described by data: its record schema, calls, columns, filters, form fields,
 * capabilities and messages. The list page, the form, the mock handlers, docs/api.md and the
 * generic test suite all read the same description (src/features/<area>/resources.ts).
 *
 * Typed and erased forms. An area writes `defineResource(schema, { ... })` (./define.ts), which
 * gives a `ResourceDef<typeof Schema>`: column keys, filter fields, form field keys, the label
 * key, the status key and the default sort field must be field names of the schema's record, and
 * callbacks get typed rows. The kit, the mock kernel, the generic suite and docs generation handle
 * any resource through the erased form, `ResourceDef` without arguments (field names are plain
 * strings, rows are `Row`).
 *
 * The erase boundary. A typed definition is assignable to the erased form with no cast: its type
 * parameters only narrow covariantly (schema, field names), and the callbacks that take a row
 * (`guardDelete` here, `RowAction` and `ResourcePageProps` in ResourcePage.tsx) are declared as
 * methods, whose parameters TypeScript relates bivariantly. This is sound in use because the kit
 * only hands a definition's callbacks rows of that definition, parsed with its schema. Keep those
 * callbacks methods: as function properties, typed definitions would stop fitting `ResourceDef[]`.
 */
export type { RecordId } from '@/machines/list';

/** The schema of a resource's records: any valibot schema whose output is an object with a numeric id. */
export type RecordSchema = v.GenericSchema<unknown, ListRow>;

/**
 * A record of resource `S` (`Row<typeof MemberSchema>` is a `Member`). `Row` without an argument
 * is the erased row the kit handles: an id and fields by name.
 */
export type Row<S extends RecordSchema = RecordSchema> = v.InferOutput<S>;

/** The field names of resource `S`'s records (`string` for the erased form). */
export type RecordKey<S extends RecordSchema = RecordSchema> = keyof Row<S> & string;

/** An option of a select: a message id for fixed enums, or raw text for data (role names...). */
export interface Option {
  value: string | number | boolean;
  label?: MessageId;
  text?: string;
}

/** Options loaded from another resource's list (e.g. the roles a user can have). */
export interface OptionsSource {
  endpoint: string;
  valueKey: string;
  labelKey: string;
}

export type ColumnKind =
  | 'text'
  | 'number'
  /** A size in bytes, shown as B / KB / MB. */
  | 'bytes'
  | 'money'
  | 'percent'
  | 'date'
  | 'datetime'
  | 'enum'
  | 'bool'
  | 'status'
  | 'image'
  | 'tags'
  | 'link';

/** A list column. `K`: the record's field names (the column shows `row[key]`). */
export interface ColumnDef<K extends string = string> {
  key: K;
  label: MessageId;
  kind?: ColumnKind;
  options?: Option[] | OptionsSource;
  sortable?: boolean;
  /** Minimum width in px. */
  width?: number;
  /** Hidden until the user picks it in the column chooser. */
  hidden?: boolean;
  /**
   * A key column: on a phone the key columns come first, stacked in one cell, so they show
   * without a sideways scroll (an order's number, status and amount). A list that marks none has
   * its `labelKey` column and its status switch as key columns.
   */
  essential?: boolean;
  /**
   * A `money` column (yen) whose record also keeps the amount in the currency it was paid in
   * (an order): a row in another currency shows that amount and currency beside the yen figure,
   * "¥480（US$3.20）", in the list and the detail. The export keeps the yen figure a number (the
   * original amount and currency are columns of their own there).
   */
  original?: { amount: K; currency: K };
  /** What an empty value means, said instead of "-" (a blank circulation is 不限量, unlimited), in the list, the detail and the export. */
  empty?: MessageId;
  /** A `percent` column: exactly this many decimals (a delivery rate 96.0%); otherwise up to two. */
  decimals?: number;
  /**
   * A `status` column whose status changes by itself at a time the record keeps (a drama's
   * 定时上架时间): when the row's `key` holds one, a clock beside the switch says when, as its
   * tooltip and its accessible name (`label`, with `{time}`).
   */
  scheduled?: { key: K; label: MessageId };
}

/**
 * A figure of the rows the list's filters match, shown above the grid and answered by the page
 * call as `summary[key]`: how many rows (no `sum`), or the sum of a numeric field of them.
 */
export interface SummaryItem<K extends string = string> {
  key: string;
  label: MessageId;
  /** The field added up; without it, the rows are counted. */
  sum?: K;
  /** How the figure is shown (default number; money: yen). */
  kind?: 'number' | 'money';
}

export type FilterKind = 'text' | 'select' | 'dateRange' | 'number';

/**
 * A list filter. `key` is the query name sent to the server (any name: e.g. `keyword`);
 * `field` / `fields` name the record fields it applies to, `K`.
 */
export interface FilterDef<K extends string = string> {
  key: string;
  label: MessageId;
  kind: FilterKind;
  options?: Option[] | OptionsSource;
  /** Record field the filter applies to (default: key). */
  field?: K;
  /** Text filters: 'contains' (default) or 'equals'. */
  match?: 'contains' | 'equals';
  /** Text filters may look in several fields (e.g. username or real name). */
  fields?: K[];
}

export type FieldKind =
  | 'text'
  | 'password'
  | 'textarea'
  | 'number'
  | 'money'
  | 'percent'
  | 'select'
  | 'multiselect'
  | 'tree'
  | 'switch'
  | 'date'
  | 'datetime'
  | 'daterange'
  | 'image'
  | 'video'
  | 'file';

export interface TreeOption {
  value: number | string;
  label?: MessageId;
  text?: string;
  textEn?: string;
  children?: TreeOption[];
}

/** What every form field declares; `FieldDef` adds its key. */
export interface FieldProps {
  label: MessageId;
  kind: FieldKind;
  /** Valibot rule for the value (messages are message ids). Optional fields accept empty. */
  rule?: v.GenericSchema;
  required?: boolean;
  options?: Option[] | OptionsSource;
  /** Tree-select options, or where to load them (GET endpoint answering a tree). */
  tree?: TreeOption[] | { endpoint: string };
  /** Only shown when adding / when editing. */
  only?: 'add' | 'edit';
  /** Shown but not editable when editing. */
  readOnlyOnEdit?: boolean;
  help?: MessageId;
  placeholder?: MessageId;
  /** Uploads: accepted types (e.g. 'image/*'). */
  accept?: string;
  /** Two grid columns instead of one. */
  wide?: boolean;
  /** Initial value when adding. */
  initial?: unknown;
  /**
   * A valid value for this field, used by the generic test suite (and docs/api.md) to add a
   * record. Required for required fields whose rule a plain text would not pass.
   */
  example?: unknown;
  /** Not stored: only checked by the form, never sent (e.g. a password confirmation). Its key is free. */
  virtual?: boolean;
  /**
   * Sent and stored, but never part of the record the server answers (a password): the edit form
   * starts it blank. Its key is free, as the record schema does not have it.
   */
  writeOnly?: boolean;
  /**
   * Multiselect: the order of the chosen values matters (a home-screen column's dramas): the
   * chosen ones are listed under the dropdown, in order, to move up and down (buttons or
   * Alt+↑/↓) or remove; new choices go to the end.
   */
  ordered?: boolean;
  /** Numbers: bounds and step. */
  min?: number;
  max?: number;
  step?: number;
}

/**
 * A form field. Its key is a record field name, `K`, unless the field says it is not part of
 * the record: `virtual: true` or `writeOnly: true`.
 */
export type FieldDef<K extends string = string> =
  | (FieldProps & { key: K })
  | (FieldProps & { key: string; virtual: true })
  | (FieldProps & { key: string; writeOnly: true });

/** The enable/disable toggle: a record field and its on/off values. */
export interface StatusDef<K extends string = string> {
  key: K;
  on: unknown;
  off: unknown;
  label: MessageId;
  /**
   * Questions asked before switching on or off (`{name}`: the record's label); the switch stays
   * as it is unless confirmed. E.g. one sign-in plan active at a time: switching another on asks.
   */
  confirm?: { on?: MessageId; off?: MessageId };
  /** The switch changes other records too (one active at a time): the list reloads after it. */
  reloadAfter?: boolean;
}

/**
 * The toggle as `defineResource` checks it: `on` and `off` must be values of the field `key`
 * names (`{ key: 'enabled', on: true, off: false }` for a boolean `enabled`).
 */
export type TypedStatusDef<R> = {
  [K in keyof R & string]: StatusDef<K> & { on: R[K]; off: R[K] };
}[keyof R & string];

export interface RelatedDef {
  title: MessageId;
  endpoint: string;
  /** The filter key carrying the parent's id (e.g. memberId). */
  parentKey: string;
  columns: ColumnDef[];
}

/** The form's values as the cross-field rules see them: field values by key. */
export type FormValues = Record<string, unknown>;

/** A cross-field rule of the form (e.g. `v.forward(v.partialCheck(...))`), run on the form's values. */
export type FormRule = v.PipeItem<FormValues, FormValues, v.BaseIssue<unknown>>;

/**
 * A resource, typed by its record schema `S`; write it with `defineResource(schema, { ... })`.
 * `K`, the record's field names, follows from `S` (leave it to its default). `ResourceDef`
 * without arguments is the erased form the kit and the mocks handle.
 */
export interface ResourceDef<S extends RecordSchema = RecordSchema, K extends RecordKey<S> = RecordKey<S>> {
  /** Unique name, e.g. 'user'. */
  name: string;
  /** Calls go to /<endpoint>/v1/<action>. */
  endpoint: string;
  /**
   * The page whose grant allows every call of the resource ('system/user'): a role whose menu
   * has it may list, export and write; the server refuses anyone else (403).
   */
  grant: PagePath;
  /**
   * Other pages that read this list as a lookup (the options of a select or a column: the user
   * page names roles): their roles may call `page` and `info` too, nothing else.
   */
  lookupBy?: readonly PagePath[];
  /** The record's schema: the mock table, the response check and the form's types. */
  schema: S;
  title: MessageId;
  /** Field used to name a record in confirmations. */
  labelKey: K;
  columns: ColumnDef<K>[];
  filters: FilterDef<K>[];
  fields: FieldDef<K>[];
  /** Cross-field rules for the form (e.g. password confirmation), applied after the fields. */
  refine?: (mode: 'add' | 'edit') => FormRule[];
  /** The enable/disable toggle: field and its on/off values. */
  status?: StatusDef<K>;
  can: {
    add?: boolean;
    edit?: boolean;
    delete?: boolean;
    export?: boolean;
    import?: boolean;
    detail?: boolean;
  };
  defaultSort?: { field: K; order: 'asc' | 'desc' };
  related?: RelatedDef[];
  /** Figures of the filtered rows shown above the grid (a count, sums): the page call answers them beside the rows. */
  summary?: SummaryItem<K>[];
  /** Page sizes offered (default 10/20/50/100). */
  pageSizes?: number[];
  /**
   * Refuses a delete before it is sent (and the mock refuses it too): e.g. a user cannot
   * delete themselves. Returns the message to show, or null.
   * A method, not a function property: the erase boundary (see the top of this file).
   */
  guardDelete?(row: Row<S>, me: { id: number } | null): MessageId | null;
  /**
   * Fields of a record the signed-in user may not change, each with the reason (a user's own role
   * and status: no self-lockout). The edit form shows them disabled with the reason, a locked
   * status field disables the row's switch, and the mock refuses a change with the reason.
   * A method, like guardDelete.
   */
  lockedFields?(row: Row<S>, me: { id: number } | null): Partial<Record<K, MessageId>>;
}

export type { ListQuery, PageResult, Sort } from '@/machines/list';
