import { expect, test } from './fixtures';
import { demoReady, mainMenu, signIn } from './support';

test.describe('navigation guard', () => {
  test('/ leads to the login screen', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  });

  test('a page opened without signing in goes to login, and signing in returns to it, its search (the list page) included', async ({ page }) => {
    await page.goto('/system/user/index?page=2');
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/system/user/index?page=2');
    await expect(page.getByLabel('用户名')).toBeVisible();
    await expect(mainMenu(page)).toHaveCount(0);

    await demoReady(page);
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel(/^密码/).fill('admin123');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/system\/user\/index\?page=2$/);
    await expect(page.getByRole('navigation', { name: '面包屑' })).toContainText('用户管理');
    await expect(page.getByText(/^第 2 \/ [\d,]+ 页$/)).toBeVisible();
  });

  test('a signed-in user who opens /login or /home is sent to the home page', async ({ page }) => {
    await signIn(page);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/home\/index$/);
    await expect(mainMenu(page)).toBeVisible();
    await page.goto('/home');
    await expect(page).toHaveURL(/\/home\/index$/);
  });

  test('operator has no system settings, and typing a system page shows no-permission inside the layout', async ({ page }) => {
    await signIn(page, 'operator', 'operator123');
    const menu = mainMenu(page);
    await expect(menu.getByRole('button', { name: '会员管理', exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: '系统设置', exact: true })).toHaveCount(0);
    await expect(menu.getByRole('button')).toHaveCount(8);

    await page.goto('/system/user/index');
    await expect(page).toHaveURL(/\/system\/user\/index$/);
    await expect(page.getByRole('heading', { name: '无权限访问' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '页面不存在' })).toHaveCount(0);
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await expect(mainMenu(page).getByRole('button', { name: '会员管理', exact: true })).toBeVisible();
    await expect(mainMenu(page).getByRole('button', { name: '系统设置', exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/home\/index$/);
    await expect(page.getByRole('heading', { name: '无权限访问' })).toHaveCount(0);
  });
});
