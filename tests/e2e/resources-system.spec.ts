import { expect, test, type Locator, type Page } from './fixtures';
import ExcelJS from 'exceljs';
import { demoReady, mainMenu, openFromMenu, signIn, signInAt, signOut as exitSystem, toast } from './support';

/**
 * Journeys through the system-settings lists (users, roles): what a person does with the
 * generic resource page (list, filters, sort, pager, form, toggle, delete, export) and what
 * they notice. Each test starts from fresh demo data (a fresh browser context).
 */

const USERS = '/system/user/index';
const ROLES = '/system/roles/index';

/** The list's table (named after the resource: 用户 / 角色). */
function table(page: Page, name: string): Locator {
  return page.getByRole('table', { name, exact: true });
}

/** The data row whose cells include `text` exactly. */
function rowWith(page: Page, tableName: string, text: string): Locator {
  return table(page, tableName)
    .locator('tbody tr[data-id]')
    .filter({ has: page.getByRole('cell', { name: text, exact: true }) });
}

function pager(page: Page): Locator {
  return page.getByRole('navigation', { name: '每页条数' });
}

/** The "共 N 条" of the pager, as a number. */
async function totalOf(page: Page): Promise<number> {
  const text = await pager(page).getByText(/^共 [\d,]+ 条$/).innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

/** Opens a list page (signed in already) and waits until its rows are shown. */
/** Waits for the list on screen (opened by signing in at its address) to show its first rows. */
async function listShown(page: Page, tableName: string): Promise<void> {
  await demoReady(page);
  await expect(table(page, tableName).locator('tbody tr[data-id]').first()).toBeVisible();
}

/** The texts of one column on the current page, by its header. */
async function columnTexts(page: Page, tableName: string, header: string): Promise<string[]> {
  const t = table(page, tableName);
  const headers = await t.locator('thead tr > *').allInnerTexts();
  const index = headers.findIndex((h) => h.trim() === header);
  expect(index, `a ${header} column`).toBeGreaterThanOrEqual(0);
  return t.locator(`tbody tr[data-id] > :nth-child(${index + 1})`).allInnerTexts();
}

/** Waits for the list to settle (not busy). */
async function settled(page: Page, tableName: string): Promise<void> {
  await expect(page.locator('[aria-busy="true"]').filter({ has: table(page, tableName) })).toHaveCount(0);
}

/** Every value of a column across all pages, paging with 下一页. */
async function allColumnTexts(page: Page, tableName: string, header: string): Promise<string[]> {
  const out: string[] = [];
  const next = pager(page).getByRole('button', { name: '下一页' });
  for (;;) {
    await settled(page, tableName);
    out.push(...(await columnTexts(page, tableName, header)));
    if (await next.isDisabled()) return out;
    const before = await pager(page).getByText(/^第 [\d,]+ \/ [\d,]+ 页$/).innerText();
    await next.click();
    await expect(pager(page).getByText(/^第 [\d,]+ \/ [\d,]+ 页$/)).not.toHaveText(before);
  }
}

function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: title }) });
}

async function signOut(page: Page): Promise<void> {
  await exitSystem(page);
  await expect(page).toHaveURL(/\/login$/);
}

