import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api/client';
import { knownPages, menuGroups } from '@/lib/menu-catalogue';
import { LoginResultSchema, MenuListSchema } from '@/records/session';
import { useMockBackend } from '../support/mock-server';

const { token } = useMockBackend();

async function signIn(username = 'admin', password = 'admin123') {
  const result = await api.post('user/v1/login', { username, password }, LoginResultSchema);
  token.value = result.token;
  return result.user;
}

const page = { parentId: 1, name: '新页面', nameEn: 'New page', path: 'system/newPage', sort: 9, iconUrl: '' };

describe('menu tree: add and update', () => {
  it('refuses a negative order with the spec message, on add and on update', async () => {
    await signIn();
    await expect(api.post('menu/v1/add', { ...page, sort: -1 })).rejects.toMatchObject({ kind: 'business', serverMessage: '排序不能为负数' });
    const tree = await api.get('menu/v1/getAllMenu', undefined, MenuListSchema);
    const user = tree[0].children!.find((c) => c.path === 'system/user')!;
    await expect(api.post('menu/v1/update', { id: user.id, version: user.version, sort: -3 })).rejects.toMatchObject({ serverMessage: '排序不能为负数' });
  });

  it('answers the order message in English too', async () => {
    await signIn();
    const { configureClient } = await import('@/lib/api/client');
    configureClient({ getLanguage: () => 'EN' });
    try {
      await expect(api.post('menu/v1/add', { ...page, sort: -1 })).rejects.toMatchObject({ serverMessage: 'The order cannot be negative' });
    } finally {
      configureClient({ getLanguage: () => 'ZH' });
    }
  });

  it('adds a page under its group; the administrator role gets it; the log names the admin', async () => {
    const me = await signIn();
    const row = await api.post<{ id: number }>('menu/v1/add', page);
    const tree = await api.get('menu/v1/getAllMenu', undefined, MenuListSchema);
    const system = tree.find((g) => g.id === 1)!;
    expect(system.children!.map((c) => c.path)).toContain('system/newPage');
    const mine = await api.get('menu/v1/getUserMenu', { roleId: me.roleId }, MenuListSchema);
    expect(mine.flatMap((g) => g.children ?? []).some((c) => c.id === row.id)).toBe(true);
    const log = await api.post<{ records: Array<{ operator: string; table: string; recordId: string }> }>('oplog/v1/page', { pageNum: 1, pageSize: 5, table: 'menus' });
    expect(log.records[0]).toMatchObject({ operator: 'admin', table: 'menus', recordId: String(row.id) });
  });

  it('adds a top-level group and edits an item', async () => {
    await signIn();
    const group = await api.post<{ id: number; parentId: number | null; version: number }>('menu/v1/add', { name: '数据中心', nameEn: 'Data centre', path: 'dataCenter', sort: 20 });
    expect(group.parentId).toBeNull();
    const edited = await api.post<{ name: string; sort: number }>('menu/v1/update', { id: group.id, version: group.version, name: '数据中台', sort: 0 });
    expect(edited).toMatchObject({ name: '数据中台', sort: 0 });
  });

  it('keeps the tree two levels deep with consistent paths', async () => {
    await signIn();
    await expect(api.post('menu/v1/add', { ...page, path: 'member/newPage' })).rejects.toMatchObject({ serverMessage: expect.stringContaining('上级菜单路径') });
    await expect(api.post('menu/v1/add', { ...page, path: 'system/user' })).rejects.toMatchObject({ serverMessage: '该路径已被其他菜单使用' });
    await expect(api.post('menu/v1/add', { ...page, parentId: 100 })).rejects.toMatchObject({ serverMessage: '上级菜单须为已有的顶级菜单' });
    await expect(api.post('menu/v1/add', { ...page, path: 'system/new page' })).rejects.toMatchObject({ kind: 'business' });
    const { version } = (await api.get('menu/v1/getAllMenu', undefined, MenuListSchema)).find((g) => g.id === 1)!;
    await expect(api.post('menu/v1/update', { id: 1, version, path: 'settings' })).rejects.toMatchObject({ serverMessage: '该分组下还有子菜单，不能修改路径' });
    await expect(api.post('menu/v1/update', { id: 1, version, parentId: 2, path: 'member/system' })).rejects.toMatchObject({ kind: 'business' });
  });

  it('lists the items flat for the parent options', async () => {
    await signIn();
    const list = await api.post<{ records: Array<{ id: number; parentId: number | null }>; total: number }>('menu/v1/page', { pageNum: 1, pageSize: 1000 });
    expect(list.total).toBe(menuGroups().length + knownPages().length);
    expect(list.records.filter((r) => r.parentId === null)).toHaveLength(menuGroups().length);
  });
});
