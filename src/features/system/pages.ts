import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The system-settings pages this area builds, by menu key. */
export const systemPages: Record<string, LazyExoticComponent<ComponentType>> = {
  'system/user': lazy(() => import('./UsersPage')),
  'system/roles': lazy(() => import('./RolesPage')),
  'system/menu': lazy(() => import('./MenuPage')),
  'system/version': lazy(() => import('./VersionPage')),
  'system/attachmentManagement': lazy(() => import('./AttachmentsPage')),
  'system/account': lazy(() => import('./OperationLogPage')),
  'system/systemConfiguration': lazy(() => import('./ConfigPage')),
  'system/tools': lazy(() => import('./ToolsPage')),
};
