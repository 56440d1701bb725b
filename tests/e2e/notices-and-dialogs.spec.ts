import { expect, test, type Locator, type Page } from './fixtures';
import { overlaps, signInAt, switchLanguage, toast } from './support';

/**
 * Issue #8: a notice never covers an open dialog's title. Notices show at the top, centred; while
 * a dialog or drawer is open they show at the bottom (centred on a phone, in the end corner on a
 * wider screen), and those already on screen move there when one opens. Measured with bounding
 * boxes at 1440x900 and 390x844, in the users page's add dialog and its detail drawer.
 */

const TEXT = {
  ZH: { system: '系统设置', users: '用户管理', add: '新增', addTitle: '新增用户', save: '保存', incomplete: '请完善表单', refresh: '刷新', refreshed: '刷新成功', table: '用户', detail: '详情' },
  EN: { system: 'System settings', users: 'Users', add: 'Add', addTitle: 'Add user', save: 'Save', incomplete: 'Please complete the form', refresh: 'Refresh', refreshed: 'Refreshed successfully', table: 'user', detail: 'Details' },
} as const;

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  expect(b, 'on screen').not.toBeNull();
  return b!;
}

/** Waits until the toast has stopped moving (it slides in), then gives its box. */
async function settledBox(locator: Locator): Promise<Box> {
  let last = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await locator.boundingBox());
      const same = now === last;
      last = now;
      return same;
    })
    .toBe(true);
  return JSON.parse(last) as Box;
}

async function openUsers(page: Page, lang: 'ZH' | 'EN'): Promise<void> {
  const w = TEXT[lang];
  await signInAt(page, '/system/user/index');
  if (lang === 'EN') await switchLanguage(page, 'EN');
  await expect(page.getByRole('table', { name: w.table, exact: true }).locator('tbody tr[data-id]').first()).toBeVisible();
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  for (const lang of ['ZH', 'EN'] as const) {
    test.describe(`notices and dialogs, ${lang}, ${viewport.width}x${viewport.height}`, () => {
      test.use({ viewport });

      test('a form error raised inside the add dialog shows below its title, never over it', async ({ page }) => {
        const w = TEXT[lang];
        await openUsers(page, lang);
        await page.getByRole('button', { name: w.add, exact: true }).click();
        const dialog = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: w.addTitle }) });
        const title = dialog.getByRole('heading', { name: w.addTitle });
        await expect(title).toBeVisible();

        await dialog.getByRole('button', { name: w.save, exact: true }).click();
        const notice = toast(page, w.incomplete);
        await expect(notice).toBeVisible();
        const noticeBox = await settledBox(notice);
        const titleBox = await box(title);
        expect(overlaps(noticeBox, titleBox), `toast ${JSON.stringify(noticeBox)} over title ${JSON.stringify(titleBox)}`).toBe(false);
        // Inside the window, and in the lower half: where the dialog's title never is.
        expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(viewport.height);
        expect(noticeBox.y).toBeGreaterThan(viewport.height / 2);
        expect(noticeBox.x + noticeBox.width).toBeLessThanOrEqual(viewport.width);
      });
    });
  }

  test.describe(`notices already shown when a dialog opens, ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('a notice at the top moves off the title of a dialog that opens; with no dialog notices are at the top', async ({ page }) => {
      const w = TEXT.ZH;
      await openUsers(page, 'ZH');
      await page.getByRole('button', { name: w.refresh, exact: true }).click();
      const notice = toast(page, w.refreshed);
      await expect(notice).toBeVisible();
      // No dialog: the notice is at the top.
      expect((await settledBox(notice)).y).toBeLessThan(viewport.height / 4);

      await page.getByRole('button', { name: w.add, exact: true }).click();
      const title = page.getByRole('dialog').getByRole('heading', { name: w.addTitle });
      await expect(title).toBeVisible();
      await expect(notice).toBeVisible();
      const noticeBox = await settledBox(notice);
      expect(overlaps(noticeBox, await box(title)), 'the notice moved off the title').toBe(false);
      expect(noticeBox.y).toBeGreaterThan(viewport.height / 2);
    });

    test('a notice at the top moves off the title of a detail drawer that opens', async ({ page }) => {
      const w = TEXT.ZH;
      await openUsers(page, 'ZH');
      await page.getByRole('button', { name: w.refresh, exact: true }).click();
      const notice = toast(page, w.refreshed);
      await expect(notice).toBeVisible();

      const row = page.getByRole('table', { name: w.table, exact: true }).locator('tbody tr[data-id]').first();
      await row.getByRole('button', { name: w.detail, exact: true }).click();
      const title = page.getByRole('dialog').getByRole('heading', { name: /^用户详情/ });
      await expect(title).toBeVisible();
      await expect(notice).toBeVisible();
      const noticeBox = await settledBox(notice);
      const titleBox = await settledBox(title);
      expect(overlaps(noticeBox, titleBox), `toast ${JSON.stringify(noticeBox)} over the drawer's title ${JSON.stringify(titleBox)}`).toBe(false);
    });
  });
}
