import { expect, test, type Page } from './fixtures';
import { openFromMenu, signIn, switchLanguage, toast } from './support';

/*
 * Message push (issue #12): create a push aimed at all users, see the phone preview follow what
 * is typed, publish it (asked first), see 发布成功 and the counts, and find it in the push records
 * with its success and fail counts and its failed recipients; then the same in English.
 */

const rows = (page: Page, name: string) => page.getByRole('table', { name, exact: true }).locator('tbody tr[data-id]');
const number = (text: string) => Number(text.replace(/[^\d-]/g, ''));

const L = {
  ZH: {
    group: '消息推送', create: '创建推送', title: '推送标题', content: '推送内容', publish: '发布推送', published: '发布成功', records: '查看推送记录',
    table: '推送记录', fail: '失败', detail: '详情', failures: '失败明细', name: '周末追剧节', body: '本周末全场 VIP 免费看',
    done: /「周末追剧节」已发布：目标 5,000 人，成功 ([\d,]+)，失败 ([\d,]+)/,
  },
  EN: {
    group: 'Message push', create: 'Create push', title: 'Title', content: 'Content', publish: 'Publish', published: 'Published successfully', records: 'Open push records',
    table: 'Push record', fail: 'Fail', detail: 'Details', failures: 'Failed recipients', name: 'Weekend festival', body: 'Every drama is free for VIPs this weekend',
    done: /“Weekend festival” published: 5,000 targeted, ([\d,]+) succeeded, ([\d,]+) failed/,
  },
} as const;

async function publish(page: Page, lang: 'ZH' | 'EN') {
  const l = L[lang];
  await openFromMenu(page, l.group, l.create);
  const form = page.getByRole('form', { name: l.create });
  await form.getByRole('textbox', { name: l.title }).fill(l.name);
  await form.getByRole('textbox', { name: l.content }).fill(l.body);
  // The phone shows the notification as typed.
  await expect(page.getByTestId('push-preview-title')).toHaveText(l.name);
  await expect(page.getByTestId('push-preview-content')).toHaveText(l.body);
  await expect(form.getByTestId('push-reach').locator('[data-count]')).toHaveAttribute('data-count', '5000');
  await form.getByRole('button', { name: l.publish, exact: true }).click();
  // Asked first.
  await page.getByRole('alertdialog').getByRole('button', { name: l.publish, exact: true }).click();
  await expect(toast(page, l.published)).toBeVisible();
  const done = page.getByTestId('push-published');
  await expect(done).toContainText(l.done);
  const [, success, fail] = (await done.innerText()).match(l.done)!;
  expect(number(success) + number(fail)).toBe(5000);
  expect(number(fail)).toBeGreaterThan(0);

  // The record, with its counts; its detail lists the failed recipients.
  await done.getByText(l.records).click();
  const row = rows(page, l.table).filter({ hasText: l.name }).first();
  await expect(row).toContainText(success);
  await expect(row).toContainText(fail);
  await expect(row).toContainText(l.fail);
  await row.getByRole('button', { name: l.detail }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('tab', { name: l.failures }).click();
  await expect(drawer.locator('tbody tr').first()).toBeVisible();
  await page.keyboard.press('Escape');
}

test.describe('push', () => {
  test('create a push, publish it, see 发布成功 and its record with success and fail counts (ZH, then EN)', async ({ page }) => {
    await signIn(page);
    await publish(page, 'ZH');
    await switchLanguage(page, 'EN');
    await publish(page, 'EN');
  });
});
