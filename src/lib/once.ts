/**
 * A memo of an asynchronous load (a module's code, a dialog's chunk) that forgets a failure: the
 * first call starts `load`, later calls share its promise, and a rejected load is tried again by
 * the next call (a chunk that failed to arrive on a bad connection loads on the next attempt).
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
