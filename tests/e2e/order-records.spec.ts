import { expect, test } from './fixtures';
import { signInAt, switchLanguage, tab } from './support';

/**
 * Orders in record tabs of their own (issue #14), in Chinese and in English: opened from the order
 * list, titled with the order number, and found by the command palette by their number.
 */

test('ZH: a recharge order opens in its own tab from the list; the palette finds it by its number and opens that tab', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAt(page, '/operate/rechargeOrders/index');
  const row = page.getByRole('main').getByRole('table').locator('tbody tr[data-id]').first();
  await expect(row).toBeVisible();
  const orderNo = (await row.locator('td').nth(1).innerText()).trim();
  await row.getByRole('button', { name: '更多操作' }).click();
  await page.getByRole('menuitem', { name: '在标签页中打开' }).click();
  await expect(page).toHaveURL(/\/operate\/rechargeOrders\/record\/\d+$/);
  const url = page.url();
  await expect(tab(page, orderNo)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('main').getByRole('heading', { name: orderNo })).toBeVisible();

  // Back to the list tab, then the palette by keyboard: the order number finds it first.
  await tab(page, '充值订单').click();
  await page.keyboard.press('Control+k');
  const combobox = page.getByRole('combobox', { name: '搜索页面、会员、短剧或订单' });
  await expect(combobox).toBeFocused();
  await page.keyboard.type(orderNo);
  const first = page.getByRole('listbox', { name: '搜索结果' }).getByRole('group', { name: '充值订单' }).getByRole('option').first();
  await expect(first).toContainText(`订单号 ${orderNo}`);
  await first.click();
  await expect(page).toHaveURL(url);
  await expect(tab(page, orderNo)).toHaveAttribute('aria-selected', 'true');
});

test('EN: the palette finds a VIP order by its number and opens it in its own tab', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAt(page, '/operate/vipOrders/index');
  await switchLanguage(page, 'EN');
  const row = page.getByRole('main').getByRole('table').locator('tbody tr[data-id]').first();
  await expect(row).toBeVisible();
  const orderNo = (await row.locator('td').nth(1).innerText()).trim();
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('combobox', { name: 'Search pages, members, dramas or orders' })).toBeFocused();
  await page.keyboard.type(orderNo);
  const first = page.getByRole('listbox', { name: 'Results' }).getByRole('group', { name: 'VIP orders' }).getByRole('option').first();
  await expect(first).toContainText(`Order number ${orderNo}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/operate\/vipOrders\/record\/\d+$/);
  await expect(tab(page, orderNo)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('main').getByRole('heading', { name: orderNo })).toBeVisible();
});
