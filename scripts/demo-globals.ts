/**
 * Outside Vite (tsx scripts), `__DEMO__` is not replaced at build time: the demo backend's
 * scripts declare it before anything that reads it is imported (import this module first).
 */
(globalThis as { __DEMO__?: boolean }).__DEMO__ = true;
export {};
