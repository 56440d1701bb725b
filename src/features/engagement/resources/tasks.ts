import * as v from 'valibot';
import { defineResource } from '@/lib/resource/define';
import { maxChars, nameRule } from '@/lib/text';
import { TASK_ENDPOINT, TaskRowSchema } from '../contract';
import { ENABLED_OPTIONS, TASK_TYPE_OPTIONS, enabledStatus, sortField } from './fields';

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
