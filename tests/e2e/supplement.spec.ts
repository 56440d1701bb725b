import { expect, test, type Page } from './fixtures';
import { demoReady, openFromMenu, signIn, signInAt, switchLanguage, toast } from './support';

/**
 * toolCategory/supplementOrder (issue #14), in Chinese and in English: a purchase the store
 * confirmed whose callback never arrived is picked from the list, looked up by its Google order
 * number, supplemented after a confirmation (补单成功), the member's balance or VIP changes before
 * the operator's eyes, and the same number is refused the second time; unknown and malformed
 * numbers say so.
 */

const number = (text: string) => Number(text.replace(/[^\d]/g, ''));
/** A value of the order found, by its label. */
const detail = (page: Page, label: string) => page.locator('dl').locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test('ZH: a recharge purchase without its callback is supplemented, the member’s beans grow; the same number again is refused; an unknown number is not found', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAt(page, '/toolCategory/supplementOrder/index');
  await expect(page.getByText(/^共 \d+ 笔$/)).toBeVisible();
  expect(number(await page.getByText(/^共 \d+ 笔$/).innerText())).toBeGreaterThanOrEqual(20);

  // An unknown number.
  const input = page.getByRole('textbox', { name: 'Google 订单号' });
  await input.fill('GPA.0000-0000-0000-00000');
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page.getByRole('status').getByText('未找到该 Google 订单号')).toBeVisible();

  // Pick a recharge order from the list: its number is looked up.
  const table = page.getByRole('table', { name: '待补单的商店订单' });
  const row = table.locator('tbody tr', { hasText: '充值订单' }).first();
  const storeNo = (await row.locator('td').first().innerText()).trim();
  expect(storeNo).toMatch(/^GPA\.\d{4}-\d{4}-\d{4}-\d{5}$/);
  await row.getByRole('button', { name: `查询 ${storeNo}` }).click();
  await expect(input).toHaveValue(storeNo);
  await expect(detail(page, '订单状态')).toHaveText('未支付');
  await expect(detail(page, 'Google 订单号')).toHaveText(storeNo);
  const balance = number(await detail(page, '金豆余额').innerText());
  const grant = number(await detail(page, '补单后发放').innerText());
  expect(grant).toBeGreaterThan(0);
  const orderNo = await detail(page, '订单号').innerText();
  const amount = await detail(page, '补单金额').innerText();
  expect(amount).toMatch(/^(JP)?¥[\d,]+/);
  const member = await detail(page, '会员').innerText();

  // Supplement after the confirmation: it names the order, the amount booked and the member.
  await page.getByRole('button', { name: '补单', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '确认补单' });
  await expect(dialog).toContainText(orderNo);
  await expect(dialog).toContainText(`将记为实付 ${amount}`);
  await expect(dialog).toContainText(member.replace(/（.*$/, ''));
  await dialog.getByRole('button', { name: '补单', exact: true }).click();
  await expect(toast(page, '补单成功')).toBeVisible();
  await expect(detail(page, '订单状态')).toHaveText('已支付');
  await expect(detail(page, '金豆余额')).toHaveText((balance + grant).toLocaleString('en-US'));
  // The result: booked at the amount shown, and what changed for a recharge (golden beans, not VIP).
  await expect(page.getByRole('status')).toContainText(`已记为实付 ${amount}`);
  await expect(page.getByRole('status')).toContainText(`会员金豆余额 ${balance.toLocaleString('en-US')} → ${(balance + grant).toLocaleString('en-US')}`);
  await expect(page.getByRole('status')).not.toContainText('VIP');
  // It has left the list of purchases awaiting their callback.
  await expect(table.getByText(storeNo, { exact: true })).toHaveCount(0);

  // The same number again: refused.
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page.getByRole('status').getByText('该订单已支付，不能重复补单')).toBeVisible();
  await expect(page.getByRole('button', { name: '补单', exact: true })).toHaveCount(0);
});

test('EN: a malformed number is refused; a VIP purchase is supplemented and its member’s VIP extended; a second time is refused', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAt(page, '/toolCategory/supplementOrder/index');
  await switchLanguage(page, 'EN');
  const input = page.getByRole('textbox', { name: 'Google order number' });
  await input.fill('GPA.12-34');
  await page.getByRole('button', { name: 'Look up', exact: true }).click();
  await expect(page.getByRole('status').getByText(/^A Google order number is GPA\. and digit groups/)).toBeVisible();

  const table = page.getByRole('table', { name: 'Store purchases awaiting their callback' });
  const row = table.locator('tbody tr', { hasText: 'VIP' }).first();
  const storeNo = (await row.locator('td').first().innerText()).trim();
  await row.getByRole('button', { name: `Look up ${storeNo}` }).click();
  await expect(detail(page, 'Status')).toHaveText('Unpaid');
  await expect(detail(page, 'Granted on supplement')).toHaveText(/^\d+ days of VIP$/);
  await page.getByRole('button', { name: 'Supplement', exact: true }).click();
  await page.getByRole('dialog', { name: 'Supplement this order?' }).getByRole('button', { name: 'Supplement', exact: true }).click();
  await expect(toast(page, 'Order supplemented successfully')).toBeVisible();
  await expect(detail(page, 'Status')).toHaveText('Paid');
  await expect(detail(page, 'VIP')).toHaveText(/, until /);
  await expect(page.getByRole('status')).toContainText('is booked as paid ¥');
  await expect(page.getByRole('status')).toContainText('The member’s VIP');
  await expect(page.getByRole('status')).not.toContainText('golden beans');

  await page.getByRole('button', { name: 'Look up', exact: true }).click();
  await expect(page.getByRole('status').getByText('This order is already paid; it cannot be supplemented again')).toBeVisible();
});

