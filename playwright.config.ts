import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium';

/**
 * Browser journeys in Debian's Chromium (browser downloads do not work here). The console is
 * built in demo mode and served by `vite preview`; each test gets a fresh context, so fresh
 * session and demo data.
 */
const chromium = chromiumLaunchOptions;

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
