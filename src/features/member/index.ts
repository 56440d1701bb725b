import { defineArea } from '@/lib/area';

/** Members: member information and membership analytics. */
export default defineArea({
  name: 'member',
  pages: {
    'member/memberInforMation': () => import('./MemberInfoPage'),
    'member/membershipData': () => import('./MembershipDataPage'),
  },
  messages: () => import('./messages'),
  contract: () => import('./contract'),
  resources: () => import('./resources'),
  mock: __DEMO__ ? () => import('./mock') : undefined,
});
