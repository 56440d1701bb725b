import * as v from 'valibot';
import { RoleSchema } from '../contract';
import { defineResource } from '@/lib/resource/define';
import { maxChars, nameRule } from '@/lib/text';

/* system/roles: the roles and the menu pages each grants. */

/** Section 5: role name 2-10 characters (as the user sees them: six emoji are six), nothing invisible. */
export const roleNameRule = nameRule(2, 10, 'system.role.nameLength');
/** A role's description and remark: short notes beside its name. */
export const roleDescriptionRule = v.pipe(v.string(), maxChars(200, 'system.role.descriptionLength'));
export const roleRemarkRule = v.pipe(v.string(), maxChars(100, 'system.role.remarkLength'));

export const roleResource = defineResource(RoleSchema, {
  name: 'role',
  endpoint: 'role',
  grant: 'system/roles',
  // The user page names roles (its column, filter and form select).
  lookupBy: ['system/user'],
  title: 'system.role.title',
  labelKey: 'name',
  columns: [
    { key: 'id', label: 'list.id', kind: 'number', sortable: true, width: 70 },
    { key: 'name', label: 'system.role.name', sortable: true, width: 140 },
    { key: 'description', label: 'system.role.description', width: 240 },
    { key: 'remark', label: 'system.role.remark', width: 160 },
    { key: 'menuIds', label: 'system.role.menuCount', kind: 'tags', width: 100 },
  ],
  filters: [{ key: 'name', label: 'system.role.name', kind: 'text' }],
  fields: [
    { key: 'name', label: 'system.role.name', kind: 'text', required: true, rule: roleNameRule, example: '内容审核' },
    { key: 'description', label: 'system.role.description', kind: 'textarea', rule: roleDescriptionRule },
    { key: 'remark', label: 'system.role.remark', kind: 'textarea', rule: roleRemarkRule },
    { key: 'menuIds', label: 'system.role.menus', kind: 'tree', tree: { endpoint: 'menu/v1/getAllMenu' }, initial: [], wide: true },
  ],
  can: { add: true, edit: true, delete: true, export: true, detail: true },
  defaultSort: { field: 'id', order: 'asc' },
});
