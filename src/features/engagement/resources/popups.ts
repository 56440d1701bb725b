import * as v from 'valibot';
import { defineResource } from '@/lib/resource/define';
import { maxChars, nameRule } from '@/lib/text';
import { POPUP_ENDPOINT, PopupRowSchema } from '../contract';
import { ENABLED_OPTIONS, JUMP_OPTIONS, SEGMENT_OPTIONS, TARGET_OPTIONS, enabledStatus, sortRule } from './fields';

/* ---------------------------------------------------------------- operate/pushPopup */

export const popupResource = defineResource(PopupRowSchema, {
  name: 'popup',
  endpoint: POPUP_ENDPOINT,
  grant: 'operate/pushPopup',
  title: 'engage.popup.title',
  labelKey: 'name',
  columns: [
    { key: 'id', label: 'list.id', kind: 'number', sortable: true, width: 70, hidden: true },
    { key: 'image', label: 'engage.popup.image', kind: 'image', width: 72 },
    { key: 'name', label: 'engage.popup.name', sortable: true, width: 140 },
    // The list is in display order (defaultSort); the order and the jump type are in the column chooser, so 今日展示 fits at 1280 px in English.
    { key: 'sort', label: 'engage.popup.sort', kind: 'number', sortable: true, width: 80, hidden: true },
    { key: 'jumpType', label: 'engage.popup.jumpType', kind: 'enum', options: JUMP_OPTIONS, width: 100, hidden: true },
    { key: 'path', label: 'engage.popup.path', width: 150, hidden: true },
    { key: 'target', label: 'engage.audience.target', kind: 'enum', options: TARGET_OPTIONS, width: 100 },
    { key: 'segment', label: 'engage.audience.segment', kind: 'enum', options: SEGMENT_OPTIONS, width: 130 },
    { key: 'reach', label: 'engage.audience.reachColumn', kind: 'number', width: 90 },
    { key: 'shownToday', label: 'engage.popup.shownToday', kind: 'number', width: 90 },
    { key: 'enabled', label: 'list.enabled', kind: 'status', width: 70 },
    { key: 'updateTime', label: 'list.updateTime', kind: 'datetime', sortable: true, width: 150, hidden: true },
  ],
  filters: [
    { key: 'name', label: 'engage.popup.name', kind: 'text' },
    { key: 'target', label: 'engage.audience.target', kind: 'select', options: TARGET_OPTIONS },
    { key: 'enabled', label: 'list.enabled', kind: 'select', options: ENABLED_OPTIONS },
  ],
  // The popup dialog's own fields (PopupForm.tsx); the audience is its picker.
  fields: [
    { key: 'name', label: 'engage.popup.name', kind: 'text', required: true, rule: nameRule(1, 30, 'engage.popup.nameRule'), example: '首充双倍' },
    { key: 'sort', label: 'engage.popup.sort', kind: 'number', required: true, rule: sortRule, min: 0, initial: 10, help: 'engage.popup.sortHelp', example: 5 },
    { key: 'jumpType', label: 'engage.popup.jumpType', kind: 'select', required: true, options: JUMP_OPTIONS, initial: 'none', example: 'none' },
    { key: 'path', label: 'engage.popup.path', kind: 'text', placeholder: 'engage.popup.pathPlaceholder', rule: v.pipe(v.string(), maxChars(200, 'engage.popup.pathRule')) },
    { key: 'enabled', label: 'list.enabled', kind: 'switch', initial: true },
    { key: 'image', label: 'engage.popup.image', kind: 'image', required: true, example: '/icons/logo.svg' },
  ],
  status: enabledStatus,
  can: { delete: true, export: true },
  defaultSort: { field: 'sort', order: 'asc' },
});
