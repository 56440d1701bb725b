import * as v from 'valibot';
import { RecordVersion, defineCall } from '@/lib/api/contract';
import { MIGRATION_CHUNK_ROWS, MIGRATION_MAX_ROWS, type MigrationTarget } from '@/lib/migration';
import { maxChars } from '@/lib/text';
import { COMPANY_MIGRATION } from '@/records/channels';
import { MEMBER_MIGRATION } from '@/records/members';

/* ================================================================================================
 * Data migration: toolCategory/dataMigration
 * ============================================================================================== */

/**
 * The lists an import can fill, each declared by the area that owns its records (its contract)
 * and written by that area's mock (src/mocks/migration.ts). Orders join when their area lands:
 * one line here, its target in its own contract.
 */
export const MIGRATION_TARGETS: readonly MigrationTarget[] = [MEMBER_MIGRATION, COMPANY_MIGRATION];
export const MIGRATION_TARGET_KEYS = MIGRATION_TARGETS.map((t) => t.key);

export const MIGRATION_TABLE = 'migrations';
export const MIGRATION_ENDPOINT = 'migration';
export const MIGRATION_STATUSES = ['running', 'done'] as const;

/** The key of an import: `IMP-YYYYMMDD-NNNN` (the day it started, its id). */
export const MIGRATION_KEY = /^IMP-\d{8}-\d{4,}$/;
export const migrationKey = (id: number, startedAt: string) => `IMP-${startedAt.slice(0, 10).replace(/-/g, '')}-${String(id).padStart(4, '0')}`;

/** What became of one row of the file: written (the new record's id), or refused (why, and about which field). */
export const MigrationResultSchema = v.object({
  row: v.number(),
  recordId: v.nullable(v.number()),
  /** A message id (the target's owner's or the kit's), with its values. */
  reason: v.nullable(v.string()),
  values: v.nullable(v.record(v.string(), v.union([v.string(), v.number()]))),
  field: v.nullable(v.string()),
});
export type MigrationResult = v.InferOutput<typeof MigrationResultSchema>;

/** An import as stored: its file, its counts and every row's result. */
export const MigrationSchema = v.object({
  id: v.number(),
  key: v.string(),
  target: v.string(),
  fileName: v.string(),
  /** SHA-256 of the file: the same file under the same key is never imported twice. */
  fileHash: v.string(),
  total: v.number(),
  processed: v.number(),
  accepted: v.number(),
  rejected: v.number(),
  status: v.picklist(MIGRATION_STATUSES),
  operatorId: v.number(),
  operator: v.string(),
  createTime: v.string(),
  finishTime: v.nullable(v.string()),
  results: v.array(MigrationResultSchema),
  version: RecordVersion,
});
export type Migration = v.InferOutput<typeof MigrationSchema>;

/** An import as the history list shows it (without its rows' results). */
export const MigrationRowSchema = v.omit(MigrationSchema, ['results']);
export type MigrationRow = v.InferOutput<typeof MigrationRowSchema>;

/** The report opened by an import's key: the import, and its rows' results in file order. */
export const MigrationReportSchema = v.object({ ...MigrationRowSchema.entries, results: v.array(MigrationResultSchema) });
export type MigrationReport = v.InferOutput<typeof MigrationReportSchema>;

const keyRule = v.pipe(v.string(), v.maxLength(40, 'tools.migration.keyFormat'), v.trim(), v.regex(MIGRATION_KEY, 'tools.migration.keyFormat'));
const hashRule = v.pipe(v.string(), v.maxLength(64, 'valid.invalid'), v.regex(/^[0-9a-f]{64}$/, 'valid.invalid'));

export const migrationOptionsCall = defineCall({
  method: 'GET',
  path: 'migration/v1/options',
  response: v.object({ slowRows: v.number(), targets: v.array(v.string()), chunkRows: v.number(), maxRows: v.number() }),
  access: 'read',
  grant: 'toolCategory/dataMigration',
  summary: "What the import page needs: the slow-import threshold (system configuration's excelSlowRows, 1000 by default), the targets the caller's role may import into (it must also have the target's page), the rows per call and per file.",
});

