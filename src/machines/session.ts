import { assign, emit, fromPromise, setup, type Actor, type Subscription } from 'xstate';
import type { Locale, MessageId } from '@/i18n';
import * as storage from './session-storage';
import { HOME_PATH, type TabsEvent } from './tabs';

/** The sign-in page's path (re-exported by src/lib/constants). */
export const LOGIN_PATH = '/login';

/**
 * A path of the console to go to after signing in (a `redirect` or where a session expired):
 * a path of this origin (`/…`, not `//host` or `/\\host`), never the sign-in page; else null.
 */
export function safeReturnPath(path: unknown): string | null {
  if (typeof path !== 'string' || !/^\/(?![/\\])/.test(path)) return null;
  const pathname = path.split(/[?#]/, 1)[0];
  return pathname === LOGIN_PATH || pathname === '/' ? null : path;
}

/**
 * A menu item as the server sends it (GET /menu/v1/getUserMenu): path, Chinese name, English
 * name, icon URL, optional children. Paths have no leading slash: 'system/user' opens
 * '/system/user/index'. The auth contract's MenuItemSchema is typed by this interface.
 */
export interface MenuItem {
  id: number;
  path: string;
  name: string;
  nameEn: string;
  iconUrl?: string | null;
  sort?: number;
  parentId?: number | null;
  /** The stored item's version (the menu page edits from the tree: optimistic concurrency). */
  version?: number;
  children?: MenuItem[];
}

/** The signed-in admin as the session keeps it under `user` (the auth contract's schema is typed by it). */
export interface SessionUser {
  id: number;
  name: string;
  realName: string;
  email: string;
  phone: string;
  roleId: number;
}

export interface LoginResult {
  token: string;
  user: SessionUser;
}

export interface Credentials {
  username: string;
  password: string;
}

export interface SessionContext {
  token: string | null;
  user: SessionUser | null;
  menu: MenuItem[];
  locale: Locale;
  /** The menu could not be loaded and the built-in one is shown. */
  menuFallback: boolean;
  /** Why the last sign-in failed (the login form shows it and keeps what was typed). */
  loginError: unknown;
  /** 401 or 300 when the session ended by expiry. */
  expiredBy: 300 | 401 | null;
  /**
   * Whose session expired (401/300, idle expiry included) and where they were (path and search).
   * Kept in memory only (the session's storage is cleared, section 4) through failed sign-ins;
   * a sign-in uses it once, a deliberate sign-out drops it.
   */
  expiredSession: { userId: number; path: string | null } | null;
  /**
   * Where the last sign-in returns to: the expired session's path when the same user signed in
   * again (with their tabs: the `signedIn` event says `resume`), else null (a fresh start).
   */
  returnTo: string | null;
  fallbackMenu: MenuItem[];
}

export type SessionEvent =
  | { type: 'LOGIN'; credentials: Credentials }
  | { type: 'LOGOUT' }
  /** `at`: where the operator is (path and search), remembered for their return. */
  | { type: 'SESSION_END'; status: 300 | 401; at?: string }
  | { type: 'SET_LOCALE'; locale: Locale }
  | { type: 'USER_UPDATED'; user: Partial<SessionUser> }
  | { type: 'REFRESH_MENU' };

export type SessionEmitted =
  | { type: 'notify'; intent: 'success' | 'error' | 'warning'; messageId: MessageId; error?: unknown }
  /** `expired`: ended by 401/300 (the same user may return to where they were); `exit`: signed out. */
  | { type: 'signedOut'; reason: 'expired' | 'exit' }
  /** `resume`: the same user as the expired session signed in again (their tabs come back). */
  | { type: 'signedIn'; resume: boolean };

export interface SessionInput {
  token?: string | null;
  user?: SessionUser | null;
  menu?: MenuItem[] | null;
  locale?: Locale;
  /** The built-in menu shown when the server's cannot be loaded (获取菜单失败). */
  fallbackMenu?: MenuItem[];
}

/** Reads the start-up state of section 1 from sessionStorage. */
export function sessionInputFromStorage(): SessionInput {
  const lang = storage.readRaw('localeLang');
  return {
    token: storage.readRaw('token'),
    user: storage.readJson<SessionUser>('user'),
    menu: storage.readJson<MenuItem[]>('menu'),
    locale: lang === 'EN' ? 'EN' : 'ZH',
  };
}

/**
 * The session lifecycle: start-up, sign-in, menu load (with the built-in fallback), ready,
 * expiry by 401/300, sign-out. Side effects are the named actors `login`, `loadMenu` and
 * `logout`, which the app provides (tests swap them with `.provide()`).
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
    input: {} as SessionInput,
  },
  actors: {
    login: fromPromise<LoginResult, Credentials>(async () => {
      throw new Error('login actor not provided');
    }),
    loadMenu: fromPromise<MenuItem[], { roleId: number }>(async () => {
      throw new Error('loadMenu actor not provided');
    }),
    logout: fromPromise<unknown, void>(async () => {
      throw new Error('logout actor not provided');
    }),
  },
  actions: {
    persistSession: ({ context }) => {
      if (context.token) storage.write('token', context.token);
      if (context.user) storage.write('user', context.user);
    },
    persistMenu: ({ context }) => storage.write('menu', context.menu),
    persistLocale: ({ context }) => storage.write('localeLang', context.locale),
    clearStorage: () => storage.clearSession(),
    clearContext: assign({ token: null, user: null, menu: [], menuFallback: false }),
    /** The 300 or 401 carried by a session-ending ApiError (see the `endedSession` guard). */
    expiredByError: assign({
      expiredBy: ({ event }) => ((event as { error?: { status?: unknown } }).error?.status === 300 ? 300 : 401),
    }),
    /**
     * Before the context is cleared: whose session this was and where (SESSION_END's `at`; a
     * session ending while a return loads keeps that return's path).
     */
    rememberSession: assign({
      expiredSession: ({ context, event }) =>
        context.user
          ? { userId: context.user.id, path: safeReturnPath((event as { at?: unknown }).at) ?? context.returnTo }
          : context.expiredSession,
    }),
    /** A sign-in: the same user as the expired session returns there; anyone else starts fresh. */
    decideReturn: assign(({ context, event }) => {
      const { user } = (event as unknown as { output: LoginResult }).output;
      const back = context.expiredSession;
      return { returnTo: back && back.userId === user.id ? (back.path ?? HOME_PATH) : null, expiredSession: null };
    }),
    forgetReturn: assign({ expiredSession: null, returnTo: null }),
  },
  guards: {
    hasSession: ({ context }) => Boolean(context.token && context.user),
    endedSession: ({ event }) => {
      // The client's ApiError marks a 401/300 with sessionExpired (src/lib/api/errors.ts).
      const error = (event as { error?: { sessionExpired?: unknown } | null }).error;
      return error?.sessionExpired === true;
    },
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    token: input.token ?? null,
    user: input.user ?? null,
    menu: input.menu ?? [],
    locale: input.locale ?? 'ZH',
    menuFallback: false,
    loginError: null,
    expiredBy: null,
    expiredSession: null,
    returnTo: null,
    fallbackMenu: input.fallbackMenu ?? [],
  }),
  initial: 'boot',
  on: {
    SET_LOCALE: { actions: [assign({ locale: ({ event }) => event.locale }), 'persistLocale'] },
  },
  states: {
    boot: {
      entry: 'persistLocale',
      always: [
        { guard: 'hasSession', target: 'loadingMenu' },
        { target: 'signedOut', actions: ['clearStorage', 'clearContext'] },
      ],
    },
    signedOut: {
      tags: ['signedOut'],
      on: { LOGIN: 'signingIn' },
    },
    expired: {
      tags: ['signedOut'],
      entry: [
        'clearStorage',
        'clearContext',
        emit(({ context }) => ({
          type: 'notify' as const,
          intent: 'error' as const,
          messageId: (context.expiredBy === 300 ? 'error.http.300' : 'error.http.401') as MessageId,
        })),
        emit({ type: 'signedOut' as const, reason: 'expired' as const }),
      ],
      on: { LOGIN: 'signingIn' },
    },
    signingIn: {
      tags: ['signedOut', 'busy'],
      entry: assign({ loginError: null, expiredBy: null }),
      invoke: {
        src: 'login',
        input: ({ event }) => (event as Extract<SessionEvent, { type: 'LOGIN' }>).credentials,
        onDone: {
          target: 'loadingMenu',
          actions: [
            'decideReturn',
            assign({ token: ({ event }) => event.output.token, user: ({ event }) => event.output.user }),
            'persistSession',
            emit(({ context }) => ({ type: 'signedIn' as const, resume: context.returnTo !== null })),
          ],
        },
        onError: { target: 'signedOut', actions: assign({ loginError: ({ event }) => event.error }) },
      },
    },
    loadingMenu: {
      tags: ['busy'],
      on: { SESSION_END: { target: 'expired', actions: [assign({ expiredBy: ({ event }) => event.status }), 'rememberSession'] } },
      invoke: {
        src: 'loadMenu',
        input: ({ context }) => ({ roleId: context.user?.roleId ?? 0 }),
        onDone: {
          target: 'ready',
          actions: [assign({ menu: ({ event }) => event.output, menuFallback: false }), 'persistMenu'],
        },
        onError: [
          // A 401/300 while loading ends the session: SESSION_END (sent by the client) handles it.
          // If the client was not wired to send SESSION_END, the error itself says 300 or 401.
          { guard: 'endedSession', target: '#session.expired', actions: ['expiredByError', 'rememberSession'] },
          {
            target: 'ready',
            actions: [
              assign({ menu: ({ context }) => context.fallbackMenu, menuFallback: true }),
              'persistMenu',
              emit(({ event }) => ({
                type: 'notify' as const,
                intent: 'error' as const,
                messageId: 'msg.menuFailed' as MessageId,
                error: event.error,
              })),
            ],
          },
        ],
      },
    },
    ready: {
      on: {
        LOGOUT: { target: 'signingOut', actions: 'forgetReturn' },
        SESSION_END: { target: 'expired', actions: [assign({ expiredBy: ({ event }) => event.status }), 'rememberSession'] },
        USER_UPDATED: {
          actions: [assign({ user: ({ context, event }) => (context.user ? { ...context.user, ...event.user } : null) }), 'persistSession'],
        },
      },
      initial: 'idle',
      states: {
        idle: { on: { REFRESH_MENU: 'refreshing' } },
        /** "When no route matches, the menu is fetched" (section 2): the menu may have grown. */
        refreshing: {
          invoke: {
            src: 'loadMenu',
            input: ({ context }) => ({ roleId: context.user?.roleId ?? 0 }),
            onDone: { target: 'idle', actions: [assign({ menu: ({ event }) => event.output, menuFallback: false }), 'persistMenu'] },
            onError: [{ guard: 'endedSession', target: '#session.expired', actions: ['expiredByError', 'rememberSession'] }, { target: 'idle' }],
          },
        },
      },
    },
    signingOut: {
      tags: ['busy'],
      invoke: {
        src: 'logout',
        onDone: {
          target: 'signedOut',
          actions: [
            'clearStorage',
            'clearContext',
            emit({ type: 'notify' as const, intent: 'success' as const, messageId: 'msg.exitSuccess' as MessageId }),
            emit({ type: 'signedOut' as const, reason: 'exit' as const }),
          ],
        },
        // The server could not close the session; the console still forgets it.
        onError: {
          target: 'signedOut',
          actions: [
            'clearStorage',
            'clearContext',
            emit((args) => ({ type: 'notify' as const, intent: 'error' as const, messageId: 'msg.exitFailed' as MessageId, error: (args.event as { error?: unknown }).error })),
            emit({ type: 'signedOut' as const, reason: 'exit' as const }),
          ],
        },
      },
    },
  },
});

/**
 * The tab strip follows the session: an expiry suspends the tabs (kept aside for their user), a
 * sign-out resets them; a sign-in resumes them when the same user returns, else resets them.
 * Returns the unsubscribe.
 */
export function linkTabsToSession(session: Actor<typeof sessionMachine>, tabs: { send: (event: TabsEvent) => void }): () => void {
  const subs: Subscription[] = [
    session.on('signedOut', (e) => tabs.send({ type: e.reason === 'expired' ? 'SUSPEND' : 'RESET' })),
    session.on('signedIn', (e) => tabs.send({ type: e.resume ? 'RESUME' : 'RESET' })),
  ];
  return () => subs.forEach((sub) => sub.unsubscribe());
}
