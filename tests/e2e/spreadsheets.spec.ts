import ExcelJS from 'exceljs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { demoReady, signInAt, toast } from './support';

/**
 * Issue #9: the spreadsheets the console writes and reads, in the browser and under the strict
 * CSP (exceljs runs there): a role named like a formula is exported with a leading ' (never as a
 * formula), and an import from the downloaded template goes through.
 */

async function openList(page: Page, url: string, table: string): Promise<void> {
  await signInAt(page, url);
  await demoReady(page);
  await expect(page.getByRole('table', { name: table, exact: true }).locator('tbody tr[data-id]').first()).toBeVisible();
}

test('a role named like a formula is exported as text with a leading quote', async ({ page }) => {
  await openList(page, '/system/roles/index', '角色');
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const form = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: '新增角色' }) });
  await form.getByLabel('角色名称').fill('=1+1');
  await form.getByLabel('描述').fill('@SUM(A1:A9)');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '添加成功')).toBeVisible();

  await page.getByRole('toolbar', { name: '操作' }).getByRole('button', { name: '导出' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('alertdialog').getByRole('button', { name: '导出' }).click();
  const download = await downloading;
  await expect(toast(page, '导出成功')).toBeVisible();

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).map((x) => (x == null ? '' : String(x)));
  const [idCol, nameCol, descriptionCol] = [header.indexOf('ID'), header.indexOf('角色名称'), header.indexOf('描述')];
  expect(nameCol).toBeGreaterThan(0);
  const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2));
  const row = rows.find((r) => String(r.getCell(nameCol).value).includes('=1+1'))!;
  expect(row, 'the new role').toBeTruthy();
  expect(row.getCell(nameCol).value).toBe("'=1+1");
  expect(row.getCell(nameCol).formula).toBeUndefined();
  expect(row.getCell(descriptionCol).value).toBe("'@SUM(A1:A9)");
  // Numbers stay numbers.
  if (idCol > 0) expect(row.getCell(idCol).type).toBe(ExcelJS.ValueType.Number);
  // Other names are untouched.
  expect(rows.map((r) => String(r.getCell(nameCol).value))).toContain('运营人员');
});

test('the import template downloads, and a filled copy imports', async ({ page }) => {
  await openList(page, '/system/user/index', '用户');
  await page.getByRole('toolbar', { name: '操作' }).getByRole('button', { name: '导入' }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: '导入 Excel' }) });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '下载导入模板' }).click();
  const template = await downloading;

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await template.path());
  const sheet = workbook.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).map((x) => (x == null ? '' : String(x)));
  const values: Record<string, string> = {
    用户名: 'import01',
    姓名: '林小雨',
    密码: 'train123',
    确认密码: 'train123',
    邮箱: 'import01@drama.example',
    手机号: '13700137002',
    角色: '运营人员',
    启用: '是',
  };
  sheet.addRow(header.map((h) => values[h] ?? null));
  const filled = join(tmpdir(), `drama-import-${test.info().workerIndex}-${Date.now()}.xlsx`);
  await workbook.xlsx.writeFile(filled);

  await dialog.locator('input[type="file"]').setInputFiles(filled);
  await expect(dialog.getByText(/· 1$/)).toBeVisible();
  await dialog.getByRole('button', { name: '开始导入' }).click();
  await expect(dialog.getByText('成功导入 1 条，拒绝 0 条')).toBeVisible();
});
