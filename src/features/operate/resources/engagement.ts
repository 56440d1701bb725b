import type { ResourceDef } from '@/lib/resource/types';

/** The engagement side's lists (issue #12). */
export const engagementResources: ResourceDef[] = [];
