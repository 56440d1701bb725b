import { test as base, expect, type Page, type Request } from '@playwright/test';
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

export const test = base.extend<CspFixtures & ContractFixtures & { _cspGuard: void; _contractGuard: void; _inflight: void }>({
  _inflight: [
    async ({ context }, use) => {
      const track = (page: Page) => {
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
      context.on('console', (message) => {
        const text = message.text();
        if (CSP_CONSOLE.test(text)) seen.push(`console: ${text}`);
      });
      await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
        seen.push(`event: ${text}`);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const text = `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} in ${e.documentURI}${e.sourceFile ? ` (${e.sourceFile}:${e.lineNumber})` : ''}${e.sample ? ` sample: ${e.sample}` : ''}`;
          (window as unknown as { __reportCspViolation?: (t: string) => void }).__reportCspViolation?.(text);
        });
      });

      await use();

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
      context.on('response', (response) => {
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
      });

      await use();

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
