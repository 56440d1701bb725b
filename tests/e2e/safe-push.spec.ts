import { expect, test, type Page } from './fixtures';
import { axeFindings, axeReport, type Lang } from './axe';
import { cellOf, chooseEnglish, demoReady, signInAt, toast } from './support';

/*
 * Pushes that cannot misfire (issue #23, docs/safe-push.md): quiet hours set in 系统配置 hold a
 * push for the members in them (the record says until when, in their zone); the daily cap leaves
 * members out; the reach as it will be sent is shown and named by the confirmation; a test send
 * reaches only the chosen members, marked as a test and kept out of the records' totals; the
 * phone preview in both languages; axe on the preview and the confirmation. The cap counts the
 * popups shown today with the pushes: at a cap of 1, everyone 推送弹窗 says was shown the popup for
 * all members today is left out.
 */

const CONFIG = '/system/systemConfiguration/index';
const POPUPS = '/operate/pushPopup/index';
const CREATE = '/push/createPush/index';
const RECORDS = '/push/pushRecord/index';

async function expectAccessible(page: Page, lang: Lang, route: string): Promise<void> {
  expect(axeReport(lang, await axeFindings(page, route)), `axe on ${route}`).toEqual([]);
}

/** The hour now in Tokyo, where most demo members live. */
const tokyoHour = () => Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tokyo', hour: '2-digit', hourCycle: 'h23' }).format(new Date()));
const hh = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
const figure = async (plan: ReturnType<Page['getByTestId']>, name: 'now' | 'waiting' | 'capped') => Number(await plan.getAttribute(`data-${name}`));

