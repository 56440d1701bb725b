import { clientConfig } from '@/lib/api/client';
import { DEMO_VERSION_PATH, isDemoServiceWorker } from '@/mocks/wire';

/**
 * Whether the demo's service worker already controls this page (a reload, a link followed, a new
 * tab): it answers the console's calls from the first one (src/mocks/service-worker.ts), so
 * nothing needs holding.
 */
export function controlledByDemo(): boolean {
  return typeof navigator !== 'undefined' && isDemoServiceWorker(navigator.serviceWorker?.controller);
}

/**
 * Demo mode only (src/main.tsx), on a first visit (`controlledByDemo` false): the console renders
 * before the demo's service worker has taken the page over, and a call sent before then would
 * reach the network instead of the worker. This holds
 * the console's calls (fetches under the API base path, and /version.json) until `release()`,
 * which src/app/demo.ts calls once the worker intercepts them; other fetches pass untouched.
 * Each call then waits for the demo's world worker to have built its world (src/mocks/bridge.ts).
 */
export function holdBackendCalls(): { release: () => void } {
  let release!: () => void;
  const listening = new Promise<void>((resolve) => (release = resolve));
  const original = window.fetch;
  const held = (input: RequestInfo | URL): boolean => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const base = new URL(clientConfig().baseUrl, window.location.href);
    return url.origin === base.origin && (url.pathname.startsWith(base.pathname) || url.pathname === DEMO_VERSION_PATH);
  };
  const holding: typeof fetch = (input, init) =>
    held(input) ? listening.then(() => original.call(window, input, init)) : original.call(window, input, init);
  window.fetch = holding;
  return {
    release() {
      if (window.fetch === holding) window.fetch = original;
      release();
    },
  };
}
