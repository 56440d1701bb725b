import type { FromWorld, PortLike } from '@/mocks/bridge';
import { provideMemoryLocalStorage } from '@/mocks/worker-env';

/**
 * The demo's world worker (started by src/app/demo.ts): the mock database, the areas' handlers,
 * the journal and the demo controls, off the pages' thread (src/mocks/host.ts). A SharedWorker
 * serves every tab of the browser (each connects a port); where the browser has none, each tab
 * runs this as a dedicated worker, whose own scope is its port.
 *
 * This module only prepares the ground and loads the rest (./demo-world.ts) with a dynamic
 * import: msw must find a localStorage when it loads (src/mocks/worker-env.ts), and what arrives
 * meanwhile is kept for the host.
 */

interface WorkerScope extends PortLike {
  onconnect?: ((event: MessageEvent) => void) | null;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

provideMemoryLocalStorage();
// The dev server only: React refresh's runtime, which comes with any .tsx module the world imports
// (src/i18n/index.tsx holds the language provider beside `translate`), assigns to `window`.
if (import.meta.env.DEV) (globalThis as { window?: unknown }).window ??= globalThis;
const host = import('./demo-world').then(({ createHost }) => createHost());
const scope = globalThis as unknown as WorkerScope;

/** The world could not be loaded: the page answers its calls 500 rather than waiting for ever. */
function failed(port: PortLike, error: unknown): void {
  const message: FromWorld = { t: 'world', status: 'failed', message: error instanceof Error ? error.message : String(error) };
  port.postMessage(message);
}

if ('onconnect' in scope) {
  // A port keeps what it is sent until it is started (the host starts it).
  scope.onconnect = (event) => {
    const port = event.ports[0] as PortLike;
    host.then((h) => h.connect(port)).catch((error: unknown) => failed(port, error));
  };
} else {
  // A dedicated worker is handed messages as they come: keep them until the host listens.
  const early: MessageEvent[] = [];
  const keep = (event: MessageEvent) => early.push(event);
  scope.addEventListener('message', keep);
  host
    .then((h) => {
      scope.removeEventListener('message', keep);
      h.connect({
        postMessage: (message, transfer) => scope.postMessage(message, transfer),
        addEventListener: (type, listener) => {
          scope.addEventListener(type, listener);
          if (type === 'message') for (const event of early.splice(0)) listener(event);
        },
      });
    })
    .catch((error: unknown) => failed(scope, error));
}
