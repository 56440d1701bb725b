import { expect, type Locator, type Page } from '@playwright/test';
import { START_PAGE, isWorldWorkerScript, requestsInFlight, sessionOpener, unused } from './fixtures';

/** Waits until the demo backend (MSW worker + seeded database) answers. */
export async function demoReady(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(window.__demo));
  await page.evaluate(() => window.__demo!.ready);
}

/**
 * Signs in and lands on the home page. A journey's unused tab of the worker's kept context starts
 * signed in instead (the shared signed-in state, ./fixtures.ts `sessionOpener`): the session
 * opened through the demo's API and put in the tab's sessionStorage, then the home page opened,
 * as a reload of a signed-in tab would. Anywhere else (a tab that has shown a page already, a
 * journey's own new context) it signs in on the form, as `signInOnForm` always does.
 */
export async function signIn(page: Page, username = 'admin', password = 'admin123'): Promise<void> {
  await signInAt(page, HOME, username, password);
}

const HOME = '/home/index';

/**
 * Signs in and opens `route` (its path, with a query when it has one), as an operator's deep link
 * or a reload of a signed-in tab there does: the journey starts on the page it is about. In an
 * unused tab of the kept context the home page is never drawn on the way (the dashboard and its charts
 * cost a journey more than the page it came for: docs/performance.md, figure 7g); elsewhere the
 * form signs in and the page is opened after.
 */
export async function signInAt(page: Page, route: string, username = 'admin', password = 'admin123'): Promise<void> {
  const open = unused(page) ? sessionOpener(page.context()) : undefined;
  if (!open) {
    await signInOnForm(page, username, password);
    if (route !== HOME) await page.goto(route);
    return;
  }
  const session = await open(username, password);
  // A small file of the console's origin (the kept tab is there already): the tab's sessionStorage is the origin's, whichever document sets it.
  if (new URL(page.url(), 'http://x').pathname !== START_PAGE) await page.goto(START_PAGE);
  await page.evaluate(({ token, user }) => {
    sessionStorage.setItem('token', token);
    sessionStorage.setItem('user', JSON.stringify(user));
  }, session);
  await page.goto(route);
  const path = route.split(/[?#]/)[0];
  await expect(page).toHaveURL((url) => url.pathname === path);
}

/** Signs in on the sign-in form, as a person does: the sign-in page opened, the form filled and sent. */
export async function signInOnForm(page: Page, username = 'admin', password = 'admin123'): Promise<void> {
  await page.goto('/login');
  await demoReady(page);
  await page.getByLabel(/用户名|Username/).fill(username);
  await page.getByLabel(/^(密码|Password)/).fill(password);
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
  await expect(page).toHaveURL(/\/home\/index$/);
}

/**
 * The calls made on arriving home after sign-in (as admin): the sidebar's menu badge (短剧内容's
 * copyright count) and the dashboard's (its figures, and its copyright alerts: a second
 * copyrightAlerts), and the layout's display settings. Start waiting before signing in; a test that injects a failure for "the next
 * call" waits for them first, or one of them may be the one to meet it.
 */
export function shellCalls(page: Page): Promise<unknown> {
  let alerts = 0;
  return Promise.all([
    page.waitForResponse((r) => r.url().includes('/admin/drama/v1/copyrightAlerts') && ++alerts === 2),
    page.waitForResponse((r) => r.url().includes('/admin/statistics/v1/dashboard')),
    // The layout's read of the display settings (the watermark switch: src/records/display.ts).
    page.waitForResponse((r) => r.url().includes('/admin/config/v1/display')),
  ]);
}

/**
 * Waits until the page has had no request in flight for `quietMs` (Playwright's 'networkidle',
 * which never comes on a page that started the demo's world worker: ./fixtures.ts `_inflight`).
 */
export async function networkSettled(page: Page, quietMs = 500): Promise<void> {
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (requestsInFlight(page) > 0) quietSince = Date.now();
        return Date.now() - quietSince >= quietMs;
      },
      { intervals: [50] },
    )
    .toBe(true);
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
  await expect(mainMenu(page).or(phoneMenu).first()).toBeVisible();
  if (await phoneMenu.isVisible()) await phoneMenu.click();
  await openFromMenu(page, group, item, mainMenu(page));
}

/** Signs in on the sign-in form already on screen (no page load: what the console keeps in memory stays). */
export async function signInHere(page: Page, username = 'admin', password = 'admin123'): Promise<void> {
  await page.getByLabel(/^(用户名|Username)/).fill(username);
  await page.getByLabel(/^(密码|Password)/).fill(password);
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
}

/**
 * Shows a filter that may be folded behind 展开 / Expand: waits until the bar has rendered the
 * field or its expand button (under load the bar comes late, and a check made at once found
 * neither and went on with the field still folded), then unfolds it when the field is hidden.
 */
export async function revealFilter(filters: Locator, field: Locator, expandName: string): Promise<void> {
  const expand = filters.getByRole('button', { name: expandName, exact: true });
  await expect(field.or(expand).first()).toBeVisible();
  if (!(await field.isVisible())) await expand.click();
  await expect(field).toBeVisible();
}

/** Whether two boxes share any area. */
export function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Generous: journeys that walk the whole menu run next to other work on a 2-core machine. */
export const SETTLE_TIMEOUT = 30_000;

