import { defineArea } from '@/lib/area';

/**
 * Operations. Two sides share the folder, each in files of its own:
 *  - the money side (issue #11): VIP types and records, VIP and recharge orders, golden-bean
 *    packages, card codes, the white list, self-attribution: contract/money.ts,
 *    resources/money.ts, mock/money/, messages group `operate`;
 *  - the engagement side (issue #12): tasks, sign-in rewards, the ticker, popups, internal and
 *    automatic messages: contract/engagement.ts, resources/engagement.ts, mock/engagement/,
 *    messages group `operateEngagement`.
 * contract.ts, resources.ts and mock/index.ts only join the two.
 */
export default defineArea({
  name: 'operate',
  pages: {
    // The money side (#11).
    'operate/vipManagement': () => import('./VipPage'),
    'operate/vipOrders': () => import('./VipOrdersPage'),
    'operate/rechargeOrders': () => import('./RechargeOrdersPage'),
    'operate/packageManagement': () => import('./PackagesPage'),
    'operate/cardSecurity': () => import('./CardCodesPage'),
    'operate/whiteList': () => import('./WhiteListPage'),
    'operate/selfAttributionConfiguration': () => import('./AttributionPage'),

    // The engagement side (#12).
    'operate/task': () => import('./TaskPage'),
    'operate/signIn': () => import('./SignInPage'),
    'operate/horseRaceLamp': () => import('./TickerPage'),
    'operate/pushPopup': () => import('./PopupPage'),
    'operate/internalMessage': () => import('./MessagePage'),
    'operate/automaticInternalMessage': () => import('./AutoMessagePage'),
  },
  // An order in a tab of its own (src/lib/records.ts).
  records: {
    'operate/vipOrders': () => import('./VipOrderRecordPage'),
    'operate/rechargeOrders': () => import('./RechargeOrderRecordPage'),
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
