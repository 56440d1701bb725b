import schema from 'virtual:demo-world-schema';
import { createWorldHost, type WorldHost } from '@/mocks/host';
import { indexedDbWorldStore } from '@/mocks/world-store';
import { loadAreaMocks } from './demo-areas';

/** The world the demo's worker serves (src/app/demo-worker.ts): the areas' mocks, the code's version, the world kept in IndexedDB. */
export function createHost(): WorldHost {
  return createWorldHost({ areas: loadAreaMocks, schema, store: indexedDbWorldStore() });
}
