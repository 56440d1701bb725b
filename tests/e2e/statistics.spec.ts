import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from './fixtures';
import { openFromMenu, signInAt, switchLanguage, toast } from './support';

/**
 * The statistical reports on the report kit (issue #13), in Chinese and in English, one page load
 * each (the sign-in): periods switched and kept in the URL, a third chart indicator refused, a
 * refresh while refreshing refused, a report table exported and read back, and a drama's details
 * opened from the drama statistics with the same period.
 */

const number = (text: string) => Number(text.replace(/[^\d.]/g, ''));
/** A headline figure's value, by its label (the figure's dt, then its dd). */
const figure = (page: Page, label: string) => page.getByRole('region', { name: /^(汇总|Summary)$/ }).locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
const valueOf = async (page: Page, label: string) => number(await figure(page, label).innerText());

/** A report table's column, as numbers, by its header. */
async function column(table: Locator, header: string): Promise<number[]> {
  const headers = (await table.locator('thead th').allInnerTexts()).map((h) => h.trim());
  const index = headers.indexOf(header);
  expect(index, `a ${header} column`).toBeGreaterThanOrEqual(0);
  return (await table.locator(`tbody tr > :nth-child(${index + 1})`).allInnerTexts()).map(number);
}

/** Exports a card's table (confirming), and reads the file back. */
async function exportTable(page: Page, card: string, confirmLabel: string): Promise<ExcelJS.Worksheet> {
  await page.getByRole('button', { name: new RegExp(`^(导出|Export) ?${card}$`) }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: confirmLabel, exact: true }).click();
  const download = await downloading;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  return workbook.worksheets[0];
}

test('ZH: visitors — periods in the URL, a third indicator refused, a refresh while refreshing refused, the table exported and read back', async ({ page }) => {
  await signInAt(page, '/statisticalReport/visitorStatistics/index');
  await expect(page.getByRole('button', { name: '近7天' })).toHaveAttribute('aria-pressed', 'true');
  await expect(figure(page, '访客数')).toBeVisible();
  const week = await valueOf(page, '访客数');
  expect(week).toBeGreaterThan(0);
  // Each figure says how it moved against the week before, in words too.
  await expect(figure(page, '访客数').locator('xpath=following-sibling::dd[1]')).toContainText(/上期 [\d,]+/);
  await expect(figure(page, '访客数').locator('xpath=following-sibling::dd[1]')).toContainText(/比上一周期(上升|下降)|与上一周期持平/);

  // Thirty days: more visitors, thirty rows, and the period in the URL.
  await page.getByRole('button', { name: '近30天' }).click();
  await expect(page).toHaveURL(/period=last30/);
  await expect.poll(() => valueOf(page, '访客数')).toBeGreaterThan(week);
  const trend = page.getByRole('table', { name: '访客趋势（数据表）' });
  await expect(trend.locator('tbody tr')).toHaveCount(30);

  // Two indicators are on the chart; a third is refused and stays unticked.
  const indicators = page.getByRole('group', { name: /自定义指标/ });
  await expect(indicators.getByRole('checkbox', { name: '访客数' })).toBeChecked();
  await expect(indicators.getByRole('checkbox', { name: '新访客' })).toBeChecked();
  await indicators.getByRole('checkbox', { name: '访问次数' }).click();
  await expect(toast(page, '最多只能选择 2 个图表指标')).toBeVisible();
  await expect(indicators.getByRole('checkbox', { name: '访问次数' })).not.toBeChecked();
  await indicators.getByRole('checkbox', { name: '新访客' }).click();
  await indicators.getByRole('checkbox', { name: '访问次数' }).click();
  await expect(indicators.getByRole('checkbox', { name: '访问次数' })).toBeChecked();
  await expect(page).toHaveURL(/indicators=visitors%2Cvisits|indicators=visitors,visits/);
  await expect(page).toHaveURL(/period=last30/);
  await expect(page.locator('.highcharts-legend-item').filter({ hasText: '访问次数' })).toBeVisible();

  // Refreshing while the refresh is still on its way: the spec's message, no second request.
  await page.evaluate(() => window.__demo!.latency(1500));
  let asked = 0;
  page.on('request', (r) => {
    if (r.url().includes('/admin/statistics/v1/visitors')) asked += 1;
  });
  const refresh = page.getByRole('button', { name: '刷新访客趋势' });
  await refresh.click();
  await refresh.click();
  await expect(toast(page, '正在刷新折线图，请勿频繁点击')).toBeVisible();
  await expect(toast(page, '刷新成功')).toBeVisible({ timeout: 10_000 });
  expect(asked).toBe(1);
  await page.evaluate(() => window.__demo!.latency(0));

  // The trend's table, exported and read back: 30 days, the same visits as the headline figure.
  const sheet = await exportTable(page, '访客趋势', '导出');
  await expect(toast(page, '导出成功')).toBeVisible();
  const header = (sheet.getRow(1).values as unknown[]).map((x) => (x == null ? '' : String(x)));
  expect(header).toEqual(expect.arrayContaining(['日期', '访客数', '新访客', '访问次数', '会员访客', '游客访客']));
  expect(sheet.rowCount).toBe(31);
  const visits = header.indexOf('访问次数');
  let total = 0;
  for (let r = 2; r <= sheet.rowCount; r++) total += Number(sheet.getRow(r).getCell(visits).value);
  expect(total).toBe(await valueOf(page, '访问次数'));
  expect(total).toBe((await column(trend, '访问次数')).reduce((a, b) => a + b, 0));
});

