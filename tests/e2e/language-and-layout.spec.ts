import { expect, test, type Page } from './fixtures';
import { mainMenu, openFromMenu, sessionValue, signIn, signOut, tab, tabs, toast } from './support';

async function sidebarWidth(page: Page): Promise<number> {
  return (await page.getByTestId('sidebar').boundingBox())?.width ?? 0;
}

/** Waits for the sidebar's width transition to settle, then returns the width. */
async function settledWidth(page: Page): Promise<number> {
  let last = -1;
  await expect
    .poll(async () => {
      const now = await sidebarWidth(page);
      const stable = now === last;
      last = now;
      return stable;
    })
    .toBe(true);
  return last;
}

async function chooseLanguage(page: Page, current: '语言' | 'Language', choice: '中文' | 'English'): Promise<void> {
  // The button is named after its purpose and the current language: 语言：中文, Language: English.
  await page.getByRole('button', { name: new RegExp(`^${current}`) }).click();
  await page.getByRole('menuitemradio', { name: choice }).click();
}

test.describe('language and layout', () => {
  test('switching to English shows the English menu, widens the sidebar and survives a reload', async ({ page }) => {
    await signIn(page);
    await openFromMenu(page, '系统设置', '用户管理');
    const zhWidth = await settledWidth(page);

    await chooseLanguage(page, '语言', 'English');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('button', { name: 'System settings', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Users', exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: '系统设置' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Users');
    await expect(tabs(page)).toHaveText(['Home', 'Users']);
    await expect.poll(() => sidebarWidth(page)).toBe(zhWidth + 90);
    expect(await sessionValue(page, 'localeLang')).toBe('EN');

    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'System settings', exact: true })).toBeVisible();
    await expect(tab(page, 'Users')).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => sidebarWidth(page)).toBe(zhWidth + 90);
    expect(await sessionValue(page, 'localeLang')).toBe('EN');

    await chooseLanguage(page, 'Language', '中文');
    await expect(mainMenu(page).getByRole('button', { name: '系统设置', exact: true })).toBeVisible();
    await expect.poll(() => sidebarWidth(page)).toBe(zhWidth);
    expect(await sessionValue(page, 'localeLang')).toBe('ZH');
  });

  test('English chosen on the login screen applies after signing in', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('语言').selectOption('EN');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await signIn(page);
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'System settings', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText('Home');

    // Outcome messages follow the language too.
    await signOut(page, 'EN');
    await expect(toast(page, 'Signed out successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });

  test('the collapse toggle narrows the sidebar to icons and back', async ({ page }) => {
    await signIn(page);
    const open = await settledWidth(page);
    await page.getByRole('button', { name: '收起菜单' }).click();
    await expect.poll(() => sidebarWidth(page)).toBe(open - 145);
    // Collapsed groups show icons only (their names move to tooltips).
    await expect(mainMenu(page).getByText('会员管理', { exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: '展开菜单' }).click();
    await expect.poll(() => sidebarWidth(page)).toBe(open);
    await expect(mainMenu(page).getByRole('button', { name: '会员管理', exact: true })).toBeVisible();

    await chooseLanguage(page, '语言', 'English');
    await page.getByRole('button', { name: 'Collapse menu' }).click();
    await expect.poll(() => sidebarWidth(page)).toBe(open - 145);
  });

  test('the sidebar is exactly 210px in Chinese, 300px in English and 65px collapsed', async ({ page }) => {
    await signIn(page);
    await expect.poll(() => sidebarWidth(page)).toBe(210);
    await page.getByRole('button', { name: '收起菜单' }).click();
    await expect.poll(() => sidebarWidth(page)).toBe(65);
    await page.getByRole('button', { name: '展开菜单' }).click();
    await chooseLanguage(page, '语言', 'English');
    await expect.poll(() => sidebarWidth(page)).toBe(300);
  });

  test.describe('at phone width', () => {
    test.use({ viewport: { width: 390, height: 800 } });

    test('the sidebar is replaced by a menu button that opens the menu in a popover', async ({ page }) => {
      await signIn(page);
      await expect(page.getByTestId('sidebar')).toHaveCount(0);
      await expect(mainMenu(page)).toHaveCount(0);

      await page.getByRole('button', { name: '打开菜单' }).click();
      const menu = mainMenu(page);
      await expect(menu).toBeVisible();
      await openFromMenu(page, '会员管理', '会员信息', menu);
      await expect(page).toHaveURL(/\/member\/memberInforMation\/index$/);
      await expect(mainMenu(page)).toHaveCount(0);
      await expect(tab(page, '会员信息')).toHaveAttribute('aria-selected', 'true');
    });
  });
});

test.describe('the shell for keyboard and window users', () => {
  test('the window title names the page in the console language, and a skip link leads to the content', async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveTitle('首页 - 短剧管理后台');

    // The first Tab stop is the skip link; following it puts focus on the page's content.
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: '跳到主要内容' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();

    await openFromMenu(page, '系统设置', '用户管理');
    await expect(page).toHaveTitle('用户管理 - 短剧管理后台');
    await page.getByRole('button', { name: /^语言/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page).toHaveTitle('Users - Drama Console');
  });

  for (const [label, size] of [
    ['on a desktop', { width: 1440, height: 900 }],
    ['on a phone', { width: 390, height: 844 }],
  ] as const) {
    test(`the header keeps its height while a page loads, ${label}; the home crumb reads like the others`, async ({ page }) => {
      await page.setViewportSize(size);
      await signIn(page);
      const header = page.getByRole('banner');
      const heights: number[] = [];
      heights.push((await header.boundingBox())!.height);
      await page.goto('/system/user/index');
      heights.push((await header.boundingBox())!.height);
      await expect(page.getByRole('table', { name: '用户', exact: true }).locator('tbody tr[data-id]').first()).toBeVisible();
      heights.push((await header.boundingBox())!.height);
      expect(heights).toEqual([52, 52, 52]);

      const sizes = await page.getByRole('navigation', { name: '面包屑' }).locator('li > *:not([aria-hidden])').evaluateAll((els) => els.map((el) => getComputedStyle(el).fontSize));
      expect(new Set(sizes).size, `crumb font sizes ${sizes.join(', ')}`).toBe(1);
    });
  }
});
