import type { HttpHandler } from 'msw';

/** The money side's demo backend (issue #11). */
export const moneyHandlers: HttpHandler[] = [];
