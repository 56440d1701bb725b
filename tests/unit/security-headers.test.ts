import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, createServer, preview, type PreviewServer } from 'vite';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, CONTENT_SECURITY_POLICY, CSP_DIRECTIVES, SECURITY_HEADERS } from '../../scripts/security-headers';
import { DEPLOY_FILES, renderCaddyfile, renderNginx } from '../../scripts/deploy-config';

/**
 * Issue #9: one set of security headers (scripts/security-headers.ts), sent by `vite preview` and
 * written into the deployment configs (deploy/, by `npm run deploy:config`); the dev server keeps
 * its inline React-refresh script and gets none of them.
 */
const root = join(__dirname, '..', '..');
const configFile = join(root, 'vite.config.ts');

describe('the policy', () => {
  it('is the strict one of issue #9', () => {
    const directives = Object.fromEntries(CSP_DIRECTIVES.map(([name, sources]) => [name, sources]));
    expect(directives).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: blob:",
      'media-src': "'self' data: blob:",
      'connect-src': "'self' blob:",
      'worker-src': "'self'",
      'font-src': "'self' data:",
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
    });
    // Nothing that would let injected script run.
    expect(directives['script-src']).not.toMatch(/unsafe|data:|blob:|\*/);
    for (const [name, , why] of CSP_DIRECTIVES) expect(why.length, `a reason for ${name}`).toBeGreaterThan(5);
    expect(SECURITY_HEADERS['Content-Security-Policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(SECURITY_HEADERS['X-Frame-Options']).toBe('DENY');
    expect(SECURITY_HEADERS['X-Content-Type-Options']).toBe('nosniff');
    expect(SECURITY_HEADERS['Referrer-Policy']).toMatch(/^(strict-origin-when-cross-origin|no-referrer)$/);
    expect(SECURITY_HEADERS['Permissions-Policy']).toBe('camera=(), microphone=(), geolocation=()');
    expect(SECURITY_HEADERS['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });
});

describe('vite preview of the built console', () => {
  const out = mkdtempSync(join(tmpdir(), 'drama-headers-'));
  let server: PreviewServer;
  let base = '';

  beforeAll(async () => {
    await build({ configFile, root, logLevel: 'silent', build: { outDir: out, emptyOutDir: true } });
    server = await preview({ configFile, root, logLevel: 'silent', build: { outDir: out }, preview: { port: 0, strictPort: false, open: false } });
    base = `http://localhost:${(server.httpServer.address() as AddressInfo).port}`;
  }, 300_000);
  afterAll(async () => {
    await server?.close();
    rmSync(out, { recursive: true, force: true });
  });

  it('the built index.html has no inline script and no inline event handler', () => {
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(attrs).toMatch(/\bsrc="\/assets\//);
      expect(body.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
  });

  it.each(['/', '/login', '/system/user/index', '/version.json', '/demo-sw.js', 'an asset'])('%s carries every security header', async (path) => {
    const url = path === 'an asset' ? `/assets/${readdirSync(join(out, 'assets')).find((f) => f.endsWith('.js'))}` : path;
    const response = await fetch(base + url);
    expect(response.status, url).toBe(200);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name), `${name} on ${url}`).toBe(value);
    await response.arrayBuffer();
  });
});

describe('the dev server', () => {
  it('serves the page with its inline React-refresh script and without the strict CSP', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'drama-dev-cache-'));
    const dev = await createServer({
      configFile,
      root,
      logLevel: 'silent',
      cacheDir,
      optimizeDeps: { noDiscovery: true, include: [] },
      server: { port: 0, strictPort: false, watch: null },
    });
    try {
      await dev.listen();
      const response = await fetch(`http://localhost:${(dev.httpServer!.address() as AddressInfo).port}/`);
      const html = await response.text();
      expect(response.headers.get('content-security-policy')).toBeNull();
      // React refresh's preamble: an inline module script, which the strict policy would refuse.
      expect(html).toMatch(/<script type="module">[^<]*@react-refresh[^<]*<\/script>/);
    } finally {
      await dev.close();
      rmSync(cacheDir, { recursive: true, force: true });
    }
  }, 60_000);
});

// ---------------------------------------------------------------------------------------------
// deploy/: generated from the module, and what they say read back by a small parser of each.

/** nginx: `location X { ... }` blocks, each with its add_header lines (name → value). */
function nginxLocations(text: string): Map<string, { headers: Record<string, string>; body: string }> {
  const out = new Map<string, { headers: Record<string, string>; body: string }>();
  for (const m of text.matchAll(/^\s*location\s+([^{]+?)\s*\{([^}]*)\}/gm)) {
    const headers: Record<string, string> = {};
    for (const h of m[2].matchAll(/^\s*add_header\s+(\S+)\s+"([^"]*)"(\s+always)?\s*;/gm)) {
      expect(headers[h[1]], `${h[1]} twice in location ${m[1]}`).toBeUndefined();
      headers[h[1]] = h[2];
      if (h[1] !== 'Cache-Control') expect(h[3], `${h[1]} in ${m[1]} is sent on errors too`).toBeTruthy();
    }
    out.set(m[1], { headers, body: m[2] });
  }
  return out;
}

