import { expect, test, type Locator, type Page } from './fixtures';
import { demoReady, signInAt, toast } from './support';

/**
 * Issue #9: file previews under the strict Content-Security-Policy. The library's files are
 * data: URLs (the seed, small uploads) or blob: URLs (large uploads); images, video, audio and
 * text must all preview without a violation (the fixture fails the test on one).
 */

const ATTACHMENTS = '/system/attachmentManagement/index';

// Several previews and a 600 kB upload per test: more time than the default 30 s.
test.describe.configure({ timeout: 90_000 });

async function openLibrary(page: Page): Promise<void> {
  await signInAt(page, ATTACHMENTS);
  await demoReady(page);
  await expect(page.getByRole('table').locator('tbody tr[data-id]').first()).toBeVisible();
}

async function showKind(page: Page, kind: string): Promise<void> {
  await page.getByRole('tab', { name: kind, exact: true }).click();
  await expect(page).toHaveURL(/kind=/);
  await expect(page.locator('[aria-busy="true"]').filter({ has: page.getByRole('table') })).toHaveCount(0);
}

/** Opens the preview of the row whose cells include `name` (the first row when no name). */
async function preview(page: Page, name?: string): Promise<Locator> {
  const rows = page.getByRole('table').locator('tbody tr[data-id]');
  const row = name ? rows.filter({ has: page.getByRole('cell', { name, exact: true }) }) : rows.first();
  await row.getByRole('button', { name: '更多操作' }).click();
  await page.getByRole('menuitem', { name: '预览' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function close(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('images, video, audio and text of the library preview under the CSP', async ({ page }) => {
  await openLibrary(page);

  await showKind(page, '图片');
  let dialog = await preview(page);
  const img = dialog.locator('img');
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  await close(page, dialog);

  await showKind(page, '视频');
  dialog = await preview(page);
  const video = dialog.locator('video');
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => (el.error ? `error ${el.error.code}` : el.readyState >= 1))).toBe(true);
  await close(page, dialog);

  await showKind(page, '音频');
  dialog = await preview(page);
  const audio = dialog.locator('audio');
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => (el.error ? `error ${el.error.code}` : el.readyState >= 1))).toBe(true);
  await close(page, dialog);

  await showKind(page, '文本');
  dialog = await preview(page);
  await expect(dialog.locator('pre')).not.toBeEmpty();
  await expect(dialog.getByText('无法加载该文件的预览')).toHaveCount(0);
  await close(page, dialog);
});

test('an uploaded small (data:) and large (blob:) text file preview under the CSP', async ({ page }) => {
  await openLibrary(page);
  const line = (i: number) => `第 ${i} 行 字幕 ${'·'.repeat(40)}`;
  const large = Array.from({ length: 12_000 }, (_, i) => line(i + 1)).join('\n'); // > 512 KB: a blob: URL
  await page.locator('input[type="file"]').setInputFiles([
    { name: 'trust-small.srt', mimeType: 'text/plain', buffer: Buffer.from('1\n00:00:01,000 --> 00:00:02,000\n你好\n') },
    { name: 'trust-large.txt', mimeType: 'text/plain', buffer: Buffer.from(large) },
  ]);
  await expect(toast(page, '已上传 2 个文件')).toBeVisible({ timeout: 20_000 });

  await showKind(page, '文本');
  let dialog = await preview(page, 'trust-small.srt');
  await expect(dialog.locator('pre')).toContainText('你好');
  await close(page, dialog);

  dialog = await preview(page, 'trust-large.txt');
  // Kept as a blob: URL (over 512 KB), read with fetch: connect-src allows blob:.
  await expect(dialog.getByText(/blob: 链接/)).toBeVisible();
  await expect(dialog.locator('pre')).toContainText(line(1));
  await expect(dialog.getByText('仅显示前 20 行')).toBeVisible();
  await close(page, dialog);
});
