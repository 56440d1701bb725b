import { MIGRATION_CHUNK_ROWS, MIGRATION_MAX_ROWS, rowIssues, type MigrationTarget } from '@/lib/migration';
import { CONFIG_DEFAULTS, CONFIG_TABLE, type SystemConfig } from '@/records/config';
import { worldTable } from '@/mocks/db';
import { grantedPages } from '@/mocks/grants';
import { forbidden, handleCall, ok, refuse, type MockUser } from '@/mocks/http';
import { migrationWriter } from '@/mocks/migration';
import { appendLog } from '@/mocks/oplog';
import { crudHandlers } from '@/mocks/resource';
import {
  MIGRATION_TABLE,
  MIGRATION_TARGETS,
  finishMigrationCall,
  migrationFindCall,
  migrationKey,
  migrationOptionsCall,
  migrationReportCall,
  migrationRowsCall,
  startMigrationCall,
  type Migration,
  type MigrationReport,
  type MigrationResult,
  type MigrationRow,
} from '../../contract';
import { migrationResource } from '../../resources';
import { toolTables } from '../tables';

/*
 * toolCategory/dataMigration. An import is one record of `migrations`, found by its key, holding
 * every row's result. Rows come in chunks under the key: each row is checked with the target's
 * rules (the same field rules the page previews with), then by the target's owner (its writer,
 * src/mocks/migration.ts), and written whole or refused; a row the import already holds is
 * skipped, so a chunk sent twice, or the same file imported again under the same key, writes
 * nothing twice.
 */

const { migrations } = toolTables;
const actor = (user: MockUser) => ({ id: user.id, name: user.name });

const targetOf = (key: string): MigrationTarget | undefined => MIGRATION_TARGETS.find((t) => t.key === key);
/** A role imports into a target only when it also has the target's own page. */
const mayImport = (user: MockUser, target: MigrationTarget) => grantedPages(user).has(target.grant);

/** System configuration's slow-import threshold (section 9: 1000 rows). */
function slowRows(): number {
  return worldTable<SystemConfig>(CONFIG_TABLE).get(1)?.excelSlowRows ?? CONFIG_DEFAULTS.excelSlowRows;
}

/** The first problem a row's own rules find (the same rules the page previews with), or null. */
const rowIssue = (target: MigrationTarget, values: Record<string, unknown>) => rowIssues(target, values)[0] ?? null;

const byKey = (key: string) => migrations.find((m) => m.key === key.trim());
const listed = ({ results: _results, ...row }: Migration): MigrationRow => row;
const report = (m: Migration): MigrationReport => ({ ...listed(m), results: [...m.results].sort((a, b) => a.row - b.row) });

/** One import at a time per key (a chunk reads what the import holds, writes, then stores its results). */
const locks = new Map<string, Promise<unknown>>();
function serial<T>(key: string, run: () => Promise<T>): Promise<T> {
  const next = (locks.get(key) ?? Promise.resolve()).then(run, run);
  const settled = next.catch(() => undefined);
  locks.set(key, settled);
  void settled.then(() => locks.get(key) === settled && locks.delete(key));
  return next;
}

