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
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useI18n, type MessageId } from '@/i18n';
import { useDiscardGuard } from '@/lib/unsaved';
import { errorText } from '@/lib/api/errors';
import type { Member } from '@/features/member/contract';

const useStyles = makeStyles({
  surface: { width: 'min(560px, 96vw)', maxWidth: '96vw' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  who: { color: tokens.colorNeutralForeground3 },
});

export interface ActionDialogProps {
  heading: MessageId;
  member: Pick<Member, 'name' | 'cardNumber'>;
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
 * The shell of a member row action: title, the member it acts on, the form, the server's refusal,
 * and Cancel / Submit. Submitting is refused while a submit is in flight; closing with unsaved
 * input asks first (like every form of the console).
 */
export function ActionDialog({ heading, member, busy, dirty = false, error, submitLabel = 'common.submit', cancelLabel = 'common.cancel', onSubmit, onClose, children }: ActionDialogProps) {
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
              <Text className={styles.who}>{t('member.action.who', { name: member.name, card: member.cardNumber })}</Text>
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
