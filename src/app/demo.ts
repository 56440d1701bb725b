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

/** Browser: seeds the world and starts the service worker, then mounts the demo controls. */
export async function startDemoBackend(): Promise<void> {
  const [{ startDemo }, mocks] = await Promise.all([import('@/mocks/browser'), loadAreaMocks()]);
  await startDemo(mocks);
  const { mountDemoPanel } = await import('@/mocks/panel/mount');
  mountDemoPanel();
}
