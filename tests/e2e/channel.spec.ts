import { expect, test, type Page } from './fixtures';
import { cellOf, chooseEnglish, openFromMenu, signInAt, toast } from './support';

/**
 * channel/management (issue #10), in Chinese and in English: an operator creates a channel
 * company and a channel for it, sets a member's development channel to the new channel from the
 * member list, and sees the member counted in the distribution console. One page load per
 * language (the sign-in): everything after it goes through the sidebar and the page's tabs.
 */

const TEXT = {
  ZH: {
    group: '渠道管理', page: '渠道与分销', memberGroup: '会员管理', members: '会员信息',
    add: '新增', save: '保存', addCompany: '新增渠道公司', addChannel: '新增渠道',
    companyName: '公司名称', contact: '联系人', phone: '联系电话', channelName: '渠道名称', number: '渠道编号', company: '渠道公司',
    companiesTab: '渠道公司', channelsTab: '渠道', consoleTab: '分销控制台',
    more: '更多操作', setChannel: '设置发展渠道', channelField: '发展渠道', submit: '提交', channelSet: '发展渠道设置成功',
    consoleTable: '各渠道分销数据', acquired: '获取会员数', links: '推广链接数',
  },
  EN: {
    group: 'Channel management', page: 'Channels and distribution', memberGroup: 'Members', members: 'Member information',
    add: 'Add', save: 'Save', addCompany: 'Add channel company', addChannel: 'Add channel',
    companyName: 'Company name', contact: 'Contact', phone: 'Phone', channelName: 'Channel name', number: 'Channel number', company: 'Channel company',
    companiesTab: 'Companies', channelsTab: 'Channels', consoleTab: 'Distribution console',
    more: 'More actions', setChannel: 'Set development channel', channelField: 'Development channel', submit: 'Submit', channelSet: 'Development channel set',
    consoleTable: 'Distribution by channel', acquired: 'Members acquired', links: 'Promotion links',
  },
} as const;

const listRows = (page: Page) => page.getByRole('table').locator('tbody tr[data-id]');

for (const lang of ['ZH', 'EN'] as const) {
  test(`${lang}: a new company and channel, a member set to it, counted in the distribution console`, async ({ page }) => {
    test.slow();
    const x = TEXT[lang];
    const companyName = lang === 'ZH' ? '株式会社テスト広告' : 'Test Ads Ltd';
    const channelName = lang === 'ZH' ? '测试渠道 春' : 'Spring test channel';
    await signInAt(page, '/channel/management/index');
    if (lang === 'EN') await chooseEnglish(page);

    // A company.
    await expect(page.getByRole('tab', { name: x.companiesTab, exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(listRows(page).first()).toBeVisible();
    await page.getByRole('button', { name: x.add, exact: true }).click();
    const companyForm = page.getByRole('dialog', { name: x.addCompany });
    await companyForm.getByRole('textbox', { name: x.companyName, exact: true }).fill(companyName);
    await companyForm.getByRole('textbox', { name: x.contact, exact: true }).fill('山田 花子');
    await companyForm.getByRole('textbox', { name: x.phone, exact: true }).fill('03-1111-2222');
    await companyForm.getByRole('button', { name: x.save }).click();
    await expect(companyForm).toBeHidden();
    await expect(listRows(page).filter({ hasText: companyName })).toHaveCount(1);

    // A channel of that company.
    await page.getByRole('tab', { name: x.channelsTab, exact: true }).click();
    await expect(page).toHaveURL(/tab=channels/);
    await expect(listRows(page).filter({ hasText: 'TikTok Ads 日本' })).toHaveCount(1);
    await page.getByRole('button', { name: x.add, exact: true }).click();
    const channelForm = page.getByRole('dialog', { name: x.addChannel });
    await channelForm.getByRole('textbox', { name: x.channelName, exact: true }).fill(channelName);
    await channelForm.getByRole('textbox', { name: x.number, exact: true }).fill(lang === 'ZH' ? 'CH9101' : 'CH9102');
    await channelForm.getByRole('combobox', { name: x.company, exact: true }).selectOption({ label: companyName });
    await channelForm.getByRole('button', { name: x.save }).click();
    await expect(channelForm).toBeHidden();
    const channelRow = listRows(page).filter({ hasText: channelName });
    await expect(channelRow).toHaveCount(1);
    await expect(channelRow).toContainText(companyName);

    // A member comes from it.
    await openFromMenu(page, x.memberGroup, x.members);
    const member = listRows(page).first();
    await expect(member).toBeVisible();
    await member.getByRole('button', { name: x.more }).click();
    await page.getByRole('menuitem', { name: x.setChannel }).click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: x.setChannel }) });
    await dialog.getByLabel(x.channelField).selectOption({ label: channelName });
    await dialog.getByRole('button', { name: x.submit }).click();
    await expect(toast(page, x.channelSet)).toBeVisible();

    // The console counts the member for the new channel (all time: no dates chosen).
    await openFromMenu(page, x.group, x.page);
    await page.getByRole('tab', { name: x.consoleTab, exact: true }).click();
    const table = page.getByRole('table', { name: x.consoleTable });
    const row = table.locator('tbody tr[data-id]').filter({ hasText: channelName });
    await expect(row).toHaveCount(1);
    expect(await cellOf(table, row, x.acquired)).toBe('1');
    expect(await cellOf(table, row, x.links)).toBe('0');
    // Narrowed to the new company: its one channel, and the totals are its figures.
    await page.getByRole('combobox', { name: x.company, exact: true }).selectOption({ label: companyName });
    await expect(page).toHaveURL(/f\.companyId=/);
    await expect(table.locator('tbody tr[data-id]')).toHaveCount(1);
    await expect(page.getByRole('definition').nth(1)).toHaveText('1');
  });
}
