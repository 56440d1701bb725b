import { expect, test, type Page } from './fixtures';
import { demoReady, openFromMenu, signIn, switchLanguage, toast } from './support';

/**
 * theater/comment, in ZH and in EN: find a shown comment with open reports by the filters,
 * open its reports, hide the comment from one of them (the other open reports are handled with
 * it), see the switch off in the list, and find both writes in the operation log under the
 * operator. Then theater/homePage refuses a column named with 1 character, saves it corrected with
 * two dramas in a chosen order, and its preview shows the app's home screen with that column,
 * in Chinese and in Japanese. One sign-in and no other full page load per language (each load reseeds the world).
 */

const L = {
  ZH: {
    group: '剧场管理', item: '评论管理', table: '评论', reported: '举报', pending: '有待处理举报', query: '查询',
    more: '更多操作', reports: '查看举报', dialog: '评论举报', hide: '隐藏评论', done: '举报已处理', state: '评论状态：隐藏', handled: '已隐藏评论', close: '关闭',
    system: '系统设置', log: '操作日志', logTable: '操作日志', reportTable: '评论举报', commentTable: '评论',
    home: '首页配置', columnsTab: '首页栏目', add: '新增', columnDialog: '新增首页栏目', columnName: '栏目名称', save: '保存', columnRule: '栏目名称长度在 2 到 20 个字符',
    bannersTab: 'Banner', bannerDialog: '新增Banner', fromLibrary: '从文件库选择', libraryDialog: '从文件库选择', choose: '选择 ', chose: '已选择 ', cancel: '取消', discard: '放弃修改',
    dramas: '栏目短剧', moveUp: '上移：', saved: '添加成功', preview: '预览首页', previewDialog: '首页预览', phone: '应用首页（中文）', phoneJa: '应用首页（日文）', ja: '日文',
  },
  EN: {
    group: 'Theater management', item: 'Comments', table: 'Comment', reported: 'Reports', pending: 'With open reports', query: 'Search',
    more: 'More actions', reports: 'Reports', dialog: 'Reports on the comment', hide: 'Hide comment', done: 'Report handled', state: 'Comment: Hidden', handled: 'Comment hidden', close: 'Close',
    system: 'System settings', log: 'Operation log', logTable: 'operation log', reportTable: 'Comment reports', commentTable: 'Comments',
    home: 'Homepage', columnsTab: 'Home column', add: 'Add', columnDialog: 'Add home column', columnName: 'Column name', save: 'Save', columnRule: 'The column name should be 2 to 20 characters',
    bannersTab: 'Banner', bannerDialog: 'Add Banner', fromLibrary: 'From the file library', libraryDialog: 'Choose from the file library', choose: 'Choose ', chose: 'Chose ', cancel: 'Cancel', discard: 'Discard',
    dramas: 'Dramas in the column', moveUp: 'Move up: ', saved: 'Added successfully', preview: 'Preview home screen', previewDialog: 'Home screen preview', phone: 'App home screen (Chinese)', phoneJa: 'App home screen (Japanese)', ja: 'Japanese',
  },
} as const;

