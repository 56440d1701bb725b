import { expect, test, type Page } from './fixtures';
import { demoReady, mainMenu, signIn, switchLanguage, tabs } from './support';

/**
 * Issue #8: "no permission" and "not found" are two screens. A page of the console that the
 * role's menu does not include (the operator's role has no 系统设置) shows 403 with the way home;
 * a path that is no page shows 404. Both name themselves in the window title and the breadcrumb,
 * in Chinese and English, and neither opens a tab. The 403 screen asks for the menu again, so a
 * page granted meanwhile opens.
 */

const USERS = '/system/user/index';

const TEXT = {
  ZH: {
    forbidden: '无权限访问',
    forbiddenBody: '当前账号无权限访问！',
    notFound: '页面不存在',
    notFoundBody: '你所访问的页面不存在！',
    app: '短剧管理后台',
    home: '首页',
    backHome: '返回首页',
    breadcrumb: '面包屑',
  },
  EN: {
    forbidden: 'No permission',
    forbiddenBody: 'This account has no permission to access this page',
    notFound: 'Page not found',
    notFoundBody: 'The page you requested does not exist.',
    app: 'Drama Console',
    home: 'Home',
    backHome: 'Back to home',
    breadcrumb: 'Breadcrumb',
  },
} as const;

type Words = (typeof TEXT)[keyof typeof TEXT];

/** Types a URL into the address bar (a full load) and waits for the demo backend. */
async function typeUrl(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await demoReady(page);
}

async function expectScreen(page: Page, w: Words, kind: 'forbidden' | 'notFound'): Promise<void> {
  const title = kind === 'forbidden' ? w.forbidden : w.notFound;
  const other = kind === 'forbidden' ? w.notFound : w.forbidden;
  const screen = page.locator('main section').filter({ has: page.getByRole('heading', { level: 1, name: title, exact: true }) });
  await expect(screen).toBeVisible();
  await expect(screen).toContainText(kind === 'forbidden' ? w.forbiddenBody : w.notFoundBody);
  // Each has its own icon: the two screens are told apart by more than their words.
  await expect(screen.locator('svg').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: other, exact: true })).toHaveCount(0);
  await expect(page).toHaveTitle(`${title} - ${w.app}`);
  await expect(page.getByRole('navigation', { name: w.breadcrumb }).locator('[aria-current="page"]')).toHaveText(title);
  // An error screen opens no tab.
  await expect(tabs(page)).toHaveText([w.home]);
}

/** The icon's drawing, to tell the two screens' icons apart. */
async function iconOf(page: Page): Promise<string> {
  return page.locator('main section svg').first().evaluate((svg) => svg.innerHTML);
}

/** As an administrator, from the page: adds the users page (and its group) to the operator role's menu. */
async function grantUsersPageToOperator(page: Page): Promise<void> {
  const answer = await page.evaluate(async () => {
    const call = async (path: string, init: RequestInit & { token?: string } = {}) => {
      const headers: Record<string, string> = { language: 'ZH', 'Content-Type': 'application/json' };
      if (init.token) headers.token = init.token;
      const res = await fetch(`/admin/${path}`, { ...init, headers });
      return (await res.json()) as { code: number; message: string; data: unknown };
    };
    const login = await call('user/v1/login', { method: 'POST', body: JSON.stringify({ username: 'admin', password: 'admin123' }) });
    const token = String((login.data as { token: string }).token);
    const menu = (await call('menu/v1/getUserMenu', { token })).data as { id: number; path: string; children?: { id: number; path: string }[] }[];
    const system = menu.find((g) => g.path === 'system')!;
    const users = system.children!.find((p) => p.path === 'system/user')!;
    const roles = (await call('role/v1/page', { method: 'POST', token, body: JSON.stringify({ pageNum: 1, pageSize: 50 }) })).data as {
      records: { id: number; name: string; menuIds: number[]; version: number }[];
    };
    const operator = roles.records.find((r) => r.id === 2)!;
    return call('role/v1/update', {
      method: 'POST',
      token,
      body: JSON.stringify({ ...operator, menuIds: [...new Set([...operator.menuIds, system.id, users.id])] }),
    });
  });
  expect(answer.code, answer.message).toBe(200);
}

for (const lang of ['ZH', 'EN'] as const) {
  test(`403 for a page outside the role's menu, 404 for an unknown path, each with the way home (${lang})`, async ({ page }) => {
    const w = TEXT[lang];
    await signIn(page, 'operator', 'operator123');
    if (lang === 'EN') await switchLanguage(page, 'EN');

    await typeUrl(page, USERS);
    await expectScreen(page, w, 'forbidden');
    const forbiddenIcon = await iconOf(page);
    await page.getByRole('button', { name: w.backHome, exact: true }).click();
    await expect(page).toHaveURL(/\/home\/index$/);
    await expect(page).toHaveTitle(`${w.home} - ${w.app}`);

    await typeUrl(page, '/no/such/index');
    await expectScreen(page, w, 'notFound');
    expect(await iconOf(page)).not.toBe(forbiddenIcon);
    await page.getByRole('button', { name: w.backHome, exact: true }).click();
    await expect(page).toHaveURL(/\/home\/index$/);

    // Any other unknown path is not found either; a known page of the role still opens.
    await typeUrl(page, '/nowhere');
    await expectScreen(page, w, 'notFound');
    await typeUrl(page, '/member/memberInforMation/index');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    await expect(tabs(page)).toHaveCount(2);
  });
}

test('the administrator opens every page of the console: no 403 on its own menu', async ({ page }) => {
  await signIn(page);
  await typeUrl(page, USERS);
  await expect(page.getByRole('table', { name: '用户', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: TEXT.ZH.forbidden })).toHaveCount(0);
});

test('a page granted after sign-in opens once the 403 screen has asked for the menu again', async ({ page }) => {
  const w = TEXT.ZH;
  await signIn(page, 'operator', 'operator123');
  await typeUrl(page, USERS);
  await expectScreen(page, w, 'forbidden');
  await page.getByRole('button', { name: w.backHome, exact: true }).click();
  await expect(page).toHaveURL(/\/home\/index$/);

  await grantUsersPageToOperator(page);
  // Back to the same address without a page load: the 403 screen asks for the menu, which now has it.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${USERS}$`));
  await expect(page.getByRole('table', { name: '用户', exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`用户管理 - ${w.app}`);
  await expect(mainMenu(page).getByRole('button', { name: '系统设置', exact: true })).toBeVisible();
});
