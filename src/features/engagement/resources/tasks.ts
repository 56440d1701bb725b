import * as v from 'valibot';
import type { MessageId } from '@/i18n';
import { defineResource } from '@/lib/resource/define';
import type { Option, RelatedDef, ResourceDef } from '@/lib/resource/types';
import { maxChars, nameRule } from '@/lib/text';
import { SEGMENTS, TARGETS } from '@/records/audience';
import { INBOX_ENDPOINT } from '@/records/inbox';
import { AUTO_MESSAGE_ENDPOINT, AUTO_TRIGGERS, AutoMessageRowSchema, DETECTION_PERIODS, InternalMessageRowSchema, JUMP_TYPES, MESSAGE_ENDPOINT, MESSAGE_STATES, POPUP_ENDPOINT, PopupRowSchema, REWARD_TYPES, SEND_STATUSES, SIGN_IN_ENDPOINT, SignInPlanRowSchema, TASK_ENDPOINT, TASK_EVENTS, TASK_TYPES, TICKER_ENDPOINT, TaskRowSchema, TickerSchema, windowIssue } from '../contract';

/*
 * The engagement side's lists (issue #12). Tasks, sign-in plans, popups and internal messages are
 * added and edited in bespoke dialogs (a task with its conditions and rewards, a plan with its
 * days, a popup or message with its audience and reach) that use these definitions' fields for
 * their inputs and rules; the ticker and the automatic messages use the kit's form.
 */

const labelled = <T extends string>(values: readonly T[], id: (value: T) => string): Option[] => values.map((value) => ({ value, label: id(value) as MessageId }));

export const TASK_TYPE_OPTIONS = labelled(TASK_TYPES, (x) => `engage.taskType.${x}`);
export const TASK_EVENT_OPTIONS = labelled(TASK_EVENTS, (x) => `engage.event.${x}`);
export const PERIOD_OPTIONS = labelled(DETECTION_PERIODS, (x) => `engage.period.${x}`);
export const REWARD_TYPE_OPTIONS = labelled(REWARD_TYPES, (x) => `engage.rewardType.${x}`);
export const TARGET_OPTIONS = labelled(TARGETS, (x) => `engage.target.${x}`);
export const SEGMENT_OPTIONS = labelled(SEGMENTS, (x) => `engage.segment.${x}`);
export const JUMP_OPTIONS = labelled(JUMP_TYPES, (x) => `engage.jump.${x}`);
export const STATE_OPTIONS = labelled(MESSAGE_STATES, (x) => `engage.state.${x}`);
export const SEND_STATUS_OPTIONS = labelled(SEND_STATUSES, (x) => `engage.sendStatus.${x}`);
export const TRIGGER_OPTIONS = labelled(AUTO_TRIGGERS, (x) => `engage.trigger.${x}`);
export const ENABLED_OPTIONS: Option[] = [
  { value: true, label: 'list.enabled' },
  { value: false, label: 'list.disabled' },
];

const sortRule = v.pipe(v.number('engage.sort.rule'), v.integer('engage.sort.rule'), v.minValue(0, 'engage.sort.rule'), v.maxValue(9999, 'engage.sort.rule'));
const sortField = { key: 'sort', label: 'engage.sort', kind: 'number', required: true, rule: sortRule, min: 0, initial: 10, example: 5 } as const;
const enabledStatus = { key: 'enabled' as const, on: true, off: false, label: 'list.enabled' as const };

/* ---------------------------------------------------------------- operate/task */

