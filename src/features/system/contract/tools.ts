import * as v from 'valibot';
import type { MessageId } from '@/i18n';
import { defineCall } from '@/lib/api/contract';

/* system/tools: the maintenance tools and their last runs. */

/** Valibot messages are message ids, translated where shown. */
const m = (id: MessageId) => id;

/** The maintenance actions of system/tools. */
export const TOOL_ACTIONS = ['refreshCache', 'recompute', 'clearSessions', 'rebuildIndex'] as const;
export type ToolAction = (typeof TOOL_ACTIONS)[number];

/** A tool's last run, as the operation log has it. */
export const ToolRunSchema = v.object({
  time: v.string(),
  operator: v.string(),
  result: v.record(v.string(), v.unknown()),
});
export type ToolRun = v.InferOutput<typeof ToolRunSchema>;

/** GET tools/v1/status: each action's last run, or null when it never ran. */
export const ToolStatusSchema = v.record(v.picklist(TOOL_ACTIONS), v.nullable(ToolRunSchema));
export type ToolStatus = v.InferOutput<typeof ToolStatusSchema>;

/** Results of the tools (POST tools/v1/<action>). */
export const RefreshCacheResultSchema = v.object({ caches: v.array(v.string()), count: v.number() });
export const RecomputeResultSchema = v.object({ date: v.string(), rows: v.number() });
export const ClearSessionsResultSchema = v.object({ removed: v.number(), kept: v.number() });
export const RebuildIndexResultSchema = v.object({ documents: v.number(), tables: v.number() });

export const RecomputeRequestSchema = v.object({
  /** YYYY-MM-DD, a day before today. */
  date: v.pipe(
    v.string(m('system.tools.recompute.dateRequired')),
    v.trim(),
    v.maxLength(10, m('system.tools.recompute.dateRequired')),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, m('system.tools.recompute.dateRequired')),
  ),
});

export const toolStatusCall = defineCall({
  method: 'GET',
  path: 'tools/v1/status',
  response: ToolStatusSchema,
  access: 'read',
  grant: 'system/tools',
  summary: 'Each maintenance tool’s last run (time, operator, result), or null when it never ran.',
});

export const refreshCacheCall = defineCall({
  method: 'POST',
  path: 'tools/v1/refreshCache',
  response: RefreshCacheResultSchema,
  access: 'write',
  grant: 'system/tools',
  summary: 'Refreshes the server caches; answers which.',
});

export const recomputeCall = defineCall({
  method: 'POST',
  path: 'tools/v1/recompute',
  request: RecomputeRequestSchema,
  response: RecomputeResultSchema,
  access: 'write',
  grant: 'system/tools',
  summary: 'Recomputes one past day’s statistics; answers the day and the detail rows gone through.',
  notes: 'Only a day before today.',
});

export const clearSessionsCall = defineCall({
  method: 'POST',
  path: 'tools/v1/clearSessions',
  response: ClearSessionsResultSchema,
  access: 'write',
  grant: 'system/tools',
  summary: 'Signs out every other session; the caller’s own is kept.',
});

export const rebuildIndexCall = defineCall({
  method: 'POST',
  path: 'tools/v1/rebuildIndex',
  response: RebuildIndexResultSchema,
  access: 'write',
  grant: 'system/tools',
  summary: 'Rebuilds the search index of the system tables; answers the documents and tables indexed.',
});

export type RefreshCacheResult = v.InferOutput<typeof RefreshCacheResultSchema>;
export type RecomputeResult = v.InferOutput<typeof RecomputeResultSchema>;
export type ClearSessionsResult = v.InferOutput<typeof ClearSessionsResultSchema>;
export type RebuildIndexResult = v.InferOutput<typeof RebuildIndexResultSchema>;
