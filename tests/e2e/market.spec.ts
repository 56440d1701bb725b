import { expect, test, type Locator, type Page } from './fixtures';
import { openFromMenu, revealFilter, signInAt, switchLanguage, tab } from './support';

/**
 * The marketing reports (issue #14), in Chinese and in English, one page load each (the sign-in):
 * the activation report follows the records list's filters (in the URL), the recharge report
 * counts the same activations and opens the orders behind an ad group, down to the order in its
 * list; the TikTok report per campaign with its spend in yen and dollars; the landing pages one by one.
 */

const number = (text: string) => Number(text.replace(/[^\d.]/g, ''));
/** A headline figure's value, by its label (the figure's dt, then its dd). */
const figure = (page: Page, label: string) => page.getByRole('region', { name: /^(汇总|Summary)$/ }).locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
const valueOf = async (page: Page, label: string) => number(await figure(page, label).innerText());

/** A table's column texts, by its header. */
async function column(table: Locator, header: string): Promise<string[]> {
  const headers = (await table.locator('thead th').allInnerTexts()).map((h) => h.trim());
  const index = headers.indexOf(header);
  expect(index, `a ${header} column`).toBeGreaterThanOrEqual(0);
  return table.locator(`tbody tr > :nth-child(${index + 1})`).allInnerTexts();
}

test('ZH: activations follow the list’s filters; the recharge report counts the same activations and opens the orders behind an ad group', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAt(page, '/marketReport/adUserActivation/index');
  await expect(page.getByRole('button', { name: '近30天' })).toHaveAttribute('aria-pressed', 'true');
  await expect(figure(page, '激活数')).toBeVisible();
  const all = await valueOf(page, '激活数');
  expect(all).toBeGreaterThan(0);
  await expect(page.getByRole('table', { name: '激活率趋势（数据表）' }).locator('tbody tr')).toHaveCount(30);

  // TikTok's records only: in the URL, and the figures above follow.
  const filters = page.getByRole('search');
  const platform = filters.getByRole('combobox', { name: '广告平台', exact: true });
  await revealFilter(filters, platform, '展开');
  await platform.selectOption({ label: 'TikTok' });
  await filters.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page).toHaveURL(/f\.source=tiktok/);
  await expect.poll(() => valueOf(page, '激活数')).toBeLessThan(all);
  expect(await valueOf(page, '激活数')).toBeGreaterThan(0);

  // The recharge report of the same period counts the same activations (every platform).
  await openFromMenu(page, '市场报表', '广告对应充值');
  await expect(page.getByRole('button', { name: '近30天' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => valueOf(page, '激活数')).toBe(all);
  const table = page.getByRole('table', { name: '广告组明细（数据表）' });
  const header = table.getByRole('columnheader', { name: '充值金额' });
  await header.click();
  await header.click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  const amounts = (await column(table, '充值金额')).map(number);
  expect(amounts.slice(0, 5)).toEqual([...amounts.slice(0, 5)].sort((a, b) => b - a));
  const group = (await table.locator('tbody tr').first().locator('td').first().innerText()).trim();

  // The orders behind the first row add up to its recharge; one opens in its record tab.
  await table.locator('tbody tr').first().getByRole('button', { name: `查看订单：${group}` }).click();
  const dialog = page.getByRole('dialog', { name: `${group} 的付费订单` });
  await expect(dialog.getByRole('status')).toContainText(/共 [\d,]+ 笔/);
  expect(number((await dialog.getByRole('status').innerText()).split('，')[1])).toBe(amounts[0]);
  const orderNo = (await dialog.locator('tbody tr').first().locator('td').first().innerText()).trim();
  await dialog.getByRole('button', { name: `在标签页中打开订单 ${orderNo}` }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/operate\/(rechargeOrders|vipOrders)\/record\/\d+$/);
  await expect(tab(page, orderNo)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('main').getByRole('heading', { name: orderNo })).toBeVisible();
});

test('EN: the TikTok report for one campaign, spend in yen with dollars beside it; one landing page’s views and clicks', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAt(page, '/marketReport/ttReport/index');
  await switchLanguage(page, 'EN');
  await expect(figure(page, 'Spend')).toBeVisible();
  const spend = await valueOf(page, 'Spend');
  expect(spend).toBeGreaterThan(0);
  await expect(page.getByText(/^Spend this period \(account currency USD\): \$[\d,.]+$/)).toBeVisible();

  const campaign = page.getByRole('combobox', { name: 'Campaign' });
  const option = (await campaign.locator('option').nth(1).innerText()).trim();
  await campaign.selectOption({ label: option });
  await expect(page).toHaveURL(/campaign=(%22)?\d+/);
  await expect.poll(() => valueOf(page, 'Spend')).toBeLessThan(spend);
  const campaigns = page.getByRole('table', { name: 'By campaign (data table)' });
  await expect(campaigns.locator('tbody tr')).toHaveCount(1);
  expect(await column(campaigns, 'Campaign')).toEqual([option]);
  // Its days: thirty of them, spend in yen with the account's dollars beside it, adding up to the headline.
  const days = page.getByRole('table', { name: 'By day (data table)' });
  await expect(days.locator('tbody tr')).toHaveCount(30);
  expect((await column(days, 'Spend'))[0]).toMatch(/¥[\d,]+.*\$[\d,.]+/s);
  const revenue = (await column(days, 'Revenue')).map(number).reduce((a, b) => a + b, 0);
  expect(revenue).toBe(await valueOf(page, 'Revenue'));

  await openFromMenu(page, 'Marketing reports', 'Page views and clicks');
  await expect(figure(page, 'Views')).toBeVisible();
  const views = await valueOf(page, 'Views');
  const pages = page.getByRole('table', { name: 'By page (data table)' });
  const first = (await pages.locator('tbody tr').first().locator('td').first().innerText()).trim();
  const firstViews = number((await column(pages, 'Views'))[0]);
  await page.getByRole('combobox', { name: 'Page', exact: true }).selectOption({ label: first });
  await expect(page).toHaveURL(/page=(link|h5)/);
  await expect.poll(() => valueOf(page, 'Views')).toBe(firstViews);
  expect(firstViews).toBeLessThan(views);
  await expect(pages.locator('tbody tr')).toHaveCount(1);
});
