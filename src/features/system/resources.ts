import * as v from 'valibot';
import { ATTACHMENT_KINDS, AttachmentSchema, type AttachmentKind } from '@/records/attachments';
import { AdminUserSchema, AppVersionSchema, MenuRowSchema, OPLOG_OPS, OpLogSchema, RoleSchema, SYSTEM_TYPES } from '@/features/system/contract';
import { defineResource } from '@/lib/resource/define';
import type { ResourceDef } from '@/lib/resource/types';
import { maxChars, mediaUrlRule, minChars, nameRule } from '@/lib/text';
import { emailRule, personNameRule, phoneRule } from '@/lib/validation';

/** Section 5: username 5-20 characters, letters and digits only. */
export const usernameRule = v.pipe(
  v.string(),
  minChars(5, 'system.user.usernameLength'),
  maxChars(20, 'system.user.usernameLength'),
  v.regex(/^[A-Za-z0-9]+$/, 'system.user.usernameChars'),
);
/** Section 5: user password, letters and digits, 6-16 characters. */
export const userPasswordRule = v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{6,16}$/, 'system.user.passwordRule'));
/** Section 5: role name 2-10 characters (as the user sees them: six emoji are six), nothing invisible. */
export const roleNameRule = nameRule(2, 10, 'system.role.nameLength');
/** A role's description and remark: short notes beside its name. */
export const roleDescriptionRule = v.pipe(v.string(), maxChars(200, 'system.role.descriptionLength'));
export const roleRemarkRule = v.pipe(v.string(), maxChars(100, 'system.role.remarkLength'));

/** A user as the list shows it: the stored record without its password. */
export const AdminUserPublicSchema = v.omit(AdminUserSchema, ['password']);

const ENABLED_OPTIONS = [
  { value: true, label: 'list.enabled' as const },
  { value: false, label: 'list.disabled' as const },
];

export const userResource = defineResource(AdminUserPublicSchema, {
  name: 'user',
  endpoint: 'user',
  grant: 'system/user',
  title: 'system.user.title',
  labelKey: 'name',
  columns: [
    // Default columns fit the card at 1280 px in both languages (tests/e2e/columns-fit.spec.ts); the rest are in the column chooser.
    { key: 'id', label: 'list.id', kind: 'number', sortable: true, width: 70, hidden: true },
    { key: 'name', label: 'system.user.name', sortable: true, width: 130 },
    { key: 'realName', label: 'system.user.realName', width: 100 },
    { key: 'roleId', label: 'system.user.role', kind: 'enum', options: { endpoint: 'role', valueKey: 'id', labelKey: 'name' }, width: 110 },
    { key: 'email', label: 'system.user.email', width: 200, hidden: true },
    { key: 'phone', label: 'system.user.phone', width: 110 },
    { key: 'enabled', label: 'system.user.enabled', kind: 'status', width: 90 },
    { key: 'createTime', label: 'list.createTime', kind: 'datetime', sortable: true, width: 150 },
  ],
  filters: [
    { key: 'keyword', label: 'system.user.search', kind: 'text', fields: ['name', 'realName'] },
    { key: 'roleId', label: 'system.user.role', kind: 'select', options: { endpoint: 'role', valueKey: 'id', labelKey: 'name' } },
    { key: 'enabled', label: 'system.user.enabled', kind: 'select', options: ENABLED_OPTIONS },
    { key: 'createTime', label: 'list.createTime', kind: 'dateRange' },
  ],
  fields: [
    { key: 'name', label: 'system.user.name', kind: 'text', required: true, rule: usernameRule, readOnlyOnEdit: true, example: 'trainee01' },
    { key: 'realName', label: 'system.user.realName', kind: 'text', required: true, rule: personNameRule, example: '林小雨' },
    // Not in the list's record (AdminUserPublicSchema omits it): sent and stored, never read back.
    { key: 'password', label: 'system.user.password', kind: 'password', required: true, rule: userPasswordRule, help: 'form.passwordKeep', example: 'train123', writeOnly: true },
    { key: 'password2', label: 'system.user.password2', kind: 'password', required: true, rule: userPasswordRule, virtual: true, example: 'train123' },
    { key: 'email', label: 'system.user.email', kind: 'text', required: true, rule: emailRule, example: 'trainee01@drama.example' },
    { key: 'phone', label: 'system.user.phone', kind: 'text', required: true, rule: phoneRule, example: '13700137000' },
    { key: 'roleId', label: 'system.user.role', kind: 'select', required: true, options: { endpoint: 'role', valueKey: 'id', labelKey: 'name' } },
    { key: 'enabled', label: 'system.user.enabled', kind: 'switch', initial: true },
  ],
  refine: () => [
    v.forward(
      v.partialCheck(
        [['password'], ['password2']],
        (input: { password?: unknown; password2?: unknown }) => (input.password ?? '') === (input.password2 ?? ''),
        'valid.passwordMismatch',
      ),
      ['password2'],
    ),
  ],
  status: { key: 'enabled', on: true, off: false, label: 'system.user.enabled' },
  can: { add: true, edit: true, delete: true, export: true, import: true, detail: true },
  defaultSort: { field: 'id', order: 'asc' },
  // No self-lockout: one's own account cannot be deleted, disabled, or given another role (here and by the server).
  guardDelete: (row, me) => (me && row.id === me.id ? 'system.user.cannotDeleteSelf' : null),
  lockedFields: (row, me) => (me && row.id === me.id ? { roleId: 'system.user.cannotChangeOwnRole', enabled: 'system.user.cannotDisableSelf' } : {}),
});

