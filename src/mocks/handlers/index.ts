import { http, HttpResponse } from 'msw';
import { applyControls, state } from '../controls';
import { API } from '../http';
import { menuHandlers } from './menu';
import { userHandlers } from './user';

/**
 * Every call the console makes, answered from the mock database. The first handler applies the
 * demo controls (latency, expiry, injected failures) and otherwise falls through.
 */
export const handlers = [
  http.all(`${API}/*`, ({ request }) => applyControls(request)),
  http.get('*/version.json', () => HttpResponse.json({ version: state.version })),
  ...userHandlers,
  ...menuHandlers,
  http.all(`${API}/*`, () => HttpResponse.json({ code: 404, success: false, message: 'Not Found', data: null }, { status: 404 })),
];
