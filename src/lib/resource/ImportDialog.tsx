import { useId, useState } from 'react';
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
  MessageBarBody,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, DocumentArrowUpRegular } from '@fluentui/react-icons';
import { translate, useI18n, isMessageId } from '@/i18n';
import { api } from '../api/client';
import { useNotify } from '../notify';
import { saveFile } from './exporter';
import { buildTemplate, importFields, readSheet, SLOW_IMPORT_ROWS } from './importer';
import { loadOptions } from './options';
import type { Option, ResourceDef } from './types';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  report: { maxHeight: '260px', overflowY: 'auto' },
});

interface Report {
  key: string;
  ok: number;
  rejected: Array<{ row: number; reason: string }>;
}

/**
 * Excel import: rows are read in the browser, sent to `<endpoint>/v1/import`, and the server
 * checks each one with the add form's schema. The report lists every rejected row and why.
 */
export function ImportDialog({ def, open, onClose, onImported }: { def: ResourceDef; open: boolean; onClose: () => void; onImported: () => void }) {
  const styles = useStyles();
  const fileInputId = useId();
  const { t } = useI18n();
  const notify = useNotify();
  const [rows, setRows] = useState<Array<Record<string, unknown>> | null>(null);
  const [fileName, setFileName] = useState('');
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<Report | null>(null);
  const [problem, setProblem] = useState<'badFile' | 'empty' | null>(null);

  const reset = () => {
    setRows(null);
    setReport(null);
    setProblem(null);
    setFileName('');
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    reset();
    setFileName(file.name);
    setBusy(true);
    try {
      const options: Record<string, Option[]> = {};
      for (const f of importFields(def)) {
        if (Array.isArray(f.options)) options[f.key] = f.options;
        else if (f.options) options[f.key] = await loadOptions(f.options);
      }
      const labels = (f: { label: Parameters<typeof translate>[1] }) => [translate('ZH', f.label), translate('EN', f.label)];
      const read = await readSheet(await file.arrayBuffer(), def, labels, options, t);
      if (!read.length) setProblem('empty');
      setRows(read);
    } catch {
      setProblem('badFile');
    } finally {
      setBusy(false);
    }
  };

  const start = async () => {
    if (!rows?.length || busy) return;
    setBusy(true);
    try {
      const result = await api.post<Report>(`${def.endpoint}/v1/import`, { rows });
      setReport(result);
      notify.success('msg.uploadSuccess');
      if (result.ok) onImported();
    } catch (e) {
      notify.error(e, 'msg.uploadFailed');
    } finally {
      setBusy(false);
    }
  };

  const slow = (rows?.length ?? 0) > SLOW_IMPORT_ROWS;
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && !busy && (reset(), onClose())}>
      <DialogSurface aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{t('import.title')}</DialogTitle>
          <DialogContent className={styles.body}>
            <div>
              <Button
                appearance="transparent"
                icon={<ArrowDownloadRegular />}
                onClick={async () => saveFile(await buildTemplate(def, t), `${def.name}-template.xlsx`)}
              >
                {t('import.template')}
              </Button>
            </div>
            {/* Field labels Fluent's own controls only: a plain input needs the label's htmlFor. */}
            <Field label={{ children: t('import.choose'), htmlFor: fileInputId }}>
              <input
                id={fileInputId}
                type="file"
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                disabled={busy}
                onChange={(e) => void choose(e.target.files?.[0])}
              />
            </Field>
            {fileName && rows ? <Text>{`${fileName} · ${rows.length}`}</Text> : null}
            {problem ? (
              <MessageBar intent="error">
                <MessageBarBody>{t(problem === 'empty' ? 'import.empty' : 'import.badFile')}</MessageBarBody>
              </MessageBar>
            ) : null}
            {slow ? (
              <MessageBar intent="warning">
                <MessageBarBody>{t('import.slow')}</MessageBarBody>
              </MessageBar>
            ) : null}
            {slow || report ? (
              <Field label={t('import.key')}>
                <Input readOnly value={report?.key ?? ''} contentAfter={busy ? <Spinner size="extra-tiny" /> : undefined} />
              </Field>
            ) : null}
            {report ? (
              <>
                <Text weight="semibold" role="status">
                  {t('import.result', { ok: report.ok, rejected: report.rejected.length })}
                </Text>
                {report.rejected.length ? (
                  <div className={styles.report}>
                    <Table size="small" aria-label={t('import.reason')}>
                      <TableHeader>
                        <TableRow>
                          <TableHeaderCell>{t('import.row', { row: '' }).trim()}</TableHeaderCell>
                          <TableHeaderCell>{t('import.reason')}</TableHeaderCell>
                        </TableRow>
                      </TableHeader>
                      <TableBody>
                        {report.rejected.map((r) => (
                          <TableRow key={r.row}>
                            <TableCell>{t('import.row', { row: r.row })}</TableCell>
                            <TableCell>{isMessageId(r.reason) ? t(r.reason) : r.reason}</TableCell>
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  </div>
                ) : null}
              </>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabled={busy} onClick={() => (reset(), onClose())}>
              {t('common.close')}
            </Button>
            <Button appearance="primary" icon={busy ? <Spinner size="tiny" /> : <DocumentArrowUpRegular />} disabled={busy || !rows?.length || Boolean(report)} onClick={() => void start()}>
              {t('import.start')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
