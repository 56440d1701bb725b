import * as v from 'valibot';
import { defineResource } from '@/lib/resource/define';
import type { RelatedDef } from '@/lib/resource/types';
import { maxChars, nameRule } from '@/lib/text';
import { INBOX_ENDPOINT } from '@/records/inbox';
import { InternalMessageRowSchema, MESSAGE_ENDPOINT } from '../contract';
import { SEGMENT_OPTIONS, SEND_STATUS_OPTIONS, STATE_OPTIONS, TARGET_OPTIONS } from './fields';

/* ---------------------------------------------------------------- operate/internalMessage */

/** A message's recipients: its inbox rows (the detail drawer's related list). */
export const inboxRelated: RelatedDef = {
  title: 'engage.inbox.recipients',
  endpoint: INBOX_ENDPOINT,
  parentKey: 'messageId',
  columns: [
    { key: 'cardNumber', label: 'engage.inbox.cardNumber', width: 100 },
    { key: 'memberName', label: 'engage.inbox.memberName', width: 140 },
    { key: 'sentTime', label: 'engage.inbox.sentTime', kind: 'datetime', width: 170 },
    { key: 'read', label: 'engage.inbox.read', kind: 'bool', width: 80 },
  ],
};

export const messageResource = defineResource(InternalMessageRowSchema, {
  name: 'internalMessage',
  endpoint: MESSAGE_ENDPOINT,
  grant: 'operate/internalMessage',
  title: 'engage.message.title',
  labelKey: 'title',
  columns: [
    { key: 'id', label: 'list.id', kind: 'number', sortable: true, width: 70, hidden: true },
    { key: 'title', label: 'engage.message.titleField', sortable: true, width: 170 },
    { key: 'target', label: 'engage.audience.target', kind: 'enum', options: TARGET_OPTIONS, width: 90 },
    { key: 'segment', label: 'engage.audience.segment', kind: 'enum', options: SEGMENT_OPTIONS, width: 130, hidden: true },
    { key: 'recipients', label: 'engage.message.recipients', kind: 'number', width: 90 },
    { key: 'sendStatus', label: 'engage.message.sendStatus', kind: 'enum', options: SEND_STATUS_OPTIONS, width: 90 },
    { key: 'state', label: 'engage.message.state', kind: 'enum', options: STATE_OPTIONS, width: 90 },
    { key: 'sendTime', label: 'engage.message.sendTime', kind: 'datetime', width: 150 },
    { key: 'content', label: 'engage.message.content', width: 200, hidden: true },
    { key: 'createdBy', label: 'engage.message.createdBy', width: 100, hidden: true },
    { key: 'createTime', label: 'list.createTime', kind: 'datetime', sortable: true, width: 150, hidden: true },
  ],
  filters: [
    { key: 'title', label: 'engage.message.titleField', kind: 'text', fields: ['title', 'content', 'contentJa', 'contentEn'] },
    { key: 'sendStatus', label: 'engage.message.sendStatus', kind: 'select', options: SEND_STATUS_OPTIONS },
    { key: 'state', label: 'engage.message.state', kind: 'select', options: STATE_OPTIONS },
    { key: 'target', label: 'engage.audience.target', kind: 'select', options: TARGET_OPTIONS },
  ],
  // The message dialog's fields (MessageForm.tsx), with its audience and its sending.
  fields: [
    { key: 'title', label: 'engage.message.titleField', kind: 'text', required: true, rule: nameRule(1, 50, 'engage.message.titleRule'), wide: true, example: '会员福利上线' },
    { key: 'content', label: 'engage.message.content', kind: 'textarea', required: true, rule: v.pipe(v.string(), maxChars(1000, 'engage.message.contentRule')), example: '本周观看任意短剧即可领取 20 金豆。' },
    // The app's content languages are Chinese and Japanese (as the ticker's): Japanese is required, English optional.
    { key: 'contentJa', label: 'engage.message.contentJa', kind: 'textarea', required: true, rule: v.pipe(v.string(), maxChars(1000, 'engage.message.contentRule')), example: '今週どのドラマでも視聴すると金豆20枚がもらえます。' },
    { key: 'contentEn', label: 'engage.message.contentEn', kind: 'textarea', rule: v.pipe(v.string(), maxChars(1000, 'engage.message.contentRule')), example: 'Watch any drama this week to get 20 golden beans.' },
  ],
  can: { delete: true, export: true, detail: true },
  defaultSort: { field: 'createTime', order: 'desc' },
  related: [inboxRelated],
  // Sent messages stay (their inbox rows name them); a scheduled one is cancelled first.
  guardDelete: (row) => (row.state === 'sent' ? 'engage.message.deleteSent' : row.state === 'scheduled' ? 'engage.message.deleteScheduled' : null),
});
