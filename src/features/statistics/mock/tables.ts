import { VIP_TYPE_TABLE, type VipType } from '@/records/catalogue';
import { CONFIG_TABLE, type SystemConfig } from '@/records/config';
import { DRAMA_TABLE, EPISODE_TABLE, type Drama, type Episode } from '@/records/dramas';
import { worldTable } from '@/mocks/db';

/*
 * The statistics area keeps no table of its own. Its reports read the warehouse
 * (handlers/warehouse: daily aggregates of the members' activity and of the orders) and, as they
 * are now, these tables of the world, found by name: the theater's dramas and episodes, the
 * settings and the VIP types.
 */

export const dramaTable = worldTable<Drama>(DRAMA_TABLE);
export const episodeTable = worldTable<Episode>(EPISODE_TABLE);
export const configTable = worldTable<SystemConfig>(CONFIG_TABLE);
export const vipTypeTable = worldTable<VipType>(VIP_TYPE_TABLE);
