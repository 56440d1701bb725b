import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Body1, Button, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { useI18n } from '@/i18n';
import { HOME_PATH } from '@/lib/constants';
import { useActors } from '@/lib/session-context';
import { useOwnPageName } from '../machines/page-title';

export const useNoticeStyles = makeStyles({
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

/**
 * The notice screens of the shell, inside the layout. The 403 and 404 pages (pages/forbidden.tsx,
 * pages/notFound.tsx) are NoRouteScreen: an icon, a heading that also names the window, a
 * body and the way home. Each asks for the menu once (section 2: "when no route matches, the menu
 * is fetched"): a page granted since sign-in opens as soon as the new menu arrives.
 */
export function NoRouteScreen({ kind, icon }: { kind: 'forbidden' | 'notFound'; icon: ReactNode }) {
  const styles = useNoticeStyles();
  const { t } = useI18n();
  const { session } = useActors();
  const navigate = useNavigate();
  const asked = useRef(false);
  const title = t(`page.${kind}.title`);
  useOwnPageName(title);
  useEffect(() => {
    if (!asked.current) {
      asked.current = true;
      session.send({ type: 'REFRESH_MENU' });
    }
  }, [session]);
  return (
    <section className={styles.box} aria-labelledby={`${kind}-title`} data-screen={kind}>
      {icon}
      <Subtitle1 as="h1" id={`${kind}-title`}>
        {title}
      </Subtitle1>
      <Body1>{t(`page.${kind}.body`)}</Body1>
      <Button appearance="primary" onClick={() => void navigate({ to: HOME_PATH })}>
        {t('common.backHome')}
      </Button>
    </section>
  );
}

/** A page that threw while rendering: the shell stays usable. */
export function PageErrorNotice({ onRetry }: { onRetry: () => void }) {
  const styles = useNoticeStyles();
  const { t } = useI18n();
  return (
    <section className={styles.box} role="alert">
      <Subtitle1 as="h1">{t('page.error.title')}</Subtitle1>
      <Body1>{t('page.error.body')}</Body1>
      <Button onClick={onRetry}>{t('common.retry')}</Button>
    </section>
  );
}
