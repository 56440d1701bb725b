import { http, HttpResponse } from 'msw';
import { applyControls, state } from '../controls';
import { API } from '../http';
import { memberHandlers } from './member';
import { menuHandlers } from './menu';
import { systemHandlers } from './system';
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
  ...systemHandlers,
  ...memberHandlers,
  http.all(`${API}/*`, () => HttpResponse.json({ code: 404, success: false, message: 'Not Found', data: null }, { status: 404 })),
];
