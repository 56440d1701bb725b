import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { test } from './fixtures';
import '../../scripts/demo-globals';
import '../../src/app/areas';
import { knownPages } from '../../src/lib/menu-catalogue';
import { MENU_SHARDS, chooseEnglish, inShard, menuPages, openFromSidebar, settled, signIn, trackRequests, type MenuShard } from './support';

/**
 * Accessibility sweep of the shell (issue #7): signs in as admin and visits every page of the
 * admin's menu plus the home page, running axe-core's default rules on each, in ZH and in EN, one
 * test per part of the menu (MENU_SHARDS) and language so the workers share the sweep. Any
 * serious or critical violation fails the sweep. It also checks that the admin's menu is the menu registry (REGISTERED).
 *
 * Pages are opened from the sidebar, as a user would, not with page.goto: every full load seeds
 * the demo database again (5,000 members), which made the sweep several times slower.
 */

/**
 * The pages the sweep must visit: the home page and every page of the menu registry (the areas'
 * manifests, src/lib/menu-catalogue.ts). The sweep fails when the admin's menu lacks one of them
 * (it would never be swept) or holds a page no area registers.
 */
const REGISTERED: readonly string[] = ['home', ...knownPages()];

type Lang = 'ZH' | 'EN';

/** Headings of the shell's notices (src/i18n/messages/shell.ts), in both languages. */
const NOTICE = {
  notFound: /^(页面不存在|Page not found)$/,
  forbidden: /^(无权限访问|No permission)$/,
  error: /^(页面出错了|Something went wrong on this page)$/,
};

const REPORTED_IMPACTS = new Set(['serious', 'critical']);
/** Rules that fail the sweep at any impact (issue #8): touch targets and table headers. */
const ALWAYS_REPORTED = new Set(['target-size', 'td-has-header']);
const TARGETS_SHOWN = 3;
/**
 * Runs axe-core's default rules on the page as it is, Fluent's focus-trap helpers excluded.
 * Legacy mode runs axe.run() in the page itself: the console has no frames, and the default mode
 * opens a blank page per run to merge frame results, which doubles the sweep's time. Only
 * violations get their nodes listed (selectors for every passing node are slow on Griffel's classes).
 */
async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'], rules: { 'target-size': { enabled: true }, 'td-has-header': { enabled: true } } })
    .exclude('[data-tabster-dummy]')
    .analyze();
  return results.violations.filter((v) => ALWAYS_REPORTED.has(v.id) || (v.impact && REPORTED_IMPACTS.has(v.impact)));
}

interface Finding {
  route: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  /** axe's explanation for the first node (colours and ratio, missing name, ...). */
  summary: string;
}

/** One block per rule, one line per page with the first targets. */
function report(lang: Lang, findings: Finding[]): string[] {
  const byRule = new Map<string, Finding[]>();
  for (const f of findings) byRule.set(f.rule, [...(byRule.get(f.rule) ?? []), f]);
  return [...byRule.values()].map((fs) => {
    const { rule, impact, help, summary } = fs[0];
    const lines = fs.map((f) => {
      const shown = f.targets.slice(0, TARGETS_SHOWN).join(', ');
      const more = f.targets.length > TARGETS_SHOWN ? ` (+${f.targets.length - TARGETS_SHOWN} more)` : '';
      return `      ${f.route}: ${shown}${more}`;
    });
    const why = summary.replace(/\s+/g, ' ').trim();
    return `[${lang}] ${rule} (${impact}): ${help}, on ${fs.length} page(s). First: ${why}\n${lines.join('\n')}`;
  });
}

async function sweep(page: Page, lang: Lang, shard: MenuShard, testInfo: TestInfo): Promise<void> {
  const inFlight = trackRequests(page);
  await signIn(page);
  if (lang === 'EN') await chooseEnglish(page);
  const all = await menuPages(page);
  const pages = all.filter((p) => inShard(shard, p.key));
  const keys = all.map((p) => p.key);
  const problems: string[] = [];
  const findings: Finding[] = [];

  for (const key of REGISTERED.filter((k) => inShard(shard, k))) {
    if (!keys.includes(key)) problems.push(`'${key}' is a registered page but is not in the admin's menu (never swept)`);
  }
  for (const key of keys.filter((k) => inShard(shard, k))) {
    if (!REGISTERED.includes(key)) problems.push(`'${key}' is in the admin's menu but no area's manifest registers it`);
  }
  if (lang === 'ZH' && shard === MENU_SHARDS[0]) {
    const stray = keys.filter((k) => !MENU_SHARDS.some((s) => inShard(s, k)));
    if (stray.length) problems.push(`pages in no part of MENU_SHARDS (never swept): ${stray.join(', ')}`);
  }

  for (const target of pages) {
    const { key, route } = target;
    // Signing in lands on the home page; every other page is opened from the sidebar.
    if (key !== 'home') await openFromSidebar(page, target);
    await expect(page).toHaveURL(new RegExp(`${route}$`));
    await settled(page, inFlight);
    const headings = await page.getByRole('main').getByRole('heading', { level: 1 }).allInnerTexts();
    const shows = (pattern: RegExp) => headings.some((h) => pattern.test(h.trim()));

    if (shows(NOTICE.notFound)) problems.push(`[${lang}] ${route} shows "page not found"`);
    if (shows(NOTICE.forbidden)) problems.push(`[${lang}] ${route} shows "no permission"`);
    if (shows(NOTICE.error)) problems.push(`[${lang}] ${route} failed to render`);

    for (const v of await axeViolations(page)) {
      const targets = v.nodes.map((n) => n.target.join(' >> '));
      findings.push({ route, rule: v.id, impact: v.impact ?? 'minor', help: v.help, targets, summary: v.nodes[0]?.failureSummary ?? '' });
    }
  }

  if (findings.length) {
    await testInfo.attach(`axe-${lang}.json`, { body: JSON.stringify(findings, null, 2), contentType: 'application/json' });
  }
  problems.push(...report(lang, findings));
  if (problems.length) {
    throw new Error(`Accessibility sweep [${lang}] over the ${pages.length} pages of ${shard.name} found ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  }
}

test.describe('accessibility of every menu page', () => {
  for (const shard of MENU_SHARDS) {
    for (const lang of ['ZH', 'EN'] as const) {
      test(`${shard.name}, in ${lang === 'ZH' ? 'Chinese (ZH)' : 'English (EN)'}`, async ({ page }, testInfo) => {
        test.setTimeout(300_000);
        await sweep(page, lang, shard, testInfo);
      });
    }
  }
});
