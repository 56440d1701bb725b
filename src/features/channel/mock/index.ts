import { defineAreaMock } from '@/mocks/area';
import '../messages';
import { channelHandlers } from './handlers';
import { linkHandlers } from './handlers/links';
import { channelTables } from './tables';

/*
 * The channel area's demo backend: companies, their development channels and the channels'
 * promotion links, from a fixed seed (seed.ts; tables.ts); the distribution console, orders and
 * share records are the members and their payment records added up by development channel
 * (handlers/distribution.ts), never stored figures of their own. handlers/links.ts: the link
 * generator's call and data migration's company target (issue #14).
 */
export default defineAreaMock({ name: 'channel', handlers: [...channelHandlers, ...linkHandlers] });

export { channelTables } from './tables';
/** The development channels members point at (tests read the table). */
export const channels = channelTables.channels;
