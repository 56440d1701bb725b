import { expect, test, type Dialog, type Locator, type Page } from './fixtures';
import { demoReady, signInAt, toast } from './support';

/**
 * Issue #9: a form with unsaved changes makes the browser ask before a reload (or closing the
 * window), through `beforeunload` (src/lib/dirty.ts); once saved or discarded, nothing asks.
 */

const USERS = '/system/user/index';

async function openAddUser(page: Page): Promise<Locator> {
  await signInAt(page, USERS);
  await demoReady(page);
  await expect(page.getByRole('table', { name: '用户', exact: true }).locator('tbody tr[data-id]').first()).toBeVisible();
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const form = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: '新增用户' }) });
  await expect(form).toBeVisible();
  return form;
}

/** Tries to reload; returns the type of the dialog the browser showed (dismissed: stay), if any. */
async function tryReload(page: Page): Promise<string | null> {
  const shown = page.waitForEvent('dialog', { timeout: 5_000 }).then(
    async (d: Dialog) => {
      const type = d.type();
      await d.dismiss();
      return type;
    },
    () => null,
  );
  // Not page.reload(): when the user stays, that navigation never finishes.
  await page.evaluate(() => setTimeout(() => location.reload(), 100));
  return shown;
}

/** Reloads and expects no question: the page loads again. */
async function reloadsWithoutQuestion(page: Page): Promise<void> {
  const dialogs: string[] = [];
  const onDialog = (d: Dialog) => {
    dialogs.push(d.type());
    void d.accept();
  };
  page.on('dialog', onDialog);
  await page.reload();
  await demoReady(page);
  page.off('dialog', onDialog);
  expect(dialogs).toEqual([]);
}

test('typing in the add-user form makes a reload ask; staying keeps what was typed; saving lets it go', async ({ page }) => {
  const form = await openAddUser(page);
  await form.getByLabel('用户名').fill('trainee02');

  expect(await tryReload(page)).toBe('beforeunload');
  // Stayed: the form and the text are still there.
  await expect(form.getByLabel('用户名')).toHaveValue('trainee02');

  await form.getByLabel('姓名').fill('林小雨');
  await form.getByLabel(/^密码/).fill('train123');
  await form.getByLabel(/^确认密码/).fill('train123');
  await form.getByLabel('邮箱').fill('trainee02@drama.example');
  await form.getByLabel('手机号').fill('13700137001');
  await form.getByLabel('角色').selectOption({ label: '运营人员' });
  await form.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '添加成功')).toBeVisible();
  await expect(form).toBeHidden();

  await reloadsWithoutQuestion(page);
});

test('after discarding the edits, a reload goes through without a question', async ({ page }) => {
  const form = await openAddUser(page);
  await form.getByLabel('姓名').fill('林小雨');
  expect(await tryReload(page)).toBe('beforeunload');

  await form.getByRole('button', { name: '取消' }).click();
  const question = page.getByRole('alertdialog').filter({ hasText: '有未保存的修改，确定放弃吗？' });
  await question.getByRole('button', { name: '放弃修改' }).click();
  await expect(form).toBeHidden();

  await reloadsWithoutQuestion(page);
});

test('an untouched form does not ask', async ({ page }) => {
  await openAddUser(page);
  await reloadsWithoutQuestion(page);
});
