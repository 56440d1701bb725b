import { expect, test, type Page } from './fixtures';
import { signInAt, signInHere, switchLanguage, toast, userMenu } from './support';

/**
 * Issue #22, no typed work lost: a session that ends (a 401) while a form holds unsaved input
 * keeps its values for that user and page; signed in again, back on the page, the console offers
 * 恢复未保存的内容 / Restore unsaved changes, which reopens the form with them (never a password),
 * and 放弃修改 / Discard forgets them.
 */

const CREATE_PUSH = '/push/createPush/index';
const USERS = '/system/user/index';

/** The kept forms in the tab's storage (src/lib/kept-work.ts). */
function keptEntries(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('drama-console:kept:')));
}

/** A 401 on the next call, made from the user menu (个人信息): the console is on the sign-in page. */
async function expireFromMenu(page: Page): Promise<void> {
  await page.evaluate(() => window.__demo!.expire(401));
  await userMenu(page, '个人信息');
  await expect(toast(page, '登录失效！请您重新登录').last()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

test('ZH: a push typed when the session ends comes back after signing in again; 放弃修改 forgets it', async ({ page }) => {
  await signInAt(page, CREATE_PUSH);
  const form = page.getByRole('form', { name: '创建推送' });
  await form.getByRole('textbox', { name: '推送标题' }).fill('周末新剧上线');
  await form.getByRole('textbox', { name: '推送内容' }).fill('本周末《霸道总裁》全集上线，会员免费看前十集。');
  await form.getByRole('combobox', { name: '推送语言' }).selectOption({ label: '英文' });

  await expireFromMenu(page);
  await signInHere(page);
  await expect(page).toHaveURL(new RegExp(`${CREATE_PUSH}$`));

  // The form starts empty; the bar offers what was typed.
  const again = page.getByRole('form', { name: '创建推送' });
  await expect(again.getByRole('textbox', { name: '推送标题' })).toHaveValue('');
  const bar = page.getByTestId('restore-unsaved');
  await expect(bar).toContainText('未保存的内容');
  await bar.getByRole('button', { name: '恢复未保存的内容' }).click();
  await expect(bar).toBeHidden();
  await expect(again.getByRole('textbox', { name: '推送标题' })).toHaveValue('周末新剧上线');
  await expect(again.getByRole('textbox', { name: '推送内容' })).toHaveValue('本周末《霸道总裁》全集上线，会员免费看前十集。');
  await expect(again.getByRole('combobox', { name: '推送语言' })).toHaveValue('EN');

  // Ended again with the restored input: kept again; this time 放弃修改.
  await expireFromMenu(page);
  await signInHere(page);
  await expect(page).toHaveURL(new RegExp(`${CREATE_PUSH}$`));
  await page.getByTestId('restore-unsaved').getByRole('button', { name: '放弃修改' }).click();
  await expect(page.getByTestId('restore-unsaved')).toBeHidden();
  await expect(page.getByRole('form', { name: '创建推送' }).getByRole('textbox', { name: '推送标题' })).toHaveValue('');
  expect(await keptEntries(page)).toEqual([]);
});

test('ZH: the profile typed in the header’s 个人信息 when the session ends is offered back on the page it was on', async ({ page }) => {
  await signInAt(page, USERS);
  await userMenu(page, '个人信息');
  const dialog = page.getByRole('dialog', { name: '个人信息' });
  const name = dialog.getByRole('textbox', { name: '姓名' });
  await expect(name).not.toHaveValue('');
  await name.fill('夜班值守');
  await page.evaluate(() => window.__demo!.expire(401));
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInHere(page);
  await expect(page).toHaveURL(new RegExp(`${USERS}$`));
  const bar = page.getByTestId('restore-unsaved');
  await expect(bar).toContainText('个人信息');
  await bar.getByRole('button', { name: '恢复未保存的内容' }).click();
  const reopened = page.getByRole('dialog', { name: '个人信息' });
  await expect(reopened.getByRole('textbox', { name: '姓名' })).toHaveValue('夜班值守');
  await expect(bar).toBeHidden();
  await reopened.getByRole('button', { name: '取消' }).click();
});

test('EN: a new user typed in the add dialog, saved into a 401, reopens with its values and without the password; discarding clears it', async ({ page }) => {
  await signInAt(page, USERS);
  await switchLanguage(page, 'EN');
  await expect(page.getByRole('table').locator('tbody tr[data-id]').first()).toBeVisible();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill('nightshift');
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Lin Xiaoyu');
  await dialog.getByLabel(/^Password/).fill('train123');
  await dialog.getByLabel(/^Confirm password/).fill('train123');
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('nightshift@drama.example');
  await dialog.getByRole('textbox', { name: 'Phone', exact: true }).fill('13700009999');
  await dialog.getByRole('combobox', { name: 'Role', exact: true }).selectOption({ label: '运营人员' });

  // The session ended meanwhile: the save meets a 401.
  await page.evaluate(() => window.__demo!.expire(401));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Sign-in is no longer valid! Please sign in again')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // Never a password in the tab's storage.
  const stored = await page.evaluate(() => Object.entries(sessionStorage).filter(([k]) => k.startsWith('drama-console:kept:')).map(([, v]) => v).join(''));
  expect(stored).toContain('nightshift');
  expect(stored).not.toContain('train123');

  await signInHere(page);
  await expect(page).toHaveURL(new RegExp(`${USERS}$`));
  const bar = page.getByTestId('restore-unsaved');
  await expect(bar).toContainText('a new user form had unsaved changes');
  await bar.getByRole('button', { name: 'Restore unsaved changes' }).click();

  const reopened = page.getByRole('dialog', { name: 'Add user' });
  await expect(reopened.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue('nightshift');
  await expect(reopened.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Lin Xiaoyu');
  await expect(reopened.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('nightshift@drama.example');
  await expect(reopened.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue('13700009999');
  await expect(reopened.getByRole('combobox', { name: 'Role', exact: true }).locator('option:checked')).toHaveText('运营人员');
  await expect(reopened.getByLabel(/^Password/)).toHaveValue('');

  // Discarding the reopened input: the dialog asks, closes, and nothing is offered again.
  await page.keyboard.press('Escape');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
  await expect(reopened).toBeHidden();
  await expect(bar).toBeHidden();
  expect(await keptEntries(page)).toEqual([]);
});

test('ZH: the system configuration with an unsaved setting: "leave this page?" does not hold the way to sign-in, and the setting comes back', async ({ page }) => {
  await signInAt(page, '/system/systemConfiguration/index');
  const beans = page.getByRole('spinbutton', { name: '金豆余额低于' });
  await expect(beans).not.toHaveValue('');
  const saved = await beans.inputValue();
  const typed = saved === '77' ? '78' : '77';
  await beans.fill(typed);
  await expect(page.getByText('有未保存的修改', { exact: true })).toBeVisible();

  // The page asks before it is left; not when the session ends.
  await expireFromMenu(page);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await signInHere(page);
  await expect(page).toHaveURL(/\/system\/systemConfiguration\/index$/);
  await expect(page.getByRole('spinbutton', { name: '金豆余额低于' })).toHaveValue(saved);
  await page.getByTestId('restore-unsaved').getByRole('button', { name: '恢复未保存的内容' }).click();
  await expect(page.getByRole('spinbutton', { name: '金豆余额低于' })).toHaveValue(typed);
  await expect(page.getByText('有未保存的修改', { exact: true })).toBeVisible();
});
