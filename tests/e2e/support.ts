import { expect, type Page } from '@playwright/test';

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
