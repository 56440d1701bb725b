import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoReady, openFromMenu, signInAt, toast } from './support';

/**
 * Screens that load through useLoad (the load machine): the same failure with its reason and
 * Retry as the lists, a reload that keeps the data, a new file that replaces the old one.
 * Failures are injected after the console is up, then the page is opened from the menu (a full
 * page load would drop the demo controls).
 */

/** Signs in at `path` and waits for the demo to answer. */
async function signInTo(page: Page, path: string) {
  await signInAt(page, path);
  await demoReady(page);
}

test('settings: a failed load says why and retries; a save shows the stored settings', async ({ page }) => {
  await signInTo(page, '/home/index');
  await page.evaluate(() => window.__demo!.fail({ path: 'config/v1/get', status: 500, times: 1 }));
  await openFromMenu(page, '系统设置', '系统配置');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('加载失败：服务异常！');
  await alert.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('form', { name: '系统配置' })).toBeVisible();
  await page.getByLabel(/金豆余额低于/).fill('45');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '修改成功')).toBeVisible();
  await expect(page.getByText(/最后修改：/)).toBeVisible();
  await expect(page.getByRole('button', { name: '保存' })).toBeDisabled();
});

test('tools: a failed status load says why and retries; a run reloads the last runs', async ({ page }) => {
  await signInTo(page, '/home/index');
  await page.evaluate(() => window.__demo!.fail({ path: 'tools/v1/status', status: 500, times: 1 }));
  await openFromMenu(page, '系统设置', '系统工具');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('加载失败：服务异常！');
  await alert.getByRole('button', { name: '重试' }).click();
  const card = page.getByRole('region', { name: '重建搜索索引' });
  await expect(card.getByText(/尚未执行过|上次执行/)).toBeVisible();
  await card.getByRole('button', { name: '执行' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '执行' }).click();
  await expect(card.getByText(/上次执行：.* · admin/)).toBeVisible();
});

test('menu: a failed load says why and retries; a failed refresh keeps the tree and says so', async ({ page }) => {
  await signInTo(page, '/home/index');
  await page.evaluate(() => window.__demo!.fail({ path: 'menu/v1/getAllMenu', status: 500, times: 1 }));
  await openFromMenu(page, '系统设置', '菜单管理');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('加载失败：服务异常！');
  await alert.getByRole('button', { name: '重试' }).click();
  const grid = page.getByRole('treegrid');
  await expect(grid).toBeVisible();
  await page.evaluate(() => window.__demo!.fail({ path: 'menu/v1/getAllMenu', status: 500, times: 1 }));
  await page.getByRole('button', { name: '刷新' }).click();
  await expect(toast(page, '获取数据失败')).toBeVisible();
  await expect(grid).toBeVisible();
});

test('attachment text preview shows its first lines; another file replaces it', async ({ page }) => {
  await signInTo(page, '/system/attachmentManagement/index?f.name=.txt');
  const row = page.getByRole('row').filter({ hasText: '用户协议-v3.txt' });
  await row.getByRole('button', { name: '更多操作' }).click();
  await page.getByRole('menuitem', { name: '预览' }).click();
  const dialog = page.getByRole('dialog', { name: '用户协议-v3.txt' });
  await expect(dialog.getByText('短剧平台用户协议（第三版）')).toBeVisible();
  await dialog.getByRole('button', { name: '关闭' }).click();
  const row2 = page.getByRole('row').filter({ hasText: '隐私政策-v2.txt' });
  await row2.getByRole('button', { name: '更多操作' }).click();
  await page.getByRole('menuitem', { name: '预览' }).click();
  const dialog2 = page.getByRole('dialog', { name: '隐私政策-v2.txt' });
  await expect(dialog2.getByText(/隐私政策（第二版）/)).toBeVisible();
  await expect(dialog2.getByText('短剧平台用户协议（第三版）')).toHaveCount(0);
});
