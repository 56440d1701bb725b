import { PasswordFormSchema, fieldErrors } from '@/lib/validation';
import { roleResource, userResource } from '../resources';
import type { AdminUser, Role } from '../contract';
import type { MessageId } from '@/i18n';
import { db } from '@/mocks/db';
import { systemTables } from './tables';
import { handleCall, ok, refuse } from '@/mocks/http';
import { loginCall, logoutCall, updatePasswordCall } from '@/features/auth/contract';
import { crudHandlers } from '@/mocks/resource';

/** The session user as the console keeps it: never the password. */
export function publicUser(u: AdminUser) {
  return { id: u.id, name: u.name, realName: u.realName, email: u.email, phone: u.phone, roleId: u.roleId };
}

function newToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `demo-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

const hidePassword = ({ password: _password, ...rest }: AdminUser) => rest;

export const userHandlers = [
  handleCall(loginCall, async ({ request, input }) => {
    const user = systemTables.users.find((u) => u.name === input.username.trim());
    if (!user || user.password !== input.password) return refuse(request, 'login.badCredentials', 400);
    if (!user.enabled) return refuse(request, 'login.disabled', 403);
    const token = newToken();
    await db.sessions.insert({ id: token, userId: user.id, createdAt: new Date().toISOString() });
    return ok({ token, user: publicUser(user) });
  }),

  handleCall(logoutCall, ({ request }) => {
    const token = request.headers.get('token');
    if (token) db.sessions.remove(token);
    return ok(true);
  }),

  handleCall(updatePasswordCall, async ({ request, user, input }) => {
    const errors = fieldErrors(PasswordFormSchema, { password: input.newPassword, password2: input.confirmPassword });
    const first: MessageId | undefined = errors.password ?? errors.password2;
    if (first) return refuse(request, first, 400);
    await systemTables.users.update(user.id, { password: input.newPassword }, { id: user.id, name: user.name });
    return ok(true);
  }),

  // page, info, add, update (also the profile's { id, realName, email, phone }), delete, status, export.
  ...crudHandlers<AdminUser>({
    def: userResource,
    table: systemTables.users,
    present: hidePassword,
    check: (values, mode, { current }) => {
      if (mode === 'add' && systemTables.users.find((u) => u.name === String(values.name ?? '').trim())) return 'system.user.usernameTaken';
      if (mode === 'edit' && current && 'name' in values && values.name !== current.name) return 'system.user.usernameTaken';
      return null;
    },
    create: (values, { table }) => ({
      id: table.nextId(),
      name: String(values.name).trim(),
      realName: String(values.realName ?? ''),
      email: String(values.email ?? ''),
      phone: String(values.phone ?? ''),
      password: String(values.password ?? ''),
      roleId: Number(values.roleId),
      enabled: values.enabled !== false,
      createTime: new Date().toISOString(),
    }),
    afterWrite: (row, op) => {
      // A disabled or deleted user is signed out everywhere.
      if (!row || (op !== 'delete' && row.enabled)) return;
      for (const s of db.sessions.all()) if (s.userId === row.id) db.sessions.remove(s.id);
    },
  }),

  ...crudHandlers<Role>({
    def: roleResource,
    table: systemTables.roles,
    beforeDelete: (row) => (systemTables.users.find((u) => u.roleId === row.id) ? 'system.role.inUse' : null),
    create: (values, { table }) => ({
      id: table.nextId(),
      name: String(values.name).trim(),
      description: String(values.description ?? ''),
      remark: String(values.remark ?? ''),
      menuIds: Array.isArray(values.menuIds) ? values.menuIds.map(Number) : [],
    }),
  }),
];
