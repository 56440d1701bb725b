import * as v from 'valibot';
import type { MessageId } from '@/i18n';
import { RecordVersion, defineCall } from '@/lib/api/contract';
import { LOG_MASK, LOG_OPS, LogRowSchema, type LogOp } from '@/lib/oplog';
import { ConfigValuesSchema, SystemConfigSchema, type ConfigValues } from '@/records/config';
import { MenuListSchema } from '@/records/session';

/** An admin account (system/user). `name` is the login name. */
export const AdminUserSchema = v.object({
  id: v.number(),
  name: v.string(),
  realName: v.string(),
  email: v.string(),
  phone: v.string(),
  password: v.string(),
  roleId: v.number(),
  enabled: v.boolean(),
  createTime: v.string(),
  /** Raised by every write: updates, switches and deletes send back the version they read. */
  version: RecordVersion,
});
export type AdminUser = v.InferOutput<typeof AdminUserSchema>;

export const RoleSchema = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  remark: v.string(),
  menuIds: v.array(v.number()),
  version: RecordVersion,
});
export type Role = v.InferOutput<typeof RoleSchema>;

/** A menu row as stored: the tree is built from parentId. */
export const MenuRowSchema = v.object({
  id: v.number(),
  path: v.string(),
  name: v.string(),
  nameEn: v.string(),
  iconUrl: v.nullable(v.string()),
  sort: v.number(),
  parentId: v.nullable(v.number()),
  version: RecordVersion,
});
export type MenuRow = v.InferOutput<typeof MenuRowSchema>;

/** Valibot messages are message ids, translated where shown. */
const m = (id: MessageId) => id;

/** Section 3: version system types. */
export const SYSTEM_TYPES = ['Android', 'iOS', 'H5'] as const;
export type SystemType = (typeof SYSTEM_TYPES)[number];

/** An app version (system/version): code (a build number), name (x.y.z), system type, force update. */
export const AppVersionSchema = v.object({
  id: v.number(),
  code: v.number(),
  name: v.string(),
  systemType: v.picklist(SYSTEM_TYPES),
  forceUpdate: v.boolean(),
  description: v.string(),
  createTime: v.string(),
  version: RecordVersion,
});
export type AppVersion = v.InferOutput<typeof AppVersionSchema>;


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

/* ---------------------------------------------------------------------------------------------
 * Calls beyond the resource pattern (the lists go through ResourcePage and their definitions).
 * ------------------------------------------------------------------------------------------- */

/** An optional page of a small lookup list (the options of a select). */
const LookupPageQuery = v.object({
  pageNum: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
});

/** One table of the operation log, named in the caller's language (the log's table filter). */
export const OpLogTableSchema = v.object({ id: v.string(), name: v.string() });
export const OpLogTablePageSchema = v.object({ records: v.array(OpLogTableSchema), total: v.number() });


export const RecomputeRequestSchema = v.object({
  /** YYYY-MM-DD, a day before today. */
  date: v.pipe(
    v.string(m('system.tools.recompute.dateRequired')),
    v.trim(),
    v.maxLength(10, m('system.tools.recompute.dateRequired')),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, m('system.tools.recompute.dateRequired')),
  ),
});

export const allMenuCall = defineCall({
  method: 'GET',
  path: 'menu/v1/getAllMenu',
  response: MenuListSchema,
  access: 'read',
  grant: ['system/menu', 'system/roles'],
  summary: 'The whole menu tree: groups with their pages, ordered by `sort` then id (the menu page, the role form).',
});

export const opLogTablesCall = defineCall({
  method: 'POST',
  path: 'oplogTable/v1/page',
  request: LookupPageQuery,
  response: OpLogTablePageSchema,
  access: 'read',
  grant: 'system/account',
  summary: 'The tables the operation log has seen, named in the caller’s language (the options of the log’s table filter).',
});

export const configCall = defineCall({
  method: 'GET',
  path: 'config/v1/get',
  response: SystemConfigSchema,
  access: 'read',
  grant: 'system/systemConfiguration',
  summary: 'The business settings (section 9 values by default), the read-only request timeout, and who changed them last.',
});

/** POST config/v1/update: every tunable value, and the version of the settings the form was opened with. */
export const SaveConfigRequestSchema = v.object({ ...ConfigValuesSchema.entries, version: RecordVersion });

export const saveConfigCall = defineCall({
  method: 'POST',
  path: 'config/v1/update',
  request: SaveConfigRequestSchema,
  response: SystemConfigSchema,
  access: 'write',
  grant: 'system/systemConfiguration',
  summary: 'Saves every tunable setting at once (whole numbers within each setting’s bounds), from the version read; answers the saved settings.',
  notes: '`requestTimeoutMs` cannot change. Settings changed since that version are refused with code 409 and nothing is written. The write is recorded in the operation log.',
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

/** The system area's calls beyond the resource lists, as the pages use them. */
export const systemApi = {
  /** The whole tree, groups with their pages. */
  menuTree: () => allMenuCall.send(undefined),
  config: () => configCall.send(undefined),
  /** `version`: the settings' version the form was opened with (a stale save is refused). */
  saveConfig: (values: ConfigValues, version: number) => saveConfigCall.send({ ...values, version }),
  toolStatus: () => toolStatusCall.send(undefined),
  refreshCache: () => refreshCacheCall.send(undefined),
  recompute: (date: string) => recomputeCall.send({ date }),
  clearSessions: () => clearSessionsCall.send(undefined),
  rebuildIndex: () => rebuildIndexCall.send(undefined),
};
