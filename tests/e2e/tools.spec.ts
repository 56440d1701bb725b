import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { chooseEnglish, signInAt, toast } from './support';

/**
 * The tool pages (issue #14), in Chinese and in English: a 1,200-row member file imported from
 * Excel (the slow notice, the progress bar, the key appearing in the input, then its report), and
 * a promotion link generated and copied (生成成功, 复制成功, the clipboard read back). One page
 * load per test (the sign-in).
 */

const TEXT = {
  ZH: {
    group: '工具类', migration: '数据迁移', links: '生成链接',
    headers: ['姓名', '类型', '手机号', '邮箱', '平台类型', '第三方登录类型', '发展渠道编号'],
    member: '会员', choose: '选择 Excel 文件', slow: '数据超过1000条，导入较慢，请耐心等待输入框中出现key后再操作',
    summary: /共 1,200 行，其中 3 行有问题/, start: '开始导入', key: '导入批次key', progress: '导入进度',
    done: '导入完成：成功 1,196 行，拒绝 4 行', report: '查看报告', reportTitle: /^导入报告 IMP-/, rejected: '拒绝 4 行', accepted: '成功 1,196 行',
    phoneRule: '手机号为 070、080 或 090 开头的11位数字', channelUnknown: '没有编号为 CH9999 的渠道', close: '关闭',
    generate: '生成链接', dialog: '生成推广链接', result: '已生成的链接', name: '链接名称', channel: '渠道', drama: '短剧', episode: '起始集数', pixel: '回传配置',
    campaign: '活动 utm_campaign', generated: '生成成功', copy: '复制链接', copied: '复制成功', qr: '下载二维码', linkLabel: '链接',
  },
  EN: {
    group: 'Tools', migration: 'Data migration', links: 'Link generation',
    headers: ['Name', 'Type', 'Phone', 'Email', 'Platform', 'Third-party login', 'Development channel number'],
    member: 'Member', choose: 'Choose an Excel file', slow: 'More than 1000 rows: the import is slow. Wait for the key to appear in the input before going on',
    summary: /1,200 rows, 3 with problems/, start: 'Start import', key: 'Import key', progress: 'Import progress',
    done: 'Import finished: 1,196 rows imported, 4 refused', report: 'View report', reportTitle: /^Import report IMP-/, rejected: 'Refused: 4', accepted: 'Imported: 1,196',
    phoneRule: 'A phone number is 11 digits starting with 070, 080 or 090', channelUnknown: 'No channel has the number CH9999', close: 'Close',
    generate: 'Generate link', dialog: 'Generate a promotion link', result: 'The link generated', name: 'Link name', channel: 'Channel', drama: 'Drama', episode: 'Start episode', pixel: 'Feedback configuration',
    campaign: 'Campaign (utm_campaign)', generated: 'Generated successfully', copy: 'Copy link', copied: 'Copied successfully', qr: 'Download QR code', linkLabel: 'Link',
  },
} as const;

/**
 * 1,200 members, headed in the page's language: 1,196 good rows (unique phones and e-mails, some
 * from channel CH1001), three phones that are no phone and one unknown channel.
 */
