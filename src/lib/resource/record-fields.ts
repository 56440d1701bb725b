import type { ColumnDef, ColumnKind, FieldDef, FieldKind, ResourceDef, Row } from './types';

/*
 * What a record shows (a record tab, the detail drawer): built from the definition's own columns
 * and form fields, so the record cannot disagree with the list or leave out what the form edits.
 * Every column first, in the list's order; then every form field no column shows (a drama's
 * prices, its start-charging episode, its copyright expiry), read as the form's kind says. A
 * status column says whether the record is on as the list's switch does (the value compared with
 * the status's `on`), never the truthiness of a value such as 'removed'.
 */

/** A field kind as a column kind; null: not shown in a record (secrets, uploads other than pictures, trees). */
const FIELD_COLUMN: Record<FieldKind, ColumnKind | null> = {
  text: 'text',
  password: null,
  textarea: 'text',
  number: 'number',
  money: 'money',
  percent: 'percent',
  select: 'enum',
  multiselect: 'enum',
  tree: null,
  switch: 'bool',
  date: 'date',
  datetime: 'datetime',
  daterange: 'text',
  image: 'image',
  video: 'text',
  file: 'text',
};

/** A form field as a record's column (null: not one to show). */
export function fieldColumn(field: FieldDef): ColumnDef | null {
  if ('virtual' in field && field.virtual) return null;
  if ('writeOnly' in field && field.writeOnly) return null;
  const kind = FIELD_COLUMN[field.kind];
  if (!kind) return null;
  return { key: field.key, label: field.label, kind, ...(field.options ? { options: field.options } : {}) };
}

/** The columns of a record: the list's, then the form's fields no column shows. */
export function recordColumns(def: Pick<ResourceDef, 'columns' | 'fields' | 'status'>): ColumnDef[] {
  const shown = new Set(def.columns.map((c) => c.key));
  const extra = def.fields.flatMap((f) => {
    if (shown.has(f.key)) return [];
    const column = fieldColumn(f);
    if (!column) return [];
    shown.add(f.key);
    return [column];
  });
  return [...def.columns, ...extra];
}

/** One line of a record: the column it is read as, and its value. */
export interface RecordEntry {
  column: ColumnDef;
  value: unknown;
}

/**
 * The record's lines: each column with its value; a status column as a yes/no (is the value the
 * status's `on`?), as the list's switch shows it. A field the record does not carry is left out.
 */
export function recordEntries(def: Pick<ResourceDef, 'columns' | 'fields' | 'status'>, row: Row): RecordEntry[] {
  return recordColumns(def).flatMap((column): RecordEntry[] => {
    if (column.kind === 'status') {
      const value = row[column.key];
      const on = def.status && def.status.key === column.key ? value === def.status.on : value == null ? null : Boolean(value);
      return [{ column: { ...column, kind: 'bool' }, value: value == null ? null : on }];
    }
    const fromForm = !def.columns.some((c) => c.key === column.key);
    if (fromForm && !(column.key in row)) return [];
    return [{ column, value: row[column.key] }];
  });
}