test.describe('system settings: users and roles', () => {
  test('an admin adds a user, who can then sign in', async ({ page }) => {
    await signInAt(page, USERS);
    await listShown(page, '用户');
    const before = await totalOf(page);

    await page.getByRole('button', { name: '新增', exact: true }).click();
    const form = dialog(page, '新增用户');
    await expect(form).toBeVisible();
    await form.getByLabel('用户名').fill('trainee01');
    await form.getByLabel('姓名').fill('林小雨');
    await form.getByLabel(/^密码/).fill('train123');
    await form.getByLabel(/^确认密码/).fill('train123');
    await form.getByLabel('邮箱').fill('trainee01@drama.example');
    await form.getByLabel('手机号').fill('13700137000');
    await form.getByLabel('角色').selectOption({ label: '运营人员' });
    await form.getByRole('button', { name: '保存' }).click();

    await expect(toast(page, '添加成功')).toBeVisible();
    await expect(form).toBeHidden();
    await expect.poll(() => totalOf(page)).toBe(before + 1);
    // The list is sorted by ID: the new user belongs on the last page, yet it is shown here,
    // first, marked as new and highlighted, and focus is back on 新增 for the next one.
    // (Its first cell also holds the 新增 mark, so the row is found by its text, not by an exact cell.)
    const added = table(page, '用户').locator('tbody tr[data-id]').filter({ hasText: 'trainee01' });
    await expect(added).toBeInViewport();
    await expect(added).toHaveAttribute('aria-current', 'true');
    await expect(added.getByText('新增', { exact: true })).toBeVisible();
    await expect(table(page, '用户').locator('tbody tr[data-id]').first()).toHaveAttribute('data-id', (await added.getAttribute('data-id'))!);
    await expect(page.getByRole('button', { name: '新增', exact: true })).toBeFocused();

    await signOut(page);
    await signIn(page, 'trainee01', 'train123');
    await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('林小雨');
  });

  test('the signed-in admin cannot delete themselves, and the row stays', async ({ page }) => {
    await signInAt(page, USERS);
    await listShown(page, '用户');
    const admin = rowWith(page, '用户', 'admin');
    await expect(admin).toHaveCount(1);
    const before = await totalOf(page);

    // The row's own delete button is disabled (its reason: tests/e2e/self-lockout.spec.ts); a bulk delete that includes it is refused.
    await expect(admin.getByRole('button', { name: '删除' })).toBeDisabled();
    await admin.getByRole('checkbox', { name: '选择此行' }).check();
    await page.getByRole('button', { name: '批量删除' }).click();
    await expect(toast(page, '不能删除当前登录的用户')).toBeVisible();
    // Refused before any question is asked.
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(admin).toHaveCount(1);
    expect(await totalOf(page)).toBe(before);

    await page.reload();
    await demoReady(page);
    await expect(rowWith(page, '用户', 'admin')).toHaveCount(1);
  });

  test('giving the operator role a page shows it in the operator’s menu', async ({ page }) => {
    await signInAt(page, ROLES);
    await listShown(page, '角色');
    await rowWith(page, '角色', '运营人员').getByRole('button', { name: '编辑' }).click();
    const form = dialog(page, '编辑角色');
    await expect(form).toBeVisible();
    // A menu item is found by the text beside its checkbox (see the todo below for their accessible names).
    const tree = form.getByRole('tree');
    const node = (text: string) => tree.getByRole('treeitem').filter({ has: page.getByText(text, { exact: true }) });
    const system = node('系统设置').filter({ has: page.getByRole('group') }).getByRole('checkbox').first();
    const version = node('版本管理').filter({ hasNot: page.getByRole('group') }).getByRole('checkbox');
    await expect(version).not.toBeChecked();
    await expect(system).not.toBeChecked();
    await version.check();
    await expect(version).toBeChecked();
    // The group is partly checked now.
    await expect(system).toBeChecked({ indeterminate: true });
    await form.getByRole('button', { name: '保存' }).click();
    await expect(toast(page, '编辑成功')).toBeVisible();
    await expect(form).toBeHidden();

    await signOut(page);
    await signIn(page, 'operator', 'operator123');
    const menu = mainMenu(page);
    await expect(menu.getByRole('button', { name: '系统设置', exact: true })).toBeVisible();
    await openFromMenu(page, '系统设置', '版本管理');
    await expect(page).toHaveURL(/\/system\/version\/index$/);
    await expect(page.getByRole('navigation', { name: '面包屑' })).toContainText('版本管理');
    await expect(page.getByRole('heading', { name: '页面不存在' })).toHaveCount(0);
    // Only that page: the rest of system settings stays closed to the operator.
    await expect(menu.getByRole('link', { name: '用户管理', exact: true })).toHaveCount(0);
  });

  test('a failed status switch rolls back; a successful one stays after a reload', async ({ page }) => {
    await signInAt(page, USERS);
    await listShown(page, '用户');
    const sw = page.getByRole('switch', { name: '启用 operator', exact: true });
    await expect(sw).toBeChecked();

    // The answer waits 1.5 s: long enough to see the switch flipped before it comes, on a busy
    // machine too (the demo answers a call in tens of milliseconds).
    await page.evaluate(() => {
      window.__demo!.latency(1500);
      window.__demo!.fail({ path: 'user/v1/status', status: 500 });
    });
    await sw.click();
    // It flips at once, then comes back when the server refuses.
    await expect(sw).not.toBeChecked();
    await expect(toast(page, '状态切换失败')).toBeVisible();
    await expect(sw).toBeChecked();

    await page.evaluate(() => window.__demo!.latency(0));
    await sw.click();
    await expect(toast(page, '状态切换成功')).toBeVisible();
    await expect(sw).not.toBeChecked();

    await page.reload();
    await demoReady(page);
    await expect(page.getByRole('switch', { name: '启用 operator', exact: true })).not.toBeChecked();
  });

  test('after an edit the row stays where it was, highlighted, with focus back on its edit button', async ({ page }) => {
    await signInAt(page, USERS);
    await listShown(page, '用户');
    const rows = table(page, '用户').locator('tbody tr[data-id]');
    const third = rows.nth(2);
    const id = await third.getAttribute('data-id');
    await third.getByRole('button', { name: '编辑' }).click();
    const form = dialog(page, '编辑用户');
    await form.getByLabel('姓名').fill('阿阿阿');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(toast(page, '编辑成功')).toBeVisible();
    await expect(form).toBeHidden();

    const edited = rows.nth(2);
    await expect(edited).toHaveAttribute('data-id', id!);
    await expect(edited).toContainText('阿阿阿');
    await expect(edited).toHaveAttribute('aria-current', 'true');
    await expect(edited.getByRole('button', { name: '编辑' })).toBeFocused();
    await expect(table(page, '用户').locator('tbody tr[aria-current]')).toHaveCount(1);
  });

  test('a field showing an error or a hint does not push its neighbours’ inputs down', async ({ page }) => {
    await signInAt(page, USERS);
    await listShown(page, '用户');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const form = dialog(page, '新增用户');
    await form.getByLabel('邮箱').fill('not-an-email');
    await form.getByLabel('用户名').click();
    await expect(form.locator('.fui-Field__validationMessage')).not.toHaveCount(0);
    // Fields side by side in one grid row: their inputs start at the same height.
    const misaligned = await form.evaluate((dialogEl) => {
      const fields = [...dialogEl.querySelectorAll<HTMLElement>('.fui-Field')];
      const rows = new Map<number, number[]>();
      for (const f of fields) {
        const top = Math.round(f.getBoundingClientRect().top);
        const input = f.querySelector<HTMLElement>('input, select, textarea');
        if (!input) continue;
        rows.set(top, [...(rows.get(top) ?? []), Math.round(input.getBoundingClientRect().top)]);
      }
      return [...rows.values()].filter((tops) => tops.length > 1 && Math.max(...tops) - Math.min(...tops) > 1);
    });
    expect(misaligned).toEqual([]);
  });

  test('with rows selected, export downloads just those rows', async ({ page }) => {
    await signInAt(page, USERS);
    await listShown(page, '用户');
    const rows = table(page, '用户').locator('tbody tr[data-id]');
    const picked: string[] = [];
    for (const i of [1, 3]) {
      await rows.nth(i).getByRole('checkbox', { name: '选择此行' }).check();
      picked.push((await columnTexts(page, '用户', '用户名'))[i]);
    }
    await page.getByRole('toolbar', { name: '操作' }).getByRole('button', { name: '导出选中' }).click();
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText('确定要下载选中的 2 条数据吗？');
    const downloading = page.waitForEvent('download');
    await question.getByRole('button', { name: '导出' }).click();
    const download = await downloading;
    await expect(toast(page, '导出成功')).toBeVisible();

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).map((x) => (x == null ? '' : String(x)));
    const nameCol = header.indexOf('用户名');
    expect(sheet.rowCount - 1).toBe(2);
    expect([2, 3].map((r) => String(sheet.getRow(r).getCell(nameCol).value))).toEqual(picked);
  });

  test('a double-clicked save adds one record', async ({ page }) => {
    await signInAt(page, ROLES);
    await listShown(page, '角色');
    const before = await totalOf(page);

    await page.getByRole('button', { name: '新增', exact: true }).click();
    const form = dialog(page, '新增角色');
    await form.getByLabel('角色名称').fill('内容审核');
    await form.getByLabel('描述').fill('审核剧集与评论');
    await page.evaluate(() => window.__demo!.latency(500));
    await form.getByRole('button', { name: '保存' }).dblclick();

    await expect(toast(page, '添加成功')).toBeVisible();
    await expect(form).toBeHidden();
    await expect.poll(() => totalOf(page)).toBe(before + 1);
    await expect(rowWith(page, '角色', '内容审核')).toHaveCount(1);
    await expect(toast(page, '添加成功')).toHaveCount(1);
    await expect(toast(page, '添加失败')).toHaveCount(0);

    // And after a reload too (the second click did not land later).
    await page.evaluate(() => window.__demo!.latency(0));
    await page.reload();
    await demoReady(page);
    await expect(rowWith(page, '角色', '内容审核')).toHaveCount(1);
    expect(await totalOf(page)).toBe(before + 1);
  });

  test('exporting a filtered user list downloads exactly the rows shown', async ({ page }) => {
    await signInAt(page, USERS);
    await listShown(page, '用户');
    const filters = page.getByRole('search', { name: '筛选条件' });
    await filters.getByLabel('角色').selectOption({ label: '运营人员' });
    await filters.getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(/[?&]f\.roleId=(%22)?2(%22)?(&|$)/);
    await settled(page, '用户');
    const total = await totalOf(page);
    const shown = await allColumnTexts(page, '用户', '用户名');
    expect(shown.length).toBe(total);
    const roles = await allColumnTexts(page, '用户', '角色');
    expect(new Set(roles)).toEqual(new Set(['运营人员']));

    await page.getByRole('toolbar', { name: '操作' }).getByRole('button', { name: '导出' }).click();
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText(`确定要下载当前筛选条件下的全部 ${total} 条数据吗？`);
    const downloading = page.waitForEvent('download');
    await question.getByRole('button', { name: '导出' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^user-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await expect(toast(page, '导出成功')).toBeVisible();

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).map((x) => (x == null ? '' : String(x)));
    const nameCol = header.indexOf('用户名');
    const roleCol = header.indexOf('角色');
    expect(nameCol).toBeGreaterThan(0);
    expect(sheet.rowCount - 1).toBe(total);
    const names: string[] = [];
    const exportedRoles = new Set<string>();
    for (let r = 2; r <= sheet.rowCount; r++) {
      names.push(String(sheet.getRow(r).getCell(nameCol).value));
      exportedRoles.add(String(sheet.getRow(r).getCell(roleCol).value));
    }
    expect(names).toEqual(shown);
    expect(exportedRoles).toEqual(new Set(['运营人员']));
  });

  test('filters, sort and page live in the address: a reload shows the same list', async ({ page }) => {
    await signInAt(page, USERS);
    await listShown(page, '用户');
    const filters = page.getByRole('search', { name: '筛选条件' });
    await filters.getByLabel('角色').selectOption({ label: '运营人员' });
    await filters.getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(/[?&]f\.roleId=(%22)?2(%22)?(&|$)/);

    const nameHeader = table(page, '用户').getByRole('columnheader', { name: '用户名' });
    await nameHeader.click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(page).toHaveURL(/sort=name\.asc/);
    await settled(page, '用户');
    const total = await totalOf(page);
    expect(total, 'enough operators for a second page of 10').toBeGreaterThan(10);

    await pager(page).getByRole('button', { name: '下一页' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pager(page).getByText(/^第 2 \/ [\d,]+ 页$/)).toBeVisible();
    await settled(page, '用户');
    const names = await columnTexts(page, '用户', '用户名');
    expect(names.length).toBe(Math.min(10, total - 10));
    expect([...names].sort((a, b) => a.localeCompare(b, 'zh-CN'))).toEqual(names);
    const url = page.url();

    await page.reload();
    await demoReady(page);
    expect(page.url()).toBe(url);
    await expect(pager(page).getByText(/^第 2 \/ [\d,]+ 页$/)).toBeVisible();
    await expect(filters.getByLabel('角色')).toHaveValue('2');
    await expect(table(page, '用户').getByRole('columnheader', { name: '用户名' })).toHaveAttribute('aria-sort', 'ascending');
    await settled(page, '用户');
    expect(await columnTexts(page, '用户', '用户名')).toEqual(names);
    expect(await totalOf(page)).toBe(total);
  });

  test('unsaved edits are not thrown away without asking', async ({ page }) => {
    await signInAt(page, USERS);
    await listShown(page, '用户');
    const row = rowWith(page, '用户', 'operator');
    await row.getByRole('button', { name: '编辑' }).click();
    await expect(dialog(page, '编辑用户')).toBeVisible();
    // What a sighted user sees, located without the accessibility tree: after 继续编辑 the form is
    // left aria-hidden (known bug, see the todo below).
    const form = page.locator('[role="dialog"]').filter({ hasText: '编辑用户' });
    const realName = form.getByRole('textbox', { name: /^姓名/, includeHidden: true });
    await expect(realName).toHaveValue('李晓梅');
    await realName.fill('李晓');

    // Escape asks first; keeping on editing keeps what was typed.
    await page.keyboard.press('Escape');
    const question = page.getByRole('alertdialog').filter({ hasText: '有未保存的修改，确定放弃吗？' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: '继续编辑' }).click();
    await expect(question).toBeHidden();
    await expect(form).toBeVisible();
    await expect(realName).toHaveValue('李晓');

    // 取消 asks too; discarding closes the form and nothing changed.
    await form.getByRole('button', { name: '取消', includeHidden: true }).click();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: '放弃修改' }).click();
    await expect(form).toBeHidden();
    await expect(row.getByRole('cell', { name: '李晓梅', exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: '李晓', exact: true })).toHaveCount(0);
  });

  test('after 继续编辑 the form is still a reachable dialog with focus inside it', async ({ page }) => {
    await signInAt(page, USERS);
    await listShown(page, '用户');
    await rowWith(page, '用户', 'operator').getByRole('button', { name: '编辑' }).click();
    const form = page.getByRole('dialog', { name: '编辑用户' });
    await form.getByRole('textbox', { name: /^姓名/ }).fill('李晓');
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog').getByRole('button', { name: '继续编辑' }).click();
    await expect(form).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^姓名/ })).toHaveValue('李晓');
    // The focus goes back into the form once the question has closed (Fluent restores it on the frame after).
    await expect.poll(() => form.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    // Escape asks again.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog').filter({ hasText: '有未保存的修改，确定放弃吗？' })).toBeVisible();
  });

  test('each menu item of a role is a checkbox named by its menu item', async ({ page }) => {
    await signInAt(page, ROLES);
    await listShown(page, '角色');
    await rowWith(page, '角色', '运营人员').getByRole('button', { name: '编辑' }).click();
    const tree = dialog(page, '编辑角色').getByRole('tree');
    await expect(tree.getByRole('checkbox', { name: '版本管理', exact: true })).toHaveCount(1);
    await expect(tree.getByRole('checkbox', { name: '系统设置', exact: true })).toHaveCount(1);
    await expect(tree.getByRole('checkbox', { name: '菜单权限', exact: true })).toHaveCount(0);
  });

  test('rows are numbered after the header row for assistive tech, across pages', async ({ page }) => {
    await signInAt(page, USERS);
    await listShown(page, '用户');
    const list = table(page, '用户');
    const total = await totalOf(page);
    await expect(list).toHaveAttribute('aria-rowcount', String(total + 1));
    await expect(list.locator('thead tr')).toHaveAttribute('aria-rowindex', '1');
    await expect(list.locator('tbody tr[data-id]').first()).toHaveAttribute('aria-rowindex', '2');
    await pager(page).getByRole('button', { name: '下一页' }).click();
    await expect(pager(page).getByText(/^第 2 \/ [\d,]+ 页$/)).toBeVisible();
    await expect(list.locator('tbody tr[data-id]').first()).toHaveAttribute('aria-rowindex', '12');
  });
});
