import { defineArea } from '@/lib/area';

/** Tools: feedback (pixel) configurations, data migration from Excel, the promotion link generator, the postbacks, supplement by store number (issue #14). */
export default defineArea({
  name: 'tools',
  menu: {
    groups: [
      { path: 'toolCategory', name: '工具类', nameEn: 'Tools', icon: 'tools', sort: 9 },
    ],
    pages: {
      'toolCategory/configureFeedback': { name: '回传配置', nameEn: 'Feedback configuration', sort: 1 },
      'toolCategory/dataMigration': { name: '数据迁移', nameEn: 'Data migration', sort: 2 },
      'toolCategory/generationLinks': { name: '生成链接', nameEn: 'Link generation', sort: 3 },
      'toolCategory/returnList': { name: '回传列表', nameEn: 'Return list', sort: 4 },
      'toolCategory/supplementOrder': { name: '补单', nameEn: 'Supplement order', sort: 5 },
    },
  },
  pages: {
    'toolCategory/configureFeedback': () => import('./pages/configureFeedback'),
    'toolCategory/dataMigration': () => import('./pages/dataMigration'),
    'toolCategory/generationLinks': () => import('./pages/generationLinks'),
    'toolCategory/returnList': () => import('./pages/returnList'),
    'toolCategory/supplementOrder': () => import('./pages/supplementOrder'),
  },
  messages: () => import('./messages'),
  contract: () => import('./contract'),
  resources: () => import('./resources'),
  mock: __DEMO__ ? () => import('./mock') : undefined,
});
