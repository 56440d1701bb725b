import { expect, test, type Page } from './fixtures';
import { allToasts, mainMenu, networkSettled, openFromMenu, sessionValue, shellCalls, signIn, toast, userMenu } from './support';

const EXPIRED_401 = '登录失效！请您重新登录';
const EXPIRED_300 = '当前登录信息已过期，请重新登录！';

/**
 * Signs in and lets the calls of the page on screen finish (the home page's, and the menu badges'
 * the sidebar loads on arrival), so an injected failure meets the call we choose.
 */
async function signInSettled(page: Page): Promise<void> {
  const arrival = shellCalls(page);
  await signIn(page);
  await arrival;
  await networkSettled(page);
}

/** Opening 个人信息 makes one call (GET user/v1/info). */
async function makeACall(page: Page): Promise<void> {
  await userMenu(page, '个人信息');
}

async function expectBackAtLogin(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await expect(mainMenu(page)).toHaveCount(0);
  expect(await sessionValue(page, 'token')).toBeNull();
  expect(await sessionValue(page, 'tabList')).toBeNull();
}

test.describe('session expiry', () => {
  test('a 401 shows 登录失效 once and returns to login; signing in again works', async ({ page }) => {
    await signInSettled(page);
    await page.evaluate(() => window.__demo!.expire(401));
    // The users page loads its list: that call meets the expired session.
    await openFromMenu(page, '系统设置', '用户管理');

    await expect(toast(page, EXPIRED_401)).toHaveCount(1);
    await expectBackAtLogin(page);
    await expect(toast(page, EXPIRED_401)).toHaveCount(1);
    // The failed call itself is not announced on top of the session message.
    await expect(allToasts(page)).toHaveCount(1);

    // signIn loads /login afresh: the way back to the page (kept in memory only, the session's
    // storage being cleared) is gone with that load (return-after-expiry.spec.ts signs in on the
    // same page and gets it).
    await signIn(page);
    await expect(page.getByRole('tab')).toHaveText(['首页']);
  });

  test('a 300 shows 当前登录信息已过期 and returns to login', async ({ page }) => {
    await signInSettled(page);
    await page.evaluate(() => window.__demo!.expire(300));
    await makeACall(page);

    await expect(toast(page, EXPIRED_300)).toHaveCount(1);
    await expectBackAtLogin(page);
    await expect(toast(page, EXPIRED_401)).toHaveCount(0);
  });

  test('repeated 401s give one message and one redirect', async ({ page }) => {
    await signInSettled(page);
    await page.evaluate(() => window.__demo!.fail({ status: 401, times: 3 }));
    await makeACall(page);

    await expect(toast(page, EXPIRED_401)).toHaveCount(1);
    await expectBackAtLogin(page);
  });

  test('401s on calls in flight at the same time give one message and one redirect', async ({ page }) => {
    await signIn(page);
    // An unknown page refetches the menu when it opens; come back home so "back" reopens it.
    const arrival = shellCalls(page); // the page load mounts the sidebar again, which loads its badges
    await page.goto('/nowhere/page/index');
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/home\/index$/);
    await arrival;
    await networkSettled(page);

    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/admin/')) asked.push(new URL(r.url()).pathname);
    });
    await page.evaluate(() => {
      window.__demo!.latency(3000);
      window.__demo!.fail({ status: 401, times: 20 });
    });
    await makeACall(page); // GET user/v1/info, answered in 3 s (the back below starts well within it, even on a busy machine)
    await page.goBack(); // the not-found page again: GET menu/v1/getUserMenu, in flight too
    // Both calls have been answered with 401, and so has every other call made meanwhile (the
    // dashboard's, as the route changes; the menu's badges do not reload on navigation).
    await expect.poll(() => asked).toEqual(expect.arrayContaining(['/admin/user/v1/info', '/admin/menu/v1/getUserMenu']));
    await expect.poll(() => page.evaluate(() => window.__demo!.state.pending)).toBe(20 - asked.length);

    await expectBackAtLogin(page);
    await expect(toast(page, EXPIRED_401)).toHaveCount(1);
    await expect(allToasts(page)).toHaveCount(1);
  });
});
