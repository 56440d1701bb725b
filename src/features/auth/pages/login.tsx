import { useEffect, useRef, type FormEvent } from 'react';
import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  Text,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useI18n, type Locale } from '@/i18n';
import { ENV_BADGE } from '@/lib/env';
import { errorText } from '@/lib/api/errors';
import { useForm } from '@/lib/form';
import { LoginFormSchema } from '@/lib/validation';
import { HOME_PATH } from '@/lib/constants';
import { useActors, useSession } from '@/lib/session-context';
import { safeReturnPath } from '@/machines/session';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'grid',
    placeItems: 'center',
    padding: tokens.spacingHorizontalL,
    backgroundImage: `linear-gradient(135deg, ${tokens.colorBrandBackground2} 0%, ${tokens.colorNeutralBackground2} 60%)`,
  },
  card: {
    width: 'min(400px, 100%)',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow16,
  },
  brand: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  env: {
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorPaletteRedForeground2,
    border: `1px solid ${tokens.colorPaletteRedBorder2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: `0 ${tokens.spacingHorizontalXS}`,
  },
  hint: { color: tokens.colorNeutralForeground3 },
});

/**
 * The sign-in form. `onReady` gets where to go once the session is ready: `redirect` when it is
 * a path of the console (a deep link typed while signed out), else where the same user's expired
 * session was (the session's `returnTo`: path and search), else home. The page needs no router
 * (src/app/boot.ts).
 */
export function LoginPage({ redirect, onReady }: { redirect?: string; onReady: (to: string) => void }) {
  const styles = useStyles();
  const { t, locale } = useI18n();
  const { session } = useActors();
  const busy = useSession((s) => s.hasTag('busy'));
  const ready = useSession((s) => s.matches('ready'));
  const loginError = useSession((s) => s.context.loginError);
  const returnTo = useSession((s) => s.context.returnTo);
  const form = useForm(LoginFormSchema, { username: '', password: '' });
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;

  useEffect(() => {
    document.title = t('app.name');
  }, [t]);

  useEffect(() => {
    if (ready) onReadyRef.current(safeReturnPath(redirect) ?? safeReturnPath(returnTo) ?? HOME_PATH);
  }, [ready, redirect, returnTo]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (busy || !form.validate()) return;
    session.send({ type: 'LOGIN', credentials: { username: form.values.username, password: form.values.password } });
  };

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={onSubmit} noValidate aria-labelledby="login-title">
        <div className={styles.brand}>
          <img src="/icons/logo.svg" alt="" width={32} height={32} />
          <Title2 as="h1" id="login-title">
            {t('app.name')}
          </Title2>
          <span className={styles.env} title={t(ENV_BADGE.hint)}>
            {t(ENV_BADGE.label)}
          </span>
        </div>
        <Text className={styles.hint}>{t('login.title')}</Text>
        {loginError && !busy ? (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{errorText(loginError, t)}</MessageBarBody>
          </MessageBar>
        ) : null}
        <Field label={t('login.username')} required validationMessage={form.errors.username ? t(form.errors.username) : undefined}>
          <Input
            name="username"
            autoComplete="username"
            autoFocus
            value={form.values.username}
            onChange={(_, d) => form.set('username', d.value)}
            onBlur={() => form.blur('username')}
          />
        </Field>
        <Field label={t('login.password')} required validationMessage={form.errors.password ? t(form.errors.password) : undefined}>
          <Input
            name="password"
            type="password"
            autoComplete="current-password"
            value={form.values.password}
            onChange={(_, d) => form.set('password', d.value)}
            onBlur={() => form.blur('password')}
          />
        </Field>
        <Field label={t('login.language')}>
          <Select value={locale} onChange={(_, d) => session.send({ type: 'SET_LOCALE', locale: d.value as Locale })}>
            <option value="ZH">{t('shell.lang.zh')}</option>
            <option value="EN">{t('shell.lang.en')}</option>
          </Select>
        </Field>
        <Button type="submit" appearance="primary" size="large" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
          {busy ? t('login.submitting') : t('login.submit')}
        </Button>
        {__DEMO__ ? <Text size={200} className={styles.hint}>{t('login.demoHint')}</Text> : null}
      </form>
    </main>
  );
}
