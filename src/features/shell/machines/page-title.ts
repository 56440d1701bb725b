import { useEffect, useSyncExternalStore } from 'react';

/**
 * The name a screen gives itself when the menu cannot name it (the 403 and 404 screens): the
 * layout shows it in the window's title and the breadcrumb instead of 首页 while it is mounted.
 */
let own: string | null = null;
const listeners = new Set<() => void>();

function set(name: string | null): void {
  own = name;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Names the screen on show (in the console's language: pass the translated name). */
export function useOwnPageName(name: string): void {
  useEffect(() => {
    set(name);
    return () => set(null);
  }, [name]);
}

/** The name of the screen on show, when it named itself. */
export function useOwnPageNameOverride(): string | null {
  return useSyncExternalStore(subscribe, () => own, () => null);
}
