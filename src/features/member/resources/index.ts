import type { ResourceDef } from '@/lib/resource/types';
import { memberResource } from './members';

export * from './members';
export * from './actions';

/** The member area's resources: the member list (member/memberInforMation); actions.ts holds the row actions' forms. */
export const resources: ResourceDef[] = [memberResource];
