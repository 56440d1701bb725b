import { expect, test, type Locator, type Page } from './fixtures';
import { openFromMenu, signIn, signInAt, switchLanguage } from './support';

/*
 * What an operator met in a day's work (issue #25), in ZH and EN: generated text follows the
 * reader's language (sign-in rewards, points 11); the automatic messages' list sends only sorts its
 * contract declares (point 14, the fixture's contract check fails the journey otherwise); a VIP
 * type in use cannot be deleted and says so before anyone asks, a TikTok link with a Meta pixel is
 * warned about, and a segment has one name (point 13).
 */

const CJK = /[\u3040-\u30ff\u3400-\u9fff]/;
const grid = (page: Page, name: string) => page.getByRole('table', { name, exact: true });
const rows = (page: Page, name: string) => grid(page, name).locator('tbody tr[data-id]');

/** The cells of one column, by its header. */
async function column(page: Page, table: string, header: string): Promise<string[]> {
  await expect(rows(page, table).first()).toBeVisible();
  const headers = (await grid(page, table).locator('thead th').allInnerTexts()).map((h) => h.trim());
  const at = headers.indexOf(header);
  expect(at, `column ${header} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return (await rows(page, table).locator(`td:nth-child(${at + 1})`).allInnerTexts()).map((c) => c.trim());
}

test('sign-in rewards read in the reader’s language: no Chinese in English, also after switching on the open list', async ({ page }) => {
  await signInAt(page, '/operate/signIn/index');
  await expect.poll(async () => (await column(page, '签到方案', '每日奖励'))[0]).toMatch(/^第1天 金豆 ×\d+/);
  // Switched on the open list: the rewards follow.
  await switchLanguage(page, 'EN');
  await expect.poll(async () => (await column(page, 'Sign-in plan', 'Reward of each day')).join('\n')).toMatch(/^Day 1 Golden beans ×\d+/);
  for (const text of await column(page, 'Sign-in plan', 'Reward of each day')) expect(text).not.toMatch(CJK);
  // Opened in English, and the tasks' rewards too.
  await openFromMenu(page, 'Operations management', 'Tasks');
  for (const text of await column(page, 'Task', 'Rewards')) expect(text).not.toMatch(CJK);
  await switchLanguage(page, 'ZH');
  await expect.poll(async () => (await column(page, '任务', '奖励')).join('\n')).toMatch(CJK);
});

test('the automatic messages’ list sorts only by columns its contract declares (the contract check finds nothing), ZH and EN', async ({ page }) => {
  const sorts: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/admin/autoMessage/v1/page')) sorts.push(String((r.postDataJSON() as { sort?: { field?: string } }).sort?.field));
  });
  await signInAt(page, '/operate/automaticInternalMessage/index');
  await expect(rows(page, '自动站内信')).toHaveCount(4);
  await grid(page, '自动站内信').getByRole('columnheader', { name: /更新时间/ }).click();
  await expect(page).toHaveURL(/updateTime/);
  await switchLanguage(page, 'EN');
  await expect(rows(page, 'Automatic message')).toHaveCount(4);
  await page.goto('/operate/automaticInternalMessage/index');
  await expect(rows(page, 'Automatic message')).toHaveCount(4);
  expect(sorts.length).toBeGreaterThan(0);
  for (const field of sorts) expect(['id', 'updateTime']).toContain(field);
});

/** A record in use (the row found by `row`) cannot be deleted: its delete button is disabled and says why, as its description and its tooltip. */
async function deleteRefused(page: Page, row: Locator, remove: string, reason: string) {
  const button = row.getByRole('button', { name: remove, exact: true });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription(reason);
  await button.focus();
  await expect(page.getByRole('tooltip')).toHaveText(reason);
}

const V = {
  ZH: { table: 'VIP类型', remove: '删除', inUse: '该VIP类型已有订单或VIP记录，不能删除，可停用' },
  EN: { table: 'VIP type', remove: 'Delete', inUse: 'This VIP type has orders or VIP records and cannot be deleted; disable it instead' },
} as const;

test('a VIP type in use cannot be deleted, and its delete button says why before anyone asks (ZH, then EN)', async ({ page }) => {
  await signInAt(page, '/operate/vipManagement/index');
  for (const lang of ['ZH', 'EN'] as const) {
    if (lang === 'EN') await switchLanguage(page, 'EN');
    const v = V[lang];
    await deleteRefused(page, rows(page, v.table).filter({ hasText: '月卡VIP' }), v.remove, v.inUse);
  }
});

const P = {
  ZH: { table: '金豆套餐', remove: '删除', inUse: '该套餐已有订单或卡密，不能删除，可停用' },
  EN: { table: 'package', remove: 'Delete', inUse: 'This package has orders or card codes and cannot be deleted; disable it instead' },
} as const;

test('a golden-bean package in use cannot be deleted, and its delete button says why before anyone asks (ZH, then EN)', async ({ page }) => {
  await signInAt(page, '/operate/packageManagement/index');
  for (const lang of ['ZH', 'EN'] as const) {
    if (lang === 'EN') await switchLanguage(page, 'EN');
    const p = P[lang];
    // The seeded packages have all been bought: each delete button is disabled, with the reason.
    await deleteRefused(page, rows(page, p.table).first(), p.remove, p.inUse);
  }
});

const G = {
  ZH: { tools: '工具类', page: '生成链接', open: '生成链接', title: '生成推广链接', pixel: '回传配置', source: '来源 utm_source', warn: /该回传配置属于 Meta（Facebook），而链接来源（utm_source）是 tiktok/ },
  EN: { tools: 'Tools', page: 'Link generation', open: 'Generate link', title: 'Generate a promotion link', pixel: 'Feedback configuration', source: 'Source (utm_source)', warn: /This configuration reports to Meta \(Facebook\), but the link’s source \(utm_source\) is tiktok/ },
} as const;

async function pixelWarning(page: Page, lang: 'ZH' | 'EN') {
  const g = G[lang];
  await openFromMenu(page, g.tools, g.page);
  await page.getByRole('button', { name: g.open, exact: true }).first().click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: g.title }) });
  const pixel = dialog.getByRole('combobox', { name: g.pixel });
  await expect(pixel.locator('option').nth(1)).toBeAttached();
  await dialog.getByRole('textbox', { name: g.source }).fill('tiktok');
  const values = await pixel.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  let warned = 0;
  let quiet = 0;
  for (const value of values) {
    await pixel.selectOption(value);
    // A Meta pixel on a TikTok link: warned; a TikTok pixel: nothing to say.
    if (await dialog.getByText(g.warn).isVisible()) warned++;
    else quiet++;
  }
  expect(warned).toBeGreaterThan(0);
  expect(quiet).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
}

test('生成链接 warns when the pixel’s platform is not the link’s (a TikTok link with a Meta pixel), ZH and EN', async ({ page }) => {
  await signIn(page);
  await pixelWarning(page, 'ZH');
  await switchLanguage(page, 'EN');
  await pixelWarning(page, 'EN');
});

test('a segment has one name: the picker says 金豆余额不足 with its rule, never a second name (ZH, then EN)', async ({ page }) => {
  await signInAt(page, '/push/createPush/index');
  const form = page.getByRole('form', { name: '创建推送' });
  await form.getByRole('radio', { name: '用户分群' }).check();
  const select = form.getByRole('combobox', { name: '用户分群' });
  await expect(select.locator('option[value="lowBalance"]')).toHaveText(/^金豆余额不足（余额低于 \d+ 金豆，[\d,]+ 人）$/);
  await form.getByRole('radio', { name: '按分群触发' }).check();
  await expect(form.getByRole('combobox', { name: '触发分群' }).locator('option[value="lowBalance"]')).toHaveText('金豆余额不足');
  await switchLanguage(page, 'EN');
  const en = page.getByRole('form', { name: 'Create push' });
  await expect(en.getByRole('combobox', { name: 'User segment' }).locator('option[value="lowBalance"]')).toHaveText(/^Low golden-bean balance \(balance below \d+ beans, [\d,]+\)$/);
  await expect(en.getByRole('combobox', { name: 'Trigger segment' }).locator('option[value="lowBalance"]')).toHaveText('Low golden-bean balance');
});
