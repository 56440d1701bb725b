import { loadPasswordDialog, loadProfileDialog } from '@/features/auth';
import { HOME_PATH, LOGIN_PATH } from '@/lib/constants';
import { once } from '@/lib/once';
import type { ConsoleActors } from '@/lib/session-context';

/**
 * What the console loads when, for a small first chunk (docs/performance.md, figure 1).
 *
 * A cold load of the sign-in page (`/login` or `/` without a session) renders the sign-in form
 * on its own, without the router: the first chunk holds only what the form needs (React,
 * Fluent's form controls, the session statechart, the HTTP client, the sign-in messages). The
 * router and the signed-in part (shell, page registry, account dialogs) load together, in
 * parallel, on the first keydown / input / pointerdown or sign-in attempt, so signing in rarely
 * waits for them; once the session is ready the router takes over at the target path. Any other
 * cold load (a signed-in reload, a deep link) loads the router and the shell at once.
 */

export function hasSession(actors: ConsoleActors): boolean {
  const { token, user } = actors.session.getSnapshot().context;
  return Boolean(token && user);
}

/** A cold load that starts on the sign-in form: it can render before the router has loaded. */
export function startsSignedOut(actors: ConsoleActors, pathname = window.location.pathname): boolean {
  return (pathname === LOGIN_PATH || pathname === '/') && !hasSession(actors);
}

const loadShellModules = () =>
  Promise.all([import('@/features/shell'), import('./pages'), loadProfileDialog(), loadPasswordDialog()]).then(
    ([shell, { pages, records }, { ProfileDialog }, { PasswordDialog }]) => ({ ...shell, pages, records, ProfileDialog, PasswordDialog }),
  );
export type ShellModules = Awaited<ReturnType<typeof loadShellModules>>;

/** The signed-in part: shell, page registry and account dialogs. */
export const preloadShell = once(loadShellModules);
/**
 * How the router module loads: src/app/App.tsx registers it (the router imports this module, so
 * this module never names the router: no circle).
 */
let routerLoader: (() => Promise<unknown>) | null = null;
export function registerRouterLoader(load: () => Promise<unknown>): void {
  routerLoader = load;
}

/** Starts loading everything behind sign-in, in parallel; failures are retried on the next call. */
export function preloadSignedIn(): void {
  void preloadShell().catch(() => undefined);
  void routerLoader?.().catch(() => undefined);
}

/** The page a path shows: a menu page (`/group/page/index`), a record tab's page, home; null otherwise. */
export function pageOfPath(pathname: string): { key: string; record: boolean } | null {
  if (pathname === HOME_PATH) return { key: 'home', record: false };
  const m = /^\/([^/]+)\/([^/]+)\/(index|record\/[^/]+)$/.exec(pathname);
  return m ? { key: `${m[1]}/${m[2]}`, record: m[3] !== 'index' } : null;
}

/**
 * Starts loading the code of the page at `pathname` (src/app/pages.tsx) and, given the route's
 * search, its first request: a reload or a sign-in does not wait for the shell to render first.
 */
export function preloadRoute(pathname: string, search?: Record<string, unknown>): void {
  const page = pageOfPath(pathname);
  if (!page) return;
  void import('./pages').then(({ preloadPage }) => preloadPage(page.key, { record: page.record, search })).catch(() => undefined);
}
