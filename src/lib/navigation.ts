import { useCallback } from 'react';
import { useRouter } from '@tanstack/react-router';

/** A page's search as the console writes it (a list's filters, a tab, a report's period): flat values. */
export type PageSearch = Record<string, unknown>;

/**
 * Goes to a console path with a search, typed for any page: the console's routes are built from
 * the menu's data (`/$group/$page/index`), so a page's own path and search are plain values, not
 * route literals. The search is written by the router's own `stringifySearch`, exactly as a
 * navigation with `search` would write it.
 */
export function useGoTo(): (path: string, search?: PageSearch, options?: { replace?: boolean }) => Promise<void> {
  const router = useRouter();
  return useCallback(
    (path: string, search: PageSearch = {}, options: { replace?: boolean } = {}) =>
      router.navigate({ href: `${path}${router.options.stringifySearch(search)}`, replace: options.replace }),
    [router],
  );
}
