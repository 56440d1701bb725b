import { defineArea } from '@/lib/area';

/** Message push: create a push (aimed at all users, chosen members or a segment) and the push records. */
export default defineArea({
  name: 'push',
  menu: {
    groups: [
      { path: 'push', name: '消息推送', nameEn: 'Message push', icon: 'push', sort: 6, fallback: true },
    ],
    pages: {
      'push/createPush': { name: '创建推送', nameEn: 'Create push', sort: 1 },
      'push/pushRecord': { name: '推送记录', nameEn: 'Push records', sort: 2 },
    },
  },
  pages: {
    'push/createPush': () => import('./pages/createPush'),
    'push/pushRecord': () => import('./pages/pushRecord'),
  },
  messages: () => import('./messages'),
  contract: () => import('./contract'),
  resources: () => import('./resources'),
  mock: __DEMO__ ? () => import('./mock') : undefined,
});
