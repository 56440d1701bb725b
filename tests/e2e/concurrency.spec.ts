import { expect, test, type Locator, type Page } from './fixtures';
import { demoReady, signInAt, toast } from './support';

/**
 * Issue #9, lost update: two operators edit the same record. Operator B is simulated by calls
 * made from the page straight to the same demo backend, signed in on its own session: B saves
 * while A has the record open, then A acts on what A read. A's write is refused, nothing B saved
 * is lost, and A gets the record as it is now.
 */

function table(page: Page, name: string): Locator {
  return page.getByRole('table', { name, exact: true });
}

function rowWith(page: Page, tableName: string, text: string): Locator {
  return table(page, tableName)
    .locator('tbody tr[data-id]')
    .filter({ has: page.getByRole('cell', { name: text, exact: true }) });
}

/** Signs in on the list at `url` and waits for its first rows. */
async function signInToList(page: Page, url: string, tableName: string): Promise<void> {
  await signInAt(page, url);
  await demoReady(page);
  await expect(table(page, tableName).locator('tbody tr[data-id]').first()).toBeVisible();
}

/** Operator B: signs in on a session of its own, reads the record, and saves `changes` from the version it read. */
async function otherOperatorSaves(page: Page, endpoint: string, id: number, changes: Record<string, unknown>): Promise<void> {
  const answer = await page.evaluate(
    async ({ endpoint, id, changes }) => {
      const call = async (path: string, init: RequestInit & { token?: string } = {}) => {
        const headers: Record<string, string> = { language: 'ZH', 'Content-Type': 'application/json' };
        if (init.token) headers.token = init.token;
        const res = await fetch(`/admin/${path}`, { ...init, headers });
        return (await res.json()) as { code: number; message: string; data: Record<string, unknown> };
      };
      const login = await call('user/v1/login', { method: 'POST', body: JSON.stringify({ username: 'admin', password: 'admin123' }) });
      const token = String(login.data.token);
      const record = await call(`${endpoint}/v1/info?id=${id}`, { token });
      return call(`${endpoint}/v1/update`, { method: 'POST', token, body: JSON.stringify({ id, version: record.data.version, ...changes }) });
    },
    { endpoint, id, changes },
  );
  expect(answer.code, answer.message).toBe(200);
}

const STALE = '该记录已被他人修改，请刷新后重试';

test.describe('optimistic concurrency', () => {
  test('an edit saved over someone else’s is refused; the typed values stay, and only their change is loaded', async ({ page }) => {
    await signInToList(page, '/system/roles/index', '角色');
    const row = rowWith(page, '角色', '数据分析');
    const id = Number(await row.getAttribute('data-id'));
    await row.getByRole('button', { name: '编辑' }).click();
    const form = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: '编辑角色' }) });
    await form.getByLabel('备注').fill('A 的备注');

    // Meanwhile operator B saves the description.
    await otherOperatorSaves(page, 'role', id, { description: 'B 的描述' });

    await form.getByRole('button', { name: '保存' }).click();
    const refusal = form.getByRole('alert');
    await expect(refusal).toContainText(STALE);
    await expect(toast(page, '编辑成功')).toHaveCount(0);
    await expect(form.getByLabel('备注')).toHaveValue('A 的备注');

    await refusal.getByRole('button', { name: '载入最新内容' }).click();
    await expect(form.getByRole('status').filter({ hasText: '已载入他人的修改' })).toContainText('描述');
    await expect(form.getByLabel('描述')).toHaveValue('B 的描述');
    await expect(form.getByLabel('备注')).toHaveValue('A 的备注');

    await form.getByRole('button', { name: '保存' }).click();
    await expect(toast(page, '编辑成功')).toBeVisible();
    await expect(form).toBeHidden();
    const saved = rowWith(page, '角色', '数据分析');
    await expect(saved.getByRole('cell', { name: 'B 的描述', exact: true })).toBeVisible();
    await expect(saved.getByRole('cell', { name: 'A 的备注', exact: true })).toBeVisible();
  });

  test('two operators in two tabs: the second save is refused with the typed values kept, and nothing of the first is lost', async ({ page, context }) => {
    // Operator A, first tab.
    await signInToList(page, '/system/roles/index', '角色');
    await rowWith(page, '角色', '数据分析').getByRole('button', { name: '编辑' }).click();
    const formA = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: '编辑角色' }) });
    await formA.getByLabel('备注').fill('A 在第一个标签页');

    // Operator B, second tab of the same browser (the tabs share the demo world), saves first.
    const other = await context.newPage();
    await signInToList(other, '/system/roles/index', '角色');
    await rowWith(other, '角色', '数据分析').getByRole('button', { name: '编辑' }).click();
    const formB = other.getByRole('dialog').filter({ has: other.getByRole('heading', { name: '编辑角色' }) });
    await formB.getByLabel('描述').fill('B 在第二个标签页');
    await formB.getByRole('button', { name: '保存' }).click();
    await expect(toast(other, '编辑成功')).toBeVisible();

    // A saves what A read: refused, A's typing kept; loading B's change keeps both.
    await page.bringToFront();
    await formA.getByRole('button', { name: '保存' }).click();
    await expect(formA.getByRole('alert')).toContainText(STALE);
    await expect(formA.getByLabel('备注')).toHaveValue('A 在第一个标签页');
    await formA.getByRole('alert').getByRole('button', { name: '载入最新内容' }).click();
    await expect(formA.getByLabel('描述')).toHaveValue('B 在第二个标签页');
    await formA.getByRole('button', { name: '保存' }).click();
    await expect(toast(page, '编辑成功')).toBeVisible();

    // B's tab, reloaded, shows both changes.
    await other.reload();
    await demoReady(other);
    const row = rowWith(other, '角色', '数据分析');
    await expect(row.getByRole('cell', { name: 'B 在第二个标签页', exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'A 在第一个标签页', exact: true })).toBeVisible();
  });

  test('a status switch on a record changed since is refused, and the row shows the record as it is now', async ({ page }) => {
    await signInToList(page, '/system/user/index', '用户');
    const row = rowWith(page, '用户', 'operator');
    const id = Number(await row.getAttribute('data-id'));
    const sw = page.getByRole('switch', { name: '启用 operator', exact: true });
    await expect(sw).toBeChecked();

    await otherOperatorSaves(page, 'user', id, { realName: '李晓雪' });

    await sw.click();
    await expect(toast(page, '状态切换失败')).toContainText(STALE);
    // The list reloads: B's name is shown, and the switch is back where the server has it.
    await expect(rowWith(page, '用户', 'operator').getByRole('cell', { name: '李晓雪', exact: true })).toBeVisible();
    await expect(sw).toBeChecked();

    // Now based on the current version, the switch goes through.
    await sw.click();
    await expect(toast(page, '状态切换成功')).toBeVisible();
    await expect(sw).not.toBeChecked();
  });

  test('a delete of a record changed since is refused; it stays, as it is now', async ({ page }) => {
    await signInToList(page, '/system/version/index', '版本');
    const first = table(page, '版本').locator('tbody tr[data-id]').first();
    const id = Number(await first.getAttribute('data-id'));

    await otherOperatorSaves(page, 'version', id, { description: 'B 补充的更新说明' });

    await first.getByRole('button', { name: '删除' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
    await expect(toast(page, '删除失败')).toContainText(STALE);
    const row = table(page, '版本').locator(`tbody tr[data-id="${id}"]`);
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell', { name: 'B 补充的更新说明', exact: true })).toBeVisible();
  });
});
