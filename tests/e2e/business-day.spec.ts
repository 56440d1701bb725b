import { expect, test, type Page } from './fixtures';
import { openFromMenu, signInAt, switchLanguage, tab } from './support';

/**
 * Issue #22, the business day: in Chinese, the zone changed in 系统配置 moves a report's days at
 * once (no reload): the period is named with the new zone's offset and the figures are counted
 * again; in English, the dashboard's today compares with yesterday up to the same time of day,
 * with a switch (kept in the URL) to the whole of yesterday, and its period names the offset.
 */

const shown = (page: Page) => page.locator('[data-period-bar] [role="status"]');
const summary = (page: Page) => page.getByRole('region', { name: /^(汇总|Summary)$/ });

test('ZH: a zone saved in 系统配置 moves the order report’s days, without a reload', async ({ page }) => {
  await signInAt(page, '/statisticalReport/orderStatistics/index?period=last7');
  // Asia/Tokyo by default: the period ends on a Tokyo day, named with its offset.
  await expect(shown(page)).toContainText('(UTC+9)');
  await expect(shown(page)).toContainText('按 Asia/Tokyo 时间统计');
  await expect(summary(page)).toBeVisible();
  const tokyo = await summary(page).innerText();
  // A marker the reload would lose: the same document must show the new days.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  await openFromMenu(page, '系统设置', '系统配置');
  const zone = page.getByRole('combobox', { name: '统计时区' });
  await expect(zone).toHaveValue('Asia/Tokyo');
  // Anything but an IANA zone is refused with the rule.
  await zone.fill('Mars/Olympus');
  await zone.blur();
  await expect(page.getByText('请输入有效的 IANA 时区，例如 Asia/Tokyo')).toBeVisible();
  await zone.fill('America/New_York');
  await zone.blur();
  await expect(page.getByText('请输入有效的 IANA 时区，例如 Asia/Tokyo')).toHaveCount(0);
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('修改成功').first()).toBeVisible();

  await tab(page, '订单统计').click();
  await expect(shown(page)).toContainText('按 America/New_York 时间统计');
  await expect(shown(page)).toContainText(/\(UTC-[45]\)/);
  await expect(shown(page)).not.toContainText('(UTC+9)');
  // Fourteen hours earlier at both ends of every day: the week's figures are counted again.
  await expect.poll(() => summary(page).innerText()).not.toBe(tokyo);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('EN: the dashboard’s today compares with yesterday up to the same time, or with the whole of it', async ({ page }) => {
  await signInAt(page, '/home/index');
  await switchLanguage(page, 'EN');
  await expect(page.getByRole('button', { name: 'Today', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(shown(page)).toContainText('(UTC+9)');
  await expect(shown(page)).toContainText('Days in Asia/Tokyo time');
  const lead = page.getByTestId('compare-same-time');
  await expect(lead).toContainText(/Today so far, compared with yesterday up to the same time: \d{4}-\d{2}-\d{2} 00:00 to \d{2}:\d{2} \(UTC\+9\)/);
  const partOfYesterday = await summary(page).innerText();

  const whole = page.getByRole('switch', { name: 'Compare with the whole of yesterday' });
  await expect(whole).not.toBeChecked();
  await whole.click();
  await expect(page).toHaveURL(/compare=wholeDay/);
  await expect(whole).toBeChecked();
  await expect(lead).toHaveCount(0);
  // The whole of yesterday: what the Yesterday preset shows as its own figures.
  await expect.poll(() => summary(page).innerText()).not.toBe(partOfYesterday);

  // Another period has no part of a day to compare: no switch.
  await page.getByRole('button', { name: 'Last 7 days', exact: true }).click();
  await expect(page.getByRole('switch', { name: 'Compare with the whole of yesterday' })).toHaveCount(0);
  await expect(shown(page)).toContainText('(UTC+9)');
});
