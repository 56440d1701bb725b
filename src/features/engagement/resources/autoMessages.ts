import * as v from 'valibot';
import { defineResource } from '@/lib/resource/define';
import { maxChars, nameRule } from '@/lib/text';
import { AUTO_MESSAGE_ENDPOINT, AutoMessageRowSchema } from '../contract';
import { ENABLED_OPTIONS, TRIGGER_OPTIONS, enabledStatus } from './fields';

/* ---------------------------------------------------------------- operate/automaticInternalMessage */

export const autoMessageResource = defineResource(AutoMessageRowSchema, {
  name: 'autoMessage',
  endpoint: AUTO_MESSAGE_ENDPOINT,
  grant: 'operate/automaticInternalMessage',
  title: 'engage.auto.title',
  labelKey: 'title',
  columns: [
    // The list's order (the triggers as the spec names them) is a column of its own, so the sort the page sends is one the contract declares.
    { key: 'id', label: 'list.id', kind: 'number', sortable: true, width: 70, hidden: true },
    { key: 'trigger', label: 'engage.auto.trigger', kind: 'enum', options: TRIGGER_OPTIONS, width: 200 },
    { key: 'title', label: 'engage.message.titleField', width: 180 },
    { key: 'content', label: 'engage.message.content', width: 220, hidden: true },
    { key: 'sentLast7Days', label: 'engage.auto.sent7', kind: 'number', width: 150 },
    { key: 'enabled', label: 'list.enabled', kind: 'status', width: 80 },
    { key: 'updateTime', label: 'list.updateTime', kind: 'datetime', sortable: true, width: 150 },
  ],
  filters: [
    { key: 'trigger', label: 'engage.auto.trigger', kind: 'select', options: TRIGGER_OPTIONS },
    { key: 'enabled', label: 'list.enabled', kind: 'select', options: ENABLED_OPTIONS },
  ],
  fields: [
    { key: 'title', label: 'engage.message.titleField', kind: 'text', required: true, rule: nameRule(1, 50, 'engage.message.titleRule'), wide: true, example: '看广告领福利' },
    { key: 'content', label: 'engage.message.content', kind: 'textarea', required: true, rule: v.pipe(v.string(), maxChars(1000, 'engage.message.contentRule')), example: '感谢观看广告，明天签到可多领 5 金豆。' },
    // The app's content languages are Chinese and Japanese (as the ticker's): Japanese is required, English optional.
    { key: 'contentJa', label: 'engage.message.contentJa', kind: 'textarea', required: true, rule: v.pipe(v.string(), maxChars(1000, 'engage.message.contentRule')), example: '広告のご視聴ありがとうございます。明日サインインすると金豆が5枚多くもらえます。' },
    { key: 'contentEn', label: 'engage.message.contentEn', kind: 'textarea', rule: v.pipe(v.string(), maxChars(1000, 'engage.message.contentRule')), example: 'Thanks for watching. Sign in tomorrow for 5 more beans.' },
  ],
  status: enabledStatus,
  can: { edit: true, export: true },
  defaultSort: { field: 'id', order: 'asc' },
});
