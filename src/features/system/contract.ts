import * as v from 'valibot';
import type { MessageId } from '@/i18n';

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
});
export type AdminUser = v.InferOutput<typeof AdminUserSchema>;

export const RoleSchema = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  remark: v.string(),
  menuIds: v.array(v.number()),
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
});
export type Attachment = v.InferOutput<typeof AttachmentSchema>;

/** What POST file/v1/upload answers: the new attachment (its `url` is what upload fields keep). */
export const UploadResultSchema = AttachmentSchema;

export const OPLOG_OPS = ['insert', 'update', 'remove', 'action'] as const;
export type OpLogOp = (typeof OPLOG_OPS)[number];

/** One write of the operation log (system/account). Secrets in before/after are masked. */
export const OpLogSchema = v.object({
  id: v.number(),
  time: v.string(),
  operatorId: v.nullable(v.number()),
  operator: v.string(),
  /** The table written ('users', 'members'...), or 'tools' for a maintenance action: a key, named by oplogTable/v1/page. */
  table: v.string(),
  recordId: v.string(),
  op: v.picklist(OPLOG_OPS),
  before: v.nullable(v.record(v.string(), v.unknown())),
  after: v.nullable(v.record(v.string(), v.unknown())),
  /** The fields that differ between before and after (every field for an insert or a remove). */
  changed: v.array(v.string()),
  /** The changed fields' names in the caller's language (the list's and the export's column). */
  changedNames: v.optional(v.array(v.string()), []),
  /** Every field's name in the caller's language, by key (the detail's before/after table). */
  fieldNames: v.optional(v.record(v.string(), v.string()), {}),
});
export type OpLog = v.InferOutput<typeof OpLogSchema>;

/** What the masked value of a password (or any secret) looks like in the operation log. */
export const MASK = '******';

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
};

/** The stored settings record: the tunable values, the read-only request timeout, and who changed them last. */
export const SystemConfigSchema = v.object({
  id: v.number(),
  ...ConfigValuesSchema.entries,
  /** Section 9: 600000 ms for normal and file calls; shown, not editable (the client is built with it). */
  requestTimeoutMs: v.number(),
  updateTime: v.string(),
  updatedBy: v.string(),
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
