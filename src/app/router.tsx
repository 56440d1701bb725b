import { Component, Suspense, type ReactNode } from 'react';
import {
  Outlet,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  redirect,
  useParams,
} from '@tanstack/react-router';
import { Layout, NotFoundPage, NotYetAvailablePage, PageErrorNotice } from '@/features/shell';
import { LoginPage, PasswordDialog, ProfileDialog } from '@/features/auth';
import { HOME_PATH, LOGIN_PATH } from '@/lib/constants';
import { findByRoute, menuLabel } from '@/lib/menu';
import { ProgressWhileMounted } from '@/lib/progress';
import type { ConsoleActors } from '@/lib/session-context';
import { clearSession } from '@/lib/session-storage';
import { useI18n } from '@/i18n';
import { useSession } from '@/lib/session-context';
import { pages } from './pages';

export interface RouterContext {
  actors: ConsoleActors;
}

function hasSession(actors: ConsoleActors): boolean {
  const { token, user } = actors.session.getSnapshot().context;
  return Boolean(token && user);
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
    return <LoginPage redirect={to} />;
  },
});

const homeRedirect = createRoute({
  getParentRoute: () => rootRoute,
  path: '/home',
  beforeLoad: () => {
    throw redirect({ to: HOME_PATH });
  },
});

class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <PageErrorNotice onRetry={() => this.setState({ failed: false })} /> : this.props.children;
  }
}

/** The navigation guard, other half: any other path without a token and user goes to /login. */
const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: ({ context, location }) => {
    if (!hasSession(context.actors)) {
      clearSession();
      throw redirect({ to: LOGIN_PATH, search: location.pathname === HOME_PATH ? {} : { redirect: location.pathname } });
    }
  },
  component: () => (
    <Layout slots={{ ProfileDialog, PasswordDialog }}>
      <PageBoundary>
        <Suspense fallback={<ProgressWhileMounted />}>
          <Outlet />
        </Suspense>
      </PageBoundary>
    </Layout>
  ),
});

function HomePage() {
  const Home = pages['home']?.component;
  const { t } = useI18n();
  return Home ? <Home /> : <NotYetAvailablePage name={t('shell.home')} />;
}

const homeIndex = createRoute({ getParentRoute: () => appRoute, path: HOME_PATH, component: HomePage });

/** Each menu path maps to the page at path + /index; only pages in the user's menu open. */
function MenuPage() {
  const { group, page } = useParams({ strict: false }) as { group: string; page: string };
  const { locale } = useI18n();
  const menu = useSession((s) => s.context.menu);
  const key = `${group}/${page}`;
  const trail = findByRoute(menu, key);
  const entry = pages[key];
  if (!trail || !entry) return <NotFoundPage />;
  const Page = entry.component;
  return Page ? <Page /> : <NotYetAvailablePage name={menuLabel(trail[trail.length - 1], locale)} />;
}

const menuPage = createRoute({ getParentRoute: () => appRoute, path: '/$group/$page/index', component: MenuPage });
const notFound = createRoute({ getParentRoute: () => appRoute, path: '/$', component: NotFoundPage });

const routeTree = rootRoute.addChildren([
  indexRoute,
  loginRoute,
  homeRedirect,
  appRoute.addChildren([homeIndex, menuPage, notFound]),
]);

export function createConsoleRouter(actors: ConsoleActors) {
  return createRouter({ routeTree, context: { actors }, defaultPreload: false, scrollRestoration: true });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createConsoleRouter>;
  }
}
