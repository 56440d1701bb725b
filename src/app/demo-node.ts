import { createNodeServer } from '@/mocks/node';
import { loadAreaMocks } from './demo-areas';

/**
 * The demo backend in Node (vitest, `npm run mock-server`, the benchmark): the same area mocks
 * and handlers as the browser's world worker, in memory. Scripts run outside Vite define
 * `__DEMO__` first (scripts/demo-globals.ts).
 */
export async function createMockServer() {
  return createNodeServer(await loadAreaMocks());
}

export async function mockHandlers() {
  const { buildHandlers } = await import('@/mocks/handlers');
  return buildHandlers(await loadAreaMocks());
}
