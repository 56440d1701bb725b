import { expect, test, type Page } from './fixtures';
import { networkSettled, openPage, sessionValue, signIn, signInHere, switchLanguage, tab, tabs, toast, userMenu } from './support';

/**
 * Issue #8: a session that ends by 401 (or 300, or idle expiry) sends the operator to the sign-in
 * page; signing in again as the same user returns to the page they were on (path and search:
 * the list's page) with the same tabs and the same active tab. Another user starts fresh at home.
 * At 1440x900 and 390x844, in Chinese and English.
 */

const USERS = '/system/user/index';

const TEXT = {
  ZH: {
    system: '系统设置',
    users: '用户管理',
    roles: '角色管理',
    members: '会员管理',
    memberInfo: '会员信息',
    home: '首页',
    profile: '个人信息',
    expired: '登录失效！请您重新登录',
    usersTable: '用户',
    next: '下一页',
    page2: /^第 2 \/ [\d,]+ 页$/,
  },
  EN: {
    system: 'System settings',
    users: 'Users',
    roles: 'Roles',
    members: 'Members',
    memberInfo: 'Member information',
    home: 'Home',
    profile: 'Personal information',
    expired: 'Sign-in is no longer valid! Please sign in again',
    usersTable: 'user',
    next: 'Next page',
    page2: /^Page 2 of [\d,]+$/,
  },
} as const;

type Words = (typeof TEXT)[keyof typeof TEXT];

function userRows(page: Page, w: Words) {
  return page.getByRole('table', { name: w.usersTable, exact: true }).locator('tbody tr[data-id]');
}

/** Opens users, members and roles as tabs, goes back to the users tab and to page 2 of its list. */
async function setTheScene(page: Page, w: Words): Promise<string[]> {
  await openPage(page, w.system, w.users);
  await expect(userRows(page, w).first()).toBeVisible();
  await openPage(page, w.members, w.memberInfo);
  await expect(tab(page, w.memberInfo)).toHaveAttribute('aria-selected', 'true');
  await openPage(page, w.system, w.roles);
  await expect(tab(page, w.roles)).toHaveAttribute('aria-selected', 'true');

  // The users tab, in the middle of the strip, is the active one; its list is on page 2.
  await tab(page, w.users).click();
  await expect(page).toHaveURL(new RegExp(`${USERS}$`));
  const firstOfPage1 = await userRows(page, w).first().getAttribute('data-id');
  await page.getByRole('button', { name: w.next, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${USERS}\\?page=2$`));
  await expect(page.getByText(w.page2)).toBeVisible();
  await expect(userRows(page, w).first()).not.toHaveAttribute('data-id', firstOfPage1 ?? '');
  const page2Ids = await userRows(page, w).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-id') ?? ''));
  await expect(tabs(page)).toHaveText([w.home, w.users, w.memberInfo, w.roles]);
  await networkSettled(page);
  return page2Ids;
}

/** Ends the session the way a server does: the next call (the profile's GET user/v1/info) answers 401. */
async function expireWith401(page: Page, w: Words): Promise<void> {
  await page.evaluate(() => window.__demo!.expire(401));
  await userMenu(page, w.profile);
  await expect(toast(page, w.expired)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await sessionValue(page, 'token')).toBeNull();
  expect(await sessionValue(page, 'tabList')).toBeNull();
}

for (const lang of ['ZH', 'EN'] as const) {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test.describe(`return after expiry, ${lang}, ${viewport.width}x${viewport.height}`, () => {
      test.use({ viewport });

      test('a 401, then the same user signs in: the same page and list page, the same tabs, the same active tab', async ({ page }) => {
        const w = TEXT[lang];
        await signIn(page);
        if (lang === 'EN') await switchLanguage(page, 'EN');
        const page2Ids = await setTheScene(page, w);

        await expireWith401(page, w);
        // The sign-in page keeps the language.
        await expect(page.getByRole('button', { name: lang === 'ZH' ? '登录' : 'Sign in', exact: true })).toBeVisible();
        await signInHere(page);

        await expect(page).toHaveURL(new RegExp(`${USERS}\\?page=2$`));
        await expect(tabs(page)).toHaveText([w.home, w.users, w.memberInfo, w.roles]);
        await expect(tab(page, w.users)).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByText(w.page2)).toBeVisible();
        await expect.poll(() => userRows(page, w).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-id') ?? ''))).toEqual(page2Ids);
        // The tabs are the session's again: a reload would keep them.
        const stored = JSON.parse((await sessionValue(page, 'tabList')) ?? 'null') as { tabs: { path: string }[]; active: string };
        expect(stored.active).toBe(USERS);
        expect(stored.tabs.map((t) => t.path)).toEqual(['/home/index', USERS, '/member/memberInforMation/index', '/system/roles/index']);

        // The other tabs still open their pages.
        await tab(page, w.roles).click();
        await expect(page).toHaveURL(/\/system\/roles\/index$/);
      });
    });
  }
}

test.describe('return after expiry: another user', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('after admin’s session ends with 401, the operator signing in starts at home with the home tab only', async ({ page }) => {
    const w = TEXT.ZH;
    await signIn(page);
    await setTheScene(page, w);
    await expireWith401(page, w);

    await signInHere(page, 'operator', 'operator123');
    await expect(page).toHaveURL(/\/home\/index$/);
    await expect(tabs(page)).toHaveText([w.home]);
    await expect(tab(page, w.home)).toHaveAttribute('aria-selected', 'true');
    const stored = JSON.parse((await sessionValue(page, 'tabList')) ?? 'null') as { tabs: { path: string }[] } | null;
    expect(stored?.tabs.map((t) => t.path) ?? ['/home/index']).toEqual(['/home/index']);

    // Nor does admin get them back later: the session that ended last was the operator's.
    await page.evaluate(() => window.__demo!.expire(401));
    // The next call ends the session: opening the profile makes one, unless a call of the page's own
    // (a menu badge's count) got there first and the sign-in page is already on its way.
    const menu = page.getByRole('button', { name: /^(用户菜单|User menu)/ });
    await menu
      .click({ timeout: 5_000 })
      .then(() => page.getByRole('menuitem', { name: w.profile }).click({ timeout: 5_000 }))
      .catch(() => undefined);
    await expect(page).toHaveURL(/\/login$/);
    await signInHere(page);
    await expect(page).toHaveURL(/\/home\/index$/);
    await expect(tabs(page)).toHaveText([w.home]);
  });
});