export const roleResource = defineResource(RoleSchema, {
  name: 'role',
  endpoint: 'role',
  grant: 'system/roles',
  // The user page names roles (its column, filter and form select).
  lookupBy: ['system/user'],
  title: 'system.role.title',
  labelKey: 'name',
  columns: [
    { key: 'id', label: 'list.id', kind: 'number', sortable: true, width: 70 },
    { key: 'name', label: 'system.role.name', sortable: true, width: 140 },
    { key: 'description', label: 'system.role.description', width: 240 },
    { key: 'remark', label: 'system.role.remark', width: 160 },
    { key: 'menuIds', label: 'system.role.menuCount', kind: 'tags', width: 100 },
  ],
  filters: [{ key: 'name', label: 'system.role.name', kind: 'text' }],
  fields: [
    { key: 'name', label: 'system.role.name', kind: 'text', required: true, rule: roleNameRule, example: '内容审核' },
    { key: 'description', label: 'system.role.description', kind: 'textarea', rule: roleDescriptionRule },
    { key: 'remark', label: 'system.role.remark', kind: 'textarea', rule: roleRemarkRule },
    { key: 'menuIds', label: 'system.role.menus', kind: 'tree', tree: { endpoint: 'menu/v1/getAllMenu' }, initial: [], wide: true },
  ],
  can: { add: true, edit: true, delete: true, export: true, detail: true },
  defaultSort: { field: 'id', order: 'asc' },
});

/* ---------------------------------------------------------------- menus (system/menu) */

/** Section 5: the menu sort order cannot be negative. */
export const menuSortRule = v.pipe(
  v.number('valid.number'),
  v.integer('system.menu.sortInteger'),
  v.minValue(0, 'system.menu.sortNegative'),
);
export const menuNameRule = nameRule(1, 20, 'system.menu.nameLength');
export const menuNameEnRule = nameRule(1, 40, 'system.menu.nameEnLength');
/** 'group' for a top-level item, 'group/page' for a page: the page opens at /group/page/index. */
export const MENU_PATH = /^[A-Za-z][A-Za-z0-9_-]*(?:\/[A-Za-z][A-Za-z0-9_-]*)?$/;
export const menuPathRule = v.pipe(v.string(), v.trim(), v.maxLength(100, 'system.menu.pathRule'), v.regex(MENU_PATH, 'system.menu.pathRule'));
/** Section 3: a menu item's icon: a file of the library or an upload, never another site's URL. */
export const menuIconRule = mediaUrlRule('system.menu.iconUrlRule');

