import { defineArea } from '@/lib/area';

/**
 * Money (issue #11): VIP types and records, VIP and recharge orders, golden-bean packages, card
 * codes, the white list, self-attribution. Its pages sit in the menu's operate group, beside the
 * engagement area's (src/features/engagement).
 */
export default defineArea({
  name: 'money',
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
    'operate/vipOrders': async (q) => (await import('./contract')).searchVipOrders(q),
    'operate/rechargeOrders': async (q) => (await import('./contract')).searchRechargeOrders(q),
  },
  messages: () => import('./messages'),
  contract: () => import('./contract'),
  resources: () => import('./resources'),
  mock: __DEMO__ ? () => import('./mock') : undefined,
});
