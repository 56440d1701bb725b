import { useSyncExternalStore } from 'react';
import { clientConfig } from '../api/client';
import { withSaved, type SavedView, type ViewState } from './views';

/**
 * The signed-in user's saved views, read once per session and kept in memory (docs/saved-views.md).
 * The kit knows no record file: src/app gives it the calls (`configureViews`, from
 * src/records/views.ts). Without them (a unit test of a page) there are no views and nothing waits.
 */
export interface ViewsBackend {
  list(): Promise<SavedView[]>;
  add(input: { pageKey: string; name: string; state: ViewState; isDefault?: boolean }): Promise<SavedView>;
  update(input: { id: number; name?: string; state?: ViewState; isDefault?: boolean }): Promise<SavedView>;
  remove(id: number): Promise<unknown>;
}

let backend: ViewsBackend | null = null;

/** Called once by src/app with the record's calls. */
export function configureViews(next: ViewsBackend | null): void {
  backend = next;
  cache = null;
  notify();
}

interface Cache {
  /** The session the views are of (its token): another session reads its own. */
  token: string;
  views: SavedView[] | null;
  promise: Promise<SavedView[]>;
}
let cache: Cache | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
const tokenNow = () => clientConfig().getToken() ?? '';
const NONE: SavedView[] = [];

/** The views as known now: null while they are being read for this session; [] without a backend. */
export function viewsNow(): SavedView[] | null {
  if (!backend) return NONE;
  return cache && cache.token === tokenNow() ? cache.views : null;
}

/**
 * Reads the views of this session unless already read or on their way. A failure counts as no
 * views (the list opens as its URL says; the menu offers to save one).
 */
export function loadViews(): Promise<SavedView[]> {
  if (!backend) return Promise.resolve(NONE);
  const token = tokenNow();
  if (cache && cache.token === token) return cache.promise;
  const entry: Cache = { token, views: null, promise: Promise.resolve(NONE) };
  entry.promise = backend.list().then(
    (views) => views,
    () => NONE,
  ).then((views) => {
    if (cache === entry) {
      entry.views = views;
      notify();
    }
    return views;
  });
  cache = entry;
  return entry.promise;
}

function replace(next: SavedView[]): void {
  if (!cache) return;
  cache = { ...cache, views: next, promise: Promise.resolve(next) };
  notify();
}

/** Reads the views again (the menu opened: another tab of the user may have saved one); a failure keeps those known. */
export async function refreshViews(): Promise<void> {
  if (!backend || !cache || cache.token !== tokenNow()) return;
  const entry = cache;
  try {
    const views = await backend.list();
    if (cache === entry) replace(views);
  } catch {
    // Kept as they were.
  }
}

const required = (): ViewsBackend => {
  if (!backend) throw new Error('saved views: no backend configured');
  return backend;
};

export async function addView(input: Parameters<ViewsBackend['add']>[0]): Promise<SavedView> {
  const saved = await required().add(input);
  replace(withSaved(viewsNow() ?? [], saved));
  return saved;
}

export async function updateView(input: Parameters<ViewsBackend['update']>[0]): Promise<SavedView> {
  const saved = await required().update(input);
  replace(withSaved(viewsNow() ?? [], saved));
  return saved;
}

export async function deleteView(id: number): Promise<void> {
  await required().remove(id);
  replace((viewsNow() ?? []).filter((v) => v.id !== id));
}

/** The session's views (null while being read), read when first asked for. */
export function useViews(): SavedView[] | null {
  const views = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    viewsNow,
  );
  if (views === null) void loadViews();
  return views;
}

export type { SavedView, ViewState } from './views';
