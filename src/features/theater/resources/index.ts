import type { ResourceDef } from '@/lib/resource/types';
import { CLASSIFICATION_LISTS } from './classification';
import { commentResource } from './comment';
import { HOME_LISTS } from './homePage';
import { dramaResource } from './shortDramaContent';

export * from './shortDramaContent';
export * from './classification';
export * from './comment';
export * from './homePage';

/** Every resource of the theater area (the generic suite and docs/api.md read this). */
export const resources: ResourceDef[] = [dramaResource, ...CLASSIFICATION_LISTS, commentResource, ...HOME_LISTS];
