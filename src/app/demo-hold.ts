import { clientConfig } from '@/lib/api/client';

/**
 * Demo mode only (src/main.tsx): the console renders before the mock backend's service worker
 * listens, and a call sent before then would reach the network instead of the worker. This holds
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
    return url.origin === base.origin && (url.pathname.startsWith(base.pathname) || url.pathname === '/version.json');
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
