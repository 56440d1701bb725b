import * as v from 'valibot';
import { AdminUserSchema } from '../contract';
import { defineResource } from '@/lib/resource/define';
import { maxChars, minChars } from '@/lib/text';
import { emailRule, personNameRule, phoneRule } from '@/lib/validation';

/* system/user: the admin accounts. */

/** Section 5: username 5-20 characters, letters and digits only. */
export const usernameRule = v.pipe(
  v.string(),
  minChars(5, 'system.user.usernameLength'),
  maxChars(20, 'system.user.usernameLength'),
  v.regex(/^[A-Za-z0-9]+$/, 'system.user.usernameChars'),
);
/** Section 5: user password, letters and digits, 6-16 characters. */
export const userPasswordRule = v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{6,16}$/, 'system.user.passwordRule'));

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
    // Default columns fit the card at 1280 px in both languages (tests/e2e/every-page.spec.ts); the rest are in the column chooser.
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
