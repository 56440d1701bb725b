import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { journeyLaunchOptions } from './scripts/chromium';

/**
 * Browser journeys in Debian's Chromium (browser downloads do not work here). The console is
 * built in demo mode and served by `vite preview`. Each test starts signed out on the seed: in its
 * worker's kept browser context, cleared and reset between tests, or in a new one
 * (tests/e2e/fixtures.ts).
 */
const chromium = journeyLaunchOptions;

export default defineConfig({
  testDir: 'tests/e2e',
  // Stops the run at once when Chromium would draw Chinese with a narrow fallback (no CJK font
  // installed): every layout journey would measure text narrower than an operator sees it.
  // Absolute: tests/e2e/local.config.ts reuses this config from another folder.
  globalSetup: fileURLToPath(new URL('./tests/e2e/global-setup.ts', import.meta.url)),
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: 'http://localhost:4173',
    // In CI a failed test runs again with its trace (recording every test's trace costs the
    // 2-core runner CPU all run long); locally, where nothing is retried, a failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    locale: 'zh-CN',
    // As an operator who asked their system for less motion: Fluent's menus, popovers and dialogs
    // appear without their slide and fade, so a click does not wait for an element to stop moving
    // (Playwright retries an action on a moving element, 20 to 500 ms at a time). A journey about
    // motion itself says test.use({ reducedMotion: 'no-preference' }).
    reducedMotion: 'reduce',
    launchOptions: chromium,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: {
    command: 'npx vite build && npx vite preview --port 4173 --strictPort',
    url: 'http://localhost:4173',
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'ignore',
  },
});
