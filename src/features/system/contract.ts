import * as v from 'valibot';
import { LIBRARY_PATH, LibraryPageSchema, LibraryQuerySchema } from '@/lib/resource/library';
import type { MessageId } from '@/i18n';
import { RecordVersion, defineCall } from '@/lib/api/contract';
import { LOG_MASK, LOG_OPS, LogRowSchema, type LogOp } from '@/lib/oplog';
import { MenuListSchema } from '@/features/auth/contract';

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

/** The file library's kinds, in the spec's order (section 2: video, image, other, audio, text). */
export const ATTACHMENT_KINDS = ['video', 'image', 'other', 'audio', 'text'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

/** A file of the library (system/attachmentManagement). Uploads anywhere in the console create one. */
export const AttachmentSchema = v.object({
  id: v.number(),
  name: v.string(),
  kind: v.picklist(ATTACHMENT_KINDS),
  url: v.string(),
  /** Bytes. */
  size: v.number(),
  mime: v.string(),
  /** A blob: URL of a large browser upload: it lives only as long as the page that made it. */
  sessionOnly: v.boolean(),
  uploader: v.string(),
  createTime: v.string(),
  version: RecordVersion,
});
export type Attachment = v.InferOutput<typeof AttachmentSchema>;

/** What POST file/v1/upload answers: the new attachment (its `url` is what upload fields keep). */
export const UploadResultSchema = AttachmentSchema;

export const OPLOG_OPS = LOG_OPS;
export type OpLogOp = LogOp;

/** One write of the operation log (system/account): the log's row, and the names the server gives its fields. Secrets are masked. */
export const OpLogSchema = v.object({
  ...LogRowSchema.entries,
  /** The changed fields' names in the caller's language (the list's and the export's column). */
  changedNames: v.optional(v.array(v.string()), []),
  /** Every field's name in the caller's language, by key (the detail's before/after table). */
  fieldNames: v.optional(v.record(v.string(), v.string()), {}),
});
export type OpLog = v.InferOutput<typeof OpLogSchema>;

/** What the masked value of a password (or any secret) looks like in the operation log. */
export const MASK = LOG_MASK;

/** A whole number within bounds, one message for every way of missing it (blank, decimal, out of range). */
function wholeNumber(min: number, max: number, message: MessageId) {
  return v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
}

export const LANGUAGES = ['ZH', 'EN'] as const;

/**
 * The business settings an operator may tune (system/systemConfiguration), with section 9's
 * values as defaults. The settings form and POST config/v1/update check this same schema.
 */
export const ConfigValuesSchema = v.object({
  /** Section 9: attribution window for old users, 7 days. */
  oldUserAttributionDays: wholeNumber(1, 90, m('system.config.oldUserAttributionDays.rule')),
  /** Push-popup segment: golden-bean balance below 30. */
  lowBalanceBeans: wholeNumber(1, 100000, m('system.config.lowBalanceBeans.rule')),
  /** Push-popup segment: membership expiring within 3 days. */
  vipExpiringDays: wholeNumber(1, 30, m('system.config.vipExpiringDays.rule')),
  /** Push-popup segment: 3 consecutive days watching ads or signing in. */
  consecutiveDays: wholeNumber(2, 30, m('system.config.consecutiveDays.rule')),
  /** Section 5/9: an Excel import above 1000 rows is slow. */
  excelSlowRows: wholeNumber(100, 100000, m('system.config.excelSlowRows.rule')),
  /** Section 5/9: at most two chart indicators. */
  maxChartIndicators: wholeNumber(1, 5, m('system.config.maxChartIndicators.rule')),
  /** Section 9: session language default ZH. */
  defaultLanguage: v.picklist(LANGUAGES, m('system.config.defaultLanguage.rule')),
  /** Copyright alerts (theater/shortDramaContent): dramas whose copyright expires within this many days, 30 by default. */
  copyrightAlertDays: wholeNumber(1, 365, m('system.config.copyrightAlertDays.rule')),
});
export type ConfigValues = v.InferOutput<typeof ConfigValuesSchema>;

export const CONFIG_DEFAULTS: ConfigValues = {
  oldUserAttributionDays: 7,
  lowBalanceBeans: 30,
  vipExpiringDays: 3,
  consecutiveDays: 3,
  excelSlowRows: 1000,
  maxChartIndicators: 2,
  defaultLanguage: 'ZH',
  copyrightAlertDays: 30,
};

/** The mock world's settings table (another area's mock reads it by this name: the theater's copyright alerts). */
export const CONFIG_TABLE = 'config';

/** The stored settings record: the tunable values, the read-only request timeout, and who changed them last. */
export const SystemConfigSchema = v.object({
  id: v.number(),
  ...ConfigValuesSchema.entries,
  /** Section 9: 600000 ms for normal and file calls; shown, not editable (the client is built with it). */
  requestTimeoutMs: v.number(),
  updateTime: v.string(),
  updatedBy: v.string(),
  version: RecordVersion,
});
export type SystemConfig = v.InferOutput<typeof SystemConfigSchema>;

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

/** Multipart fields of POST file/v1/upload. */
export const UploadRequestSchema = v.object({
  file: v.blob(m('system.attachment.noFile')),
  /** The library the upload field asks for; 'other' (or none) lets the file's own type decide. */
  kind: v.optional(v.picklist(ATTACHMENT_KINDS)),
});

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

export const uploadCall = defineCall<{ file: Blob; kind?: AttachmentKind }, Attachment>({
  method: 'UPLOAD',
  path: 'file/v1/upload',
  request: UploadRequestSchema,
  response: UploadResultSchema,
  access: 'write',
  grant: ['system/attachmentManagement', 'system/menu', 'theater/shortDramaContent', 'theater/classification', 'theater/homePage', 'operate/task', 'operate/pushPopup'],
  summary: 'Uploads a file (multipart `file`, `kind`): answers the new attachment of the file library.',
  notes: 'Every upload field of every form uses it; the file lands in the library (`attachment` resource). At most 100 MB. A page with an upload field is named in the grant (tests/unit/grants.test.ts checks).',
});

export const libraryCall = defineCall({
  method: 'GET',
  path: LIBRARY_PATH,
  request: LibraryQuerySchema,
  response: LibraryPageSchema,
  access: 'read',
  grant: uploadCall.grant,
  summary: 'The file library for an upload field: files of one kind (`kind`), newest first, optionally by a part of the name (`keyword`), a page at a time.',
  notes: 'Granted to every page with an upload field (as `file/v1/upload`): a form may pick a file already in the library instead of uploading it again. Files of this session only (large browser uploads) are left out: their link dies with the page that made them.',
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
  /** The file and its library kind; answers the new attachment. */
  upload: (file: File, kind: AttachmentKind) => uploadCall.send({ file, kind }),
  toolStatus: () => toolStatusCall.send(undefined),
  refreshCache: () => refreshCacheCall.send(undefined),
  recompute: (date: string) => recomputeCall.send({ date }),
  clearSessions: () => clearSessionsCall.send(undefined),
  rebuildIndex: () => rebuildIndexCall.send(undefined),
};
