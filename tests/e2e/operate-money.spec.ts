import { expect, test, type Page } from './fixtures';
import { chooseEnglish, openFromMenu, signInAt, toast } from './support';

/**
 * The money side of operations (issue #11), in Chinese and in English: VIP orders filtered by
 * first period and a payment-time range, with the totals above the grid following and the filters
 * kept through a reload; a package with percentage 101 refused with nothing created; natural
 * attribution chosen with a channel refused; attribution settings saved, the warning cancelled,
 * the cancelled message shown and nothing changed.
 */

const TEXT = {
  ZH: {
    group: '运营管理', vipOrders: 'VIP订单', packages: '套餐管理', attribution: '自归因配置',
    expand: '展开', search: '查询', firstPeriod: '首期', yes: '是', payTime: '支付时间', from: '开始', to: '结束',
    add: '新增', addPackage: '新增金豆套餐', packageName: '套餐名称', price: '价格（日元）', beans: '基础金豆', percentage: '百分比',
    save: '保存', percentRule: '百分比须在0到100之间', discard: '放弃修改', cancel: '取消', packagesTable: '金豆套餐',
    natural: '自然归因', exclusive: '自然归因不能与其他渠道同时选择', channel: 'AppLovin',
    warning: '修改归因设置会影响推广回传，确定提交吗？', cancelled: '已取消提交',
  },
  EN: {
    group: 'Operations management', vipOrders: 'VIP orders', packages: 'Packages', attribution: 'Self-attribution',
    expand: 'Expand', search: 'Search', firstPeriod: 'First period', yes: 'Yes', payTime: 'Paid at', from: 'From', to: 'To',
    add: 'Add', addPackage: 'Add package', packageName: 'Name', price: 'Price (yen)', beans: 'Base beans', percentage: 'Percentage',
    save: 'Save', percentRule: 'The percentage must be between 0 and 100', discard: 'Discard', cancel: 'Cancel', packagesTable: 'package',
    natural: 'Natural attribution', exclusive: 'Natural attribution cannot be chosen together with other channels', channel: 'AppLovin',
    warning: 'Changing attribution settings affects promotion feedback. Submit anyway?', cancelled: 'Submission cancelled',
  },
} as const;

/** 'YYYY-MM-DD' of a local date. */
const ymd = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const figure = (page: Page, key: 'count' | 'paidYen') => page.locator(`[data-summary="${key}"]`);
const digits = async (page: Page, key: 'count' | 'paidYen') => Number((await figure(page, key).innerText()).replace(/\D/g, ''));

/** The stored attribution settings, read by the page's own session (not through the form). */
async function storedAttribution(page: Page): Promise<{ natural: boolean; channelIds: number[]; version: number }> {
  return page.evaluate(async () => {
    const res = await fetch('/admin/attribution/v1/info', { headers: { token: sessionStorage.getItem('token') ?? '' } });
    return ((await res.json()) as { data: { config: { natural: boolean; channelIds: number[]; version: number } } }).data.config;
  });
}

for (const lang of ['ZH', 'EN'] as const) {
  test(`${lang}: VIP orders by first period and pay time keep their totals and filters through a reload; a 101% package and natural-with-channel are refused; a cancelled save changes nothing`, async ({ page }) => {
    test.slow();
    const x = TEXT[lang];
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAt(page, '/operate/vipOrders/index');
    if (lang === 'EN') await chooseEnglish(page);

    // VIP orders: totals of every order, then of first periods paid in the last 30 days.
    await expect(figure(page, 'count')).toHaveText(/\d/);
    const all = { count: await digits(page, 'count'), paid: await digits(page, 'paidYen') };
    expect(all.count).toBeGreaterThan(10_000);
    const filters = page.getByRole('search');
    await filters.getByRole('button', { name: x.expand, exact: true }).click();
    await filters.getByRole('combobox', { name: x.firstPeriod, exact: true }).selectOption({ label: x.yes });
    const today = new Date();
    const start = ymd(new Date(today.getTime() - 30 * 86_400_000));
    await filters.getByRole('textbox', { name: `${x.payTime} ${x.from}`, exact: true }).fill(start);
    await filters.getByRole('textbox', { name: `${x.payTime} ${x.to}`, exact: true }).fill(ymd(today));
    await filters.getByRole('button', { name: x.search, exact: true }).click();
    // The filters are in the URL (the router writes the text 'true' quoted).
    await expect.poll(() => decodeURIComponent(page.url())).toMatch(/f\.firstPeriod="?true"?/);
    expect(decodeURIComponent(page.url())).toContain(`f.payTime=${start}~${ymd(today)}`);
    await expect.poll(() => digits(page, 'count')).toBeLessThan(all.count);
    const narrowed = { count: await digits(page, 'count'), paid: await digits(page, 'paidYen') };
    expect(narrowed.count).toBeGreaterThan(0);
    expect(narrowed.paid).toBeLessThan(all.paid);
    await page.reload();
    await expect(filters.getByRole('combobox', { name: x.firstPeriod, exact: true })).toHaveValue('true');
    await expect(filters.getByRole('textbox', { name: `${x.payTime} ${x.from}`, exact: true })).toHaveValue(start);
    await expect.poll(() => digits(page, 'count')).toBe(narrowed.count);
    expect(await digits(page, 'paidYen')).toBe(narrowed.paid);

    // A package with percentage 101: refused, nothing created.
    await openFromMenu(page, x.group, x.packages);
    const table = page.getByRole('table', { name: x.packagesTable, exact: true });
    const rows = table.locator('tbody tr[data-id]');
    await expect(rows.first()).toBeVisible();
    const before = await rows.count();
    await page.getByRole('button', { name: x.add, exact: true }).click();
    const form = page.getByRole('dialog', { name: x.addPackage });
    await form.getByRole('textbox', { name: x.packageName, exact: true }).fill(lang === 'ZH' ? '超额百分比礼包' : 'Too generous');
    await form.getByRole('spinbutton', { name: x.price, exact: true }).fill('980');
    await form.getByRole('spinbutton', { name: x.beans, exact: true }).fill('2000');
    await form.getByRole('spinbutton', { name: x.percentage, exact: true }).fill('101');
    await form.getByRole('button', { name: x.save, exact: true }).click();
    await expect(form.getByText(x.percentRule)).toBeVisible();
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: x.cancel, exact: true }).click();
    const question = page.getByRole('alertdialog').or(page.getByRole('dialog').filter({ hasText: x.discard }));
    await question.getByRole('button', { name: x.discard, exact: true }).click();
    await expect(form).toBeHidden();
    await expect(rows).toHaveCount(before);

    // Natural attribution with a channel: refused. A save cancelled at the warning: nothing changed.
    await openFromMenu(page, x.group, x.attribution);
    const natural = page.getByRole('checkbox', { name: new RegExp(`^${x.natural}`) });
    await expect(natural).not.toBeChecked();
    const stored = await storedAttribution(page);
    await natural.check();
    await expect(page.getByRole('alert').filter({ hasText: x.exclusive })).toBeVisible();
    await natural.uncheck();
    await expect(page.getByRole('alert').filter({ hasText: x.exclusive })).toBeHidden();
    await page.getByRole('checkbox', { name: x.channel, exact: true }).uncheck();
    await page.getByRole('button', { name: x.save, exact: true }).click();
    const warning = page.getByRole('alertdialog');
    await expect(warning).toContainText(x.warning);
    await warning.getByRole('button', { name: x.cancel, exact: true }).click();
    await expect(toast(page, x.cancelled)).toBeVisible();
    expect(await storedAttribution(page)).toEqual(stored);
  });
}
