import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Dialog, type Page, type Request, type Response } from '@playwright/test';
import { disagreements } from './contract-check';

/**
 * Every journey imports `test` from here (never from @playwright/test: tests/unit/security-
 * headers.test.ts checks): the journeys run against `vite preview`, which sends the strict
 * Content-Security-Policy of scripts/security-headers.ts, and a test fails when the page reports a
 * CSP violation, listing them. Two listeners, because each sees what the other may miss:
 *  - the console: Chromium logs every refusal ("Refused to ... because it violates the following
 *    Content Security Policy directive ..."), including frame-ancestors refusals in other frames;
 *  - `securitypolicyviolation` events, recorded by an init script in every document, which also
 *    carry report-only violations and name the directive and the blocked URL.
 * A test that provokes a violation on purpose allows it with `test.use({ cspAllowed: /.../ })`.
 */
/**
 * Every journey also checks the console's calls against docs/openapi.json as it runs
 * (./contract-check.ts): a call whose request (when the server accepted it) or answer disagrees
 * with the document fails the journey, listing the disagreements. A journey that sends a call the
 * contract does not allow on purpose says so with `test.use({ contractAllowed: /…/ })`.
 */
export interface ContractFixtures {
  /** Disagreements matching this are expected (the journey provokes them itself). */
  contractAllowed: RegExp | null;
}

export interface CspFixtures {
  /** Violations matching this are expected (the journey checks them itself). One RegExp, not an
   * array: test.use() would take an array for a [value, options] pair. */
  cspAllowed: RegExp | null;
  /** The violations seen so far in this test (for a test that checks one on purpose). */
  cspViolations: string[];
}

const CSP_CONSOLE = /Content Security Policy|Refused to /i;

/**
 * The requests of each page still waiting for their answer, from the page's first load on (an
 * auto fixture): what `networkSettled` (./support.ts) waits on instead of Playwright's
 * 'networkidle'. The demo's world worker is a SharedWorker: Playwright sees the page ask for its
 * script but never sees the answer (it goes to the worker), so 'networkidle' never comes on the
 * page that started it. That script is left out here.
 */
const inflight = new WeakMap<Page, Set<Request>>();

const WORLD_WORKER_SCRIPT = /\/assets\/demo-worker-[\w-]+\.js$|\/src\/app\/demo-worker\.ts$/;

/** Whether a request is for the demo's world worker's script (Playwright never sees its answer on the page). */
export function isWorldWorkerScript(request: Request): boolean {
  return WORLD_WORKER_SCRIPT.test(new URL(request.url()).pathname);
}

/** The requests of `page` waiting for their answer (the demo world worker's script left out). */
export function requestsInFlight(page: Page): number {
  return inflight.get(page)?.size ?? 0;
}

/**
 * CSP violations go to the test running in their context (a kept context serves one test after
 * another): the listener, the binding and the init script are installed once per context.
 */
const cspSinks = new WeakMap<BrowserContext, string[]>();

