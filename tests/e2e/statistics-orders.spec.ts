import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from './fixtures';
import { openFromMenu, signInAt, switchLanguage, toast } from './support';

/**
 * The order-based reports (issue #13), in Chinese and in English, one page load each (the
 * sign-in): the order statistics' paid amount is its days' sum and its payment methods' sum (the
 * methods table exported and read back); the daily operating report refuses a third chart
 * indicator and a refresh while one is on its way.
 */

const number = (text: string) => Number(text.replace(/[^\d.]/g, ''));
const figure = (page: Page, label: string) =>
  page.getByRole('region', { name: /^(汇总|Summary)$/ }).locator('dt', { hasText: new RegExp(`^${label.replace(/[()（）]/g, '.')}$`) }).locator('xpath=following-sibling::dd[1]');
const valueOf = async (page: Page, label: string) => number(await figure(page, label).innerText());

async function column(table: Locator, header: string): Promise<number[]> {
  const headers = (await table.locator('thead th').allInnerTexts()).map((h) => h.trim());
  const index = headers.indexOf(header);
  expect(index, `a ${header} column`).toBeGreaterThanOrEqual(0);
  return (await table.locator(`tbody tr > :nth-child(${index + 1})`).allInnerTexts()).map(number);
}
const total = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

async function exportTable(page: Page, card: string, confirmLabel: string): Promise<ExcelJS.Worksheet> {
  await page.getByRole('button', { name: new RegExp(`^(导出|Export) ?${card}$`) }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: confirmLabel, exact: true }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await (await downloading).path());
  return workbook.worksheets[0];
}

