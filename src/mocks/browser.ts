import { getResponse, http, type HttpHandler, type HttpResponseResolver } from 'msw';
import { setupWorker } from 'msw/browser';
import type { AreaMock } from './area';
import { exclusive, initDb } from './db';
import { createDemoApi, type DemoApi } from './demo-api';
import { controlHandlers, worldHandlers } from './handlers';
import { API } from './http';

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

export interface DemoStart {
  /** The worker intercepts the console's calls (each then waits for the seed). */
  listening: Promise<void>;
  /** The backend answers: the worker listens and the mock database is seeded. */
  ready: Promise<void>;
}

export interface DemoStartOptions {
  /** The areas' mocks, in seeding order; their handlers answer once the database is seeded. */
  areas: Promise<readonly AreaMock[]>;
  /** Seeding (heavy, on this thread) starts once this settles too, e.g. the console's first paint. */
  seedAfter?: Promise<unknown>;
  /** Runs once the backend answers, before `ready` resolves (the demo panel mounts here). */
  onReady?: () => void | Promise<void>;
}

/**
 * Demo mode: the service worker answers every /admin/ call (and /version.json) from the mock
 * database. The worker starts at once, before the areas' mocks have loaded or the database is
 * seeded: its two handlers hold each call until the seed is done, then answer it with the real
 * handlers (`buildHandlers`), so a sign-in sent during seeding is answered when seeding ends,
 * neither failed nor passed to the network. `window.__demo` is there from the start; its
 * `ready` resolves when the backend answers.
 *
 * The demo controls answer first (a latency or a hang never holds the others up); the areas'
 * handlers then answer as the world's only writer across the browser's tabs (`exclusive`,
 * src/mocks/db.ts), so every tab of the demo reads and writes one world.
 */
export function startDemo({ areas, seedAfter, onReady }: DemoStartOptions): DemoStart {
  const controls = controlHandlers();
  const backend: Promise<HttpHandler[]> = (async () => {
    const handlers = worldHandlers(await areas);
    await seedAfter;
    await initDb();
    return handlers;
  })();
  const answer: HttpResponseResolver = async ({ request }) => {
    const handlers = await backend;
    return (await getResponse(controls, request)) ?? exclusive(() => getResponse(handlers, request));
  };
  const worker = setupWorker(http.all(`${API}/*`, answer), http.get('*/version.json', answer));
  const listening = onPageHideNotBeforeUnload(() =>
    worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } }),
  ).then(() => undefined);
  const ready = Promise.all([listening, backend]).then(async () => {
    await onReady?.();
  });
  window.__demo = createDemoApi(ready);
  return { listening, ready };
}
