// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { createActor, createMachine } from 'xstate';
import '@/i18n/messages/resource';
import { api } from '@/lib/api/client';
import { catalogueMenu } from '@/lib/menu-catalogue';
import { ResourcePage } from '@/lib/resource';
import { type ConsoleActors } from '@/lib/session-context';
import type { MenuItem } from '@/machines/session';
import type { ResourceDef } from '@/lib/resource/types';
import { LoginResultSchema } from '@/records/session';
import { roleResource, userResource } from '@/features/system/resources';
import '@/features/system/messages';
import { useMockBackend } from './support/mock-server';
import { renderPage } from './support/render';

/**
 * The list page offers what the signed-in role is granted (its menu, from the session) and keeps
 * one's own account: rendered in jsdom against the demo backend.
 */

// jsdom lays nothing out: the table's virtualizer would see a scroller 0 px high and render no row.
Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1200 });

const { token } = useMockBackend();
afterEach(cleanup);

/** A menu of these pages only, inside their groups (as GET menu/v1/getUserMenu answers it). */
function menuOf(paths: string[]): MenuItem[] {
  return catalogueMenu()
    .map((g) => ({ ...g, children: (g.children ?? []).filter((c) => paths.includes(c.path)) }))
    .filter((g) => g.children.length);
}

async function page(def: ResourceDef, path: string, menu: MenuItem[]) {
  const result = await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema);
  token.value = result.token;
  // A stand-in for the session actor: the user and the menu are all the page reads.
  const session = createActor(createMachine({ context: { user: result.user, menu } })).start();
  const actors = { session, tabs: {} } as unknown as ConsoleActors;
  const Page = () => <ResourcePage def={def} />;
  renderPage(Page, path, { actors });
  // Generous: the list mounts after the mock answers, which takes seconds on a busy 2-core machine.
  return screen.findByRole('table', { name: def === userResource ? '用户' : '角色' }, { timeout: 15_000 });
}

const toolbar = () => screen.getByRole('toolbar', { name: '操作' });

describe('the list offers only what the role is granted', () => {
  it('with the role page granted: add, bulk delete, export, edit and delete', async () => {
    const table = await page(roleResource, '/system/roles/index', menuOf(['system/roles']));
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 15_000 });
    for (const name of ['新增', '批量删除', '导出']) expect(within(toolbar()).getByRole('button', { name })).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: '编辑' }).length).toBeGreaterThan(0);
    expect(within(table).getAllByRole('button', { name: '删除' }).length).toBeGreaterThan(0);
  });

  it('with only the user page (roles are its lookup): the role list shows no action at all', async () => {
    const table = await page(roleResource, '/system/roles/index', menuOf(['system/user']));
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 15_000 });
    for (const name of ['新增', '批量删除', '导出']) expect(within(toolbar()).queryByRole('button', { name })).toBeNull();
    expect(within(table).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(table).queryByRole('button', { name: '删除' })).toBeNull();
    expect(within(table).queryAllByRole('checkbox')).toEqual([]);
  });
});

describe('the list keeps one’s own account', () => {
  it('one’s own status switch and delete button are disabled with the reason; another user’s are not', async () => {
    const table = await page(userResource, '/system/user/index', menuOf(['system/user']));
    const own = await within(table).findByRole('switch', { name: '启用 admin' }, { timeout: 15_000 });
    expect(own).toHaveProperty('disabled', true);
    expect(document.getElementById(own.getAttribute('aria-describedby') ?? '')?.textContent).toBe('不能禁用当前登录的用户');
    expect(within(table).getByRole('switch', { name: '启用 operator' })).toHaveProperty('disabled', false);

    const rows = within(table).getAllByRole('row');
    const ownRow = rows.find((r) => within(r).queryByRole('switch', { name: '启用 admin' }))!;
    const otherRow = rows.find((r) => within(r).queryByRole('switch', { name: '启用 operator' }))!;
    expect(within(ownRow).getByRole('button', { name: '删除' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(otherRow).getByRole('button', { name: '删除' }).getAttribute('aria-disabled')).toBeNull();
  });
});
