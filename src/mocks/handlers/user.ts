import { http } from 'msw';
import * as v from 'valibot';
import { fieldErrors, PasswordFormSchema, emailRule, personNameRule, phoneRule } from '@/lib/validation';
import type { AdminUser } from '@/lib/schemas/system';
import type { MessageId } from '@/i18n';
import { db } from '../db';
import { API, authed, body, ok, page, refuse } from '../http';

/** The session user as the console keeps it: never the password. */
export function publicUser(u: AdminUser) {
  return { id: u.id, name: u.name, realName: u.realName, email: u.email, phone: u.phone, roleId: u.roleId };
}

function newToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `demo-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

const ProfileUpdate = v.object({ realName: personNameRule, email: emailRule, phone: phoneRule });

export const userHandlers = [
  http.post(`${API}/user/v1/login`, async ({ request }) => {
    const { username, password } = await body<{ username?: string; password?: string }>(request);
    const user = db.users.find((u) => u.name === String(username ?? '').trim());
    if (!user || user.password !== password) return refuse(request, 'login.badCredentials', 400);
    if (!user.enabled) return refuse(request, 'login.disabled', 403);
    const token = newToken();
    await db.sessions.insert({ id: token, userId: user.id, createdAt: new Date().toISOString() });
    return ok({ token, user: publicUser(user) });
  }),

  http.post(
    `${API}/user/v1/logout`,
    authed(({ request }) => {
      const token = request.headers.get('token');
      if (token) db.sessions.remove(token);
      return ok(true);
    }),
  ),

  http.get(
    `${API}/user/v1/info`,
    authed(({ request, user }) => {
      const id = Number(new URL(request.url).searchParams.get('id') ?? user.id);
      const found = db.users.get(id);
      if (!found) return refuse(request, 'error.http.404', 404);
      return ok({ id: found.id, name: found.name, realName: found.realName, email: found.email, phone: found.phone });
    }),
  ),

  http.post(
    `${API}/user/v1/update`,
    authed(async ({ request, user }) => {
      const input = await body<Partial<AdminUser>>(request);
      const id = Number(input.id ?? user.id);
      if (!db.users.get(id)) return refuse(request, 'error.http.404', 404);
      const patch = { realName: String(input.realName ?? ''), email: String(input.email ?? ''), phone: String(input.phone ?? '') };
      const errors = fieldErrors(ProfileUpdate, patch);
      const first = Object.values(errors)[0];
      if (first) return refuse(request, first, 400);
      await db.users.update(id, patch);
      return ok(true);
    }),
  ),

  http.post(
    `${API}/user/v1/update/password`,
    authed(async ({ request, user }) => {
      const { newPassword, confirmPassword } = await body<{ newPassword?: string; confirmPassword?: string }>(request);
      const errors = fieldErrors(PasswordFormSchema, { password: String(newPassword ?? ''), password2: String(confirmPassword ?? '') });
      const first: MessageId | undefined = errors.password ?? errors.password2;
      if (first) return refuse(request, first, 400);
      await db.users.update(user.id, { password: String(newPassword) });
      return ok(true);
    }),
  ),

  http.post(
    `${API}/user/v1/page`,
    authed(async ({ request }) => {
      const q = await body<{ pageNum?: number; pageSize?: number; name?: string }>(request);
      const text = String(q.name ?? '').trim().toLowerCase();
      const rows = db.users
        .all()
        .filter((u) => !text || u.name.toLowerCase().includes(text) || u.realName.includes(text))
        .sort((a, b) => a.id - b.id)
        .map(({ password: _password, ...rest }) => rest);
      return ok(page(rows, q.pageNum, q.pageSize));
    }),
  ),

  http.post(
    `${API}/user/v1/add`,
    authed(async ({ request }) => {
      const input = await body<Partial<AdminUser>>(request);
      const name = String(input.name ?? '').trim();
      if (!/^[A-Za-z0-9]{5,20}$/.test(name)) return refuse(request, 'valid.userNameChars', 400);
      if (db.users.find((u) => u.name === name)) return refuse(request, 'msg.addFailed', 400);
      const user = await db.users.insert({
        id: db.users.nextId(),
        name,
        realName: String(input.realName ?? ''),
        email: String(input.email ?? ''),
        phone: String(input.phone ?? ''),
        password: String(input.password ?? ''),
        roleId: Number(input.roleId ?? 2),
        enabled: input.enabled ?? true,
        createTime: new Date().toISOString(),
      });
      return ok(publicUser(user));
    }),
  ),
];
