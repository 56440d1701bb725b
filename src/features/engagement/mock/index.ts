import { defineAreaMock } from '@/mocks/area';
import '../messages';
import { handlers } from './handlers';

/**
 * The engagement area's demo backend (issue #12): seed/ (activity.ts collects the members' days
 * from the member simulation's feed; index.ts the fixed records), tables/ (audience.ts: the
 * members' active days and who an audience reaches; index.ts: tasks, sign-in plans, tickers,
 * popups, messages, inboxes, automatic messages) and handlers/ (the calls, by record).
 */
export default defineAreaMock({ name: 'engagement', handlers });
