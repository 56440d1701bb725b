import { expect, test, type Page } from './fixtures';
import { openFromMenu, signIn, tab } from './support';

// A new browser context for each journey (./fixtures.ts): its journeys publish new versions of the console.
test.use({ freshContext: true });

declare global {
  interface Window {
    __marker?: number;
  }
}

const markPage = (page: Page) => page.evaluate(() => (window.__marker = 1));
const isMarked = (page: Page) => page.evaluate(() => window.__marker === 1);

test('a newly published version reloads the page on the next navigation, once', async ({ page }) => {
  await signIn(page);
  // The console has seen the current version once (its first check only remembers it).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('drama-console:version'))).not.toBeNull();

  // Nothing published: navigating does not reload.
  await markPage(page);
  let checked = page.waitForResponse((r) => r.url().includes('/version.json'));
  await openFromMenu(page, '系统设置', '用户管理');
  await checked;
  await expect(tab(page, '用户管理')).toHaveAttribute('aria-selected', 'true');
  expect(await isMarked(page)).toBe(true);

  await page.evaluate(() => window.__demo!.publishVersion());
  await markPage(page);
  const reloaded = page.waitForEvent('load');
  await openFromMenu(page, '会员管理', '会员信息');
  await reloaded;
  await expect.poll(() => isMarked(page)).toBe(false);
  // After the reload the user is where they were going, still signed in, tabs kept.
  await expect(page).toHaveURL(/\/member\/memberInforMation\/index$/);
  await expect(tab(page, '会员信息')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, '用户管理')).toBeVisible();

  // Only once: the next navigation does not reload again.
  await markPage(page);
  checked = page.waitForResponse((r) => r.url().includes('/version.json'));
  await tab(page, '用户管理').click();
  await checked;
  await expect(page).toHaveURL(/\/system\/user\/index$/);
  expect(await isMarked(page)).toBe(true);
});
