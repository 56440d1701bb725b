import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadKitMessages } from '@/i18n';
import { registerMenuBadges } from '@/lib/menu-badges';
import { KNOWN_PAGES } from '@/lib/menu-catalogue';
import { registerRecordSearches } from '@/lib/records';
import { areas } from './areas';

/**
 * The page registry: every known page path of section 2, and the component that renders it,
 * from the areas' manifests. A page loads with its area's messages and the list kit's, so the
 * sign-in page carries neither. A page without a component shows the "not yet available" notice
 * until its area ships. A page opens only when the signed-in user's menu has it (src/app/router.tsx).
 */
export interface PageEntry {
  component?: LazyExoticComponent<ComponentType>;
}

const built: Record<string, LazyExoticComponent<ComponentType>> = {};
/** Record tabs (src/lib/records.ts): the component showing one record of a page's list, by page key. */
export const records: Record<string, LazyExoticComponent<ComponentType<{ id: string }>>> = {};
for (const area of areas) {
  if (area.badges) registerMenuBadges(area.badges);
  if (area.search) registerRecordSearches(area.search);
  for (const [key, load] of Object.entries(area.pages ?? {})) {
    built[key] = lazy(async () => {
      const [page] = await Promise.all([load(), area.messages?.(), loadKitMessages()]);
      return page;
    });
  }
  for (const [key, load] of Object.entries(area.records ?? {})) {
    if (!KNOWN_PAGES.includes(key)) continue;
    records[key] = lazy(async () => {
      const [record] = await Promise.all([load(), area.messages?.(), loadKitMessages()]);
      return record;
    });
  }
}

/** The home page (/home/index, the dashboard) is not a menu page: its key is 'home'. */
export const HOME_PAGE = 'home';

export const pages: Record<string, PageEntry> = Object.fromEntries([HOME_PAGE, ...KNOWN_PAGES].map((key) => [key, { component: built[key] }]));
