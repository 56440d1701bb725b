/**
 * What the demo's world worker must provide before msw loads: msw's cookie store reads and writes
 * `localStorage` (to persist cookies between page loads) and refuses to load in a browser-like
 * place without one, and workers have none. The console uses no cookies; an in-memory Storage is
 * enough. Installed only where there is no localStorage (src/app/demo-worker.ts calls it first).
 */
export function provideMemoryLocalStorage(): void {
  if (typeof (globalThis as { localStorage?: unknown }).localStorage !== 'undefined') return;
  const items = new Map<string, string>();
  const storage: Storage = {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(String(key)) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(String(key)),
    setItem: (key, value) => void items.set(String(key), String(value)),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
}
