import { defineArea } from '@/lib/area';

/** Marketing reports (marketReport/, issue #14): the paid-acquisition loop on the report kit. */
export default defineArea({
  name: 'market',
  menu: {
    groups: [
      { path: 'marketReport', name: '市场报表', nameEn: 'Marketing reports', icon: 'market', sort: 8 },
    ],
    pages: {
      'marketReport/adUserActivation': { name: '广告用户激活', nameEn: 'Ad user activation', sort: 1 },
      'marketReport/advertisingCorrespondingRecharge': { name: '广告对应充值', nameEn: 'Recharge by ad', sort: 2 },
      'marketReport/pageBrowsingClick': { name: '页面浏览点击', nameEn: 'Page views and clicks', sort: 3 },
      'marketReport/ttReport': { name: 'TT报表', nameEn: 'TikTok report', sort: 4 },
    },
  },
  pages: {
    'marketReport/adUserActivation': () => import('./pages/adUserActivation'),
    'marketReport/advertisingCorrespondingRecharge': () => import('./pages/advertisingCorrespondingRecharge'),
    'marketReport/pageBrowsingClick': () => import('./pages/pageBrowsingClick'),
    'marketReport/ttReport': () => import('./pages/ttReport'),
  },
  messages: () => import('./messages'),
  contract: () => import('./contract'),
  resources: () => import('./resources'),
  mock: __DEMO__ ? () => import('./mock') : undefined,
});
