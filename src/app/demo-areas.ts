import type { AreaMock } from '@/mocks/area';

/**
 * Each area's mock, in the order of src/app/areas.ts (the world's dependency order: their tables
 * seed in that order), imported directly rather than through the areas' manifests: a manifest
 * also names the area's pages, which would put every page of the console into the bundle of the
 * demo's worker, never to run there. tests/unit/demo-areas.test.ts checks that this is the
 * manifests' list of mocks (`mock:`), in their order.
 */
const MOCKS: ReadonlyArray<() => Promise<{ default: AreaMock }>> = [
  () => import('@/features/system/mock'),
  () => import('@/features/channel/mock'),
  () => import('@/features/theater/mock'),
  () => import('@/features/member/mock'),
  () => import('@/features/money/mock'),
  () => import('@/features/engagement/mock'),
  () => import('@/features/statistics/mock'),
  () => import('@/features/push/mock'),
  () => import('@/features/market/mock'),
  () => import('@/features/tools/mock'),
];

/**
 * The areas' mocks, loaded one after the other (loading registers their tables, in order): the
 * demo's worker (src/app/demo-worker.ts), Node (src/app/demo-node.ts) and the unit tests load them;
 * the page never does. A real-mode build (VITE_MOCK=off) never imports this module.
 */
export async function loadAreaMocks(): Promise<AreaMock[]> {
  const mocks: AreaMock[] = [];
  for (const load of MOCKS) mocks.push((await load()).default);
  return mocks;
}
