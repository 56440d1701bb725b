import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useI18n } from '@/i18n';
import { Loaded, type Load } from '../load';
import { Cell } from './cells';
import { DataTable } from './DataTable';
import type { ColumnDef, Row } from './types';

/*
 * The rows behind a figure, in a dialog: the orders behind a funnel's revenue or an ad group's
 * recharge (src/records/OrdersDialog.tsx), the members of a push's reach. Loads them, says what
 * they are (`summary`, a status), lists them in a table named by the title, and closes.
 */

const useStyles = makeStyles({
  dialog: { maxWidth: 'min(960px, calc(100vw - 32px))', width: '100%' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

export interface RowsDialogProps<T> {
  title: string;
  /** Which rows these are (a period, a zone), above them. */
  note?: string;
  load: Load<T>;
  /** The line that counts them (a status). */
  summary: (data: T) => ReactNode;
  rows: (data: T) => Row[];
  columns: ColumnDef[];
  /** A row's action (one button, 48 px), or none. */
  renderActions?: (row: Row) => ReactNode;
  onClose: () => void;
  testId?: string;
}

export function RowsDialog<T>({ title, note, load, summary, rows: rowsOf, columns, renderActions, onClose, testId }: RowsDialogProps<T>) {
  const { t } = useI18n();
  const styles = useStyles();
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface aria-describedby={undefined} className={styles.dialog} data-testid={testId}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.body}>
            {note ? <Text>{note}</Text> : null}
            <Loaded load={load}>
              {(data) => {
                const rows = rowsOf(data);
                return (
                  <>
                    {summary(data)}
                    <DataTable
                      columns={columns}
                      rows={rows}
                      firstIndex={0}
                      totalRows={rows.length}
                      renderCell={(row, column) => <Cell value={row[column.key]} column={column} options={Array.isArray(column.options) ? column.options : undefined} />}
                      renderActions={renderActions}
                      actionsWidth={renderActions ? 48 : undefined}
                      label={title}
                      maxHeight="50vh"
                    />
                  </>
                );
              }}
            </Loaded>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {t('common.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
