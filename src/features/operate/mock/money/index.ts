import type { HttpHandler } from 'msw';
import { handlers } from './handlers';

/**
 * The money side's demo backend (issue #11): tables.ts (VIP types, packages, card batches and
 * codes, white list, attribution; the orders, VIP records and redemptions are the member mock's),
 * seed.ts, codes.ts (card codes from crypto.getRandomValues), list-index.ts (the column store of
 * the big lists), handlers.ts.
 */
export const moneyHandlers: HttpHandler[] = handlers;
