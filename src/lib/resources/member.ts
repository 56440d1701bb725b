import type { ResourceDef } from '../resource/types';

/** The member area's resources. */
export const memberResources: ResourceDef[] = [];
