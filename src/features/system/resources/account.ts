import { OPLOG_OPS, OpLogSchema } from '../contract';
import { defineResource } from '@/lib/resource/define';

/* system/account: the operation log. */

export const OPLOG_OP_OPTIONS = OPLOG_OPS.map((value) => ({ value, label: `system.oplog.op.${value}` as const }));
/** The tables that appear in the log, named in the caller's language (GET-like POST oplogTable/v1/page). */
export const OPLOG_TABLE_SOURCE = { endpoint: 'oplogTable', valueKey: 'id', labelKey: 'name' };

/** Every write the console makes, read-only: who, when, which table and record, before and after. */
export const oplogResource = defineResource(OpLogSchema, {
  name: 'oplog',
  endpoint: 'oplog',
  grant: 'system/account',
  title: 'system.oplog.title',
  labelKey: 'id',
  columns: [
    { key: 'id', label: 'list.id', kind: 'number', width: 80, hidden: true },
    { key: 'time', label: 'system.oplog.time', kind: 'datetime', sortable: true, width: 150 },
    { key: 'operator', label: 'system.oplog.operator', sortable: true, width: 110 },
    { key: 'op', label: 'system.oplog.op', kind: 'enum', options: OPLOG_OP_OPTIONS, width: 90 },
    { key: 'table', label: 'system.oplog.table', kind: 'enum', options: OPLOG_TABLE_SOURCE, width: 120 },
    { key: 'recordName', label: 'system.oplog.record', width: 100 },
    { key: 'changedNames', label: 'system.oplog.changed', width: 200 },
  ],
  filters: [
    { key: 'operator', label: 'system.oplog.operator', kind: 'text' },
    { key: 'table', label: 'system.oplog.table', kind: 'select', options: OPLOG_TABLE_SOURCE },
    { key: 'op', label: 'system.oplog.op', kind: 'select', options: OPLOG_OP_OPTIONS },
    { key: 'recordId', label: 'system.oplog.recordId', kind: 'text', match: 'equals' },
    { key: 'time', label: 'system.oplog.time', kind: 'dateRange' },
  ],
  fields: [],
  can: { export: true, detail: true },
  defaultSort: { field: 'time', order: 'desc' },
});
