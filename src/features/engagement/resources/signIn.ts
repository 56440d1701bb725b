import { defineResource } from '@/lib/resource/define';
import { nameRule } from '@/lib/text';
import { SIGN_IN_ENDPOINT, SignInPlanRowSchema } from '../contract';
import { ENABLED_OPTIONS, enabledStatus } from './fields';

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
