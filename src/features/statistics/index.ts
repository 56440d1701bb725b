import { defineArea } from '@/lib/area';

/**
 * The statistical reports (statisticalReport/) and the dashboard (/home/index, the first screen
 * after sign-in), on the report kit (src/lib/report) and the mock's warehouse.
 */
export default defineArea({
  name: 'statistics',
  pages: {
    home: () => import('./DashboardPage'),
    'statisticalReport/visitorStatistics': () => import('./VisitorStatisticsPage'),
    'statisticalReport/dramaStatistics': () => import('./DramaStatisticsPage'),
    'statisticalReport/dramaDetailsStatistics': () => import('./DramaDetailsStatisticsPage'),
    'statisticalReport/dramaPlaybackStatistics': () => import('./PlaybackStatisticsPage'),
    'statisticalReport/platformInformationStatistics': () => import('./PlatformStatisticsPage'),
    'statisticalReport/userClickInformationStatistics': () => import('./ClickStatisticsPage'),
    'statisticalReport/orderStatistics': () => import('./OrderStatisticsPage'),
    'statisticalReport/operationDaily': () => import('./OperationDailyPage'),
    'statisticalReport/vipStatistics': () => import('./VipStatisticsPage'),
    'statisticalReport/thirtyDaysData': () => import('./ThirtyDaysPage'),
  },
  messages: () => import('./messages'),
  contract: () => import('./contract'),
  mock: __DEMO__ ? () => import('./mock') : undefined,
});
