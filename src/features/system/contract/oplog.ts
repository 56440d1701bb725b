import * as v from 'valibot';
import { defineCall } from '@/lib/api/contract';
import { LOG_MASK, LOG_OPS, LogRowSchema, type LogOp } from '@/lib/oplog';

/* system/account: the operation log (the log itself is the kernel's: src/lib/oplog.ts, src/mocks/oplog.ts). */

export const OPLOG_OPS = LOG_OPS;
export type OpLogOp = LogOp;

/** One write of the operation log (system/account): the log's row, and the names the server gives its fields. Secrets are masked. */
export const OpLogSchema = v.object({
  ...LogRowSchema.entries,
  /** The record's name in the caller's language: its id, or what a subject that is no table calls it (a tool run: the tool's title). */
  recordName: v.optional(v.string(), ''),
  /** The changed fields' names in the caller's language (the list's and the export's column). */
  changedNames: v.optional(v.array(v.string()), []),
  /** Every field's name in the caller's language, by key (the detail's before/after table). */
  fieldNames: v.optional(v.record(v.string(), v.string()), {}),
});
export type OpLog = v.InferOutput<typeof OpLogSchema>;

/** What the masked value of a password (or any secret) looks like in the operation log. */
export const MASK = LOG_MASK;

/** An optional page of a small lookup list (the options of a select). */
const LookupPageQuery = v.object({
  pageNum: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
});

/** One table of the operation log, named in the caller's language (the log's table filter). */
export const OpLogTableSchema = v.object({ id: v.string(), name: v.string() });
export const OpLogTablePageSchema = v.object({ records: v.array(OpLogTableSchema), total: v.number() });

export const opLogTablesCall = defineCall({
  method: 'POST',
  path: 'oplogTable/v1/page',
  request: LookupPageQuery,
  response: OpLogTablePageSchema,
  access: 'read',
  grant: 'system/account',
  summary: 'The tables the operation log has seen, named in the caller’s language (the options of the log’s table filter).',
});
