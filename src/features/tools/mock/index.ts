import { defineAreaMock } from '@/mocks/area';
import '../messages';
import { toolHandlers } from './handlers';

/*
 * The tool area's demo backend: feedback configurations (handlers/pixels.ts; tables.ts, seed/),
 * data migration (handlers/migration.ts: the imports; each target's owner writes its rows), and
 * the promotion links' list and the generator's choices (handlers/links.ts: the links are the
 * channel area's records), the postbacks (handlers/postbacks.ts, seed/postbacks.ts; the ad
 * platforms' answers: seed/platform.ts).
 */
export default defineAreaMock({ name: 'tools', handlers: toolHandlers });

export { toolTables } from './tables';