async function memberFile(lang: 'ZH' | 'EN'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('members');
  sheet.addRow([...TEXT[lang].headers]);
  for (let i = 0; i < 1200; i++) {
    const phone = [10, 20, 30].includes(i) ? '12345' : `0709${lang === 'ZH' ? '1' : '2'}${String(i).padStart(6, '0')}`;
    const channel = i === 40 ? 'CH9999' : i % 3 === 0 ? 'CH1001' : '';
    sheet.addRow([`テスト 会員${i}`, TEXT[lang].member, phone, `import.${lang.toLowerCase()}.${i}@example.jp`, i % 2 ? 'Android' : 'iOS', 'LINE', channel]);
  }
  // Phone numbers are text, as the template asks.
  sheet.getColumn(3).numFmt = '@';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

for (const lang of ['ZH', 'EN'] as const) {
  test(`${lang}: a 1,200-row member file: the slow notice, the progress bar, the key in the input, then its report`, async ({ page }) => {
    test.slow();
    const x = TEXT[lang];
    await signInAt(page, '/toolCategory/dataMigration/index');
    if (lang === 'EN') await chooseEnglish(page);

    await page.getByLabel(x.choose).setInputFiles({ name: `members-${lang}.xlsx`, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await memberFile(lang) });
    await expect(page.getByRole('status').filter({ hasText: x.summary })).toBeVisible();
    await expect(page.getByText(x.slow)).toBeVisible();
    // The preview names each row's problem (the unknown channel is for the server to find).
    await expect(page.getByRole('table').first()).toContainText(x.phoneRule);

    const key = page.getByRole('textbox', { name: x.key });
    await expect(key).toHaveValue('');
    await page.getByRole('button', { name: x.start }).click();
    const progress = page.getByRole('progressbar', { name: x.progress });
    await expect(progress).toBeVisible();
    // The key appears in the input once the import is done.
    await expect(key).toHaveValue(/^IMP-\d{8}-\d{4}$/, { timeout: 90_000 });
    await expect(progress).toHaveAttribute('aria-valuenow', '1');
    await expect(page.getByText(x.done)).toBeVisible();
    const importKey = await key.inputValue();

    // Its report, opened by that key.
    await page.getByRole('button', { name: x.report }).first().click();
    const report = page.getByRole('dialog', { name: x.reportTitle });
    await expect(report).toContainText(importKey);
    await expect(report.getByRole('tab', { name: x.rejected })).toHaveAttribute('aria-selected', 'true');
    const refused = report.getByRole('table');
    await expect(refused.locator('tbody tr')).toHaveCount(4);
    await expect(refused).toContainText(x.phoneRule);
    await expect(refused).toContainText(x.channelUnknown);
    await report.getByRole('tab', { name: x.accepted }).click();
    await expect(report.getByRole('table')).toBeVisible();
    await report.getByRole('button', { name: x.close }).click();
    await expect(report).toBeHidden();
    // And the import is in the history, finished.
    await expect(page.getByRole('table').filter({ hasText: importKey })).toBeVisible();
  });

  test(`${lang}: a promotion link generated, copied and read back from the clipboard`, async ({ page, context, baseURL }) => {
    const x = TEXT[lang];
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
    await signInAt(page, '/toolCategory/generationLinks/index');
    if (lang === 'EN') await chooseEnglish(page);

    await page.getByRole('button', { name: x.generate, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: x.dialog });
    const name = lang === 'ZH' ? '夏季投放 TikTok' : 'Summer TikTok push';
    await dialog.getByRole('textbox', { name: x.name }).fill(name);
    await dialog.getByRole('combobox', { name: x.channel }).selectOption({ label: 'TikTok Ads 日本（CH1001）' });
    // The drama list is long (a searchable picker): type part of a drama's name and choose it.
    const drama = dialog.getByRole('combobox', { name: x.drama });
    await drama.click();
    await expect(drama).toHaveAttribute('aria-expanded', 'true');
    const dramaOptions = page.locator(`[id="${await drama.getAttribute('aria-controls')}"]`).getByRole('option');
    const dramaName = (await dramaOptions.nth(1).innerText()).trim();
    await drama.fill(dramaName.slice(1, 4));
    await dramaOptions.filter({ hasText: dramaName }).click();
    await expect(drama).toHaveValue(dramaName);
    await dialog.getByRole('spinbutton', { name: x.episode }).fill('2');
    await dialog.getByRole('combobox', { name: x.pixel }).selectOption({ index: 1 });
    await dialog.getByRole('textbox', { name: x.campaign }).fill('summer_sale');
    await expect(dialog).toContainText('https://h5.drama.example/s/CH1001/');
    await dialog.getByRole('button', { name: x.generate, exact: true }).click();
    await expect(toast(page, x.generated)).toBeVisible();
    const result = page.getByRole('dialog', { name: x.result });

    const url = await result.getByRole('textbox', { name: x.linkLabel }).inputValue();
    const link = new URL(url);
    expect(link.origin).toBe('https://h5.drama.example');
    expect(link.pathname).toMatch(/^\/s\/CH1001\/\d+$/);
    expect(Object.fromEntries(link.searchParams)).toMatchObject({ ep: '2', px: '918273645546372', utm_campaign: 'summer_sale' });
    await expect(result.getByRole('img')).toBeVisible();

    await result.getByRole('button', { name: x.copy }).click();
    await expect(toast(page, x.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    const download = page.waitForEvent('download');
    await result.getByRole('button', { name: x.qr }).click();
    expect((await download).suggestedFilename()).toMatch(/^promotion-link-\d+-.*\.png$/);

    await result.getByRole('button', { name: x.close }).click();
    await expect(result).toBeHidden();
    // Kept and listed, newest first.
    await expect(page.getByRole('table').locator('tbody tr[data-id]').first()).toContainText(name);
  });
}
