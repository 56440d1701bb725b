import { http, HttpResponse, type HttpHandler } from 'msw';
import type { AreaMock } from './area';
import { applyControls, state } from './controls';
import { API } from './http';

/**
 * Every call the console makes, answered from the mock database: the areas' handlers between
 * the demo controls (latency, expiry, injected failures; otherwise falls through) and a 404 for
 * anything no area answers.
 */
export function buildHandlers(areas: readonly AreaMock[]): HttpHandler[] {
  return [
    http.all(`${API}/*`, ({ request }) => applyControls(request)),
    http.get('*/version.json', () => HttpResponse.json({ version: state.version })),
    ...areas.flatMap((area) => area.handlers),
    http.all(`${API}/*`, () => HttpResponse.json({ code: 404, success: false, message: 'Not Found', data: null }, { status: 404 })),
  ];
}
