import { Component, Suspense, useEffect, type ReactNode } from 'react';
import {
  Outlet,
  RouterProvider,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
  useNavigate,
  useParams,
} from '@tanstack/react-router';
import { HOME_PATH, LOGIN_PATH } from '@/lib/constants';
import { findByRoute } from '@/lib/menu';
import { ProgressWhileMounted, progress } from '@/lib/progress';
import type { ConsoleActors } from '@/lib/session-context';
import { clearSession } from '@/machines/session-storage';
import { useSession } from '@/lib/session-context';
import type { createConsoleActors } from './actors';
import { hasSession, preloadRoute, preloadShell, type ShellModules } from './boot';
import { SignInScreen } from './login';

/**
 * The router: loaded lazily with the signed-in part (src/app/boot.ts), so a cold load of /login
 * ships neither (docs/performance.md). Everything behind sign-in (the shell and the page
 * registry) is one more lazily loaded part; the router loads it before it renders a signed-in
 * route, so nothing flashes.
 */

/** A route component from the lazily loaded part. */
function shellComponent(make: (m: ShellModules) => () => ReactNode) {
  return lazyRouteComponent(() => preloadShell().then((m) => ({ default: make(m) })));
}

type ConsoleActorsWithVersion = ReturnType<typeof createConsoleActors>;

export interface RouterContext {
  actors: ConsoleActors;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: () => <Outlet />,
});

/** `/` redirects to /login (section 2); /login then forwards a signed-in user home. */
const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: LOGIN_PATH });
  },
});

/** The navigation guard, /login half: with a token and a user go home; otherwise clear the session. */
const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: LOGIN_PATH,
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  beforeLoad: ({ context }) => {
    if (hasSession(context.actors)) throw redirect({ to: HOME_PATH });
    if (context.actors.session.getSnapshot().hasTag('signedOut')) clearSession();
  },
  component: function Login() {
    const { redirect: to } = loginRoute.useSearch();
    const navigate = useNavigate();
    // The target may carry a search (a list's filters and page): navigate to it as an href.
    return <SignInScreen redirect={to} onReady={(target) => void navigate({ href: target, replace: true })} />;
  },
});

const homeRedirect = createRoute({
  getParentRoute: () => rootRoute,
  path: '/home',
  beforeLoad: () => {
    throw redirect({ to: HOME_PATH });
  },
});

class PageBoundary extends Component<{ children: ReactNode; notice: ShellModules['PageErrorNotice'] }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    const { notice: PageErrorNotice } = this.props;
    return this.state.failed ? <PageErrorNotice onRetry={() => this.setState({ failed: false })} /> : this.props.children;
  }
}

/**
 * The navigation guard, other half: any other path without a token and user goes to /login, with
 * the path and its search (a list's filters and page) as `redirect`.
 */
const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: ({ context, location }) => {
    if (!hasSession(context.actors)) {
      clearSession();
      throw redirect({ to: LOGIN_PATH, search: location.pathname === HOME_PATH ? {} : { redirect: location.href } });
    }
  },
  component: shellComponent(({ Layout, PageErrorNotice, ProfileDialog, PasswordDialog }) =>
    function Shell() {
      return (
        <Layout slots={{ ProfileDialog, PasswordDialog }}>
          <PageBoundary notice={PageErrorNotice}>
            <Suspense fallback={<ProgressWhileMounted />}>
              <Outlet />
            </Suspense>
          </PageBoundary>
        </Layout>
      );
    },
  ),
});

const homeIndex = createRoute({
  getParentRoute: () => appRoute,
  path: HOME_PATH,
  loader: ({ cause }) => {
    if (cause === 'enter') preloadRoute(HOME_PATH);
  },
  component: shellComponent(({ pages, NotFoundPage }) =>
    function HomePage() {
      const Home = pages['home']?.component;
      return Home ? <Home /> : <NotFoundPage />;
    },
  ),
});

