import { linkHandlers } from './links';
import { migrationHandlers } from './migration';
import { pixelHandlers } from './pixels';
import { postbackHandlers } from './postbacks';
import { trailHandlers } from './trail';

/** The tool pages' calls: feedback configurations, data migration, the links' list and the generator's choices, the postbacks, a member's attribution trail and the match rate. */
export const toolHandlers = [...pixelHandlers, ...migrationHandlers, ...linkHandlers, ...postbackHandlers, ...trailHandlers];
