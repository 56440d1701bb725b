import { useEffect } from 'react';
import { useRouterState } from '@tanstack/react-router';
import type { RECORD_MATCHES } from './record-search';
import { useActors } from './session-context';

/*
 * Records in tabs of their own, and the records the command palette finds.
 *
 * A record tab's route is its list page's path with `record/<id>` instead of `index`:
 * `/member/memberInforMation/record/12` shows member 12 in its own tab. So the route names the
 * page whose grant covers the record (the guard opens it only when the user's menu has that page,
 * else 403, like the page itself), the tab's identity is its path (a record's tab and its list's
 * tab are two tabs, each with its own search, unsaved edits and refresh), and nothing is carried in
 * the search, which stays the list's. An area offers record tabs in its manifest (`records`: a
 * component per page key taking the id; src/app/pages.tsx registers them, src/app/router.tsx
 * routes them).
 */

/** `/member/memberInforMation/record/12` for page `member/memberInforMation` and id 12. */
export function recordPath(page: string, id: string | number): string {
  return `/${page}/record/${encodeURIComponent(String(id))}`;
}

/** A record tab's address opened on one of its tabs: `/member/memberInforMation/record/12?tab=trail` (RecordView reads `tab`). */
export function recordHref(page: string, id: string | number, tab: string): string {
  return `${recordPath(page, id)}?tab=${encodeURIComponent(tab)}`;
}

/** The page and the record id of a record tab's path; null for any other path. */
export function parseRecordPath(pathname: string): { page: string; id: string } | null {
  const match = /^\/([^/]+)\/([^/]+)\/record\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return { page: `${match[1]}/${match[2]}`, id: decodeURIComponent(match[3]) };
  } catch {
    return null;
  }
}

/**
 * Names the record tab on show once its record has loaded (the tab's title, kept over a reload
 * like every tab). Until then the tab shows the record's id.
 */
export function useRecordTitle(title: string | null | undefined): void {
  const { tabs } = useActors();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => {
    if (title && parseRecordPath(pathname)) tabs.send({ type: 'RETITLE', path: pathname, title });
  }, [title, pathname, tabs]);
}

/* ------------------------------------------------------------------------------------------------
 * Record searches (the command palette)
 * ---------------------------------------------------------------------------------------------- */

/** What a query matched in a record: the palette says it ("手机号 09012345678"). */
export type RecordMatch = (typeof RECORD_MATCHES)[number];

/** A record the palette offers: it opens in its record tab. */
export interface RecordHit {
  id: number | string;
  /** The record's name (the tab's title). */
  title: string;
  /** A second line: what else identifies it (a card number, a Japanese title). */
  detail?: string;
  match: RecordMatch;
  /** The matched field's value, as stored. */
  value: string;
}

/**
 * Finds records of one page for the palette: a declared call of the owning area's contract, whose
 * grant is that page, so the server refuses a role without it (403) and the palette never asks.
 */
export type RecordSearch = (query: string, limit?: number) => Promise<{ hits: RecordHit[]; total: number }>;

const searches = new Map<string, RecordSearch>();

/** The areas' record searches by page key (their manifests' `search`; src/app/pages.tsx registers them). */
export function registerRecordSearches(map: Record<string, RecordSearch>): void {
  for (const [page, search] of Object.entries(map)) searches.set(page, search);
}

/** Every registered record search, by the page whose records it finds. */
export function recordSearches(): ReadonlyMap<string, RecordSearch> {
  return searches;
}
