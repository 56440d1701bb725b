import type { ResourceDef } from '../resource/types';
import { channelResources } from './channel';
import { memberResources } from './member';
import { systemResources } from './system';

/** Every resource definition of the console: the generic test suite and docs/api.md iterate these. */
export const allResources: ResourceDef[] = [...systemResources, ...memberResources, ...channelResources];
