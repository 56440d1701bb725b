import { expect, test, type Page } from './fixtures';
import { openFromMenu, signIn, switchLanguage, toast } from './support';

/**
 * toolCategory/supplementOrder (issue #14), in Chinese and in English: a purchase the store
 * confirmed whose callback never arrived is picked from the list, looked up by its Google order
 * number, supplemented after a confirmation (补单成功), the member's balance or VIP changes before
 * the operator's eyes, and the same number is refused the second time; unknown and malformed
 * numbers say so.
 */

test.describe.configure({ timeout: 60_000 });

const number = (text: string) => Number(text.replace(/[^\d]/g, ''));
/** A value of the order found, by its label. */
const detail = (page: Page, label: string) => page.locator('dl').locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test('ZH: a recharge purchase without its callback is supplemented, the member’s beans grow; the same number again is refused; an unknown number is not found', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await openFromMenu(page, '工具类', '补单');
  await expect(page.getByText(/^共 \d+ 笔$/)).toBeVisible();
  expect(number(await page.getByText(/^共 \d+ 笔$/).innerText())).toBeGreaterThanOrEqual(20);

  // An unknown number.
  const input = page.getByRole('textbox', { name: 'Google 订单号' });
  await input.fill('GPA.0000-0000-0000-00000');
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page.getByRole('status').getByText('未找到该 Google 订单号')).toBeVisible();

  // Pick a recharge order from the list: its number is looked up.
  const table = page.getByRole('table', { name: '待补单的商店订单' });
  const row = table.locator('tbody tr', { hasText: '充值订单' }).first();
  const storeNo = (await row.locator('td').first().innerText()).trim();
  expect(storeNo).toMatch(/^GPA\.\d{4}-\d{4}-\d{4}-\d{5}$/);
  await row.getByRole('button', { name: `查询 ${storeNo}` }).click();
  await expect(input).toHaveValue(storeNo);
  await expect(detail(page, '订单状态')).toHaveText('未支付');
  await expect(detail(page, 'Google 订单号')).toHaveText(storeNo);
  const balance = number(await detail(page, '金豆余额').innerText());
  const grant = number(await detail(page, '补单后发放').innerText());
  expect(grant).toBeGreaterThan(0);

  // Supplement after the confirmation.
  await page.getByRole('button', { name: '补单', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '确认补单' });
  await expect(dialog).toContainText(storeNo);
  await dialog.getByRole('button', { name: '补单', exact: true }).click();
  await expect(toast(page, '补单成功')).toBeVisible();
  await expect(detail(page, '订单状态')).toHaveText('已支付');
  await expect(detail(page, '金豆余额')).toHaveText((balance + grant).toLocaleString('en-US'));
  await expect(page.getByRole('status')).toContainText(`${balance.toLocaleString('en-US')} → ${(balance + grant).toLocaleString('en-US')}`);
  // It has left the list of purchases awaiting their callback.
  await expect(table.getByText(storeNo, { exact: true })).toHaveCount(0);

  // The same number again: refused.
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page.getByRole('status').getByText('该订单已支付，不能重复补单')).toBeVisible();
  await expect(page.getByRole('button', { name: '补单', exact: true })).toHaveCount(0);
});

test('EN: a malformed number is refused; a VIP purchase is supplemented and its member’s VIP extended; a second time is refused', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await switchLanguage(page, 'EN');
  await openFromMenu(page, 'Tools', 'Supplement order');
  const input = page.getByRole('textbox', { name: 'Google order number' });
  await input.fill('GPA.12-34');
  await page.getByRole('button', { name: 'Look up', exact: true }).click();
  await expect(page.getByRole('status').getByText(/^A Google order number is GPA\. and digit groups/)).toBeVisible();

  const table = page.getByRole('table', { name: 'Store purchases awaiting their callback' });
  const row = table.locator('tbody tr', { hasText: 'VIP' }).first();
  const storeNo = (await row.locator('td').first().innerText()).trim();
  await row.getByRole('button', { name: `Look up ${storeNo}` }).click();
  await expect(detail(page, 'Status')).toHaveText('Unpaid');
  await expect(detail(page, 'Granted on supplement')).toHaveText(/^\d+ days of VIP$/);
  await page.getByRole('button', { name: 'Supplement', exact: true }).click();
  await page.getByRole('dialog', { name: 'Supplement this order?' }).getByRole('button', { name: 'Supplement', exact: true }).click();
  await expect(toast(page, 'Order supplemented successfully')).toBeVisible();
  await expect(detail(page, 'Status')).toHaveText('Paid');
  await expect(detail(page, 'VIP')).toHaveText(/, until /);
  await expect(page.getByRole('status')).toContainText('is paid');

  await page.getByRole('button', { name: 'Look up', exact: true }).click();
  await expect(page.getByRole('status').getByText('This order is already paid; it cannot be supplemented again')).toBeVisible();
});
