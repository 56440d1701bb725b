import type * as v from 'valibot';
import type { MessageId } from '@/i18n';

/**
 * A resource is described by data: its record schema, calls, columns, filters, form fields,
 * capabilities and messages. The list page, the form, the mock handlers, docs/api.md and the
 * generic test suite all read the same description (src/lib/resources/*).
 */
import type { Row } from '@/machines/list';
export type { RecordId, Row } from '@/machines/list';

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

export interface ColumnDef {
  key: string;
  label: MessageId;
  kind?: ColumnKind;
  options?: Option[] | OptionsSource;
  sortable?: boolean;
  /** Minimum width in px. */
  width?: number;
  /** Hidden until the user picks it in the column chooser. */
  hidden?: boolean;
}

export type FilterKind = 'text' | 'select' | 'dateRange' | 'number';

export interface FilterDef {
  key: string;
  label: MessageId;
  kind: FilterKind;
  options?: Option[] | OptionsSource;
  /** Record field the filter applies to (default: key). */
  field?: string;
  /** Text filters: 'contains' (default) or 'equals'. */
  match?: 'contains' | 'equals';
  /** Text filters may look in several fields (e.g. username or real name). */
  fields?: string[];
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

export interface FieldDef {
  key: string;
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
  /** Not stored: only checked by the form (e.g. a password confirmation). */
  virtual?: boolean;
  /** Numbers: bounds and step. */
  min?: number;
  max?: number;
  step?: number;
}

export interface RelatedDef {
  title: MessageId;
  endpoint: string;
  /** The filter key carrying the parent's id (e.g. memberId). */
  parentKey: string;
  columns: ColumnDef[];
}

export interface ResourceDef {
  /** Unique name, e.g. 'user'. */
  name: string;
  /** Calls go to /<endpoint>/v1/<action>. */
  endpoint: string;
  /** The record's schema: the mock table, the response check and the form's types. */
  schema: v.GenericSchema;
  title: MessageId;
  /** Field used to name a record in confirmations. */
  labelKey: string;
  columns: ColumnDef[];
  filters: FilterDef[];
  fields: FieldDef[];
  /** Cross-field rules for the form (e.g. password confirmation), applied after the fields. */
  refine?: (mode: 'add' | 'edit') => Array<v.GenericValidation | v.GenericTransformation>;
  /** The enable/disable toggle: field and its on/off values. */
  status?: { key: string; on: unknown; off: unknown; label: MessageId };
  can: {
    add?: boolean;
    edit?: boolean;
    delete?: boolean;
    export?: boolean;
    import?: boolean;
    detail?: boolean;
  };
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  related?: RelatedDef[];
  /** Page sizes offered (default 10/20/50/100). */
  pageSizes?: number[];
  /**
   * Refuses a delete before it is sent (and the mock refuses it too): e.g. a user cannot
   * delete themselves. Returns the message to show, or null.
   */
  guardDelete?: (row: Row, me: { id: number } | null) => MessageId | null;
}

export type { ListQuery, PageResult, Sort } from '@/machines/list';
