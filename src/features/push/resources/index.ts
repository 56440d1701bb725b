import type { ResourceDef } from '@/lib/resource/types';
import { pushRecordResource } from './pushes';

export * from './pushes';

/** The push area's lists: the push records (push/pushRecord). */
export const resources: ResourceDef[] = [pushRecordResource];
