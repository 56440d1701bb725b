/**
 * The demo backend as a real HTTP server, for a real-mode build (VITE_MOCK=off) or any client
 * over the network. The same handlers serve the browser worker and vitest.
 *
 *   npm run mock-server                 # http://localhost:9090/admin/...
 *   PORT=9191 DEMO_MEMBERS=100000 npm run mock-server
 *   IDLE_MINUTES=1 SIGNIN_LOCK_SECONDS=30 npm run mock-server   # sessions end after a minute without a call
 *   SIGNIN_THROTTLE=off npm run mock-server                      # no sign-in throttling
 */
import './demo-globals';
import { mockHandlers } from '../src/app/demo-node';
import { initDb } from '../src/mocks/db';
import { securitySettings } from '../src/mocks/sessions';
import { createMockHttpServer } from './mock-http';

const port = Number(process.env.PORT ?? 9090);
const started = Date.now();
const handlers = await mockHandlers();
await initDb();
// Every answer is the console's envelope: an unexpected error is 服务异常！ (HTTP 500), its detail on this console only.
const server = createMockHttpServer(handlers);
server.listen(port, () => {
  console.log(`Drama Console mock backend on http://localhost:${port}/admin/ (seeded in ${Date.now() - started} ms)`);
  const s = securitySettings();
  const throttle = s.throttle ? `${s.maxFailures} failures in ${s.windowSeconds} s lock an account for ${s.lockSeconds} s` : 'off';
  console.log(`Sessions end after ${s.idleMinutes} min without a call; sign-in throttling: ${throttle}`);
});
