import { expect, type Locator, type Page } from '@playwright/test';

/** Waits until the demo backend (MSW worker + seeded database) answers. */
export async function demoReady(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(window.__demo));
  await page.evaluate(() => window.__demo!.ready);
}

export async function signIn(page: Page, username = 'admin', password = 'admin123'): Promise<void> {
  await page.goto('/login');
  await demoReady(page);
  await page.getByLabel(/用户名|Username/).fill(username);
  await page.getByLabel(/^(密码|Password)/).fill(password);
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
  await expect(page).toHaveURL(/\/home\/index$/);
}

/** The sidebar menu (a navigation landmark), in either language. */
export function mainMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: /^(主菜单|Main menu)$/ });
}

/** Opens a page from the sidebar: expands its group when closed, then follows the link. */
export async function openFromMenu(page: Page, group: string, item: string, menu: Locator = mainMenu(page)): Promise<void> {
  const groupButton = menu.getByRole('button', { name: group, exact: true });
  if ((await groupButton.getAttribute('aria-expanded')) !== 'true') await groupButton.click();
  await expect(groupButton).toHaveAttribute('aria-expanded', 'true');
  await menu.getByRole('link', { name: item, exact: true }).click();
}

export function tabStrip(page: Page): Locator {
  return page.getByRole('tablist', { name: /^(已打开的页面|Open pages)$/ });
}

export function tabs(page: Page): Locator {
  return tabStrip(page).getByRole('tab');
}

export function tab(page: Page, name: string): Locator {
  return tabStrip(page).getByRole('tab', { name, exact: true });
}

/** The close button that belongs to the tab with this title (none for the home tab): "关闭 <title>". */
export function closeButtonOf(page: Page, name: string): Locator {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('button', { name: new RegExp(`^(关闭|Close) ${escaped}$`) });
}

/** Exit system from the user menu, confirming the question it asks. */
export async function signOut(page: Page, lang: 'ZH' | 'EN' = 'ZH'): Promise<void> {
  const exit = lang === 'ZH' ? '退出系统' : 'Exit system';
  await userMenu(page, exit);
  await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: exit, exact: true }).click();
}

/** Chooses an item of the user menu (个人信息, 修改密码, 演示控制台, 退出系统). */
export async function userMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: /^(用户菜单|User menu)/ }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/**
 * The toast titled `title`. Fluent renders each toast as a `listitem` named by its title (the same
 * words are also announced in an aria-live region, which is why plain getByText finds two).
 * includeHidden: while a modal dialog is open, Fluent marks everything outside it aria-hidden,
 * toasts included, yet they are on screen; toBeVisible still checks they can be seen.
 */
export function toast(page: Page, title: string): Locator {
  return page.getByRole('listitem', { name: title, exact: true, includeHidden: true });
}

export async function sessionValue(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => sessionStorage.getItem(k), key);
}

/** Every toast on screen, whatever it says. */
export function allToasts(page: Page): Locator {
  return page.locator('[role="listitem"][aria-labelledby^="toast-title"]');
}

/** Switches the console's language from the header's language menu (any width: on a phone the button shows only its icon). */
export async function switchLanguage(page: Page, lang: 'ZH' | 'EN'): Promise<void> {
  await page.getByRole('button', { name: /^(语言|Language)/ }).click();
  await page.getByRole('menuitemradio', { name: lang === 'ZH' ? '中文' : 'English' }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^(语言|Language)[：:] ?${lang === 'ZH' ? '中文' : 'English'}$`) })).toBeVisible();
}

/** Opens a page from the menu at any width: on a phone the menu is behind the 打开菜单 button. */
export async function openPage(page: Page, group: string, item: string): Promise<void> {
  const phoneMenu = page.getByRole('button', { name: /^(打开菜单|Open menu)$/ });
  if (await phoneMenu.isVisible()) await phoneMenu.click();
  await openFromMenu(page, group, item, mainMenu(page));
}

/** Signs in on the sign-in form already on screen (no page load: what the console keeps in memory stays). */
export async function signInHere(page: Page, username = 'admin', password = 'admin123'): Promise<void> {
  await page.getByLabel(/^(用户名|Username)/).fill(username);
  await page.getByLabel(/^(密码|Password)/).fill(password);
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
}

/** Whether two boxes share any area. */
export function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
