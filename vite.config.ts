/// <reference types="vitest/config" />
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { randomUUID } from 'node:crypto';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { rolldown } from 'rolldown';
import { CACHE_IMMUTABLE, SECURITY_HEADERS } from './scripts/security-headers.ts';
import { griffelAot } from './scripts/vite/griffel-aot.ts';
import { icuNoParserAlias, icuPrecompile } from './scripts/vite/icu-precompile.ts';
import { worldSchemaPlugin } from './scripts/vite/world-schema.ts';
import { workerNoPages } from './scripts/vite/worker-no-pages.ts';

/**
 * Demo mode ships the demo's service worker (src/app/demo-sw.ts) as /demo-sw.js, one file at the
 * site's root (its scope is the whole console), bundled on its own with rolldown: nothing of the
 * console's chunks, only the wire protocol. Real mode (VITE_MOCK=off) ships no mock code at all,
 * not even the service worker. The dev server bundles it the same way on each request.
 */
function demoServiceWorker(demo: boolean): Plugin {
  const entry = fileURLToPath(new URL('./src/app/demo-sw.ts', import.meta.url));
  const bundle = async () => {
    const build = await rolldown({ input: entry, resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } }, platform: 'browser', logLevel: 'silent' });
    try {
      const { output } = await build.generate({ format: 'es', minify: true });
      return output[0].code;
    } finally {
      await build.close();
    }
  };
  return {
    name: 'drama:demo-service-worker',
    configureServer(server) {
      if (!demo) return;
      server.middlewares.use('/demo-sw.js', (_req, res, next) => {
        bundle().then((code) => {
          res.setHeader('Content-Type', 'application/javascript');
          res.end(code);
        }, next);
      });
    },
    async generateBundle() {
      if (demo) this.emitFile({ type: 'asset', fileName: 'demo-sw.js', source: await bundle() });
    },
  };
}

/** Every build writes dist/version.json with a version of its own: the console reloads when it changes. */
function versionFile(): Plugin {
  const version = `${new Date().toISOString()}-${randomUUID().slice(0, 8)}`;
  return {
    name: 'drama:version',
    configureServer(server) {
      server.middlewares.use('/version.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ version: 'dev' }));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ version }) });
    },
  };
}

/**
 * `vite preview` caches as the deploy configs do (scripts/deploy-config.ts): hashed assets for a
 * year, never revalidated. Its own default (`no-cache` on everything) made a signed-in page load
 * ask the server again for every chunk it already had, a round trip each, which no deployment
 * does and which Lighthouse counted against the list page (docs/performance.md).
 */
function immutableAssets(): Plugin {
  return {
    name: 'drama:immutable-assets',
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        const file = req.url?.startsWith('/assets/') ? path.join(outDir, decodeURIComponent(req.url.split('?')[0])) : null;
        // Only a file that is there: a missing chunk is answered with index.html, never to be kept.
        if (file && file.startsWith(outDir) && existsSync(file)) {
          // sirv writes its own Cache-Control with the status line: replace it there.
          const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
          res.writeHead = ((status: number, ...rest: unknown[]) => {
            const headers = rest.find((r) => typeof r === 'object' && r !== null) as Record<string, string> | undefined;
            if (headers) {
              for (const name of Object.keys(headers)) if (name.toLowerCase() === 'cache-control') delete headers[name];
            }
            if (status === 200 || status === 304) res.setHeader('Cache-Control', CACHE_IMMUTABLE);
            return writeHead(status, ...rest);
          }) as typeof res.writeHead;
        }
        next();
      });
    },
  };
}

/**
 * Unit test files that need a module graph of their own (the `own-modules` project): they load
 * modules afresh (vi.resetModules, vi.mock), watch the world being seeded, read a kernel's defaults as it loads them (the client's), or count every write a
 * call makes (the fuzzing: in a world another file has used for minutes, a refused call was
 * seen to write twice; not yet explained).
 */
const OWN_MODULES = [
  'tests/unit/recipe.test.ts',
  'tests/unit/menu-registry.test.ts',
  'tests/unit/mock-snapshot.test.ts',
  'tests/unit/demo-reset.test.ts',
  'tests/unit/dirty.test.ts',
  'tests/unit/member/feed.test.ts',
  'tests/unit/mock-seed.test.ts',
  'tests/unit/client.test.ts',
  'tests/unit/fuzz-contracts.test.ts',
];

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const demo = (process.env.VITE_MOCK ?? env.VITE_MOCK) !== 'off';
  const backend = process.env.BACKEND_URL ?? env.BACKEND_URL ?? 'http://localhost:9090';
  return {
    plugins: [react(), icuPrecompile(), griffelAot(), demoServiceWorker(demo), versionFile(), immutableAssets(), worldSchemaPlugin()],
    // The demo's world worker (src/app/demo-worker.ts): an ES module worker, so the areas' mocks
    // stay chunks of their own; built with the plugins its code needs (pre-parsed messages, the
    // world's code version), and without the pages the areas' manifests name.
    worker: { format: 'es' as const, plugins: () => [workerNoPages(), icuPrecompile(), worldSchemaPlugin()] },
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // Builds ship pre-parsed messages (scripts/vite/icu-precompile.ts), hence no ICU parser.
        ...(command === 'build' ? [icuNoParserAlias] : []),
      ],
    },
    define: { __DEMO__: JSON.stringify(demo) },
    server: {
      port: 5173,
      proxy: demo ? undefined : { '/admin': { target: backend, changeOrigin: true } },
    },
    preview: {
      port: 4173,
      headers: { ...SECURITY_HEADERS }, // the strict CSP and friends; not on the dev server (React refresh is inline)
      proxy: demo ? undefined : { '/admin': { target: backend, changeOrigin: true } },
    },
    build: {
      outDir: process.env.OUT_DIR ?? 'dist',
      sourcemap: false,
      chunkSizeWarningLimit: 1500,
      // Everything /login needs (the entry's static imports) in one chunk: one request and one
      // gzip stream instead of six small ones (docs/performance.md). Lazy parts split as usual.
      rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } } },
    },
    test: {
      setupFiles: ['tests/unit/setup.ts'],
      environment: 'node',
      // Seeding the world in a hook takes seconds on a quiet machine; a busy one (a 2-core CI runner
      // shared with a build) must not turn that into a failure.
      testTimeout: 60000,
      hookTimeout: 60000,
      // Every core (vitest's default leaves one free: on a 2-core CI runner that is one file at a
      // time, and the suite took twice as long).
      maxWorkers: os.availableParallelism(),
      // Two projects. Most files share their worker's modules (isolate: false): the areas' mocks,
      // the message groups and the seeded world are loaded once per worker instead of once per
      // file, which was half of the suite's time (every test that uses the world resets it to the
      // seed first: tests/unit/support/mock-server.ts). The files that load modules afresh
      // (vi.resetModules, vi.mock) or build a world of their own get a module graph each.
      projects: [
        { extends: true, test: { name: 'shared', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: OWN_MODULES, isolate: false } },
        { extends: true, test: { name: 'own-modules', include: OWN_MODULES } },
      ],
    },
  };
});
