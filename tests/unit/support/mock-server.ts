import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { configureClient } from '@/lib/api/client';
import { REQUEST_TIMEOUT_MS } from '@/lib/constants';
import { resetControls } from '@/mocks/controls';
import { initDb, resetDb } from '@/mocks/db';
import { createMockServer } from '@/app/demo-node';

export const ORIGIN = 'http://console.test';

/**
 * Starts the shared MSW handlers in Node for a suite, pointing the one client at them.
 * The database is reset to the seed before each test.
 */
export function useMockBackend(): { token: { value: string | null } } {
  const token = { value: null as string | null };
  let server: Awaited<ReturnType<typeof createMockServer>>;
  beforeAll(async () => {
    server = await createMockServer();
    await initDb();
    server.listen({ onUnhandledRequest: 'error' });
    // All of it: the files of a worker share the client's module (vite.config.ts), and one may have
    // left a short timeout or another language behind.
    configureClient({ baseUrl: `${ORIGIN}/admin/`, timeoutMs: REQUEST_TIMEOUT_MS, getToken: () => token.value, getLanguage: () => 'ZH', onSessionEnd: () => {} });
  });
  beforeEach(async () => {
    resetControls();
    await resetDb();
    token.value = null;
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return { token };
}
