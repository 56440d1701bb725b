import ExcelJS from 'exceljs';
import { expect, test, type Page } from './fixtures';
import { demoReady, openFromMenu, signIn, signInAt, switchLanguage, toast } from './support';

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
    table: '推送记录', status: '部分成功', detail: '详情', failures: '失败明细', name: '周末追剧节', body: '本周末全场 VIP 免费看',
    done: /「周末追剧节」已发布：目标 5,000 人，成功 ([\d,]+)，失败 ([\d,]+)/,
  },
  EN: {
    group: 'Message push', create: 'Create push', title: 'Title', content: 'Content', publish: 'Publish', published: 'Published successfully', records: 'Open push records',
    table: 'Push record', status: 'Partly delivered', detail: 'Details', failures: 'Failed recipients', name: 'Weekend festival', body: 'Every drama is free for VIPs this weekend',
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
  // Mostly arrived: partly delivered, with the share reached (one decimal), never 失败.
  await expect(row).toContainText(l.status);
  await expect(row).toContainText(`${((number(success) / 5000) * 100).toFixed(1)}%`);
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

/* ------------------------------------------------------------------------------------------------
 * One status vocabulary for deliveries (issue #25, point 4): the records read 成功 / 部分成功 / 失败
 * with the delivery rate, the same in the list, the status filter, the detail and the export.
 * ---------------------------------------------------------------------------------------------- */

const V = {
  ZH: {
    group: '消息推送', records: '推送记录', status: '推送状态', rate: '送达率', success: '成功数', fail: '失败数', title: '推送标题',
    partial: '部分成功', delivered: '成功', failed: '失败', search: '查询', detail: '详情', export: '导出', actions: '操作',
  },
  EN: {
    group: 'Message push', records: 'Push record', status: 'Status', rate: 'Delivery rate', success: 'Success', fail: 'Fail', title: 'Title',
    partial: 'Partly delivered', delivered: 'Delivered', failed: 'Failed', search: 'Search', detail: 'Details', export: 'Export', actions: 'Actions',
  },
} as const;

/** The list's rows as records by column header. */
async function listed(page: Page, table: string): Promise<Array<Record<string, string>>> {
  const grid = page.getByRole('table', { name: table, exact: true });
  await expect(grid.locator('tbody tr[data-id]').first()).toBeVisible();
  const headers = (await grid.locator('thead th').allInnerTexts()).map((h) => h.trim());
  const out: Array<Record<string, string>> = [];
  for (const row of await grid.locator('tbody tr[data-id]').all()) {
    const cells = (await row.locator('td').allInnerTexts()).map((c) => c.trim());
    out.push(Object.fromEntries(headers.map((h, i) => [h, cells[i] ?? ''])));
  }
  return out;
}

async function deliveryWording(page: Page, lang: 'ZH' | 'EN') {
  const v = V[lang];
  const first = await listed(page, v.records);
  const sent = first.filter((r) => r[v.status] !== '' && number(r[v.success]) + number(r[v.fail]) > 0);
  expect(sent.length).toBeGreaterThan(3);
  for (const r of sent) {
    const [ok, bad] = [number(r[v.success]), number(r[v.fail])];
    const wanted = bad === 0 ? v.delivered : ok === 0 ? v.failed : v.partial;
    expect(r[v.status], r[v.title]).toBe(wanted);
    expect(r[v.rate], r[v.title]).toBe(`${((ok / (ok + bad)) * 100).toFixed(1)}%`);
  }
  // Most pushes mostly arrive: partly delivered, not failed.
  expect(sent.filter((r) => r[v.status] === v.partial).length).toBeGreaterThan(3);
  expect(sent.filter((r) => r[v.status] === v.failed)).toEqual([]);

  // The status filter speaks the same words and keeps exactly those rows.
  const bar = page.getByRole('search', { name: /^(筛选条件|Filters)$/ });
  await bar.getByRole('combobox', { name: v.status, exact: true }).selectOption({ label: v.partial });
  await bar.getByRole('button', { name: v.search }).click();
  await expect(page).toHaveURL(/f\.status=partial/);
  const partialFirst = sent.filter((r) => r[v.status] === v.partial).length;
  await expect.poll(async () => (await listed(page, v.records)).filter((r) => r[v.status] === v.partial).length).toBeGreaterThanOrEqual(partialFirst);
  const filtered = await listed(page, v.records);
  expect(new Set(filtered.map((r) => r[v.status]))).toEqual(new Set([v.partial]));
  const pick = filtered[0];

  // The detail says it too, with the rate.
  const row = page.getByRole('table', { name: v.records, exact: true }).locator('tbody tr[data-id]').first();
  await row.getByRole('button', { name: v.detail }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText(v.partial);
  await expect(drawer).toContainText(pick[v.rate]);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // And the export: the status in words, the rate a number shown with one decimal.
  await page.getByRole('toolbar', { name: v.actions }).getByRole('button', { name: v.export, exact: true }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('alertdialog').getByRole('button', { name: v.export, exact: true }).click();
  const download = await downloading;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).map((x) => (x == null ? '' : String(x)));
  const [statusCol, rateCol, titleCol] = [header.indexOf(v.status), header.indexOf(v.rate), header.indexOf(v.title)];
  expect(statusCol).toBeGreaterThan(0);
  expect(rateCol).toBeGreaterThan(0);
  const lines = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2));
  expect(lines.length).toBe(filtered.length);
  for (const line of lines) {
    expect(line.getCell(statusCol).value).toBe(v.partial);
    expect(line.getCell(rateCol).numFmt).toBe('0.0"%"');
  }
  const same = lines.find((l) => String(l.getCell(titleCol).value) === pick[v.title])!;
  expect(`${Number(same.getCell(rateCol).value).toFixed(1)}%`).toBe(pick[v.rate]);
}

test.describe('push: delivery status', () => {
  test('records say 成功 / 部分成功 / 失败 with the delivery rate, alike in the list, the filter, the detail and the export (ZH, then EN)', async ({ page }) => {
    await signInAt(page, '/push/pushRecord/index');
    await deliveryWording(page, 'ZH');
    await switchLanguage(page, 'EN');
    await page.goto('/push/pushRecord/index');
    await demoReady(page);
    await deliveryWording(page, 'EN');
  });
});
