import * as v from 'valibot';
import { MenuRowSchema } from '../contract';
import { defineResource } from '@/lib/resource/define';
import { mediaUrlRule, nameRule } from '@/lib/text';

/* system/menu: the menu tree. */

/** Section 5: the menu sort order cannot be negative. */
export const menuSortRule = v.pipe(
  v.number('valid.number'),
  v.integer('system.menu.sortInteger'),
  v.minValue(0, 'system.menu.sortNegative'),
);
export const menuNameRule = nameRule(1, 20, 'system.menu.nameLength');
export const menuNameEnRule = nameRule(1, 40, 'system.menu.nameEnLength');
/** 'group' for a top-level item, 'group/page' for a page: the page opens at /group/page/index. */
export const MENU_PATH = /^[A-Za-z][A-Za-z0-9_-]*(?:\/[A-Za-z][A-Za-z0-9_-]*)?$/;
export const menuPathRule = v.pipe(v.string(), v.trim(), v.maxLength(100, 'system.menu.pathRule'), v.regex(MENU_PATH, 'system.menu.pathRule'));
/** Section 3: a menu item's icon: a file of the library or an upload, never another site's URL. */
export const menuIconRule = mediaUrlRule('system.menu.iconUrlRule');

/**
 * Menu items: the page (system/menu) shows them as a tree from GET menu/v1/getAllMenu and writes
 * through menu/v1/add and menu/v1/update with this definition's form. There is no delete call.
 */
export const menuResource = defineResource(MenuRowSchema, {
  name: 'menu',
  endpoint: 'menu',
  grant: 'system/menu',
  title: 'system.menu.title',
  labelKey: 'name',
  columns: [
    { key: 'name', label: 'system.menu.name', width: 220 },
    { key: 'nameEn', label: 'system.menu.nameEn', width: 200 },
    { key: 'id', label: 'list.id', kind: 'number', width: 70 },
    { key: 'iconUrl', label: 'system.menu.icon', kind: 'image', width: 70 },
    { key: 'path', label: 'system.menu.path', width: 240 },
    { key: 'sort', label: 'system.menu.sort', kind: 'number', sortable: true, width: 70 },
    { key: 'parentId', label: 'system.menu.parent', kind: 'enum', options: { endpoint: 'menu', valueKey: 'id', labelKey: 'name' }, width: 140 },
  ],
  filters: [{ key: 'keyword', label: 'system.menu.search', kind: 'text', fields: ['name', 'nameEn'] }],
  fields: [
    // Options are the top-level items; the menu page fills them from the tree it shows.
    { key: 'parentId', label: 'system.menu.parent', kind: 'select', options: { endpoint: 'menu', valueKey: 'id', labelKey: 'name' }, help: 'system.menu.parentHelp', example: 1 },
    { key: 'name', label: 'system.menu.name', kind: 'text', required: true, rule: menuNameRule, example: '新页面' },
    { key: 'nameEn', label: 'system.menu.nameEn', kind: 'text', required: true, rule: menuNameEnRule, example: 'New page' },
    { key: 'path', label: 'system.menu.path', kind: 'text', required: true, rule: menuPathRule, help: 'system.menu.pathHelp', example: 'system/newPage' },
    { key: 'sort', label: 'system.menu.sort', kind: 'number', required: true, rule: menuSortRule, min: 0, initial: 0, example: 9 },
    { key: 'iconUrl', label: 'system.menu.icon', kind: 'image', accept: 'image/*', help: 'system.menu.iconHelp', rule: menuIconRule },
  ],
  can: { add: true, edit: true },
  defaultSort: { field: 'sort', order: 'asc' },
});
