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
  const answer = async (request: Request): Promise<Response> => {
    try {
      return await oneAtATime(() => atomically(async () => (await gate(request)) ?? (await getResponse(own, request)) ?? notFound(), settled));
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
