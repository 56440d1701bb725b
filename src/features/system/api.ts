import * as v from 'valibot';
import { api } from '@/lib/api/client';
import { MenuListSchema } from '@/features/auth/contract';
import {
  ClearSessionsResultSchema,
  RebuildIndexResultSchema,
  RecomputeResultSchema,
  RefreshCacheResultSchema,
  SystemConfigSchema,
  ToolStatusSchema,
  UploadResultSchema,
  type AttachmentKind,
  type ConfigValues,
} from '@/features/system/contract';

/** The system area's calls beyond the resource lists (those go through ResourcePage). */
export const systemApi = {
  /** GET /menu/v1/getAllMenu: the whole tree, groups with their pages. */
  menuTree: () => api.get('menu/v1/getAllMenu', undefined, MenuListSchema),

  config: () => api.get('config/v1/get', undefined, SystemConfigSchema),
  saveConfig: (values: ConfigValues) => api.post('config/v1/update', values, SystemConfigSchema),

  /** Multipart POST file/v1/upload: the file and its library kind; answers the new attachment. */
  upload: (file: File, kind: AttachmentKind) => api.upload('file/v1/upload', { file, kind }, UploadResultSchema),

  toolStatus: () => api.get('tools/v1/status', undefined, ToolStatusSchema),
  refreshCache: () => api.post('tools/v1/refreshCache', {}, RefreshCacheResultSchema),
  recompute: (date: string) => api.post('tools/v1/recompute', { date }, RecomputeResultSchema),
  clearSessions: () => api.post('tools/v1/clearSessions', {}, ClearSessionsResultSchema),
  rebuildIndex: () => api.post('tools/v1/rebuildIndex', {}, RebuildIndexResultSchema),
};

export type RefreshCacheResult = v.InferOutput<typeof RefreshCacheResultSchema>;
export type RecomputeResult = v.InferOutput<typeof RecomputeResultSchema>;
export type ClearSessionsResult = v.InferOutput<typeof ClearSessionsResultSchema>;
export type RebuildIndexResult = v.InferOutput<typeof RebuildIndexResultSchema>;

/** '12.3 KB': a file size for people. */
export function formatBytes(bytes: number, format: (n: number) => string): string {
  if (bytes < 1024) return `${format(bytes)} B`;
  if (bytes < 1024 * 1024) return `${format(Math.round((bytes / 1024) * 10) / 10)} KB`;
  return `${format(Math.round((bytes / 1024 / 1024) * 10) / 10)} MB`;
}
