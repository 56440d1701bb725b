import { expect, test } from './fixtures';
import { signIn, userMenu } from './support';

test.describe('demo controls', () => {
  test('Ctrl+Shift+D opens the demo controls drawer, and it closes again', async ({ page }) => {
    await signIn(page);
    const heading = page.getByRole('heading', { name: '演示控制台' });
    await expect(heading).toHaveCount(0);
    await page.keyboard.press('Control+Shift+D');
    await expect(heading).toBeVisible();
    await expect(page.getByRole('button', { name: '发布新版本' })).toBeVisible();

    await page.getByRole('dialog').filter({ has: heading }).getByRole('button', { name: '关闭' }).click();
    await expect(heading).toBeHidden();
  });

  test('the user menu opens the same drawer', async ({ page }) => {
    await signIn(page);
    await userMenu(page, '演示控制台');
    await expect(page.getByRole('heading', { name: '演示控制台' })).toBeVisible();
  });
});