/*
 * Issue #25, point 5: a first period of a VIP type with a first-period price (月卡VIP: ¥1,480, first
 * period ¥980) is previewed, confirmed and booked at the same amount, and its result says what
 * changed for a VIP order (the member's VIP, never 金豆余额 80 → 80); the order lists' own 补单 asks
 * with the amount and the member.
 */
const L = {
  ZH: {
    tools: '工具类', page: '补单', table: '待补单的商店订单', lookup: (n: string) => `查询 ${n}`, charge: '补单金额', first: '首期价', member: '会员',
    confirm: '补单', dialog: '确认补单', booked: (a: string) => `已记为实付 ${a}`, vip: '会员 VIP', beans: '金豆余额', done: '补单成功', orderNo: '订单号',
  },
  EN: {
    tools: 'Tools', page: 'Supplement order', table: 'Store purchases awaiting their callback', lookup: (n: string) => `Look up ${n}`, charge: 'Amount booked', first: 'first-period price',
    member: 'Member', confirm: 'Supplement', dialog: 'Supplement this order?', booked: (a: string) => `is booked as paid ${a}`, vip: 'The member’s VIP', beans: 'golden beans',
    done: 'Order supplemented successfully', orderNo: 'Order number',
  },
} as const;

async function firstPeriodSupplement(page: Page, lang: 'ZH' | 'EN') {
  const l = L[lang];
  await openFromMenu(page, l.tools, l.page);
  const table = page.getByRole('table', { name: l.table });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const rows = await table.locator('tbody tr', { hasText: 'VIP' }).all();
  let charged = '';
  for (const row of rows) {
    const storeNo = (await row.locator('td').first().innerText()).trim();
    await row.getByRole('button', { name: l.lookup(storeNo) }).click();
    await expect(detail(page, l.charge)).toBeVisible();
    const text = await detail(page, l.charge).innerText();
    if (text.includes(l.first)) {
      charged = text;
      break;
    }
  }
  expect(charged, 'a pending first period of a VIP type with a first-period price').not.toBe('');
  // The preview: the first-period price, with the order's own price beside it.
  const [amount, price] = (charged.match(/(?:JP)?¥[\d,]+(?:\s?[（(][^\d（）()]{1,4}[\d,.]+[）)])?/g) ?? []) as string[];
  const yen = (text: string) => number(/¥([\d,]+)/.exec(text)![1]);
  expect(yen(amount)).toBeLessThan(yen(price));
  const orderNo = await detail(page, l.orderNo).innerText();
  const member = (await detail(page, l.member).innerText()).replace(/[（(].*$/, '');

  await page.getByRole('button', { name: l.confirm, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: l.dialog });
  await expect(dialog).toContainText(charged);
  await expect(dialog).toContainText(orderNo);
  await expect(dialog).toContainText(member);
  await dialog.getByRole('button', { name: l.confirm, exact: true }).click();
  await expect(toast(page, l.done)).toBeVisible();
  // Booked as previewed; what changed is the member's VIP, not their beans.
  const status = page.getByRole('status').filter({ hasText: orderNo });
  await expect(status).toContainText(l.booked(amount));
  await expect(status).toContainText(l.vip);
  await expect(status).not.toContainText(l.beans);
}

test('a first-period VIP order is previewed, confirmed and booked at its first-period price; the result speaks of VIP (ZH, then EN)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await firstPeriodSupplement(page, 'ZH');
  await switchLanguage(page, 'EN');
  await firstPeriodSupplement(page, 'EN');
});

const O = {
  ZH: { table: 'VIP订单', unpaid: '未支付', more: '更多操作', supplement: '补单', title: '确认补单', paid: /将记为实付 (JP)?¥[\d,]+/, card: '卡号', done: '补单成功' },
  EN: { table: 'VIP order', unpaid: 'Unpaid', more: 'More actions', supplement: 'Supplement', title: 'Supplement this order?', paid: /booked as paid (JP)?¥[\d,]+/, card: 'card', done: 'Order supplemented successfully' },
} as const;

async function listSupplement(page: Page, lang: 'ZH' | 'EN') {
  const o = O[lang];
  // The unpaid orders (the list's status filter, in its URL).
  await page.goto('/operate/vipOrders/index?f.status=unpaid');
  await demoReady(page);
  const grid = page.getByRole('table', { name: o.table, exact: true });
  await expect(grid.locator('tbody tr[data-id]').first()).toContainText(o.unpaid);
  const row = grid.locator('tbody tr[data-id]').first();
  const cells = await row.locator('td').allInnerTexts();
  const card = cells.map((c) => c.trim()).find((c) => /^\d{6,}$/.test(c))!;
  await row.getByRole('button', { name: o.more }).click();
  await page.getByRole('menuitem', { name: o.supplement }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText(o.title);
  // The question names the amount booked and the member (name and card number).
  await expect(ask).toContainText(o.paid);
  await expect(ask).toContainText(card);
  await ask.getByRole('button', { name: o.supplement, exact: true }).click();
  await expect(toast(page, o.done)).toBeVisible();
}

test('the order list’s 补单 asks with the amount and the member (ZH, then EN)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await listSupplement(page, 'ZH');
  await switchLanguage(page, 'EN');
  await listSupplement(page, 'EN');
});
