import { lazy, type ComponentType } from 'react';
import { loadKitMessages } from '@/i18n/kit';
import { registerMenuBadges } from '@/lib/menu-badges';
import { knownPages } from '@/lib/menu-catalogue';
import { once } from '@/lib/once';
import { registerRecordSearches } from '@/lib/records';
import { areas } from './areas';

/** The shared records' messages (field names, options and rules of members, orders…): every page may show them. */
const loadRecordMessages = (): Promise<unknown> => import('@/records/messages');

/**
 * The page registry: every page of the menu registry (the areas' `menu` entries, src/lib/menu-catalogue.ts)
 * and the dashboard, with the component that renders it, from the areas' manifests (every menu page
 * has one: tests/unit/menu-registry.test.ts). A page loads with its area's messages, the list kit's
 * and the shared records' (src/records/messages.ts), so the sign-in page carries none of them. A page
 * opens only when the signed-in user's menu has it (src/app/router.tsx).
 *
 * A page's code can start loading before the page renders (`preloadPage`: the router does it when
 * a route starts loading, a reload as soon as the console starts), and a page module may export
 * `prefetch(search)`, called as soon as its code has arrived, to start its first request with the
 * route instead of after it has rendered (a list page: `listPrefetch` of the resource kit).
 */
export interface PageEntry {
  component: ComponentType;
}

/** What a page module exports. */
interface PageModule<P> {
  default: ComponentType<P>;
  /** Starts the page's first request(s) for the route's search (the router's parsed search). */
  prefetch?: (search: Record<string, unknown>) => void;
}

/**
 * A lazily loaded page that renders at once when its code has already arrived (a preload): a
 * React.lazy component would still suspend for a frame and commit its fallback first.
 */
function lazyPage<P extends object>(load: () => Promise<PageModule<P>>): { component: ComponentType<P>; preload: () => Promise<PageModule<P>> } {
  let loaded: ComponentType<P> | null = null;
  const preload = once(() =>
    load().then((m) => {
      loaded = m.default;
      return m;
    }),
  );
  const Lazy = lazy(preload);
  function Page(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { component: Page, preload };
}

const built: Record<string, ReturnType<typeof lazyPage<object>>> = {};
const recordPages: Record<string, ReturnType<typeof lazyPage<{ id: string }>>> = {};
for (const area of areas) {
  if (area.badges) registerMenuBadges(area.badges);
  if (area.search) registerRecordSearches(area.search);
  for (const [key, load] of Object.entries(area.pages ?? {})) {
    built[key] = lazyPage(async () => {
      const [page] = await Promise.all([load(), area.messages?.(), loadKitMessages(), loadRecordMessages()]);
      return page as PageModule<object>;
    });
  }
  for (const [key, load] of Object.entries(area.records ?? {})) {
    recordPages[key] = lazyPage(async () => {
      const [record] = await Promise.all([load(), area.messages?.(), loadKitMessages(), loadRecordMessages()]);
      return record;
    });
  }
}

/** Record tabs (src/lib/records.ts): the component showing one record of a page's list, by page key. */
export const records: Record<string, ComponentType<{ id: string }>> = Object.fromEntries(Object.entries(recordPages).map(([key, r]) => [key, r.component]));

/** The home page (/home/index, the dashboard) is not a menu page: its key is 'home'. */
export const HOME_PAGE = 'home';

export const pages: Record<string, PageEntry> = Object.fromEntries(
  [HOME_PAGE, ...knownPages()].flatMap((key) => (built[key] ? [[key, { component: built[key].component }]] : [])),
);

/**
 * Starts loading the code of the page at `key` ('system/user'; a record tab's page with `record`),
 * and, given the route's search, the page's first request (its module's `prefetch`). Failures are
 * left to the render, which loads again.
 */
export function preloadPage(key: string, options: { record?: boolean; search?: Record<string, unknown> } = {}): void {
  const entry = options.record ? recordPages[key] : built[key];
  if (!entry) return;
  void entry.preload().then(
    (m) => {
      if (options.search && 'prefetch' in m) (m as PageModule<object>).prefetch?.(options.search);
    },
    () => undefined,
  );
}
