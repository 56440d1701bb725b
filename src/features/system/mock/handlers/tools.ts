import { http } from 'msw';
import { isoDay } from '@/lib/format';
import { TOOL_ACTIONS, type ToolAction, type ToolStatus, clearSessionsCall, rebuildIndexCall, recomputeCall, refreshCacheCall, toolStatusCall } from '../../contract';
import { endSessions } from '@/mocks/sessions';
import { API, handleCall, ok, refuse } from '@/mocks/http';
import { appendLog, oplog, settled } from '@/mocks/oplog';
import { attachments, systemTables, versions } from '../tables';
import { rowsFor, toolEntry } from '../seed/oplog';

/* system/tools: the maintenance tools; each run is logged, and the log answers "last run". */

function lastRuns(): ToolStatus {
  const status = Object.fromEntries(TOOL_ACTIONS.map((a) => [a, null])) as ToolStatus;
  const runs = oplog.filter((row) => row.table === 'tools').sort((a, b) => a.time.localeCompare(b.time) || a.id - b.id);
  for (const row of runs) {
    if ((TOOL_ACTIONS as readonly string[]).includes(row.recordId)) {
      status[row.recordId as ToolAction] = { time: row.time, operator: row.operator, result: row.after ?? {} };
    }
  }
  return status;
}

export const toolHandlers = [
  /* ---- reads wait for log writes still in flight, then fall through */
  http.all(`${API}/tools/v1/status`, async () => {
    await settled();
  }),

  handleCall(toolStatusCall, () => ok(lastRuns())),

  handleCall(refreshCacheCall, ({ user }) => {
    const caches = ['menu', 'role', 'config', 'version', 'attachment'];
    const result = { caches, count: caches.length };
    appendLog(toolEntry('refreshCache', user, result));
    return ok(result);
  }),

  // The request schema has the form YYYY-MM-DD; the day must exist and be before today.
  handleCall(recomputeCall, ({ request, user, input }) => {
    const day = input.date;
    if (Number.isNaN(new Date(`${day}T00:00:00`).getTime())) return refuse(request, 'system.tools.recompute.dateRequired', 400);
    if (day >= isoDay(new Date())) return refuse(request, 'system.tools.recompute.pastDay', 400);
    const result = { date: day, rows: rowsFor(day) };
    appendLog(toolEntry('recompute', user, result));
    return ok(result);
  }),

  handleCall(clearSessionsCall, async ({ request, user }) => {
    const removed = await endSessions({ except: request.headers.get('token') });
    const result = { removed, kept: 1 };
    appendLog(toolEntry('clearSessions', user, result));
    return ok(result);
  }),

  handleCall(rebuildIndexCall, ({ user }) => {
    const tables = [systemTables.menus, systemTables.users, systemTables.roles, versions, attachments];
    const result = { documents: tables.reduce((n, t) => n + t.size, 0), tables: tables.length };
    appendLog(toolEntry('rebuildIndex', user, result));
    return ok(result);
  }),
];
