import type { ResourceDef } from '@/lib/resource/types';
import { batchResource, codeResource } from './cards';
import { rechargeOrderResource, vipOrderResource } from './orders';
import { packageResource } from './packages';
import { vipRecordResource } from './vipRecords';
import { vipTypeResource } from './vipTypes';
import { whiteListResource } from './whiteList';

/*
 * The money area's lists, one file per record: VIP types and records (operate/vipManagement), VIP
 * and recharge orders, golden-bean packages, card batches and codes, the white list.
 */
export const resources: ResourceDef[] = [vipTypeResource, vipRecordResource, vipOrderResource, rechargeOrderResource, packageResource, batchResource, codeResource, whiteListResource];
