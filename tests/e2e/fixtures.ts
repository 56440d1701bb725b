import { test as base, expect } from '@playwright/test';

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
export interface CspFixtures {
  /** Violations matching this are expected (the journey checks them itself). One RegExp, not an
   * array: test.use() would take an array for a [value, options] pair. */
  cspAllowed: RegExp | null;
  /** The violations seen so far in this test (for a test that checks one on purpose). */
  cspViolations: string[];
}

const CSP_CONSOLE = /Content Security Policy|Refused to /i;

export const test = base.extend<CspFixtures & { _cspGuard: void }>({
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
});

export { expect };
export type { Dialog, Locator, Page } from '@playwright/test';