export const taskResource = defineResource(TaskRowSchema, {
  name: 'task',
  endpoint: TASK_ENDPOINT,
  grant: 'operate/task',
  title: 'engage.task.title',
  labelKey: 'name',
  columns: [
    { key: 'id', label: 'list.id', kind: 'number', sortable: true, width: 70, hidden: true },
    { key: 'icon', label: 'engage.task.icon', kind: 'image', width: 64 },
    { key: 'name', label: 'engage.task.name', sortable: true, width: 150 },
    { key: 'type', label: 'engage.task.type', kind: 'enum', options: TASK_TYPE_OPTIONS, width: 90 },
    { key: 'limitTimes', label: 'engage.task.limitTimes', kind: 'number', sortable: true, width: 80 },
    { key: 'conditionCount', label: 'engage.task.conditions', kind: 'number', width: 80 },
    { key: 'rewardSummary', label: 'engage.task.rewards', width: 170 },
    { key: 'buttonText', label: 'engage.task.buttonText', width: 100, hidden: true },
    { key: 'description', label: 'engage.task.description', width: 200, hidden: true },
    { key: 'sort', label: 'engage.sort', kind: 'number', sortable: true, width: 70 },
    { key: 'enabled', label: 'list.enabled', kind: 'status', width: 80 },
    { key: 'updateTime', label: 'list.updateTime', kind: 'datetime', sortable: true, width: 150, hidden: true },
  ],
  filters: [
    { key: 'name', label: 'engage.task.name', kind: 'text' },
    { key: 'type', label: 'engage.task.type', kind: 'select', options: TASK_TYPE_OPTIONS },
    { key: 'enabled', label: 'list.enabled', kind: 'select', options: ENABLED_OPTIONS },
  ],
  // The task's own fields in the task dialog (TaskForm.tsx); conditions and rewards are its parts.
  fields: [
    { key: 'name', label: 'engage.task.name', kind: 'text', required: true, rule: nameRule(1, 30, 'engage.task.nameRule'), example: '每日观看3集' },
    { key: 'type', label: 'engage.task.type', kind: 'select', required: true, options: TASK_TYPE_OPTIONS, initial: 'daily', example: 'daily' },
    {
      key: 'limitTimes',
      label: 'engage.task.limitTimes',
      kind: 'number',
      required: true,
      rule: v.pipe(v.number('engage.task.limitRule'), v.integer('engage.task.limitRule'), v.minValue(1, 'engage.task.limitRule'), v.maxValue(99, 'engage.task.limitRule')),
      min: 1,
      max: 99,
      initial: 1,
      help: 'engage.task.limitHelp',
      example: 1,
    },
    { key: 'buttonText', label: 'engage.task.buttonText', kind: 'text', required: true, rule: nameRule(1, 10, 'engage.task.buttonRule'), initial: '', example: '去完成' },
    sortField,
    { key: 'enabled', label: 'list.enabled', kind: 'switch', initial: false },
    { key: 'icon', label: 'engage.task.icon', kind: 'image' },
    { key: 'description', label: 'engage.task.description', kind: 'textarea', rule: v.pipe(v.string(), maxChars(200, 'engage.task.descriptionRule')), wide: true },
  ],
  status: enabledStatus,
  can: { delete: true, export: true },
  defaultSort: { field: 'sort', order: 'asc' },
});

/* ---------------------------------------------------------------- operate/signIn */

export const signInResource = defineResource(SignInPlanRowSchema, {
  name: 'signIn',
  endpoint: SIGN_IN_ENDPOINT,
  grant: 'operate/signIn',
  title: 'engage.signIn.title',
  labelKey: 'name',
  columns: [
    { key: 'id', label: 'list.id', kind: 'number', sortable: true, width: 70, hidden: true },
    { key: 'name', label: 'engage.signIn.name', sortable: true, width: 170 },
    { key: 'consecutiveDays', label: 'engage.signIn.consecutiveDays', kind: 'number', sortable: true, width: 90 },
    { key: 'totalBeans', label: 'engage.signIn.totalBeans', kind: 'number', width: 110 },
    { key: 'daysSummary', label: 'engage.signIn.days', width: 250 },
    { key: 'enabled', label: 'engage.signIn.active', kind: 'status', width: 80 },
    { key: 'updateTime', label: 'list.updateTime', kind: 'datetime', sortable: true, width: 150, hidden: true },
  ],
  filters: [
    { key: 'name', label: 'engage.signIn.name', kind: 'text' },
    { key: 'enabled', label: 'engage.signIn.active', kind: 'select', options: ENABLED_OPTIONS },
  ],
  fields: [{ key: 'name', label: 'engage.signIn.name', kind: 'text', required: true, rule: nameRule(1, 30, 'engage.signIn.nameRule'), example: '七日签到' }],
  // One plan is enabled at a time: switching asks first, and the list reloads (the other plan is off now).
  status: {
    ...enabledStatus,
    label: 'engage.signIn.active',
    confirm: { on: 'engage.signIn.confirmOn', off: 'engage.signIn.confirmOff' },
    reloadAfter: true,
  },
  can: { delete: true, export: true },
  defaultSort: { field: 'id', order: 'asc' },
  guardDelete: (row) => (row.enabled ? 'engage.signIn.deleteActive' : null),
});

