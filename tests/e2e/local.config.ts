import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

/**
 * Convenience: runs the journeys against a separate build you serve yourself, instead of the
 * shared :4173 server that playwright.config.ts reuses when something already listens there
 * (possibly an older build). Build and serve your own copy, then point this config at it:
 *
 *   npx vite build --outDir dist-tests && npx vite preview --outDir dist-tests --port 4176 --strictPort &
 *   npx playwright test --config tests/e2e/local.config.ts tests/e2e/resources-system.spec.ts
 *
 * PW_BASE_URL overrides the address (default http://localhost:4176). No webServer: nothing is
 * built or started for you, and a missing server fails fast instead of testing stale code.
 */
export default defineConfig({
  ...base,
  // This file lives in tests/e2e: paths are resolved from here.
  testDir: '.',
  // Outside the repo: playwright empties its output folder at start, and others run it too.
  outputDir: process.env.PW_OUTPUT_DIR ?? join(tmpdir(), 'drama-console-pw-local'),
  webServer: undefined,
  use: { ...base.use, baseURL: process.env.PW_BASE_URL ?? 'http://localhost:4176' },
});
