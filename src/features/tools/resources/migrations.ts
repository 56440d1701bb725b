import type { MessageId } from '@/i18n';
import { defineResource } from '@/lib/resource/define';
import type { Option } from '@/lib/resource/types';
import { MIGRATION_ENDPOINT, MIGRATION_STATUSES, MIGRATION_TARGETS, MigrationRowSchema } from '../contract';

const TARGET_OPTIONS: Option[] = MIGRATION_TARGETS.map((t) => ({ value: t.key, label: t.title }));
const STATUS_OPTIONS: Option[] = MIGRATION_STATUSES.map((value) => ({ value, label: `tools.migration.status.${value}` as MessageId }));

/** toolCategory/dataMigration: the imports made so far (read-only; each opens its report). */
export const migrationResource = defineResource(MigrationRowSchema, {
  name: 'migration',
  endpoint: MIGRATION_ENDPOINT,
  grant: 'toolCategory/dataMigration',
  title: 'tools.migration.title',
  labelKey: 'key',
  columns: [
    { key: 'key', label: 'tools.migration.key', width: 140 },
    { key: 'target', label: 'tools.migration.target', kind: 'enum', options: TARGET_OPTIONS, width: 90 },
    { key: 'fileName', label: 'tools.migration.fileName', width: 130 },
    { key: 'total', label: 'tools.migration.total', kind: 'number', sortable: true, width: 70, hidden: true },
    { key: 'accepted', label: 'tools.migration.acceptedCount', kind: 'number', sortable: true, width: 70 },
    { key: 'rejected', label: 'tools.migration.rejectedCount', kind: 'number', sortable: true, width: 70 },
    { key: 'status', label: 'tools.migration.status', kind: 'enum', options: STATUS_OPTIONS, width: 70, hidden: true },
    { key: 'operator', label: 'tools.migration.operator', width: 80, hidden: true },
    { key: 'createTime', label: 'tools.migration.startTime', kind: 'datetime', sortable: true, width: 130 },
    { key: 'finishTime', label: 'tools.migration.finishTime', kind: 'datetime', sortable: true, width: 140, hidden: true },
  ],
  filters: [
    { key: 'keyword', label: 'tools.migration.search', kind: 'text', fields: ['key', 'fileName'] },
    { key: 'target', label: 'tools.migration.target', kind: 'select', options: TARGET_OPTIONS },
    { key: 'status', label: 'tools.migration.status', kind: 'select', options: STATUS_OPTIONS },
    { key: 'createTime', label: 'tools.migration.startTime', kind: 'dateRange' },
  ],
  fields: [],
  can: { export: true },
  defaultSort: { field: 'createTime', order: 'desc' },
});
