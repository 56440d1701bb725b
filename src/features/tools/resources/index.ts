import type { ResourceDef } from '@/lib/resource/types';
import { linkResource } from './links';
import { migrationResource } from './migrations';
import { pixelResource } from './pixels';
import { postbackResource } from './postbacks';

export * from './pixels';
export * from './migrations';
export * from './links';
export * from './postbacks';

/** The tool pages' lists: feedback configurations, imports, promotion links and postbacks. */
export const resources: ResourceDef[] = [pixelResource, migrationResource, linkResource, postbackResource];
