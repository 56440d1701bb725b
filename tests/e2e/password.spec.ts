import { expect, test, type Locator, type Page } from './fixtures';
import { signIn, signOut, toast, userMenu } from './support';

async function openPasswordDialog(page: Page): Promise<Locator> {
  await userMenu(page, '修改密码');
  const dialog = page.getByRole('dialog', { name: '修改密码' });
  await expect(dialog.getByLabel('新密码')).toBeVisible();
  return dialog;
}

test.describe('change password', () => {
  test('mismatched and malformed passwords are refused with section 5 messages', async ({ page }) => {
    await signIn(page);
    const dialog = await openPasswordDialog(page);
    const password = dialog.getByLabel('新密码');
    const confirm = dialog.getByLabel('确认密码');

    await password.fill('abc123');
    await confirm.fill('abc124');
    await confirm.blur();
    await expect(dialog.getByText('两次密码不一样，请重新确认密码', { exact: true })).toBeVisible();

    await password.fill('abcdefghij');
    await password.blur();
    await expect(dialog.getByText('密码只能包含字母和数字,长度一到九位', { exact: true })).toBeVisible();

    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeVisible();
    await expect(toast(page, '修改成功')).toHaveCount(0);
  });

  test('a valid change says 修改成功 and the new password works at the next sign-in', async ({ page }) => {
    await signIn(page);
    const dialog = await openPasswordDialog(page);
    await dialog.getByLabel('新密码').fill('new123');
    await dialog.getByLabel('确认密码').fill('new123');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(toast(page, '修改成功')).toBeVisible();
    await expect(dialog).toBeHidden();

    await signOut(page);
    await expect(page).toHaveURL(/\/login$/);

    // The old password no longer works...
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel(/^密码/).fill('admin123');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: '用户名或密码错误' })).toBeVisible();

    // ...and the new one does.
    await signIn(page, 'admin', 'new123');
    await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('王建国');
  });

  test('a failed change says 修改失败 and keeps what was typed', async ({ page }) => {
    await signIn(page);
    const dialog = await openPasswordDialog(page);
    await page.evaluate(() => window.__demo!.fail({ path: 'update/password', status: 500 }));
    await dialog.getByLabel('新密码').fill('new123');
    await dialog.getByLabel('确认密码').fill('new123');
    await dialog.getByRole('button', { name: '保存' }).click();

    await expect(toast(page, '修改失败')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('新密码')).toHaveValue('new123');
    await expect(dialog.getByLabel('确认密码')).toHaveValue('new123');

    // Trying again (the failure was one-off) succeeds.
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(toast(page, '修改成功')).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});
