import { expect, test, type Page } from './fixtures';
import { demoReady, mainMenu, signIn, toast, userMenu } from './support';

const FALLBACK_GROUPS = ['系统设置', '会员管理', '剧场管理', '渠道管理', '运营管理', '消息推送'];

async function openProfileExpectingFailure(page: Page, reason: string) {
  await userMenu(page, '个人信息');
  const dialog = page.getByRole('dialog', { name: '个人信息' });
  await expect(dialog).toContainText('获取个人信息失败');
  await expect(dialog).toContainText(reason);
  await expect(dialog.getByRole('button', { name: '保存' })).toBeDisabled();
  return dialog;
}

test.describe('failures the user is told about', () => {
  test('a menu that cannot be loaded says 获取菜单失败 and shows the built-in menu', async ({ page }) => {
    await page.goto('/login');
    await demoReady(page);
    await page.evaluate(() => window.__demo!.fail({ status: 500, path: 'getUserMenu' }));
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel(/^密码/).fill('admin123');
    await page.getByRole('button', { name: '登录', exact: true }).click();

    await expect(page).toHaveURL(/\/home\/index$/);
    const failed = toast(page, '获取菜单失败');
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('服务异常！');
    await expect(mainMenu(page).getByRole('button')).toHaveText(FALLBACK_GROUPS);
    await expect(page.getByText('获取菜单失败，当前显示内置菜单')).toBeVisible();
  });

  test('a 500 on a call says 服务异常！, and retrying recovers', async ({ page }) => {
    await signIn(page);
    await page.evaluate(() => window.__demo!.fail({ status: 500, path: 'user/v1/info' }));
    const dialog = await openProfileExpectingFailure(page, '服务异常！');

    await dialog.getByRole('button', { name: '重试' }).click();
    await expect(dialog.getByLabel('姓名')).toHaveValue('王建国');
    await expect(dialog).not.toContainText('获取个人信息失败');
    await expect(page).toHaveURL(/\/home\/index$/);
  });

  test('no answer at all says 服务器连接失败，请稍后重试', async ({ page }) => {
    await signIn(page);
    await page.evaluate(() => window.__demo!.fail({ network: true, path: 'user/v1/info' }));
    const dialog = await openProfileExpectingFailure(page, '服务器连接失败，请稍后重试');

    await dialog.getByRole('button', { name: '重试' }).click();
    await expect(dialog.getByLabel('姓名')).toHaveValue('王建国');
  });

  test('a refused business code on HTTP 200 is a failure with the server’s reason', async ({ page }) => {
    await signIn(page);
    await userMenu(page, '个人信息');
    const dialog = page.getByRole('dialog', { name: '个人信息' });
    await expect(dialog.getByLabel('姓名')).toHaveValue('王建国');
    await page.evaluate(() => window.__demo!.fail({ code: 5001, message: '手机号已被占用', path: 'user/v1/update' }));
    await dialog.getByRole('button', { name: '保存' }).click();

    const failed = toast(page, '修改失败');
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('手机号已被占用');
    await expect(dialog).toBeVisible();
  });
});
