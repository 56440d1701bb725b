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
 * msw tells its worker that the page has gone on `beforeunload`, and the worker stops answering
 * it. But beforeunload also fires when the page stays: when a form with unsaved changes makes the
 * browser ask (src/lib/dirty.ts) and the user keeps editing, the demo would lose its backend (its
 * calls then reach the static server: 404). While msw starts, its beforeunload listener (the one
 * with an AbortSignal) is registered for `pagehide` instead, which fires only when the page goes.
 */
async function onPageHideNotBeforeUnload<T>(start: () => Promise<T>): Promise<T> {
  const add = window.addEventListener;
  window.addEventListener = function (this: Window, type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) {
    const msw = type === 'beforeunload' && typeof options === 'object' && options.signal !== undefined;
    return add.call(this, msw ? 'pagehide' : type, listener, options);
  } as typeof window.addEventListener;
  try {
    return await start();
  } finally {
    window.addEventListener = add;
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
    await onPageHideNotBeforeUnload(() => worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } }));
  })();
  window.__demo = createDemoApi(ready);
  return ready;
}
