import { expect, test } from './fixtures';
import { demoReady, mainMenu, openFromMenu, toast, sessionValue, signIn, signInOnForm, signOut, userMenu } from './support';

const ADMIN_GROUPS = ['系统设置', '会员管理', '剧场管理', '渠道管理', '运营管理', '消息推送', '统计报表', '市场报表', '工具类'];

test.describe('signing in and out', () => {
  test('admin signs in to the home page with all nine menu groups and a 首页 breadcrumb', async ({ page }) => {
    await signInOnForm(page);
    const menu = mainMenu(page);
    const groups = menu.getByRole('button');
    await expect(groups).toHaveCount(9);
    await expect(groups).toHaveText(ADMIN_GROUPS);

    const crumbs = page.getByRole('navigation', { name: '面包屑' });
    await expect(crumbs).toHaveText('首页');
    await expect(crumbs.getByText('首页')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('王建国');
    // The demo build says so beside the logo (a real build says 正式).
    await expect(page.getByRole('complementary').getByTitle(/^演示环境/)).toHaveText('演示');
  });

  test('wrong credentials keep what was typed, and the button is disabled while signing in', async ({ page }) => {
    await page.goto('/login');
    await demoReady(page);
    await page.evaluate(() => window.__demo!.latency(1500));
    const username = page.getByLabel('用户名');
    const password = page.getByLabel(/^密码/);
    await username.fill('admin');
    await password.fill('wrong99');
    const submit = page.locator('form button[type="submit"]');
    await submit.click();
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveText(/登录中/);

    await expect(page.getByRole('alert').filter({ hasText: '用户名或密码错误' })).toBeVisible();
    await expect(submit).toBeEnabled();
    await expect(submit).toHaveText('登录');
    await expect(username).toHaveValue('admin');
    await expect(password).toHaveValue('wrong99');
    await expect(page).toHaveURL(/\/login$/);
    expect(await sessionValue(page, 'token')).toBeNull();
  });

  test('exit system says 退出成功, returns to login and forgets the token', async ({ page }) => {
    await signIn(page);
    await openFromMenu(page, '系统设置', '用户管理');
    expect(await sessionValue(page, 'token')).not.toBeNull();
    // Exit asks first: staying keeps the session.
    await userMenu(page, '退出系统');
    const question = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(question).toContainText('确定要退出系统吗？');
    await question.getByRole('button', { name: '取消' }).click();
    await expect(question).toBeHidden();
    expect(await sessionValue(page, 'token')).not.toBeNull();
    await signOut(page);
    await expect(toast(page, '退出成功')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await sessionValue(page, 'token')).toBeNull();
    expect(await sessionValue(page, 'user')).toBeNull();

    // Going back does not reopen the console, and the guard keeps the user out.
    await page.goBack();
    await expect(page).toHaveURL(/\/login/);
    await expect(mainMenu(page)).toHaveCount(0);
    await page.goto('/home/index');
    await expect(page).toHaveURL(/\/login$/);
  });
});
