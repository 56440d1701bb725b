import * as v from 'valibot';
import type { LoginResult as LoginResultShape, MenuItem, SessionUser as SessionUserShape } from '@/machines/session';

/** The signed-in admin as the session keeps it under `user` (section 3). */
export const SessionUserSchema: v.GenericSchema<SessionUserShape> = v.object({
  id: v.number(),
  name: v.string(),
  realName: v.string(),
  email: v.string(),
  phone: v.string(),
  roleId: v.number(),
});
export type SessionUser = v.InferOutput<typeof SessionUserSchema>;

/** POST /user/v1/login answers this (a call the spec leaves to us: see docs/api.md). */
export const LoginResultSchema: v.GenericSchema<LoginResultShape> = v.object({ token: v.string(), user: SessionUserSchema });
export type LoginResult = v.InferOutput<typeof LoginResultSchema>;

export const MenuItemSchema: v.GenericSchema<MenuItem> = v.object({
  id: v.number(),
  path: v.string(),
  name: v.string(),
  nameEn: v.string(),
  iconUrl: v.optional(v.nullable(v.string())),
  sort: v.optional(v.number()),
  parentId: v.optional(v.nullable(v.number())),
  children: v.optional(v.array(v.lazy(() => MenuItemSchema))),
});
export const MenuListSchema = v.array(MenuItemSchema);

/** GET /user/v1/info?id= */
export const UserInfoSchema = v.object({
  id: v.number(),
  name: v.string(),
  realName: v.string(),
  email: v.string(),
  phone: v.string(),
});
export type UserInfo = v.InferOutput<typeof UserInfoSchema>;

export const VersionSchema = v.object({ version: v.string() });