/**
 * Each menu path maps to the page at path + /index; only pages in the user's menu open. A known
 * page of the console that the menu does not include is forbidden (403); anything else is not
 * found (404).
 */
const menuPage = createRoute({
  getParentRoute: () => appRoute,
  path: '/$group/$page/index',
  // The page's code and first request start with the route, beside the shell and the menu.
  loader: ({ location, cause }) => {
    if (cause === 'enter') preloadRoute(location.pathname, location.search);
  },
  component: shellComponent(({ pages, ForbiddenPage, NotFoundPage }) =>
    function MenuPage() {
      const { group, page } = useParams({ strict: false }) as { group: string; page: string };
      const menu = useSession((s) => s.context.menu);
      const key = `${group}/${page}`;
      const trail = findByRoute(menu, key);
      const entry = pages[key];
      if (!entry) return <NotFoundPage />;
      if (!trail) return <ForbiddenPage />;
      const Page = entry.component;
      return <Page />;
    },
  ),
});
/**
 * A record in a tab of its own (src/lib/records.ts): `/<group>/<page>/record/<id>`. It opens when
 * the user's menu has the page whose list the record belongs to (403 otherwise, like the page) and
 * the page's area offers record tabs (404 otherwise).
 */
const recordPage = createRoute({
  getParentRoute: () => appRoute,
  path: '/$group/$page/record/$id',
  loader: ({ location, cause }) => {
    if (cause === 'enter') preloadRoute(location.pathname);
  },
  component: shellComponent(({ records, ForbiddenPage, NotFoundPage }) =>
    function RecordPage() {
      const { group, page, id } = useParams({ strict: false }) as { group: string; page: string; id: string };
      const menu = useSession((s) => s.context.menu);
      const key = `${group}/${page}`;
      const Record = records[key];
      if (!Record) return <NotFoundPage />;
      if (!findByRoute(menu, key)) return <ForbiddenPage />;
      return <Record id={id} />;
    },
  ),
});
const notFound = createRoute({ getParentRoute: () => appRoute, path: '/$', component: shellComponent(({ NotFoundPage }) => NotFoundPage) });

const routeTree = rootRoute.addChildren([
  indexRoute,
  loginRoute,
  homeRedirect,
  appRoute.addChildren([homeIndex, menuPage, recordPage, notFound]),
]);

export function createConsoleRouter(actors: ConsoleActors) {
  return createRouter({ routeTree, context: { actors }, defaultPreload: false, scrollRestoration: true });
}
export type ConsoleRouter = ReturnType<typeof createConsoleRouter>;

/** Sends a signed-out session to /login, and runs the progress bar and version check on navigation. */
function SessionEffects({ actors, router }: { actors: ConsoleActorsWithVersion; router: ConsoleRouter }) {
  useEffect(() => {
    const sub = actors.session.on('signedOut', () => {
      if (router.state.location.pathname !== LOGIN_PATH) void router.navigate({ to: LOGIN_PATH, replace: true });
    });
    return () => sub.unsubscribe();
  }, [actors, router]);

  useEffect(() => {
    // One start and one done per navigation: a navigation superseded before it resolved starts
    // none of its own, and a resolution without a start seen here (the first) ends nothing.
    let navigating = false;
    const off = [
      router.subscribe('onBeforeNavigate', () => {
        if (navigating) return;
        navigating = true;
        progress.start();
      }),
      router.subscribe('onResolved', () => {
        if (navigating) progress.done();
        navigating = false;
        actors.version.send({ type: 'NAVIGATED' });
      }),
    ];
    return () => off.forEach((f) => f());
  }, [router, actors]);
  return null;
}

/** The router and its effects on the session, the progress bar and the version check. */
export function RouterView({ actors, router }: { actors: ConsoleActorsWithVersion; router: ConsoleRouter }) {
  return (
    <>
      <SessionEffects actors={actors} router={router} />
      <RouterProvider router={router} />
    </>
  );
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createConsoleRouter>;
  }
}
