import { expect, test } from './fixtures';
import { signInAt } from './support';

/*
 * A long page of a list renders a window of its rows (src/lib/resource/row-window.ts): a page of
 * 100 members holds far fewer rows in the DOM than 100, spacers keep the scrollbar true, and
 * scrolling the table brings the later rows in (the last member of the page reachable, its
 * aria-rowindex 101) while the first ones leave. Back at the top, the first row is there again.
 */

const MEMBERS = '/member/memberInforMation/index?size=100';

test('a page of 100 members renders a window of its rows, and scrolling brings in the rest', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAt(page, MEMBERS);
  const table = page.getByRole('main').getByRole('table');
  const rows = table.locator('tbody tr[data-id]');
  await expect(rows.first()).toBeVisible();
  await expect(table).toHaveAttribute('aria-rowcount', /^\d{3,}$/);

  // A window, not the page: fewer than 100 rows of records in the DOM, the first one among them.
  const rendered = await rows.count();
  expect(rendered).toBeGreaterThan(5);
  expect(rendered).toBeLessThan(60);
  await expect(rows.first()).toHaveAttribute('aria-rowindex', '2');

  // Scrolled to its end, the table shows the page's last row (row 101 with the header) and not its first.
  const scroller = table.locator('xpath=..');
  await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(table.locator('tbody tr[aria-rowindex="101"]')).toBeVisible();
  await expect(table.locator('tbody tr[aria-rowindex="2"]')).toHaveCount(0);
  expect(await rows.count()).toBeLessThan(60);

  // And back at the top, the first row again.
  await scroller.evaluate((el) => el.scrollTo({ top: 0 }));
  await expect(table.locator('tbody tr[aria-rowindex="2"]')).toBeVisible();
});