test('EN: dramas — sorted by revenue, a drama opened with the same period; playback refuses a third indicator; an episode table exported', async ({ page }) => {
  await signInAt(page, '/statisticalReport/dramaStatistics/index');
  await switchLanguage(page, 'EN');
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(page).toHaveURL(/period=last30/);
  const table = page.getByRole('table', { name: 'Figures by drama (data table)' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const header = table.getByRole('columnheader', { name: 'Revenue (yen)' });
  await header.click();
  await header.click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  const revenue = await column(table, 'Revenue (yen)');
  expect(revenue.slice(0, 8)).toEqual([...revenue.slice(0, 8)].sort((a, b) => b - a));
  const first = table.locator('tbody tr').first();
  const name = (await first.locator('td').first().innerText()).trim();
  const views = (await column(table, 'Views'))[0];

  await first.getByRole('button', { name: `Episode figures of ${name}` }).click();
  await expect(page).toHaveURL(/\/statisticalReport\/dramaDetailsStatistics\/index\?.*period=last30/);
  await expect(page).toHaveURL(/dramaId=\d+/);
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => valueOf(page, 'Views')).toBe(views);
  const episodes = page.getByRole('table', { name: 'Episode by episode (data table)' });
  await expect(episodes.locator('tbody tr').first()).toBeVisible();
  // A drama of many episodes shows a window of its rows (src/lib/resource/row-window.ts), from the
  // first; the table says how many it has, and the export holds them all.
  const shown = await column(episodes, 'Views');
  const sheet = await exportTable(page, 'Episode by episode', 'Export');
  const titles = (sheet.getRow(1).values as unknown[]).map((x) => (x == null ? '' : String(x)));
  expect(titles).toEqual(expect.arrayContaining(['Episode', 'Charge', 'Views', 'Drop-off from previous (%)', 'Paid unlocks', 'Revenue (yen)']));
  const viewsCol = titles.indexOf('Views');
  const exported: number[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) exported.push(Number(sheet.getRow(r).getCell(viewsCol).value));
  expect(exported.reduce((a, b) => a + b, 0)).toBe(views);
  expect(exported.slice(0, shown.length)).toEqual(shown);
  await expect(episodes).toHaveAttribute('aria-rowcount', String(exported.length + 1));

  // Playback: at most two indicators on the chart.
  await openFromMenu(page, 'Statistical reports', 'Drama playback');
  const indicators = page.getByRole('group', { name: /Custom indicators/ });
  await expect(indicators.getByRole('checkbox', { name: 'Plays' })).toBeChecked();
  await indicators.getByRole('checkbox', { name: 'Watch time (minutes)' }).click();
  await expect(toast(page, 'At most 2 chart indicators can be selected')).toBeVisible();
  await expect(indicators.getByRole('checkbox', { name: 'Watch time (minutes)' })).not.toBeChecked();
  // Yesterday, then today: one day each, the figures change with the period.
  await page.getByRole('button', { name: 'Yesterday' }).click();
  await expect(page).toHaveURL(/period=yesterday/);
  await expect(page.getByRole('table', { name: 'Playback over time (data table)' }).locator('tbody tr')).toHaveCount(1);
  const yesterday = await valueOf(page, 'Plays');
  await page.getByRole('button', { name: 'Last 14 days' }).click();
  await expect.poll(() => valueOf(page, 'Plays')).toBeGreaterThan(yesterday);
});
