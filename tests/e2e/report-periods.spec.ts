import { expect, test, type Locator, type Page } from './fixtures';
import { demoReady, openFromMenu, signIn, signInAt, switchLanguage, tab } from './support';

/**
 * Issue #25, points 3 and 7, in Chinese and in English: the period chosen on one report is the
 * next report's (opened from the menu, and the dashboard's on its tab), a period in the URL still
 * wins; VIP statistics' daily chart draws renewals beside new and lapsed VIPs, its table too; the
 * recharge report by ad never shows more payers than activations, row by row and in total.
 */

const TEXT = {
  ZH: {
    stats: '统计报表', daily: '运营日报', visitors: '访客统计', vip: 'VIP统计', market: '市场报表', recharge: '广告对应充值', home: '首页',
    lastMonth: '上月', last7: '近7天', last30: '近30天', today: '今天',
    renewals: '续费', newVips: '新开通 VIP', vipDaily: '每日新开通、续费与流失',
    activations: '激活数', payers: '付费人数', amount: '充值金额', perActivation: '激活人均充值', adGroups: '广告组明细',
    table: (title: string) => `${title}（数据表）`,
  },
  EN: {
    stats: 'Statistical reports', daily: 'Operation daily', visitors: 'Visitors', vip: 'VIP retention', market: 'Marketing reports', recharge: 'Recharge by ad', home: 'Home',
    lastMonth: 'Last month', last7: 'Last 7 days', last30: 'Last 30 days', today: 'Today',
    renewals: 'Renewals', newVips: 'New VIPs', vipDaily: 'New, renewed and lapsed per day',
    activations: 'Activations', payers: 'Payers', amount: 'Recharge', perActivation: 'Recharge per activation', adGroups: 'By ad group',
    table: (title: string) => `${title} (data table)`,
  },
} as const;

const number = (text: string) => Number(text.replace(/[^\d.]/g, ''));
const figure = (page: Page, label: string) => page.getByRole('region', { name: /^(汇总|Summary)$/ }).locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
const valueOf = async (page: Page, label: string) => number(await figure(page, label).innerText());
const preset = (page: Page, name: string) => page.locator('[data-period-bar]').getByRole('button', { name, exact: true });
const shown = (page: Page) => page.locator('[data-period-bar] [role="status"]');

/** A report table's column as texts, by its header. */
async function column(table: Locator, header: string): Promise<string[]> {
  const headers = (await table.locator('thead th').allInnerTexts()).map((h) => h.trim());
  const index = headers.indexOf(header);
  expect(index, `a ${header} column`).toBeGreaterThanOrEqual(0);
  return table.locator(`tbody tr > :nth-child(${index + 1})`).allInnerTexts();
}

