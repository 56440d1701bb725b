import * as v from 'valibot';

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
});
export type AdminUser = v.InferOutput<typeof AdminUserSchema>;

export const RoleSchema = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  remark: v.string(),
  menuIds: v.array(v.number()),
});
export type Role = v.InferOutput<typeof RoleSchema>;

/** A menu row as stored: the tree is built from parentId. */
export const MenuRowSchema = v.object({
  id: v.number(),
  path: v.string(),
  name: v.string(),
  nameEn: v.string(),
  iconUrl: v.nullable(v.string()),
  sort: v.number(),
  parentId: v.nullable(v.number()),
});
export type MenuRow = v.InferOutput<typeof MenuRowSchema>;
