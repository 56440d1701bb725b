import { defineArea } from '@/lib/area';

/** Tools: feedback (pixel) configurations, data migration from Excel, the promotion link generator, the postbacks, supplement by store number (issue #14). */
export default defineArea({
  name: 'tools',
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
