import { expect, test, type Page } from './fixtures';
import { demoReady, sessionValue, signIn } from './support';

/**
 * After add (issue #8), on a desktop and on a phone, in Chinese and in English: the new record is
 * shown where the operator is looking, highlighted, and focus is back on the add button for the
 * next one. The users list sorts by ID, so a new user belongs on its last page: the list shows
 * it first, marked as new, until the operator changes the query.
 */
const VIEWPORTS = [
  { name: '1440x900', viewport: { width: 1440, height: 900 } },
  { name: '390x844', viewport: { width: 390, height: 844 } },
] as const;

const TEXT = {
  ZH: { add: '新增', title: '新增用户', username: '用户名', realName: '姓名', password: /^密码/, confirm: /^确认密码/, email: '邮箱', phone: '手机号', role: '角色', operator: '运营人员', save: '保存', table: '用户', isNew: '新增' },
  EN: { add: 'Add', title: 'Add user', username: 'Username', realName: 'Name', password: /^Password/, confirm: /^Confirm password/, email: 'Email', phone: 'Phone', role: 'Role', operator: '运营人员', save: 'Save', table: 'User', isNew: 'New' },
} as const;

async function english(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^语言/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect.poll(() => sessionValue(page, 'localeLang')).toBe('EN');
}

for (const { name, viewport } of VIEWPORTS) {
  for (const lang of ['ZH', 'EN'] as const) {
    test.describe(`${name} ${lang}`, () => {
      test.use({ viewport });

      test('a new user is shown, highlighted, and focus returns to the add button', async ({ page }) => {
        const x = TEXT[lang];
        await signIn(page);
        if (lang === 'EN') await english(page);
        await page.goto('/system/user/index');
        await demoReady(page);
        const rows = page.getByRole('table').locator('tbody tr[data-id]');
        await expect(rows.first()).toBeVisible();

        await page.getByRole('button', { name: x.add, exact: true }).click();
        const form = page.getByRole('dialog', { name: x.title });
        await expect(form).toBeVisible();
        const username = `new${lang.toLowerCase()}${viewport.width}`;
        await form.getByRole('textbox', { name: x.username, exact: true }).fill(username);
        await form.getByRole('textbox', { name: x.realName, exact: true }).fill('林小雨');
        await form.getByLabel(x.password).fill('train123');
        await form.getByLabel(x.confirm).fill('train123');
        await form.getByRole('textbox', { name: x.email, exact: true }).fill(`${username}@drama.example`);
        await form.getByRole('textbox', { name: x.phone, exact: true }).fill(`137${String(viewport.width).padStart(4, '0')}${lang === 'ZH' ? '0001' : '0002'}`);
        await form.getByRole('combobox', { name: x.role, exact: true }).selectOption({ label: x.operator });
        await form.getByRole('button', { name: x.save }).click();
        await expect(form).toBeHidden();

        const added = rows.filter({ hasText: username });
        await expect(added).toHaveCount(1);
        await expect(added).toHaveAttribute('aria-current', 'true');
        await expect(added.getByText(x.isNew, { exact: true })).toBeVisible();
        await expect(added).toBeInViewport();
        await expect(page.getByRole('button', { name: x.add, exact: true })).toBeFocused();
      });
    });
  }
}
