import * as v from 'valibot';
import { isMessageId, type MessageId } from '@/i18n';
import type { PagePath } from './api/contract';
import { formSchema, importFields } from './resource/form-schema';
import type { FieldDef } from './resource/types';

/*
 * Data migration (toolCategory/dataMigration): records imported from an Excel file into a list
 * another area owns. The owning area declares the list as a target in its contract (the columns
 * and each row's rules, as the resource kit's form fields), and its mock writes the rows
 * (src/mocks/migration.ts); the tool's page reads the file in the browser with the kit's importer
 * (src/lib/resource/importer.ts), previews it, and sends it in chunks under one import key.
 */

export interface MigrationTarget {
  /** The target's key on the wire: 'members'. */
  key: string;
  /** The list's name ("会员"). */
  title: MessageId;
  /** The page that owns the records: a role must have it, besides the tool, to import into them. */
  grant: PagePath;
  /** The template's columns and each row's rules (the kit's field definitions: labels, kinds, options, rules, examples). */
  fields: FieldDef[];
  /** The owning area's messages (the fields' labels, its refusals): the tool loads them with the target. */
  messages: () => Promise<unknown>;
}

/** Declares a target (typed helper). */
export function defineMigrationTarget(target: MigrationTarget): MigrationTarget {
  return target;
}

/** Rows sent in one call: the progress bar moves chunk by chunk. */
export const MIGRATION_CHUNK_ROWS = 100;
/** The most rows one file may hold. */
export const MIGRATION_MAX_ROWS = 20_000;

/** A row of the file: its row number in the sheet (the header is row 1) and its values by field key. */
export interface SheetRow {
  row: number;
  values: Record<string, unknown>;
}

/** A problem of a row: the field it is about (null: the row as a whole) and the message. */
export interface RowIssue {
  field: string | null;
  reason: MessageId;
}

const schemas = new WeakMap<MigrationTarget, v.GenericSchema>();

/** A target's row rules: its fields' rules as the kit's add form checks them (required, kinds, rules). */
export function migrationRowSchema(target: MigrationTarget): v.GenericSchema {
  let schema = schemas.get(target);
  if (!schema) {
    schema = formSchema({ fields: importFields(target.fields) }, 'add', { server: true });
    schemas.set(target, schema);
  }
  return schema;
}

/**
 * Every problem a row's own rules find (one per field, in the fields' order): the page previews
 * them, and the server refuses a row with the first of them, before its owner's checks.
 */
export function rowIssues(target: MigrationTarget, values: Record<string, unknown>): RowIssue[] {
  const result = v.safeParse(migrationRowSchema(target), values);
  if (result.success) return [];
  const byField = new Map<string | null, RowIssue>();
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    const field = typeof key === 'string' ? key : null;
    if (!byField.has(field)) byField.set(field, { field, reason: isMessageId(issue.message) ? issue.message : 'valid.invalid' });
  }
  const order = target.fields.map((f) => f.key);
  return [...byField.values()].sort((a, b) => order.indexOf(a.field ?? '') - order.indexOf(b.field ?? ''));
}
