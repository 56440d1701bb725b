import { expect, test, type Locator, type Page } from './fixtures';
import { openFromMenu, signIn, signInAt } from './support';

/*
 * The lists whose add and edit open a form of their own (the resource page's editor slot): every
 * such dialog, made dirty, asks 有未保存的修改，确定放弃吗？ before it closes: on Esc (each
 * dialog, add and edit), on 取消 and on a click beside it. 继续编辑 keeps what was typed; 放弃修改
 * closes, and the focus goes back where the operator started: 新增 after an add, the row's edit
 * button after an edit (issue #21; #25 point 1 for the drama form, which used to close at once).
 */

const PAGES = [
  { group: '运营管理', item: '任务管理', add: '新增任务', edit: '编辑任务、条件与奖励' },
  { group: '运营管理', item: '签到管理', add: '新增签到方案', edit: '编辑方案与每日奖励' },
  { group: '运营管理', item: '推送弹窗', add: '新增推送弹窗', edit: '编辑弹窗与推送对象' },
  { group: '运营管理', item: '站内信', add: '新增站内信', edit: '编辑' },
  { group: '剧场管理', item: '短剧内容', add: '新增短剧', edit: '编辑短剧与剧集' },
] as const;

const dialogs = (page: Page) => page.getByRole('dialog');
const question = (page: Page) => page.getByRole('alertdialog').filter({ hasText: '有未保存的修改，确定放弃吗？' });

/** Types into the dialog's first text field (every one of these forms starts with its name or title). */
async function makeDirty(dialog: Locator): Promise<string> {
  const field = dialog.getByRole('textbox').first();
  const typed = `${await field.inputValue()}改`;
  await field.fill(typed);
  return typed;
}

/** Esc asks; 继续编辑 keeps the text; Esc again and 放弃修改 closes. */
async function escapeAsks(page: Page, dialog: Locator, typed: string) {
  await page.keyboard.press('Escape');
  await expect(question(page)).toBeVisible();
  await question(page).getByRole('button', { name: '继续编辑' }).click();
  await expect(question(page)).toHaveCount(0);
  await expect(dialog.getByRole('textbox').first()).toHaveValue(typed);
  await page.keyboard.press('Escape');
  await expect(question(page)).toBeVisible();
  await question(page).getByRole('button', { name: '放弃修改' }).click();
  await expect(dialogs(page)).toHaveCount(0);
}

test.describe('editor dialogs: unsaved changes', () => {
  test('every add and edit dialog of the editor lists asks before Esc throws typing away', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page);
    for (const p of PAGES) {
      await openFromMenu(page, p.group, p.item);
      const rows = page.locator('tbody tr[data-id]');
      await expect(rows.first()).toBeVisible();

      const add = page.getByRole('toolbar').getByRole('button', { name: '新增', exact: true });
      await add.click();
      const added = page.getByRole('dialog', { name: p.add });
      await expect(added).toBeVisible();
      await escapeAsks(page, added, await makeDirty(added));
      await expect(add).toBeFocused();

      // The first row that can be edited (a message already sent cannot).
      const edit = rows.getByRole('button', { name: p.edit, exact: true }).first();
      await edit.click();
      const edited = dialogs(page).filter({ has: page.getByRole('heading', { name: /^编辑/ }) });
      await expect(edited).toBeVisible();
      await escapeAsks(page, edited, await makeDirty(edited));
      await expect(page.locator('[data-action="edit"]:focus')).toHaveCount(1);
    }
  });

  test('取消 and a click beside the dialog ask too; nothing asks when nothing changed', async ({ page }) => {
    await signInAt(page, '/theater/shortDramaContent/index');
    await expect(page.locator('tbody tr[data-id]').first()).toBeVisible();
    const add = page.getByRole('toolbar').getByRole('button', { name: '新增', exact: true });

    // Untouched: Esc closes at once.
    await add.click();
    await expect(page.getByRole('dialog', { name: '新增短剧' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialogs(page)).toHaveCount(0);
    await expect(question(page)).toHaveCount(0);

    await add.click();
    const form = page.getByRole('dialog', { name: '新增短剧' });
    await makeDirty(form);
    await form.getByRole('button', { name: '取消' }).click();
    await expect(question(page)).toBeVisible();
    await question(page).getByRole('button', { name: '继续编辑' }).click();
    await expect(question(page)).toHaveCount(0);
    // The backdrop, beside the dialog's surface.
    await page.mouse.click(5, 5);
    await expect(question(page)).toBeVisible();
    await question(page).getByRole('button', { name: '放弃修改' }).click();
    await expect(dialogs(page)).toHaveCount(0);
  });

  test('a save through the editor slot: the new record highlighted, focus back on 新增; an edited row updated in place', async ({ page }) => {
    await signInAt(page, '/operate/signIn/index');
    const rows = page.locator('tbody tr[data-id]');
    await expect(rows.first()).toBeVisible();
    const add = page.getByRole('toolbar').getByRole('button', { name: '新增', exact: true });
    await add.click();
    const form = page.getByRole('dialog', { name: '新增签到方案' });
    await form.getByRole('textbox', { name: '方案名称' }).fill('编辑槽测试');
    await form.getByRole('button', { name: '添加签到天数' }).click();
    await form.getByRole('button', { name: '保存', exact: true }).click();
    await expect(form).toBeHidden();
    const added = rows.filter({ hasText: '编辑槽测试' });
    await expect(added).toHaveCount(1);
    await expect(added).toHaveAttribute('aria-current', 'true');
    await expect(add).toBeFocused();

    // An edit: the row takes the answer where it stands (no reload moves it), its edit button focused.
    const before = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-id')));
    await added.getByRole('button', { name: '编辑方案与每日奖励' }).click();
    const edit = page.getByRole('dialog', { name: '编辑签到方案：编辑槽测试' });
    await edit.getByRole('textbox', { name: '方案名称' }).fill('编辑槽测试二');
    await edit.getByRole('button', { name: '保存', exact: true }).click();
    await expect(edit).toBeHidden();
    const renamed = rows.filter({ hasText: '编辑槽测试二' });
    await expect(renamed).toHaveAttribute('aria-current', 'true');
    await expect(renamed.getByRole('button', { name: '编辑方案与每日奖励' })).toBeFocused();
    expect(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-id')))).toEqual(before);
  });
});
