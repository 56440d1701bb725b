import { expect, test, type Locator, type Page } from './fixtures';
import { signIn, toast, userMenu } from './support';

async function openProfile(page: Page): Promise<Locator> {
  await userMenu(page, '个人信息');
  const dialog = page.getByRole('dialog', { name: '个人信息' });
  await expect(dialog.getByLabel('姓名')).toHaveValue('王建国');
  return dialog;
}

/** Types into a field and leaves it, as a person does; then the field shows `expected`. */
async function blurShows(dialog: Locator, label: string, value: string, expected: string): Promise<void> {
  const input = dialog.getByLabel(label);
  await input.fill(value);
  await input.blur();
  await expect(dialog.getByText(expected, { exact: true })).toBeVisible();
}

test.describe('personal information', () => {
  test('each field says what is wrong when the user leaves it', async ({ page }) => {
    await signIn(page);
    const dialog = await openProfile(page);
    await expect(dialog.getByLabel('用户名')).toHaveValue('admin');
    await expect(dialog.getByLabel('用户名')).not.toBeEditable();
    await expect(dialog.getByLabel('邮箱')).toHaveValue('admin@drama.example');
    await expect(dialog.getByLabel('手机号')).toHaveValue('13800138000');

    await blurShows(dialog, '姓名', '', '请输入姓名');
    await blurShows(dialog, '姓名', 'abc1', '姓名只能包含字母和汉字');
    await blurShows(dialog, '邮箱', 'x@', '请输入正确的邮箱');
    await blurShows(dialog, '邮箱', '', '请输入邮箱');
    await blurShows(dialog, '手机号', '12345', '请输入正确的手机号');
    await blurShows(dialog, '手机号', '', '请输入手机号');

    // A corrected field drops its message.
    await dialog.getByLabel('姓名').fill('张三');
    await dialog.getByLabel('姓名').blur();
    await expect(dialog.getByText('姓名只能包含字母和汉字')).toHaveCount(0);

    // Saving with errors left does not close the dialog.
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('请输入邮箱', { exact: true })).toBeVisible();
    await expect(toast(page, '修改成功')).toHaveCount(0);
  });

  test('a valid save says 修改成功, shows the new name in the user menu and is kept', async ({ page }) => {
    await signIn(page);
    const userButton = page.getByRole('button', { name: '用户菜单' });
    await expect(userButton).toContainText('王建国');
    const dialog = await openProfile(page);

    await dialog.getByLabel('姓名').fill('张三丰');
    await dialog.getByLabel('邮箱').fill('zhang@drama.example');
    await dialog.getByLabel('手机号').fill('13712345678');
    await dialog.getByRole('button', { name: '保存' }).click();

    await expect(toast(page, '修改成功')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(userButton).toContainText('张三丰');

    // The server kept it: the dialog opens with the saved values, and so does a reload.
    await page.reload();
    await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('张三丰');
    await userMenu(page, '个人信息');
    const again = page.getByRole('dialog', { name: '个人信息' });
    await expect(again.getByLabel('姓名')).toHaveValue('张三丰');
    await expect(again.getByLabel('邮箱')).toHaveValue('zhang@drama.example');
    await expect(again.getByLabel('手机号')).toHaveValue('13712345678');
  });

  test('a failed save says 修改失败 with the reason and keeps the dialog and its values', async ({ page }) => {
    await signIn(page);
    const dialog = await openProfile(page);
    await page.evaluate(() => window.__demo!.fail({ path: 'user/v1/update', status: 500 }));
    await dialog.getByLabel('姓名').fill('张三丰');
    await dialog.getByRole('button', { name: '保存' }).click();

    const failed = toast(page, '修改失败');
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('服务异常！');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('姓名')).toHaveValue('张三丰');

    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('王建国');
  });
});

test.describe('personal information changed elsewhere', () => {
  test('a stale save says so with 载入最新内容, which brings in the other change and keeps what was typed', async ({ page }) => {
    await signIn(page);
    const dialog = await openProfile(page);
    await dialog.getByLabel('姓名').fill('张三丰');

    // Meanwhile, in another tab, the same account's phone number is saved.
    const status = await page.evaluate(async () => {
      const headers = { token: sessionStorage.getItem('token') ?? '', language: 'ZH', 'content-type': 'application/json' };
      const info = (await (await fetch('/admin/user/v1/info?id=1', { headers })).json()) as { data: Record<string, unknown> };
      const { id, version, realName, email } = info.data;
      const res = await fetch('/admin/user/v1/update', { method: 'POST', headers, body: JSON.stringify({ id, version, realName, email, phone: '13900139000' }) });
      return ((await res.json()) as { code: number }).code;
    });
    expect(status).toBe(200);

    await dialog.getByRole('button', { name: '保存' }).click();
    const alert = dialog.getByRole('alert').filter({ hasText: '该记录已被他人修改，请刷新后重试' });
    await expect(alert).toBeVisible();
    await expect(dialog.getByLabel('姓名')).toHaveValue('张三丰');

    await alert.getByRole('button', { name: '载入最新内容' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: '已载入他人的修改：手机号' })).toBeVisible();
    await expect(dialog.getByLabel('手机号')).toHaveValue('13900139000');
    await expect(dialog.getByLabel('姓名')).toHaveValue('张三丰');

    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(toast(page, '修改成功')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('张三丰');
  });
});
