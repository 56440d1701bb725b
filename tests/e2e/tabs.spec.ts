import { expect, test, type Page } from './fixtures';
import { closeButtonOf, expectActiveTabInView, mainMenu, openFromMenu, sessionValue, signIn, tab, tabs, userMenu } from './support';

const USERS = '/system/user/index';
const MEMBERS = '/member/memberInforMation/index';
const DRAMAS = '/theater/shortDramaContent/index';

/** Opens 用户管理, 会员信息 and 短剧内容 from the sidebar. */
async function openThreePages(page: Page): Promise<void> {
  await openFromMenu(page, '系统设置', '用户管理');
  await expect(page).toHaveURL(new RegExp(`${USERS}$`));
  await openFromMenu(page, '会员管理', '会员信息');
  await expect(page).toHaveURL(new RegExp(`${MEMBERS}$`));
  await openFromMenu(page, '剧场管理', '短剧内容');
  await expect(page).toHaveURL(new RegExp(`${DRAMAS}$`));
}

async function tabAction(page: Page, tabName: string, action: string): Promise<void> {
  await tab(page, tabName).click({ button: 'right' });
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

async function expectHomeTabKept(page: Page): Promise<void> {
  await expect(tab(page, '首页')).toBeVisible();
  await expect(closeButtonOf(page, '首页')).toHaveCount(0);
}

test.describe('tab strip', () => {
  test('each visited page opens a tab titled like its menu item, and clicking a tab goes back to it', async ({ page }) => {
    await signIn(page);
    await expect(tabs(page)).toHaveText(['首页']);
    await openThreePages(page);

    await expect(tabs(page)).toHaveText(['首页', '用户管理', '会员信息', '短剧内容']);
    await expect(tab(page, '短剧内容')).toHaveAttribute('aria-selected', 'true');
    await expectHomeTabKept(page);
    await expect(closeButtonOf(page, '用户管理')).toHaveCount(1);

    // Visiting an open page again does not add a tab.
    await openFromMenu(page, '系统设置', '用户管理');
    await expect(tabs(page)).toHaveCount(4);

    await tab(page, '会员信息').click();
    await expect(page).toHaveURL(new RegExp(`${MEMBERS}$`));
    await expect(tab(page, '会员信息')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('navigation', { name: '面包屑' })).toContainText('会员信息');

    await tab(page, '首页').click();
    await expect(page).toHaveURL(/\/home\/index$/);
    await expect(tab(page, '首页')).toHaveAttribute('aria-selected', 'true');
  });

  test('close left, close right and close all keep the home tab', async ({ page }) => {
    await signIn(page);
    await openThreePages(page);
    await expect(tabs(page)).toHaveCount(4);

    await tabAction(page, '会员信息', '关闭左侧');
    await expect(tabs(page)).toHaveText(['首页', '会员信息', '短剧内容']);
    await expectHomeTabKept(page);

    await tabAction(page, '会员信息', '关闭右侧');
    await expect(tabs(page)).toHaveText(['首页', '会员信息']);
    await expectHomeTabKept(page);
    // The active tab (短剧内容) was closed: the console moved to its neighbour.
    await expect(page).toHaveURL(new RegExp(`${MEMBERS}$`));
    await expect(tab(page, '会员信息')).toHaveAttribute('aria-selected', 'true');

    await openFromMenu(page, '系统设置', '用户管理');
    await expect(tabs(page)).toHaveCount(3);
    // The same actions from the button at the end of the strip.
    await page.getByRole('button', { name: '标签操作' }).click();
    await page.getByRole('menuitem', { name: '关闭全部', exact: true }).click();
    await expect(tabs(page)).toHaveText(['首页']);
    await expectHomeTabKept(page);
    await expect(page).toHaveURL(/\/home\/index$/);
    await expect(tab(page, '首页')).toHaveAttribute('aria-selected', 'true');
  });

  test('close others keeps home and the chosen tab', async ({ page }) => {
    await signIn(page);
    await openThreePages(page);
    await tabAction(page, '用户管理', '关闭其他');
    await expect(tabs(page)).toHaveText(['首页', '用户管理']);
    await expect(page).toHaveURL(new RegExp(`${USERS}$`));
    await expectHomeTabKept(page);
  });

  test('closing the active tab moves to its neighbour', async ({ page }) => {
    await signIn(page);
    await openThreePages(page);

    // Middle tab active: closing it moves to the right neighbour.
    await tab(page, '用户管理').click();
    await expect(page).toHaveURL(new RegExp(`${USERS}$`));
    await closeButtonOf(page, '用户管理').click();
    await expect(tabs(page)).toHaveText(['首页', '会员信息', '短剧内容']);
    await expect(page).toHaveURL(new RegExp(`${MEMBERS}$`));
    await expect(tab(page, '会员信息')).toHaveAttribute('aria-selected', 'true');

    // Last tab active: closing it moves to the left neighbour.
    await tab(page, '短剧内容').click();
    await closeButtonOf(page, '短剧内容').click();
    await expect(tabs(page)).toHaveText(['首页', '会员信息']);
    await expect(page).toHaveURL(new RegExp(`${MEMBERS}$`));

    // Closing a tab that is not active stays where the user is.
    await tab(page, '首页').click();
    await closeButtonOf(page, '会员信息').click();
    await expect(tabs(page)).toHaveText(['首页']);
    await expect(page).toHaveURL(/\/home\/index$/);
  });

  test('a reload keeps the session, the page, the tabs and the active tab', async ({ page }) => {
    await signIn(page);
    await openThreePages(page);
    await tab(page, '会员信息').click();
    await expect(page).toHaveURL(new RegExp(`${MEMBERS}$`));

    await page.reload();
    await expect(page).toHaveURL(new RegExp(`${MEMBERS}$`));
    await expect(mainMenu(page).getByRole('button', { name: '系统设置', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('王建国');
    await expect(tabs(page)).toHaveText(['首页', '用户管理', '会员信息', '短剧内容']);
    await expect(tab(page, '会员信息')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('navigation', { name: '面包屑' })).toContainText('会员信息');
    expect(await sessionValue(page, 'token')).not.toBeNull();

    // Still signed in for real: the server accepts the restored session.
    await userMenu(page, '个人信息');
    await expect(page.getByRole('dialog', { name: '个人信息' }).getByLabel('用户名')).toHaveValue('admin');
  });
});

/** Fifteen pages, opened from the sidebar in this order (light pages: the strip is what is tested). */
const FIFTEEN: [group: string, item: string][] = [
  ['系统设置', '角色管理'],
  ['系统设置', '菜单管理'],
  ['系统设置', '版本管理'],
  ['系统设置', '操作日志'],
  ['系统设置', '系统配置'],
  ['剧场管理', '短剧内容'],
  ['剧场管理', '分类管理'],
  ['剧场管理', '评论管理'],
  ['剧场管理', '首页配置'],
  ['运营管理', 'VIP管理'],
  ['运营管理', 'VIP订单'],
  ['运营管理', '充值订单'],
  ['运营管理', '套餐管理'],
  ['运营管理', '任务管理'],
  ['运营管理', '签到管理'],
];

test.describe('a strip with many tabs', () => {
  test('keeps the active tab in view, scrolls with its buttons, and has 24 x 24 close targets', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    for (const [group, item] of FIFTEEN) {
      await openFromMenu(page, group, item);
      await expect(tab(page, item)).toHaveAttribute('aria-selected', 'true');
      await expectActiveTabInView(page);
    }
    await expect(tabs(page)).toHaveCount(16);

    // Every close target is at least 24 x 24 (WCAG 2.5.8).
    for (const box of await page.getByRole('button', { name: /^关闭 / }).evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }

    // On a phone the strip overflows: the active (last) tab stays in view, and scroll buttons appear.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectActiveTabInView(page);
    const left = page.getByRole('button', { name: '向左滚动标签' });
    const right = page.getByRole('button', { name: '向右滚动标签' });
    await expect(left).toBeEnabled();
    await expect(right).toBeDisabled();

    // Back to the first tab: the strip scrolls to it; the buttons scroll the strip.
    await tab(page, '首页').click();
    await expect(page).toHaveURL(/\/home\/index$/);
    await expectActiveTabInView(page);
    await expect(left).toBeDisabled();
    await right.click();
    await expect(left).toBeEnabled();
    await left.click();
    await expect(left).toBeDisabled();

    await tabStripKeys(page);
  });
});

/** Arrow keys move along the tabs; Enter on the last one activates it, and it comes into view. */
async function tabStripKeys(page: Page): Promise<void> {
  await page.getByRole('tab', { selected: true }).focus();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(tab(page, '签到管理')).toHaveAttribute('aria-selected', 'true');
  await expectActiveTabInView(page);
}
