import { expect, test, type Locator, type Page } from './fixtures';
import { openFromMenu, signInAt, switchLanguage, tab, toast } from './support';

/*
 * The engagement side of operations (issue #12), in ZH and then in EN within each test: a
 * sign-in plan without days is refused with the spec's message; a popup aimed at the low-balance
 * segment shows its reach, which drops by one once one of those members is recharged above 30;
 * an internal message scheduled for later is sent once the demo clock passes its time. One
 * sign-in per test, pages opened from the sidebar.
 */

const dialog = (page: Page, title: string | RegExp) => page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: title }) });
const table = (page: Page, name: string) => page.getByRole('table', { name, exact: true });
const rows = (page: Page, name: string) => table(page, name).locator('tbody tr[data-id]');
const addButton = (page: Page, name: string) => page.getByRole('toolbar').getByRole('button', { name, exact: true });
const number = (text: string) => Number(text.replace(/[^\d-]/g, ''));

/** The reach the audience picker shows, once counted. */
async function reachOf(picker: Locator): Promise<number> {
  const count = picker.locator('[data-count]');
  await expect(count).toBeVisible();
  return Number(await count.getAttribute('data-count'));
}

test.describe('operate: engagement', () => {
  test('a sign-in plan without days is refused with 请添加签到天数; with days it is saved (ZH, then EN)', async ({ page }) => {
    await signInAt(page, '/operate/signIn/index');
    await expect(rows(page, '签到方案').first()).toBeVisible();
    await addButton(page, '新增').click();
    const form = dialog(page, '新增签到方案');
    await form.getByRole('textbox', { name: '方案名称' }).fill('周末签到');
    await form.getByRole('button', { name: '保存', exact: true }).click();
    await expect(toast(page, '请添加签到天数')).toBeVisible();
    await expect(form.getByRole('alert').filter({ hasText: '请添加签到天数' })).toBeVisible();
    // The name typed stays; days are added one after the other.
    await expect(form.getByRole('textbox', { name: '方案名称' })).toHaveValue('周末签到');
    await form.getByRole('button', { name: '添加签到天数' }).click();
    await form.getByRole('button', { name: '添加签到天数' }).click();
    await expect(form.getByRole('listitem', { name: '第 2 天' })).toBeVisible();
    await expect(form.getByRole('alert')).toHaveCount(0);
    await form.getByRole('spinbutton', { name: '第 2 天 数量' }).fill('25');
    await form.getByRole('button', { name: '保存', exact: true }).click();
    await expect(toast(page, '添加成功')).toBeVisible();
    const row = rows(page, '签到方案').filter({ hasText: '周末签到' });
    await expect(row).toContainText('第2天 金豆 ×25');

    await switchLanguage(page, 'EN');
    await addButton(page, 'Add').click();
    const en = dialog(page, 'Add sign-in plan');
    await en.getByRole('textbox', { name: 'Plan name' }).fill('Weekend sign-in');
    await en.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(en.getByRole('alert').filter({ hasText: 'Sign-in days must be added' })).toBeVisible();
  });

  test('a popup aimed at the low-balance segment shows its reach; recharging one of those members above 30 drops it by one (ZH, then EN)', async ({ page }) => {
    await signInAt(page, '/operate/pushPopup/index');
    await expect(rows(page, '推送弹窗').first()).toBeVisible();

    const discard = async () => {
      await dialog(page, '新增推送弹窗').getByRole('button', { name: '取消' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: '放弃修改' }).click();
    };

    await addButton(page, '新增').click();
    const form = dialog(page, '新增推送弹窗');
    await form.getByRole('radio', { name: '用户分群' }).check();
    await form.getByRole('combobox', { name: '用户分群' }).selectOption('lowBalance');
    await expect(form.getByTestId('popup-reach')).toContainText(/覆盖 [\d,]+ 名会员，占全部 5,000 名会员/);
    const before = await reachOf(form.getByTestId('popup-reach'));
    expect(before).toBeGreaterThan(0);
    await discard();

    // One of them (the lowest balance first) is recharged to 100 beans or more.
    await openFromMenu(page, '会员管理', '会员信息');
    const members = rows(page, '会员');
    await expect(members.first()).toBeVisible();
    await table(page, '会员').getByRole('columnheader', { name: '金豆余额' }).getByRole('button').click();
    await expect(table(page, '会员').getByRole('columnheader', { name: '金豆余额' })).toHaveAttribute('aria-sort', 'ascending');
    const first = members.first();
    await first.getByRole('button', { name: '更多操作' }).click();
    await page.getByRole('menuitem', { name: '充值金豆' }).click();
    const recharge = dialog(page, '充值金豆');
    const balance = number((await recharge.getByText(/^当前余额/).innerText()).replace('当前余额', ''));
    expect(balance).toBeLessThan(30);
    await recharge.getByLabel('充值数量').fill('100');
    await recharge.getByRole('button', { name: '提交' }).click();
    await expect(recharge).toBeHidden();

    await tab(page, '推送弹窗').click();
    await addButton(page, '新增').click();
    await form.getByRole('radio', { name: '用户分群' }).check();
    await form.getByRole('combobox', { name: '用户分群' }).selectOption('lowBalance');
    expect(await reachOf(form.getByTestId('popup-reach'))).toBe(before - 1);
    await discard();

    // The same reach, said in English.
    await switchLanguage(page, 'EN');
    await addButton(page, 'Add').click();
    const en = dialog(page, 'Add push popup');
    await en.getByRole('radio', { name: 'User segment' }).check();
    await en.getByRole('combobox', { name: 'User segment' }).selectOption('lowBalance');
    await expect(en.getByTestId('popup-reach')).toContainText(`Reaches ${(before - 1).toLocaleString('en')} of 5,000 members`);
  });

  test('an internal message scheduled for later is sent once the demo clock passes its time (ZH, then EN)', async ({ page }) => {
    await signInAt(page, '/operate/internalMessage/index');
    await expect(rows(page, '站内信').first()).toBeVisible();
    await addButton(page, '新增').click();
    const form = dialog(page, '新增站内信');
    await form.getByRole('textbox', { name: '标题' }).fill('定时测试消息');
    await form.getByRole('textbox', { name: '内容（中文）' }).fill('半小时后发送');
    await form.getByRole('textbox', { name: '内容（日文）' }).fill('30分後に送信');
    // Two chosen members, found by a part of their card numbers.
    await form.getByRole('radio', { name: '指定用户' }).check();
    const search = form.getByRole('combobox', { name: '按卡号、手机号或邮箱搜索会员' });
    await search.fill('10');
    await page.getByRole('option', { name: /卡号/ }).first().click();
    await expect(form.getByTestId('message-reach')).toContainText('覆盖 1 名会员');
    await search.fill('10');
    await page.getByRole('option', { name: /卡号/ }).nth(1).click();
    await expect(form.getByRole('listbox', { name: /已选 2 名会员/ }).or(form.getByLabel('已选 2 名会员'))).toBeVisible();
    await expect(form.getByTestId('message-reach')).toContainText('覆盖 2 名会员');
    // In half an hour, by the page's clock (the demo clock has not moved yet).
    const { day, time } = await page.evaluate(() => {
      const d = new Date(Date.now() + 30 * 60_000);
      const p = (n: number) => String(n).padStart(2, '0');
      return { day: `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`, time: `${p(d.getHours())}:${p(d.getMinutes())}` };
    });
    await form.getByRole('radio', { name: '定时发送' }).check();
    await form.getByRole('textbox', { name: '发送时间', exact: true }).fill(day);
    await form.getByRole('textbox', { name: '发送时间 时间' }).fill(time);
    await form.getByRole('button', { name: '定时发送', exact: true }).click();
    await expect(page.getByRole('listitem', { name: /^已定时，将于 .+ 发送$/, includeHidden: true })).toBeVisible();
    const row = rows(page, '站内信').filter({ hasText: '定时测试消息' });
    await expect(row).toContainText('定时待发');
    await expect(row).toContainText('未发送');

    // An hour on: the next read sends it, one inbox row per recipient.
    await page.evaluate(() => window.__demo!.advanceClock(60 * 60_000));
    await page.getByRole('button', { name: '刷新', exact: true }).click();
    await expect(row).toContainText('已发送');
    await expect(row.getByRole('cell').filter({ hasText: /^2$/ })).toHaveCount(1);

    await switchLanguage(page, 'EN');
    const en = rows(page, 'Internal message').filter({ hasText: '定时测试消息' });
    await expect(en).toContainText('Sent');
    await expect(en).not.toContainText('Not sent');
  });
});
