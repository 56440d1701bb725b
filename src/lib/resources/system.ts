import * as v from 'valibot';
import { AdminUserSchema, RoleSchema } from '../schemas/system';
import type { ResourceDef } from '../resource/types';
import { emailRule, personNameRule, phoneRule } from '../validation';

/** Section 5: username 5-20 characters, letters and digits only. */
export const usernameRule = v.pipe(
  v.string(),
  v.minLength(5, 'system.user.usernameLength'),
  v.maxLength(20, 'system.user.usernameLength'),
  v.regex(/^[A-Za-z0-9]+$/, 'system.user.usernameChars'),
);
/** Section 5: user password, letters and digits, 6-16 characters. */
export const userPasswordRule = v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{6,16}$/, 'system.user.passwordRule'));
/** Section 5: role name 2-10 characters. */
export const roleNameRule = v.pipe(v.string(), v.trim(), v.minLength(2, 'system.role.nameLength'), v.maxLength(10, 'system.role.nameLength'));

/** A user as the list shows it: the stored record without its password. */
export const AdminUserPublicSchema = v.omit(AdminUserSchema, ['password']);

const ENABLED_OPTIONS = [
  { value: true, label: 'list.enabled' as const },
  { value: false, label: 'list.disabled' as const },
];

export const userResource: ResourceDef = {
  name: 'user',
  endpoint: 'user',
  schema: AdminUserPublicSchema,
  title: 'system.user.title',
  labelKey: 'name',
  columns: [
    { key: 'id', label: 'list.id', kind: 'number', sortable: true, width: 70 },
    { key: 'name', label: 'system.user.name', sortable: true, width: 140 },
    { key: 'realName', label: 'system.user.realName', width: 110 },
    { key: 'roleId', label: 'system.user.role', kind: 'enum', options: { endpoint: 'role', valueKey: 'id', labelKey: 'name' }, width: 120 },
    { key: 'email', label: 'system.user.email', width: 200 },
    { key: 'phone', label: 'system.user.phone', width: 130 },
    { key: 'enabled', label: 'system.user.enabled', kind: 'status', width: 90 },
    { key: 'createTime', label: 'list.createTime', kind: 'datetime', sortable: true, width: 170 },
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
    { key: 'password', label: 'system.user.password', kind: 'password', required: true, rule: userPasswordRule, help: 'form.passwordKeep', example: 'train123' },
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
    ) as unknown as v.GenericValidation,
  ],
  status: { key: 'enabled', on: true, off: false, label: 'system.user.enabled' },
  can: { add: true, edit: true, delete: true, export: true, detail: true },
  defaultSort: { field: 'id', order: 'asc' },
  guardDelete: (row, me) => (me && row.id === me.id ? 'system.user.cannotDeleteSelf' : null),
};

export const roleResource: ResourceDef = {
  name: 'role',
  endpoint: 'role',
  schema: RoleSchema,
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
    { key: 'description', label: 'system.role.description', kind: 'textarea' },
    { key: 'remark', label: 'system.role.remark', kind: 'textarea' },
    { key: 'menuIds', label: 'system.role.menus', kind: 'tree', tree: { endpoint: 'menu/v1/getAllMenu' }, initial: [], wide: true },
  ],
  can: { add: true, edit: true, delete: true, export: true, detail: true },
  defaultSort: { field: 'id', order: 'asc' },
};

/** Every resource of the system-settings area (the generic suite and docs/api.md read this). */
export const systemResources: ResourceDef[] = [userResource, roleResource];