export const StartMigrationSchema = v.object({
  target: v.picklist(MIGRATION_TARGET_KEYS, 'tools.migration.targetRequired'),
  fileName: v.pipe(v.string(), v.trim(), v.minLength(1, 'tools.migration.fileRequired'), maxChars(200, 'tools.migration.fileRequired')),
  fileHash: hashRule,
  total: v.pipe(v.number(), v.integer(), v.minValue(1, 'import.empty'), v.maxValue(MIGRATION_MAX_ROWS, 'tools.migration.tooMany')),
  /** An earlier import's key: continue it (the rows it already has are skipped), for the same target and file only. */
  key: v.optional(keyRule),
});

export const startMigrationCall = defineCall({
  method: 'POST',
  path: 'migration/v1/start',
  request: StartMigrationSchema,
  response: MigrationRowSchema,
  access: 'write',
  grant: 'toolCategory/dataMigration',
  summary: 'Starts an import of a file into a target, or continues the import a key names (same target and file only); answers the import with what it holds so far.',
  notes: "The caller's role must have the target's page too. A key of another target or file is refused (tools.migration.keyOtherFile), an unknown one too (tools.migration.keyUnknown).",
});

const cell = v.union([v.pipe(v.string(), v.maxLength(4000)), v.number(), v.boolean(), v.null()]);

export const MigrationRowsSchema = v.object({
  key: keyRule,
  rows: v.pipe(
    v.array(v.object({ row: v.pipe(v.number(), v.integer(), v.minValue(2), v.maxValue(MIGRATION_MAX_ROWS + 1)), values: v.record(v.pipe(v.string(), v.maxLength(64)), cell) })),
    v.minLength(1),
    v.maxLength(MIGRATION_CHUNK_ROWS),
  ),
});

export const migrationRowsCall = defineCall({
  method: 'POST',
  path: 'migration/v1/rows',
  request: MigrationRowsSchema,
  response: v.object({ accepted: v.number(), rejected: v.number(), skipped: v.number(), processed: v.number(), total: v.number() }),
  access: 'write',
  grant: 'toolCategory/dataMigration',
  summary: "Imports a chunk of an import's rows (by their row numbers in the file): each is checked with the target's rules and its owner's, then written whole or not at all.",
  notes: 'A row the import already has (sent again, or the same file imported again under the same key) is skipped: nothing is written twice. Answers the chunk\'s counts and how many of the file\'s rows the import now holds.',
});

export const finishMigrationCall = defineCall({
  method: 'POST',
  path: 'migration/v1/finish',
  request: v.object({ key: keyRule }),
  response: MigrationReportSchema,
  access: 'write',
  grant: 'toolCategory/dataMigration',
  summary: 'Ends an import once all its rows are in; answers its report (the key appears in the page\'s input).',
  notes: 'An import that does not hold every row of its file yet is not ended: refused with tools.migration.rowsMissing (还有 {left} 行未导入，不能结束导入), and it stays open to be continued under its key. Ending one already ended answers its report again.',
});

export const migrationReportCall = defineCall({
  method: 'GET',
  path: 'migration/v1/report',
  request: v.object({ key: keyRule }),
  response: MigrationReportSchema,
  access: 'read',
  grant: 'toolCategory/dataMigration',
  summary: "An import's report by its key: accepted and rejected counts, and each row's result (the new record, or the reason and the field).",
});

export const migrationFindCall = defineCall({
  method: 'GET',
  path: 'migration/v1/find',
  request: v.object({ target: v.picklist(MIGRATION_TARGET_KEYS), fileHash: hashRule }),
  response: v.object({ key: v.nullable(v.string()), finishTime: v.nullable(v.string()) }),
  access: 'read',
  grant: 'toolCategory/dataMigration',
  summary: 'The newest import of this very file into this target, if any: the page offers its key, so importing it again duplicates nothing.',
});
