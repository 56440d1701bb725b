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
  tokens,
} from '@fluentui/react-components';
import { useI18n, type MessageId } from '@/i18n';
import { errorText } from './api/errors';
import { useDiscardGuard } from './unsaved';

const useStyles = makeStyles({
  surface: { width: 'min(560px, 96vw)', maxWidth: '96vw' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface FormShellProps {
  heading: MessageId;
  busy: boolean;
  /** Unsaved input: closing asks first. */
  dirty?: boolean;
  /** The server's refusal of the last submit, shown in the dialog (the typed values stay). */
  error?: unknown;
  submitLabel?: MessageId;
  cancelLabel?: MessageId;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A dialog around a bespoke form (a row action, a generator): title, the fields, the server's
 * refusal, Cancel / Submit. Submitting is refused while a submit is in flight; closing with
 * unsaved input asks first (like every form of the console).
 */
export function FormShell({ heading, busy, dirty = false, error, submitLabel = 'common.submit', cancelLabel = 'common.cancel', onSubmit, onClose, children }: FormShellProps) {
  const styles = useStyles();
  const { t } = useI18n();
  const guard = useDiscardGuard({ dirty, busy, onClose });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onSubmit();
  };

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && guard.requestClose()}>
      <DialogSurface className={styles.surface} aria-describedby={undefined}>
        <form onSubmit={submit} noValidate ref={guard.formRef}>
          <DialogBody>
            <DialogTitle>{t(heading)}</DialogTitle>
            <DialogContent className={styles.content}>
              {children}
              {error ? (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{errorText(error, t)}</MessageBarBody>
                </MessageBar>
              ) : null}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={guard.requestClose} disabled={busy}>
                {t(cancelLabel)}
              </Button>
              <Button type="submit" appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
                {t(submitLabel)}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
        {guard.question}
      </DialogSurface>
    </Dialog>
  );
}
