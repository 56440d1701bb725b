import type { HttpHandler } from 'msw';
import './activity';
import { audienceHandlers } from './audience';
import { messageHandlers } from './messages';
import { popupHandlers, tickerHandlers } from './popups';
import { signInHandlers, taskHandlers } from './tasks';

export { streaks, audienceWorld, reach, segmentSettings } from './audience';
export { tasks, taskConditions, taskRewards, signInPlans, tickers, popups, messages, inbox, autoMessages } from './tables';
export { applyDueMessages, presentMessage, sentLast7Days, transition } from './messages';
export { memberDays, membersTriggered } from './activity';

/*
 * The engagement side's demo backend (issue #12): activity.ts collects the members' days from the
 * member simulation's feed; audience.ts aims messages at all users, chosen members or a segment;
 * tables.ts and seed.ts hold the records; tasks.ts (tasks, sign-in), popups.ts (ticker, popups)
 * and messages.ts (internal and automatic messages, inboxes) answer the calls.
 */
export const engagementHandlers: HttpHandler[] = [...audienceHandlers, ...taskHandlers, ...signInHandlers, ...tickerHandlers, ...popupHandlers, ...messageHandlers];