/**
 * Menu items: the page (system/menu) shows them as a tree from GET menu/v1/getAllMenu and writes
 * through menu/v1/add and menu/v1/update with this definition's form. There is no delete call.
 */
export const menuResource = defineResource(MenuRowSchema, {
  name: 'menu',
  endpoint: 'menu',
  grant: 'system/menu',
  title: 'system.menu.title',
  labelKey: 'name',
  columns: [
    { key: 'name', label: 'system.menu.name', width: 220 },
    { key: 'nameEn', label: 'system.menu.nameEn', width: 200 },
    { key: 'id', label: 'list.id', kind: 'number', width: 70 },
    { key: 'iconUrl', label: 'system.menu.icon', kind: 'image', width: 70 },
    { key: 'path', label: 'system.menu.path', width: 240 },
    { key: 'sort', label: 'system.menu.sort', kind: 'number', sortable: true, width: 70 },
    { key: 'parentId', label: 'system.menu.parent', kind: 'enum', options: { endpoint: 'menu', valueKey: 'id', labelKey: 'name' }, width: 140 },
  ],
  filters: [{ key: 'keyword', label: 'system.menu.search', kind: 'text', fields: ['name', 'nameEn'] }],
  fields: [
    // Options are the top-level items; the menu page fills them from the tree it shows.
    { key: 'parentId', label: 'system.menu.parent', kind: 'select', options: { endpoint: 'menu', valueKey: 'id', labelKey: 'name' }, help: 'system.menu.parentHelp', example: 1 },
    { key: 'name', label: 'system.menu.name', kind: 'text', required: true, rule: menuNameRule, example: '新页面' },
    { key: 'nameEn', label: 'system.menu.nameEn', kind: 'text', required: true, rule: menuNameEnRule, example: 'New page' },
    { key: 'path', label: 'system.menu.path', kind: 'text', required: true, rule: menuPathRule, help: 'system.menu.pathHelp', example: 'system/newPage' },
    { key: 'sort', label: 'system.menu.sort', kind: 'number', required: true, rule: menuSortRule, min: 0, initial: 0, example: 9 },
    { key: 'iconUrl', label: 'system.menu.icon', kind: 'image', accept: 'image/*', help: 'system.menu.iconHelp', rule: menuIconRule },
  ],
  can: { add: true, edit: true },
  defaultSort: { field: 'sort', order: 'asc' },
});

/* ---------------------------------------------------------------- app versions (system/version) */

const SYSTEM_TYPE_OPTIONS = SYSTEM_TYPES.map((value) => ({ value, text: value }));
const YES_NO = [
  { value: true, label: 'list.yes' as const },
  { value: false, label: 'list.no' as const },
];

/** x.y.z, as the stores show it. */
export const versionNameRule = v.pipe(v.string(), v.trim(), v.regex(/^\d{1,3}\.\d{1,3}\.\d{1,3}$/, 'system.version.nameRule'));
/** The build number the app compares: a positive whole number. */
export const versionCodeRule = v.pipe(
  v.number('system.version.codeRule'),
  v.integer('system.version.codeRule'),
  v.minValue(1, 'system.version.codeRule'),
  v.maxValue(2_000_000_000, 'system.version.codeRule'),
);

