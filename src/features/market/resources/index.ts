import type { ResourceDef } from '@/lib/resource/types';
import { promotionRecordResource } from './promotionRecords';

export * from './promotionRecords';

/** The marketing area's lists: the advertising promotion records (marketReport/adUserActivation). */
export const resources: ResourceDef[] = [promotionRecordResource];
