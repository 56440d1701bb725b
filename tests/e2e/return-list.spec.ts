import { expect, test } from './fixtures';
import { revealFilter, signInAt, switchLanguage, toast } from './support';

/**
 * toolCategory/returnList (issue #14), in Chinese and in English: the postbacks filtered in the
 * URL, a failed one sent again (it leaves the failed ones), and a postback's request and answer
 * read as formatted JSON in its detail.
 */

test('ZH: failed TikTok postbacks, one sent again successfully leaves the failed list', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAt(page, '/toolCategory/returnList/index');
  const filters = page.getByRole('search');
  const kind = filters.getByRole('combobox', { name: '渠道类型', exact: true });
  await revealFilter(filters, kind, '展开');
  await kind.selectOption({ label: 'TikTok' });
  await filters.getByRole('combobox', { name: '回传状态', exact: true }).selectOption({ label: '失败' });
  await filters.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page).toHaveURL(/f\.status=failed/);
  await expect(page).toHaveURL(/f\.channelType=tiktok/);
  const table = page.getByRole('main').getByRole('table');
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const first = rows.first();
  const time = (await first.locator('td').nth(1).innerText()).trim();
  await first.getByRole('button', { name: '更多操作' }).click();
  await page.getByRole('menuitem', { name: '重新回传' }).click();
  await expect(toast(page, '重新回传成功')).toBeVisible();
  await expect(table.getByText(time, { exact: true })).toHaveCount(0);
});

test('EN: a purchase postback’s request params and return info as formatted JSON', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAt(page, '/toolCategory/returnList/index');
  await switchLanguage(page, 'EN');
  const filters = page.getByRole('search');
  const event = filters.getByRole('combobox', { name: 'Event', exact: true });
  await revealFilter(filters, event, 'Expand');
  await event.selectOption({ label: 'Purchase' });
  await filters.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/f\.event=Purchase/);
  const row = page.getByRole('main').getByRole('table').locator('tbody tr').first();
  await expect(row).toContainText('Purchase');
  await row.getByRole('button', { name: 'Details', exact: true }).click();
  const request = page.getByRole('region', { name: 'Request params' }).or(page.locator('pre[aria-label="Request params"]'));
  await expect(request).toBeVisible();
  const text = await request.innerText();
  expect(text).toMatch(/^\{\n {2}"/);
  expect(text).toMatch(/"(pixel_id|pixel_code)"/);
  expect(text).toMatch(/"(value)": \d/);
  const answer = page.locator('pre[aria-label="Return info"]');
  await expect(answer).toContainText(/"(events_received|code|error)"/);
});