export const versionResource = defineResource(AppVersionSchema, {
  name: 'version',
  endpoint: 'version',
  grant: 'system/version',
  title: 'system.version.title',
  labelKey: 'name',
  columns: [
    { key: 'id', label: 'list.id', kind: 'number', sortable: true, width: 70, hidden: true },
    { key: 'systemType', label: 'system.version.systemType', kind: 'enum', options: SYSTEM_TYPE_OPTIONS, sortable: true, width: 100 },
    { key: 'code', label: 'system.version.code', kind: 'number', sortable: true, width: 100 },
    { key: 'name', label: 'system.version.name', sortable: true, width: 100 },
    { key: 'forceUpdate', label: 'system.version.forceUpdate', kind: 'bool', width: 90 },
    // The widest text takes the card's free space; cut, it shows in full in a tooltip.
    { key: 'description', label: 'system.version.description', width: 150 },
    { key: 'createTime', label: 'system.version.createTime', kind: 'datetime', sortable: true, width: 150 },
  ],
  filters: [
    { key: 'systemType', label: 'system.version.systemType', kind: 'select', options: SYSTEM_TYPE_OPTIONS },
    { key: 'name', label: 'system.version.name', kind: 'text' },
    { key: 'forceUpdate', label: 'system.version.forceUpdate', kind: 'select', options: YES_NO },
    { key: 'createTime', label: 'system.version.createTime', kind: 'dateRange' },
  ],
  fields: [
    { key: 'systemType', label: 'system.version.systemType', kind: 'select', required: true, options: SYSTEM_TYPE_OPTIONS, rule: v.picklist(SYSTEM_TYPES, 'valid.invalid'), example: 'Android' },
    { key: 'code', label: 'system.version.code', kind: 'number', required: true, rule: versionCodeRule, min: 1, help: 'system.version.codeHelp', example: 99001 },
    { key: 'name', label: 'system.version.name', kind: 'text', required: true, rule: versionNameRule, help: 'system.version.nameHelp', example: '9.9.1' },
    { key: 'forceUpdate', label: 'system.version.forceUpdate', kind: 'switch', initial: false, help: 'system.version.forceUpdateHelp' },
    { key: 'description', label: 'system.version.description', kind: 'textarea', rule: v.pipe(v.string(), maxChars(500, 'system.version.descriptionLength')) },
  ],
  can: { add: true, edit: true, delete: true, export: true, detail: true },
  defaultSort: { field: 'createTime', order: 'desc' },
});

/* ---------------------------------------------------------------- attachments (system/attachmentManagement) */

export const ATTACHMENT_KIND_OPTIONS = ATTACHMENT_KINDS.map((value) => ({ value, label: `system.attachment.kind.${value}` as const }));

/** Files up to this size are kept as data: URLs by the demo (they survive a reload); larger ones as blob: URLs. */
export const INLINE_UPLOAD_LIMIT = 512 * 1024;
/** The largest file the library takes. */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

const EXTENSIONS: Record<Exclude<AttachmentKind, 'other'>, string[]> = {
  video: ['mp4', 'webm', 'mov', 'm4v', 'mkv', 'm3u8', 'avi'],
  image: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg', 'bmp', 'ico', 'avif'],
  audio: ['mp3', 'wav', 'aac', 'm4a', 'ogg', 'flac', 'opus'],
  text: ['txt', 'srt', 'vtt', 'md', 'csv', 'log', 'ass'],
};

/** The library kind of a file, from its MIME type, else its extension. */
export function attachmentKindOf(mime: string, name: string): AttachmentKind {
  const type = mime.toLowerCase().split(';')[0].trim();
  const ext = name.toLowerCase().includes('.') ? name.toLowerCase().split('.').pop()! : '';
  for (const kind of ['video', 'image', 'audio', 'text'] as const) {
    if (type.startsWith(`${kind}/`) || EXTENSIONS[kind].includes(ext)) return kind;
  }
  return 'other';
}

/** An attachment as the list shows it: with `preview`, the URL to show as a thumbnail (images only). */
export const AttachmentListSchema = v.object({ ...AttachmentSchema.entries, preview: v.string() });

