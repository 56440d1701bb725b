import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Button, FluentProvider, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { I18nProvider, translate } from '@/i18n';
import { guardModalAriaHidden } from '@/lib/modal-guard';
import { pushNotice } from '@/lib/notices';
import { ProgressBar, progress } from '@/lib/progress';
import { ActorsContext } from '@/lib/session-context';
import { createConsoleActors } from './actors';
import { clearSession } from '@/machines/session-storage';
import { once } from '@/lib/once';
import { ThemeNameContext, applyEarlyTheme, applyThemeToDocument, fluentTheme, useResolvedTheme } from '@/lib/theme';
import { preloadRoute, preloadShell, registerRouterLoader, startsSignedOut } from './boot';
import { SignInScreen } from './login';
import type { ConsoleRouter, RouterView } from './router';

type Actors = ReturnType<typeof createConsoleActors>;

const Overlays = lazy(() => import('./overlays'));

/** Actors are created once, outside React, so StrictMode's double renders cannot fork them. */
export function createConsole() {
  // Before the first paint: a dark user's reload never flashes white (src/lib/theme.ts).
  applyEarlyTheme();
  const actors = createConsoleActors();
  // From the very start: a notice announced before the toaster loads waits for it.
  actors.session.on('notify', (e) => pushNotice(e));
  return { actors };
}

interface Routing {
  router: ConsoleRouter;
  View: typeof RouterView;
}

/** The router module (src/app/router.tsx), loaded with the signed-in part (src/app/boot.ts). */
const loadRouterModule = once(() => import('./router'));
registerRouterLoader(loadRouterModule);

/** The one router, created when first needed: it reads the address bar when it is created. */
let consoleRouter: Promise<Routing> | undefined;
function getRouter(actors: Actors): Promise<Routing> {
  consoleRouter ??= loadRouterModule()
    .then(({ createConsoleRouter, RouterView: View }) => ({ router: createConsoleRouter(actors), View }))
    .catch((error: unknown) => {
      consoleRouter = undefined;
      throw error;
    });
  return consoleRouter;
}

/** Where a sign-in on the standalone form goes: a path of this origin, else home. */
function sameOriginPath(to: string): string {
  const url = new URL(to, window.location.origin);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : '/';
}

/**
 * The console: the router, or, on a cold load of the sign-in page, the sign-in form on its own
 * until the session is ready (src/app/boot.ts). Toasts and confirmations load with the first
 * sign-in attempt (or a restored session).
 */
export function App({ actors }: { actors: Actors }) {
  const locale = useSelector(actors.session, (s) => s.context.locale);
  const userName = useSelector(actors.session, (s) => s.context.user?.name ?? null);
  const theme = useResolvedTheme(userName);
  useEffect(() => applyThemeToDocument(theme), [theme]);
  const needsOverlays = useSelector(actors.session, (s) => !s.matches('signedOut'));
  // Once needed, the overlays stay (a sign-out keeps its toast).
  const [overlays, setOverlays] = useState(needsOverlays);
  if (needsOverlays && !overlays) setOverlays(true);

  // A dialog that unmounts while closing must not leave the page hidden (src/lib/modal-guard.ts).
  useEffect(() => guardModalAriaHidden(), []);

  const [standalone] = useState(() => startsSignedOut(actors));
  const [routing, setRouting] = useState<Routing | null>(null);
  const [failed, setFailed] = useState(false);
  const startRouter = useCallback(() => {
    progress.start();
    getRouter(actors)
      .then(setRouting, () => setFailed(true))
      .finally(() => progress.done());
  }, [actors]);
  /** 重试 after the router's code failed to arrive. */
  const retryRouter = () => {
    setFailed(false);
    startRouter();
  };

  useEffect(() => {
    if (standalone) {
      // What the router's /login route does: `/` shows as /login, a signed-out session is cleared.
      if (window.location.pathname !== '/login') window.history.replaceState(window.history.state, '', '/login');
      if (actors.session.getSnapshot().hasTag('signedOut')) clearSession();
    } else {
      void preloadShell().catch(() => undefined);
      // The page's code too, beside the shell's (its data follows with the route: src/app/router.tsx).
      preloadRoute(window.location.pathname);
      startRouter();
    }
  }, [standalone, actors, startRouter]);

  const onSignedIn = useCallback(
    (to: string) => {
      const path = sameOriginPath(to);
      window.history.replaceState(window.history.state, '', path);
      preloadRoute(new URL(path, window.location.origin).pathname);
      startRouter();
    },
    [startRouter],
  );

  useEffect(() => {
    document.documentElement.lang = locale === 'ZH' ? 'zh-CN' : 'en';
    // Signed in, the layout names the page in the title (src/features/shell/Layout.tsx).
    if (!document.getElementById('main')) document.title = translate(locale, 'app.name');
  }, [locale]);

  return (
    <ActorsContext.Provider value={actors}>
      <I18nProvider locale={locale}>
        <ThemeNameContext.Provider value={theme}>
        <FluentProvider theme={fluentTheme(theme)} style={{ minHeight: '100vh' }}>
          <ProgressBar label={translate(locale, 'shell.navigating')} />
          {overlays ? (
            <Suspense fallback={null}>
              <Overlays />
            </Suspense>
          ) : null}
          {routing ? (
            <routing.View actors={actors} router={routing.router} />
          ) : failed ? (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>
                {translate(locale, 'error.network')}{' '}
                <Button size="small" onClick={retryRouter}>
                  {translate(locale, 'common.retry')}
                </Button>
              </MessageBarBody>
            </MessageBar>
          ) : standalone ? (
            <SignInScreen redirect={new URLSearchParams(window.location.search).get('redirect') ?? undefined} onReady={onSignedIn} />
          ) : null}
        </FluentProvider>
        </ThemeNameContext.Provider>
      </I18nProvider>
    </ActorsContext.Provider>
  );
}
