import { useEffect, useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Body1, Button, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentDismissRegular, HourglassHalfRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { HOME_PATH } from '@/lib/constants';
import { useActors } from '@/lib/session-context';

const useStyles = makeStyles({
  box: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    color: tokens.colorNeutralForeground2,
  },
  icon: { fontSize: '64px', color: tokens.colorBrandForeground2 },
});

/** Inside the layout: the page does not exist or this role may not open it. Refetches the menu once. */
export function NotFoundPage() {
  const styles = useStyles();
  const { t } = useI18n();
  const { session } = useActors();
  const navigate = useNavigate();
  const asked = useRef(false);
  useEffect(() => {
    if (!asked.current) {
      asked.current = true;
      session.send({ type: 'REFRESH_MENU' });
    }
  }, [session]);
  return (
    <section className={styles.box} aria-labelledby="not-found-title">
      <DocumentDismissRegular className={styles.icon} aria-hidden />
      <Subtitle1 as="h1" id="not-found-title">
        {t('page.notFound.title')}
      </Subtitle1>
      <Body1>{t('page.notFound.body')}</Body1>
      <Button appearance="primary" onClick={() => void navigate({ to: HOME_PATH })}>
        {t('common.backHome')}
      </Button>
    </section>
  );
}

/** For a menu page whose area arrives in a later release. */
export function NotYetAvailablePage({ name }: { name: string }) {
  const styles = useStyles();
  const { t } = useI18n();
  return (
    <section className={styles.box} aria-labelledby="not-yet-title">
      <HourglassHalfRegular className={styles.icon} aria-hidden />
      <Subtitle1 as="h1" id="not-yet-title">
        {t('page.notYet.title')}
      </Subtitle1>
      <Body1>{t('page.notYet.body', { name })}</Body1>
    </section>
  );
}

/** A page that threw while rendering: the shell stays usable. */
export function PageErrorNotice({ onRetry }: { onRetry: () => void }) {
  const styles = useStyles();
  const { t } = useI18n();
  return (
    <section className={styles.box} role="alert">
      <Subtitle1 as="h1">{t('page.error.title')}</Subtitle1>
      <Body1>{t('page.error.body')}</Body1>
      <Button onClick={onRetry}>{t('common.retry')}</Button>
    </section>
  );
}
