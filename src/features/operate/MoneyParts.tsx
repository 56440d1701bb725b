import { type FormEvent, type ReactNode } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
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
  Tab,
  TabList,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { PersonRegular } from '@fluentui/react-icons';
import { useI18n, type MessageId } from '@/i18n';
import { errorText } from '@/lib/api/errors';
import { useGrant } from '@/lib/grants';
import { pagePath } from '@/lib/menu';
import { useDiscardGuard } from '@/lib/unsaved';

/*
 * Pieces the money side's pages share: tabs kept in the URL, the link from a record to its
 * member, and the shell of a dialog with a form (generate codes, add to the white list).
 */

const useStyles = makeStyles({
  tabs: { backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusMedium, padding: `0 ${tokens.spacingHorizontalS}` },
  surface: { width: 'min(560px, 96vw)', maxWidth: '96vw' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * Tabs above a page's lists, the chosen one in the URL (`?tab=`, the first tab without it), as on
 * channel/management: a reload or a shared link shows the same tab; switching starts the other
 * list's filters clean.
 */
export function useUrlTabs<K extends string>(tabs: readonly K[], labels: Record<K, MessageId>) {
  const styles = useStyles();
  const { t } = useI18n();
  const navigate = useNavigate();
  const location = useRouterState({ select: (s) => s.location });
  const search = location.search as Record<string, unknown>;
  const tab: K = (tabs as readonly unknown[]).includes(search.tab) ? (search.tab as K) : tabs[0];
  /** Opens a tab with some of its list's URL (filters): `{ 'f.batchId': 3 }`. */
  const open = (next: K, extra: Record<string, unknown> = {}) => void navigate({ to: location.pathname, search: { ...(next === tabs[0] ? {} : { tab: next }), ...extra } as never });
  const header = (
    <TabList className={styles.tabs} selectedValue={tab} onTabSelect={(_, d) => open(d.value as K)} aria-label={t('operate.tabs')}>
      {tabs.map((k) => (
        <Tab key={k} value={k}>
          {t(labels[k])}
        </Tab>
      ))}
    </TabList>
  );
  return { tab, header, open };
}

/** Opens the member list filtered to this card number (when the role may see members). */
export function MemberLink({ cardNumber }: { cardNumber: string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const granted = useGrant();
  if (!cardNumber || !granted('member/memberInforMation')) return null;
  return (
    <div>
      <Button icon={<PersonRegular />} onClick={() => void navigate({ to: pagePath('member/memberInforMation'), search: { 'f.cardNumber': cardNumber } as never })}>
        {t('operate.openMember')}
      </Button>
    </div>
  );
}

export interface MoneyDialogProps {
  heading: MessageId;
  busy: boolean;
  /** Unsaved input: closing asks first. */
  dirty: boolean;
  /** The server's refusal of the last submit, shown in the dialog (the typed values stay). */
  error?: unknown;
  submitLabel?: MessageId;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** A dialog with a form: title, fields, the server's refusal, Cancel / Submit; one submit at a time; closing with unsaved input asks first. */
export function MoneyDialog({ heading, busy, dirty, error, submitLabel = 'common.submit', onSubmit, onClose, children }: MoneyDialogProps) {
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
                {t('common.cancel')}
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
