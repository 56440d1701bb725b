import { expect, test, type Locator, type Page } from './fixtures';
import { openFromMenu, signIn, switchLanguage, tab } from './support';

/**
 * Issue #24: record text reaches charts as text. Four dramas are renamed with markup (through the
 * drama's own save call, from the page with the session's token, as another client would); the
 * dashboard's ranking and the drama statistics' ranking then draw those names character for
 * character, on their axis and in their tooltips: nothing bold, nothing hidden, no label left
 * empty. In Chinese and in English.
 */


const NAMES = ['<b>bold</b>', '<span onmouseover="alert(1)">HOV</span>', '<svg>', '<img src=x>'];
/** Text as drawn: a long label may wrap on its spaces, so spaces are not compared. */
const bare = (text: string) => text.replace(/\s+/g, '');

const TEXTS = {
  ZH: { dashboard: '短剧观看排行（前10）', dramas: '短剧观看排行（前10）', table: (t: string) => `${t}（数据表）`, week: '近7天', group: '统计报表', page: '短剧统计', home: '首页' },
  EN: { dashboard: 'Drama viewing ranking (top 10)', dramas: 'Viewing ranking (top 10)', table: (t: string) => `${t} (data table)`, week: 'Last 7 days', group: 'Statistical reports', page: 'Dramas', home: 'Home' },
};

/** Renames dramas through drama/v1/save (the drama as read, with its episodes), as another client of the backend. */
async function rename(page: Page, renames: Array<[number, string]>): Promise<void> {
  await page.evaluate(async (list) => {
    const headers = { token: sessionStorage.getItem('token') ?? '', language: 'ZH', 'content-type': 'application/json' };
    for (const [id, name] of list) {
      const read = (await (await fetch(`/admin/drama/v1/episodes?id=${id}`, { headers })).json()) as { data: { drama: Record<string, unknown>; episodes: unknown[] } };
      const { drama, episodes } = read.data;
      const body = JSON.stringify({ id, version: drama.version, drama: { ...drama, name }, episodes });
      const saved = (await (await fetch('/admin/drama/v1/save', { method: 'POST', headers, body })).json()) as { code: number; message: string };
      if (saved.code !== 200) throw new Error(`drama ${id}: ${saved.message}`);
    }
  }, renames);
}

/** The ranking card: its table's drama ids in rank order. */
async function rankedIds(card: Locator, tableName: string): Promise<number[]> {
  const rows = card.getByRole('table', { name: tableName }).locator('tbody tr[data-id]');
  await expect(rows.first()).toBeVisible();
  return (await rows.evaluateAll((trs) => trs.map((tr) => Number(tr.getAttribute('data-id'))))).filter((id) => id > 0);
}

/** Every renamed drama of the ranking is drawn as its literal name on the axis and in its bar's tooltip; no label is empty. */
async function expectLiteral(card: Locator, names: string[]): Promise<void> {
  const chart = card.locator('.highcharts-container');
  const labels = chart.locator('.highcharts-xaxis-labels text');
  await expect(labels.first()).toBeVisible();
  const texts = (await labels.allTextContents()).map(bare);
  expect(texts.every((text) => text.length > 0), `labels: ${texts.join(' | ')}`).toBe(true);
  for (const name of names) expect(texts, `the axis shows ${name} as text`).toContain(bare(name));
  // Highcharts turns <b> into a bold tspan and keeps a span's text: neither may happen to a name.
  await expect(chart.locator('.highcharts-xaxis-labels tspan[style*="bold"], .highcharts-xaxis-labels [onmouseover]')).toHaveCount(0);
  const bars = chart.locator('.highcharts-series-0 .highcharts-point');
  const tooltip = chart.locator('.highcharts-tooltip');
  for (const name of names) {
    const index = texts.indexOf(bare(name));
    // Away first, so the last tooltip is gone and cannot cover the next bar.
    await card.page().mouse.move(0, 0);
    await expect(tooltip).toBeHidden();
    await bars.nth(index).hover({ force: true });
    await expect.poll(async () => bare((await tooltip.textContent()) ?? ''), { message: `the tooltip of ${name}` }).toContain(bare(name));
    await expect(tooltip.locator('tspan[style*="bold"]').filter({ hasText: /^bold$/ })).toHaveCount(0);
  }
}

for (const lang of ['ZH', 'EN'] as const) {
  test(`${lang}: dramas named with markup are drawn as their names in the dashboard's ranking and the drama statistics, tooltips included`, async ({ page }) => {
    // Two report pages, six dramas renamed and every tooltip hovered: more than a usual journey.
    test.slow();
    const texts = TEXTS[lang];
    await signIn(page);
    if (lang === 'EN') await switchLanguage(page, 'EN');
    // The same period on both pages (the last 7 days), so both rankings hold the renamed dramas.
    await page.getByRole('button', { name: texts.week, exact: true }).click();
    await expect(page).toHaveURL(/period=last7/);
    const dashboard = page.getByRole('region', { name: texts.dashboard, exact: true });
    const top = (await rankedIds(dashboard, texts.table(texts.dashboard))).slice(0, NAMES.length);
    expect(top).toHaveLength(NAMES.length);
    await rename(
      page,
      top.map((id, i) => [id, NAMES[i]]),
    );

    // The drama statistics, opened from the menu, for the same week.
    await openFromMenu(page, texts.group, texts.page);
    await page.getByRole('button', { name: texts.week, exact: true }).click();
    await expect(page).toHaveURL(/dramaStatistics.*period=last7/);
    const dramas = page.getByRole('region', { name: texts.dramas, exact: true });
    const ranked = await rankedIds(dramas, texts.table(texts.dramas));
    const shown = top.map((id, i) => (ranked.includes(id) ? NAMES[i] : null)).filter((name): name is string => name !== null);
    expect(shown.length, 'the renamed dramas are in the drama statistics’ ranking too').toBeGreaterThan(0);
    await expect(dramas.getByRole('table', { name: texts.table(texts.dramas) }).getByRole('cell', { name: shown[0], exact: true })).toBeVisible();
    await expectLiteral(dramas, shown);

    // Back home, the same week: the dashboard reads the ranking again, with the new names.
    await tab(page, texts.home).click();
    await page.getByRole('button', { name: texts.week, exact: true }).click();
    await expect(page).toHaveURL(/home\/index.*period=last7/);
    await expect(dashboard.getByRole('table', { name: texts.table(texts.dashboard) }).getByRole('cell', { name: NAMES[0], exact: true })).toBeVisible();
    await expectLiteral(dashboard, NAMES);
  });
}
