import { expect, test } from './fixtures';
import { signIn } from './support';

test('/ goes to /login and admin signs in to the home page with the full menu', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await expect(nav.getByRole('button', { name: '系统设置' })).toBeVisible();
  await expect(nav.getByRole('button', { name: '工具类' })).toBeVisible();
});
