import { expect, test, type Locator, type Page } from './fixtures';
import { axeFindings, axeReport, chooseTheme } from './axe';
import { SETTLE_TIMEOUT, signInAt, switchLanguage } from './support';

/**
 * Issue #23, the paywall funnel of a drama (docs/drama-funnel.md). ZH: in 短剧详情统计 the funnel
 * names the episode most viewers stop at and marks where charging starts; one episode's orders
 * open in a dialog whose sum is the row's revenue as shown. EN (dark theme): the funnel on the
 * drama's record tab with its period and the period compared with, another period chosen there.
 * Axe on the record tab's funnel and on the orders dialog (短剧详情统计 with its funnel is in
 * every-page.spec.ts's sweep).
 */

/** A drama of 45 episodes (fewer than a table windows: every row is drawn), paid for every month. */
const DRAMA = 1002;
const number = (text: string) => Number(text.replace(/[^\d.]/g, ''));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The cells of a table's column, by its header. */
async function columnIndex(table: Locator, header: string): Promise<number> {
  const headers = (await table.locator('thead th').allInnerTexts()).map((h) => h.trim());
  const index = headers.indexOf(header);
  expect(index, `a ${header} column in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return index;
}
const cell = async (table: Locator, episode: number, header: string) => table.locator(`tbody tr[data-id="${episode}"] > :nth-child(${(await columnIndex(table, header)) + 1})`);

async function expectNoAxe(page: Page, lang: 'ZH' | 'EN', route: string) {
  expect(axeReport(lang, await axeFindings(page, route))).toEqual([]);
}

test('ZH: the funnel in 短剧详情统计 names where viewers stop, marks the start-charging episode, and opens the orders behind an episode', async ({ page }) => {
  const route = `/statisticalReport/dramaDetailsStatistics/index?period=last30&dramaId=${DRAMA}`;
  await signInAt(page, route);
  const funnel = page.getByRole('region', { name: '付费漏斗', exact: true });
  const table = funnel.getByRole('table', { name: '逐集付费漏斗（数据表）' });
  // The world's first report builds the warehouse from the member simulation's feed (seconds on a busy 2-core machine).
  await expect(table.locator('tbody tr[data-id="1"]')).toBeVisible({ timeout: SETTLE_TIMEOUT });

  // Where charging starts, said and marked on its row.
  const charging = funnel.getByText(/^第 \d+ 集起收费，单集 [\d,]+ 金豆，VIP [\d,]+ 金豆$/);
  await expect(charging).toBeVisible();
  const start = Number(/^第 (\d+) 集/.exec(await charging.innerText())![1]);
  await expect(await cell(table, start, '剧集')).toHaveText(`第 ${start} 集`);
  await expect(await cell(table, start, '收费')).toHaveText('起始收费');
  await expect(await cell(table, start, '单集价格')).toHaveText(/^[\d,]+ \/ [\d,]+$/);
  // A free episode has no price.
  await expect(await cell(table, 1, '单集价格')).toHaveText('-');

  // The episode most viewers stop at, named; its row says as many stopped there.
  const stop = funnel.getByText(/^观众在第 \d+ 集流失最多：看了第 \d+ 集的 [\d,]+ 位观众中，[\d,]+ 位（[\d.]+%）没有看第 \d+ 集$/);
  await expect(stop).toBeVisible();
  const [, episode, , viewers, stopped] = /^观众在第 (\d+) 集流失最多：看了第 (\d+) 集的 ([\d,]+) 位观众中，([\d,]+) 位/.exec(await stop.innerText())!;
  await expect(await cell(table, Number(episode), '观众')).toHaveText(viewers);
  const stops = funnel.getByRole('table', { name: '流失与对比周期（数据表）' });
  await expect(await cell(stops, Number(episode), '未看下一集')).toHaveText(stopped);
  // No other episode lost more viewers.
  const column = (await columnIndex(stops, '未看下一集')) + 1;
  await expect(stops.locator('tbody tr')).toHaveCount(await table.locator('tbody tr').count());
  const all = (await stops.locator(`tbody tr > :nth-child(${column})`).allInnerTexts()).map((x) => (x.trim() === '-' ? 0 : number(x)));
  expect(Math.max(...all)).toBe(number(stopped));
  // The figures compare with the period before.
  await expect(funnel.getByRole('region', { name: '付费漏斗汇总' }).getByText('第 1 集观众', { exact: true })).toBeVisible();
  // The page with its funnel is in the axe sweep of every page (every-page.spec.ts); here, its dialog.

  // One episode's orders: the dialog's sum is the row's revenue as shown.
  const open = table.getByRole('button', { name: /^查看第 \d+ 集的订单$/, disabled: false }).first();
  const n = Number(await open.locator('xpath=ancestor::tr[1]').getAttribute('data-id'));
  await expect(open).toHaveAccessibleName(`查看第 ${n} 集的订单`);
  const revenue = (await (await cell(table, n, '收入')).innerText()).trim();
  expect(number(revenue)).toBeGreaterThan(0);
  await open.click();
  const dialog = page.getByRole('dialog', { name: `第 ${n} 集的订单` });
  await expect(dialog.getByRole('status')).toHaveText(new RegExp(`^共 \\d+ 笔订单，合计 ${escape(revenue)}$`));
  const orders = number(/^共 (\d+)/.exec(await dialog.getByRole('status').innerText())![1]);
  const list = dialog.getByRole('table', { name: `第 ${n} 集的订单` });
  await expect(list.locator('tbody tr')).toHaveCount(orders);
  const paid = (await list.locator(`tbody tr > :nth-child(${(await columnIndex(list, '实付金额')) + 1})`).allInnerTexts()).map(number);
  expect(paid.reduce((s, x) => s + x, 0)).toBe(number(revenue));
  await expectNoAxe(page, 'ZH', route);
  await dialog.getByRole('button', { name: '关闭', exact: true }).click();
  await expect(dialog).toBeHidden();
});

test('EN: the funnel on the drama’s record tab, with its period and the one compared with (dark theme)', async ({ page }) => {
  const route = `/theater/shortDramaContent/record/${DRAMA}`;
  await signInAt(page, route);
  await switchLanguage(page, 'EN');
  await chooseTheme(page, 'EN', 'dark');
  // The funnel is drawn when asked for; then its period is the tab's.
  await page.getByRole('button', { name: 'Show the paywall funnel' }).click();
  const funnel = page.getByRole('region', { name: 'Paywall funnel', exact: true });
  const table = funnel.getByRole('table', { name: 'Funnel by episode (data table)' });
  // The world's first report builds the warehouse (seconds on a busy machine).
  await expect(table.locator('tbody tr[data-id="1"]')).toBeVisible({ timeout: SETTLE_TIMEOUT });
  await funnel.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(page).toHaveURL(/period=last30/);
  await expect(funnel.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(funnel.getByRole('status').filter({ hasText: /Compared with \d{4}-\d{2}-\d{2}/ })).toBeVisible();
  await expect(funnel.getByText(/^Most viewers stop at episode \d+: of its [\d,]+ viewers, [\d,]+ \([\d.]+%\) did not watch episode \d+$/)).toBeVisible();
  await expect(funnel.getByText(/^Charging starts at episode \d+: [\d,]+ golden beans an episode, [\d,]+ for VIP members$/)).toBeVisible();
  // Each figure against the period before, and the table's columns of that period.
  const figures = funnel.getByRole('region', { name: 'Summary' });
  await expect(figures.getByText('Episode 1 viewers', { exact: true })).toBeVisible();
  const compared = funnel.getByRole('table', { name: 'Stops and the period before (data table)' });
  await columnIndex(compared, 'Viewers before');
  await columnIndex(compared, 'Reach before');
  await expect(await cell(compared, 1, 'Viewers before')).toHaveText(/^[\d,]+$/);
  const month = (await (await cell(table, 1, 'Viewers')).innerText()).trim();

  // Another period: in the tab's URL, compared with the seven days before it.
  await funnel.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/period=last7/);
  await expect(funnel.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => number(await (await cell(table, 1, 'Viewers')).innerText())).toBeLessThanOrEqual(number(month));
  await expect(table.locator('tbody tr[data-id="1"]')).toBeVisible();
  await expectNoAxe(page, 'EN', route);
});
