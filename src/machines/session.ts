import { assign, emit, fromPromise, setup } from 'xstate';
import type { Locale, MessageId } from '@/i18n';
import * as storage from './session-storage';

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
  fallbackMenu: MenuItem[];
}

export type SessionEvent =
  | { type: 'LOGIN'; credentials: Credentials }
  | { type: 'LOGOUT' }
  | { type: 'SESSION_END'; status: 300 | 401 }
  | { type: 'SET_LOCALE'; locale: Locale }
  | { type: 'USER_UPDATED'; user: Partial<SessionUser> }
  | { type: 'REFRESH_MENU' };

export type SessionEmitted =
  | { type: 'notify'; intent: 'success' | 'error' | 'warning'; messageId: MessageId; error?: unknown }
  | { type: 'signedOut' };

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
        emit({ type: 'signedOut' as const }),
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
          actions: [assign({ token: ({ event }) => event.output.token, user: ({ event }) => event.output.user }), 'persistSession'],
        },
        onError: { target: 'signedOut', actions: assign({ loginError: ({ event }) => event.error }) },
      },
    },
    loadingMenu: {
      tags: ['busy'],
      on: { SESSION_END: { target: 'expired', actions: assign({ expiredBy: ({ event }) => event.status }) } },
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
          { guard: 'endedSession', target: '#session.expired', actions: 'expiredByError' },
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
        LOGOUT: 'signingOut',
        SESSION_END: { target: 'expired', actions: assign({ expiredBy: ({ event }) => event.status }) },
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
            onError: [{ guard: 'endedSession', target: '#session.expired', actions: 'expiredByError' }, { target: 'idle' }],
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
            emit({ type: 'signedOut' as const }),
          ],
        },
        // The server could not close the session; the console still forgets it.
        onError: {
          target: 'signedOut',
          actions: [
            'clearStorage',
            'clearContext',
            emit((args) => ({ type: 'notify' as const, intent: 'error' as const, messageId: 'msg.exitFailed' as MessageId, error: (args.event as { error?: unknown }).error })),
            emit({ type: 'signedOut' as const }),
          ],
        },
      },
    },
  },
});
