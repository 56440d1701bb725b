import { defineArea } from '@/lib/area';

/** Marketing reports (marketReport/, issue #14): the paid-acquisition loop on the report kit. */
export default defineArea({
  name: 'market',
  pages: {
    'marketReport/adUserActivation': () => import('./ActivationPage'),
    'marketReport/advertisingCorrespondingRecharge': () => import('./RechargePage'),
    'marketReport/pageBrowsingClick': () => import('./PageBrowsingPage'),
    'marketReport/ttReport': () => import('./TikTokPage'),
  },
  messages: () => import('./messages'),
  contract: () => import('./contract'),
  resources: () => import('./resources'),
  mock: __DEMO__ ? () => import('./mock') : undefined,
});
