import type { ResourceDef } from '@/lib/resource/types';
import { moneyResources } from './resources/money';
import { engagementResources } from './resources/engagement';

/** The operate area's list definitions: the money side and the engagement side (see ./index.ts). */
export const resources: ResourceDef[] = [...moneyResources, ...engagementResources];
