import { useCallback, useMemo, useState } from 'react';
import type { ColumnDef } from './types';

const columnsKey = (resource: string, userId: number | undefined) => `drama-console:columns:${userId ?? 0}:${resource}`;

/** Remembers a column choice before the list opens (a saved view opened by URL: ./view-gate.ts). */
export function rememberColumns(resource: string, userId: number | undefined, keys: readonly string[]): void {
  try {
    localStorage.setItem(columnsKey(resource, userId), JSON.stringify(keys));
  } catch {
    // Not remembered: the list shows its own choice.
  }
}

/** The column chooser's choice, remembered per user and resource (localStorage). */
export function useVisibleColumns(resource: string, userId: number | undefined, columns: ColumnDef[]) {
  const key = columnsKey(resource, userId);
  const defaults = useMemo(() => columns.filter((c) => !c.hidden).map((c) => c.key), [columns]);
  const [visible, setVisible] = useState<string[]>(() => {
    try {
      const saved = JSON.parse(localStorage.getItem(key) ?? 'null') as string[] | null;
      const known = saved?.filter((k) => columns.some((c) => c.key === k));
      return known?.length ? known : defaults;
    } catch {
      return defaults;
    }
  });
  const save = useCallback(
    (next: string[]) => {
      setVisible(next);
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Not remembered, still applied.
      }
    },
    [key],
  );
  const reset = useCallback(() => {
    setVisible(defaults);
    try {
      localStorage.removeItem(key);
    } catch {
      // ignore
    }
  }, [key, defaults]);
  return { visible, setVisible: save, reset };
}
