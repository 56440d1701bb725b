import { useEffect } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { FluentProvider, Toaster, webLightTheme } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { I18nProvider, translate } from '@/i18n';
import { LOGIN_PATH } from '@/lib/constants';
import { ConfirmHost } from '@/lib/confirm';
import { useNotify, TOASTER_ID } from '@/lib/notify';
import { ProgressBar, progress } from '@/lib/progress';
import { ActorsContext } from '@/lib/session-context';
import { createConsoleActors } from './actors';
import { createConsoleRouter } from './router';

type Actors = ReturnType<typeof createConsoleActors>;
type ConsoleRouter = ReturnType<typeof createConsoleRouter>;

/** Turns the session's emitted events into toasts and navigation, and runs the version check. */
function SessionEffects({ actors, router }: { actors: Actors; router: ConsoleRouter }) {
  const notify = useNotify();
  useEffect(() => {
    const a = actors.session.on('notify', (e) => {
      if (e.intent === 'success') notify.success(e.messageId);
      else if (e.intent === 'warning') notify.warning(e.messageId);
      else if (e.error) notify.error(e.error, e.messageId);
      else notify.warning(e.messageId);
    });
    const b = actors.session.on('signedOut', () => {
      if (router.state.location.pathname !== LOGIN_PATH) void router.navigate({ to: LOGIN_PATH, replace: true });
    });
    return () => {
      a.unsubscribe();
      b.unsubscribe();
    };
  }, [actors, router, notify]);

  useEffect(() => {
    const off = [
      router.subscribe('onBeforeNavigate', () => progress.start()),
      router.subscribe('onResolved', () => {
        progress.done();
        actors.version.send({ type: 'NAVIGATED' });
      }),
    ];
    return () => off.forEach((f) => f());
  }, [router, actors]);
  return null;
}

/** Actors and router are created once, outside React, so StrictMode's double renders cannot fork them. */
export function createConsole() {
  const actors = createConsoleActors();
  const router = createConsoleRouter(actors);
  return { actors, router };
}

export function App({ actors, router }: { actors: Actors; router: ConsoleRouter }) {
  const locale = useSelector(actors.session, (s) => s.context.locale);

  useEffect(() => {
    document.documentElement.lang = locale === 'ZH' ? 'zh-CN' : 'en';
    document.title = translate(locale, 'app.name');
  }, [locale]);

  return (
    <ActorsContext.Provider value={actors}>
      <I18nProvider locale={locale}>
        <FluentProvider theme={webLightTheme} style={{ minHeight: '100vh' }}>
          <ProgressBar label={translate(locale, 'shell.navigating')} />
          <Toaster toasterId={TOASTER_ID} position="top" pauseOnHover limit={5} />
          <ConfirmHost />
          <SessionEffects actors={actors} router={router} />
          <RouterProvider router={router} />
        </FluentProvider>
      </I18nProvider>
    </ActorsContext.Provider>
  );
}
