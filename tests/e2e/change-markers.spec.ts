import { expect, test, type Locator } from './fixtures';
import { axeFindings, axeReport } from './axe';
import { openFromMenu, signInAt, switchLanguage, tab, toast } from './support';

/**
 * Issue #23: changes marked on the charts. ZH: a drama's single-episode price changed in 短剧内容
 * is marked today on that drama's daily chart in 短剧详情统计 (opened first, back by its tab),
 * and the marker (its accessible description and its tooltip) says who changed what, from what to
 * what. EN: the seeded history marks the first drama's chart; the period bar's switch hides the
 * markers and the choice is kept over a reload; axe finds nothing on the report with its markers
 * shown.
 */

/** The markers of a chart (the kit's scatter series: one point a day; not its legend's symbol). */
const markersOf = (card: Locator) => card.locator('.highcharts-series-group .change-markers .highcharts-point');

test('ZH: a drama’s price changed in 短剧内容 is marked on its chart in 短剧详情统计, naming who changed what from what to what', async ({ page }) => {
  // The drama's report first (its tab keeps the drama and the period), then the drama edited, then back by its tab.
  await signInAt(page, '/statisticalReport/dramaDetailsStatistics/index?dramaId=1005&period=last7');
  const card = page.getByRole('region', { name: '每日播放与收入', exact: true });
  // The page, then its figures, then the chart (the first report of a world builds its warehouse).
  await expect(page.getByRole('switch', { name: '显示变更标记' })).toBeChecked();
  await expect(page.getByRole('region', { name: '汇总', exact: true })).toBeVisible();
  await expect(card.locator('.highcharts-container')).toBeVisible();

  await openFromMenu(page, '剧场管理', '短剧内容');
  const filters = page.getByRole('search');
  await filters.getByRole('searchbox', { name: '剧名或 ID', exact: true }).fill('1005');
  await filters.getByRole('button', { name: '查询', exact: true }).click();
  const row = page.getByRole('table', { name: '短剧', exact: true }).locator('tbody tr[data-id="1005"]');
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: '编辑短剧与剧集', exact: true }).click();
  const form = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: /^编辑/ }) });
  const price = form.getByRole('spinbutton', { name: '单集价格', exact: true });
  await expect(price).not.toHaveValue('');
  const before = await price.inputValue();
  const after = String(Number(before) + 20);
  await price.fill(after);
  await form.getByRole('button', { name: '保存', exact: true }).click();
  await expect(toast(page, '编辑成功')).toBeVisible();

  await tab(page, '短剧详情统计').click();
  await expect(card.locator('.highcharts-container')).toBeVisible();
  const change = `价格：admin 修改了短剧`;
  const fromTo = `单集价格 从 ${before} 改为 ${after}`;
  // Today's marker, the last day of the chart: described for screen readers with the change.
  const marker = markersOf(card).last();
  await expect(marker).toHaveAttribute('aria-label', new RegExp(`${change}.*${fromTo}`));
  // Its tooltip names the change.
  await marker.hover({ force: true });
  const tooltip = card.locator('.highcharts-tooltip');
  await expect(tooltip).toContainText(fromTo);
  await expect(tooltip).toContainText(change);
});

test('EN: the switch hides the markers and keeps them hidden after a reload; axe finds nothing on the report with markers shown', async ({ page }) => {
  const route = '/statisticalReport/dramaDetailsStatistics/index?dramaId=1001&period=last14';
  await signInAt(page, route);
  await switchLanguage(page, 'EN');
  const card = page.getByRole('region', { name: 'Daily views and revenue', exact: true });
  await expect(page.getByRole('region', { name: 'Summary', exact: true })).toBeVisible();
  await expect(card.locator('.highcharts-container')).toBeVisible();
  const toggle = page.getByRole('switch', { name: 'Show change markers' });
  await expect(toggle).toBeChecked();
  // The seeded history: the first drama's price raised three days ago, its paywall moved ten days ago (a line across the chart for each day marked).
  await expect(markersOf(card).filter({ has: page.locator('xpath=self::*[contains(@aria-label, "Price: operator changed")]') })).toHaveCount(1);
  await expect(markersOf(card).filter({ has: page.locator('xpath=self::*[contains(@aria-label, "Paywall: admin changed")]') })).toHaveCount(1);
  const marked = await markersOf(card).count();
  await expect(card.locator('.change-marker-line')).toHaveCount(marked);

  expect(axeReport('EN', await axeFindings(page, route)), `axe on ${route} with markers`).toEqual([]);

  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect(markersOf(card)).toHaveCount(0);
  await expect(card.locator('.change-marker-line')).toHaveCount(0);
  // Kept for this user: hidden after a reload too.
  await page.reload();
  await expect(card.locator('.highcharts-container')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Show change markers' })).not.toBeChecked();
  await expect(markersOf(card)).toHaveCount(0);
});
