import type { HttpHandler } from 'msw';

/**
 * What an area's mock (src/features/<area>/mock/index.ts) gives the kernel: its handlers. Its
 * tables register themselves with `defineTable` when the module loads, so the order in which the
 * demo entry loads area mocks (src/app/areas.ts) is the order the world is seeded in.
 */
export interface AreaMock {
  name: string;
  handlers: HttpHandler[];
}

export function defineAreaMock(mock: AreaMock): AreaMock {
  return mock;
}

/**
 * Whether the mock runs in a browser (the demo's world worker, or a page under jsdom) rather than
 * in Node (vitest, the mock server): what may use blob: URLs and keep bytes.
 */
export function runsInBrowser(): boolean {
  return typeof (globalThis as { WorkerGlobalScope?: unknown }).WorkerGlobalScope === 'function' || (typeof window !== 'undefined' && typeof document !== 'undefined');
}
