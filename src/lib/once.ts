/**
 * A memo of an async load that forgets a failure: the first call starts `load`, later calls share
 * its promise; when it rejects, the next call tries again (a chunk that failed to arrive, say).
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
