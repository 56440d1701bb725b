import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The system-settings pages this area builds, by menu key. */
export const systemPages: Record<string, LazyExoticComponent<ComponentType>> = {
  'system/user': lazy(() => import('./UsersPage')),
  'system/roles': lazy(() => import('./RolesPage')),
};