test('ZH: orders add up by day and by payment method (exported and read back); the daily report refuses a third indicator and a refresh while refreshing', async ({ page }) => {
  await signInAt(page, '/statisticalReport/orderStatistics/index');
  await page.getByRole('button', { name: '近30天', exact: true }).click();
  await expect(page).toHaveURL(/period=last30/);
  const trend = page.getByRole('table', { name: '每日订单与金额（数据表）' });
  await expect(trend.locator('tbody tr')).toHaveCount(30);
  const paid = await valueOf(page, '支付金额（日元）');
  expect(paid).toBeGreaterThan(0);
  expect(total(await column(trend, '支付金额（日元）'))).toBe(paid);
  expect(await valueOf(page, '付费人数')).toBeLessThanOrEqual(await valueOf(page, '已支付订单'));
  const sheet = await exportTable(page, '支付方式', '导出');
  await expect(toast(page, '导出成功')).toBeVisible();
  const header = (sheet.getRow(1).values as unknown[]).map((x) => (x == null ? '' : String(x)));
  expect(header).toEqual(expect.arrayContaining(['支付方式', '支付金额（日元）', '已支付订单']));
  const amount = header.indexOf('支付金额（日元）');
  let sum = 0;
  for (let r = 2; r <= sheet.rowCount; r++) sum += Number(sheet.getRow(r).getCell(amount).value);
  expect(sheet.rowCount).toBe(5);
  expect(sum).toBe(paid);

  // The daily report: two indicators on the chart, a third refused.
  await openFromMenu(page, '统计报表', '运营日报');
  await expect(page.getByRole('button', { name: '近30天', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const indicators = page.getByRole('group', { name: /自定义指标/ });
  await expect(indicators.getByRole('checkbox', { name: '活跃用户' })).toBeChecked();
  await expect(indicators.getByRole('checkbox', { name: '付费金额（日元）' })).toBeChecked();
  await indicators.getByRole('checkbox', { name: 'ARPU（日元）' }).click();
  await expect(toast(page, '最多只能选择 2 个图表指标')).toBeVisible();
  await expect(indicators.getByRole('checkbox', { name: 'ARPU（日元）' })).not.toBeChecked();
  await indicators.getByRole('checkbox', { name: '活跃用户' }).click();
  await indicators.getByRole('checkbox', { name: 'ARPU（日元）' }).click();
  await expect(page).toHaveURL(/indicators=paymentAmount(%2C|,)arpu/);
  await expect(page.locator('.highcharts-legend-item').filter({ hasText: 'ARPU（日元）' })).toBeVisible();
  const daily = page.getByRole('table', { name: '运营趋势（数据表）' });
  await expect(daily.locator('tbody tr')).toHaveCount(30);
  expect(total(await column(daily, '付费金额（日元）'))).toBe(await valueOf(page, '付费金额（日元）'));
  expect(await valueOf(page, '付费金额（日元）')).toBe(paid);

  // Refreshing while the refresh is on its way: the spec's message, and one request only.
  await page.evaluate(() => window.__demo!.latency(1500));
  let asked = 0;
  page.on('request', (r) => {
    if (r.url().includes('/admin/statistics/v1/operationDaily')) asked += 1;
  });
  const refresh = page.getByRole('button', { name: '刷新运营趋势' });
  await refresh.click();
  await refresh.click();
  await expect(toast(page, '正在刷新折线图，请勿频繁点击')).toBeVisible();
  await expect(toast(page, '刷新成功')).toBeVisible({ timeout: 10_000 });
  expect(asked).toBe(1);
  await page.evaluate(() => window.__demo!.latency(0));
});

test('EN: orders by status and method in English; the daily report refuses a third indicator', async ({ page }) => {
  await signInAt(page, '/statisticalReport/orderStatistics/index');
  await switchLanguage(page, 'EN');
  await expect(page.getByRole('button', { name: 'Last 7 days', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const statuses = page.getByRole('table', { name: 'By status (data table)' });
  await expect(statuses.locator('tbody tr')).toHaveCount(4);
  await expect(statuses).toContainText('Refunded');
  expect(total(await column(statuses, 'Orders'))).toBe(await valueOf(page, 'Orders'));
  const methods = page.getByRole('table', { name: 'Payment methods (data table)' });
  await expect(methods).toContainText('Google Play');
  expect(total(await column(methods, 'Paid amount (yen)'))).toBe(await valueOf(page, 'Paid amount (yen)'));
  await expect(figure(page, 'Paid amount (yen)')).toHaveText(/¥/);

  await openFromMenu(page, 'Statistical reports', 'Operation daily');
  const indicators = page.getByRole('group', { name: /Custom indicators/ });
  await indicators.getByRole('checkbox', { name: 'Reorders' }).click();
  await expect(toast(page, 'At most 2 chart indicators can be selected')).toBeVisible();
  await expect(indicators.getByRole('checkbox', { name: 'Reorders' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Yesterday', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Operations over time (data table)' }).locator('tbody tr')).toHaveCount(1);
});

test('ZH: VIP retention — 12 cohorts of 12 periods, shaded, exported and read back; another VIP type in the URL', async ({ page }) => {
  await signInAt(page, '/statisticalReport/vipStatistics/index');
  await expect(page.getByRole('button', { name: '近30天', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(figure(page, '新开通 VIP')).toHaveText(/\d/);
  expect(await valueOf(page, '7日留存率（%）')).toBeLessThanOrEqual(100);
  const table = page.getByRole('table', { name: /续费留存（12 期）（数据表）$/ });
  await expect(table.locator('tbody tr')).toHaveCount(12);
  const headers = (await table.locator('thead th').allInnerTexts()).map((h) => h.trim());
  expect(headers).toEqual(['开通起始日', '开通人数', ...Array.from({ length: 12 }, (_, i) => `${i + 1}期`)]);
  // The oldest cohort has reached more periods than the newest; its first period is 100%, shaded darkest.
  const first = table.locator('tbody tr').first();
  await expect(first.locator('td').nth(2)).toHaveText('100%');
  expect(await first.locator('td').nth(2).locator('span[style*="background"]').count()).toBe(1);
  const percents = (await first.locator('td').allInnerTexts()).slice(2).filter((x) => x.trim() !== '-').map(number);
  expect(percents.every((p) => p <= 100)).toBe(true);
  expect(percents).toEqual([...percents].sort((a, b) => b - a));
  const sheet = await exportTable(page, '.+续费留存（12 期）', '导出');
  expect(sheet.rowCount).toBe(13);
  expect((sheet.getRow(1).values as unknown[]).filter(Boolean)).toHaveLength(14);

  // Another VIP type: in the URL, the table's title follows.
  const select = page.getByRole('combobox', { name: '留存表的 VIP 类型' });
  await select.selectOption({ index: 1 });
  const other = await select.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0].text);
  await expect(page).toHaveURL(/vipTypeId=\d+/);
  await expect(page.getByRole('heading', { name: `${other} 续费留存（12 期）` })).toBeVisible();
});

test('EN: VIP retention in English — P1 … P12, at most 100%', async ({ page }) => {
  await signInAt(page, '/statisticalReport/vipStatistics/index');
  await switchLanguage(page, 'EN');
  const table = page.getByRole('table', { name: /retention over 12 periods \(data table\)$/ });
  await expect(table.locator('tbody tr')).toHaveCount(12);
  await expect(table.locator('thead th').last()).toHaveText('P12');
  const cells = (await table.locator('tbody td').allInnerTexts()).filter((x) => x.endsWith('%')).map(number);
  expect(cells.length).toBeGreaterThan(12);
  expect(Math.max(...cells)).toBeLessThanOrEqual(100);
  await expect(figure(page, 'Lapsed VIPs')).toHaveText(/\d/);
});

test('ZH: 30-day data — the cumulative payment never decreases, day 30 is the period’s figure; EN: the same in English', async ({ page }) => {
  await signInAt(page, '/statisticalReport/thirtyDaysData/index');
  await expect(page.getByRole('button', { name: '近30天', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const curve = page.getByRole('table', { name: '注册后 30 天累计付费（数据表）' });
  await expect(curve.locator('tbody tr')).toHaveCount(31);
  const cumulative = await column(curve, '累计付费（日元）');
  expect(cumulative).toEqual([...cumulative].sort((a, b) => a - b));
  expect(cumulative[30]).toBe(await valueOf(page, '30天累计付费（日元）'));
  const cohorts = page.getByRole('table', { name: '各注册日新增用户的累计付费（数据表）' });
  await expect(cohorts.locator('tbody tr')).toHaveCount(30);
  expect(total(await column(cohorts, '新增用户'))).toBe(await valueOf(page, '新增用户'));
  // Each cohort's marks never decrease; the newest has only day 0 so far.
  for (const row of (await cohorts.locator('tbody tr').all()).slice(0, 5)) {
    const marks = (await row.locator('td').allInnerTexts()).slice(3).filter((x) => x.trim() !== '-').map(number);
    expect(marks).toEqual([...marks].sort((a, b) => a - b));
  }
  await expect(cohorts.locator('tbody tr').last().locator('td').last()).toHaveText('-');

  await switchLanguage(page, 'EN');
  await expect(page.getByRole('table', { name: 'Cumulative payment over the first 30 days (data table)' }).locator('tbody tr')).toHaveCount(31);
  await expect(figure(page, '30-day payment (yen)')).toHaveText(/¥/);
  await page.getByRole('button', { name: 'Last 7 days', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Cumulative payment of each day’s new users (data table)' }).locator('tbody tr')).toHaveCount(7);
});
