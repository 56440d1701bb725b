import * as v from 'valibot';

/*
 * The operation log's row, defined once: the mock kernel stores it (src/mocks/oplog.ts) and the
 * system area's contract extends it with the names it answers in the caller's language.
 */

/** What a secret looks like in the log: never the value, only that it changed. */
export const LOG_MASK = '******';

export const LOG_OPS = ['insert', 'update', 'remove', 'action'] as const;
export type LogOp = (typeof LOG_OPS)[number];

/** One write of the operation log. Secrets in before/after are masked. */
export const LogRowSchema = v.object({
  id: v.number(),
  time: v.string(),
  operatorId: v.nullable(v.number()),
  operator: v.string(),
  /** The table written ('users', 'members'...), or a subject that is no table ('tools'): a key, named by oplogTable/v1/page. */
  table: v.string(),
  recordId: v.string(),
  op: v.picklist(LOG_OPS),
  before: v.nullable(v.record(v.string(), v.unknown())),
  after: v.nullable(v.record(v.string(), v.unknown())),
  /** The fields that differ between before and after (every field for an insert or a remove). */
  changed: v.array(v.string()),
});
export type LogRow = v.InferOutput<typeof LogRowSchema>;
