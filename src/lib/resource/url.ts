import type { FilterDef, ListQuery, ResourceDef } from './types';

/**
 * Filters, sort and page live in the URL, so a reload or a shared link shows the same list:
 * ?page=2&size=20&sort=createTime.desc&f.name=abc&f.createTime=2026-01-01~2026-02-01
 */
export type Search = Record<string, unknown>;

export const PAGE_SIZES = [10, 20, 50, 100];

function decodeFilter(filter: FilterDef, raw: unknown): unknown {
  if (raw == null || raw === '') return undefined;
  const text = String(raw);
  if (filter.kind === 'dateRange') {
    const [start, end] = text.split('~');
    return start && end ? [start, end] : undefined;
  }
  return text;
}

export function queryFromSearch(def: ResourceDef, search: Search): ListQuery {
  const sizes = def.pageSizes ?? PAGE_SIZES;
  const size = Number(search.size);
  const page = Number(search.page);
  const filters: Record<string, unknown> = {};
  for (const f of def.filters) {
    const value = decodeFilter(f, search[`f.${f.key}`]);
    if (value !== undefined) filters[f.key] = value;
  }
  const [field, order] = String(search.sort ?? '').split('.');
  const sortable = def.columns.some((c) => c.key === field && c.sortable);
  return {
    pageNum: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: sizes.includes(size) ? size : sizes[0],
    filters,
    sort: sortable && (order === 'asc' || order === 'desc') ? { field, order } : def.defaultSort,
  };
}

export function searchFromQuery(def: ResourceDef, query: ListQuery, keep: Search = {}): Search {
  const out: Search = {};
  for (const [k, value] of Object.entries(keep)) if (!k.startsWith('f.') && !['page', 'size', 'sort'].includes(k)) out[k] = value;
  if (query.pageNum > 1) out.page = query.pageNum;
  if (query.pageSize !== (def.pageSizes ?? PAGE_SIZES)[0]) out.size = query.pageSize;
  const sort = query.sort;
  const d = def.defaultSort;
  if (sort && !(d && d.field === sort.field && d.order === sort.order)) out.sort = `${sort.field}.${sort.order}`;
  for (const f of def.filters) {
    const value = query.filters[f.key];
    if (value == null || value === '') continue;
    out[`f.${f.key}`] = Array.isArray(value) ? value.join('~') : String(value);
  }
  return out;
}
