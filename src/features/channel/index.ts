import { defineArea } from '@/lib/area';

/** Channels: companies, channels and distribution (channel/management arrives with its issue). */
export default defineArea({
  name: 'channel',
  messages: () => import('./messages'),
  contract: () => import('./contract'),
  resources: () => import('./resources'),
  mock: __DEMO__ ? () => import('./mock') : undefined,
});
