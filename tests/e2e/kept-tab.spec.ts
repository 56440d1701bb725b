import { expect, START_PAGE, test } from './fixtures';
import { signInAt } from './support';

/**
 * The journeys' tab is handed from journey to journey in the worker's kept context
 * (./fixtures.ts `clearTab`, docs/performance.md figure 7h). What one journey leaves on it must
 * not reach the next: its session, its listeners, its routes, a typed form that asks before the
 * page is left. The two journeys run in order, in one worker, so the second gets the first's tab.
 */

const USERS = '/system/user/index';

test.describe.configure({ mode: 'serial' });

test('a journey leaves its tab signed in, a typed form open, a dialog listener that answers nothing and a route that fails every call', async ({ page }) => {
  await signInAt(page, USERS);
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const form = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: '新增用户' }) });
  await form.getByLabel('用户名').fill('left-behind');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
  // A listener that never answers a dialog: left on the tab, the next journey's dialogs would hang.
  page.on('dialog', () => undefined);
  // A route that fails every call of the console: left on the tab, the next journey could not sign in.
  await page.route('**/admin/**', (route) => route.abort());
});

test('the next journey gets the tab as a new one: signed out, its dialogs answered by Playwright, its calls answered by the demo', async ({ page }) => {
  // The first journey's tab, on the page between journeys (a new tab would be about:blank).
  expect(new URL(page.url()).pathname).toBe(START_PAGE);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  // No listener is left: Playwright dismisses a dialog nobody listens to (a left listener would leave it open).
  await page.goto('/login');
  expect(await page.evaluate(() => confirm('?'))).toBe(false);
  // Signed out: the console's page leads to the sign-in page.
  await page.goto(USERS);
  await expect(page).toHaveURL(/\/login/);
  // No route is left: the calls reach the demo again, and the user list shows its users.
  await signInAt(page, USERS);
  await expect(page.getByRole('table', { name: '用户', exact: true }).locator('tbody tr[data-id]').first()).toBeVisible();
});
