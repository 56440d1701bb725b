import { defineAreaMock } from '@/mocks/area';
import '../messages';
import { linkHandlers } from './links';
import { migrationHandlers } from './migration';
import { pixelHandlers } from './pixels';
import { postbackHandlers } from './postbacks';

/*
 * The tool area's demo backend: feedback configurations (pixels.ts; tables.ts, seed.ts), data
 * migration (migration.ts: the imports; each target's owner writes its rows), and the promotion
 * links' list and the generator's choices (links.ts: the links are the channel area's records),
 * the postbacks (postbacks.ts, postback-seed.ts).
 */
export default defineAreaMock({ name: 'tools', handlers: [...pixelHandlers, ...migrationHandlers, ...linkHandlers, ...postbackHandlers] });

export { toolTables } from './tables';