test('ZH: a push in the members’ quiet hours waits and its record says until when; members shown a popup today and the next push’s are left out at the cap', async ({ page }) => {
  const start = hh(tokyoHour());
  const end = hh(tokyoHour() + 2);
  await signInAt(page, POPUPS);
  await demoReady(page);
  // 推送弹窗: how many members the popup for everyone was shown to today.
  const popups = page.getByRole('table', { name: '推送弹窗', exact: true });
  const everyone = popups.locator('tbody tr[data-id]').filter({ hasText: '新剧推荐：雨夜重逢' });
  const shown = Number((await cellOf(popups, everyone, '今日展示')).replace(/,/g, ''));
  expect(shown).toBeGreaterThan(0);

  await page.goto(CONFIG);
  // Quiet hours around Tokyo's present hour, and one push per member a day.
  const quiet = page.getByRole('switch', { name: /免打扰时段/ });
  await quiet.click();
  await expect(quiet).toBeChecked();
  await page.getByLabel('免打扰开始').fill(start);
  await page.getByLabel('免打扰结束').fill(end);
  await page.getByRole('spinbutton', { name: '每人每日推送与弹窗上限' }).fill('1');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(toast(page, '修改成功')).toBeVisible();

  await page.goto(CREATE);
  const form = page.getByRole('form', { name: '创建推送' });
  await form.getByRole('textbox', { name: '推送标题' }).fill('深夜新剧提醒');
  await form.getByRole('textbox', { name: '推送内容' }).fill('新剧已上线，明早再看也不迟');
  await expect(page.getByTestId('push-preview-title')).toHaveText('深夜新剧提醒');
  // The reach as it will be sent: the Tokyo members wait for their quiet hours to end.
  const plan = page.getByTestId('push-reach-plan');
  await expect(plan).toHaveAttribute('data-waiting', /\d+/);
  const waiting = await figure(plan, 'waiting');
  expect(waiting).toBeGreaterThan(0);
  await expect(plan).toContainText(`等到 ${end}（Asia/Tokyo）`);
  // Everyone shown a popup today is at the cap of 1 (their delivery happens today: before 22:00 in Tokyo, quiet hours end the same day);
  // so are the few a segment trigger reached today. The plan says how many are left out for the popups alone.
  if (tokyoHour() < 22) {
    const capped = await figure(plan, 'capped');
    expect(capped).toBeGreaterThanOrEqual(shown);
    const line = page.getByTestId('push-reach-capped-popups');
    const byPopups = Number(await line.getAttribute('data-count'));
    expect(byPopups).toBeLessThanOrEqual(shown);
    expect(byPopups).toBeGreaterThanOrEqual(shown - (capped - shown));
    await expect(line).toHaveText(`其中 ${byPopups.toLocaleString('en-US')} 人因今日已看过弹窗而达到上限`);
    // Who they are: each already reached that day by a push or a popup.
    await plan.locator('[data-part="capped"]').click();
    const list = page.getByTestId('push-reach-members');
    await expect(list.getByRole('status')).toHaveAttribute('data-total', String(capped));
    const members = list.getByRole('table', { name: '已达每日上限的会员' });
    const first = members.locator('tbody tr[data-id]').first();
    expect(Number(await cellOf(members, first, '当日推送')) + Number(await cellOf(members, first, '当日弹窗'))).toBeGreaterThanOrEqual(1);
    await expectAccessible(page, 'ZH', `${CREATE} (members left out at the cap)`);
    await list.getByRole('button', { name: '关闭' }).click();
    await expect(list).toHaveCount(0);
  }
  await form.getByRole('button', { name: '发布推送', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`${waiting.toLocaleString('en-US')} 人正处于免打扰时段`);
  await expectAccessible(page, 'ZH', `${CREATE} (confirmation)`);
  await dialog.getByRole('button', { name: '发布推送', exact: true }).click();
  await expect(page.getByTestId('push-published')).toContainText(`${waiting.toLocaleString('en-US')} 人等待免打扰结束`);

  // A second push the same day: everyone has had one (or has one waiting), so the cap leaves them all out.
  await form.getByRole('textbox', { name: '推送标题' }).fill('再次提醒');
  await form.getByRole('textbox', { name: '推送内容' }).fill('今天第二条推送');
  // The plan is counted again after the first push (250 ms after the last change): wait for that count.
  await expect.poll(() => figure(plan, 'capped')).toBeGreaterThan(0);
  await expect.poll(() => figure(plan, 'now')).toBe(0);
  await form.getByRole('button', { name: '发布推送', exact: true }).click();
  await expect(dialog).toContainText('人已达今日推送与弹窗上限，不会收到');
  await dialog.getByRole('button', { name: '发布推送', exact: true }).click();
  await expect(page.getByTestId('push-published')).toContainText('超出每日上限');

  // The record says the first push waits, and until when in the members' zone.
  await page.goto(RECORDS);
  const table = page.getByRole('table', { name: '推送记录', exact: true });
  const row = table.locator('tbody tr[data-id]').filter({ hasText: '深夜新剧提醒' }).first();
  await row.getByRole('button', { name: '详情' }).click();
  await expect(page.getByRole('dialog')).toContainText(waiting.toLocaleString('en-US'));
  await expect(page.getByRole('dialog')).toContainText(`${end} Asia/Tokyo`);
});

test('EN: the phone preview in both languages; who the push reaches now; a test send reaches only the chosen members, marked as a test and not counted in the totals', async ({ page }) => {
  await signInAt(page, CREATE);
  await demoReady(page);
  const zhForm = page.getByRole('form', { name: '创建推送' });
  await zhForm.getByRole('textbox', { name: '推送标题' }).fill('周末追剧节');
  await expect(page.getByTestId('push-preview')).toHaveAccessibleName('手机通知预览');
  await expect(page.getByTestId('push-preview-title')).toHaveText('周末追剧节');
  await chooseEnglish(page);
  const form = page.getByRole('form', { name: 'Create push' });
  await form.getByRole('textbox', { name: 'Title' }).fill('Weekend test');
  await form.getByRole('textbox', { name: 'Content' }).fill('Only the test phones get this');
  await form.getByRole('combobox', { name: 'Written in' }).selectOption('EN');
  const preview = page.getByTestId('push-preview');
  await expect(preview).toHaveAccessibleName('Phone preview');
  await expect(page.getByTestId('push-preview-title')).toHaveText('Weekend test');
  await expect(page.getByTestId('push-preview-content')).toHaveText('Only the test phones get this');
  await expectAccessible(page, 'EN', `${CREATE} (preview)`);

  // Who the push reaches now (no quiet hours, no one at the cap of 5): each on their own clock.
  const plan = page.getByTestId('push-reach-plan');
  await plan.locator('[data-part="now"]').click();
  const reached = page.getByTestId('push-reach-members');
  await expect(reached.getByRole('status')).toHaveAttribute('data-total', String(await figure(plan, 'now')));
  await expect(reached.getByRole('status')).toContainText('the first 200 by ID are shown');
  const people = reached.getByRole('table', { name: 'Members reached now' });
  await expect(people.locator('tbody tr[data-id]').first()).toContainText('Asia/');
  await expectAccessible(page, 'EN', `${CREATE} (members reached now)`);
  await reached.getByRole('button', { name: 'Close' }).click();
  await expect(reached).toHaveCount(0);

  // A test send to two chosen members.
  await form.getByRole('button', { name: 'Test send', exact: true }).click();
  const dialog = page.getByTestId('push-test-dialog');
  const search = dialog.getByRole('combobox', { name: /Test members/ });
  await search.fill('gmail');
  await page.getByRole('listbox').getByRole('option').first().click();
  await search.fill('gmail');
  await page.getByRole('listbox').getByRole('option').nth(1).click();
  await expect(dialog.getByRole('button', { name: /Remove / })).toHaveCount(2);
  await expectAccessible(page, 'EN', `${CREATE} (test send)`);
  await dialog.getByRole('button', { name: 'Send test', exact: true }).click();
  await expect(toast(page, 'Test sent to 2 members')).toBeVisible();

  // In the records, the test sends alone: marked as tests, their deliveries apart, adding nothing to the totals.
  await page.goto(`${RECORDS}?f.test=true`);
  const row = page.getByRole('table', { name: 'Push record', exact: true }).locator('tbody tr[data-id]').filter({ hasText: 'Weekend test' }).first();
  await expect(row).toContainText('Test');
  await expect(page.locator('[data-summary="targets"]')).toHaveText('0');
  await expect(page.locator('[data-summary="success"]')).toHaveText('0');
  await row.getByRole('button', { name: 'Details' }).click();
  const detail = page.getByRole('dialog');
  await expect(detail).toContainText('Test recipients');
  await expect(detail).toContainText('2');
});
