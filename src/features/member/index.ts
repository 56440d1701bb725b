import { defineArea } from '@/lib/area';

/** Members: member information and membership analytics. */
export default defineArea({
  name: 'member',
  pages: {
    'member/memberInforMation': () => import('./pages/memberInforMation'),
    'member/membershipData': () => import('./pages/membershipData'),
  },
  // A member in a tab of its own, and the command palette's member search (src/lib/records.ts).
  records: {
    'member/memberInforMation': () => import('./pages/memberInforMation.record'),
  },
  search: {
    'member/memberInforMation': async (q) => (await import('./contract')).searchMembers(q),
  },
  messages: () => import('./messages'),
  contract: () => import('./contract'),
  resources: () => import('./resources'),
  mock: __DEMO__ ? () => import('./mock') : undefined,
});
