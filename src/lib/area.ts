import type { ComponentType } from 'react';
import type { MenuBadgeLoader } from './menu-badges';
import type { MenuEntries } from './menu-catalogue';
import type { RecordSearch } from './records';
import type { ResourceDef } from './resource/types';

/**
 * An area of the console (src/features/<area>/index.ts): the pages it builds by menu key, its
 * messages and, in demo builds only, its mock. `src/app/areas.ts` lists the areas, one line each;
 * from that list come the page registry, the demo backend and the generated docs.
 */
export interface AreaManifest {
  name: string;
  /**
   * The area's menu entries (src/lib/menu-catalogue.ts): the groups it opens and its pages with
   * their names and places. Every page here has a component in `pages` and every page in `pages`
   * (but the dashboard, 'home') an entry here: tests/unit/menu-registry.test.ts.
   */
  menu?: MenuEntries;
  /** Page components by menu key ('system/user'), loaded on first visit. */
  pages?: Record<string, () => Promise<{ default: ComponentType }>>;
  /**
   * Record tabs by page key (src/lib/records.ts): the component that shows one record of that
   * page's list in a tab of its own, at `/<page>/record/<id>`; loaded with the area's messages.
   */
  records?: Record<string, () => Promise<{ default: ComponentType<{ id: string }> }>>;
  /**
   * The command palette's record searches by page key (src/lib/records.ts): each sends a declared
   * search call of the area's contract granted to that page; the palette asks only for the pages
   * the user's menu has.
   */
  search?: Record<string, RecordSearch>;
  /** Counts beside its menu items by page key (src/lib/menu-badges.ts), loaded for users whose menu has the page. */
  badges?: Record<string, MenuBadgeLoader>;
  /** The area's messages (features/<area>/messages.ts), loaded with its pages. */
  messages?: () => Promise<unknown>;
  /**
   * The area's demo backend (features/<area>/mock). Write it as
   * `mock: __DEMO__ ? () => import('./mock') : undefined` so a real-mode build drops it.
   */
  mock?: () => Promise<{ default: unknown }>;
  /** The area's contract (schemas and declared calls): docs/api.md, docs/openapi.json and `npm run contract` read it. */
  contract?: () => Promise<unknown>;
  /** The area's resource definitions (list pages): the generic test suite and the docs read them. */
  resources?: () => Promise<{ resources: ResourceDef[] }>;
}

export function defineArea(area: AreaManifest): AreaManifest {
  return area;
}