export const attachmentResource = defineResource(AttachmentListSchema, {
  name: 'attachment',
  endpoint: 'attachment',
  grant: 'system/attachmentManagement',
  title: 'system.attachment.title',
  labelKey: 'name',
  columns: [
    { key: 'id', label: 'list.id', kind: 'number', sortable: true, width: 70, hidden: true },
    { key: 'preview', label: 'system.attachment.preview', kind: 'image', width: 72 },
    { key: 'name', label: 'system.attachment.name', sortable: true, width: 180 },
    { key: 'kind', label: 'system.attachment.kind', kind: 'enum', options: ATTACHMENT_KIND_OPTIONS, width: 80 },
    { key: 'mime', label: 'system.attachment.mime', width: 140, hidden: true },
    { key: 'size', label: 'system.attachment.size', kind: 'bytes', sortable: true, width: 110 },
    { key: 'uploader', label: 'system.attachment.uploader', width: 100 },
    { key: 'sessionOnly', label: 'system.attachment.sessionOnly', kind: 'bool', width: 110, hidden: true },
    { key: 'createTime', label: 'system.attachment.createTime', kind: 'datetime', sortable: true, width: 150 },
  ],
  filters: [
    { key: 'name', label: 'system.attachment.name', kind: 'text' },
    { key: 'kind', label: 'system.attachment.kind', kind: 'select', options: ATTACHMENT_KIND_OPTIONS },
    { key: 'uploader', label: 'system.attachment.uploader', kind: 'text' },
    { key: 'createTime', label: 'system.attachment.createTime', kind: 'dateRange' },
  ],
  fields: [
    { key: 'name', label: 'system.attachment.name', kind: 'text', required: true, rule: nameRule(1, 120, 'system.attachment.nameLength'), example: 'poster-demo.svg' },
    { key: 'kind', label: 'system.attachment.kind', kind: 'select', required: true, options: ATTACHMENT_KIND_OPTIONS, rule: v.picklist(ATTACHMENT_KINDS, 'valid.invalid'), readOnlyOnEdit: true, example: 'image' },
    { key: 'url', label: 'system.attachment.url', kind: 'text', required: true, rule: mediaUrlRule('system.attachment.urlRule'), readOnlyOnEdit: true, wide: true, example: '/icons/logo.svg' },
  ],
  // Files arrive by upload (the page's 上传 button), not by the add form.
  can: { edit: true, delete: true, export: true, detail: true },
  defaultSort: { field: 'createTime', order: 'desc' },
});

/* ---------------------------------------------------------------- operation log (system/account) */

export const OPLOG_OP_OPTIONS = OPLOG_OPS.map((value) => ({ value, label: `system.oplog.op.${value}` as const }));
/** The tables that appear in the log, named in the caller's language (GET-like POST oplogTable/v1/page). */
export const OPLOG_TABLE_SOURCE = { endpoint: 'oplogTable', valueKey: 'id', labelKey: 'name' };

/** Every write the console makes, read-only: who, when, which table and record, before and after. */
export const oplogResource = defineResource(OpLogSchema, {
  name: 'oplog',
  endpoint: 'oplog',
  grant: 'system/account',
  title: 'system.oplog.title',
  labelKey: 'id',
  columns: [
    { key: 'id', label: 'list.id', kind: 'number', width: 80, hidden: true },
    { key: 'time', label: 'system.oplog.time', kind: 'datetime', sortable: true, width: 150 },
    { key: 'operator', label: 'system.oplog.operator', sortable: true, width: 110 },
    { key: 'op', label: 'system.oplog.op', kind: 'enum', options: OPLOG_OP_OPTIONS, width: 90 },
    { key: 'table', label: 'system.oplog.table', kind: 'enum', options: OPLOG_TABLE_SOURCE, width: 120 },
    { key: 'recordName', label: 'system.oplog.record', width: 100 },
    { key: 'changedNames', label: 'system.oplog.changed', width: 200 },
  ],
  filters: [
    { key: 'operator', label: 'system.oplog.operator', kind: 'text' },
    { key: 'table', label: 'system.oplog.table', kind: 'select', options: OPLOG_TABLE_SOURCE },
    { key: 'op', label: 'system.oplog.op', kind: 'select', options: OPLOG_OP_OPTIONS },
    { key: 'recordId', label: 'system.oplog.recordId', kind: 'text', match: 'equals' },
    { key: 'time', label: 'system.oplog.time', kind: 'dateRange' },
  ],
  fields: [],
  can: { export: true, detail: true },
  defaultSort: { field: 'time', order: 'desc' },
});

/** Every resource of the system-settings area (the generic suite and docs/api.md read this). */
export const resources: ResourceDef[] = [userResource, roleResource, menuResource, versionResource, attachmentResource, oplogResource];
