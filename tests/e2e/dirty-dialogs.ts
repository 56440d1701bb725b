import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Issue #25 point 1, the dirty-dialog checks, run by the walk over every page (./every-page.spec.ts)
 * on every page of the administrator's menu and every tab inside a page, in ZH and in EN: the
 * toolbar's add dialog and the first row's edit dialog, typed into, ask before Esc throws the
 * typing away (有未保存的修改，确定放弃吗？ / You have unsaved changes. Discard them?); Discard closes
 * the dialog and the focus goes back to the button that opened it. The lists whose edit opens a
 * form of their own name their edit button differently: their add dialogs are walked here, and
 * both their dialogs in ./editor-dialogs.spec.ts.
 */

const TEXT = {
  ZH: { add: '新增', edit: '编辑', question: '有未保存的修改，确定放弃吗？', discard: '放弃修改' },
  EN: { add: 'Add', edit: 'Edit', question: 'You have unsaved changes. Discard them?', discard: 'Discard' },
} as const;

/**
 * The first field a person can type a value into (not a searchable picker's search box, a
 * combobox: what is typed there searches its options and is no value of the form).
 */
function firstField(dialog: Locator): Locator {
  return dialog
    .locator('input:is([type="text"], [type="number"], [type="url"], [type="email"], [type="tel"], :not([type])):not([readonly]):not([disabled]):not([role="combobox"]), textarea:not([readonly]):not([disabled])')
    .first();
}

/**
 * Opens a dialog with `opener`, types into it, presses Esc: the question must come; Discard
 * closes it and gives the focus back to `opener`. Answers what went wrong ('' when nothing).
 */
async function dirtyEscape(page: Page, opener: Locator, lang: 'ZH' | 'EN'): Promise<string> {
  const x = TEXT[lang];
  await opener.click();
  const dialog = page.getByRole('dialog').last();
  if (!(await dialog.isVisible().catch(() => false))) await expect(dialog).toBeVisible();
  const field = firstField(dialog);
  if (!(await field.count())) {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    return 'no field to type into';
  }
  const number = (await field.getAttribute('type')) === 'number';
  await field.fill(number ? '7' : `${await field.inputValue()}改`);
  await page.keyboard.press('Escape');
  const question = page.getByRole('alertdialog').filter({ hasText: x.question });
  try {
    await expect(question).toBeVisible();
  } catch {
    const open = await dialog.isVisible();
    // Put back as it was for the next page: the question or the dialog closed.
    if (open) await page.keyboard.press('Escape');
    if (await page.getByRole('alertdialog').isVisible()) await page.getByRole('alertdialog').getByRole('button', { name: x.discard, exact: true }).click();
    return open ? 'Esc neither asked nor closed the typed dialog' : 'Esc closed the typed dialog without asking';
  }
  await question.getByRole('button', { name: x.discard, exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  try {
    await expect(opener).toBeFocused();
  } catch {
    return 'the focus did not go back to the button that opened the dialog';
  }
  return '';
}

/**
 * The add and first-row edit dialogs of the view on screen (`where`: the page and its inner tab),
 * each typed into and escaped: answers the dialogs walked and what went wrong with them.
 */
export async function dirtyDialogs(page: Page, where: string, lang: 'ZH' | 'EN'): Promise<{ walked: string[]; problems: string[] }> {
  const x = TEXT[lang];
  const main = page.getByRole('main');
  const walked: string[] = [];
  const problems: string[] = [];
  const add = main.getByRole('toolbar').getByRole('button', { name: x.add, exact: true }).first();
  if ((await add.count()) && (await add.isEnabled())) {
    const problem = await dirtyEscape(page, add, lang);
    walked.push(`${where} add`);
    if (problem) problems.push(`${where}, add: ${problem}`);
  }
  const edit = main.locator('tbody tr[data-id]').getByRole('button', { name: x.edit, exact: true }).first();
  if ((await edit.count()) && (await edit.isEnabled())) {
    const problem = await dirtyEscape(page, edit, lang);
    walked.push(`${where} edit`);
    if (problem) problems.push(`${where}, edit: ${problem}`);
  }
  return { walked, problems };
}
