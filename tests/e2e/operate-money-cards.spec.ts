import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from './fixtures';
import { chooseEnglish, openFromMenu, revealFilter, signInAt, toast } from './support';

/**
 * operate/cardSecurity (issue #11), in Chinese and in English: an operator generates 5 card codes
 * for a golden-bean package and sees the batch's 5 new rows to be used, exports them and reads the
 * file back, redeems one for a member on the member page (the member's golden beans grow by the
 * package's 300), and finds the code used by that member. One page load per language.
 */

const TEXT = {
  ZH: {
    group: '运营管理', cards: '卡密管理', memberGroup: '会员管理', members: '会员信息',
    generate: '生成卡密', generateTitle: '生成卡密', kindBeans: '金豆套餐', item: '金豆套餐', name: '卡密名称', quantity: '数量',
    codesTable: '卡密', code: '兑换码', status: '状态', unused: '待使用', used: '已使用', member: '兑换会员', expand: '展开',
    export: '导出', exported: '导出成功', search: '查询', codeFilter: '兑换码',
    more: '更多操作', redeem: '兑换卡密', submit: '提交', beans: '金豆余额', membersTable: '会员', cardNumber: '卡号',
  },
  EN: {
    group: 'Operations management', cards: 'Card codes', memberGroup: 'Members', members: 'Member information',
    generate: 'Generate codes', generateTitle: 'Generate card codes', kindBeans: 'Golden-bean package', item: 'Golden-bean package', name: 'Name', quantity: 'Quantity',
    codesTable: 'card code', code: 'Redemption code', status: 'Status', unused: 'To be used', used: 'Used', member: 'Redeemed by',
    export: 'Export', exported: 'Exported successfully', search: 'Search', codeFilter: 'Code', expand: 'Expand',
    more: 'More actions', redeem: 'Redeem a card code', submit: 'Submit', beans: 'Golden beans', membersTable: 'member', cardNumber: 'Card number',
  },
} as const;

const rowsOf = (table: Locator) => table.locator('tbody tr[data-id]');

/** The texts of one column of a table's rows, by its header. */
async function column(table: Locator, header: string): Promise<string[]> {
  // On screen and exposed (a closing dialog hides the page from role queries for a moment).
  await expect(table).toBeVisible();
  const headers = (await table.locator('thead tr > *').allTextContents()).map((h) => h.trim());
  const index = headers.indexOf(header);
  expect(index, `a ${header} column among ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return (await rowsOf(table).locator(`> :nth-child(${index + 1})`).allInnerTexts()).map((t) => t.trim());
}

async function exportedRows(page: Page, x: (typeof TEXT)['ZH' | 'EN']): Promise<Record<string, string>[]> {
  await page.getByRole('toolbar').getByRole('button', { name: x.export, exact: true }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('alertdialog').getByRole('button', { name: x.export, exact: true }).click();
  const download = await downloading;
  await expect(toast(page, x.exported)).toBeVisible();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).map((v) => (v == null ? '' : String(v)));
  return Array.from({ length: sheet.rowCount - 1 }, (_, i) => {
    const values = sheet.getRow(i + 2).values as unknown[];
    return Object.fromEntries(header.map((h, c) => [h, values[c] == null ? '' : String(values[c])]).filter(([h]) => h));
  });
}

for (const lang of ['ZH', 'EN'] as const) {
  test(`${lang}: 5 codes generated, exported and read back; one redeemed on the member page changes the member and shows used`, async ({ page }) => {
    test.slow();
    const x = TEXT[lang];
    await signInAt(page, '/operate/cardSecurity/index');
    if (lang === 'EN') await chooseEnglish(page);

    const codes = page.getByRole('table', { name: x.codesTable, exact: true });
    await expect(rowsOf(codes).first()).toBeVisible();
    await page.getByRole('toolbar').getByRole('button', { name: x.generate, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: x.generateTitle });
    await dialog.getByRole('radio', { name: x.kindBeans }).check();
    await dialog.getByRole('combobox', { name: x.item }).selectOption({ label: '金豆 300' });
    const batchName = lang === 'ZH' ? '直播回馈卡' : 'Live stream thanks';
    await dialog.getByRole('textbox', { name: x.name }).fill(batchName);
    await dialog.getByRole('spinbutton', { name: x.quantity }).fill('5');
    await dialog.getByRole('button', { name: x.generate, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/f\.batchId=\d+/);
    // The new batch's 5 codes, all to be used.
    await expect(rowsOf(codes)).toHaveCount(5);
    expect(await column(codes, x.status)).toEqual(Array(5).fill(x.unused));
    const shown = await column(codes, x.code);
    expect(new Set(shown).size).toBe(5);
    for (const code of shown) expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);

    // Exported for distribution: the same 5 codes, to be used.
    const sheet = await exportedRows(page, x);
    expect(sheet.map((r) => r[x.code]).sort()).toEqual([...shown].sort());
    expect(sheet.every((r) => r[x.status] === x.unused)).toBe(true);

    // Redeemed for the newest member.
    await openFromMenu(page, x.memberGroup, x.members);
    const members = page.getByRole('table', { name: x.membersTable, exact: true });
    const member = rowsOf(members).first();
    await expect(member).toBeVisible();
    const card = (await column(members, x.cardNumber))[0];
    const before = Number((await column(members, x.beans))[0].replace(/\D/g, ''));
    await member.getByRole('button', { name: x.more }).click();
    await page.getByRole('menuitem', { name: x.redeem }).click();
    const redeem = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: x.redeem }) });
    await redeem.getByRole('textbox', { name: x.code }).fill(shown[0].toLowerCase());
    await redeem.getByRole('button', { name: x.submit }).click();
    await expect(redeem).toBeHidden();
    await expect(page.getByRole('listitem', { includeHidden: true }).filter({ hasText: lang === 'ZH' ? '兑换成功' : 'Redeemed' }).first()).toBeVisible();
    await expect.poll(async () => Number((await column(members, x.beans))[0].replace(/\D/g, ''))).toBe(before + 300);

    // The code is used, by that member.
    await openFromMenu(page, x.group, x.cards);
    const filters = page.getByRole('search');
    // The code filter may be folded behind 展开 (the English sidebar is wider).
    const code = filters.getByRole('searchbox', { name: x.codeFilter, exact: true });
    await revealFilter(filters, code, x.expand);
    await code.fill(shown[0]);
    await filters.getByRole('button', { name: x.search, exact: true }).click();
    await expect(rowsOf(codes)).toHaveCount(1);
    expect(await column(codes, x.status)).toEqual([x.used]);
    expect(await column(codes, x.member)).toEqual([card]);
  });
}
