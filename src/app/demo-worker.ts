import schema from 'virtual:demo-world-schema';
import type { PortLike } from '@/mocks/bridge';
import { createWorldHost } from '@/mocks/host';
import { indexedDbWorldStore } from '@/mocks/world-store';
import { loadAreaMocks } from './demo-areas';

/**
 * The demo's world worker (started by src/app/demo.ts): the mock database, the areas' handlers,
 * the journal and the demo controls, off the pages' thread (src/mocks/host.ts). A SharedWorker
 * serves every tab of the browser (each connects a port); where the browser has none, each tab
 * runs this as a dedicated worker, whose own scope is its port.
 */

interface SharedScope {
  onconnect: ((event: MessageEvent) => void) | null;
}

const host = createWorldHost({ areas: loadAreaMocks, schema, store: indexedDbWorldStore() });
const scope = globalThis as unknown as Partial<SharedScope> & PortLike;

if ('onconnect' in scope) {
  scope.onconnect = (event) => host.connect(event.ports[0]);
} else {
  host.connect(scope);
}