/* ---------------------------------------------------------------- operate/horseRaceLamp */

export const tickerResource = defineResource(TickerSchema, {
  name: 'ticker',
  endpoint: TICKER_ENDPOINT,
  grant: 'operate/horseRaceLamp',
  title: 'engage.ticker.title',
  labelKey: 'content',
  columns: [
    { key: 'id', label: 'list.id', kind: 'number', sortable: true, width: 70, hidden: true },
    { key: 'content', label: 'engage.ticker.content', width: 200 },
    { key: 'contentJa', label: 'engage.ticker.contentJa', width: 160 },
    { key: 'weight', label: 'engage.ticker.weight', kind: 'number', sortable: true, width: 70 },
    { key: 'startTime', label: 'engage.window.start', kind: 'datetime', sortable: true, width: 140 },
    { key: 'endTime', label: 'engage.window.end', kind: 'datetime', sortable: true, width: 140 },
    { key: 'enabled', label: 'list.enabled', kind: 'status', width: 70 },
    { key: 'createTime', label: 'list.createTime', kind: 'datetime', sortable: true, width: 150, hidden: true },
  ],
  filters: [
    { key: 'content', label: 'engage.ticker.content', kind: 'text', fields: ['content', 'contentJa'] },
    { key: 'enabled', label: 'list.enabled', kind: 'select', options: ENABLED_OPTIONS },
  ],
  fields: [
    { key: 'content', label: 'engage.ticker.content', kind: 'textarea', required: true, rule: v.pipe(v.string(), maxChars(200, 'engage.ticker.contentRule')), example: '新剧《总裁的契约娇妻》今晚 8 点上线！' },
    { key: 'contentJa', label: 'engage.ticker.contentJa', kind: 'textarea', required: true, rule: v.pipe(v.string(), maxChars(200, 'engage.ticker.contentRule')), example: '新作『社長の契約妻』今夜8時配信！' },
    {
      key: 'weight',
      label: 'engage.ticker.weight',
      kind: 'number',
      required: true,
      rule: v.pipe(v.number('engage.ticker.weightRule'), v.integer('engage.ticker.weightRule'), v.minValue(0, 'engage.ticker.weightRule'), v.maxValue(100, 'engage.ticker.weightRule')),
      min: 0,
      max: 100,
      initial: 50,
      help: 'engage.ticker.weightHelp',
      example: 60,
    },
    { key: 'startTime', label: 'engage.window.start', kind: 'datetime', example: '2026-06-01T10:00' },
    { key: 'endTime', label: 'engage.window.end', kind: 'datetime', help: 'engage.window.help', example: '2026-06-30T22:00' },
    { key: 'enabled', label: 'list.enabled', kind: 'switch', initial: true },
  ],
  refine: () => [
    v.forward(
      v.partialCheck([['startTime'], ['endTime']], (input: { startTime?: unknown; endTime?: unknown }) => windowIssue(input.startTime, input.endTime) !== 'engage.window.order', 'engage.window.order'),
      ['endTime'],
    ),
    v.forward(
      v.partialCheck([['startTime'], ['endTime']], (input: { startTime?: unknown; endTime?: unknown }) => windowIssue(input.startTime, input.endTime) !== 'engage.window.both', 'engage.window.both'),
      ['endTime'],
    ),
  ],
  status: enabledStatus,
  can: { add: true, edit: true, delete: true, export: true },
  defaultSort: { field: 'weight', order: 'desc' },
});

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
    { key: 'sort', label: 'engage.popup.sort', kind: 'number', sortable: true, width: 80 },
    { key: 'jumpType', label: 'engage.popup.jumpType', kind: 'enum', options: JUMP_OPTIONS, width: 100 },
    { key: 'path', label: 'engage.popup.path', width: 150, hidden: true },
    { key: 'target', label: 'engage.audience.target', kind: 'enum', options: TARGET_OPTIONS, width: 100 },
    { key: 'segment', label: 'engage.audience.segment', kind: 'enum', options: SEGMENT_OPTIONS, width: 130 },
    { key: 'reach', label: 'engage.audience.reachColumn', kind: 'number', width: 90 },
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
    { key: 'title', label: 'engage.message.titleField', kind: 'text', fields: ['title', 'content', 'contentEn'] },
    { key: 'sendStatus', label: 'engage.message.sendStatus', kind: 'select', options: SEND_STATUS_OPTIONS },
    { key: 'state', label: 'engage.message.state', kind: 'select', options: STATE_OPTIONS },
    { key: 'target', label: 'engage.audience.target', kind: 'select', options: TARGET_OPTIONS },
  ],
  // The message dialog's fields (MessageForm.tsx), with its audience and its sending.
  fields: [
    { key: 'title', label: 'engage.message.titleField', kind: 'text', required: true, rule: nameRule(1, 50, 'engage.message.titleRule'), wide: true, example: '会员福利上线' },
    { key: 'content', label: 'engage.message.content', kind: 'textarea', required: true, rule: v.pipe(v.string(), maxChars(1000, 'engage.message.contentRule')), example: '本周观看任意短剧即可领取 20 金豆。' },
    { key: 'contentEn', label: 'engage.message.contentEn', kind: 'textarea', required: true, rule: v.pipe(v.string(), maxChars(1000, 'engage.message.contentRule')), example: 'Watch any drama this week to get 20 golden beans.' },
    { key: 'contentJa', label: 'engage.message.contentJa', kind: 'textarea', rule: v.pipe(v.string(), maxChars(1000, 'engage.message.contentRule')) },
  ],
  can: { delete: true, export: true, detail: true },
  defaultSort: { field: 'createTime', order: 'desc' },
  related: [inboxRelated],
  // Sent messages stay (their inbox rows name them); a scheduled one is cancelled first.
  guardDelete: (row) => (row.state === 'sent' ? 'engage.message.deleteSent' : row.state === 'scheduled' ? 'engage.message.deleteScheduled' : null),
});

/* ---------------------------------------------------------------- operate/automaticInternalMessage */

export const autoMessageResource = defineResource(AutoMessageRowSchema, {
  name: 'autoMessage',
  endpoint: AUTO_MESSAGE_ENDPOINT,
  grant: 'operate/automaticInternalMessage',
  title: 'engage.auto.title',
  labelKey: 'title',
  columns: [
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
    { key: 'contentEn', label: 'engage.message.contentEn', kind: 'textarea', required: true, rule: v.pipe(v.string(), maxChars(1000, 'engage.message.contentRule')), example: 'Thanks for watching. Sign in tomorrow for 5 more beans.' },
    { key: 'contentJa', label: 'engage.message.contentJa', kind: 'textarea', rule: v.pipe(v.string(), maxChars(1000, 'engage.message.contentRule')) },
  ],
  status: enabledStatus,
  can: { edit: true, export: true },
  defaultSort: { field: 'id', order: 'asc' },
});

/** The engagement side's lists (issue #12). */
export const engagementResources: ResourceDef[] = [taskResource, signInResource, tickerResource, popupResource, messageResource, autoMessageResource];
