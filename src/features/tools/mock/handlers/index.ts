import { linkHandlers } from './links';
import { migrationHandlers } from './migration';
import { pixelHandlers } from './pixels';
import { postbackHandlers } from './postbacks';

/** The tool pages' calls: feedback configurations, data migration, the links' list and the generator's choices, the postbacks. */
export const toolHandlers = [...pixelHandlers, ...migrationHandlers, ...linkHandlers, ...postbackHandlers];
