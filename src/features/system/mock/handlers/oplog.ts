import { http } from 'msw';
import { oplogResource } from '../../resources';
import { opLogTablesCall, type ToolAction } from '../../contract';
import type { MessageId } from '@/i18n';
import { API, handleCall, language, ok } from '@/mocks/http';
import { defineLogHistory, defineLogSubject, logSubjects, oplog, presentLog, settled, type LogRow } from '@/mocks/oplog';
import { crudHandlers } from '@/mocks/resource';
import { seedOplog } from '../seed/oplog';

/* system/account: the operation log (the log itself is the mock kernel's: src/mocks/oplog.ts). */

// The system area serves the log, names its maintenance actions and seeds the history of its own tables.
// A tool run is named by the tool's title and its figures by their labels, in the reader's language.
defineLogSubject('tools', 'system.oplog.table.tools', {
  records: {
    refreshCache: 'system.tools.refreshCache.title',
    recompute: 'system.tools.recompute.title',
    clearSessions: 'system.tools.clearSessions.title',
    rebuildIndex: 'system.tools.rebuildIndex.title',
  } satisfies Record<ToolAction, MessageId>,
  fields: {
    caches: 'system.oplog.tools.caches',
    count: 'system.oplog.tools.count',
    date: 'system.oplog.tools.date',
    rows: 'system.oplog.tools.rows',
    removed: 'system.oplog.tools.removed',
    kept: 'system.oplog.tools.kept',
    documents: 'system.oplog.tools.documents',
    tables: 'system.oplog.tools.tables',
  },
});
defineLogHistory(seedOplog);

export const oplogHandlers = [
  /* ---- the log: reads wait for log writes still in flight, then fall through */
  http.all(`${API}/oplog/*`, async () => {
    await settled();
  }),

  /** Every table the log can name, in the caller's language (the log's table filter and column). */
  handleCall(opLogTablesCall, async ({ request }) => {
    await settled();
    const records = logSubjects(language(request));
    return ok({ records, total: records.length });
  }),

  // Read-only: the definition offers no writes, so crudHandlers registers page, export and info.
  // Each record comes with its changed fields' names and every field's name in the caller's language.
  ...crudHandlers<LogRow>({ def: oplogResource, table: oplog, present: (row, { request }) => presentLog(row, language(request)) }),
];
