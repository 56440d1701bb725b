import { resourceApi } from './api';
import { loadOptions, onInvalidate } from './options';
import { queryFromSearch, type Search } from './url';
import { loadViews, viewsNow } from './view-store';
import { resolveOpening } from './views';
import type { ListQuery, OptionsSource, PageResult, RecordKey, RecordSchema, ResourceDef } from './types';

/**
 * A list's first request, started with the route instead of after the page has rendered
 * (docs/performance.md, Lighthouse): the router calls a page module's `prefetch(search)` as soon
 * as the page's code has arrived, in parallel with the shell and the menu; the list statechart
 * then takes that request for its first load (`takePrefetched`) rather than sending its own.
 * The options the first screen shows (sourced columns and filters) start loading then too.
 *
 * A prefetched page is taken once, for the same query only, and only while fresh: a write to the
 * endpoint (`invalidate`) or a few seconds without a taker drop it, so a list never shows rows
 * read before a change it made.
 */
const FRESH_MS = 10_000;

const pending = new Map<string, { promise: Promise<PageResult>; at: number }>();

const keyOf = (def: Pick<ResourceDef, 'endpoint'>, query: ListQuery) => `${def.endpoint} ${JSON.stringify(query)}`;

onInvalidate((endpoint) => {
  for (const key of [...pending.keys()]) if (key.startsWith(`${endpoint} `)) pending.delete(key);
});

function isSource(x: unknown): x is OptionsSource {
  return Boolean(x && typeof x === 'object' && !Array.isArray(x) && 'endpoint' in x);
}

/** Starts the first page of `def` for the route's `search` (and the options it shows), unless already on its way. */
export function prefetchList(def: ResourceDef, search: Search): void {
  // The user's saved views come with it (read once a session): the page may open on one (./view-gate.ts).
  void loadViews();
  const views = viewsNow();
  const query = queryFromSearch(def, (views && resolveOpening(def, search, views)?.search) || search);
  const key = keyOf(def, query);
  const now = Date.now();
  for (const [k, hit] of pending) if (now - hit.at >= FRESH_MS) pending.delete(k);
  if (!pending.has(key)) {
    const promise = resourceApi(def).page(query);
    // A failure is the list's to show when it has taken the request; unclaimed, it is nobody's, and
    // is dropped: a list that opens later (after a grant, say) asks again rather than take it.
    promise.catch(() => {
      if (pending.get(key)?.promise === promise) pending.delete(key);
    });
    pending.set(key, { promise, at: now });
  }
  for (const source of [...def.columns.filter((c) => !c.hidden).map((c) => c.options), ...def.filters.map((f) => f.options)]) {
    if (isSource(source)) loadOptions(source).catch(() => undefined);
  }
}

/** The prefetched first page of `def` for exactly `query`, if one is on its way and fresh; taken once. */
export function takePrefetched(def: Pick<ResourceDef, 'endpoint'>, query: ListQuery): Promise<PageResult> | undefined {
  const key = keyOf(def, query);
  const hit = pending.get(key);
  if (!hit) return undefined;
  pending.delete(key);
  return Date.now() - hit.at < FRESH_MS ? hit.promise : undefined;
}

/**
 * A list page module's `prefetch` (src/app/pages.tsx): `export const prefetch = listPrefetch(userResource);`
 * beside a page that shows `<ResourcePage def={userResource} />` with the route's search.
 */
export function listPrefetch<S extends RecordSchema, K extends RecordKey<S>>(def: ResourceDef<S, K>): (search: Search) => void {
  const erased: ResourceDef = def;
  return (search) => prefetchList(erased, search);
}
