import { expect, test } from './fixtures';
import { axeFindings, axeReport } from './axe';
import { signInAt, switchLanguage, toast } from './support';

/**
 * A member's attribution trail (归因轨迹, a tab of the member's record) and 回传列表's match rate
 * (issue #23, docs/attribution-trail.md): a TikTok member's trail, opened from their failed
 * postback's row in 回传列表 (the record on its trail tab, ?tab=trail), followed to that postback,
 * its payload and answer read, retried and the new attempt seen (ZH); the match rate per platform
 * and channel for the list's period (EN); axe on both views.
 */

test('ZH: a TikTok member’s trail to a postback, its payload and answer, retried as a new attempt', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // A TikTok member whose postback failed, as 回传列表 lists it.
  await signInAt(page, '/toolCategory/returnList/index?f.channelType=tiktok&f.status=failed');
  const table = page.getByRole('main').getByRole('table');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const headers = await table.locator('thead th').allInnerTexts();
  const column = headers.findIndex((h) => h.trim() === '用户ID');
  expect(column).toBeGreaterThan(-1);
  const memberId = (await table.locator('tbody tr').first().locator('td').nth(column).innerText()).trim();
  expect(memberId).toMatch(/^\d+$/);

  // The row's 归因轨迹 opens the member's record on its trail tab, an address of its own (?tab=trail).
  await table.locator('tbody tr').first().getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '归因轨迹' }).click();
  await expect(page).toHaveURL(new RegExp(`/member/memberInforMation/record/${memberId}\\?tab=trail$`));
  await expect(page.getByRole('tab', { name: '归因轨迹' })).toHaveAttribute('aria-selected', 'true');
  const trail = page.locator(`[data-trail="${memberId}"]`);
  await expect(trail).toContainText('来源：TikTok');
  await expect(trail).toContainText(/归因窗口：广告触达后 7 天/);
  const events = trail.getByRole('list', { name: '轨迹事件' });
  await expect(events.locator('li[data-kind="touch"]')).toContainText(/点击广告|看到广告/);
  await expect(events.locator('li[data-kind="install"]')).toContainText('安装激活');
  await expect(events.locator('li[data-kind="register"]')).toContainText('注册');
  await expect(events.locator('li[data-kind="windowEnd"]')).toContainText('归因窗口结束');

  // The failed postback: its payload and the platform's answer.
  const failed = events.locator('li[data-kind="postback"]').filter({ has: page.getByRole('button', { name: '重试' }) }).first();
  const id = await failed.getAttribute('data-postback');
  const item = events.locator(`li[data-postback="${id}"]`);
  await expect(item).toContainText(/回传 (注册|购买|订阅) 至 TikTok/);
  await expect(item).toContainText('失败');
  await item.getByRole('button', { name: '查看回传' }).click();
  await expect(item.locator('pre[aria-label="请求参数"]')).toContainText('"pixel_code"');
  await expect(item.locator('pre[aria-label="平台返回"]')).toContainText(/"(error|code)"/);
  const attempts = item.locator('table[data-attempts] tbody tr');
  await expect(attempts).toHaveCount(1);
  expect(axeReport('ZH', await axeFindings(page, 'member/memberInforMation record: 归因轨迹'))).toEqual([]);

  await item.getByRole('button', { name: '重试' }).click();
  await expect(toast(page, '重试成功，平台已接受')).toBeVisible();
  await expect(attempts).toHaveCount(2);
  await expect(item.locator('tr[data-attempt="2"]')).toContainText('已接受');
  await expect(item.locator('tr[data-attempt="2"]')).toContainText('admin');
  await expect(item.getByRole('button', { name: '重试' })).toHaveCount(0);
  await expect(item.locator('pre[aria-label="平台返回"]')).toContainText('"OK"');
});

test('EN: 回传列表’s match rate per platform and channel for the list’s period', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAt(page, '/toolCategory/returnList/index');
  await switchLanguage(page, 'EN');
  const card = page.getByRole('region', { name: 'Match rate' });
  await expect(card).toContainText(/members with a postback accepted \/ members attributed/);
  const platforms = card.getByRole('list', { name: 'By platform' });
  for (const platform of ['meta', 'tiktok']) {
    const row = platforms.locator(`li[data-platform="${platform}"]`);
    await expect(row).toContainText(/\d+(\.\d)?%/);
    const attributed = Number(await row.getAttribute('data-attributed'));
    const matched = Number(await row.getAttribute('data-matched'));
    const rate = Number((await row.locator('[data-rate]').innerText()).replace('%', ''));
    expect(attributed).toBeGreaterThan(0);
    expect(matched).toBeLessThanOrEqual(attributed);
    expect(rate).toBeCloseTo((matched / attributed) * 100, 1);
    await expect(row).toContainText(`(${matched} with a postback accepted / ${attributed} attributed)`);
  }
  const channels = card.getByRole('list', { name: 'By channel' }).getByRole('listitem');
  await expect(channels.first()).toBeVisible();
  expect(await channels.count()).toBeGreaterThan(1);
  expect(axeReport('EN', await axeFindings(page, 'toolCategory/returnList: match rate'))).toEqual([]);

  // The list's period: a shorter one counts fewer members.
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const start = day(Date.now() - 3 * 86_400_000);
  const end = day(Date.now());
  const tiktok = platforms.locator('li[data-platform="tiktok"]');
  const before = Number(await tiktok.getAttribute('data-attributed'));
  await page.goto(`/toolCategory/returnList/index?f.time=${start}~${end}`);
  await expect(card).toContainText(`${start} to ${end}`);
  const after = Number(await tiktok.getAttribute('data-attributed'));
  expect(after).toBeLessThan(before);
});
