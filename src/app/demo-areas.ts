import type { AreaMock } from '@/mocks/area';
import { areas } from './areas';

/**
 * The areas' mocks, in the order of src/app/areas.ts (the world's dependency order: their tables
 * seed in that order), loaded one after the other through the manifests (loading registers their
 * tables; importing src/app/areas.ts registers the menu the system area seeds its menu table
 * from). The demo's worker (src/app/demo-worker.ts), Node (src/app/demo-node.ts) and the unit
 * tests load them; the page never does. A real-mode build (VITE_MOCK=off) never imports this
 * module.
 *
 * The manifests also name the areas' pages (`import('./pages/…')`), which must not be bundled a
 * second time into the worker, where they never run: the worker's build resolves them to an empty
 * module (scripts/vite/worker-no-pages.ts).
 */
export async function loadAreaMocks(): Promise<AreaMock[]> {
  const mocks: AreaMock[] = [];
  for (const area of areas) if (area.mock) mocks.push((await area.mock()).default as AreaMock);
  return mocks;
}
