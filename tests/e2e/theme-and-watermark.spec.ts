import { expect, test, type Page } from './fixtures';
import { axeFindings, axeReport, chooseTheme } from './axe';
import { chooseEnglish, demoReady, signInAt } from './support';

/**
 * Issue #22: the dark theme and the watermark (docs/theme-and-watermark.md).
 * ZH: switched to dark from the header, the choice survives a reload, and a list, its add dialog
 * and a report pass the axe sweep's checks in dark; a new signed-out tab's sign-in page is dark too
 * (the browser's last choice) and passes them. EN: an admin switches the watermark on in
 * 系统配置; it names the user over a data page, a row's button under it still takes the click,
 * the dialog it opens is above it, and screen readers are not given it.
 */

const USERS = '/system/user/index';
const CONFIG = '/system/systemConfiguration/index';
const REPORT = '/statisticalReport/visitorStatistics/index';

/** The console's surface colour, as drawn. */
const surface = (page: Page) => page.locator('.fui-FluentProvider').first().evaluate((el) => getComputedStyle(el).backgroundColor);

async function expectAccessible(page: Page, route: string): Promise<void> {
  const findings = await axeFindings(page, route);
  expect(axeReport('ZH', findings), `axe in dark on ${route}`).toEqual([]);
}

test('ZH: dark from the header, kept across a reload; a list, its add dialog and a report pass axe in dark', async ({ page }) => {
  await signInAt(page, USERS);
  await demoReady(page);
  const rows = page.getByRole('main').locator('tbody tr[data-id]');
  await expect(rows.first()).toBeVisible();
  expect(await surface(page)).toBe('rgb(255, 255, 255)');

  await chooseTheme(page, 'ZH', 'dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await surface(page)).toBe('rgb(41, 41, 41)');

  await page.reload();
  // Set before the console renders (src/main.tsx → applyEarlyTheme), then drawn dark.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: '主题：深色' })).toBeVisible();
  await expect(rows.first()).toBeVisible();
  expect(await surface(page)).toBe('rgb(41, 41, 41)');
  await expectAccessible(page, USERS);

  await page.getByRole('button', { name: '新增', exact: true }).click();
  const form = page.getByRole('dialog');
  await expect(form.getByRole('textbox').first()).toBeVisible();
  await expectAccessible(page, `${USERS} (新增)`);
  await form.getByRole('button', { name: '取消' }).click();
  await expect(form).toBeHidden();

  await page.goto(REPORT);
  await expect(page.locator('.highcharts-container').first()).toBeVisible();
  // The chart's own text is drawn in the theme's light grey, not Highcharts' dark default.
  const axisLabel = page.locator('.highcharts-xaxis-labels text').first();
  await expect(axisLabel).toBeVisible();
  expect(await axisLabel.evaluate((el) => getComputedStyle(el).fill || el.getAttribute('fill'))).toBe('rgb(173, 173, 173)');
  await expectAccessible(page, REPORT);

  // A new tab, signed out: the sign-in page in the browser's last choice, dark, and accessible.
  const signedOut = await page.context().newPage();
  await signedOut.goto('/login');
  await expect(signedOut.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await expect(signedOut.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await surface(signedOut)).toBe('rgb(41, 41, 41)');
  await expectAccessible(signedOut, '/login');
});

test('EN: an admin switches the watermark on; it names the user over a data page, is aria-hidden, and a row button under it still works', async ({ page }) => {
  await signInAt(page, CONFIG);
  await demoReady(page);
  await chooseEnglish(page);
  await expect(page.getByTestId('watermark')).toHaveCount(0);

  const watermark = page.getByRole('switch', { name: /Watermark/ });
  await expect(watermark).not.toBeChecked();
  await watermark.click();
  await expect(watermark).toBeChecked();
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await save.click();
  await expect(save).toBeDisabled();
  // On at once, for the admin who saved it.
  await expect(page.getByTestId('watermark')).toBeVisible();

  // A data page, opened as a new sign-in would: the setting read from the server.
  await page.goto(USERS);
  const mark = page.getByTestId('watermark');
  await expect(mark).toBeVisible();
  await expect(mark).toHaveAttribute('aria-hidden', 'true');
  await expect(mark).toHaveAttribute('data-text', /^admin \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  expect(await mark.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
  expect(await mark.evaluate((el) => decodeURIComponent(getComputedStyle(el).backgroundImage))).toContain('admin ');
  // Over the content: it covers the rows, not the header.
  const rows = page.getByRole('main').locator('tbody tr[data-id]');
  await expect(rows.first()).toBeVisible();
  const [markBox, rowBox, headerBox] = await Promise.all([mark.boundingBox(), rows.first().boundingBox(), page.locator('header').first().boundingBox()]);
  expect(rowBox!.y).toBeGreaterThanOrEqual(markBox!.y);
  expect(headerBox!.y + headerBox!.height).toBeLessThanOrEqual(markBox!.y + 1);

  // The row's button under the watermark takes the click (Playwright would refuse a covered one).
  await rows.first().getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('dialog');
  const input = form.getByRole('textbox').first();
  await expect(input).toBeVisible();
  // The dialog is above the watermark: its input is what a click at its centre reaches.
  expect(
    await input.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === el;
    }),
  ).toBe(true);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
});
