import { defineAreaMock } from '@/mocks/area';
import '../messages';
import { marketHandlers } from './handlers';

/*
 * The marketing area's demo backend: the promotion records and the TikTok account's days
 * (tables.ts, seed.ts), and the four reports read from them and the world's members and orders
 * (handlers/reports.ts, handlers/index.ts).
 */
export default defineAreaMock({ name: 'market', handlers: marketHandlers });

export { marketTables } from './tables';
