import { useId, useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  ProgressBar,
  Select,
  Spinner,
  Subtitle1,
  Tab,
  TabList,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, DocumentArrowUpRegular, DocumentSearchRegular } from '@fluentui/react-icons';
import { isMessageId, translate, useI18n, type MessageId, type Translate } from '@/i18n';
import { errorText } from '@/lib/api/errors';
import { useLoad } from '@/lib/load';
import { LoadError } from '@/lib/load-error';
import { rowIssues, type MigrationTarget, type SheetRow } from '@/lib/migration';
import { useNotify } from '@/lib/notify';
import { Cell, DataTable, ResourcePage, type ColumnDef, type Option, type Row, type RowAction } from '@/lib/resource';
import { saveFile } from '@/lib/resource/exporter';
import { buildTemplate, importFields, readSheet } from '@/lib/resource/importer';
import { MIGRATION_KEY, MIGRATION_TARGETS, toolsApi, type MigrationReport, type MigrationRow } from './contract';
import { migrationMachine, type ReadFile } from './migration-machine';
import { migrationResource } from './resources';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusMedium, padding: tokens.spacingHorizontalL },
  row: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'flex-end', flexWrap: 'wrap' },
  target: { minWidth: '200px' },
  key: { flexGrow: 1, minWidth: '260px', maxWidth: '420px' },
  muted: { color: tokens.colorNeutralForeground3 },
  problems: { color: tokens.colorPaletteRedForeground1 },
  summary: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
});

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

/** A refusal's words: its message (with its values) when it is one, else as it came. */
function reasonText(t: Translate, reason: string | null, values?: Record<string, string | number> | null): string {
  if (!reason) return '';
  return isMessageId(reason) ? t(reason, values ?? undefined) : reason;
}

/** A field's label in a target, or the key. */
function fieldLabel(t: Translate, target: MigrationTarget | undefined, key: string | null): string {
  const field = key ? target?.fields.find((f) => f.key === key) : undefined;
  return field ? t(field.label) : (key ?? '');
}

/** The report of an import, opened by its key: what was written and what was refused, row by row. */
function ReportDialog({ reportKey, onClose }: { reportKey: string; onClose: () => void }) {
  const styles = useStyles();
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
function Importer({ targets, slowRows, maxRows, onImported, onReport }: { targets: MigrationTarget[]; slowRows: number; maxRows: number; onImported: () => void; onReport: (key: string) => void }) {
  const styles = useStyles();
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
              <MessageBarBody>{t('tools.migration.slow', { count: slowRows })}</MessageBarBody>
            </MessageBar>
          ) : null}
          {earlier.data?.key && state.matches('ready') && keyInput !== earlier.data.key ? (
            <MessageBar intent="info">
              <MessageBarBody>
                {t('tools.migration.duplicate', { key: earlier.data.key, time: earlier.data.finishTime ? earlier.data.finishTime.slice(0, 16).replace('T', ' ') : '-' })}
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

/**
 * toolCategory/dataMigration: records imported from an Excel file (read in the browser) into a
 * list another area owns: members or channel companies (the targets the role may fill). The
 * template, a preview of the first rows with each row's problems, the spec's notice above the
 * slow-import threshold, a progress bar while the rows go in chunk by chunk, and the key in the
 * input once done, which opens the import's report (written and refused rows, with the reason).
 * Below, every import so far.
 */
export default function DataMigrationPage() {
  const styles = useStyles();
  const { t } = useI18n();
  const headingId = useId();
  // The targets' labels and refusals are their owners' messages: loaded with the page's options.
  const options = useLoad(async () => {
    const [answer] = await Promise.all([toolsApi.migrationOptions(), ...MIGRATION_TARGETS.map((x) => x.messages())]);
    return answer;
  });
  const [reportKey, setReportKey] = useState<string | null>(null);
  const [history, setHistory] = useState(0);
  const targets = MIGRATION_TARGETS.filter((x) => options.data?.targets.includes(x.key));
  const rowActions: RowAction<MigrationRow>[] = [{ key: 'report', label: 'tools.migration.report', icon: <DocumentSearchRegular />, run: (row) => setReportKey(row.key) }];

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={headingId}>
        <Subtitle1 as="h2" id={headingId}>
          {t('tools.migration.import')}
        </Subtitle1>
        <Text className={styles.muted}>{t('tools.migration.intro')}</Text>
        {options.state === 'failure' ? (
          <LoadError error={options.error} onRetry={options.retry} />
        ) : !options.data ? (
          <Spinner label={t('common.loading')} />
        ) : targets.length ? (
          <Importer targets={targets} slowRows={options.data.slowRows} maxRows={options.data.maxRows} onImported={() => setHistory((n) => n + 1)} onReport={setReportKey} />
        ) : (
          <MessageBar intent="warning">
            <MessageBarBody>{t('tools.migration.noTargets')}</MessageBarBody>
          </MessageBar>
        )}
      </section>
      <ResourcePage
        key={history}
        def={migrationResource}
        rowActions={rowActions}
        header={<Subtitle1 as="h2">{t('tools.migration.history')}</Subtitle1>}
      />
      {reportKey ? <ReportDialog key={reportKey} reportKey={reportKey} onClose={() => setReportKey(null)} /> : null}
    </div>
  );
}
