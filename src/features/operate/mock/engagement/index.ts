import type { HttpHandler } from 'msw';

/** The engagement side's demo backend (issue #12). */
export const engagementHandlers: HttpHandler[] = [];
