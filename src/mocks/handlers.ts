import { http, HttpResponse, type HttpHandler } from 'msw';
import type { AreaMock } from './area';
import { applyControls, state } from './controls';
import { checkRoutes, grantGate } from './grants';
import { API, notFound } from './http';

/** The demo controls (latency, expiry, injected failures; otherwise falls through) and the published version. */
export function controlHandlers(): HttpHandler[] {
  return [
    http.all(`${API}/*`, ({ request }) => applyControls(request)),
    http.get('*/version.json', () => HttpResponse.json({ version: state.version })),
  ];
}

/**
 * The areas' handlers, answered from the mock database, behind the permission gate (401 without
 * a session, 403 without the call's grant, 404 for a path no call declares), and a 404 for
 * anything no area answers. Throws at start when an area registers a route no call declares
 * (./grants.ts).
 */
export function worldHandlers(areas: readonly AreaMock[]): HttpHandler[] {
  const own = areas.flatMap((area) => area.handlers);
  checkRoutes(own);
  return [grantGate(), ...own, http.all(`${API}/*`, () => notFound())];
}

/**
 * Every call the console makes, answered from the mock database: the areas' handlers between
 * the demo controls and a 404 for anything no area answers. (The browser runs the two parts
 * apart: src/mocks/browser.ts.)
 */
export function buildHandlers(areas: readonly AreaMock[]): HttpHandler[] {
  return [...controlHandlers(), ...worldHandlers(areas)];
}
