/**
 * The HTTP response headers the console is served with: the one source of truth. `vite preview`
 * sends them (vite.config.ts, preview.headers), and `npm run deploy:config` writes them into
 * deploy/nginx.conf and deploy/Caddyfile (scripts/deploy-config.ts). The dev server (`vite`,
 * `npm start`) does not send them: React refresh injects inline scripts there.
 *
 * Tests: tests/unit/security-headers.test.ts (preview and deploy files carry exactly these);
 * every browser journey fails on a CSP violation (tests/e2e/fixtures.ts).
 */

/** Each Content-Security-Policy directive, with the reason for each source it allows. */
export const CSP_DIRECTIVES: ReadonlyArray<readonly [directive: string, sources: string, why: string]> = [
  ['default-src', "'self'", 'anything not named below comes from the console’s own origin only'],
  ['script-src', "'self'", 'the built bundle only: the built index.html has no inline script and nothing calls eval'],
  [
    'style-src',
    "'self' 'unsafe-inline'",
    'Fluent UI’s Griffel writes its CSS at run time into <style> elements it creates: with style-src ' +
      '\'self\' alone Chromium refuses them and the whole console renders unstyled (checked against the ' +
      'preview); index.html’s small <style> too. Highcharts needs nothing here (it styles through the ' +
      'CSSOM, and no page needed style attributes either). A nonce would need a server that rewrites ' +
      'every response, which static hosting is not. Scripts stay strict: that is what stops injected code',
  ],
  ['img-src', "'self' data: blob:", 'upload previews and the demo’s stored files are data: and blob: URLs'],
  ['media-src', "'self' data: blob:", 'video and audio previews of uploads play from data: and blob: URLs'],
  [
    'connect-src',
    "'self' blob:",
    'the API is same-origin (/admin/, proxied). blob: (found by the CSP-on journeys): a text preview ' +
      'reads a large upload, which the demo keeps as a blob: URL, with fetch; a blob: URL only points ' +
      'at bytes this page already holds, so it sends nothing anywhere. data: URLs are decoded by the ' +
      'preview itself and need no entry',
  ],
  ['worker-src', "'self'", 'the demo’s service worker (/demo-sw.js) and its world’s worker; real mode has no worker'],
  ['font-src', "'self' data:", 'fonts a stylesheet inlines as data: URLs (none today; a font cannot run code); the console uses system fonts'],
  ['object-src', "'none'", 'no plugins (<object>, <embed>)'],
  ['base-uri', "'self'", 'an injected <base> cannot re-point relative URLs'],
  ['form-action', "'self'", 'forms post nowhere but the console'],
  ['frame-ancestors', "'none'", 'no other page may frame the console (clickjacking); X-Frame-Options says it to older browsers'],
];

export const CONTENT_SECURITY_POLICY = CSP_DIRECTIVES.map(([name, sources]) => `${name} ${sources}`).join('; ');

/** Header name → value, in the order the deploy files list them. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Cache rules of the deploy configs: hashed assets forever, the entry points always revalidated. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';
