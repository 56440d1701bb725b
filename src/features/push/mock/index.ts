import { defineAreaMock } from '@/mocks/area';
import '../messages';
import { pushHandlers } from './handlers';

/*
 * The push area's demo backend: pushes and their failed deliveries (tables.ts, seeded by
 * seed.ts). A push reaches the members its audience names now (the shared audience rules, over
 * the member table, the members' active days the engagement area collects into STREAK_TABLE, and
 * the thresholds of system/systemConfiguration: handlers/audience.ts); each notification fails
 * with a small, fixed chance (by push, member and attempt), so records show both outcomes.
 * Scheduled pushes are sent, and segment triggers reach members who entered their segment, at the
 * next read of the records (handlers/delivery.ts). handlers/index.ts: publish, resend and the
 * records' reads.
 */
export default defineAreaMock({ name: 'push', handlers: pushHandlers });

export { pushFailures, pushes } from './tables';
