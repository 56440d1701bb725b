import { expect, test, type Locator, type Page } from './fixtures';
import { demoReady, revealFilter, signInAt, toast } from './support';

/**
 * Permissions and no self-lockout (issue #9): the signed-in administrator cannot disable, delete
 * or re-role their own account: the controls are disabled with the reason, and the server refuses
 * the same calls sent by hand. An operator reaches only the pages its menu grants, lookups of
 * other pages included, and the server refuses the rest with 403.
 */

const USERS = '/system/user/index';

function rowWith(page: Page, text: string): Locator {
  return page
    .getByRole('table', { name: '用户', exact: true })
    .locator('tbody tr[data-id]')
    .filter({ has: page.getByRole('cell', { name: text, exact: true }) });
}

/** Signs in on the user list and waits for admin's row. */
async function signInToUsers(page: Page): Promise<void> {
  await signInAt(page, USERS);
  await demoReady(page);
  await expect(rowWith(page, 'admin')).toHaveCount(1);
}

/** A call sent by hand with the console's session, as any API client could: the envelope and the HTTP status. */
function callApi(page: Page, path: string, body: unknown, language = 'ZH') {
  return page.evaluate(
    async ({ path, body, language }) => {
      const res = await fetch(`/admin/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', token: sessionStorage.getItem('token') ?? '', language },
        body: JSON.stringify(body),
      });
      return { status: res.status, ...((await res.json()) as { code: number; message: string }) };
    },
    { path, body, language },
  );
}

/** The version of a user record as the server has it now (writes send it back: optimistic concurrency). */
function versionOf(page: Page, id: number): Promise<number> {
  return page.evaluate(async (id) => {
    const res = await fetch(`/admin/user/v1/info?id=${id}`, { headers: { token: sessionStorage.getItem('token') ?? '', language: 'ZH' } });
    return ((await res.json()) as { data: { version: number } }).data.version;
  }, id);
}

test.describe('no self-lockout', () => {
  test('one’s own status switch and delete button are disabled with the reason; the server refuses the same calls', async ({ page }) => {
    await signInToUsers(page);
    const own = rowWith(page, 'admin');

    const mine = own.getByRole('switch', { name: '启用 admin', exact: true });
    await expect(mine).toBeChecked();
    await expect(mine).toBeDisabled();
    await expect(mine).toHaveAccessibleDescription('不能禁用当前登录的用户');
    await own.locator('[data-locked]').hover();
    await expect(page.getByRole('tooltip')).toHaveText('不能禁用当前登录的用户');
    // Another user's switch works as before.
    await expect(rowWith(page, 'operator').getByRole('switch', { name: '启用 operator', exact: true })).toBeEnabled();

    const remove = own.getByRole('button', { name: '删除' });
    await expect(remove).toBeDisabled();
    await remove.focus();
    await expect(page.getByRole('tooltip')).toHaveText('不能删除当前登录的用户');
    await expect(rowWith(page, 'operator').getByRole('button', { name: '删除' })).toBeEnabled();

    // The same calls by hand, from the current version: refused with a business message, in the caller's language.
    const version = await versionOf(page, 1);
    expect(await callApi(page, 'user/v1/status', { id: 1, version, value: false })).toMatchObject({ status: 200, code: 400, message: '不能禁用当前登录的用户' });
    expect(await callApi(page, 'user/v1/status', { id: 1, version, value: false }, 'EN')).toMatchObject({ code: 400, message: 'You cannot disable the user you are signed in as' });
    expect(await callApi(page, 'user/v1/update', { id: 1, version, roleId: 2 })).toMatchObject({ code: 400, message: '不能修改当前登录用户的角色' });
    expect(await callApi(page, 'user/v1/delete', { ids: [1], versions: [version] })).toMatchObject({ code: 400, message: '不能删除当前登录的用户' });
    expect(await versionOf(page, 1)).toBe(version);

    // Nothing changed: after a reload the account is enabled, an administrator, and still signed in.
    await page.reload();
    await demoReady(page);
    await expect(rowWith(page, 'admin').getByRole('switch', { name: '启用 admin', exact: true })).toBeChecked();
    await expect(rowWith(page, 'admin').getByRole('cell', { name: '超级管理员', exact: true })).toHaveCount(1);
  });

  test('in the edit form of oneself the role and status are disabled with the reason, and the rest saves', async ({ page }) => {
    await signInToUsers(page);
    await rowWith(page, 'admin').getByRole('button', { name: '编辑' }).click();
    const form = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: '编辑用户' }) });
    await expect(form).toBeVisible();

    const role = form.getByRole('combobox', { name: '角色', exact: true });
    await expect(role).toBeDisabled();
    await expect(form.getByText('不能修改当前登录用户的角色')).toBeVisible();
    await expect(form.getByRole('switch', { name: '启用' })).toBeDisabled();
    await expect(form.getByText('不能禁用当前登录的用户')).toBeVisible();

    await form.getByLabel('手机号').fill('13800138111');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(toast(page, '编辑成功')).toBeVisible();
    await expect(rowWith(page, 'admin').getByRole('cell', { name: '13800138111', exact: true })).toHaveCount(1);

    // Another user's form keeps its role select.
    await rowWith(page, 'operator').getByRole('button', { name: '编辑' }).click();
    const other = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: '编辑用户' }) });
    await expect(other.getByRole('combobox', { name: '角色', exact: true })).toBeEnabled();
  });
});

test.describe('permissions', () => {
  test('the operator’s pages work, lookups of other pages included; the system settings answer 403', async ({ page }) => {
    await signInAt(page, '/member/memberInforMation/index', 'operator', 'operator123');
    await demoReady(page);
    // The channel filter's options come from the channel list: a lookup the member page's grant allows.
    const filters = page.getByRole('search', { name: '筛选条件' });
    // Folded filters are rendered once unfolded (展开).
    const channel = filters.getByLabel('发展渠道', { exact: true });
    await revealFilter(filters, channel, '展开');
    await expect(channel.locator('option', { hasText: 'LINE 広告' })).toHaveCount(1);

    expect(await callApi(page, 'user/v1/update', { id: 2, roleId: 1 })).toMatchObject({ status: 403, code: 403, message: '当前账号无权限访问！' });
    expect(await callApi(page, 'user/v1/status', { id: 1, value: false })).toMatchObject({ status: 403, message: '当前账号无权限访问！' });
  });
});
