import { type FormEvent, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { useI18n, type MessageId, type Values } from '@/i18n';
import { errorText } from './api/errors';
import { useDiscardGuard } from './unsaved';

/**
 * How wide the dialog is and how its fields are laid out: `small` stacks a few fields (a row
 * action, a generator); `medium` (a resource's own form), `large` (a record with parts: a task and
 * its conditions, a popup and its audience) and `xlarge` (a drama with its episodes) lay them out on
 * a grid of columns, a field that is `wide` (useFormShellStyles) across all of them.
 */
export type FormShellSize = 'small' | 'medium' | 'large' | 'xlarge';

const useStyles = makeStyles({
  small: { width: 'min(560px, 96vw)', maxWidth: '96vw' },
  medium: { width: 'min(760px, 96vw)', maxWidth: '96vw' },
  large: { width: 'min(1040px, 98vw)', maxWidth: '98vw' },
  xlarge: { width: 'min(1100px, 98vw)', maxWidth: '98vw' },
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    // A field showing a hint or an error is taller: its neighbours keep their label and input at the top.
    alignItems: 'start',
  },
  gridMedium: { gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' },
  gridLarge: { gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' },
  across: { gridColumn: '1 / -1' },
});

/** Pieces of a form on the shell's grid: a field across every column, a section under a rule, a bar of a title and its buttons, a hint. */
export const useFormShellStyles = makeStyles({
  wide: { gridColumn: '1 / -1' },
  section: { gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, borderTop: `1px solid ${tokens.colorNeutralStroke2}`, paddingTop: tokens.spacingVerticalM },
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  hint: { color: tokens.colorNeutralForeground3 },
});

export interface FormShellProps {
  heading: MessageId;
  /** The heading's placeholders (the record's name). */
  headingValues?: Values;
  /** The dialog's width and layout (default `small`). */
  size?: FormShellSize;
  /** Shown (default); a shell kept mounted while closed animates its closing. */
  open?: boolean;
  busy: boolean;
  /** Unsaved input: closing (Esc, the backdrop, 取消) asks first. */
  dirty?: boolean;
  /** The server's refusal of the last submit, shown in the dialog (the typed values stay). */
  error?: unknown;
  submitLabel?: MessageId;
  cancelLabel?: MessageId;
  /** Submitting is refused for now (an upload still running). */
  submitDisabled?: boolean;
  testId?: string;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The console's form dialog: title, the fields, the server's refusal, Cancel / Submit. Every
 * dialog with a form is this shell (a resource's add / edit form, a bespoke editor of the list's
 * editor slot, a row action, a generator). Submitting is refused while a submit is in flight, and
 * so is closing; closing with unsaved input asks 有未保存的修改，确定放弃吗？ first (Esc, the
 * backdrop and 取消 alike), and while the form is open its page is marked dirty, so closing the
 * tab asks too (src/lib/unsaved.tsx).
 */
export function FormShell({
  heading,
  headingValues,
  size = 'small',
  open = true,
  busy,
  dirty = false,
  error,
  submitLabel = 'common.submit',
  cancelLabel = 'common.cancel',
  submitDisabled = false,
  testId,
  onSubmit,
  onClose,
  children,
}: FormShellProps) {
  const styles = useStyles();
  const { t } = useI18n();
  const { requestClose, question, formRef } = useDiscardGuard({ dirty: open && dirty, busy, onClose });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onSubmit();
  };
  const content = size === 'small' ? styles.stack : mergeClasses(styles.grid, size === 'medium' ? styles.gridMedium : styles.gridLarge);

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && requestClose()}>
      <DialogSurface className={styles[size]} aria-describedby={undefined} data-testid={testId}>
        <form onSubmit={submit} noValidate ref={formRef}>
          <DialogBody>
            <DialogTitle>{t(heading, headingValues)}</DialogTitle>
            <DialogContent className={content}>
              {children}
              {error ? (
                <MessageBar intent="error" role="alert" className={size === 'small' ? undefined : styles.across}>
                  <MessageBarBody>{errorText(error, t)}</MessageBarBody>
                </MessageBar>
              ) : null}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={requestClose} disabled={busy}>
                {t(cancelLabel)}
              </Button>
              <Button type="submit" appearance="primary" disabled={busy || submitDisabled} icon={busy ? <Spinner size="tiny" /> : undefined}>
                {t(submitLabel)}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
        {question}
      </DialogSurface>
    </Dialog>
  );
}
