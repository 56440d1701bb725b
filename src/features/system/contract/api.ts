import type { ConfigValues } from '@/records/config';
import { configCall, saveConfigCall } from './config';
import { allMenuCall } from './menus';
import { clearSessionsCall, rebuildIndexCall, recomputeCall, refreshCacheCall, toolStatusCall } from './tools';

/** The system area's calls beyond the resource lists, as the pages use them. */
export const systemApi = {
  /** The whole tree, groups with their pages. */
  menuTree: () => allMenuCall.send(undefined),
  config: () => configCall.send(undefined),
  /** `version`: the settings' version the form was opened with (a stale save is refused). */
  saveConfig: (values: ConfigValues, version: number) => saveConfigCall.send({ ...values, version }),
  toolStatus: () => toolStatusCall.send(undefined),
  refreshCache: () => refreshCacheCall.send(undefined),
  recompute: (date: string) => recomputeCall.send({ date }),
  clearSessions: () => clearSessionsCall.send(undefined),
  rebuildIndex: () => rebuildIndexCall.send(undefined),
};
