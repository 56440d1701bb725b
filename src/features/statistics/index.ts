import { defineArea } from '@/lib/area';

/**
 * The statistical reports (statisticalReport/) and the dashboard (/home/index, the first screen
 * after sign-in), on the report kit (src/lib/report) and the mock's warehouse.
 */
export default defineArea({
  name: 'statistics',
  menu: {
    groups: [
      { path: 'statisticalReport', name: '统计报表', nameEn: 'Statistical reports', icon: 'statistics', sort: 7 },
    ],
    pages: {
      'statisticalReport/visitorStatistics': { name: '访客统计', nameEn: 'Visitors', sort: 1 },
      'statisticalReport/orderStatistics': { name: '订单统计', nameEn: 'Orders', sort: 2 },
      'statisticalReport/dramaStatistics': { name: '短剧统计', nameEn: 'Dramas', sort: 3 },
      'statisticalReport/dramaDetailsStatistics': { name: '短剧详情统计', nameEn: 'Drama details', sort: 4 },
      'statisticalReport/dramaPlaybackStatistics': { name: '短剧播放统计', nameEn: 'Drama playback', sort: 5 },
      'statisticalReport/platformInformationStatistics': { name: '平台信息统计', nameEn: 'Platforms', sort: 6 },
      'statisticalReport/vipStatistics': { name: 'VIP统计', nameEn: 'VIP retention', sort: 7 },
      'statisticalReport/operationDaily': { name: '运营日报', nameEn: 'Operation daily', sort: 8 },
      'statisticalReport/thirtyDaysData': { name: '30天数据', nameEn: '30-day data', sort: 9 },
      'statisticalReport/userClickInformationStatistics': { name: '用户点击统计', nameEn: 'User clicks', sort: 10 },
    },
  },
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
