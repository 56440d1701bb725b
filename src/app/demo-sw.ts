import { serveDemoCalls, type DemoServiceWorkerScope } from '@/mocks/service-worker';

/**
 * The demo's service worker, served at /demo-sw.js in demo mode only (vite.config.ts bundles it
 * into that one file): answers the console's calls through the world's worker
 * (src/mocks/service-worker.ts). A real-mode build ships no service worker.
 */
serveDemoCalls(globalThis as unknown as DemoServiceWorkerScope);
