import { useId, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Button, Field, Input, MessageBar, MessageBarActions, MessageBarBody, ProgressBar, Select, Spinner, Text } from '@fluentui/react-components';
import { ArrowDownloadRegular, DocumentArrowUpRegular, DocumentSearchRegular } from '@fluentui/react-icons';
import { translate, useI18n, type MessageId, type Translate } from '@/i18n';
import { errorText } from '@/lib/api/errors';
import { formatDateTime } from '@/lib/format';
import { useLoad } from '@/lib/load';
import { rowIssues, type MigrationTarget, type SheetRow } from '@/lib/migration';
import { useNotify } from '@/lib/notify';
import { Cell, DataTable, type ColumnDef, type Option, type Row } from '@/lib/resource';
import { saveFile } from '@/lib/resource/exporter';
import { buildTemplate, importFields, readSheet } from '@/lib/resource/importer';
import { MIGRATION_KEY, MIGRATION_TARGETS, toolsApi } from '../contract';
import { migrationMachine, type ReadFile } from '../machines/migration-machine';
import { fieldLabel, useMigrationStyles } from './migration-parts';

const PREVIEW_ROWS = 20;

/** SHA-256 of a file, hex: the same file is recognised when imported again. */
async function sha256(data: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Reads the first sheet of an .xlsx for a target (the kit's importer: headers by either language's label, or by key). */
async function readFile(file: File, target: MigrationTarget, t: Translate): Promise<ReadFile> {
  const data = await file.arrayBuffer();
  const options: Record<string, Option[]> = {};
  for (const f of importFields(target)) if (Array.isArray(f.options)) options[f.key] = f.options;
  const labels = (f: { label: MessageId }) => [translate('ZH', f.label), translate('EN', f.label)];
  const [rows, hash] = await Promise.all([readSheet(data, target, labels, options, t), sha256(data)]);
  return {
    fileName: file.name,
    hash,
    rows: rows.map(({ __row, ...values }) => ({ row: Number(__row), values })),
  };
}

/** The first rows of the file as they will be imported, each with the problems its own rules find. */
function Preview({ target, file }: { target: MigrationTarget; file: ReadFile }) {
  const { t } = useI18n();
  const fields = importFields(target);
  const columns: ColumnDef[] = [
    { key: '__row', label: 'tools.migration.row', kind: 'number', width: 60 },
    ...fields.map((f): ColumnDef => ({ key: f.key, label: f.label, kind: f.kind === 'select' ? 'enum' : 'text', options: Array.isArray(f.options) ? f.options : undefined, width: 110 })),
    { key: '__problems', label: 'tools.migration.problems', width: 240 },
  ];
  const rows: Row[] = file.rows.slice(0, PREVIEW_ROWS).map((r: SheetRow) => {
    const issues = rowIssues(target, r.values);
    return {
      ...r.values,
      id: r.row,
      __row: r.row,
      __problems: issues.length ? issues.map((i) => `${fieldLabel(t, target, i.field)}：${t(i.reason)}`).join('；') : t('tools.migration.noProblem'),
    };
  });
  return (
    <DataTable
      columns={columns}
      rows={rows}
      firstIndex={0}
      totalRows={rows.length}
      label={t('tools.migration.preview', { count: rows.length })}
      maxHeight="360px"
      renderCell={(row, column) => <Cell value={row[column.key]} column={column} options={Array.isArray(column.options) ? column.options : []} />}
    />
  );
}

/** The import: target, template, file, preview, key, progress and result. */
export function MigrationImporter({ targets, slowRows, maxRows, onImported, onReport }: { targets: MigrationTarget[]; slowRows: number; maxRows: number; onImported: () => void; onReport: (key: string) => void }) {
  const styles = useMigrationStyles();
  const { t } = useI18n();
  const notify = useNotify();
  const ids = { target: useId(), file: useId(), key: useId() };
  const actor = useActorRef(
    migrationMachine.provide({
      actors: {
        read: fromPromise(({ input }) => readFile(input.file, MIGRATION_TARGETS.find((x) => x.key === input.target)!, t)),
        start: fromPromise(({ input }) => toolsApi.startMigration(input)),
        send: fromPromise(({ input }) => toolsApi.migrationRows({ key: input.key, rows: input.rows as Array<{ row: number; values: Record<string, string | number | boolean | null> }> })),
        finish: fromPromise(async ({ input }) => {
          const report = await toolsApi.finishMigration(input.key);
          notify.success('msg.uploadSuccess');
          onImported();
          return report;
        }),
      },
    }),
    { input: { target: targets[0]?.key ?? null } },
  );
  const state = useSelector(actor, (s) => s);
  const { target: targetKey, file, keyInput, processed, report, error } = state.context;
  const target = targets.find((x) => x.key === targetKey);
  const running = state.matches('running');
  const reading = state.matches('reading');
  const total = file?.rows.length ?? 0;
  const problems = useMemo(() => (file && target ? file.rows.filter((r) => rowIssues(target, r.values).length).length : 0), [file, target]);
  const tooMany = total > maxRows;
  // The same file imported into the same target before: its key avoids writing anything twice.
  const earlier = useLoad(
    (p: { target: string; hash: string } | null) => (p ? toolsApi.findMigration(p.target, p.hash) : Promise.resolve(null)),
    file && targetKey && state.matches('ready') ? { target: targetKey, hash: file.hash } : null,
    { onReloadFailed: () => undefined },
  );
  const keyValid = MIGRATION_KEY.test(keyInput.trim());

  return (
    <>
      <div className={styles.row}>
        <Field className={styles.target} label={{ children: t('tools.migration.target'), htmlFor: ids.target }}>
          <Select id={ids.target} value={targetKey ?? ''} disabled={running || reading} onChange={(_, d) => actor.send({ type: 'TARGET', target: d.value })}>
            {targets.map((x) => (
              <option key={x.key} value={x.key}>
                {t(x.title)}
              </option>
            ))}
          </Select>
        </Field>
        <Button
          icon={<ArrowDownloadRegular />}
          disabled={!target}
          onClick={async () => target && saveFile(await buildTemplate(target, t), `${target.key}-template.xlsx`)}
        >
          {t('import.template')}
        </Button>
        {/* Field labels Fluent's own controls only: a plain input needs the label's htmlFor. */}
        <Field label={{ children: t('import.choose'), htmlFor: ids.file }}>
          <input
            id={ids.file}
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            disabled={running || reading || !target}
            onChange={(e) => {
              const chosen = e.target.files?.[0];
              if (chosen) actor.send({ type: 'FILE', file: chosen });
              e.target.value = '';
            }}
          />
        </Field>
      </div>

      {reading ? <Spinner size="small" label={t('tools.migration.reading')} /> : null}
      {state.matches('unreadable') ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('import.badFile')}</MessageBarBody>
        </MessageBar>
      ) : null}

      {file && target ? (
        <>
          <Text role="status">
            {t('tools.migration.summary', { file: file.fileName, total, problems })}
          </Text>
          {total === 0 ? (
            <MessageBar intent="error">
              <MessageBarBody>{t('import.empty')}</MessageBarBody>
            </MessageBar>
          ) : null}
          {tooMany ? (
            <MessageBar intent="error">
              <MessageBarBody>{t('tools.migration.tooMany', { max: maxRows })}</MessageBarBody>
            </MessageBar>
          ) : null}
          {total > slowRows && !state.matches('done') ? (
            <MessageBar intent="warning">
              {/* The spec's own notice (数据超过1000条…): the threshold as the spec writes it, not grouped. */}
              <MessageBarBody>{t('tools.migration.slow', { count: String(slowRows) })}</MessageBarBody>
            </MessageBar>
          ) : null}
          {earlier.data?.key && state.matches('ready') && keyInput !== earlier.data.key ? (
            <MessageBar intent="info">
              <MessageBarBody>
                {t('tools.migration.duplicate', { key: earlier.data.key, time: earlier.data.finishTime ? formatDateTime(earlier.data.finishTime) : '-' })}
              </MessageBarBody>
              <MessageBarActions>
                <Button size="small" onClick={() => actor.send({ type: 'SET_KEY', key: earlier.data!.key! })}>
                  {t('tools.migration.useKey')}
                </Button>
              </MessageBarActions>
            </MessageBar>
          ) : null}
          {total ? <Preview target={target} file={file} /> : null}
        </>
      ) : null}

      <div className={styles.row}>
        <Field className={styles.key} label={{ children: t('tools.migration.key'), htmlFor: ids.key }} hint={running ? undefined : t('tools.migration.keyHint')}>
          <Input
            id={ids.key}
            value={keyInput}
            readOnly={running}
            placeholder={t('tools.migration.keyPlaceholder')}
            contentAfter={running ? <Spinner size="extra-tiny" /> : undefined}
            onChange={(_, d) => actor.send({ type: 'SET_KEY', key: d.value })}
          />
        </Field>
        <Button icon={<DocumentSearchRegular />} disabled={!keyValid || running} onClick={() => onReport(keyInput.trim())}>
          {t('tools.migration.report')}
        </Button>
        <Button
          appearance="primary"
          icon={running ? <Spinner size="tiny" /> : <DocumentArrowUpRegular />}
          disabled={running || !file || !total || tooMany || !(state.matches('ready') || state.matches('failed'))}
          onClick={() => actor.send({ type: 'START' })}
        >
          {state.matches('failed') ? t('tools.migration.resume') : t('tools.migration.start')}
        </Button>
      </div>

      {running || (state.matches('done') && report) ? (
        <Field label={t('tools.migration.progressLabel')} validationState="none" validationMessage={t('tools.migration.progress', { done: Math.min(processed, total), total })}>
          <ProgressBar value={total ? Math.min(processed, total) / total : 0} thickness="large" />
        </Field>
      ) : null}

      {state.matches('failed') ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>
            {errorText(error, t)}
            {state.context.key ? ` ${t('tools.migration.failed')}` : ''}
          </MessageBarBody>
        </MessageBar>
      ) : null}

      {state.matches('done') && report ? (
        <MessageBar intent={report.rejected ? 'warning' : 'success'}>
          <MessageBarBody>{t('tools.migration.done', { accepted: report.accepted, rejected: report.rejected })}</MessageBarBody>
          <MessageBarActions>
            <Button size="small" onClick={() => onReport(report.key)}>
              {t('tools.migration.report')}
            </Button>
            <Button size="small" appearance="transparent" onClick={() => actor.send({ type: 'RESET' })}>
              {t('tools.migration.again')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
    </>
  );
}
