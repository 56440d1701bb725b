import { expect, test, type Page } from './fixtures';
import { demoReady, openFromMenu, signIn, switchLanguage, toast } from './support';

/**
 * Issue #25, theater and the list kit, in ZH and EN: the pager states no count before the list's
 * first answer; a drama switched off in the list
 * says so on its record tab, which shows the prices, the start-charging episode and the copyright
 * expiry as the form has them; the drama form's price hints and episode headers; a whole-drama
 * price above its episodes is warned about and still saved; the 跳转短剧 picker is searched by
 * part of a name ('no match' when nothing matches) and its choice shows on the record. Dates read
 * YYYY-MM-DD HH:mm:ss and IDs are not grouped, in both languages.
 */

const L = {
  ZH: {
    group: '剧场管理', item: '短剧内容', table: '短剧', counting: '正在统计…', zero: '共 0 条', grounding: '上架状态',
    more: '更多操作', open: '在标签页中打开', no: '否', edit: '编辑短剧与剧集', single: '单集价格', singleVip: '单集 VIP 价格', whole: '整剧价格',
    startCharge: '开始收费集数', unit: '金豆', zeroHint: '整剧价格为 0 表示不整剧出售', over: /整剧价格 999,999 金豆高于逐集购买合计 [\d,]+ 金豆/,
    episodePrice: '单集价格', episodeVip: 'VIP 价格', jump: '跳转短剧', noMatch: '没有与“zzqq不存在”匹配的选项', save: '保存', saved: '编辑成功',
    reports: '统计报表', details: '短剧详情统计', pick: '选择短剧',
  },
  EN: {
    group: 'Theater management', item: 'Short dramas', table: 'Drama', counting: 'Counting…', zero: '0 in all', grounding: 'Shelving',
    more: 'More actions', open: 'Open in a tab', no: 'No', edit: 'Edit drama and episodes', single: 'Episode price', singleVip: 'Episode VIP price', whole: 'Whole-drama price',
    startCharge: 'Start-charging episode', unit: 'Golden beans', zeroHint: 'a whole-drama price of 0: not sold whole', over: /The whole-drama price \(999,999 golden beans\) is above the episodes bought one by one \([\d,]+\)/,
    episodePrice: 'Price', episodeVip: 'VIP price', jump: 'Jump to drama', noMatch: 'No option matches “zzqq不存在”', save: 'Save', saved: 'Edited successfully',
    reports: 'Statistical reports', details: 'Drama details', pick: 'Choose a drama',
  },
} as const;

const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
/** A record tab's line by field key (RecordDetail marks each with data-field). */
const line = (page: Page, key: string) => page.locator(`[data-field="${key}"] dd`);

