import * as v from 'valibot';
import { defineResource } from '@/lib/resource/define';
import type { Option } from '@/lib/resource/types';
import { maxChars } from '@/lib/text';
import { WhiteListSchema } from '../contract';

/* ------------------------------------------------------------------------------------------------
 * operate/whiteList: members are added by a search (a call); status and remark are edited here.
 * ---------------------------------------------------------------------------------------------- */

const ENABLED_OPTIONS: Option[] = [
  { value: true, label: 'operate.white.enabled' },
  { value: false, label: 'operate.white.disabled' },
];

export const whiteRemarkRule = v.pipe(v.string(), maxChars(100, 'operate.white.remarkLength'));

export const whiteListResource = defineResource(WhiteListSchema, {
  name: 'whiteList',
  endpoint: 'whiteList',
  grant: 'operate/whiteList',
  title: 'operate.white.title',
  labelKey: 'memberName',
  columns: [
    { key: 'id', label: 'list.id', kind: 'number', sortable: true, width: 60, hidden: true },
    { key: 'cardNumber', label: 'operate.white.cardNumber', width: 100 },
    { key: 'memberName', label: 'operate.white.member', width: 120 },
    { key: 'phone', label: 'operate.white.phone', width: 120 },
    { key: 'email', label: 'operate.white.email', width: 180 },
    { key: 'enabled', label: 'operate.white.status', kind: 'status', width: 80 },
    { key: 'remark', label: 'operate.white.remark', width: 160 },
    { key: 'operator', label: 'operate.white.operator', width: 100, hidden: true },
    { key: 'createTime', label: 'list.createTime', kind: 'datetime', sortable: true, width: 150, hidden: true },
  ],
  filters: [
    { key: 'keyword', label: 'operate.white.search', kind: 'text', fields: ['cardNumber', 'memberName', 'phone', 'email'] },
    { key: 'enabled', label: 'operate.white.status', kind: 'select', options: ENABLED_OPTIONS },
  ],
  fields: [{ key: 'remark', label: 'operate.white.remark', kind: 'textarea', rule: whiteRemarkRule, example: '审核账号' }],
  status: { key: 'enabled', on: true, off: false, label: 'operate.white.status' },
  can: { edit: true, delete: true, export: true, detail: true },
  defaultSort: { field: 'createTime', order: 'desc' },
});