/** Caddy: the `header { ... }` block without matcher, and the `header @name ...` lines/blocks. */
function caddyHeaders(text: string): { all: Record<string, string>; matched: Map<string, Record<string, string>> } {
  const pairs = (body: string) =>
    Object.fromEntries([...body.matchAll(/^\s*([A-Za-z-]+)\s+"([^"]*)"\s*$/gm)].map((m) => [m[1], m[2]]));
  const block = /^\theader \{\n([\s\S]*?)\n\t\}/m.exec(text);
  const matched = new Map<string, Record<string, string>>();
  for (const m of text.matchAll(/^\theader (@\w+) (?:\{\n([\s\S]*?)\n\t\}|(\S+) "([^"]*)")/gm)) {
    matched.set(m[1], m[2] !== undefined ? pairs(m[2]) : { [m[3]]: m[4] });
  }
  return { all: block ? pairs(block[1]) : {}, matched };
}

describe('deploy configs', () => {
  it('are fresh: exactly what npm run deploy:config writes from the module', () => {
    expect(readFileSync(DEPLOY_FILES.nginx, 'utf8'), 'deploy/nginx.conf: run npm run deploy:config').toBe(renderNginx());
    expect(readFileSync(DEPLOY_FILES.caddy, 'utf8'), 'deploy/Caddyfile: run npm run deploy:config').toBe(renderCaddyfile());
  });

  it('nginx: every location sends exactly the module’s headers; assets cached for a year, entry points revalidated; SPA fallback; /admin/ proxied', () => {
    const locations = nginxLocations(readFileSync(DEPLOY_FILES.nginx, 'utf8'));
    expect([...locations.keys()].sort()).toEqual(['/', '/admin/', '/assets/', '= /index.html', '= /version.json']);
    for (const [where, { headers }] of locations) {
      const { 'Cache-Control': cache, ...security } = headers;
      expect(security, where).toEqual(SECURITY_HEADERS);
      const expected = where === '/assets/' ? CACHE_IMMUTABLE : where === '/admin/' ? undefined : CACHE_REVALIDATE;
      expect(cache, where).toBe(expected);
    }
    expect(locations.get('/')!.body).toMatch(/try_files \$uri \/index\.html;/);
    expect(locations.get('/assets/')!.body).toMatch(/try_files \$uri =404;/);
    expect(locations.get('/admin/')!.body).toMatch(/proxy_pass http:\/\/[^/;]+;/);
    expect(readFileSync(DEPLOY_FILES.nginx, 'utf8')).toMatch(/root \/\S+\/dist;/);
  });

  it('Caddy: every response gets exactly the module’s headers; assets cached for a year, the rest revalidated; SPA fallback; /admin/ proxied', () => {
    const text = readFileSync(DEPLOY_FILES.caddy, 'utf8');
    const { all, matched } = caddyHeaders(text);
    expect(all).toEqual(SECURITY_HEADERS);
    expect(matched.get('@assets')).toEqual({ 'Cache-Control': CACHE_IMMUTABLE });
    expect(matched.get('@revalidate')).toEqual({ 'Cache-Control': CACHE_REVALIDATE });
    expect(text).toMatch(/^\t@assets path \/assets\/\*$/m);
    expect(text).toMatch(/^\t@revalidate not path \/assets\/\* \/admin\/\*$/m);
    expect(text).toMatch(/handle \/admin\/\* \{\n\t\treverse_proxy /);
    expect(text).toMatch(/try_files \{path\} \/index\.html/);
    expect(text).toMatch(/root \* \{\$DRAMA_DIST:\/\S+\/dist\}/);
  });
});

describe('the CSP guard of the journeys', () => {
  it('every spec imports test from ./fixtures, so a CSP violation fails it', () => {
    const dir = join(root, 'tests', 'e2e');
    const specs = readdirSync(dir).filter((f) => f.endsWith('.spec.ts'));
    expect(specs.length).toBeGreaterThan(5);
    for (const spec of specs) {
      const text = readFileSync(join(dir, spec), 'utf8');
      expect(text, spec).toMatch(/import \{[^}]*\btest\b[^}]*\} from '\.\/fixtures';/);
      expect(text, spec).not.toMatch(/import \{[^}]*\btest\b[^}]*\} from '@playwright\/test'/);
    }
  });
});
