/**
 * The demo backend as a real HTTP server, for a real-mode build (VITE_MOCK=off) or any client
 * over the network. The same handlers serve the browser worker and vitest.
 *
 *   npm run mock-server                 # http://localhost:9090/admin/...
 *   PORT=9191 DEMO_MEMBERS=100000 npm run mock-server
 */
import './demo-globals';
import { createServer } from '@mswjs/http-middleware';
import { mockHandlers } from '../src/app/demo-node';
import { initDb } from '../src/mocks/db';

const port = Number(process.env.PORT ?? 9090);
const started = Date.now();
const handlers = await mockHandlers();
await initDb();
const server = createServer(...handlers);
server.listen(port, () => {
  console.log(`Drama Console mock backend on http://localhost:${port}/admin/ (seeded in ${Date.now() - started} ms)`);
});
