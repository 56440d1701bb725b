import { useMemo, useState } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner, Tab, TabList, Text } from '@fluentui/react-components';
import { useI18n } from '@/i18n';
import { useLoad } from '@/lib/load';
import { LoadError } from '@/lib/load-error';
import { Cell, DataTable, type ColumnDef, type Row } from '@/lib/resource';
import { MIGRATION_TARGETS, toolsApi, type MigrationReport } from '../contract';
import { fieldLabel, reasonText, useMigrationStyles } from './migration-parts';

/** The report of an import, opened by its key: what was written and what was refused, row by row. */
export function MigrationReportDialog({ reportKey, onClose }: { reportKey: string; onClose: () => void }) {
  const styles = useMigrationStyles();
  const { t, intl } = useI18n();
  const report = useLoad((key: string) => toolsApi.migrationReport(key), reportKey);
  const [tab, setTab] = useState<'rejected' | 'accepted'>('rejected');
  const data: MigrationReport | undefined = report.data;
  const target = MIGRATION_TARGETS.find((x) => x.key === data?.target);
  const rejected = useMemo<Row[]>(
    () => (data?.results ?? []).filter((r) => r.recordId === null).map((r) => ({ id: r.row, row: r.row, field: fieldLabel(t, target, r.field), reason: reasonText(t, r.reason, r.values) })),
    [data, target, t],
  );
  const accepted = useMemo<Row[]>(() => (data?.results ?? []).filter((r) => r.recordId !== null).map((r) => ({ id: r.row, row: r.row, recordId: r.recordId })), [data]);
  const columns: ColumnDef[] =
    tab === 'rejected'
      ? [
          { key: 'row', label: 'tools.migration.row', kind: 'number', width: 70 },
          { key: 'field', label: 'tools.migration.field', width: 120 },
          { key: 'reason', label: 'tools.migration.reason', width: 320 },
        ]
      : [
          { key: 'row', label: 'tools.migration.row', kind: 'number', width: 70 },
          { key: 'recordId', label: 'tools.migration.recordId', kind: 'number', width: 140 },
        ];
  const rows = tab === 'rejected' ? rejected : accepted;
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface aria-describedby={undefined} style={{ maxWidth: '760px' }}>
        <DialogBody>
          <DialogTitle>{t('tools.migration.reportTitle', { key: reportKey })}</DialogTitle>
          <DialogContent>
            {report.state === 'failure' ? (
              <LoadError error={report.error} onRetry={report.retry} />
            ) : !data ? (
              <Spinner label={t('common.loading')} />
            ) : (
              <div className={styles.card} style={{ padding: 0 }}>
                <Text className={styles.muted}>
                  {t('tools.migration.reportOf', {
                    target: target ? t(target.title) : data.target,
                    file: data.fileName,
                    operator: data.operator,
                    time: intl.formatDate(data.finishTime ?? data.createTime, { dateStyle: 'medium', timeStyle: 'short' }),
                  })}
                </Text>
                <Text weight="semibold" role="status">
                  {t('tools.migration.done', { accepted: data.accepted, rejected: data.rejected })}
                </Text>
                <TabList selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as 'rejected' | 'accepted')}>
                  <Tab value="rejected">{t('tools.migration.rejected', { count: rejected.length })}</Tab>
                  <Tab value="accepted">{t('tools.migration.accepted', { count: accepted.length })}</Tab>
                </TabList>
                {rows.length ? (
                  <DataTable
                    key={tab}
                    columns={columns}
                    rows={rows}
                    firstIndex={0}
                    totalRows={rows.length}
                    label={tab === 'rejected' ? t('tools.migration.rejected', { count: rows.length }) : t('tools.migration.accepted', { count: rows.length })}
                    maxHeight="360px"
                    renderCell={(row, column) => <Cell value={row[column.key]} column={column} options={[]} />}
                  />
                ) : (
                  <Text className={styles.muted}>{t('tools.migration.none')}</Text>
                )}
              </div>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('common.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
