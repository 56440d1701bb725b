import type { ResourceDef } from '@/lib/resource/types';

/** The money side's lists (issue #11). */
export const moneyResources: ResourceDef[] = [];
