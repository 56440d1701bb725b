import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './fixtures';
import { signInAt } from './support';

/**
 * The one date-range picker (src/lib/resource/DateInput.tsx), on the member list's 加入时间 filter:
 * YYYY-MM-DD in Chinese and English, typed text read leniently, the presets applied to the list,
 * the spec's rule (start strictly before end) refused with its message, and three tab stops.
 */

const filters = (page: Page) => page.getByRole('search', { name: /^(筛选条件|Filters)$/ });
const table = (page: Page) => page.getByRole('table', { name: /^(会员|member)$/ });
const rows = (page: Page) => table(page).locator('tbody tr[data-id]');
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** 'YYYY-MM-DD' of a local date, written here independently of the app's code. */
const ymd = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

interface Range {
  group: Locator;
  start: Locator;
  end: Locator;
  button: Locator;
}

function joinRange(page: Page, lang: 'ZH' | 'EN'): Range {
  const label = lang === 'ZH' ? '加入时间' : 'Joined';
  const bar = filters(page);
  return {
    group: bar.getByRole('group', { name: label, exact: true }),
    start: bar.getByRole('textbox', { name: `${label} ${lang === 'ZH' ? '开始' : 'From'}`, exact: true }),
    end: bar.getByRole('textbox', { name: `${label} ${lang === 'ZH' ? '结束' : 'To'}`, exact: true }),
    button: bar.getByRole('button', { name: lang === 'ZH' ? `${label}：选择日期范围` : `${label}: choose dates`, exact: true }),
  };
}

/** The popover of the range's button (a dialog named like the button). */
const picker = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

async function openMembers(page: Page, lang: 'ZH' | 'EN'): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAt(page, '/member/memberInforMation/index');
  if (lang === 'EN') {
    await page.getByRole('button', { name: /^语言/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await filters(page).getByRole('button', { name: 'Expand' }).click();
  } else {
    await filters(page).getByRole('button', { name: '展开' }).click();
  }
  await expect(rows(page).first()).toBeVisible();
}

test('in Chinese: YYYY-MM-DD, a preset applied to the list, an inverted range refused, three tab stops', async ({ page }) => {
  await openMembers(page, 'ZH');
  const range = joinRange(page, 'ZH');
  await expect(range.start).toHaveAttribute('placeholder', 'YYYY-MM-DD');
  await expect(range.end).toHaveAttribute('placeholder', 'YYYY-MM-DD');
  await expect(range.group).toContainText('至');

  // Three tab stops: start, end, the button; the next Tab leaves the range.
  await range.start.focus();
  const stops: string[] = [];
  for (let i = 0; i < 6; i++) {
    const inside = await range.group.evaluate((g) => g.contains(document.activeElement));
    if (!inside) break;
    stops.push(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''));
    await page.keyboard.press('Tab');
  }
  expect(stops).toEqual(['加入时间 开始', '加入时间 结束', '加入时间：选择日期范围']);

  // Enter opens the presets and calendars; their words are the console's; Escape closes and gives the focus back.
  await range.button.focus();
  await page.keyboard.press('Enter');
  const dialog = picker(page, '加入时间：选择日期范围');
  await expect(dialog).toBeVisible();
  const presets = dialog.getByRole('group', { name: '快捷选项' });
  for (const name of ['今天', '近7天', '本月', '上月']) await expect(presets.getByRole('button', { name, exact: true })).toBeVisible();
  const today = new Date();
  await expect(dialog.getByText(`${today.getFullYear()}年${today.getMonth() + 1}月`).first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: '回到今天' }).first()).toBeAttached();
  await expect(dialog.getByRole('region', { name: '加入时间 开始' }).getByRole('button', { name: `${today.getDate()}日，${ymd(today)}`, exact: true })).toBeVisible();
  await expect(dialog.getByRole('columnheader', { name: '星期一' }).first()).toBeVisible();
  // axe (as the a11y sweep runs it) finds nothing serious in the open picker.
  const axe = await new AxeBuilder({ page }).setLegacyMode().include('[role="dialog"]').exclude('[data-tabster-dummy]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(range.button).toBeFocused();

  // Alt+ArrowDown opens it too; 近7天 fills both ends and closes it.
  const before = await rows(page).count();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(dialog).toBeVisible();
  await presets.getByRole('button', { name: '近7天' }).click();
  await expect(dialog).toBeHidden();
  const start = ymd(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6));
  const end = ymd(today);
  await expect(range.start).toHaveValue(start);
  await expect(range.end).toHaveValue(end);
  await filters(page).getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(new RegExp(`f\\.joinTime=${start}(~|%7E)${end}`));
  // Every listed member joined in those days (shown in the browser's time zone; the filter counts UTC days: a day either side).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const joined = await columnTexts(page, '加入时间');
  expect(joined.length).toBeLessThanOrEqual(Math.max(before, 1));
  const wide = [ymd(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 7)), ymd(new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1))];
  for (const text of joined) {
    const day = text.slice(0, 10).replace(/\//g, '-');
    expect(day >= wide[0] && day <= wide[1], text).toBe(true);
  }

  // Typed text is read leniently and shown as YYYY-MM-DD; an inverted range is refused with the spec's message.
  const url = page.url();
  await range.start.fill('2026/05/10');
  await range.end.fill('20260501');
  await range.end.blur();
  await expect(range.start).toHaveValue('2026-05-10');
  await expect(range.end).toHaveValue('2026-05-01');
  await filters(page).getByRole('button', { name: '查询' }).click();
  await expect(filters(page).getByText('开始日期和结束日期不能相同，且开始日期须早于结束日期')).toBeVisible();
  await expect(range.start).toHaveAttribute('aria-invalid', 'true');
  expect(page.url()).toBe(url);

  // A text that is no day says so.
  await range.end.fill('2026-02-30');
  await filters(page).getByRole('button', { name: '查询' }).click();
  await expect(filters(page).getByText('请输入有效日期，格式为 YYYY-MM-DD')).toBeVisible();
  expect(page.url()).toBe(url);
});

