import { useSyncExternalStore } from 'react';

/**
 * Below this window width the lists are laid out for a phone: the filter bar is one column and
 * starts folded, and a table shows its key columns first (`DataTable`'s `keyColumns`).
 */
export const PHONE_MAX = 575.98;
const QUERY = `(max-width: ${PHONE_MAX}px)`;

/** Whether the window is a phone's now (false where there is no window to ask: tests in Node and jsdom). */
export function isPhone(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** `isPhone()`, followed as the window changes. Known at the first render: a phone's first frame is already laid out for it. */
export function usePhone(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
