import { defineArea } from '@/lib/area';

/** Channels: companies, channels and distribution (channel/management). */
export default defineArea({
  name: 'channel',
  menu: {
    groups: [
      { path: 'channel', name: '渠道管理', nameEn: 'Channel management', icon: 'channel', sort: 4, fallback: true },
    ],
    pages: {
      'channel/management': { name: '渠道与分销', nameEn: 'Channels and distribution', sort: 1 },
    },
  },
  pages: {
    'channel/management': () => import('./pages/management'),
  },
  messages: () => import('./messages'),
  contract: () => import('./contract'),
  resources: () => import('./resources'),
  mock: __DEMO__ ? () => import('./mock') : undefined,
});
