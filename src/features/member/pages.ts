import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The member pages this area builds, by menu key. */
export const memberPages: Record<string, LazyExoticComponent<ComponentType>> = {
  'member/memberInforMation': lazy(() => import('./MemberInfoPage')),
  'member/membershipData': lazy(() => import('./MembershipDataPage')),
};
