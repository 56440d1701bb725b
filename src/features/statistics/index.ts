import { defineArea } from '@/lib/area';

/**
 * The statistical reports (statisticalReport/) and the dashboard (/home/index, the first screen
 * after sign-in), on the report kit (src/lib/report) and the mock's warehouse.
 */
export default defineArea({
  name: 'statistics',
  pages: {
    home: () => import('./pages/home'),
    'statisticalReport/visitorStatistics': () => import('./pages/visitorStatistics'),
    'statisticalReport/dramaStatistics': () => import('./pages/dramaStatistics'),
    'statisticalReport/dramaDetailsStatistics': () => import('./pages/dramaDetailsStatistics'),
    'statisticalReport/dramaPlaybackStatistics': () => import('./pages/dramaPlaybackStatistics'),
    'statisticalReport/platformInformationStatistics': () => import('./pages/platformInformationStatistics'),
    'statisticalReport/userClickInformationStatistics': () => import('./pages/userClickInformationStatistics'),
    'statisticalReport/orderStatistics': () => import('./pages/orderStatistics'),
    'statisticalReport/operationDaily': () => import('./pages/operationDaily'),
    'statisticalReport/vipStatistics': () => import('./pages/vipStatistics'),
    'statisticalReport/thirtyDaysData': () => import('./pages/thirtyDaysData'),
  },
  messages: () => import('./messages'),
  contract: () => import('./contract'),
  mock: __DEMO__ ? () => import('./mock') : undefined,
});
