import type { ResourceDef } from '@/lib/resource/types';
import { autoMessageResource } from './autoMessages';
import { messageResource } from './internalMessages';
import { popupResource } from './popups';
import { signInResource } from './signIn';
import { taskResource } from './tasks';
import { tickerResource } from './ticker';

/** The engagement area's lists, one file per record (fields.ts: their shared options and rules). */
export const resources: ResourceDef[] = [taskResource, signInResource, tickerResource, popupResource, messageResource, autoMessageResource];
