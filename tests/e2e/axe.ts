import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import '../../scripts/demo-globals';
import '../../src/app/areas';
import { knownPages } from '../../src/lib/menu-catalogue';

/**
 * The accessibility sweep's checks (issue #7), run on every page of the admin's menu and the home
 * page, in ZH and EN, by the walk over every page (./every-page.spec.ts): axe-core's default rules
 * on each page as it opens, any serious or critical violation failing the walk; the page is not
 * a notice (not found, no permission, failed to render); and the admin's menu is the menu
 * registry (every page the areas' manifests register is in it, and nothing else).
 */

/** The pages the sweep must visit: the home page and every page of the menu registry (src/lib/menu-catalogue.ts). */
export const REGISTERED: readonly string[] = ['home', ...knownPages()];

export type Lang = 'ZH' | 'EN';

/**
 * The theme each language's pass of the walk runs in (src/lib/theme.ts): every page is then swept
 * once in each language and once in each theme, at the cost of one walk.
 */
export const THEME_OF: Record<Lang, 'light' | 'dark'> = { ZH: 'light', EN: 'dark' };

const THEME_NAMES = { ZH: { button: /^主题：/, light: '浅色', dark: '深色' }, EN: { button: /^Theme: /, light: 'Light', dark: 'Dark' } } as const;

/** Chooses a theme from the header's theme menu (signed in), as an operator does; kept for the user until the journey's storage is cleared. */
export async function chooseTheme(page: Page, lang: Lang, theme: 'light' | 'dark'): Promise<void> {
  const names = THEME_NAMES[lang];
  await page.getByRole('button', { name: names.button }).click();
  await page.getByRole('menuitemradio', { name: names[theme] }).click();
  await page.locator(`html[data-theme="${theme}"]`).waitFor({ state: 'attached' });
}

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

export interface Finding {
  route: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  /** axe's explanation for the first node (colours and ratio, missing name, ...). */
  summary: string;
}

/**
 * Runs axe-core's default rules on the page as it is, Fluent's focus-trap helpers excluded.
 * Legacy mode runs axe.run() in the page itself: the console has no frames, and the default mode
 * opens a blank page per run to merge frame results, which doubles the sweep's time. Only
 * violations get their nodes listed (selectors for every passing node are slow on Griffel's classes).
 */
export async function axeFindings(page: Page, route: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'], rules: { 'target-size': { enabled: true }, 'td-has-header': { enabled: true } } })
    .exclude('[data-tabster-dummy]')
    .analyze();
  return results.violations
    .filter((v) => ALWAYS_REPORTED.has(v.id) || (v.impact && REPORTED_IMPACTS.has(v.impact)))
    .map((v) => ({
      route,
      rule: v.id,
      impact: v.impact ?? 'minor',
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' >> ')),
      summary: v.nodes[0]?.failureSummary ?? '',
    }));
}

/** What is wrong with the page at `route` being a notice instead of the page: none, or one line. */
export async function noticeProblems(page: Page, lang: Lang, route: string): Promise<string[]> {
  const headings = await page.getByRole('main').getByRole('heading', { level: 1 }).allInnerTexts();
  const shows = (pattern: RegExp) => headings.some((h) => pattern.test(h.trim()));
  const problems: string[] = [];
  if (shows(NOTICE.notFound)) problems.push(`[${lang}] ${route} shows "page not found"`);
  if (shows(NOTICE.forbidden)) problems.push(`[${lang}] ${route} shows "no permission"`);
  if (shows(NOTICE.error)) problems.push(`[${lang}] ${route} failed to render`);
  return problems;
}

/**
 * The admin's menu against the registry, for the pages of one part of the walk (`mine`): a
 * registered page missing from the menu would never be swept; a menu page no area registers is
 * a stray.
 */
export function registryProblems(menuKeys: readonly string[], mine: (key: string) => boolean): string[] {
  const problems: string[] = [];
  for (const key of REGISTERED.filter(mine)) {
    if (!menuKeys.includes(key)) problems.push(`'${key}' is a registered page but is not in the admin's menu (never swept)`);
  }
  for (const key of menuKeys.filter(mine)) {
    if (!REGISTERED.includes(key)) problems.push(`'${key}' is in the admin's menu but no area's manifest registers it`);
  }
  return problems;
}

/** The findings as one block per rule, one line per page with its first targets. */
export function axeReport(lang: Lang, findings: Finding[]): string[] {
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
