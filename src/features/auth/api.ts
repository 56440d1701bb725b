import { api } from '@/lib/api/client';
import { LoginResultSchema, MenuListSchema, UserInfoSchema } from '@/features/auth/contract';
import { sortMenu } from '@/lib/menu';

/** Sign-in and account calls (docs/api.md). */
export const authApi = {
  login: (credentials: { username: string; password: string }) =>
    api.post('user/v1/login', { username: credentials.username.trim(), password: credentials.password }, LoginResultSchema),
  logout: () => api.post('user/v1/logout'),
  userMenu: async (roleId: number) => sortMenu(await api.get('menu/v1/getUserMenu', { roleId }, MenuListSchema)),
  info: (id: number) => api.get('user/v1/info', { id }, UserInfoSchema),
  update: (payload: { id: number; realName: string; email: string; phone: string }) => api.post('user/v1/update', payload),
  updatePassword: (payload: { newPassword: string; confirmPassword: string }) => api.post('user/v1/update/password', payload),
};
