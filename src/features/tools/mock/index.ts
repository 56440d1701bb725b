import { defineAreaMock } from '@/mocks/area';
import '../messages';
import { linkHandlers } from './links';
import { migrationHandlers } from './migration';
import { pixelHandlers } from './pixels';

/*
 * The tool area's demo backend: feedback configurations (pixels.ts; tables.ts, seed.ts), data
 * migration (migration.ts: the imports; each target's owner writes its rows), and the promotion
 * links' list and the generator's choices (links.ts: the links are the channel area's records).
 */
export default defineAreaMock({ name: 'tools', handlers: [...pixelHandlers, ...migrationHandlers, ...linkHandlers] });

export { toolTables } from './tables';
