import { defineArea } from '@/lib/area';

/** Theater: dramas and their episodes, the classification lists comments and their reports, the home screen's banners and columns. */
export default defineArea({
  name: 'theater',
  menu: {
    groups: [
      { path: 'theater', name: '剧场管理', nameEn: 'Theater management', icon: 'theater', sort: 3, fallback: true },
    ],
    pages: {
      'theater/shortDramaContent': { name: '短剧内容', nameEn: 'Short dramas', sort: 1 },
      'theater/classification': { name: '分类管理', nameEn: 'Classifications', sort: 2 },
      'theater/comment': { name: '评论管理', nameEn: 'Comments', sort: 3 },
      'theater/homePage': { name: '首页配置', nameEn: 'Homepage', sort: 4 },
    },
  },
  pages: {
    'theater/shortDramaContent': () => import('./pages/shortDramaContent'),
    'theater/classification': () => import('./pages/classification'),
    'theater/comment': () => import('./pages/comment'),
    'theater/homePage': () => import('./pages/homePage'),
  },
  // The copyright alerts' count beside 短剧内容 (expired, or ending within the alert setting).
  badges: {
    'theater/shortDramaContent': async () => {
      const [{ theaterApi }] = await Promise.all([import('./contract'), import('./messages')]);
      const alerts = await theaterApi.copyrightAlerts();
      return { count: alerts.dramas.length, label: 'theater.copyright.badge' };
    },
  },
  // A drama in a tab of its own, and the command palette's drama search (src/lib/records.ts).
  records: {
    'theater/shortDramaContent': () => import('./pages/shortDramaContent.record'),
  },
  search: {
    'theater/shortDramaContent': async (q, limit) => (await import('./contract')).searchDramas(q, limit),
  },
  messages: () => import('./messages'),
  contract: () => import('./contract'),
  resources: () => import('./resources'),
  mock: __DEMO__ ? () => import('./mock') : undefined,
});
