import { defineArea } from '@/lib/area';

/** System settings: users, roles, menus, versions, files, operation log, settings, tools. */
export default defineArea({
  name: 'system',
  pages: {
    'system/user': () => import('./pages/user'),
    'system/roles': () => import('./pages/roles'),
    'system/menu': () => import('./pages/menu'),
    'system/version': () => import('./pages/version'),
    'system/attachmentManagement': () => import('./pages/attachmentManagement'),
    'system/account': () => import('./pages/account'),
    'system/systemConfiguration': () => import('./pages/systemConfiguration'),
    'system/tools': () => import('./pages/tools'),
  },
  messages: () => import('./messages'),
  contract: () => import('./contract'),
  resources: () => import('./resources'),
  mock: __DEMO__ ? () => import('./mock') : undefined,
});
