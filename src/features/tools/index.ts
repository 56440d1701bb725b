import { defineArea } from '@/lib/area';

/** Tools: feedback (pixel) configurations, data migration from Excel, the promotion link generator, the postbacks, supplement by store number (issue #14). */
export default defineArea({
  name: 'tools',
  pages: {
    'toolCategory/configureFeedback': () => import('./ConfigureFeedbackPage'),
    'toolCategory/dataMigration': () => import('./DataMigrationPage'),
    'toolCategory/generationLinks': () => import('./GenerationLinksPage'),
    'toolCategory/returnList': () => import('./ReturnListPage'),
    'toolCategory/supplementOrder': () => import('./SupplementOrderPage'),
  },
  messages: () => import('./messages'),
  contract: () => import('./contract'),
  resources: () => import('./resources'),
  mock: __DEMO__ ? () => import('./mock') : undefined,
});
