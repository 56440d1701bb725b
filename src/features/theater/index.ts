import { defineArea } from '@/lib/area';

/** Theater: dramas and their episodes, the classification lists comments and their reports, the home screen's banners and columns. */
export default defineArea({
  name: 'theater',
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
    'theater/shortDramaContent': async (q) => (await import('./contract')).searchDramas(q),
  },
  messages: () => import('./messages'),
  contract: () => import('./contract'),
  resources: () => import('./resources'),
  mock: __DEMO__ ? () => import('./mock') : undefined,
});
