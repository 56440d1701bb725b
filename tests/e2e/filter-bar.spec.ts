import { expect, test, type Page } from './fixtures';
import { openFromMenu, signIn, signInAt, tab } from './support';

/**
 * The list's filter bar shows its first row and folds the rest behind 展开 / 收起, keeps that per
 * page for the session, and is one column on a phone with nothing outside the screen.
 */
const MEMBERS = '/member/memberInforMation/index';

function filterBar(page: Page) {
  return page.getByRole('search', { name: /^(筛选条件|Filters)$/ });
}

/** Labels of the filter fields a person can see. */
async function visibleFilters(page: Page): Promise<number> {
  return filterBar(page).locator('label').evaluateAll((labels) => labels.filter((l) => (l as HTMLElement).offsetParent !== null).length);
}

test('the member list folds its filters to one row, unfolds them, and keeps the choice per page', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAt(page, '/member/memberInforMation/index');
  await expect(page).toHaveURL(new RegExp(`${MEMBERS}$`));

  const expand = filterBar(page).getByRole('button', { name: '展开' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  const folded = await visibleFilters(page);
  expect(folded).toBeGreaterThan(0);
  expect(folded).toBeLessThan(6);
  // The grid's first rows are on the first screen.
  const firstRow = page.getByRole('table', { name: '会员', exact: true }).locator('tbody tr[data-id]').first();
  await expect(firstRow).toBeVisible();
  expect((await firstRow.boundingBox())!.y).toBeLessThan(900);
  // Nothing in the bar sticks out of it.
  const bar = (await filterBar(page).boundingBox())!;
  for (const box of await filterBar(page).locator('input, select, button').evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => e.getBoundingClientRect().toJSON() as DOMRect))) {
    expect(box.right).toBeLessThanOrEqual(bar.x + bar.width + 1);
  }

  await expand.click();
  const collapse = filterBar(page).getByRole('button', { name: '收起' });
  await expect(collapse).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => visibleFilters(page)).toBeGreaterThan(folded + 3);
  await expect(filterBar(page).getByLabel('卡号')).toBeVisible();

  // Another page and back: the member list's filters are still unfolded.
  await openFromMenu(page, '系统设置', '用户管理');
  await tab(page, '会员信息').click();
  await expect(filterBar(page).getByRole('button', { name: '收起' })).toBeVisible();

  await filterBar(page).getByRole('button', { name: '收起' }).click();
  await expect.poll(() => visibleFilters(page)).toBe(folded);
  await expect(filterBar(page).getByLabel('卡号')).toBeHidden();
});

test('a select as wide as its longest option takes the slots it needs, over no neighbour (VIP订单 at 1440 and 1280)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAt(page, '/operate/vipOrders/index');
  await filterBar(page).getByRole('button', { name: '展开' }).click();
  const channel = filterBar(page).getByLabel('渠道', { exact: true });
  await expect(channel.locator('option')).not.toHaveCount(1);
  for (const width of [1440, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(() =>
        channel.evaluate((select: HTMLSelectElement) => {
          const slot = select.closest('form > *')!.getBoundingClientRect();
          const box = select.getBoundingClientRect();
          const next = select.closest('form > *')!.nextElementSibling!.getBoundingClientRect();
          // The longest option, drawn as the select draws it.
          const ctx = document.createElement('canvas').getContext('2d')!;
          const style = getComputedStyle(select);
          ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const longest = Math.max(...[...select.options].map((o) => ctx.measureText(o.text).width));
          const room = box.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return { inSlot: box.left >= slot.left - 0.5 && box.right <= slot.right + 0.5, clear: next.top >= box.bottom || next.left >= box.right, whole: room + 0.5 >= longest };
        }),
      )
      .toEqual({ inSlot: true, clear: true, whole: true });
  }
});

test('a filter in use behind the fold is counted on the Expand button', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAt(page, `${MEMBERS}?f.cardNumber=123`);
  const expand = filterBar(page).getByRole('button', { name: /^展开/ });
  await expect(expand).toBeVisible();
  await expect(expand.getByLabel(/个已折叠的筛选条件正在使用/)).toHaveText('1');
});

for (const lang of ['ZH', 'EN'] as const) {
  test(`on a phone the filter bar is one column with nothing cut off (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    if (lang === 'EN') {
      await page.getByRole('button', { name: /^语言/ }).click();
      await page.getByRole('menuitemradio', { name: 'English' }).click();
    }
    await page.goto(MEMBERS);
    await expect(filterBar(page)).toBeVisible();
    await expect(filterBar(page).getByRole('button', { name: lang === 'ZH' ? '展开' : 'Expand' })).toBeVisible();
    await filterBar(page).getByRole('button', { name: lang === 'ZH' ? '展开' : 'Expand' }).click();
    const outside = await page.locator('main').evaluate((main) =>
      [...main.querySelectorAll<HTMLElement>('form[role="search"] *, [role="region"] button')]
        .filter((el) => el.offsetParent !== null)
        .map((el) => ({ el: el.tagName + (el.getAttribute('aria-label') ?? el.textContent ?? '').slice(0, 20), right: el.getBoundingClientRect().right }))
        .filter((x) => x.right > window.innerWidth + 0.5),
    );
    expect(outside).toEqual([]);
    const columns = await filterBar(page).evaluate((f) => getComputedStyle(f).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(1);
  });
}
