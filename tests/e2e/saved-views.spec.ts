import { expect, test, type Page } from './fixtures';
import { axeFindings, axeReport } from './axe';
import { signInAt, switchLanguage, toast } from './support';

/**
 * Saved views (issue #22, docs/saved-views.md): an operator names a list's filters and sort as a
 * view, makes it the page's default and finds it applied when the page opens again; a view opens
 * by URL, and is renamed and deleted.
 */

const RECHARGE = '/operate/rechargeOrders/index';
const VIP = '/operate/vipOrders/index';

const filterBar = (page: Page) => page.getByRole('search');
const table = (page: Page) => page.getByRole('main').getByRole('table');
const viewsButton = (page: Page) => page.getByTestId('views-menu');

/** The texts of one column of the rows on screen. */
async function column(page: Page, header: string): Promise<string[]> {
  const headers = await table(page).locator('thead th').allInnerTexts();
  const index = headers.findIndex((h) => h.trim() === header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  return (await table(page).locator(`tbody tr[data-id] > :nth-child(${index + 1})`).allInnerTexts()).map((s) => s.trim());
}

test('ZH: a filtered, sorted order list saved as a view and made the default opens that way the next time', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAt(page, RECHARGE);
  await expect(viewsButton(page)).toHaveText('视图');

  // 未支付, by 实付金额 ascending.
  const status = filterBar(page).getByRole('combobox', { name: '订单状态', exact: true });
  if (!(await status.isVisible())) await filterBar(page).getByRole('button', { name: '展开', exact: true }).click();
  await status.selectOption({ label: '未支付' });
  await filterBar(page).getByRole('button', { name: '查询', exact: true }).click();
  await expect(page).toHaveURL(/f\.status=unpaid/);
  const header = table(page).getByRole('columnheader', { name: '实付金额' });
  await header.click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=paidYen\.asc/);

  // Saved as a view: the menu names it, the URL too.
  await viewsButton(page).click();
  await page.getByRole('menuitem', { name: '保存为视图…' }).click();
  const dialog = page.getByRole('dialog', { name: '保存为视图' });
  await dialog.getByRole('textbox', { name: '视图名称' }).fill('未支付订单');
  expect(axeReport('ZH', await axeFindings(page, RECHARGE))).toEqual([]);
  await dialog.getByRole('button', { name: '保存', exact: true }).click();
  await expect(toast(page, '视图已保存')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(viewsButton(page)).toHaveText('视图：未支付订单');
  await expect(page).toHaveURL(/[?&]view=\d+/);

  // Made the page's default.
  await viewsButton(page).click();
  await page.getByRole('menuitem', { name: '设为默认视图' }).click();
  await expect(toast(page, '已设为默认视图')).toBeVisible();
  await viewsButton(page).click();
  await expect(page.getByRole('menuitemradio', { name: '未支付订单（默认）' })).toHaveAttribute('aria-checked', 'true');
  expect(axeReport('ZH', await axeFindings(page, RECHARGE))).toEqual([]);
  await page.keyboard.press('Escape');

  // The page opened again with nothing in its URL: the view's filter and sort, from the first rows shown.
  await page.goto(RECHARGE);
  await expect(table(page).locator('tbody tr[data-id]').first()).toBeVisible();
  expect(new Set(await column(page, '订单状态'))).toEqual(new Set(['未支付']));
  await expect(page).toHaveURL(/f\.status=unpaid/);
  await expect(page).toHaveURL(/sort=paidYen\.asc/);
  await expect(viewsButton(page)).toHaveText('视图：未支付订单');
  await expect(table(page).getByRole('columnheader', { name: '实付金额' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(filterBar(page).getByRole('combobox', { name: '订单状态', exact: true })).toHaveValue('unpaid');

  // Shown without a view: the plain list again.
  await viewsButton(page).click();
  await page.getByRole('menuitem', { name: '不使用视图' }).click();
  await expect(viewsButton(page)).toHaveText('视图');
  await expect(page).not.toHaveURL(/f\.status=/);
});

test('EN: a view opens by its URL, is updated with the list as it is, renamed, and deleted after a confirmation', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAt(page, VIP);
  await switchLanguage(page, 'EN');
  await expect(viewsButton(page)).toHaveText('Views');

  // A view kept by the backend (as another session of this user saved it).
  const id = await page.evaluate(async () => {
    const response = await fetch('/admin/view/v1/add', {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: sessionStorage.getItem('token') ?? '', language: 'EN' },
      body: JSON.stringify({ pageKey: 'vipOrder', name: 'Paid on Google Play', state: { filters: { status: 'paid', payPlatform: 'google' }, sort: 'paidYen.desc', columns: null, pageSize: 50 } }),
    });
    return ((await response.json()) as { data: { id: number } }).data.id;
  });

  await page.goto(`${VIP}?view=${id}`);
  await expect(viewsButton(page)).toHaveText('View: Paid on Google Play');
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toMatchObject({ view: String(id), 'f.status': 'paid', 'f.payPlatform': 'google', sort: 'paidYen.desc', size: '50' });
  await expect(table(page).getByRole('columnheader', { name: 'Paid', exact: true })).toHaveAttribute('aria-sort', 'descending');
  await expect(table(page).locator('tbody tr[data-id]').first()).toBeVisible();
  expect(new Set(await column(page, 'Status'))).toEqual(new Set(['Paid']));

  // Sorted the other way: the view is marked changed until it is updated with the list as it is.
  await table(page).getByRole('columnheader', { name: 'Paid', exact: true }).click();
  await expect(page).toHaveURL(/sort=paidYen\.asc/);
  await expect(viewsButton(page)).toHaveText('View: Paid on Google Play (changed)');
  await viewsButton(page).click();
  await page.getByRole('menuitem', { name: 'Update view with current settings' }).click();
  await expect(viewsButton(page)).toHaveText('View: Paid on Google Play');

  // Renamed.
  await viewsButton(page).click();
  await page.getByRole('menuitem', { name: 'Rename view…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename view' });
  const name = dialog.getByRole('textbox', { name: 'View name' });
  await expect(name).toHaveValue('Paid on Google Play');
  await name.fill('Google Play, paid');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'View updated').last()).toBeVisible();
  await expect(viewsButton(page)).toHaveText('View: Google Play, paid');

  // Deleted, asked first: cancelled once, then confirmed.
  await viewsButton(page).click();
  await page.getByRole('menuitem', { name: 'Delete view' }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('Delete the view “Google Play, paid”?');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(viewsButton(page)).toHaveText('View: Google Play, paid');
  await viewsButton(page).click();
  await page.getByRole('menuitem', { name: 'Delete view' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete view' }).click();
  await expect(toast(page, 'View deleted')).toBeVisible();
  await expect(viewsButton(page)).toHaveText('Views');
  await expect(page).not.toHaveURL(/[?&]view=/);
  // The list keeps what it showed; the menu has no view left.
  await expect(page).toHaveURL(/f\.status=paid/);
  await viewsButton(page).click();
  await expect(page.getByRole('menuitem', { name: 'No saved views yet' })).toBeVisible();
});
