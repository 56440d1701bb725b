import { expect, test } from './fixtures';
import { demoReady } from './support';

// A new browser context for each journey (./fixtures.ts): its journeys hold the world worker's script and start the world cold.
test.use({ freshContext: true });

declare global {
  interface Window {
    __readyAt?: number;
  }
}

/**
 * Demo mode renders the console at once and builds the demo world beside it, in its own worker
 * (src/main.tsx, src/app/demo.ts, src/app/demo-worker.ts): the sign-in form is usable before the
 * backend is ready, and a sign-in sent then is answered once the world is built
 * (src/app/demo-hold.ts, src/mocks/bridge.ts).
 */
test.describe('demo start', () => {
  test('a sign-in sent while the world is still being built is answered when it is built', async ({ page, context }) => {
    await page.addInitScript(() => {
      // Notes when the demo backend answers (window.__demo appears once its code has loaded).
      const poll = setInterval(() => {
        if (!window.__demo) return;
        clearInterval(poll);
        void window.__demo.ready.then(() => (window.__readyAt = performance.now()));
      }, 5);
    });
    // Hold back the world's worker for a while, so the sign-in is certainly sent before the world
    // exists: the console holds it until msw's service worker listens, the page then forwards it
    // to the world's worker, which answers it once the world is built.
    await context.route(/\/assets\/demo-worker-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
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

    // Answered once the worker has loaded (held back 3 s) and built the world: longer than an expectation's 5 s.
    await expect(page).toHaveURL(/\/home\/index$/, { timeout: 30_000 });
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
