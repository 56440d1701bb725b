import { setupServer } from 'msw/node';
import type { AreaMock } from './area';
import { initDb } from './db';
import { buildHandlers } from './handlers';

/** The same handlers in Node: vitest and scripts/mock-server.ts start their server with this. */
export function createNodeServer(areas: readonly AreaMock[]) {
  return setupServer(...buildHandlers(areas));
}
export { initDb };
