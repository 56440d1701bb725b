import { lazy, Suspense, useEffect, useState } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { I18nProvider, translate } from '@/i18n';
import { LOGIN_PATH } from '@/lib/constants';
import { pushNotice } from '@/lib/notices';
import { ProgressBar, progress } from '@/lib/progress';
import { ActorsContext } from '@/lib/session-context';
import { createConsoleActors } from './actors';
import { createConsoleRouter } from './router';

type Actors = ReturnType<typeof createConsoleActors>;
type ConsoleRouter = ReturnType<typeof createConsoleRouter>;

const Overlays = lazy(() => import('./overlays'));

/** Actors and router are created once, outside React, so StrictMode's double renders cannot fork them. */
export function createConsole() {
  const actors = createConsoleActors();
  // From the very start: a notice announced before the toaster loads waits for it.
  actors.session.on('notify', (e) => pushNotice(e));
  const router = createConsoleRouter(actors);
  return { actors, router };
}

/** Sends a signed-out session to /login, and runs the progress bar and version check on navigation. */
function SessionEffects({ actors, router }: { actors: Actors; router: ConsoleRouter }) {
  useEffect(() => {
    const sub = actors.session.on('signedOut', () => {
      if (router.state.location.pathname !== LOGIN_PATH) void router.navigate({ to: LOGIN_PATH, replace: true });
    });
    return () => sub.unsubscribe();
  }, [actors, router]);

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

export function App({ actors, router }: { actors: Actors; router: ConsoleRouter }) {
  const locale = useSelector(actors.session, (s) => s.context.locale);
  // Toasts and confirmations are needed from the first sign-in attempt (or a restored session) on.
  const needsOverlays = useSelector(actors.session, (s) => !s.matches('signedOut'));
  const [overlays, setOverlays] = useState(needsOverlays);
  useEffect(() => {
    if (needsOverlays) setOverlays(true);
  }, [needsOverlays]);

  useEffect(() => {
    document.documentElement.lang = locale === 'ZH' ? 'zh-CN' : 'en';
    document.title = translate(locale, 'app.name');
  }, [locale]);

  return (
    <ActorsContext.Provider value={actors}>
      <I18nProvider locale={locale}>
        <FluentProvider theme={webLightTheme} style={{ minHeight: '100vh' }}>
          <ProgressBar label={translate(locale, 'shell.navigating')} />
          {overlays ? (
            <Suspense fallback={null}>
              <Overlays />
            </Suspense>
          ) : null}
          <SessionEffects actors={actors} router={router} />
          <RouterProvider router={router} />
        </FluentProvider>
      </I18nProvider>
    </ActorsContext.Provider>
  );
}
