import { expect, test, type Locator, type Page } from './fixtures';
import { demoReady, openFromMenu, sessionValue, shellCalls, signIn, toast, userMenu } from './support';

// A new browser context for each journey (./fixtures.ts): its journeys keep settings in localStorage across reloads and change the sign-in rules.
test.use({ freshContext: true });

/**
 * Issue #9: the demo's world is one per browser (every tab reads and writes the same data, and a
 * reload loses nothing), it keeps no secret at rest, and its sign-in throttling and idle expiry
 * are demo controls a trainer can show.
 */

const ROLES = '/system/roles/index';

function roleRows(page: Page): Locator {
  return page.getByRole('table', { name: '角色', exact: true }).locator('tbody tr[data-id]');
}

function roleRow(page: Page, name: string): Locator {
  return roleRows(page).filter({ has: page.getByRole('cell', { name, exact: true }) });
}

/** Opens the roles list from the menu (no page load: the tab keeps its world). */
async function openRoles(page: Page): Promise<void> {
  await openFromMenu(page, '系统设置', '角色管理');
  await expect(page).toHaveURL(new RegExp(`${ROLES}$`));
  await expect(roleRows(page).first()).toBeVisible();
}

async function addRole(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const form = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: '新增角色' }) });
  await form.getByLabel('角色名称').fill(name);
  await form.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '添加成功')).toBeVisible();
  await expect(form).toBeHidden();
}

/** Everything the demo keeps in the browser beyond the tab: localStorage and the journal (IndexedDB). */
async function storedAtRest(page: Page): Promise<{ local: string; journal: Array<{ table: string }> }> {
  return page.evaluate(async () => {
    const local = JSON.stringify({ ...localStorage });
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('drama-demo:journal');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const journal = await new Promise<Array<{ table: string }>>((resolve, reject) => {
      const request = db.transaction('entries').objectStore('entries').getAll();
      request.onsuccess = () => resolve(request.result as Array<{ table: string }>);
      request.onerror = () => reject(request.error);
    });
    db.close();
    return { local, journal };
  });
}

async function tryToSignIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel(/^密码/).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

test('two tabs share one demo world: a role added in each is in both, with its own id, after a reload of both', async ({ page, context }) => {
  const other = await context.newPage();
  await signIn(page);
  await signIn(other);
  await openRoles(page);
  await openRoles(other);

  await addRole(page, '审核甲');
  // The other tab's list was loaded before that add: its own add still gets a new id.
  await addRole(other, '审核乙');
  await expect(roleRow(other, '审核甲')).toHaveCount(1);
  await expect(roleRow(other, '审核乙')).toHaveCount(1);
  const first = await roleRow(other, '审核甲').getAttribute('data-id');
  const second = await roleRow(other, '审核乙').getAttribute('data-id');
  expect(first).not.toBe(second);

  for (const tab of [page, other]) {
    await tab.reload();
    await demoReady(tab);
    await expect(roleRow(tab, '审核甲')).toHaveAttribute('data-id', first!);
    await expect(roleRow(tab, '审核乙')).toHaveAttribute('data-id', second!);
  }
});

test('no token and no password at rest after a sign-in and a password change; a reload keeps the session', async ({ page }) => {
  await signIn(page);
  const token = await sessionValue(page, 'token');
  expect(token).toBeTruthy();
  await userMenu(page, '修改密码');
  const dialog = page.getByRole('dialog', { name: '修改密码' });
  await dialog.getByLabel('新密码').fill('new123');
  await dialog.getByLabel('确认密码').fill('new123');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '修改成功')).toBeVisible();

  const { local, journal } = await storedAtRest(page);
  // The journal is there (the session and the change are in it), yet holds neither secret.
  expect(journal.map((e) => e.table)).toEqual(expect.arrayContaining(['sessions', 'users']));
  for (const secret of [token!, 'new123', 'admin123']) {
    expect(local).not.toContain(secret);
    expect(JSON.stringify(journal)).not.toContain(secret);
  }

  // The tab keeps its session across a reload: its calls are still answered.
  await page.reload();
  await demoReady(page);
  await openRoles(page);
});

test('the demo controls: a throttled sign-in names its wait, throttling switched off lets it in, a one-minute idle timeout ends the session', async ({ page }) => {
  await page.goto('/login');
  await demoReady(page);
  // Five wrong passwords, as any client would send them...
  const codes = await page.evaluate(async () => {
    const out: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await fetch('/admin/user/v1/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: `guess${i}` }),
      });
      out.push(((await response.json()) as { code: number }).code);
    }
    return out;
  });
  expect(codes).toEqual([400, 400, 400, 400, 400]);
  // ...then the right one, on the form: refused, with the wait (300 seconds, less what has passed since).
  await tryToSignIn(page, 'admin', 'admin123');
  await expect(page.getByRole('alert').filter({ hasText: /^登录失败次数过多，请 (300|29\d) 秒后再试$/ })).toBeVisible();

  await page.keyboard.press('Control+Shift+D');
  const panel = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: '演示控制台' }) });
  await panel.getByRole('switch', { name: /^登录失败限流/ }).uncheck();
  await panel.getByLabel('空闲超时（分钟）').fill('1');
  await panel.getByRole('button', { name: '应用设置' }).click();
  await expect(panel.getByRole('status')).toHaveText('已应用');
  expect(await page.evaluate(() => window.__demo!.state.security)).toMatchObject({ throttle: false, idleMinutes: 1 });
  await panel.getByRole('button', { name: '关闭' }).click();

  const arrival = shellCalls(page);
  await tryToSignIn(page, 'admin', 'admin123');
  await expect(page).toHaveURL(/\/home\/index$/);
  // The sidebar's badge call is made on arrival: let it be answered before the idle minute passes.
  await arrival;

  // A minute and a bit without a call, by the mock's clock (the world's worker keeps it, not the
  // page): the next call answers 401 and the console signs out.
  await page.evaluate(() => window.__demo!.advanceClock(65_000));
  await openFromMenu(page, '系统设置', '角色管理');
  await expect(toast(page, '登录失效！请您重新登录')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