async function watchCsp(context: BrowserContext): Promise<void> {
  context.on('console', (message) => {
    const text = message.text();
    if (CSP_CONSOLE.test(text)) cspSinks.get(context)?.push(`console: ${text}`);
  });
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
    cspSinks.get(context)?.push(`event: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const text = `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} in ${e.documentURI}${e.sourceFile ? ` (${e.sourceFile}:${e.lineNumber})` : ''}${e.sample ? ` sample: ${e.sample}` : ''}`;
      (window as unknown as { __reportCspViolation?: (t: string) => void }).__reportCspViolation?.(text);
    });
  });
}

/**
 * One browser context per Playwright worker, kept from journey to journey, so a journey does not
 * pay for a new browser profile and a new demo world (the world's code loaded, its tables seeded
 * or restored, the service worker installed, the console's scripts compiled without a cache).
 * A keeper page (the sign-in page, which calls nothing while it waits) holds the demo's world
 * worker alive between journeys. After each journey the other pages it opened are closed and the
 * context is cleared for the next: routes, cookies, permissions and offline mode, localStorage, and the demo
 * world back to the seed with its controls (Reset demo data: in place, in milliseconds). A
 * journey's main tab is the worker's journeys' tab, handed over as a new tab would be (`clearTab`:
 * its sessionStorage, the session, empty), and the other tabs it opens are new: every journey
 * still starts signed out, on the seed, as in a new browser.
 *
 * A journey that failed, or left what a reset does not undo (a published version, a failed
 * world), gets its context closed: the next starts a new one. A retry, and a journey that works
 * on the browser's profile itself (the world's cold start, its stored copy, init scripts, the
 * published version) runs in a new context of its own: `test.use({ freshContext: true })`.
 */
/** A session as the console keeps it in a tab's sessionStorage after signing in (src/machines/session-storage.ts). */
export interface StoredSession {
  token: string;
  user: unknown;
}

/**
 * One shared signed-in state: for the worker's kept context, a way to open a session without the
 * sign-in form (the keeper signs in through the demo's API, as the form would, and answers the
 * token and user the console keeps). `signIn` (./support.ts) puts them in a new tab's
 * sessionStorage and opens the home page: the console starts signed in, as on a reload, instead
 * of each journey drawing the sign-in page and typing into it (the sign-in journeys still do).
 */
const sessionOpeners = new WeakMap<BrowserContext, (username: string, password: string) => Promise<StoredSession>>();

/** How the kept context `context` opens a session without the form (none for a journey's own new context). */
export function sessionOpener(context: BrowserContext): ((username: string, password: string) => Promise<StoredSession>) | undefined {
  return sessionOpeners.get(context);
}

interface KeptContext {
  context: BrowserContext;
  keeper: Page;
  /** The published version the world started with. */
  version: string;
  /** The journeys' tab, handed from journey to journey (see `Browsing.tab`), once one has been opened. */
  tab?: Page;
  /** The tab's event listeners when it was handed out: the ones a journey adds are removed after it. */
  listeners?: Map<string | symbol, Listener[]>;
}

/**
 * The page between journeys: a small file of the console's origin, with nothing on it to hover
 * or to answer. A journey's tab is left here (its sessionStorage emptied), and `signInAt` starts
 * from here.
 */
export const START_PAGE = '/icons/logo.svg';

/** The address each page had when it was handed to its journey (a page still there is unused). */
const handedOutAt = new WeakMap<Page, string>();

/** The reduced-motion preference each page was given by a journey (`emulateMedia`), where not the context's. */
const emulatedMotion = new WeakMap<Page, BrowserContextOptions['reducedMotion']>();

/**
 * Whether the journey has not taken `page` anywhere yet: a new tab (about:blank), or the kept
 * journeys' tab still on the page it was left on.
 */
export function unused(page: Page): boolean {
  return page.url() === 'about:blank' || handedOutAt.get(page) === page.url();
}

// Playwright's pages are event emitters whose typings leave out the methods that list listeners.
type Listener = (...args: never[]) => unknown;
interface Listening {
  eventNames(): (string | symbol)[];
  rawListeners(event: string | symbol): Listener[];
  removeListener(event: string | symbol, listener: Listener): unknown;
}
function listening(emitter: object): emitter is Listening {
  return 'eventNames' in emitter && 'rawListeners' in emitter;
}
function listenersOf(page: Page): Map<string | symbol, Listener[]> {
  return listening(page) ? new Map(page.eventNames().map((event) => [event, [...page.rawListeners(event)]])) : new Map();
}
/** Removes what was added to `page`'s listeners since `before` (the journey's page.on and page.once). */
function removeListenersSince(page: Page, before: Map<string | symbol, Listener[]>): void {
  if (!listening(page)) return;
  for (const event of page.eventNames()) {
    const kept = before.get(event) ?? [];
    for (const listener of page.rawListeners(event)) {
      if (!kept.includes(listener)) page.removeListener(event, listener);
    }
  }
}

/** How long the reset between journeys may take before the kept context is given up. */
const RESET_LIMIT_MS = 10_000;

interface Browsing {
  /** What every context of this worker is created with (the project's options). */
  options: BrowserContextOptions;
  /** The worker's kept context, created (with its keeper) when there is none. */
  take(): Promise<BrowserContext>;
  /**
   * The journey's page in `context`: in the kept context, the journeys' tab (opened by the first
   * journey, then handed from one to the next); elsewhere a new tab.
   */
  tab(context: BrowserContext): Promise<Page>;
  /** After a journey: the kept context cleared for the next one, or closed. */
  release(passed: boolean): Promise<void>;
}

export interface BrowsingFixtures {
  /** This journey runs in a new browser context of its own instead of the worker's kept one. */
  freshContext: boolean;
}

/**
 * The journeys' tab made as a new one would be for the next journey: none of this journey's
 * listeners or routes, on the start page (a question before leaving a typed form answered), its
 * sessionStorage (the session, the remembered tabs) empty, the mouse off the page (nothing hovered
 * when the next page draws). A tab that cannot be brought there is closed (the next journey
 * opens a new one). A new tab costs Chromium about 0.6 CPU-s more than a page load in an open one
 * (docs/performance.md, figure 7h).
 */
async function clearTab(tab: Page, listeners: Map<string | symbol, Listener[]>): Promise<void> {
  removeListenersSince(tab, listeners);
  const leave = (dialog: Dialog) => void dialog.accept().catch(() => undefined);
  tab.on('dialog', leave);
  try {
    await tab.unrouteAll({ behavior: 'ignoreErrors' });
    await tab.goto(START_PAGE, { timeout: RESET_LIMIT_MS });
    await tab.evaluate(() => sessionStorage.clear());
    await tab.mouse.move(-1, -1);
  } catch {
    await tab.close({ runBeforeUnload: false }).catch(() => undefined);
  } finally {
    tab.off('dialog', leave);
  }
}

export const test = base.extend<CspFixtures & ContractFixtures & BrowsingFixtures & { _cspGuard: void; _contractGuard: void; _inflight: void }, { _browsing: Browsing }>({
  _browsing: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, reducedMotion } = workerInfo.project.use;
      const options: BrowserContextOptions = { baseURL, locale, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, reducedMotion };
      let kept: KeptContext | null = null;
      const discard = async () => {
        const context = kept?.context;
        kept = null;
        await context?.close().catch(() => undefined);
      };
      await use({
        options,
        async take() {
          if (kept && !kept.keeper.isClosed()) return kept.context;
          await discard();
          const context = await browser.newContext(options);
          await watchCsp(context);
          const keeper = await context.newPage();
          await keeper.goto('/login');
          await keeper.waitForFunction(() => Boolean(window.__demo));
          await keeper.evaluate(() => window.__demo!.ready);
          const version = await keeper.evaluate(() => window.__demo!.state.version);
          kept = { context, keeper, version };
          sessionOpeners.set(context, (username, password) =>
            keeper.evaluate(
              async ({ username, password }) => {
                const response = await fetch('/admin/user/v1/login', {
                  method: 'POST',
                  headers: { 'Content-Type': 'application/json', language: 'ZH' },
                  body: JSON.stringify({ username, password }),
                });
                const answer = (await response.json()) as { code: unknown; msg?: string; data?: { token: string; user: unknown } };
                if (!answer.data?.token) throw new Error(`signing in as ${username} failed: ${answer.code} ${answer.msg ?? ''}`);
                return { token: answer.data.token, user: answer.data.user };
              },
              { username, password },
            ),
          );
          return context;
        },
        async tab(context) {
          if (!kept || kept.context !== context) return context.newPage();
          if (!kept.tab || kept.tab.isClosed()) kept.tab = await context.newPage();
          const tab = kept.tab;
          kept.listeners = listenersOf(tab);
          handedOutAt.set(tab, tab.url());
          return tab;
        },
        async release(passed) {
          if (!kept) return;
          const { context, keeper, version, tab } = kept;
          await Promise.all(context.pages().filter((p) => p !== keeper && p !== tab).map((p) => p.close({ runBeforeUnload: false }).catch(() => undefined)));
          let usable = passed && !keeper.isClosed();
          if (usable) {
            try {
              await context.unrouteAll({ behavior: 'ignoreErrors' });
              await context.clearCookies();
              await context.clearPermissions();
              await context.setOffline(false);
              if (tab && !tab.isClosed()) await clearTab(tab, kept.listeners ?? new Map());
              const reset = keeper.evaluate(async (first) => {
                const demo = window.__demo;
                if (!demo || demo.state.version !== first || demo.state.world === 'failed') return false;
                await demo.reset();
                localStorage.clear();
                sessionStorage.clear();
                return true;
              }, version);
              // A world that does not answer is given up (a new context next), not waited for until
              // the journey that just passed runs out of time.
              let timer: ReturnType<typeof setTimeout> | undefined;
              const limit = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), RESET_LIMIT_MS)));
              usable = await Promise.race([reset, limit]).finally(() => clearTimeout(timer));
            } catch {
              usable = false;
            }
          }
          if (!usable) await discard();
        },
      });
      await discard();
    },
    { scope: 'worker' },
  ],
  // PW_FRESH_CONTEXT=1: every journey in a new context (to tell a leak between journeys from a failure).
  freshContext: [Boolean(process.env.PW_FRESH_CONTEXT), { option: true }],
  context: async ({ browser, freshContext, _browsing, viewport, reducedMotion }, use, testInfo) => {
    if (freshContext || testInfo.retry > 0) {
      const context = await browser.newContext({ ..._browsing.options, viewport, reducedMotion });
      await watchCsp(context);
      await use(context);
      await context.close();
      return;
    }
    const context = await _browsing.take();
    await use(context);
    await _browsing.release(testInfo.status === testInfo.expectedStatus);
  },
  // A journey's own viewport and motion preference (test.use) on its page of the kept context.
  page: async ({ context, viewport, reducedMotion, _browsing }, use) => {
    const page = await _browsing.tab(context);
    const size = page.viewportSize();
    if (viewport && (size?.width !== viewport.width || size?.height !== viewport.height)) await page.setViewportSize(viewport);
    const motion = reducedMotion ?? _browsing.options.reducedMotion;
    if (motion !== (emulatedMotion.get(page) ?? _browsing.options.reducedMotion)) {
      await page.emulateMedia({ reducedMotion: motion });
      emulatedMotion.set(page, motion);
    }
    await use(page);
  },
  _inflight: [
    async ({ context }, use) => {
      const track = (page: Page) => {
        // The kept journeys' tab is tracked once, from the journey that opened it on.
        if (inflight.has(page)) return;
        const open = new Set<Request>();
        inflight.set(page, open);
        page.on('request', (request) => {
          if (!isWorldWorkerScript(request)) open.add(request);
        });
        page.on('requestfinished', (request) => open.delete(request));
        page.on('requestfailed', (request) => open.delete(request));
      };
      context.pages().forEach(track);
      context.on('page', track);
      await use();
      context.off('page', track);
    },
    { auto: true },
  ],
  contractAllowed: [null, { option: true }],
  cspAllowed: [null, { option: true }],
  cspViolations: async ({}, use) => {
    await use([]);
  },
  _cspGuard: [
    async ({ context, cspAllowed, cspViolations }, use, testInfo) => {
      const seen = cspViolations;
      cspSinks.set(context, seen);

      await use();

      cspSinks.delete(context);
      const unexpected = seen.filter((v) => !cspAllowed?.test(v));
      if (unexpected.length) {
        await testInfo.attach('csp-violations', { body: unexpected.join('\n'), contentType: 'text/plain' });
        expect(unexpected, 'Content-Security-Policy violations (see scripts/security-headers.ts)').toEqual([]);
      }
    },
    { auto: true },
  ],
  _contractGuard: [
    async ({ context, contractAllowed }, use, testInfo) => {
      const found: string[] = [];
      const pending: Promise<void>[] = [];
      const check = (response: Response) => {
        const request = response.request();
        const url = request.url();
        if (!new URL(url).pathname.startsWith('/admin/')) return;
        pending.push(
          (async () => {
            let answer: unknown;
            try {
              answer = await response.json();
            } catch {
              answer = undefined;
            }
            const contentType = (await request.allHeaders())['content-type'] ?? '';
            found.push(...disagreements({ method: request.method(), url, body: request.postData(), contentType, status: response.status(), answer }));
          })().catch(() => undefined),
        );
      };
      context.on('response', check);

      await use();

      context.off('response', check);

      await Promise.all(pending);
      const unexpected = [...new Set(found)].filter((f) => !contractAllowed?.test(f));
      if (unexpected.length) {
        await testInfo.attach('contract-disagreements', { body: unexpected.join('\n'), contentType: 'text/plain' });
        expect(unexpected, 'calls that disagree with docs/openapi.json (tests/e2e/contract-check.ts)').toEqual([]);
      }
    },
    { auto: true },
  ],
});

export { expect };
export type { Dialog, Locator, Page } from '@playwright/test';
