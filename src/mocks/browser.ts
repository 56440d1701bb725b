import { setupWorker } from 'msw/browser';
import type { AreaMock } from './area';
import { initDb } from './db';
import { createDemoApi, type DemoApi } from './demo-api';
import { buildHandlers } from './handlers';

declare global {
  interface Window {
    __demo?: DemoApi;
  }
}

/**
 * Demo mode: the service worker answers every /admin/ call from the mock database. Resolves
 * once the database is seeded and the worker is listening; `window.__demo.ready` is the same.
 */
export function startDemo(areas: readonly AreaMock[]): Promise<void> {
  const worker = setupWorker(...buildHandlers(areas));
  const ready = (async () => {
    await initDb();
    await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
  })();
  window.__demo = createDemoApi(ready);
  return ready;
}
