import { expect, test, type Locator, type Page } from './fixtures';
import { THEME_OF, axeFindings, axeReport, chooseTheme, noticeProblems, registryProblems, type Finding } from './axe';
import { dirtyDialogs } from './dirty-dialogs';
import { chooseEnglish, expectActiveTabInView, mainMenu, menuPages, openFromSidebar, settled, signIn, trackRequests, type MenuPage } from './support';

/**
 * The walk over every page of the admin's menu (and every tab inside a page), in ZH and EN: each
 * page accessible (issue #7, the axe sweep: ./axe.ts), its columns, filters and bars fitting the
 * window (issues #8, #25, #26), and its add and edit dialogs asking before Esc throws typing away
 * (issue #25 point 1: ./dirty-dialogs.ts, at 1440 x 900 after the measuring). One walk for all
 * three, as each wants the same pages opened the same way: three walks opened every page three
 * times and signed in 38 times (docs/performance.md, figure 7f).
 *
 * Accessibility: each page, as it opens, at 1280 x 800: axe-core's default rules (any serious or
 * critical violation fails, target-size and td-has-header at any impact), the ZH pass in the light
 * theme and the EN pass in the dark one (issue #22: ./axe.ts THEME_OF); the page is no notice
 * (not found, no permission, failed to render); and the admin's menu is the menu registry.
 *
 * Issues #8, #25 and #26: lists, reports and filters that fit, measured with Chinese drawn in a
 * real CJK font (tests/e2e/global-setup.ts refuses to run without one: a narrow fallback would
 * pass where an operator sees the console fail). In Chromium, in ZH and EN, every page of the
 * admin's menu is opened from the sidebar, and every tab inside a page (渠道公司 / 渠道名称 /
 * 分成记录, VIP类型 / VIP记录, …) is chosen, and each view is measured at 1440 x 900, 1280 x 800
 * (sidebar open) and 390 x 844. On each table it shows (found by role: table, grid, treegrid):
 *  - no default column is narrower than its header: the header's text fits the cell's content box
 *    on one line and nothing in the header is cut (an ellipsis);
 *  - at 1440 and 1280 the table fits its card: no horizontal scroll, and the sticky actions column
 *    covers no other header;
 *  - at 390 the card may scroll sideways, but no header is cut at the visible edge (the sticky
 *    actions column's side or the card's end), the key columns (`data-key-column`) lie whole in
 *    sight without scrolling, and a table that scrolls says so above it (`data-scroll-cue`).
 * On each bar of controls (a list's filter bar, folded and unfolded; a report's period bar; the
 * tabs inside a page):
 *  - nothing lies outside the window horizontally;
 *  - at 1440 and 1280 no control runs out of its slot of the filter grid, and no two controls of
 *    the page outside its tables overlap;
 *  - at 390 the filter bar shows no filter until unfolded.
 * At 1440 and 390 the tab strip keeps the active tab inside its box after each page opened
 * (tests/e2e/tabs.spec.ts walks 15 tabs itself). A page not built yet shows a notice: nothing to
 * measure there, but it opens a tab.
 * Then: a phone shows an order's number, status and amount and a plan's switch without a
 * sideways scroll; a cell cut by its column shows its whole text in a tooltip, and a whole one none.
 */

const SIZES = [
  { viewport: { width: 1440, height: 900 }, fits: true },
  { viewport: { width: 1280, height: 800 }, fits: true },
  { viewport: { width: 390, height: 844 }, fits: false },
] as const;
const LANGS = ['ZH', 'EN'] as const;
/** The width the accessibility checks run at: a laptop's, the sidebar open. */
const DESKTOP = 1280;

/**
 * The menu in parts of similar cost, one test per part and language, so the two workers share
 * them. Every page of the menu belongs to exactly one part (each test checks it first). `dialogs`:
 * at least that many add and edit dialogs are tried in the part (three quarters of what its lists
 * have, in case some list is empty at the hour the world is seeded for; the reports have none).
 */
