import * as v from 'valibot';
import { RecordVersion, defineCall } from '@/lib/api/contract';
import { MenuListSchema } from '@/records/session';

/* system/menu: the menu tree's rows (the session's menu itself is src/records/session.ts). */

/** A menu row as stored: the tree is built from parentId. */
export const MenuRowSchema = v.object({
  id: v.number(),
  path: v.string(),
  name: v.string(),
  nameEn: v.string(),
  iconUrl: v.nullable(v.string()),
  sort: v.number(),
  parentId: v.nullable(v.number()),
  version: RecordVersion,
});
export type MenuRow = v.InferOutput<typeof MenuRowSchema>;

export const allMenuCall = defineCall({
  method: 'GET',
  path: 'menu/v1/getAllMenu',
  response: MenuListSchema,
  access: 'read',
  grant: ['system/menu', 'system/roles'],
  summary: 'The whole menu tree: groups with their pages, ordered by `sort` then id (the menu page, the role form).',
});
