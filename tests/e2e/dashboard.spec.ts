import { expect, test, type Page } from './fixtures';
import { openFromMenu, signIn, switchLanguage, tab, toast } from './support';

/**
 * The dashboard (/home/index, issue #13), in Chinese and in English, one page load each (the
 * sign-in): today's figures on arrival; last 30 days makes them change (and the URL says so); an
 * unpaid VIP order supplemented (补单) in the demo raises today's payment amount by what it paid;
 * the viewing ranking opens a drama in a tab of its own.
 */

const TEXT = {
  ZH: {
    newUsers: '新增用户', paymentAmount: '付费金额（日元）', paymentCount: '付费次数', payers: '付费人数', viewers: '观看人数',
    today: '今天', last30: '近30天', ranking: '短剧观看排行（前10）', copyright: '版权预警',
    group: '运营管理', vipOrders: 'VIP订单', status: '订单状态', unpaid: '未支付', expand: '展开', search: '查询',
    more: '更多操作', supplement: '补单', supplemented: '补单成功', home: '首页', refresh: '刷新', trend: '付费与新增趋势',
  },
  EN: {
    newUsers: 'New users', paymentAmount: 'Payment amount (yen)', paymentCount: 'Payments', payers: 'Payers', viewers: 'Viewers',
    today: 'Today', last30: 'Last 30 days', ranking: 'Drama viewing ranking (top 10)', copyright: 'Copyright alerts',
  },
} as const;

const number = (text: string) => Number(text.replace(/[^\d.]/g, ''));
const summary = (page: Page) => page.getByRole('region', { name: /^(汇总|Summary)$/ });
/** A headline figure's value (its dd after the dt of that label). */
const figure = (page: Page, label: string) => summary(page).locator('dt', { hasText: new RegExp(`^${label.replace(/[()（）]/g, '.')}$`) }).locator('xpath=following-sibling::dd[1]');
const valueOf = async (page: Page, label: string) => number(await figure(page, label).innerText());

/** The paid yen of an order, as the order list answers it (the demo's records, read by the page's own session). */
async function paidYenOf(page: Page, orderNo: string): Promise<number> {
  return page.evaluate(async (no) => {
    const res = await fetch('/admin/vipOrder/v1/page', {
      method: 'POST',
      headers: { token: sessionStorage.getItem('token') ?? '', 'content-type': 'application/json' },
      body: JSON.stringify({ pageNum: 1, pageSize: 1, orderNo: no }),
    });
    return ((await res.json()) as { data: { records: Array<{ paidYen: number }> } }).data.records[0].paidYen;
  }, orderNo);
}

test('ZH: today’s figures; last 30 days changes them; an order supplemented raises today’s payment amount by its amount', async ({ page }) => {
  const x = TEXT.ZH;
  await signIn(page);
  // Today, by default: every figure is there, with its change against yesterday.
  await expect(page.getByRole('button', { name: x.today, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(figure(page, x.paymentAmount)).toHaveText(/[¥￥]/);
  for (const label of [x.newUsers, x.paymentCount, x.payers, x.viewers]) await expect(figure(page, label)).toHaveText(/\d/);
  const today = { amount: await valueOf(page, x.paymentAmount), count: await valueOf(page, x.paymentCount), payers: await valueOf(page, x.payers) };
  expect(today.payers).toBeLessThanOrEqual(today.count);
  await expect(page.getByRole('heading', { name: x.ranking, level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: x.copyright, level: 2 })).toBeVisible();

  // Last 30 days: in the URL, and more of everything.
  await page.getByRole('button', { name: x.last30, exact: true }).click();
  await expect(page).toHaveURL(/period=last30/);
  await expect.poll(() => valueOf(page, x.paymentAmount)).toBeGreaterThan(today.amount);
  expect(await valueOf(page, x.paymentCount)).toBeGreaterThan(today.count);
  await page.getByRole('button', { name: x.today, exact: true }).click();
  await expect.poll(() => valueOf(page, x.paymentAmount)).toBe(today.amount);

  // An unpaid VIP order, supplemented: paid now.
  await openFromMenu(page, x.group, x.vipOrders);
  const filters = page.getByRole('search');
  const status = filters.getByRole('combobox', { name: x.status, exact: true });
  if (!(await status.isVisible())) await filters.getByRole('button', { name: x.expand, exact: true }).click();
  await status.selectOption({ label: x.unpaid });
  await filters.getByRole('button', { name: x.search, exact: true }).click();
  await expect(page).toHaveURL(/f\.status=/);
  const row = page.locator('tbody tr[data-id]').first();
  await expect(row).toContainText(x.unpaid);
  await row.getByRole('button', { name: x.more }).click();
  await page.getByRole('menuitem', { name: x.supplement }).click();
  const confirm = page.getByRole('alertdialog');
  // The confirmation names the order once its preview (the amount it books) has arrived.
  await expect(confirm).toContainText(/订单 \S+ 已付款/);
  const orderNo = /订单 (\S+) 已付款/.exec(await confirm.innerText())![1];
  await confirm.getByRole('button', { name: x.supplement, exact: true }).click();
  await expect(toast(page, x.supplemented)).toBeVisible();
  const paid = await paidYenOf(page, orderNo);
  expect(paid).toBeGreaterThan(0);

  // Back on the dashboard: today's payment amount has risen by exactly that.
  await tab(page, x.home).click();
  await expect(page).toHaveURL(/\/home\/index/);
  await page.getByRole('button', { name: `${x.refresh}${x.trend}`, exact: true }).click();
  await expect.poll(() => valueOf(page, x.paymentAmount)).toBe(today.amount + paid);
  expect(await valueOf(page, x.paymentCount)).toBe(today.count + 1);
});

test('EN: today’s figures in English; last 30 days changes them; the ranking opens a drama', async ({ page }) => {
  const x = TEXT.EN;
  await signIn(page);
  await switchLanguage(page, 'EN');
  await expect(page.getByRole('button', { name: x.today, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(figure(page, x.paymentAmount)).toHaveText(/[¥￥]/);
  const views = await valueOf(page, x.viewers);
  await page.getByRole('button', { name: x.last30, exact: true }).click();
  await expect(page).toHaveURL(/period=last30/);
  await expect.poll(() => valueOf(page, x.viewers)).toBeGreaterThan(views);
  // Screen readers hear how each figure moved.
  await expect(figure(page, x.payers).locator('xpath=following-sibling::dd[1]')).toContainText(/previous/i);

  // The ranking: ten dramas with their IDs, the first opening in a tab of its own.
  const ranking = page.getByRole('region', { name: x.ranking });
  const rows = ranking.locator('tbody tr');
  await expect(rows).toHaveCount(10);
  const name = (await rows.first().locator('td').first().innerText()).trim();
  await rows.first().getByRole('button', { name: `Open the drama ${name}` }).click();
  await expect(page).toHaveURL(/\/theater\/shortDramaContent\/record\/\d+$/);
});
