import * as v from 'valibot';
import { AppVersionSchema, SYSTEM_TYPES } from '../contract';
import { defineResource } from '@/lib/resource/define';
import { maxChars } from '@/lib/text';

/* system/version: the app's versions. */

const SYSTEM_TYPE_OPTIONS = SYSTEM_TYPES.map((value) => ({ value, text: value }));
const YES_NO = [
  { value: true, label: 'list.yes' as const },
  { value: false, label: 'list.no' as const },
];

/** x.y.z, as the stores show it. */
export const versionNameRule = v.pipe(v.string(), v.trim(), v.regex(/^\d{1,3}\.\d{1,3}\.\d{1,3}$/, 'system.version.nameRule'));
/** The build number the app compares: a positive whole number. */
export const versionCodeRule = v.pipe(
  v.number('system.version.codeRule'),
  v.integer('system.version.codeRule'),
  v.minValue(1, 'system.version.codeRule'),
  v.maxValue(2_000_000_000, 'system.version.codeRule'),
);

export const versionResource = defineResource(AppVersionSchema, {
  name: 'version',
  endpoint: 'version',
  grant: 'system/version',
  title: 'system.version.title',
  labelKey: 'name',
  columns: [
    { key: 'id', label: 'list.id', kind: 'number', sortable: true, width: 70, hidden: true },
    { key: 'systemType', label: 'system.version.systemType', kind: 'enum', options: SYSTEM_TYPE_OPTIONS, sortable: true, width: 100 },
    { key: 'code', label: 'system.version.code', kind: 'number', sortable: true, width: 100 },
    { key: 'name', label: 'system.version.name', sortable: true, width: 100 },
    { key: 'forceUpdate', label: 'system.version.forceUpdate', kind: 'bool', width: 90 },
    // The widest text takes the card's free space; cut, it shows in full in a tooltip.
    { key: 'description', label: 'system.version.description', width: 150 },
    { key: 'createTime', label: 'system.version.createTime', kind: 'datetime', sortable: true, width: 150 },
  ],
  filters: [
    { key: 'systemType', label: 'system.version.systemType', kind: 'select', options: SYSTEM_TYPE_OPTIONS },
    { key: 'name', label: 'system.version.name', kind: 'text' },
    { key: 'forceUpdate', label: 'system.version.forceUpdate', kind: 'select', options: YES_NO },
    { key: 'createTime', label: 'system.version.createTime', kind: 'dateRange' },
  ],
  fields: [
    { key: 'systemType', label: 'system.version.systemType', kind: 'select', required: true, options: SYSTEM_TYPE_OPTIONS, rule: v.picklist(SYSTEM_TYPES, 'valid.invalid'), example: 'Android' },
    { key: 'code', label: 'system.version.code', kind: 'number', required: true, rule: versionCodeRule, min: 1, help: 'system.version.codeHelp', example: 99001 },
    { key: 'name', label: 'system.version.name', kind: 'text', required: true, rule: versionNameRule, help: 'system.version.nameHelp', example: '9.9.1' },
    { key: 'forceUpdate', label: 'system.version.forceUpdate', kind: 'switch', initial: false, help: 'system.version.forceUpdateHelp' },
    { key: 'description', label: 'system.version.description', kind: 'textarea', rule: v.pipe(v.string(), maxChars(500, 'system.version.descriptionLength')) },
  ],
  can: { add: true, edit: true, delete: true, export: true, detail: true },
  defaultSort: { field: 'createTime', order: 'desc' },
});
