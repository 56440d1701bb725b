import { defineArea } from '@/lib/area';

/** Members: member information and membership analytics. */
export default defineArea({
  name: 'member',
  menu: {
    groups: [
      { path: 'member', name: '会员管理', nameEn: 'Members', icon: 'member', sort: 2, fallback: true },
    ],
    pages: {
      'member/memberInforMation': { name: '会员信息', nameEn: 'Member information', sort: 1 },
      'member/membershipData': { name: '会员数据', nameEn: 'Membership data', sort: 2 },
    },
  },
  pages: {
    'member/memberInforMation': () => import('./pages/memberInforMation'),
    'member/membershipData': () => import('./pages/membershipData'),
  },
  // A member in a tab of its own, and the command palette's member search (src/lib/records.ts).
  records: {
    'member/memberInforMation': () => import('./pages/memberInforMation.record'),
  },
  search: {
    'member/memberInforMation': async (q, limit) => (await import('./contract')).searchMembers(q, limit),
  },
  messages: () => import('./messages'),
  contract: () => import('./contract'),
  resources: () => import('./resources'),
  mock: __DEMO__ ? () => import('./mock') : undefined,
});
