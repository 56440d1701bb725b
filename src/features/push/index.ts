import { defineArea } from '@/lib/area';

/** Message push: create a push (aimed at all users, chosen members or a segment) and the push records. */
export default defineArea({
  name: 'push',
  pages: {
    'push/createPush': () => import('./pages/createPush'),
    'push/pushRecord': () => import('./pages/pushRecord'),
  },
  messages: () => import('./messages'),
  contract: () => import('./contract'),
  resources: () => import('./resources'),
  mock: __DEMO__ ? () => import('./mock') : undefined,
});
