import { defineResource } from '@/lib/resource/define';
import { VipRecordListSchema } from '@/records/orders';
import { VIP_TYPE_OPTIONS } from '@/records/catalogue';
import { VIP_SOURCE_OPTIONS } from './fields';

/* operate/vipManagement, its second tab: each member's VIP time and where it came from. */

export const vipRecordResource = defineResource(VipRecordListSchema, {
  name: 'vipRecord',
  endpoint: 'vipRecord',
  grant: 'operate/vipManagement',
  title: 'operate.vipRecord.title',
  labelKey: 'cardNumber',
  columns: [
    { key: 'id', label: 'list.id', kind: 'number', sortable: true, width: 70, hidden: true },
    { key: 'cardNumber', label: 'operate.vipRecord.cardNumber', width: 100 },
    { key: 'memberName', label: 'operate.vipRecord.member', width: 110 },
    { key: 'vipTypeId', label: 'operate.vipType.title', kind: 'enum', options: VIP_TYPE_OPTIONS, width: 110 },
    { key: 'startTime', label: 'operate.vipRecord.startTime', kind: 'datetime', sortable: true, width: 150 },
    { key: 'expiryTime', label: 'operate.vipRecord.expiryTime', kind: 'datetime', sortable: true, width: 150 },
    { key: 'active', label: 'operate.vipRecord.state', kind: 'enum', options: [{ value: true, label: 'operate.vipRecord.state.active' }, { value: false, label: 'operate.vipRecord.state.ended' }], width: 80 },
    { key: 'source', label: 'operate.vipRecord.source', kind: 'enum', options: VIP_SOURCE_OPTIONS, width: 100 },
    { key: 'orderNo', label: 'operate.vipRecord.orderNo', width: 180, hidden: true },
    { key: 'cardCode', label: 'operate.vipRecord.cardCode', width: 180, hidden: true },
    { key: 'operator', label: 'operate.vipRecord.operator', width: 100, hidden: true },
    { key: 'createTime', label: 'list.createTime', kind: 'datetime', width: 150, hidden: true },
  ],
  filters: [
    { key: 'member', label: 'operate.vipRecord.search', kind: 'text', fields: ['cardNumber', 'memberName'] },
    { key: 'vipTypeId', label: 'operate.vipType.title', kind: 'select', options: VIP_TYPE_OPTIONS },
    { key: 'source', label: 'operate.vipRecord.source', kind: 'select', options: VIP_SOURCE_OPTIONS },
    { key: 'startTime', label: 'operate.vipRecord.startTime', kind: 'dateRange' },
  ],
  fields: [],
  can: { export: true, detail: true },
  defaultSort: { field: 'startTime', order: 'desc' },
});
