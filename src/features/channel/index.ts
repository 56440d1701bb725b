import { defineArea } from '@/lib/area';

/** Channels: companies, channels and distribution (channel/management). */
export default defineArea({
  name: 'channel',
  pages: {
    'channel/management': () => import('./pages/management'),
  },
  messages: () => import('./messages'),
  contract: () => import('./contract'),
  resources: () => import('./resources'),
  mock: __DEMO__ ? () => import('./mock') : undefined,
});
