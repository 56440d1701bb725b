import { defineArea } from '@/lib/area';

/**
 * Money (issue #11): VIP types and records, VIP and recharge orders, golden-bean packages, card
 * codes, the white list, self-attribution. Its pages sit in the menu's operate group, beside the
 * engagement area's (src/features/engagement).
 */
export default defineArea({
  name: 'money',
  menu: {
    groups: [
      { path: 'operate', name: '运营管理', nameEn: 'Operations management', icon: 'operate', sort: 5, fallback: true },
    ],
    pages: {
      'operate/vipManagement': { name: 'VIP管理', nameEn: 'VIP management', sort: 1 },
      'operate/vipOrders': { name: 'VIP订单', nameEn: 'VIP orders', sort: 2 },
      'operate/rechargeOrders': { name: '充值订单', nameEn: 'Recharge orders', sort: 3 },
      'operate/packageManagement': { name: '套餐管理', nameEn: 'Packages', sort: 4 },
      'operate/cardSecurity': { name: '卡密管理', nameEn: 'Card codes', sort: 7 },
      'operate/selfAttributionConfiguration': { name: '自归因配置', nameEn: 'Self-attribution', sort: 12 },
      'operate/whiteList': { name: '白名单', nameEn: 'White list', sort: 13 },
    },
  },
  pages: {
    'operate/vipManagement': () => import('./pages/vipManagement'),
    'operate/vipOrders': () => import('./pages/vipOrders'),
    'operate/rechargeOrders': () => import('./pages/rechargeOrders'),
    'operate/packageManagement': () => import('./pages/packageManagement'),
    'operate/cardSecurity': () => import('./pages/cardSecurity'),
    'operate/whiteList': () => import('./pages/whiteList'),
    'operate/selfAttributionConfiguration': () => import('./pages/selfAttributionConfiguration'),
  },
  // An order in a tab of its own (src/lib/records.ts).
  records: {
    'operate/vipOrders': () => import('./pages/vipOrders.record'),
    'operate/rechargeOrders': () => import('./pages/rechargeOrders.record'),
  },
  // The command palette's order searches, by order number.
  search: {
    'operate/vipOrders': async (q, limit) => (await import('./contract')).searchVipOrders(q, limit),
    'operate/rechargeOrders': async (q, limit) => (await import('./contract')).searchRechargeOrders(q, limit),
  },
  messages: () => import('./messages'),
  contract: () => import('./contract'),
  resources: () => import('./resources'),
  mock: __DEMO__ ? () => import('./mock') : undefined,
});
