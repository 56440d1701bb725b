import { defineArea } from '@/lib/area';

/** Marketing reports (marketReport/, issue #14): the paid-acquisition loop on the report kit. */
export default defineArea({
  name: 'market',
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
