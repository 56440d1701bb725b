import type { AreaMock } from '@/mocks/area';
import { areas } from './areas';

/**
 * The demo entry: the only place that reaches the mock backend. It loads each area's mock in the
 * order of src/app/areas.ts (the world's dependency order: their tables seed in that order).
 * A real-mode build (VITE_MOCK=off) never imports this module.
 */
export async function loadAreaMocks(): Promise<AreaMock[]> {
  const mocks: AreaMock[] = [];
  for (const area of areas) if (area.mock) mocks.push((await area.mock()).default as AreaMock);
  return mocks;
}

/** Resolves just after the next frame is painted (or after a second, in a tab that does not paint). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 1000);
  });
}

/**
 * Browser, called by src/main.tsx once the console is rendering: starts the service worker at
 * once (calls made before seeding ends wait for it, see src/mocks/browser.ts), loads the areas'
 * mocks and the demo panel meanwhile, seeds the database after the console's first paint, then
 * mounts the demo panel. `onListening` is told when the worker intercepts calls (or failed to).
 */
export async function startDemoBackend({ onListening }: { onListening?: () => void } = {}): Promise<void> {
  const panel = import('@/mocks/panel/mount');
  const { startDemo } = await import('@/mocks/browser');
  const { listening, ready } = startDemo({
    areas: loadAreaMocks(),
    seedAfter: afterNextPaint(),
    onReady: async () => (await panel).mountDemoPanel(),
  });
  void listening.finally(() => onListening?.()).catch(() => undefined);
  await ready;
}
