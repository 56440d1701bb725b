import * as v from 'valibot';
import { RecordVersion } from '@/lib/api/contract';

/* system/user and system/roles: admin accounts and their roles. */

/** An admin account (system/user). `name` is the login name. */
export const AdminUserSchema = v.object({
  id: v.number(),
  name: v.string(),
  realName: v.string(),
  email: v.string(),
  phone: v.string(),
  password: v.string(),
  roleId: v.number(),
  enabled: v.boolean(),
  createTime: v.string(),
  /** Raised by every write: updates, switches and deletes send back the version they read. */
  version: RecordVersion,
});
export type AdminUser = v.InferOutput<typeof AdminUserSchema>;

export const RoleSchema = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  remark: v.string(),
  menuIds: v.array(v.number()),
  version: RecordVersion,
});
export type Role = v.InferOutput<typeof RoleSchema>;
