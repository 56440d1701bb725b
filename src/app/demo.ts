import schema from 'virtual:demo-world-schema';
import type { PortLike } from '@/mocks/bridge';
import { installDemoPanel, startDemo } from '@/mocks/browser';

/**
 * The demo's page side, called by src/main.tsx once the console is rendering: registers the
 * demo's service worker (src/app/demo-sw.ts) at once, and the world's worker (src/app/demo-worker.ts: the mock database,
 * the areas' handlers and the controls) or joins it if another tab or this tab's previous load
 * left it running; offers the demo panel once the backend answers (loaded when first opened). No
 * area mock is loaded on the page. `onListening` is told when the service worker intercepts calls
 * (or failed to). A real-mode build (VITE_MOCK=off) never imports this module (src/main.tsx loads
 * it with a dynamic import, so the demo's page part stays out of the first chunk).
 */
export async function startDemoBackend({ onListening }: { onListening?: () => void } = {}): Promise<void> {
  const { listening, ready } = startDemo({
    connect: connectWorld,
    shared: SHARED,
    onReady: () => installDemoPanel(() => import('@/mocks/panel/mount')),
  });
  void listening.finally(() => onListening?.()).catch(() => undefined);
  await ready;
}

/** Whether this browser has SharedWorker (one world for every tab), or each tab runs its own. */
const SHARED = typeof SharedWorker === 'function';

/** The world worker's name: one per version of the world's code, so a page never joins a worker of another build. */
const NAME = `drama-demo:world:${schema}`;

/**
 * One world for every tab: a SharedWorker, kept a few seconds after its last page goes
 * (`extendedLifetime`, Chromium 148+), so a reload or a link followed finds the world in memory.
 * Without SharedWorker, a dedicated worker of this tab.
 */
function connectWorld(onError: (message: string) => void): PortLike {
  if (SHARED) {
    const worker = new SharedWorker(new URL('./demo-worker.ts', import.meta.url), { type: 'module', name: NAME, extendedLifetime: true } as WorkerOptions);
    worker.addEventListener('error', () => onError('the demo world worker could not start'));
    return worker.port;
  }
  const worker = new Worker(new URL('./demo-worker.ts', import.meta.url), { type: 'module', name: NAME });
  worker.addEventListener('error', (event) => onError(event.message || 'the demo world worker failed'));
  return worker;
}
