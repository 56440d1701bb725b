import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '../../scripts/security-headers';
import { signIn } from './support';

/**
 * Issue #9: the console is served with the headers of scripts/security-headers.ts (here by
 * `vite preview`), no other origin can frame it, and the CSP guard of every journey
 * (tests/e2e/fixtures.ts) notices a violation.
 */

test('the sign-in page and the signed-in shell arrive with the security headers', async ({ page }) => {
  const response = await page.goto('/login');
  const headers = response!.headers();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name.toLowerCase()], name).toBe(value);
  await signIn(page);
  const reload = await page.reload();
  expect(reload!.headers()['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
});

test('hashed assets are kept for a year as the deploy configs say; the page and a missing chunk are asked for again', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/assets/') && r.request().resourceType() === 'script') scripts.push(r.url());
  });
  const doc = await page.goto('/login');
  expect(doc!.headers()['cache-control']).toBe(CACHE_REVALIDATE);
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
  const asset = await request.get(scripts[0]);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe(CACHE_IMMUTABLE);
  // An old chunk after a deployment: answered with the page, which must not be kept for a year.
  const missing = await request.get('/assets/no-such-chunk-0000.js');
  expect(missing.headers()['cache-control']).toBe(CACHE_REVALIDATE);
});

test.describe('framing', () => {
  // The refusal is the point here: Chromium reports it as a frame-ancestors violation.
  test.use({ cspAllowed: /frame-ancestors|X-Frame-Options/ });

  test('a page on another origin cannot frame the console', async ({ page, baseURL, cspViolations }) => {
    const target = new URL('/login', baseURL).href;
    // The other origin: a small server of the test's own on this machine, its page framing the
    // console and, as a control, a page of its own without the console's headers (which loads:
    // framing itself works here, so a blocked console frame is the console's headers at work).
    const server = createServer((req, res) => {
      res.setHeader('Content-Type', 'text/html');
      if (req.url === '/plain') return res.end('<p id="ok">framed</p>');
      const port = (server.address() as AddressInfo).port;
      res.end(`<!doctype html><title>other</title><iframe id="console" src="${target}"></iframe><iframe id="control" src="http://localhost:${port}/plain"></iframe>`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await page.goto(`http://127.0.0.1:${port}/`);

      await expect(page.frameLocator('#control').locator('#ok')).toHaveText('framed');
      // The console's frame is refused: Chromium reports a frame-ancestors violation and shows an
      // error page instead of the console.
      await expect.poll(() => cspViolations.join('\n')).toMatch(/frame-ancestors/);
      await expect(page.frameLocator('#console').locator('#root')).toHaveCount(0);
      const frame = page.frames().find((f) => f.name() === '' && f !== page.mainFrame() && !f.url().endsWith('/plain'));
      expect(frame?.url(), 'the console frame shows an error page').not.toBe(target);
    } finally {
      server.close();
    }
  });
});

test.describe('the CSP guard', () => {
  test.use({ cspAllowed: /script-src/ });

  test('an inline script is refused, and the guard sees it', async ({ page, cspViolations }) => {
    await page.goto('/login');
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.appendChild(script);
      await new Promise((r) => setTimeout(r, 50));
      return Boolean((window as unknown as { __inlineRan?: boolean }).__inlineRan);
    });
    expect(ran).toBe(false);
    await expect.poll(() => cspViolations.filter((v) => /script-src/.test(v)).length).toBeGreaterThanOrEqual(1);
  });
});
