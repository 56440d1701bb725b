import { setupServer } from 'msw/node';
import { initDb } from './db';
import { handlers } from './handlers';

/** The same handlers in Node: vitest uses this server, and scripts/mock-server.ts the handlers. */
export const server = setupServer(...handlers);
export { initDb };