test('in English: YYYY-MM-DD too, the calendar in English, and a day picked on the calendars', async ({ page }) => {
  await openMembers(page, 'EN');
  const range = joinRange(page, 'EN');
  await expect(range.start).toHaveAttribute('placeholder', 'YYYY-MM-DD');
  await expect(range.group).toContainText('to');

  await range.button.click();
  const dialog = picker(page, 'Joined: choose dates');
  await expect(dialog).toBeVisible();
  const today = new Date();
  const month = today.toLocaleString('en-US', { month: 'long' });
  await expect(dialog.getByText(`${month} ${today.getFullYear()}`).first()).toBeVisible();
  await dialog.getByRole('group', { name: 'Presets' }).getByRole('button', { name: 'This month' }).click();
  const first = ymd(new Date(today.getFullYear(), today.getMonth(), 1));
  const last = ymd(new Date(today.getFullYear(), today.getMonth() + 1, 0));
  await expect(range.start).toHaveValue(first);
  await expect(range.end).toHaveValue(last);
  await expect(range.start).toHaveValue(DAY);

  // The calendars name days YYYY-MM-DD too; picking the start's day keeps the popover open, the end's pick closes it.
  await range.button.click();
  const startSide = dialog.getByRole('region', { name: 'Joined From' });
  const endSide = dialog.getByRole('region', { name: 'Joined To' });
  const second = ymd(new Date(today.getFullYear(), today.getMonth(), 2));
  await startSide.getByRole('button', { name: `2, ${second}`, exact: true }).click();
  await expect(startSide.getByRole('gridcell', { selected: true })).toHaveCount(1);
  await expect(startSide.getByRole('gridcell', { selected: true }).getByRole('button')).toHaveAccessibleName(`2, ${second}`);
  await expect(dialog).toBeVisible();
  // …and the focus moves on to the end's calendar.
  await expect.poll(() => endSide.evaluate((side) => side.contains(document.activeElement))).toBe(true);
  const third = ymd(new Date(today.getFullYear(), today.getMonth(), 3));
  await endSide.getByRole('button', { name: `3, ${third}`, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(range.start).toHaveValue(second);
  await expect(range.end).toHaveValue(third);
  await expect(range.button).toBeFocused();

  await filters(page).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`f\\.joinTime=${second}(~|%7E)${third}`));

  // A typed single day is refused with the way out: the presets' Today is one day.
  const url = page.url();
  await range.start.fill(third);
  await range.end.fill(third);
  await filters(page).getByRole('button', { name: 'Search' }).click();
  await expect(filters(page).getByText('Start and end dates must differ. For today alone, choose Presets › Today in the date picker')).toBeVisible();
  expect(page.url()).toBe(url);
  await range.button.click();
  await dialog.getByRole('group', { name: 'Presets' }).getByRole('button', { name: 'Today' }).click();
  await filters(page).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`f\\.joinTime=${ymd(today)}(~|%7E)`));
});

/** The texts of one column on the current page, by its header. */
async function columnTexts(page: Page, header: string): Promise<string[]> {
  const headers = (await table(page).locator('thead tr > *').allInnerTexts()).map((h) => h.trim());
  const index = headers.indexOf(header);
  expect(index, `a ${header} column`).toBeGreaterThanOrEqual(0);
  return rows(page).locator(`> :nth-child(${index + 1})`).allInnerTexts();
}