async function journey(page: Page, lang: 'ZH' | 'EN') {
  const l = L[lang];
  // The list's first answer is slow: the pager says it is counting, never 共 0 条.
  await page.evaluate(() => window.__demo!.latency(1500));
  await openFromMenu(page, l.group, l.item);
  await expect(page.getByText(l.counting, { exact: true })).toBeVisible();
  await expect(page.getByText(l.zero, { exact: true })).toHaveCount(0);
  await page.evaluate(() => window.__demo!.latency(0));
  const table = page.getByRole('table', { name: l.table, exact: true });
  await expect(table.locator('tbody tr[data-id]').first()).toBeVisible();
  await expect(page.getByText(l.counting, { exact: true })).toHaveCount(0);

  // Switch the first drama off (if it is on) in the list.
  const row = table.locator('tbody tr[data-id]').first();
  const id = await row.getAttribute('data-id');
  const sw = row.getByRole('switch', { name: new RegExp(`^${l.grounding} `) });
  const name = ((await sw.getAttribute('aria-label')) ?? '').slice(l.grounding.length + 1);
  if (await sw.isChecked()) {
    await sw.click();
    await expect(sw).not.toBeChecked();
  }

  // Its record tab says it is off, and shows what the form edits.
  await row.getByRole('button', { name: l.more }).click();
  await page.getByRole('menuitem', { name: l.open }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(line(page, 'grounding')).toHaveText(l.no);
  await expect(line(page, 'id')).toHaveText(String(id));
  await expect(line(page, 'updateTime')).toHaveText(TIME);
  for (const key of ['shelveTime', 'singlePrice', 'singleVipPrice', 'wholePrice', 'wholeVipPrice', 'startChargeEpisode', 'copyrightExpiry']) await expect(line(page, key)).toBeVisible();
  const expiry = (await line(page, 'copyrightExpiry').innerText()).trim();
  expect(expiry === '-' || TIME.test(expiry)).toBe(true);
  const shown = {
    single: (await line(page, 'singlePrice').innerText()).trim(),
    singleVip: (await line(page, 'singleVipPrice').innerText()).trim(),
    start: (await line(page, 'startChargeEpisode').innerText()).trim(),
  };

  // The form has the same figures.
  await page.getByRole('button', { name: l.edit }).click();
  const form = page.getByRole('dialog');
  const single = form.getByRole('spinbutton', { name: l.single, exact: true });
  await expect(single).toHaveValue(shown.single.replace(/,/g, ''));
  await expect(form.getByRole('spinbutton', { name: l.singleVip, exact: true })).toHaveValue(shown.singleVip.replace(/,/g, ''));
  await expect(form.getByRole('spinbutton', { name: l.startCharge, exact: true })).toHaveValue(shown.start);
  // The 0-price hint stands under the whole-drama prices only.
  await expect(single).toHaveAccessibleDescription(l.unit);
  const whole = form.getByRole('spinbutton', { name: l.whole, exact: true });
  await expect(whole).toHaveAccessibleDescription(new RegExp(l.zeroHint));
  // The episode rows' price inputs have headers.
  const head = form.getByTestId('episode-head');
  await expect(head).toContainText(l.episodePrice);
  await expect(head).toContainText(l.episodeVip);

  // A whole-drama price above the episodes one by one: warned, and still saved.
  await whole.fill('999999');
  await expect(form.getByText(l.over)).toBeVisible();

  // 跳转短剧 is a searchable picker: nothing matches a made-up name; part of a name finds it.
  const jump = form.getByRole('combobox', { name: l.jump });
  await jump.fill('zzqq不存在');
  await expect(page.getByRole('option', { name: l.noMatch })).toBeVisible();
  await jump.fill('');
  const options = page.getByRole('listbox', { name: l.jump }).getByRole('option');
  await expect(options.nth(5)).toBeVisible();
  const target = (await options.nth(5).innerText()).trim();
  await jump.fill(target.slice(1, 3));
  const found = options.filter({ hasText: target });
  await expect(found).toBeVisible();
  expect(await options.count()).toBeLessThan(40);
  await found.click();
  await expect(jump).toHaveValue(target);

  await form.getByRole('button', { name: l.save, exact: true }).click();
  await expect(toast(page, l.saved)).toBeVisible();
  await expect(form).toHaveCount(0);
  // The record shows what was saved, as the form had it.
  await expect(line(page, 'wholePrice')).toHaveText('999,999');
  await expect(line(page, 'jumpDramaId')).toHaveText(target);
  await expect(line(page, 'grounding')).toHaveText(l.no);

  // 短剧详情统计's drama is chosen the same way: part of its name, then the option.
  await openFromMenu(page, l.reports, l.details);
  const pick = page.getByRole('combobox', { name: l.pick });
  await expect(pick).toHaveValue(/^\d+ · /);
  await pick.fill('');
  const dramas = page.locator(`[id="${await pick.getAttribute('aria-controls')}"]`).getByRole('option');
  const other = (await dramas.nth(3).innerText()).trim();
  const [otherId, otherName] = other.split(' · ');
  await pick.fill(otherName.slice(1, 3));
  await dramas.filter({ hasText: other }).click();
  await expect(page).toHaveURL(new RegExp(`dramaId=${otherId}(&|$)`));
  await expect(pick).toHaveValue(other);
}

test.describe('#25: the drama record, the searchable picker, formats (theater)', () => {
  test('ZH', async ({ page }) => {
    await signIn(page);
    await demoReady(page);
    await journey(page, 'ZH');
  });

  test('EN', async ({ page }) => {
    await signIn(page);
    await demoReady(page);
    await switchLanguage(page, 'EN');
    await journey(page, 'EN');
  });
});
