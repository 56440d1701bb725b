import { queryFromSearch, searchFromQuery, type Search } from './url';
import type { ListQuery, ResourceDef } from './types';

/*
 * Saved views, the pure part (docs/saved-views.md): a view is a list page's filters, sort,
 * columns and page size under a name, its owner's. The record's schema and calls are
 * src/records/views.ts (typed by these shapes, as the session's are by src/machines/session.ts);
 * the kit reaches them through ./view-store.ts, which src/app configures.
 */

/**
 * What a view holds: the filters as the URL writes them (`f.<key>` values, a date range
 * `start~end`), the sort (`field.asc` / `field.desc`; null: the list's default), the columns shown
 * in their order (null: the page's own choice) and the page size (null: the list's first).
 */
export interface ViewState {
  filters: Record<string, string>;
  sort: string | null;
  columns: string[] | null;
  pageSize: number | null;
}

/** One saved view of one user on one list page (its `pageKey`: the resource's name). */
export interface SavedView {
  id: number;
  userId: number;
  pageKey: string;
  name: string;
  state: ViewState;
  isDefault: boolean;
  createTime: string;
  updateTime: string;
}

/** The URL parameter naming the view a list shows: `?view=12`. */
export const VIEW_PARAM = 'view';

/** Whether a URL parameter is the list's state (a filter, the sort, the page, its size). */
export const isListKey = (key: string) => key.startsWith('f.') || key === 'page' || key === 'size' || key === 'sort';

/** The view's key of a list page: its resource's name. */
export const pageKeyOf = (def: Pick<ResourceDef, 'name'>) => def.name;

/**
 * The state a view would save of the list as it is: the user's filters (the page's own `scope`
 * left out), the sort and page size when not the list's defaults, and the columns shown.
 */
export function stateOf(def: ResourceDef, query: ListQuery, columns: readonly string[] | null, scope?: Record<string, unknown>): ViewState {
  const filters = scope ? Object.fromEntries(Object.entries(query.filters).filter(([key]) => !(key in scope))) : query.filters;
  const search = searchFromQuery(def, { ...query, filters, pageNum: 1 });
  return {
    filters: Object.fromEntries(
      Object.entries(search)
        .filter(([key]) => key.startsWith('f.'))
        .map(([key, value]) => [key.slice(2), String(value)])
        .sort(([a], [b]) => (a < b ? -1 : 1)),
    ),
    sort: search.sort != null ? String(search.sort) : null,
    columns: columns ? [...columns] : null,
    pageSize: search.size != null ? Number(search.size) : null,
  };
}

/** The list's query a view's state asks for, checked against the definition (unknown filters, sorts and sizes dropped). */
export function queryOfState(def: ResourceDef, state: ViewState): ListQuery {
  const raw: Search = {};
  for (const [key, value] of Object.entries(state.filters)) raw[`f.${key}`] = value;
  if (state.sort) raw.sort = state.sort;
  if (state.pageSize != null) raw.size = state.pageSize;
  return queryFromSearch(def, raw);
}

/**
 * The URL of a list showing a view: its filters, sort and size, and `view=<id>`; the URL's other
 * parameters (not the list's) kept.
 */
export function searchOfView(def: ResourceDef, view: Pick<SavedView, 'id' | 'state'>, keep: Search = {}): Search {
  const kept = Object.fromEntries(Object.entries(keep).filter(([key]) => !isListKey(key) && key !== VIEW_PARAM));
  return { ...searchFromQuery(def, queryOfState(def, view.state), kept), [VIEW_PARAM]: view.id };
}

/** Whether the URL holds any of the list's state (a filter, the sort, the page or its size). */
export function hasListState(search: Search): boolean {
  return Object.keys(search).some(isListKey);
}

/** The id the URL's `view` names, if a whole number. */
export function viewIdOf(search: Search): number | null {
  const id = Number(search[VIEW_PARAM]);
  return search[VIEW_PARAM] != null && Number.isInteger(id) && id > 0 ? id : null;
}

/** The user's default view of the page (at most one; the first if the data holds more). */
export function defaultView(views: readonly SavedView[], pageKey: string): SavedView | undefined {
  return views.find((view) => view.pageKey === pageKey && view.isDefault);
}

/** The user's views of one page, by name. */
export function viewsOfPage(views: readonly SavedView[], pageKey: string): SavedView[] {
  return views.filter((view) => view.pageKey === pageKey).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/**
 * What a list page opening with this URL shows, once the user's views are known:
 * - `?view=<id>` alone (none of the list's state): that view, its state written into the URL;
 * - a `view` the user does not have: the URL without it (the list as the rest of the URL says);
 * - no list state and no `view`: the page's default view, if the user has one;
 * - otherwise the URL as it is (null).
 * The answer is the URL to go to (replacing the current one) and the view it shows.
 */
export function resolveOpening(def: ResourceDef, search: Search, views: readonly SavedView[]): { search: Search; view: SavedView | null } | null {
  const pageKey = pageKeyOf(def);
  const id = viewIdOf(search);
  if (search[VIEW_PARAM] != null) {
    const view = id != null ? views.find((v) => v.id === id && v.pageKey === pageKey) : undefined;
    if (!view) return { search: Object.fromEntries(Object.entries(search).filter(([key]) => key !== VIEW_PARAM)), view: null };
    return hasListState(search) ? null : { search: searchOfView(def, view, search), view };
  }
  if (hasListState(search)) return null;
  const fallback = defaultView(views, pageKey);
  return fallback ? { search: searchOfView(def, fallback, search), view: fallback } : null;
}

/** The state in the form two states compare in: checked against the definition, filters in key order. */
function normal(def: ResourceDef, state: ViewState): string {
  const q = queryOfState(def, state);
  const s = stateOf(def, q, null);
  return JSON.stringify([s.filters, s.sort, s.pageSize]);
}

/**
 * Whether the list as it is differs from the view it names: its filters, sort or page size, or
 * its columns when the view holds them.
 */
export function differsFrom(def: ResourceDef, view: Pick<SavedView, 'state'>, current: ViewState): boolean {
  if (normal(def, view.state) !== normal(def, current)) return true;
  const cols = view.state.columns;
  return cols != null && current.columns != null && cols.join('\n') !== current.columns.join('\n');
}

/** A view's columns that the page still has (a column removed since is dropped); null: none to apply. */
export function columnsOfView(def: Pick<ResourceDef, 'columns'>, view: Pick<SavedView, 'state'>): string[] | null {
  const known = view.state.columns?.filter((key) => def.columns.some((c) => c.key === key)) ?? [];
  return known.length ? known : null;
}

/** The views after one was saved or updated: a default view clears the page's previous default. */
export function withSaved(views: readonly SavedView[], saved: SavedView): SavedView[] {
  const rest = views
    .filter((v) => v.id !== saved.id)
    .map((v) => (saved.isDefault && v.isDefault && v.pageKey === saved.pageKey && v.userId === saved.userId ? { ...v, isDefault: false } : v));
  return [...rest, saved];
}
