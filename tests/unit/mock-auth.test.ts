import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { LoginResultSchema, MenuListSchema } from '@/records/session';
import { useMockBackend } from './support/mock-server';

const { token } = useMockBackend();

async function signIn(username: string, password: string) {
  const result = await api.post('user/v1/login', { username, password }, LoginResultSchema);
  token.value = result.token;
  return result;
}

describe('mock backend: sign-in and menus', () => {
  it('signs admin in and answers the full menu for the administrator role', async () => {
    const { user } = await signIn('admin', 'admin123');
    expect(user).toMatchObject({ name: 'admin', roleId: 1 });
    const menu = await api.get('menu/v1/getUserMenu', { roleId: user.roleId }, MenuListSchema);
    expect(menu.map((g) => g.path)).toContain('system');
    expect(menu.flatMap((g) => g.children ?? []).length).toBe(49);
  });

  it('gives the operator a menu without system settings', async () => {
    const { user } = await signIn('operator', 'operator123');
    const menu = await api.get('menu/v1/getUserMenu', { roleId: user.roleId }, MenuListSchema);
    expect(menu.map((g) => g.path)).not.toContain('system');
    expect(menu.map((g) => g.path)).toContain('member');
  });

  it('refuses wrong credentials with a message', async () => {
    await expect(signIn('admin', 'nope')).rejects.toMatchObject({ kind: 'business', serverMessage: '用户名或密码错误' });
  });

  it('answers 401 to every call without a valid token', async () => {
    token.value = 'forged';
    const error = await api.get('menu/v1/getAllMenu').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, sessionExpired: true, messageId: 'error.http.401' });
  });

  it('logout ends the token', async () => {
    await signIn('admin', 'admin123');
    await api.post('user/v1/logout');
    await expect(api.get('user/v1/info', { id: 1 })).rejects.toMatchObject({ status: 401 });
  });
});
