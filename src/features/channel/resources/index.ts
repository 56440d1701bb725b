import type { ResourceDef } from '@/lib/resource/types';
import { channelResource } from './channels';
import { companyResource } from './companies';
import { orderResource } from './orders';
import { shareResource } from './shares';

export * from './companies';
export * from './channels';
export * from './orders';
export * from './shares';

/** channel/management: companies, channels, distribution orders and share records (the console is a declared call). */
export const resources: ResourceDef[] = [companyResource, channelResource, orderResource, shareResource];