const PARTS = [
  { name: 'home and system', prefixes: ['home', 'system/'], dialogs: 9 },
  { name: 'member and theater', prefixes: ['member/', 'theater/'], dialogs: 14 },
  { name: 'channel, push and tools', prefixes: ['channel/', 'push/', 'toolCategory/'], dialogs: 4 },
  { name: 'operate: VIP, orders, packages, cards, white list', prefixes: ['operate/vip', 'operate/recharge', 'operate/package', 'operate/cardSecurity', 'operate/whiteList'], dialogs: 4 },
  { name: 'operate: tasks, sign-in, ticker, popups, messages, attribution', prefixes: ['operate/task', 'operate/signIn', 'operate/horseRaceLamp', 'operate/pushPopup', 'operate/internalMessage', 'operate/automaticInternalMessage', 'operate/selfAttribution'], dialogs: 6 },
  { name: 'statisticalReport', prefixes: ['statisticalReport/'], dialogs: 0 },
  { name: 'marketReport', prefixes: ['marketReport/'], dialogs: 0 },
] as const;

type Part = (typeof PARTS)[number];
const inPart = (part: Part, key: string) => part.prefixes.some((p) => key === p || key.startsWith(p));

/** What is wrong with the tables on the page now, one line each (none: all fit). */
async function columnProblems(page: Page, fits: boolean): Promise<string[]> {
  return page.locator('main').evaluate((main, fits) => {
    const problems: string[] = [];
    const tables = [...main.querySelectorAll<HTMLElement>('table, [role="table"], [role="grid"], [role="treegrid"]')].filter(
      (t, _i, all) => t.offsetParent !== null && !all.some((o) => o !== t && o.contains(t)),
    );
    for (const table of tables) {
      const name = table.getAttribute('aria-label') ?? table.tagName;
      const headers = [...table.querySelectorAll<HTMLElement>('thead tr:first-child > th, [role="row"]:first-child > [role="columnheader"]')];
      let sticky: DOMRect | null = null;
      for (const th of headers) {
        if (getComputedStyle(th).position === 'sticky' && th !== headers[0]) sticky = th.getBoundingClientRect();
      }
      let scroller: HTMLElement | null = table.parentElement;
      while (scroller && scroller !== main && !/(auto|scroll)/.test(getComputedStyle(scroller).overflowX)) scroller = scroller.parentElement;
      const frame = scroller && scroller !== main ? scroller.getBoundingClientRect() : null;
      // What can be seen of the table without scrolling it: up to the sticky actions column, or the card's inner end.
      const inner = frame ? frame.left + scroller!.clientLeft + scroller!.clientWidth : Infinity;
      const clearRight = Math.min(sticky ? sticky.left : Infinity, inner, window.innerWidth);
      for (const th of headers) {
        const texts: Text[] = [];
        const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) if (walker.currentNode.textContent!.trim()) texts.push(walker.currentNode as Text);
        if (!texts.length) continue;
        const label = texts.map((n) => n.textContent!.trim()).join(' ');
        const range = document.createRange();
        range.setStart(texts[0], 0);
        range.setEnd(texts[texts.length - 1], texts[texts.length - 1].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        const textWidth = range.getBoundingClientRect().width;
        const style = getComputedStyle(th);
        const room = th.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const where = `${name} › ${label}`;
        if (lines.size > 1) problems.push(`${where}: the header wraps onto ${lines.size} lines`);
        if (room + 0.5 < textWidth) problems.push(`${where}: the column (${room.toFixed(1)} px inside) is narrower than its header (${textWidth.toFixed(1)} px)`);
        const cut = [th, ...th.querySelectorAll<HTMLElement>('*')].find((el) => el.scrollWidth > el.clientWidth + 0.5 && getComputedStyle(el).overflowX !== 'visible');
        if (cut) problems.push(`${where}: the header is cut (${cut.scrollWidth} px of text in ${cut.clientWidth} px)`);
        const box = th.getBoundingClientRect();
        const isSticky = getComputedStyle(th).position === 'sticky';
        if (fits && sticky && !isSticky && box.right > sticky.left + 0.5) {
          problems.push(`${where}: the sticky actions column covers the header (${box.right.toFixed(1)} > ${sticky.left.toFixed(1)})`);
        }
        // Sideways: a header either shows whole or lies wholly beyond the visible edge, never cut in two ("连续天").
        if (!fits && !isSticky && box.left < clearRight - 0.5 && box.right > clearRight + 0.5) {
          problems.push(`${where}: the header is cut at the visible edge (${box.left.toFixed(0)}-${box.right.toFixed(0)} px, edge at ${clearRight.toFixed(0)} px)`);
        }
      }
      const scrolls = Boolean(frame && scroller!.scrollWidth > scroller!.clientWidth + 1);
      if (fits && scrolls) problems.push(`${name}: the table (${scroller!.scrollWidth} px) scrolls sideways in its card (${scroller!.clientWidth} px)`);
      if (!fits) {
        if (scrolls && !scroller!.parentElement?.querySelector(':scope > [data-scroll-cue]')) problems.push(`${name}: the table scrolls sideways and nothing says so`);
        // The key columns of the first row: whole, and in sight without scrolling.
        const row = table.querySelector('tbody tr[data-id]');
        for (const cell of row ? [...row.querySelectorAll<HTMLElement>('[data-key-column]')] : []) {
          const box = cell.getBoundingClientRect();
          const what = `${name} › key column "${cell.innerText.replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
          if (box.right > clearRight + 0.5) problems.push(`${what}: out of sight without a sideways scroll (${box.left.toFixed(0)}-${box.right.toFixed(0)} px, edge at ${clearRight.toFixed(0)} px)`);
          const cutText = [...cell.querySelectorAll<HTMLElement>('*')].find((el) => el.scrollWidth > el.clientWidth + 0.5 && getComputedStyle(el).overflowX !== 'visible');
          if (cutText) problems.push(`${what}: cut (${cutText.scrollWidth} px in ${cutText.clientWidth} px)`);
          const outside = [...cell.querySelectorAll<HTMLElement>('*')].find((el) => el.getClientRects().length && el.getBoundingClientRect().right > box.right + 0.5);
          if (outside) problems.push(`${what}: "${outside.innerText ?? ''}" runs out of its cell`);
        }
      }
    }
    return problems;
  }, fits);
}

/**
 * What is wrong with the page's bars of controls now: its filter bar (role search), a report's
 * period bar (`data-period-bar`) and the tabs inside the page. Everywhere: nothing outside the
 * window horizontally. With
 * `overlap`: no control runs out of its slot of the filter grid, and no two controls of the page
 * (outside tables, tab lists and dialogs; a pinned bar only with its own) overlap.
 */
async function barProblems(page: Page, overlap: boolean): Promise<string[]> {
  return page.locator('main').evaluate((main, overlap) => {
    const problems: string[] = [];
    const visible = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const name = (el: Element) => `<${el.tagName.toLowerCase()}> "${(el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? (el as HTMLInputElement).value ?? '').trim().replace(/\s+/g, ' ').slice(0, 30)}"`;
    const bars = [...main.querySelectorAll<HTMLElement>('form[role="search"], [data-period-bar], [role="tablist"]')].filter(visible);
    for (const bar of bars) {
      const what = bar.matches('[data-period-bar]') ? 'period bar' : bar.matches('[role="tablist"]') ? 'tabs of the page' : 'filter bar';
      for (const el of [bar, ...bar.querySelectorAll<HTMLElement>('*')].filter(visible)) {
        const box = el.getBoundingClientRect();
        if (box.width > 0 && (box.left < -0.5 || box.right > window.innerWidth + 0.5)) {
          problems.push(`${what}: ${name(el)} spans ${box.left.toFixed(0)}-${box.right.toFixed(0)} px of a ${window.innerWidth} px window`);
        }
      }
      if (!overlap || what !== 'filter bar') continue;
      for (const slot of [...bar.children].filter(visible)) {
        const room = slot.getBoundingClientRect();
        for (const control of [...slot.querySelectorAll<HTMLElement>('input, select, textarea, button')].filter(visible)) {
          const box = control.getBoundingClientRect();
          if (box.width > 0 && (box.left < room.left - 0.5 || box.right > room.right + 0.5)) {
            problems.push(`filter bar: ${name(control)} (${box.left.toFixed(0)}-${box.right.toFixed(0)} px) runs out of its slot (${room.left.toFixed(0)}-${room.right.toFixed(0)} px)`);
          }
        }
      }
    }
    if (overlap) {
      const controls = [...main.querySelectorAll<HTMLElement>('input:not([type="hidden"]), select, textarea, button, [role="combobox"]')]
        .filter((el) => visible(el) && !el.closest('table, [role="grid"], [role="treegrid"], [role="tablist"], [role="dialog"]'))
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && box.height > 0);
      // A pinned bar (position sticky or fixed: a settings page's actions) lies over whatever
      // scrolls under it at some scroll position; only controls pinned together can collide.
      const pinned = (el: Element) => {
        for (let e: Element | null = el; e && e !== main; e = e.parentElement) {
          const position = getComputedStyle(e).position;
          if (position === 'sticky' || position === 'fixed') return e;
        }
        return null;
      };
      for (let i = 0; i < controls.length; i++) {
        for (let j = i + 1; j < controls.length; j++) {
          const a = controls[i];
          const b = controls[j];
          if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
          if (pinned(a.el) !== pinned(b.el)) continue;
          const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
          const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
          if (x > 0.5 && y > 0.5) problems.push(`${name(a.el)} and ${name(b.el)} overlap (${x.toFixed(0)} x ${y.toFixed(0)} px)`);
        }
      }
    }
    return problems;
  }, overlap);
}

/** Labels of the filter bar's fields in sight (a folded phone bar has none). */
async function filtersInSight(page: Page): Promise<number> {
  return page
    .getByRole('main')
    .getByRole('search')
    .locator('label')
    .evaluateAll((labels) => labels.filter((l) => (l as HTMLElement).offsetParent !== null).length)
    .catch(() => 0);
}

/** Waits for the page at `route` to be the selected tab (every menu page is built: tests/unit/menu-registry.test.ts). */
async function pageShown(page: Page, route: string): Promise<void> {
  await expect(page.locator(`[role="tab"][aria-selected="true"][data-path="${route}"]`)).toHaveCount(1);
}

/** The filter bar's fold button (展开 / 收起 / 展开筛选条件), when it has one. */
function foldButton(page: Page): Locator {
  return page.getByRole('main').getByRole('search').getByRole('button', { name: /^(展开|收起|Expand|Collapse)/ });
}

/** The tabs inside the page (not the shell's strip of open pages, which lies outside main). */
function pageTabs(page: Page): Locator {
  return page.getByRole('main').getByRole('tablist').first().getByRole('tab');
}

/**
 * Measures the view on screen at each size (the window resized: the columns, the bars and the
 * strip follow a resize as they follow a load), then puts the window back to 1440.
 */
async function measureView(page: Page, where: string, problems: string[], atDesktop?: () => Promise<void>): Promise<void> {
  let toggled = false;
  for (const { viewport, fits } of SIZES) {
    const here = (lines: string[]) => lines.map((l) => `${where} at ${viewport.width}: ${l}`);
    if (viewport.width !== SIZES[0].viewport.width) await page.setViewportSize(viewport);
    // After a resize the columns are fitted again on the next frames: give them a moment.
    let seen: string[] = [];
    await expect
      .poll(async () => (seen = await columnProblems(page, fits)).length, { timeout: 3_000 })
      .toBe(0)
      .catch(() => undefined);
    problems.push(...here(seen));
    if (viewport.width === 390) await expectActiveTabInView(page);
    const bars = async () => {
      // The filter grid settles on the frame after a resize or an unfold (its slots follow their selects).
      await expect
        .poll(async () => (seen = await barProblems(page, fits)).length, { timeout: 2_000 })
        .toBe(0)
        .catch(() => undefined);
      problems.push(...here(seen));
    };
    const folds = async () => {
      if (viewport.width !== 390 || (await foldButton(page).getAttribute('aria-expanded')) !== 'false') return;
      if ((await filtersInSight(page)) > 0) problems.push(...here(['the folded filter bar shows filters on a phone']));
    };
    await bars();
    if (await foldButton(page).count()) {
      await folds();
      // Folded and unfolded at each size: the bar is measured as it is, then the other way, and
      // left so for the next size (which measures both again), so no click only puts it back.
      await foldButton(page).click();
      await bars();
      await folds();
      toggled = !toggled;
    }
    if (viewport.width === DESKTOP && atDesktop) await atDesktop();
  }
  // As it was: the fold is kept for the session, and the next visit starts as it was.
  if (toggled && (await foldButton(page).count())) await foldButton(page).click();
  await page.setViewportSize(SIZES[0].viewport);
  // Back from the phone width: the sidebar returns once the layout has seen the new width.
  await expect(mainMenu(page)).toBeVisible();
}

/**
 * One test per part of the menu and language, signed in once. Each page is opened from the
 * sidebar at 1440 x 900 and measured at the three sizes; then each other tab inside the page is
 * chosen and measured the same way.
 */
for (const part of PARTS) {
  for (const lang of LANGS) {
    test(`${part.name}, ${lang}: every page accessible, its columns, filter bars, period bars and the tab strip fitting at 1440, 1280 and 390, its typed dialogs asking before Esc`, async ({ page }, testInfo) => {
      test.setTimeout(300_000);
      await page.setViewportSize(SIZES[0].viewport);
      const inFlight = trackRequests(page);
      await signIn(page);
      if (lang === 'EN') await chooseEnglish(page);
      // Each language's pass in its own theme (ZH light, EN dark): every page swept in both themes at no extra cost.
      if (THEME_OF[lang] === 'dark') await chooseTheme(page, lang, 'dark');
      const all = await menuPages(page);
      const homeless = all.filter((p) => PARTS.filter((q) => inPart(q, p.key)).length !== 1).map((p) => p.key);
      expect(homeless, 'every page of the menu belongs to exactly one part of this sweep').toEqual([]);
      const pages: MenuPage[] = all.filter((p) => inPart(part, p.key));
      const problems: string[] = [];
      const tables: string[] = [];
      const access: string[] = registryProblems(
        all.map((p) => p.key),
        (key) => inPart(part, key),
      );
      const findings: Finding[] = [];
      const walked: string[] = [];
      const dirty: string[] = [];

      for (const target of pages) {
        // Signing in lands on the home page; every other page is opened from the sidebar.
        if (target.key !== 'home') {
          await openFromSidebar(page, target);
          await expectActiveTabInView(page);
        }
        await pageShown(page, target.route);
        await settled(page, inFlight);
        access.push(...(await noticeProblems(page, lang, target.route)));
        const tabCount = await pageTabs(page).count();
        for (let i = 0; i < Math.max(1, tabCount); i++) {
          let where = target.route;
          if (tabCount) {
            const inner = pageTabs(page).nth(i);
            where = `${target.route} › ${(await inner.innerText()).trim()}`;
            if ((await inner.getAttribute('aria-selected')) !== 'true') {
              await inner.click();
              await expect(inner).toHaveAttribute('aria-selected', 'true');
              await settled(page, inFlight);
            }
          }
          if (await page.getByRole('main').locator('table, [role="grid"], [role="treegrid"]').count()) tables.push(where);
          // The page as it opens (its first view) is checked for accessibility too, once.
          const axe = i === 0 ? async () => void findings.push(...(await axeFindings(page, target.route))) : undefined;
          await measureView(page, where, problems, axe);
          const dialogs = await dirtyDialogs(page, where, lang);
          walked.push(...dialogs.walked);
          dirty.push(...dialogs.problems);
        }
      }

      if (findings.length) await testInfo.attach(`axe-${lang}.json`, { body: JSON.stringify(findings, null, 2), contentType: 'application/json' });
      access.push(...axeReport(lang, findings));
      expect(access, `accessibility over the ${pages.length} pages of ${part.name} [${lang}]: ${access.length} problem(s):\n  ${access.join('\n  ')}`).toEqual([]);

      // A sweep that finds fewer tables than its part's lists measures nothing: the system part
      // has six list pages (users, roles, menus, versions, files, the log), the others at least one.
      expect(tables.length, `views showing a table: ${tables.join(', ')}`).toBeGreaterThanOrEqual(part === PARTS[0] ? 6 : 1);
      expect(problems, `${problems.length} problem(s):\n${problems.join('\n')}`).toEqual([]);
      // The walk found dialogs to try: the parts with lists have add or edit dialogs (the reports none).
      expect(walked.length, `dialogs walked: ${walked.join(', ')}`).toBeGreaterThanOrEqual(part.dialogs);
      expect(dirty, `unsaved typing in dialogs: ${dirty.length} problem(s):\n${dirty.join('\n')}`).toEqual([]);
    });
  }
}

/**
 * Issue #25 point 12, on a phone: a list shows its key columns first, without a sideways scroll,
 * and its filters folded. VIP订单: the order number whole, its status and paid amount beside it;
 * 签到管理: each plan's switch. The sweep above checks the same of every list generically
 * (`data-key-column`); here it is what an operator would look for.
 */
for (const lang of LANGS) {
  test.describe(`on a phone, ${lang}`, () => {
    test.use({ viewport: { width: 390, height: 844 } });
    const x = {
      ZH: { status: '订单状态', paid: '实付金额', expand: '展开筛选条件' },
      EN: { status: 'Status', paid: 'Paid', expand: 'Expand filters' },
    }[lang];

    test('an order shows its number whole, its status and amount, and the sign-in plans their switches, without scrolling sideways', async ({ page }) => {
      const inFlight = trackRequests(page);
      await signIn(page);
      if (lang === 'EN') await chooseEnglish(page);
      const pages = await menuPages(page);
      await openFromSidebar(page, pages.find((p) => p.key === 'operate/vipOrders')!);
      await settled(page, inFlight);

      // The filters start folded: one button, no field, and the first rows on the first screen.
      const search = page.getByRole('main').getByRole('search');
      await expect(search.getByRole('button', { name: x.expand })).toHaveAttribute('aria-expanded', 'false');
      expect(await filtersInSight(page)).toBe(0);

      const table = page.getByRole('main').getByRole('table');
      const first = table.locator('tbody tr[data-id]').first();
      await expect(first).toBeInViewport();
      const key = first.locator('td[data-key-column]');
      await expect(key).toHaveCount(1);
      const seen = await key.evaluate((cell: HTMLElement) => {
        const scroller = cell.closest('table')!.parentElement!;
        const sticky = cell.closest('tr')!.querySelector('td:last-child')!.getBoundingClientRect();
        const box = cell.getBoundingClientRect();
        const number = cell.firstElementChild as HTMLElement;
        return {
          text: cell.innerText.replace(/\s+/g, ' ').trim(),
          number: number.innerText.trim(),
          numberWhole: number.scrollWidth <= number.clientWidth + 0.5,
          inSight: box.left >= scroller.getBoundingClientRect().left - 0.5 && box.right <= sticky.left + 0.5 && box.right <= window.innerWidth,
          scrollLeft: scroller.scrollLeft,
          scrolls: scroller.scrollWidth > scroller.clientWidth + 1,
        };
      });
      expect(seen.number).toMatch(/^V\d{19}$/);
      expect(seen.numberWhole).toBe(true);
      expect(seen.inSight, `the key cell lies in sight: ${JSON.stringify(seen)}`).toBe(true);
      expect(seen.scrollLeft).toBe(0);
      expect(seen.text).toContain(x.status);
      expect(seen.text).toContain(x.paid);
      expect(seen.text).toMatch(/¥[\d,]+/);
      // The other columns lie to the right, and the list says so.
      expect(seen.scrolls).toBe(true);
      await expect(page.getByRole('main').locator('[data-scroll-cue]')).toBeVisible();

      await openFromSidebar(page, pages.find((p) => p.key === 'operate/signIn')!);
      await settled(page, inFlight);
      const switches = page.getByRole('main').getByRole('table').locator('tbody tr[data-id]').getByRole('switch');
      await expect(switches.first()).toBeVisible();
      const outOfSight = await switches.evaluateAll((els) =>
        els
          .map((el) => ({ el, box: (el.closest('label') ?? el.parentElement!).getBoundingClientRect(), sticky: el.closest('tr')!.querySelector('td:last-child')!.getBoundingClientRect() }))
          .filter(({ box, sticky }) => box.right > sticky.left + 0.5 || box.left < 0)
          .map(({ el }) => el.getAttribute('aria-label')),
      );
      expect(outOfSight).toEqual([]);
    });
  });
}

test.describe('text cut short', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a cell cut by its column shows its whole text in a tooltip; a whole one shows none', async ({ page }) => {
    const inFlight = trackRequests(page);
    await signIn(page);
    // In English: the log's changed fields are long there.
    await chooseEnglish(page);
    const [log] = (await menuPages(page)).filter((p) => p.key === 'system/account');
    await openFromSidebar(page, log);
    await settled(page, inFlight);
    const table = page.getByRole('table', { name: 'operation log' });
    const cells = table.locator('tbody td > [data-overflow-tip]');
    const marks = await cells.evaluateAll((tds) => tds.map((td) => (td.scrollWidth > td.clientWidth + 0.5 ? 'cut' : 'whole')));
    const cut = cells.nth(marks.indexOf('cut'));
    const whole = cells.nth(marks.indexOf('whole'));
    expect(marks, 'the log has cells cut by their column and whole ones').toEqual(expect.arrayContaining(['cut', 'whole']));

    const full = (await cut.textContent())!.trim();
    await cut.hover();
    await expect(page.getByRole('tooltip')).toHaveText(full);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    await whole.hover();
    // Longer than the tooltip's delay: nothing shows for text that is all there.
    await page.waitForTimeout(600);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });
});
