import { expect, test, type Page } from './fixtures';
import { demoReady, signInAt } from './support';

/** Journeys through member/membershipData (on the report kit): the charts, the periods, and both languages. */

const DATA = '/member/membershipData/index';

const charts = (page: Page) => page.locator('.highcharts-container');
/** A chart, by its title: Highcharts' accessibility module names the chart's region "<title>，交互式图表". */
const chart = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(`^${title}[，.]`) });
/** A summary figure by its label. */
const figure = (page: Page, label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
const number = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** Signs in on the membership data (with `query`) and waits for its three charts. */
async function signInToData(page: Page, query = ''): Promise<void> {
  await signInAt(page, `${DATA}${query}`);
  await demoReady(page);
  await expect(charts(page)).toHaveCount(3);
}

test.describe('membership data', () => {
  test('shows new members and guests per day, and the device-type and login-method charts', async ({ page }) => {
    await signInToData(page);
    await expect(page.getByRole('button', { name: '近7天' })).toHaveAttribute('aria-pressed', 'true');
    await expect(chart(page, '每日新增会员与游客')).toBeVisible();
    await expect(chart(page, '新增用户设备类型')).toBeVisible();
    await expect(chart(page, '新增用户登录方式')).toBeVisible();
    await expect(page.getByRole('heading', { name: '每日新增会员与游客', level: 2 })).toBeVisible();
    // Each chart has its table under it.
    await expect(page.getByRole('table', { name: '每日新增会员与游客（数据表）' }).locator('tbody tr')).toHaveCount(7);
    // Seven days on the line chart, and both series in the legend.
    await expect(chart(page, '每日新增会员与游客').locator('.highcharts-xaxis-labels text')).toHaveCount(7);
    await expect(page.locator('.highcharts-legend-item').filter({ hasText: '新增会员' })).toBeVisible();
    await expect(page.locator('.highcharts-legend-item').filter({ hasText: '新增游客' })).toBeVisible();

    // The summary adds up: new users are new members plus new guests; the whole table is 5,000.
    const users = number(await figure(page, '新增用户').innerText());
    const members = number(await figure(page, '新增会员').innerText());
    const guests = number(await figure(page, '新增游客').innerText());
    expect(users).toBeGreaterThan(0);
    expect(members + guests).toBe(users);
    await expect(figure(page, '累计用户')).toHaveText('5,000');

    // Thirty days: more new users, thirty points; the period is in the URL and survives a reload.
    await page.getByRole('button', { name: '近30天' }).click();
    await expect(page).toHaveURL(/period=last30/);
    await expect(chart(page, '每日新增会员与游客').locator('.highcharts-xaxis-labels text')).not.toHaveCount(7);
    await expect.poll(async () => number(await figure(page, '新增用户').innerText())).toBeGreaterThan(users);
    await page.reload();
    await demoReady(page);
    await expect(charts(page)).toHaveCount(3);
    await expect(page.getByRole('button', { name: '近30天' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a custom period must have a start before its end', async ({ page }) => {
    await signInToData(page);
    const custom = page.getByRole('form', { name: '自定义' });
    await custom.getByRole('textbox', { name: '自定义时段 开始' }).fill('2026-10-01');
    await custom.getByRole('textbox', { name: '自定义时段 结束' }).fill('2026-10-01');
    await custom.getByRole('button', { name: '查询' }).click();
    await expect(custom.getByText('开始日期和结束日期不能相同。只看一天：选上方的「今天」或「昨天」')).toBeVisible();
    await custom.getByRole('textbox', { name: '自定义时段 结束' }).fill('2026-09-01');
    await custom.getByRole('button', { name: '查询' }).click();
    await expect(custom.getByText('开始日期和结束日期不能相同，且开始日期须早于结束日期')).toBeVisible();
    expect(page.url()).not.toContain('period=');

    await custom.getByRole('textbox', { name: '自定义时段 结束' }).fill('2026-10-10');
    await custom.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => decodeURIComponent(page.url())).toContain('period=2026-10-01~2026-10-10');
    await expect(page.getByRole('status').filter({ hasText: '2026-10-01 至 2026-10-10' })).toBeVisible();
    await expect(chart(page, '每日新增会员与游客').locator('.highcharts-xaxis-labels text')).toHaveCount(10);
  });

  test('a failed load offers a retry', async ({ page }) => {
    await signInToData(page);
    await page.evaluate(() => window.__demo!.fail({ path: 'member/v1/statistics', status: 500, times: 1 }));
    await page.getByRole('button', { name: '近14天' }).click();
    await expect(page.getByRole('alert')).toContainText('加载失败');
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByRole('alert')).toBeHidden();
    await expect(charts(page)).toHaveCount(3);
  });

  test('in English, the charts speak English', async ({ page }) => {
    await signInToData(page);
    await page.getByRole('button', { name: /^语言/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(chart(page, 'New members and guests per day')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'New members and guests per day', level: 2 })).toBeVisible();
    await expect(page.locator('.highcharts-legend-item').filter({ hasText: 'New guests' })).toBeVisible();
    await expect(chart(page, 'New users by login method').getByText(/Guest \(device\)/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Last 30 days' })).toBeVisible();
  });
});
