import { http, HttpResponse, type HttpHandler } from 'msw';
import type { AreaMock } from './area';
import { applyControls, state } from './controls';
import { checkRoutes, grantGate } from './grants';
import { API, notFound } from './http';

/**
 * Every call the console makes, answered from the mock database: the demo controls (latency,
 * expiry, injected failures; otherwise falls through), the permission gate (401 without a
 * session, 403 without the call's grant, 404 for a path no call declares), the areas' handlers,
 * and a 404 for anything no area answers. Throws at start when an area registers a route no
 * call declares (./grants.ts).
 */
export function buildHandlers(areas: readonly AreaMock[]): HttpHandler[] {
  const own = areas.flatMap((area) => area.handlers);
  checkRoutes(own);
  return [
    http.all(`${API}/*`, ({ request }) => applyControls(request)),
    http.get('*/version.json', () => HttpResponse.json({ version: state.version })),
    grantGate(),
    ...own,
    http.all(`${API}/*`, () => notFound()),
  ];
}
