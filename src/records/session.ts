import * as v from 'valibot';
import type { MessageId } from '@/i18n';
import { RecordVersion, defineCall } from '@/lib/api/contract';
import { sortMenu } from '@/lib/menu';
import type { LoginResult as LoginResultShape, MenuItem, SessionUser as SessionUserShape } from '@/machines/session';

/** The signed-in admin as the session keeps it under `user` (section 3). */
export const SessionUserSchema: v.GenericSchema<SessionUserShape> = v.object({
  id: v.number(),
  name: v.string(),
  realName: v.string(),
  email: v.string(),
  phone: v.string(),
  roleId: v.number(),
});
export type SessionUser = v.InferOutput<typeof SessionUserSchema>;

/** POST /user/v1/login answers this (a call the spec leaves to us: see docs/api.md). */
export const LoginResultSchema: v.GenericSchema<LoginResultShape> = v.object({ token: v.string(), user: SessionUserSchema });
export type LoginResult = v.InferOutput<typeof LoginResultSchema>;

export const MenuItemSchema: v.GenericSchema<MenuItem> = v.object({
  id: v.number(),
  path: v.string(),
  name: v.string(),
  nameEn: v.string(),
  iconUrl: v.optional(v.nullable(v.string())),
  sort: v.optional(v.number()),
  parentId: v.optional(v.nullable(v.number())),
  version: v.optional(v.number()),
  children: v.optional(v.array(v.lazy(() => MenuItemSchema))),
});
export const MenuListSchema = v.array(MenuItemSchema);

/** GET /user/v1/info?id= */
export const UserInfoSchema = v.object({
  id: v.number(),
  name: v.string(),
  realName: v.string(),
  email: v.string(),
  phone: v.string(),
  /** The account's version: the profile's save sends it back (optimistic concurrency). */
  version: RecordVersion,
});
export type UserInfo = v.InferOutput<typeof UserInfoSchema>;

export const VersionSchema = v.object({ version: v.string() });

/* ---------------------------------------------------------------------------------------------
 * Calls: sign-in, the signed-in user's menu, and the account dialogs.
 * ------------------------------------------------------------------------------------------- */

/** Valibot messages are message ids, translated where shown (the mock refuses with them). */
const m = (id: MessageId) => id;
/** A record id: a positive whole number (a GET sends it in the query string: '12' is read as 12). */
const Id = v.pipe(v.number(), v.integer(), v.minValue(1));

/** Any text too long or missing is refused like wrong credentials: a sign-in never says which part was wrong. */
const Credentials = v.object({
  username: v.pipe(v.string(m('login.badCredentials')), v.maxLength(64, m('login.badCredentials'))),
  password: v.pipe(v.string(m('login.badCredentials')), v.maxLength(64, m('login.badCredentials'))),
});
const Profile = v.object({
  id: Id,
  version: RecordVersion,
  realName: v.pipe(v.string(), v.maxLength(50)),
  email: v.pipe(v.string(), v.maxLength(100)),
  phone: v.pipe(v.string(), v.maxLength(20)),
});
/** Section 5's rules are checked by the server again (src/lib/validation.ts PasswordFormSchema). */
const NewPassword = v.object({
  newPassword: v.pipe(v.string(m('valid.passwordRequired')), v.maxLength(64, m('valid.sessionPassword'))),
  confirmPassword: v.pipe(v.string(m('valid.password2Required')), v.maxLength(64, m('valid.sessionPassword'))),
});
const Anything = v.unknown();

export const loginCall = defineCall({
  method: 'POST',
  path: 'user/v1/login',
  request: Credentials,
  response: LoginResultSchema,
  access: 'write',
  summary: 'Signs in: answers the session token (sent back as the `token` header) and the user.',
  notes: 'Creates a session. Wrong credentials are a business failure (用户名或密码错误); a disabled account is refused too.',
  grant: 'public',
});
export const logoutCall = defineCall({ method: 'POST', path: 'user/v1/logout', response: Anything, access: 'write', grant: 'signed-in', summary: 'Ends the session of the token sent.' });
export const userMenuCall = defineCall({
  method: 'GET',
  path: 'menu/v1/getUserMenu',
  request: v.object({ roleId: v.optional(Id) }),
  response: MenuListSchema,
  access: 'read',
  grant: 'signed-in',
  summary: "The signed-in user's menu: the pages their role grants (section 1), groups with their pages.",
  notes: "Without `roleId`, the caller's own role. Another role's menu only for the administrator role (403 otherwise).",
});
export const userInfoCall = defineCall({
  method: 'GET',
  path: 'user/v1/info',
  request: v.object({ id: Id }),
  response: UserInfoSchema,
  access: 'read',
  // The user resource's info call (same path) serves system/user.
  grant: 'self',
  summary: "An admin user's personal information (the profile dialog).",
});
export const updateProfileCall = defineCall({
  method: 'POST',
  path: 'user/v1/update',
  request: Profile,
  response: Anything,
  access: 'write',
  // Only these fields of one's own record; the user resource's update (same path) serves system/user.
  grant: 'self',
  summary: 'Saves personal information (real name, email, phone), from the version `user/v1/info` answered.',
  notes: 'The same call as the `user` resource’s update: the user screen sends more fields. An account changed since that version is refused with code 409 and nothing is written.',
});
export const updatePasswordCall = defineCall({
  method: 'POST',
  path: 'user/v1/update/password',
  request: NewPassword,
  response: Anything,
  access: 'write',
  grant: 'signed-in',
  summary: "Changes the signed-in user's password (section 5's rules; both fields equal).",
});

/** Sign-in and account calls, as the console uses them. */
export const authApi = {
  login: (credentials: { username: string; password: string }) => loginCall.send({ username: credentials.username.trim(), password: credentials.password }),
  logout: () => logoutCall.send(undefined),
  userMenu: async (roleId: number) => sortMenu(await userMenuCall.send({ roleId })),
  info: (id: number) => userInfoCall.send({ id }),
  update: (payload: { id: number; version: number; realName: string; email: string; phone: string }) => updateProfileCall.send(payload),
  updatePassword: (payload: { newPassword: string; confirmPassword: string }) => updatePasswordCall.send(payload),
};