for (const lang of ['ZH', 'EN'] as const) {
  const x = TEXT[lang];

  test(`${lang}: the period chosen on one report is the next one's, the dashboard's too`, async ({ page }) => {
    await signIn(page);
    if (lang === 'EN') await switchLanguage(page, 'EN');
    // The dashboard starts on today, the daily report on its own default.
    await expect(preset(page, x.today)).toHaveAttribute('aria-pressed', 'true');
    await openFromMenu(page, x.stats, x.daily);
    await expect(preset(page, x.last30)).toHaveAttribute('aria-pressed', 'true');

    await preset(page, x.lastMonth).click();
    await expect(page).toHaveURL(/period=lastMonth/);
    await expect(preset(page, x.lastMonth)).toHaveAttribute('aria-pressed', 'true');
    const days = (await shown(page).innerText()).split(' · ')[0];

    // Another report, from the menu: last month, the same days (its default would be the last 7 days).
    await openFromMenu(page, x.stats, x.visitors);
    await expect(page).toHaveURL(/visitorStatistics/);
    await expect(preset(page, x.lastMonth)).toHaveAttribute('aria-pressed', 'true');
    await expect(preset(page, x.last7)).toHaveAttribute('aria-pressed', 'false');
    await expect(shown(page)).toContainText(days);
    // And the dashboard, back on its tab (its default is today).
    await tab(page, x.home).click();
    await expect(page).toHaveURL(/\/home\/index/);
    await expect(preset(page, x.lastMonth)).toHaveAttribute('aria-pressed', 'true');
    await expect(shown(page)).toContainText(days);
  });

  test(`${lang}: a period in the URL wins over the one kept; a period chosen there is then the one kept`, async ({ page }) => {
    await signIn(page);
    if (lang === 'EN') await switchLanguage(page, 'EN');
    await preset(page, x.lastMonth).click();
    await expect(page).toHaveURL(/period=lastMonth/);
    await page.goto('/statisticalReport/vipStatistics/index?period=last7');
    await demoReady(page);
    await expect(preset(page, x.last7)).toHaveAttribute('aria-pressed', 'true');
    await preset(page, x.last30).click();
    await expect(page).toHaveURL(/period=last30/);
    await openFromMenu(page, x.market, x.recharge);
    await expect(page).toHaveURL(/advertisingCorrespondingRecharge/);
    await expect(preset(page, x.last30)).toHaveAttribute('aria-pressed', 'true');
    await openFromMenu(page, x.stats, x.visitors);
    await expect(preset(page, x.last30)).toHaveAttribute('aria-pressed', 'true');
  });

  test(`${lang}: VIP statistics' daily chart and its table have a renewals series, adding up to the renewals figure`, async ({ page }) => {
    await signInAt(page, '/statisticalReport/vipStatistics/index');
    if (lang === 'EN') await switchLanguage(page, 'EN');
    await expect(preset(page, x.last30)).toHaveAttribute('aria-pressed', 'true');
    const card = page.getByRole('region', { name: x.vipDaily, exact: true });
    for (const name of [x.newVips, x.renewals]) await expect(card.locator('.highcharts-legend-item').filter({ hasText: name })).toBeVisible();
    // Three series on the chart: new, renewed and lapsed.
    await expect(card.locator('.highcharts-legend-item')).toHaveCount(3);
    const table = card.getByRole('table', { name: x.table(x.vipDaily) });
    await expect(table.locator('tbody tr')).toHaveCount(30);
    const renewals = (await column(table, x.renewals)).map(number);
    const total = await valueOf(page, x.renewals);
    expect(total).toBeGreaterThan(0);
    expect(renewals.reduce((a, b) => a + b, 0)).toBe(total);
  });

  test(`${lang}: recharge by ad — payers never exceed activations, row by row and in total; recharge per activation agrees`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAt(page, '/marketReport/advertisingCorrespondingRecharge/index');
    if (lang === 'EN') await switchLanguage(page, 'EN');
    for (const p of [x.last30, x.lastMonth]) {
      await preset(page, p).click();
      await expect(preset(page, p)).toHaveAttribute('aria-pressed', 'true');
      // The figures change together once the period's answer arrives (until then they are the last
      // period's): recharge per activation agrees with the amount and the activations shown.
      await expect
        .poll(async () => {
          const shown = await valueOf(page, x.activations);
          return shown > 0 && (await valueOf(page, x.perActivation)) === Math.round((await valueOf(page, x.amount)) / shown);
        })
        .toBe(true);
      const activations = await valueOf(page, x.activations);
      const payers = await valueOf(page, x.payers);
      expect(activations).toBeGreaterThan(0);
      expect(payers, `${p}: payers ≤ activations`).toBeLessThanOrEqual(activations);
      const table = page.getByRole('table', { name: x.table(x.adGroups) });
      await expect(table.locator('tbody tr').first()).toBeVisible();
      const rowActivations = (await column(table, x.activations)).map(number);
      const rowPayers = (await column(table, x.payers)).map(number);
      expect(rowPayers.length).toBeGreaterThan(0);
      rowPayers.forEach((n, i) => expect(n, `${p}, row ${i + 1}: payers ≤ activations`).toBeLessThanOrEqual(rowActivations[i]));
    }
    // The note says what the figures count.
    await expect(page.getByText(lang === 'ZH' ? /付费人数不会超过激活数/ : /payers never exceed activations/)).toBeVisible();
  });
}
