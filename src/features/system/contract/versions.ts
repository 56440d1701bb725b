import * as v from 'valibot';
import { RecordVersion } from '@/lib/api/contract';

/* system/version: the app's versions. */

/** Section 3: version system types. */
export const SYSTEM_TYPES = ['Android', 'iOS', 'H5'] as const;
export type SystemType = (typeof SYSTEM_TYPES)[number];

/** An app version (system/version): code (a build number), name (x.y.z), system type, force update. */
export const AppVersionSchema = v.object({
  id: v.number(),
  code: v.number(),
  name: v.string(),
  systemType: v.picklist(SYSTEM_TYPES),
  forceUpdate: v.boolean(),
  description: v.string(),
  createTime: v.string(),
  version: RecordVersion,
});
export type AppVersion = v.InferOutput<typeof AppVersionSchema>;
