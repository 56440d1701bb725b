import { expect, test, type Page } from './fixtures';
import { chooseEnglish, revealFilter, signIn, signInAt, tab } from './support';

/**
 * The command palette and record tabs (issue #14), in Chinese and in English. An operator filters
 * the member list, opens the palette with the keyboard alone (Ctrl+K), finds a member by phone
 * (arrows and Enter, no mouse) and lands on the member's own tab; refreshing that tab reloads it
 * alone, and the member list's tab comes back with its filters as they were. One page load per
 * language (the sign-in).
 */

const TEXT = {
  ZH: {
    group: '会员管理', page: '会员信息', palette: '搜索', input: '搜索页面、会员、短剧或订单', results: '搜索结果', members: '会员信息',
    phone: '手机号', filters: '筛选条件', type: '类型', member: '会员', search: '查询', expand: '展开', tabMenu: '标签操作', refresh: '刷新当前页',
    crumbs: '面包屑',
  },
  EN: {
    group: 'Members', page: 'Member information', palette: 'Search', input: 'Search pages, members, dramas or orders', results: 'Results', members: 'Member information',
    phone: 'Phone', filters: 'Filters', type: 'Type', member: 'Member', search: 'Search', expand: 'Expand', tabMenu: 'Tab actions', refresh: 'Refresh this page',
    crumbs: 'Breadcrumb',
  },
} as const;

const filtersOf = (page: Page, lang: 'ZH' | 'EN') => page.getByRole('search', { name: TEXT[lang].filters });

for (const lang of ['ZH', 'EN'] as const) {
  test(`${lang}: the palette by keyboard finds a member by phone and opens their record tab; refreshing it keeps the list tab's filters`, async ({ page }) => {
    test.slow();
    const x = TEXT[lang];
    await signInAt(page, '/member/memberInforMation/index');
    if (lang === 'EN') await chooseEnglish(page);

    // The member list, filtered to registered members.
    const filters = filtersOf(page, lang);
    const type = filters.getByLabel(x.type, { exact: true });
    await revealFilter(filters, type, x.expand);
    await type.selectOption({ label: x.member });
    await filters.getByRole('button', { name: x.search, exact: true }).click();
    await expect(page).toHaveURL(/f\.type=member/);
    await expect(page.getByRole('table').locator('tbody tr[data-id]').first()).toBeVisible();
    const listUrl = page.url();

    // The palette, by keyboard alone: Ctrl+K puts the focus in its combobox.
    await page.keyboard.press('Control+k');
    const combobox = page.getByRole('combobox', { name: x.input });
    await expect(combobox).toBeFocused();
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const listbox = page.getByRole('listbox', { name: x.results });

    // A phone's first digits list members whose phone has them; take one member's whole number.
    await page.keyboard.type('090');
    const byPhone = listbox.getByRole('group', { name: x.members }).getByRole('option');
    await expect(byPhone.first()).toContainText(x.phone);
    const text = await byPhone.first().innerText();
    const phone = /(0[789]0\d{8})/.exec(text)?.[1];
    expect(phone, `a phone number in "${text}"`).toBeTruthy();

    // The whole number finds that member first; arrows walk the options, Enter opens the active one.
    await page.keyboard.press('Control+a');
    await page.keyboard.type(phone!);
    const first = listbox.getByRole('option').first();
    await expect(first).toContainText(phone!);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    const name = (await first.locator('span span').first().innerText()).trim();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(combobox).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await page.keyboard.press('Enter');

    // The member's own tab, titled with their name; the breadcrumb leads back to the list.
    await expect(page).toHaveURL(/\/member\/memberInforMation\/record\/\d+$/);
    const recordTab = tab(page, name);
    await expect(recordTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('main').getByText(phone!)).toBeVisible();
    await expect(page.getByRole('navigation', { name: x.crumbs })).toContainText(name);

    // Refreshing the record tab reloads it alone.
    const reloaded = page.waitForResponse((r) => r.url().includes('/admin/member/v1/info'));
    await page.getByRole('button', { name: x.tabMenu }).click();
    await page.getByRole('menuitem', { name: x.refresh }).click();
    await reloaded;
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name })).toBeVisible();

    // The list's tab comes back as it was left: same filters, in the URL and in the filter bar.
    await tab(page, x.page).click();
    await expect(page).toHaveURL(listUrl);
    await expect(filtersOf(page, lang).getByLabel(x.type, { exact: true })).toHaveValue('member');
    await expect(page.getByRole('table').locator('tbody tr[data-id]').first()).toBeVisible();
    // And the record's tab is still there, titled with the member's name.
    await expect(recordTab).toBeVisible();
  });
}