export const migrationHandlers = [
  ...crudHandlers<Migration>({ def: migrationResource, table: migrations, present: listed }),

  handleCall(migrationOptionsCall, ({ user }) =>
    ok({ slowRows: slowRows(), targets: MIGRATION_TARGETS.filter((t) => mayImport(user, t)).map((t) => t.key), chunkRows: MIGRATION_CHUNK_ROWS, maxRows: MIGRATION_MAX_ROWS }),
  ),

  handleCall(startMigrationCall, async ({ request, input, user }) => {
    const target = targetOf(input.target)!;
    if (!mayImport(user, target)) return forbidden(request);
    if (input.key) {
      const existing = byKey(input.key);
      if (!existing) return refuse(request, 'tools.migration.keyUnknown', 400);
      if (existing.target !== target.key || existing.fileHash !== input.fileHash) return refuse(request, 'tools.migration.keyOtherFile', 400);
      return ok(listed(existing));
    }
    const id = migrations.nextId();
    const startedAt = new Date().toISOString();
    const row = await migrations.insert(
      {
        id,
        key: migrationKey(id, startedAt),
        target: target.key,
        fileName: input.fileName.trim(),
        fileHash: input.fileHash,
        total: input.total,
        processed: 0,
        accepted: 0,
        rejected: 0,
        status: 'running',
        operatorId: user.id,
        operator: user.name,
        createTime: startedAt,
        finishTime: null,
        results: [],
      },
      actor(user),
    );
    return ok(listed(row));
  }),

  handleCall(migrationRowsCall, ({ request, input, user }) =>
    serial(input.key, async () => {
      const m = byKey(input.key);
      if (!m) return refuse(request, 'tools.migration.keyUnknown', 400);
      const target = targetOf(m.target);
      const writer = target && migrationWriter(target.key);
      if (!target || !writer) return refuse(request, 'tools.migration.targetRequired', 400);
      if (!mayImport(user, target)) return forbidden(request);
      const held = new Set(m.results.map((r) => r.row));
      const fresh: MigrationResult[] = [];
      let skipped = 0;
      try {
        for (const { row, values } of input.rows) {
          if (held.has(row)) {
            skipped += 1;
            continue;
          }
          held.add(row);
          // Refused rows write nothing: every check runs before the one write.
          const issue = rowIssue(target, values);
          const refusal = issue ? { reason: issue.reason, field: issue.field ?? undefined, values: undefined } : writer.check(values, { user });
          if (refusal) {
            fresh.push({ row, recordId: null, reason: refusal.reason, values: refusal.values ?? null, field: refusal.field ?? null });
            continue;
          }
          const recordId = await writer.write(values, { user });
          fresh.push({ row, recordId, reason: null, values: null, field: null });
        }
      } finally {
        // What was written is recorded even when a later row failed: a retry skips it.
        if (fresh.length) {
          const results = [...m.results, ...fresh];
          await migrations.update(m.id, {
            results,
            processed: results.length,
            accepted: results.filter((r) => r.recordId !== null).length,
            rejected: results.filter((r) => r.recordId === null).length,
          });
        }
      }
      const accepted = fresh.filter((r) => r.recordId !== null).length;
      return ok({ accepted, rejected: fresh.length - accepted, skipped, processed: m.results.length + fresh.length, total: m.total });
    }),
  ),

  handleCall(finishMigrationCall, ({ request, input, user }) =>
    serial(input.key, async () => {
      const m = byKey(input.key);
      if (!m) return refuse(request, 'tools.migration.keyUnknown', 400);
      if (m.status === 'done') return ok(report(m));
      // An import ends only once it holds every row of its file: a partial one stays open, to be continued under its key.
      if (m.results.length < m.total) return refuse(request, 'tools.migration.rowsMissing', 400, { left: m.total - m.results.length });
      const done = await migrations.update(m.id, { status: 'done', finishTime: new Date().toISOString() });
      // One action in the operation log for the import (each record it wrote is logged by its own table).
      appendLog({
        time: new Date().toISOString(),
        operatorId: user.id,
        operator: user.name,
        table: MIGRATION_TABLE,
        recordId: m.key,
        op: 'action',
        before: null,
        after: { target: m.target, fileName: m.fileName, total: m.total, accepted: m.accepted, rejected: m.rejected },
        changed: ['target', 'fileName', 'total', 'accepted', 'rejected'],
      });
      return ok(report(done ?? m));
    }),
  ),

  handleCall(migrationReportCall, ({ request, input }) => {
    const m = byKey(input.key);
    return m ? ok(report(m)) : refuse(request, 'tools.migration.keyUnknown', 404);
  }),

  handleCall(migrationFindCall, ({ input }) => {
    const found = migrations
      .filter((m) => m.target === input.target && m.fileHash === input.fileHash)
      .sort((a, b) => b.id - a.id)[0];
    return ok({ key: found?.key ?? null, finishTime: found?.finishTime ?? null });
  }),
];
