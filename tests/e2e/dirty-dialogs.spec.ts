import { expect, test, type Locator, type Page } from './fixtures';
import { chooseEnglish, menuPages, openFromSidebar, settled, signIn, trackRequests, type MenuPage } from './support';

/**
 * Issue #25 point 1, the dirty-dialog sweep: on every page of the administrator's menu (and every
 * tab inside a page), in ZH and in EN, the toolbar's add dialog and the first row's edit dialog,
 * typed into, ask before Esc throws the typing away (有未保存的修改，确定放弃吗？ / You have unsaved
 * changes. Discard them?); Discard closes the dialog and the focus goes back to the button that
 * opened it. The lists whose edit opens a form of their own name their edit button differently:
 * their add dialogs are walked here, and both their dialogs in ./editor-dialogs.spec.ts.
 */

const TEXT = {
  ZH: { add: '新增', edit: '编辑', question: '有未保存的修改，确定放弃吗？', discard: '放弃修改' },
  EN: { add: 'Add', edit: 'Edit', question: 'You have unsaved changes. Discard them?', discard: 'Discard' },
} as const;

/** The menu in two halves, so the two workers share the sweep. */
const HALVES = [
  { name: 'system, members, theater and channels', prefixes: ['system/', 'member/', 'theater/', 'channel/'] },
  { name: 'operations, push and tools', prefixes: ['operate/', 'push/', 'toolCategory/'] },
] as const;

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

for (const half of HALVES) {
  for (const lang of ['ZH', 'EN'] as const) {
    test(`${half.name}, ${lang}: every add and edit dialog asks before Esc throws typing away`, async ({ page }) => {
      test.setTimeout(240_000);
      const x = TEXT[lang];
      await page.setViewportSize({ width: 1440, height: 900 });
      const inFlight = trackRequests(page);
      await signIn(page);
      if (lang === 'EN') await chooseEnglish(page);
      const pages: MenuPage[] = (await menuPages(page)).filter((p) => half.prefixes.some((prefix) => p.key.startsWith(prefix)));
      const problems: string[] = [];
      const walked: string[] = [];
      for (const target of pages) {
        await openFromSidebar(page, target);
        await settled(page, inFlight);
        const main = page.getByRole('main');
        const inner = main.getByRole('tablist').first().getByRole('tab');
        const count = await inner.count();
        for (let i = 0; i < Math.max(1, count); i++) {
          let where = target.key;
          if (count) {
            const tab = inner.nth(i);
            where = `${target.key} › ${(await tab.innerText()).trim()}`;
            if ((await tab.getAttribute('aria-selected')) !== 'true') {
              await tab.click();
              await settled(page, inFlight);
            }
          }
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
        }
      }
      // The sweep found dialogs to walk: each half has a dozen lists with add or edit.
      expect(walked.length, `dialogs walked: ${walked.join(', ')}`).toBeGreaterThanOrEqual(10);
      expect(problems, `${problems.length} problem(s):\n${problems.join('\n')}`).toEqual([]);
    });
  }
}
