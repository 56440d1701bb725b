import { expect, test } from './fixtures';
import { demoReady } from './support';

declare global {
  interface Window {
    __readyAt?: number;
  }
}

/**
 * Demo mode renders the console at once and seeds the mock database beside it (src/main.tsx,
 * src/app/demo.ts): the sign-in form is usable before the backend is ready, and a sign-in sent
 * then is answered once seeding ends (src/app/demo-hold.ts, src/mocks/browser.ts).
 */
test.describe('demo start', () => {
  test('a sign-in sent while 100,000 members are still seeding is answered when seeding ends', async ({ page }) => {
    test.setTimeout(180_000);
    await page.addInitScript(() => {
      localStorage.setItem('drama-demo:members', '100000');
      // Notes when the demo backend answers (window.__demo appears once its code has loaded).
      const poll = setInterval(() => {
        if (!window.__demo) return;
        clearInterval(poll);
        void window.__demo.ready.then(() => (window.__readyAt = performance.now()));
      }, 5);
    });
    // Seeding runs on the page's thread, and Playwright's actions wait for it: hold back the mock
    // backend's code (the chunk with its journal) for a while, so the sign-in is certainly sent
    // before the worker listens. It is then held by the console, released to the worker when it
    // listens, and held there until the 100,000 members are seeded.
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('drama-demo:journal')) await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.fulfill({ response, body });
    });
    await page.goto('/login');

    const username = page.getByLabel('用户名');
    await expect(username).toBeEditable();
    await username.fill('admin');
    await page.getByLabel(/^密码/).fill('admin123');
    const submit = page.locator('form button[type="submit"]');
    const clickedAt = await page.evaluate(() => (window.__readyAt === undefined ? performance.now() : null));
    expect(clickedAt, 'the backend was ready before the sign-in').not.toBeNull();
    await submit.click();

    await expect(page).toHaveURL(/\/home\/index$/, { timeout: 150_000 });
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
    const readyAt = await page.evaluate(() => window.__readyAt ?? null);
    expect(readyAt).not.toBeNull();
    expect(readyAt!).toBeGreaterThan(clickedAt!);
    // Nothing the console asked for went to the network instead of the mock.
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('once __demo.ready resolves, the mock backend answers', async ({ page }) => {
    await page.goto('/login');
    await demoReady(page);
    // Answered by the mock (a JSON envelope), not passed to the static server.
    const envelope = await page.evaluate(async () => {
      const res = await fetch('/admin/user/v1/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
      return (await res.json()) as { code?: unknown };
    });
    expect(envelope).toHaveProperty('code');
  });
});