async function moderate(page: Page, lang: 'ZH' | 'EN') {
  const l = L[lang];
  await openFromMenu(page, l.group, l.item);
  const table = page.getByRole('table', { name: l.table, exact: true });
  await expect(table.locator('tbody tr[data-id]').first()).toBeVisible();

  // The comments with open reports.
  const filters = page.getByRole('search');
  await filters.getByRole('combobox', { name: l.reported, exact: true }).selectOption({ label: l.pending });
  await filters.getByRole('button', { name: l.query, exact: true }).click();
  await expect(page).toHaveURL(/reportState=pending/);
  // One still shown (its switch on).
  const row = table.locator('tbody tr[data-id]').filter({ has: page.locator('input[role="switch"]:checked') }).first();
  await expect(row).toBeVisible();
  const commentId = await row.getAttribute('data-id');
  await expect(row.getByRole('switch')).toBeChecked();

  await row.getByRole('button', { name: l.more }).click();
  await page.getByRole('menuitem', { name: l.reports }).click();
  const dialog = page.getByRole('dialog', { name: l.dialog });
  const open = dialog.locator('tr[data-report]').filter({ has: page.getByRole('button', { name: l.hide }) });
  await expect(open.first()).toBeVisible();
  const reportId = await open.first().getAttribute('data-report');
  await open.first().getByRole('button', { name: l.hide }).click();
  await expect(toast(page, l.done)).toBeVisible();
  await expect(dialog.getByTestId('comment-state')).toHaveText(l.state);
  await expect(dialog.locator(`tr[data-report="${reportId}"]`)).toContainText(l.handled);
  // Every report on it is handled now: nothing left to act on.
  await expect(dialog.getByRole('button', { name: l.hide })).toHaveCount(0);
  await dialog.getByRole('button', { name: l.close }).last().click();
  await expect(dialog).toHaveCount(0);
  // The list refreshed: the comment no longer has open reports.
  await expect(table.locator(`tbody tr[data-id="${commentId}"]`)).toHaveCount(0);

  // The operation log: the report and the comment, written by the operator.
  await openFromMenu(page, l.system, l.log);
  const log = page.getByRole('table', { name: l.logTable, exact: true });
  await expect(log.locator('tbody tr[data-id]').first()).toBeVisible();
  const reportRow = log.locator('tbody tr[data-id]').filter({ has: page.getByRole('cell', { name: l.reportTable, exact: true }) }).filter({ has: page.getByRole('cell', { name: reportId!, exact: true }) });
  // The operator: the account signed in (admin).
  await expect(reportRow.first().getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
  const commentRow = log.locator('tbody tr[data-id]').filter({ has: page.getByRole('cell', { name: l.commentTable, exact: true }) }).filter({ has: page.getByRole('cell', { name: commentId!, exact: true }) });
  await expect(commentRow.first()).toBeVisible();
}

/** theater/homePage: a column named with 1 character is refused with section 5's message, and what was typed stays. */
async function columnName(page: Page, lang: 'ZH' | 'EN') {
  const l = L[lang];
  await openFromMenu(page, l.group, l.home);
  // A banner's image can come from the file library instead of a new upload.
  await page.getByRole('tab', { name: l.bannersTab, exact: true }).click();
  await page.getByRole('toolbar').getByRole('button', { name: l.add, exact: true }).click();
  const bannerForm = page.getByRole('dialog', { name: l.bannerDialog });
  await bannerForm.getByRole('button', { name: l.fromLibrary }).click();
  const library = page.getByRole('dialog', { name: l.libraryDialog });
  const file = library.getByRole('list').getByRole('button').first();
  const fileName = ((await file.getAttribute('aria-label')) ?? '').replace(l.choose, '');
  await file.click();
  await expect(library).toHaveCount(0);
  await expect(toast(page, `${l.chose}${fileName}`)).toBeVisible();
  await expect(bannerForm.locator('img')).toHaveCount(1);
  // Leaving the form with the picked image asks first.
  await bannerForm.getByRole('button', { name: l.cancel, exact: true }).click();
  await page.getByRole('button', { name: l.discard, exact: true }).click();
  await expect(bannerForm).toHaveCount(0);
  await page.getByRole('tab', { name: l.columnsTab, exact: true }).click();
  await page.getByRole('toolbar').getByRole('button', { name: l.add, exact: true }).click();
  const form = page.getByRole('dialog', { name: l.columnDialog });
  await form.getByRole('textbox', { name: l.columnName }).fill('热');
  await form.getByRole('button', { name: l.save, exact: true }).click();
  await expect(form.getByText(l.columnRule)).toBeVisible();
  await expect(form.getByRole('textbox', { name: l.columnName })).toHaveValue('热');

  // Corrected, with two dramas chosen, the second moved before the first, it saves...
  const name = lang === 'ZH' ? '热播新剧' : '热播新剧EN';
  await form.getByRole('textbox', { name: l.columnName }).fill(name);
  await form.getByRole('combobox', { name: l.dramas }).click();
  const options = page.getByRole('menu', { name: l.dramas }).getByRole('menuitemcheckbox');
  const [first, second] = [(await options.nth(0).innerText()).trim(), (await options.nth(1).innerText()).trim()];
  await options.nth(0).click();
  await options.nth(1).click();
  await page.keyboard.press('Escape');
  const chosen = form.getByRole('list').getByRole('listitem');
  await expect(chosen).toHaveCount(2);
  await form.getByRole('button', { name: `${l.moveUp}${second}` }).click();
  await expect(chosen.first()).toContainText(second);
  await form.getByRole('button', { name: l.save, exact: true }).click();
  await expect(toast(page, l.saved)).toBeVisible();

  // ...and the app's home screen shows the column with its dramas in that order; in Japanese too.
  await page.getByRole('button', { name: l.preview }).click();
  const preview = page.getByRole('dialog', { name: l.previewDialog });
  const phone = preview.getByRole('region', { name: l.phone });
  const column = phone.getByRole('region', { name, exact: true });
  await expect(column.getByRole('listitem')).toHaveCount(2);
  await expect(column.getByRole('listitem').first()).toContainText(second);
  await expect(column.getByRole('listitem').nth(1)).toContainText(first);
  await expect(column).toContainText('更多');
  await preview.getByRole('radio', { name: l.ja }).check();
  await expect(preview.getByRole('region', { name: l.phoneJa }).getByRole('region', { name, exact: true })).toContainText('もっと見る');
}

test.describe('theater/comment', () => {
  test('moderate a reported comment and see it in the operation log; a 1-character column name is refused (ZH)', async ({ page }) => {
    await signIn(page);
    await demoReady(page);
    await moderate(page, 'ZH');
    await columnName(page, 'ZH');
  });

  test('the same in English', async ({ page }) => {
    await signIn(page);
    await demoReady(page);
    await switchLanguage(page, 'EN');
    await moderate(page, 'EN');
    await columnName(page, 'EN');
  });
});
