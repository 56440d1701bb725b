import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import type { AreaMock } from './area';
import { applyControls, state } from './controls';
import { checkRoutes, gate } from './grants';
import { API, notFound, serverError } from './http';
import { settled } from './oplog';
import { atomically } from './table';

/** The demo controls (latency, expiry, injected failures; otherwise falls through) and the published version. */
export function controlHandlers(): HttpHandler[] {
  return [
    http.all(`${API}/*`, ({ request }) => applyControls(request)),
    http.get('*/version.json', () => HttpResponse.json({ version: state.version })),
  ];
}

/** Requests reach the areas' handlers one at a time (as in the browser, under the tabs' lock): a request's writes are its own to undo. */
let turn: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const next = turn.then(work, work);
  turn = next.catch(() => undefined);
  return next;
}

/** The method and path of a request, for the server's console. */
function named(request: Request): string {
  return `${request.method} ${new URL(request.url).pathname}`;
}

/**
 * The handlers that may answer a request, in their order: msw's `getResponse` tries every handler
 * it is given, and each compiles its path to a regular expression and reads the request's cookies
 * before it can say no. Given all of the areas' handlers, that was a fifth of each call's time
 * in the mock (in the world worker, in msw/node and in vitest alike). A handler of one method and
 * a plain path (no parameter, no wildcard after the origin's) is found by its method and path;
 * any other is tried for every request, in its place among them. Paths are matched as msw matches
 * them: whatever the letter case, with or without a trailing slash.
 */
export function handlerIndex(handlers: readonly HttpHandler[]): (request: Request) => HttpHandler[] {
  const key = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\/+$/, '').toLowerCase()}`;
  const exact = new Map<string, Array<{ at: number; handler: HttpHandler }>>();
  const loose: Array<{ at: number; handler: HttpHandler }> = [];
  handlers.forEach((handler, at) => {
    const { method, path } = handler.info;
    const plain = typeof method === 'string' && typeof path === 'string' && path.startsWith('*/') && !/[:*?+(){}[\]]/.test(path.slice(2));
    if (!plain) {
      loose.push({ at, handler });
      return;
    }
    const k = key(method, path.slice(1));
    exact.set(k, [...(exact.get(k) ?? []), { at, handler }]);
  });
  return (request) => {
    const hits = exact.get(key(request.method, new URL(request.url).pathname)) ?? [];
    if (!loose.length) return hits.map((h) => h.handler);
    return [...hits, ...loose].sort((a, b) => a.at - b.at).map((h) => h.handler);
  };
}

/**
 * The areas' handlers, answered from the mock database, behind the gate (./grants.ts: 401
 * without a session, 403 without the call's grant, 400 for a request its call does not declare,
 * 404 for a path no call declares), and a 404 for anything no area answers. Throws at start when
 * an area registers a route no call declares.
 *
 * Whatever runs them (the browser, msw/node, `npm run mock-server`, a worker), a handler that
 * throws never answers a stack or an HTML page: its writes are undone (`atomically`,
 * ./table.ts: rows, the operation log, the journal), the error goes to the server's console, and
 * the caller gets the catalogue's envelope, HTTP 500 with 服务异常！ (`serverError`).
 */
export function worldHandlers(areas: readonly AreaMock[]): HttpHandler[] {
  const own = areas.flatMap((area) => area.handlers);
  checkRoutes(own);
  const candidates = handlerIndex(own);
  const answer = async (request: Request): Promise<Response> => {
    try {
      return await oneAtATime(() => atomically(async () => (await gate(request)) ?? (await getResponse(candidates(request), request)) ?? notFound(), settled));
    } catch (error) {
      console.error(`[mock] ${named(request)} failed; its writes were undone:`, error);
      return serverError(request);
    }
  };
  return [http.all(`${API}/*`, ({ request }) => answer(request))];
}

/**
 * Every call the console makes, answered from the mock database: the areas' handlers between
 * the demo controls and a 404 for anything no area answers. (The browser runs the two parts
 * apart: src/mocks/browser.ts.)
 */
export function buildHandlers(areas: readonly AreaMock[]): HttpHandler[] {
  return [...controlHandlers(), ...worldHandlers(areas)];
}
