import { http, HttpResponse, type HttpHandler } from 'msw';
import type { AreaMock } from './area';
import { applyControls, state } from './controls';
import { API } from './http';

/** The demo controls (latency, expiry, injected failures; otherwise falls through) and the published version. */
export function controlHandlers(): HttpHandler[] {
  return [
    http.all(`${API}/*`, ({ request }) => applyControls(request)),
    http.get('*/version.json', () => HttpResponse.json({ version: state.version })),
  ];
}

/** The areas' handlers, answered from the mock database, and a 404 for anything no area answers. */
export function worldHandlers(areas: readonly AreaMock[]): HttpHandler[] {
  return [
    ...areas.flatMap((area) => area.handlers),
    http.all(`${API}/*`, () => HttpResponse.json({ code: 404, success: false, message: 'Not Found', data: null }, { status: 404 })),
  ];
}

/**
 * Every call the console makes, answered from the mock database: the areas' handlers between
 * the demo controls and a 404 for anything no area answers. (The browser runs the two parts
 * apart: src/mocks/browser.ts.)
 */
export function buildHandlers(areas: readonly AreaMock[]): HttpHandler[] {
  return [...controlHandlers(), ...worldHandlers(areas)];
}