interface MenuNode {
  id: number;
  path: string;
  children?: MenuNode[];
}

/** A page of the signed-in user's menu. */
export interface MenuPage {
  /** 'home', or the menu path: 'system/user'. */
  key: string;
  route: string;
  /** The sidebar group that holds the page's link. */
  groupId?: number;
}

function routeOf(key: string): string {
  return `/${key}/index`;
}

/** Every page the signed-in user can open: the home page first, then the menu's leaves in order. */
export async function menuPages(page: Page): Promise<MenuPage[]> {
  // The console keeps the menu once its call is answered, which may come after the page's load.
  let raw: string | null = null;
  await expect.poll(async () => (raw = await sessionValue(page, 'menu')), { message: 'the menu is in sessionStorage after sign-in' }).toBeTruthy();
  const pages: MenuPage[] = [{ key: 'home', route: routeOf('home') }];
  const walk = (nodes: MenuNode[], groupId?: number) => {
    for (const node of nodes) {
      if (node.children?.length) walk(node.children, node.id);
      else {
        const key = node.path.replace(/^\/+|\/+$/g, '').replace(/\/index$/, '');
        pages.push({ key, route: routeOf(key), groupId });
      }
    }
  };
  walk(JSON.parse(raw!) as MenuNode[]);
  return pages;
}

/**
 * Opens a page from the sidebar, as a user would (a full load would seed the demo world again):
 * on a phone first opens the menu's popover (打开菜单); expands the page's group when closed,
 * then follows its link.
 */
export async function openFromSidebar(page: Page, target: MenuPage): Promise<void> {
  const menu = mainMenu(page);
  const phoneMenu = page.getByRole('button', { name: /^(打开菜单|Open menu)$/ });
  // One of the two is on screen once the layout has rendered (the sidebar may be re-rendering).
  await expect(menu.or(phoneMenu).first()).toBeVisible();
  if (!(await menu.isVisible())) await phoneMenu.click();
  if (target.groupId !== undefined) {
    const group = menu.locator(`button[aria-controls="menu-group-${target.groupId}"]`);
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  }
  await menu.locator(`a[href="${target.route}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${target.route}$`), { timeout: SETTLE_TIMEOUT });
}

/** Counts the page's requests in flight (the demo backend's answers come through its service worker). */
export function trackRequests(page: Page): () => number {
  let inFlight = 0;
  const done = () => (inFlight = Math.max(0, inFlight - 1));
  // Not the demo's world worker's script: its answer goes to the worker, and Playwright never tells the page it finished.
  page.on('request', (request) => {
    if (!isWorldWorkerScript(request)) inFlight++;
  });
  page.on('requestfinished', (request) => {
    if (!isWorldWorkerScript(request)) done();
  });
  page.on('requestfailed', (request) => {
    if (!isWorldWorkerScript(request)) done();
  });
  return () => inFlight;
}

/**
 * Waits until the page shows its content: no request in flight, the page has rendered text, no
 * spinner (role progressbar) runs inside it (its data or the menu loading), and the navigation bar
 * at the top is not running (a page's code loading; at 100 it only fades out). All of it must
 * hold for 300 ms in a row, so a gap between one load and the next does not pass.
 */
export async function settled(page: Page, inFlight: () => number): Promise<void> {
  const rendered = () =>
    page.evaluate(() => {
      const main = document.querySelector('main');
      const bar = document.querySelector('[role="progressbar"][data-visible="true"]');
      return (
        main !== null &&
        main.innerText.trim().length > 0 &&
        main.querySelector('[role="progressbar"]') === null &&
        (bar === null || bar.getAttribute('aria-valuenow') === '100')
      );
    });
  let since = 0;
  await expect
    .poll(
      async () => {
        const ready = inFlight() === 0 && (await rendered()) && inFlight() === 0;
        since = ready ? since || Date.now() : 0;
        return ready && Date.now() - since >= 300;
      },
      { message: 'the page finished loading', intervals: [100], timeout: SETTLE_TIMEOUT },
    )
    .toBe(true);
}

/** Switches the console to English from the header's language menu. */
export async function chooseEnglish(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^语言/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: /^Language/ })).toBeVisible();
  expect(await sessionValue(page, 'localeLang')).toBe('EN');
}

/** The active tab lies inside the strip's visible part (its close button too), and the strip inside the window. */
export async function expectActiveTabInView(page: Page): Promise<void> {
  await expect
    .poll(() =>
      tabStrip(page).evaluate((list) => {
        const scroller = list.parentElement!.getBoundingClientRect();
        const active = list.querySelector('[aria-selected="true"]')!.getBoundingClientRect();
        return active.left >= scroller.left - 1 && active.right <= scroller.right + 1 && scroller.left >= 0 && scroller.right <= window.innerWidth;
      }),
    )
    .toBe(true);
}

/** The text of one cell of `row`, by its column header in `table`. */
export async function cellOf(table: Locator, row: Locator, header: string): Promise<string> {
  // The row shown first: the headers are read as they are, without waiting.
  await expect(row).toBeVisible();
  const headers = (await table.locator('thead tr > *').allInnerTexts()).map((h) => h.trim());
  const index = headers.indexOf(header);
  expect(index, `a ${header} column`).toBeGreaterThanOrEqual(0);
  return (await row.locator(`> :nth-child(${index + 1})`).innerText()).trim();
}
