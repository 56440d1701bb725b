import type { ComponentType, LazyExoticComponent } from 'react';
import { memberPages } from '@/features/member/pages';
import { systemPages } from '@/features/system/pages';
import { KNOWN_PAGES } from '@/lib/menu-catalogue';

/**
 * The page registry: every known page path of section 2, and the component that renders it.
 * A page without a component shows the "not yet available" notice until its area ships.
 * A page opens only when the signed-in user's menu has it (src/app/router.tsx).
 */
export interface PageEntry {
  component?: LazyExoticComponent<ComponentType>;
}

const built: Record<string, LazyExoticComponent<ComponentType>> = { ...systemPages, ...memberPages };

export const pages: Record<string, PageEntry> = Object.fromEntries(KNOWN_PAGES.map((key) => [key, { component: built[key] }]));
