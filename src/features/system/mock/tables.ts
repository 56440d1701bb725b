import type { MessageId } from '@/i18n';
import { REQUEST_TIMEOUT_MS } from '@/lib/constants';
import { defineTable } from '@/mocks/db';
import { setGrantSource } from '@/mocks/grants';
import { setUserSource } from '@/mocks/http';
import { fieldLabels } from '@/mocks/resource';
import { AttachmentSchema, type Attachment } from '@/records/attachments';
import { CONFIG_DEFAULTS, CONFIG_TABLE, SystemConfigSchema, type SystemConfig } from '@/records/config';
import { DRAMA_TABLE } from '@/records/dramas';
import { SavedViewSchema, VIEW_TABLE, type SavedView } from '@/records/views';
import { AdminUserSchema, AppVersionSchema, MenuRowSchema, RoleSchema, type AdminUser, type AppVersion, type MenuRow, type Role } from '../contract';
import { attachmentResource, menuResource, roleResource, userResource, versionResource } from '../resources';
import { seedAttachments } from './seed/attachments';
import { menuRows, seedRoles, seedUsers } from './seed/users';
import { seedVersions } from './seed/versions';

/**
 * The system area's core tables: the menu (seeded from the catalogue of the 49 known pages),
 * roles with their menu grants, and admin users. They seed first: every other area's operation
 * log entries name these users.
 */
const menus = defineTable<MenuRow>('menus', MenuRowSchema, () => menuRows(), { label: 'system.oplog.table.menus', fields: fieldLabels(menuResource) });

const roles = defineTable<Role>('roles', RoleSchema, () => seedRoles(menus.all()), { label: 'system.oplog.table.roles', fields: fieldLabels(roleResource), after: ['menus'] });

const users = defineTable<AdminUser>('users', AdminUserSchema, ({ faker }) => seedUsers(faker), { label: 'system.oplog.table.users', fields: fieldLabels(userResource) });

/** The mock kernel answers 401 unless a request's token belongs to an enabled user of this table. */
setUserSource((id) => users.get(id));

/** A role may make the calls of the pages its menu grants (src/mocks/grants.ts): their paths. */
setGrantSource((user) => {
  const granted = new Set(roles.get(user.roleId)?.menuIds ?? []);
  return new Set(menus.all().filter((row) => granted.has(row.id)).map((row) => row.path));
});

export const systemTables = { users, roles, menus };

/** The menu tree (optionally filtered), sorted by order then id. */
export function menuTree(filter?: (row: MenuRow) => boolean) {
  const visible = filter ? menus.all().filter(filter) : menus.all();
  const byParent = new Map<number | null, MenuRow[]>();
  for (const row of visible) {
    const list = byParent.get(row.parentId) ?? [];
    list.push(row);
    byParent.set(row.parentId, list);
  }
  type Node = MenuRow & { children?: Node[] };
  const build = (parentId: number | null): Node[] =>
    (byParent.get(parentId) ?? [])
      .sort((a, b) => a.sort - b.sort || a.id - b.id)
      .map((row) => {
        const children = build(row.id);
        return children.length ? { ...row, children } : { ...row };
      });
  return build(null);
}

/* ---------------------------------------------------------------- app versions, the file library, the settings */

export const versions = defineTable<AppVersion>('versions', AppVersionSchema, seedVersions, {
  label: 'system.oplog.table.versions',
  fields: fieldLabels(versionResource),
});
export const attachments = defineTable<Attachment>('attachments', AttachmentSchema, seedAttachments, {
  label: 'system.oplog.table.attachments',
  fields: fieldLabels(attachmentResource),
  // The system area loads before the theater; its file library names the theater's dramas.
  after: [DRAMA_TABLE],
});
const CONFIG_FIELDS = {
  id: 'list.id',
  ...(Object.fromEntries(Object.keys(CONFIG_DEFAULTS).map((key) => [key, `system.config.${key}`])) as Record<keyof typeof CONFIG_DEFAULTS, MessageId>),
  requestTimeoutMs: 'system.config.requestTimeout',
  updateTime: 'list.updateTime',
  updatedBy: 'system.config.updatedBy',
} satisfies Record<Exclude<keyof SystemConfig, 'version'>, MessageId>;
export const settings = defineTable<SystemConfig>(
  CONFIG_TABLE,
  SystemConfigSchema,
  () => [{ id: 1, ...CONFIG_DEFAULTS, requestTimeoutMs: REQUEST_TIMEOUT_MS, updateTime: '2026-01-05T09:00:00.000Z', updatedBy: 'admin' }],
  { label: 'system.oplog.table.config', fields: CONFIG_FIELDS },
);

/** Saved views (src/records/views.ts): each user's own, none seeded; a preference, not audited. */
export const savedViews = defineTable<SavedView>(VIEW_TABLE, SavedViewSchema, () => [], { label: 'view.table', audited: false });