const FOUND = {
  ZH: { status: /^找到 ([\d,]+) 个结果，显示 ([\d,]+) 个/, showAll: /^显示全部 ([\d,]+) 个$/, count: (n: number) => `${n.toLocaleString('en-US')} 个结果`, dramas: '短剧内容', card: '卡号' },
  EN: { status: /^([\d,]+) results found, ([\d,]+) shown/, showAll: /^Show all ([\d,]+)$/, count: (n: number) => `${n.toLocaleString('en-US')} results`, dramas: 'Short dramas', card: 'Card number' },
} as const;

for (const lang of ['ZH', 'EN'] as const) {
  test(`${lang}: the palette says how many records it found, shows them all on request, and gives the focus back when it closes`, async ({ page }) => {
    const x = TEXT[lang];
    const f = FOUND[lang];
    await signIn(page);
    if (lang === 'EN') await chooseEnglish(page);

    // The focus is on the home tab when the palette opens by keyboard…
    const home = page.getByRole('tab', { selected: true });
    await home.focus();
    await page.keyboard.press('Control+k');
    const combobox = page.getByRole('combobox', { name: x.input });
    await expect(combobox).toBeFocused();
    const listbox = page.getByRole('listbox', { name: x.results });
    const status = page.getByRole('dialog').getByRole('status');

    // 总裁: more dramas than a group shows; the status says how many it found and how many it shows.
    await page.keyboard.type('总裁');
    await expect(status).toHaveText(f.status);
    // Counts are grouped (1,234) as everywhere in the console.
    const [, found, shown] = f.status.exec((await status.innerText()).trim())!.map((n) => Number(n.replace(/,/g, '')));
    expect(found).toBeGreaterThan(shown);
    const dramas = listbox.getByRole('group', { name: f.dramas });
    await expect(dramas.getByRole('option')).toHaveCount(shown + 1);
    const showAll = dramas.getByRole('option', { name: f.showAll });
    await expect(showAll).toHaveText(f.showAll);
    // Chosen by keyboard: the last option of the group.
    for (let i = 0; i < shown; i++) await page.keyboard.press('ArrowDown');
    await expect(combobox).toHaveAttribute('aria-activedescendant', (await showAll.getAttribute('id'))!);
    await page.keyboard.press('Enter');
    await expect(dramas.getByRole('option', { name: f.showAll })).toHaveCount(0);
    await expect(dramas.getByRole('option')).toHaveCount(found);
    await expect(status).toHaveText(f.count(found));
    for (const text of await dramas.getByRole('option').allInnerTexts()) expect(text).toContain('总裁');

    // Members found by card number: the second line names the card number once, and the ID beside it.
    await page.keyboard.press('Control+a');
    await page.keyboard.type('3960');
    const members = listbox.getByRole('group', { name: x.members }).getByRole('option');
    await expect(members.first()).toBeVisible();
    let byCard = 0;
    for (const option of await members.all()) {
      const line = await option.locator('span span').nth(1).innerText();
      expect(line.split(f.card).length - 1, line).toBeLessThanOrEqual(1);
      if (line.startsWith(f.card)) {
        byCard += 1;
        expect(line).toMatch(/ · ID \d+$/);
      }
    }
    expect(byCard).toBeGreaterThan(0);

    // Esc closes it, and the focus is back on the tab it left.
    await page.keyboard.press('Escape');
    await expect(combobox).toBeHidden();
    await expect(home).toBeFocused();
  });
}
