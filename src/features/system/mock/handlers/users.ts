import { PasswordFormSchema, fieldErrors } from '@/lib/validation';
import { roleResource, userResource } from '../../resources';
import type { AdminUser, Role } from '../../contract';
import type { MessageId } from '@/i18n';
import { systemTables } from '../tables';
import { handleCall, ok, refuse } from '@/mocks/http';
import { hashPassword, verifyPassword } from '@/mocks/secrets';
import { endSession, endSessions, openSession, signInFailed, signInSucceeded, signInWait } from '@/mocks/sessions';
import { loginCall, logoutCall, updatePasswordCall } from '@/records/session';
import { crudHandlers } from '@/mocks/resource';

/** The session user as the console keeps it: never the password. */
export function publicUser(u: AdminUser) {
  return { id: u.id, name: u.name, realName: u.realName, email: u.email, phone: u.phone, roleId: u.roleId };
}

/** The page whose grant lets a role change roles (section 2's system/roles). */
const ROLES_PAGE = 'system/roles';

const hidePassword = ({ password: _password, ...rest }: AdminUser) => rest;

/** The table keeps a password's salted hash (src/mocks/secrets.ts), never the password. */
async function hashed(values: Record<string, unknown>): Promise<Record<string, unknown>> {
  return typeof values.password === 'string' && values.password ? { ...values, password: await hashPassword(values.password) } : values;
}

export const userHandlers = [
  // Too many failures lock the account for a while (src/mocks/sessions.ts; the demo controls set how long).
  handleCall(loginCall, async ({ request, input }) => {
    const account = input.username.trim();
    const wait = signInWait(account);
    if (wait) return refuse(request, 'mock.signIn.throttled', 429, { seconds: wait });
    const user = systemTables.users.find((u) => u.name === account);
    if (!user || !(await verifyPassword(input.password, user.password))) {
      await signInFailed(account);
      return refuse(request, 'login.badCredentials', 400);
    }
    signInSucceeded(account);
    if (!user.enabled) return refuse(request, 'login.disabled', 403);
    return ok({ token: await openSession(user.id), user: publicUser(user) });
  }),

  handleCall(logoutCall, async ({ request }) => {
    await endSession(request.headers.get('token'));
    return ok(true);
  }),

  handleCall(updatePasswordCall, async ({ request, user, input }) => {
    const errors = fieldErrors(PasswordFormSchema, { password: input.newPassword, password2: input.confirmPassword });
    const first: MessageId | undefined = errors.password ?? errors.password2;
    if (first) return refuse(request, first, 400);
    await systemTables.users.update(user.id, { password: await hashPassword(input.newPassword) }, { id: user.id, name: user.name });
    return ok(true);
  }),

  // page, info, add, update (also the profile's { id, realName, email, phone }), delete, status, export.
  ...crudHandlers<AdminUser>({
    def: userResource,
    table: systemTables.users,
    present: hidePassword,
    store: hashed,
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
    afterWrite: async (row, op) => {
      // A disabled or deleted user is signed out everywhere.
      if (!row || (op !== 'delete' && row.enabled)) return;
      await endSessions({ userId: row.id });
    },
  }),

  ...crudHandlers<Role>({
    def: roleResource,
    table: systemTables.roles,
    beforeDelete: (row) => (systemTables.users.find((u) => u.roleId === row.id) ? 'system.role.inUse' : null),
    // No self-lockout: the role one is signed in with keeps 角色管理 (else nobody of it could give it back).
    check: (values, mode, { user, current }) => {
      if (mode !== 'edit' || !current || current.id !== user.roleId || !Array.isArray(values.menuIds)) return null;
      const rolesPage = systemTables.menus.all().find((m) => m.path === ROLES_PAGE);
      return rolesPage && !values.menuIds.map(Number).includes(rolesPage.id) ? 'system.role.cannotDropOwnRoles' : null;
    },
    create: (values, { table }) => ({
      id: table.nextId(),
      name: String(values.name).trim(),
      description: String(values.description ?? ''),
      remark: String(values.remark ?? ''),
      menuIds: Array.isArray(values.menuIds) ? values.menuIds.map(Number) : [],
    }),
  }),
];
