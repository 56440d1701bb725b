import { defineArea } from '@/lib/area';

/** System settings: users, roles, menus, versions, files, operation log, settings, tools. */
export default defineArea({
  name: 'system',
  pages: {
    'system/user': () => import('./UsersPage'),
    'system/roles': () => import('./RolesPage'),
    'system/menu': () => import('./MenuPage'),
    'system/version': () => import('./VersionPage'),
    'system/attachmentManagement': () => import('./AttachmentsPage'),
    'system/account': () => import('./OperationLogPage'),
    'system/systemConfiguration': () => import('./ConfigPage'),
    'system/tools': () => import('./ToolsPage'),
  },
  messages: () => import('./messages'),
  contract: () => import('./contract'),
  resources: () => import('./resources'),
  mock: __DEMO__ ? () => import('./mock') : undefined,
});
