import type { HttpHandler } from 'msw';
import { audienceHandlers } from './audience';
import { messageHandlers } from './internalMessages';
import { popupHandlers, tickerHandlers } from './popups';
import { signInHandlers, taskHandlers } from './tasks';

/*
 * The engagement area's calls in the demo world: audience.ts (the pickers' member search and
 * reach), tasks.ts (tasks, sign-in), popups.ts (ticker, popups) and internalMessages.ts (internal
 * and automatic messages, inboxes).
 */
export const handlers: HttpHandler[] = [...audienceHandlers, ...taskHandlers, ...signInHandlers, ...tickerHandlers, ...popupHandlers, ...messageHandlers];
