import * as v from 'valibot';
import { api } from '../api/client';
import type { ListQuery, PageResult, RecordId, ResourceDef, Row } from './types';

/** Filters as sent: empty values dropped, date ranges as [start, end]. */
export function filterPayload(filters: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, value] of Object.entries(filters)) {
    if (value === '' || value == null) continue;
    if (Array.isArray(value) && value.every((x) => x === '' || x == null)) continue;
    out[k] = value;
  }
  return out;
}

const PageSchema = v.object({ records: v.array(v.unknown()), total: v.number(), summary: v.optional(v.record(v.string(), v.number())) });

/** A record as a write names it: its id and the version read (optimistic concurrency). */
export type RecordRef = Pick<Row, 'id'> & { version?: unknown };

/**
 * The calls of a resource, following the pattern the spec shows for users:
 * POST page / add / update / delete / status / export, GET info. Writes to a record send back
 * the version it was read with (`version` in an update's values, each record's for a delete and
 * a switch); a record changed since is refused (isStale in src/lib/api/errors.ts).
 */
export function resourceApi(def: Pick<ResourceDef, 'endpoint' | 'schema'>) {
  const path = (action: string) => `${def.endpoint}/v1/${action}`;
  const records = v.array(def.schema);
  return {
    async page(query: ListQuery): Promise<PageResult> {
      const body = { pageNum: query.pageNum, pageSize: query.pageSize, ...filterPayload(query.filters), sort: query.sort };
      const result = await api.post(path('page'), body, PageSchema);
      return { records: v.parse(records, result.records), total: result.total, ...(result.summary ? { summary: result.summary } : {}) };
    },
    info: (id: RecordId): Promise<Row> => api.get(path('info'), { id }, def.schema),
    add: (values: Record<string, unknown>) => api.post(path('add'), values) as Promise<Row>,
    /** `values`: the id, the version read, and the fields to change. */
    update: (values: Record<string, unknown>) => api.post(path('update'), values) as Promise<Row>,
    remove: (records: RecordRef[]) => api.post(path('delete'), { ids: records.map((r) => r.id), versions: records.map((r) => r.version) }),
    setStatus: (record: RecordRef, value: unknown) => api.post(path('status'), { id: record.id, value, version: record.version }) as Promise<Row>,
    /** Everything the filter matches, in chunks, for Excel export. */
    async exportAll(query: Omit<ListQuery, 'pageNum' | 'pageSize'>, onProgress?: (done: number, total: number) => void): Promise<Row[]> {
      const chunk = 2000;
      const all: Row[] = [];
      let total = Infinity;
      for (let pageNum = 1; all.length < total; pageNum++) {
        const body = { pageNum, pageSize: chunk, ...filterPayload(query.filters), sort: query.sort };
        const result = await api.post(path('export'), body, PageSchema);
        total = result.total;
        all.push(...v.parse(records, result.records));
        onProgress?.(all.length, total);
        if (!result.records.length) break;
      }
      return all;
    },
  };
}

export type ResourceApi = ReturnType<typeof resourceApi>;
