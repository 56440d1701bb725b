import { useEffect, useState } from 'react';
import { api } from '../api/client';
import { useStructural } from '../structural';
import type { Option, OptionsSource, TreeOption } from './types';

const NO_OPTIONS: Option[] = [];

/**
 * Lookup options (roles for a user, channels for a member...) are small lists fetched once
 * and kept until a write to their endpoint invalidates them. Records and lists themselves
 * live in list actors (src/machines/list.ts).
 */
const cache = new Map<string, Promise<unknown>>();
const listeners = new Set<(endpoint: string) => void>();

export function invalidate(endpoint: string): void {
  for (const key of [...cache.keys()]) if (key === endpoint || key.startsWith(`${endpoint}:`) || key.startsWith(`${endpoint}/`)) cache.delete(key);
  listeners.forEach((l) => l(endpoint));
}

export function onInvalidate(listener: (endpoint: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  let p = cache.get(key) as Promise<T> | undefined;
  if (!p) {
    p = load();
    p.catch(() => cache.delete(key));
    cache.set(key, p);
  }
  return p;
}

export function loadOptions(source: OptionsSource): Promise<Option[]> {
  return cached(`${source.endpoint}:${source.valueKey}:${source.labelKey}`, async () => {
    const result = await api.post<{ records: Record<string, unknown>[] }>(`${source.endpoint}/v1/page`, { pageNum: 1, pageSize: 1000 });
    return result.records.map((r) => ({ value: r[source.valueKey] as string | number, text: String(r[source.labelKey] ?? '') }));
  });
}

interface MenuNode {
  id: number;
  name: string;
  nameEn: string;
  children?: MenuNode[];
}

export function loadTree(endpoint: string): Promise<TreeOption[]> {
  return cached(endpoint, async () => {
    const nodes = await api.get<MenuNode[]>(endpoint);
    const map = (list: MenuNode[]): TreeOption[] =>
      list.map((n) => ({ value: n.id, text: n.name, textEn: n.nameEn, children: n.children?.length ? map(n.children) : undefined }));
    return map(nodes);
  });
}

function isSource(x: unknown): x is OptionsSource {
  return Boolean(x && typeof x === 'object' && !Array.isArray(x) && 'endpoint' in x);
}

/** Options of a column, filter or field: fixed ones at once, sourced ones once loaded (the last ones kept meanwhile). */
export function useOptions(options: Option[] | OptionsSource | undefined): Option[] {
  // A source written inline keeps its identity while it names the same endpoint and keys.
  const source = useStructural(isSource(options) ? options : null);
  const [version, setVersion] = useState(0);
  const [loaded, setLoaded] = useState<Option[]>([]);
  useEffect(() => {
    if (!source) return;
    return onInvalidate((endpoint) => endpoint === source.endpoint && setVersion((n) => n + 1));
  }, [source]);
  useEffect(() => {
    if (!source) return;
    let alive = true;
    loadOptions(source)
      .then((list) => alive && setLoaded(list))
      .catch(() => alive && setLoaded([]));
    return () => {
      alive = false;
    };
  }, [source, version]);
  if (!source) return Array.isArray(options) ? options : NO_OPTIONS;
  return loaded;
}
