import type { ResourceDef } from '@/lib/resource/types';
import { oplogResource } from './account';
import { attachmentResource } from './attachmentManagement';
import { menuResource } from './menu';
import { roleResource } from './roles';
import { userResource } from './user';
import { versionResource } from './version';

export * from './user';
export * from './roles';
export * from './menu';
export * from './version';
export * from './attachmentManagement';
export * from './account';

/** Every resource of the system-settings area (the generic suite and docs/api.md read this). */
export const resources: ResourceDef[] = [userResource, roleResource, menuResource, versionResource, attachmentResource, oplogResource];
