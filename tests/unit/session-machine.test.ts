import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { ApiError } from '@/lib/api/errors';
import { fallbackMenu } from '@/lib/menu-catalogue';
import type { MenuItem } from '@/lib/menu';
import type { LoginResult, SessionUser } from '@/records/session';
import {
  linkTabsToSession,
  safeReturnPath,
  sessionInputFromStorage,
  sessionMachine,
  type Credentials,
  type SessionEmitted,
  type SessionInput,
} from '@/machines/session';
import { HOME_TAB, tabsMachine, type Tab } from '@/machines/tabs';
import { HOME_PATH } from '@/lib/constants';

/** A plain in-memory Storage: the suite runs in Node, where there is no sessionStorage. */
class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.has(key) ? this.map.get(key)! : null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, String(value));
  }
  keys() {
    return [...this.map.keys()].sort();
  }
}

let store: MemoryStorage;
beforeEach(() => {
  store = new MemoryStorage();
  Object.defineProperty(globalThis, 'sessionStorage', { value: store, configurable: true, writable: true });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'sessionStorage');
});

const USER: SessionUser = { id: 7, name: 'admin', realName: '王建国', email: 'admin@drama.example', phone: '13800138000', roleId: 3 };
const MENU: MenuItem[] = [
  { id: 1, path: 'system', name: '系统设置', nameEn: 'System settings', children: [{ id: 2, path: 'system/user', name: '用户管理', nameEn: 'Users' }] },
];
const MENU2: MenuItem[] = [...MENU, { id: 3, path: 'push', name: '消息推送', nameEn: 'Push', children: [] }];

type Actors = {
  login?: (input: Credentials) => Promise<LoginResult>;
  loadMenu?: (input: { roleId: number }) => Promise<MenuItem[]>;
  logout?: () => Promise<unknown>;
};

const ok =
  <T>(value: T) =>
  async () =>
    value;
const fail =
  (error: unknown = new Error('boom')) =>
  async (): Promise<never> => {
    throw error;
  };

function start(input: SessionInput = {}, actors: Actors = {}, options: { clock?: SimulatedClock } = {}) {
  const calls = { login: [] as Credentials[], loadMenu: [] as { roleId: number }[], logout: 0 };
  const login = actors.login ?? ok<LoginResult>({ token: 'tok-1', user: USER });
  const loadMenu = actors.loadMenu ?? ok(MENU);
  const logout = actors.logout ?? ok({ success: true });
  const machine = sessionMachine.provide({
    actors: {
      login: fromPromise<LoginResult, Credentials>(({ input: credentials }) => {
        calls.login.push(credentials);
        return login(credentials);
      }),
      loadMenu: fromPromise<MenuItem[], { roleId: number }>(({ input: menuInput }) => {
        calls.loadMenu.push(menuInput);
        return loadMenu(menuInput);
      }),
      logout: fromPromise<unknown, void>(() => {
        calls.logout += 1;
        return logout();
      }),
    },
  });
  const actor = createActor(machine, { input: { fallbackMenu: fallbackMenu(), ...input }, clock: options.clock });
  const emitted: SessionEmitted[] = [];
  actor.on('notify', (e) => emitted.push(e));
  actor.on('signedOut', (e) => emitted.push(e));
  actor.on('signedIn', (e) => emitted.push(e));
  actor.start();
  const notifies = () => emitted.filter((e): e is Extract<SessionEmitted, { type: 'notify' }> => e.type === 'notify');
  const signedOuts = () => emitted.filter((e) => e.type === 'signedOut').length;
  return { actor, emitted, notifies, signedOuts, calls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function signedIn(actors: Actors = {}) {
  const s = start({}, actors);
  s.actor.send({ type: 'LOGIN', credentials: { username: 'admin', password: 'admin123' } });
  await waitFor(s.actor, (snap) => snap.matches('ready'));
  return s;
}

describe('session machine: boot', () => {
  it('without a token goes to signedOut, clears the session keys but keeps and persists the language', () => {
    store.setItem('user', JSON.stringify(USER));
    store.setItem('menu', JSON.stringify(MENU));
    store.setItem('tabList', '[]');
    store.setItem('localeLang', 'EN');
    const { actor, emitted, calls } = start(sessionInputFromStorage());
    const snap = actor.getSnapshot();
    expect(snap.value).toBe('signedOut');
    expect(snap.hasTag('signedOut')).toBe(true);
    expect(snap.context).toMatchObject({ token: null, user: null, menu: [], locale: 'EN', menuFallback: false, expiredBy: null });
    expect(store.keys()).toEqual(['localeLang']);
    expect(store.getItem('localeLang')).toBe('EN');
    expect(calls.loadMenu).toHaveLength(0);
    expect(emitted).toEqual([]);
  });

  it('defaults the language to ZH and writes it under localeLang', () => {
    const { actor } = start(sessionInputFromStorage());
    expect(actor.getSnapshot().context.locale).toBe('ZH');
    expect(store.getItem('localeLang')).toBe('ZH');
    expect(store.keys()).toEqual(['localeLang']);
  });

  it('reads junk localeLang as ZH', () => {
    store.setItem('localeLang', 'JA');
    expect(sessionInputFromStorage().locale).toBe('ZH');
  });

  it('a token without a user is not a session', () => {
    store.setItem('token', 'tok-x');
    const { actor, calls } = start(sessionInputFromStorage());
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(store.getItem('token')).toBeNull();
    expect(calls.loadMenu).toHaveLength(0);
  });

  it('with token and user loads the menu for the role first, then is ready', async () => {
    store.setItem('token', 'tok-9');
    store.setItem('user', JSON.stringify(USER));
    const { actor, calls, notifies } = start(sessionInputFromStorage());
    expect(actor.getSnapshot().value).toBe('loadingMenu');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls.loadMenu).toEqual([{ roleId: USER.roleId }]);
    expect(actor.getSnapshot().context).toMatchObject({ token: 'tok-9', user: USER, menu: MENU, menuFallback: false });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(JSON.parse(store.getItem('menu')!)).toEqual(MENU);
    expect(notifies()).toEqual([]);
  });
});

describe('session machine: LOGIN', () => {
  it('success -> loadingMenu -> ready; persists token, user, menu, localeLang under exactly those keys', async () => {
    const { actor, calls, notifies } = start();
    const seen: string[] = [];
    actor.subscribe((s) => seen.push(JSON.stringify(s.value)));
    actor.send({ type: 'LOGIN', credentials: { username: 'admin', password: 'admin123' } });
    expect(actor.getSnapshot().value).toBe('signingIn');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().hasTag('signedOut')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(seen).toEqual(['"signingIn"', '"loadingMenu"', '{"ready":"idle"}']);
    expect(calls.login).toEqual([{ username: 'admin', password: 'admin123' }]);
    expect(calls.loadMenu).toEqual([{ roleId: 3 }]);
    expect(store.keys()).toEqual(['localeLang', 'menu', 'token', 'user']);
    expect(store.getItem('token')).toBe('tok-1');
    expect(JSON.parse(store.getItem('user')!)).toEqual(USER);
    expect(JSON.parse(store.getItem('menu')!)).toEqual(MENU);
    expect(store.getItem('localeLang')).toBe('ZH');
    expect(actor.getSnapshot().context).toMatchObject({ token: 'tok-1', user: USER, menu: MENU, menuFallback: false, loginError: null });
    expect(notifies()).toEqual([]);
    // What was stored is a session on the next start-up.
    expect(sessionInputFromStorage()).toEqual({ token: 'tok-1', user: USER, menu: MENU, locale: 'ZH' });
  });

  it('failure stays signedOut with loginError and stores nothing but the language', async () => {
    const error = new ApiError({ kind: 'business', messageId: 'error.business', code: 0, serverMessage: '用户名或密码错误' });
    const { actor, calls, notifies, signedOuts } = start({}, { login: fail(error) });
    actor.send({ type: 'LOGIN', credentials: { username: 'admin', password: 'nope' } });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actor.getSnapshot().context.loginError).toBe(error);
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(calls.loadMenu).toHaveLength(0);
    expect(store.keys()).toEqual(['localeLang']);
    expect(notifies()).toEqual([]);
    expect(signedOuts()).toBe(0);
  });

  it('a new LOGIN clears the previous loginError', async () => {
    let attempt = 0;
    const login = async (): Promise<LoginResult> => {
      attempt += 1;
      if (attempt === 1) throw new Error('bad');
      return { token: 'tok-2', user: USER };
    };
    const { actor } = start({}, { login });
    actor.send({ type: 'LOGIN', credentials: { username: 'a', password: 'b' } });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actor.getSnapshot().context.loginError).toBeInstanceOf(Error);
    actor.send({ type: 'LOGIN', credentials: { username: 'a', password: 'c' } });
    expect(actor.getSnapshot().context.loginError).toBeNull();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.token).toBe('tok-2');
  });

  it('a slow login (simulated clock): stays signingIn and ignores LOGOUT / SESSION_END / LOGIN until it answers', async () => {
    const clock = new SimulatedClock();
    const login = () =>
      new Promise<LoginResult>((resolve) => clock.setTimeout(() => resolve({ token: 'slow', user: USER }), 5_000));
    const { actor, calls, notifies } = start({}, { login }, { clock });
    actor.send({ type: 'LOGIN', credentials: { username: 'admin', password: 'admin123' } });
    clock.increment(4_999);
    await flush();
    expect(actor.getSnapshot().value).toBe('signingIn');
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'SESSION_END', status: 401 });
    actor.send({ type: 'LOGIN', credentials: { username: 'other', password: 'x' } });
    expect(actor.getSnapshot().value).toBe('signingIn');
    expect(calls.login).toHaveLength(1);
    clock.increment(1);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.token).toBe('slow');
    expect(calls.logout).toBe(0);
    expect(notifies()).toEqual([]);
  });
});

describe('session machine: menu', () => {
  it('menu failure -> ready with the fallback menu, menuFallback true, one notify msg.menuFailed', async () => {
    const error = new ApiError({ kind: 'http', status: 500, messageId: 'error.http.500' });
    const { actor, notifies } = await signedIn({ loadMenu: fail(error) });
    const ctx = actor.getSnapshot().context;
    expect(ctx.menuFallback).toBe(true);
    expect(ctx.menu).toEqual(fallbackMenu());
    expect(ctx.menu.length).toBeGreaterThan(0);
    expect(JSON.parse(store.getItem('menu')!)).toEqual(fallbackMenu());
    expect(notifies()).toEqual([{ type: 'notify', intent: 'error', messageId: 'msg.menuFailed', error }]);
    expect(store.getItem('token')).toBe('tok-1');
  });

  it('REFRESH_MENU reloads the menu, clears menuFallback and persists; ignored outside ready.idle', async () => {
    let n = 0;
    let release: (() => void) | null = null;
    const loadMenu = async (): Promise<MenuItem[]> => {
      n += 1;
      if (n === 1) throw new Error('down');
      await new Promise<void>((resolve) => (release = resolve));
      return MENU2;
    };
    const { actor, calls } = await signedIn({ loadMenu });
    expect(actor.getSnapshot().context.menuFallback).toBe(true);
    actor.send({ type: 'REFRESH_MENU' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'refreshing' });
    actor.send({ type: 'REFRESH_MENU' });
    await flush();
    expect(calls.loadMenu).toHaveLength(2);
    release!();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context).toMatchObject({ menu: MENU2, menuFallback: false });
    expect(JSON.parse(store.getItem('menu')!)).toEqual(MENU2);
  });

  it('a failed REFRESH_MENU keeps the menu it had and says nothing', async () => {
    let n = 0;
    const loadMenu = async (): Promise<MenuItem[]> => {
      n += 1;
      if (n === 2) throw new Error('down');
      return MENU;
    };
    const { actor, notifies } = await signedIn({ loadMenu });
    actor.send({ type: 'REFRESH_MENU' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && n === 2);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().context.menu).toEqual(MENU);
    expect(notifies()).toEqual([]);
  });

  it.each([300, 401] as const)('a %s answer to the menu call ends the session with its own message (no fallback)', async (status) => {
    const error = new ApiError({ kind: 'http', status, messageId: status === 300 ? 'error.http.300' : 'error.http.401', sessionExpired: true });
    const { actor, notifies } = await (async () => {
      const s = start({}, { loadMenu: fail(error) });
      s.actor.send({ type: 'LOGIN', credentials: { username: 'admin', password: 'admin123' } });
      await waitFor(s.actor, (snap) => snap.matches('expired'));
      return s;
    })();
    expect(actor.getSnapshot().context).toMatchObject({ token: null, user: null, menu: [], menuFallback: false, expiredBy: status });
    expect(notifies().map((n) => n.messageId)).toEqual([`error.http.${status}`]);
    expect(store.keys()).toEqual(['localeLang']);
  });

  it.each([300, 401] as const)('a %s answer to REFRESH_MENU ends the session too', async (status) => {
    let n = 0;
    const loadMenu = async (): Promise<MenuItem[]> => {
      n += 1;
      if (n === 1) return MENU;
      throw new ApiError({ kind: 'business', status, code: String(status), messageId: `error.http.${status}`, sessionExpired: true });
    };
    const { actor, notifies } = await signedIn({ loadMenu });
    actor.send({ type: 'REFRESH_MENU' });
    await waitFor(actor, (s) => s.matches('expired'));
    expect(actor.getSnapshot().context.expiredBy).toBe(status);
    expect(notifies().map((m) => m.messageId)).toEqual([`error.http.${status}`]);
    expect(store.keys()).toEqual(['localeLang']);
  });

  it('SESSION_END while the menu loads ends the session', async () => {
    const loadMenu = () => new Promise<MenuItem[]>(() => {});
    const { actor, notifies } = start({ token: 't', user: USER }, { loadMenu });
    expect(actor.getSnapshot().value).toBe('loadingMenu');
    actor.send({ type: 'SESSION_END', status: 300 });
    expect(actor.getSnapshot().value).toBe('expired');
    expect(notifies().map((n) => n.messageId)).toEqual(['error.http.300']);
  });
});

describe('session machine: SESSION_END', () => {
  it.each([
    [401, 'error.http.401'],
    [300, 'error.http.300'],
  ] as const)('%s -> expired, storage cleared, %s emitted once even for 20 SESSION_END', async (status, messageId) => {
    const { actor, notifies, signedOuts } = await signedIn();
    store.setItem('tabList', JSON.stringify({ tabs: [], active: '/home/index' }));
    for (let i = 0; i < 20; i++) actor.send({ type: 'SESSION_END', status });
    const snap = actor.getSnapshot();
    expect(snap.value).toBe('expired');
    expect(snap.hasTag('signedOut')).toBe(true);
    expect(snap.context).toMatchObject({ token: null, user: null, menu: [], expiredBy: status });
    expect(notifies()).toEqual([{ type: 'notify', intent: 'error', messageId }]);
    expect(signedOuts()).toBe(1);
    expect(store.keys()).toEqual(['localeLang']);
  });

  it('mixed 401 and 300 in a burst: the first one decides the message', async () => {
    const { actor, notifies } = await signedIn();
    actor.send({ type: 'SESSION_END', status: 300 });
    for (let i = 0; i < 10; i++) actor.send({ type: 'SESSION_END', status: 401 });
    expect(notifies().map((n) => n.messageId)).toEqual(['error.http.300']);
  });

  it('SESSION_END when already signed out does nothing', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'SESSION_END', status: 401 });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(emitted).toEqual([]);
  });

  it('after expiry LOGIN signs in again and clears expiredBy', async () => {
    const { actor } = await signedIn();
    actor.send({ type: 'SESSION_END', status: 401 });
    actor.send({ type: 'LOGIN', credentials: { username: 'admin', password: 'admin123' } });
    expect(actor.getSnapshot().context.expiredBy).toBeNull();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(store.getItem('token')).toBe('tok-1');
  });
});

describe('session machine: LOGOUT', () => {
  it('success emits msg.exitSuccess and signedOut, clears storage but keeps localeLang', async () => {
    const { actor, notifies, signedOuts, calls } = await signedIn();
    actor.send({ type: 'SET_LOCALE', locale: 'EN' });
    store.setItem('tabList', '{}');
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().value).toBe('signingOut');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(calls.logout).toBe(1);
    expect(notifies()).toEqual([{ type: 'notify', intent: 'success', messageId: 'msg.exitSuccess' }]);
    expect(signedOuts()).toBe(1);
    expect(store.keys()).toEqual(['localeLang']);
    expect(store.getItem('localeLang')).toBe('EN');
    expect(actor.getSnapshot().context).toMatchObject({ token: null, user: null, menu: [], locale: 'EN', menuFallback: false });
  });

  it('failure emits msg.exitFailed, and still signs out and clears storage (keeping localeLang)', async () => {
    const error = new ApiError({ kind: 'network', messageId: 'error.network' });
    const { actor, notifies, signedOuts } = await signedIn({ logout: fail(error) });
    actor.send({ type: 'LOGOUT' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(notifies()).toEqual([{ type: 'notify', intent: 'error', messageId: 'msg.exitFailed', error }]);
    expect(signedOuts()).toBe(1);
    expect(store.keys()).toEqual(['localeLang']);
    expect(store.getItem('localeLang')).toBe('ZH');
    expect(actor.getSnapshot().context.token).toBeNull();
  });

  it('LOGOUT when signed out does nothing', () => {
    const { actor, calls } = start();
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(calls.logout).toBe(0);
  });
});

describe('session machine: SET_LOCALE and USER_UPDATED', () => {
  it.each(['signedOut', 'ready'] as const)('SET_LOCALE persists localeLang (in %s)', async (where) => {
    const { actor } = where === 'ready' ? await signedIn() : start();
    actor.send({ type: 'SET_LOCALE', locale: 'EN' });
    expect(actor.getSnapshot().context.locale).toBe('EN');
    expect(store.getItem('localeLang')).toBe('EN');
    actor.send({ type: 'SET_LOCALE', locale: 'ZH' });
    expect(store.getItem('localeLang')).toBe('ZH');
    expect(actor.getSnapshot().matches(where)).toBe(true);
  });

  it('SET_LOCALE while signing in is kept', async () => {
    const { actor } = start();
    actor.send({ type: 'LOGIN', credentials: { username: 'admin', password: 'admin123' } });
    actor.send({ type: 'SET_LOCALE', locale: 'EN' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.locale).toBe('EN');
    expect(store.getItem('localeLang')).toBe('EN');
  });

  it('USER_UPDATED merges into the user and persists it', async () => {
    const { actor } = await signedIn();
    actor.send({ type: 'USER_UPDATED', user: { realName: '李四', email: 'li@drama.example' } });
    const expected = { ...USER, realName: '李四', email: 'li@drama.example' };
    expect(actor.getSnapshot().context.user).toEqual(expected);
    expect(JSON.parse(store.getItem('user')!)).toEqual(expected);
    expect(store.getItem('token')).toBe('tok-1');
  });

  it('USER_UPDATED when signed out is ignored', () => {
    const { actor } = start();
    actor.send({ type: 'USER_UPDATED', user: { realName: 'x' } });
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(store.getItem('user')).toBeNull();
  });
});

describe('session machine: return after expiry', () => {
  const OTHER: SessionUser = { ...USER, id: 8, name: 'operator', realName: '李晓梅', roleId: 2 };
  const WHERE = '/member/memberInforMation/index?pageNum=3&name=%E7%8E%8B';
  /** Signs in whoever the credentials name: admin is USER, anyone else OTHER. */
  const login = async ({ username }: Credentials): Promise<LoginResult> => ({ token: `tok-${username}`, user: username === 'admin' ? USER : OTHER });
  const signInAs = async (actor: ReturnType<typeof start>['actor'], username: string) => {
    actor.send({ type: 'LOGIN', credentials: { username, password: 'x' } });
    await waitFor(actor, (snap) => snap.matches('ready'));
  };
  const signIns = (emitted: SessionEmitted[]) => emitted.filter((e) => e.type === 'signedIn');

  it.each([401, 300] as const)('a %s remembers whose session it was and where (path and search), yet clears the stored session', async (status) => {
    const s = await signedIn({ login });
    store.setItem('tabList', JSON.stringify({ tabs: [], active: HOME_PATH }));
    s.actor.send({ type: 'SESSION_END', status, at: WHERE });
    expect(s.actor.getSnapshot().context).toMatchObject({ token: null, user: null, expiredSession: { userId: USER.id, path: WHERE } });
    expect(store.keys()).toEqual(['localeLang']);
    expect(s.emitted.filter((e) => e.type === 'signedOut')).toEqual([{ type: 'signedOut', reason: 'expired' }]);
  });

  it('the same user signing in again returns to that path, and is told to resume', async () => {
    const s = await signedIn({ login });
    expect(signIns(s.emitted)).toEqual([{ type: 'signedIn', resume: false }]);
    s.actor.send({ type: 'SESSION_END', status: 401, at: WHERE });
    await signInAs(s.actor, 'admin');
    expect(s.actor.getSnapshot().context).toMatchObject({ returnTo: WHERE, expiredSession: null, token: 'tok-admin' });
    expect(signIns(s.emitted).at(-1)).toEqual({ type: 'signedIn', resume: true });
  });

  it('another user signing in starts fresh: no return, no tabs; the expired user cannot come back to it later', async () => {
    const s = await signedIn({ login });
    s.actor.send({ type: 'SESSION_END', status: 401, at: WHERE });
    await signInAs(s.actor, 'operator');
    expect(s.actor.getSnapshot().context).toMatchObject({ returnTo: null, expiredSession: null, user: OTHER });
    expect(signIns(s.emitted).at(-1)).toEqual({ type: 'signedIn', resume: false });

    // operator signs out; admin signs in: nothing of the old session is left.
    s.actor.send({ type: 'LOGOUT' });
    await waitFor(s.actor, (snap) => snap.matches('signedOut'));
    await signInAs(s.actor, 'admin');
    expect(s.actor.getSnapshot().context.returnTo).toBeNull();
    expect(signIns(s.emitted).at(-1)).toEqual({ type: 'signedIn', resume: false });
  });

  it('failed sign-ins in between keep the return for the right user', async () => {
    let attempt = 0;
    const flaky = async (credentials: Credentials): Promise<LoginResult> => {
      attempt += 1;
      if (attempt === 2) throw new Error('wrong password');
      return login(credentials);
    };
    const s = await signedIn({ login: flaky });
    s.actor.send({ type: 'SESSION_END', status: 300, at: WHERE });
    s.actor.send({ type: 'LOGIN', credentials: { username: 'admin', password: 'nope' } });
    await waitFor(s.actor, (snap) => snap.matches('signedOut'));
    expect(s.actor.getSnapshot().context.expiredSession).toEqual({ userId: USER.id, path: WHERE });
    await signInAs(s.actor, 'admin');
    expect(s.actor.getSnapshot().context.returnTo).toBe(WHERE);
  });

  it('a deliberate sign-out (退出) leaves nothing to return to', async () => {
    const s = await signedIn({ login });
    s.actor.send({ type: 'SESSION_END', status: 401, at: WHERE });
    await signInAs(s.actor, 'admin');
    expect(s.actor.getSnapshot().context.returnTo).toBe(WHERE);
    s.actor.send({ type: 'LOGOUT' });
    await waitFor(s.actor, (snap) => snap.matches('signedOut'));
    expect(s.emitted.filter((e) => e.type === 'signedOut').at(-1)).toEqual({ type: 'signedOut', reason: 'exit' });
    expect(s.actor.getSnapshot().context).toMatchObject({ returnTo: null, expiredSession: null });
    await signInAs(s.actor, 'admin');
    expect(s.actor.getSnapshot().context.returnTo).toBeNull();
    expect(signIns(s.emitted).at(-1)).toEqual({ type: 'signedIn', resume: false });
  });

  it.each([
    ['no location', undefined],
    ['the sign-in page', '/login?redirect=%2Fx'],
    ['another host', '//evil.example/system/user/index'],
    ['a backslash host', '/\\evil.example'],
    ['a script URL', 'javascript:alert(1)'],
  ])('with %s the same user still gets their tabs back, landing home', async (_, at) => {
    const s = await signedIn({ login });
    s.actor.send({ type: 'SESSION_END', status: 401, at });
    expect(s.actor.getSnapshot().context.expiredSession).toEqual({ userId: USER.id, path: null });
    await signInAs(s.actor, 'admin');
    expect(s.actor.getSnapshot().context.returnTo).toBe(HOME_PATH);
    expect(signIns(s.emitted).at(-1)).toEqual({ type: 'signedIn', resume: true });
  });

  it('a session that ends again while the return loads its menu keeps the return', async () => {
    let menus = 0;
    const loadMenu = async (): Promise<MenuItem[]> => {
      menus += 1;
      if (menus === 2) throw new ApiError({ kind: 'http', status: 401, messageId: 'error.http.401', sessionExpired: true });
      return MENU;
    };
    const s = await signedIn({ login, loadMenu });
    s.actor.send({ type: 'SESSION_END', status: 401, at: WHERE });
    s.actor.send({ type: 'LOGIN', credentials: { username: 'admin', password: 'x' } });
    await waitFor(s.actor, (snap) => snap.matches('expired'));
    expect(s.actor.getSnapshot().context.expiredSession).toEqual({ userId: USER.id, path: WHERE });
    await signInAs(s.actor, 'admin');
    expect(s.actor.getSnapshot().context.returnTo).toBe(WHERE);
  });

  it('a 401 answering the menu refresh (no location known) is remembered too', async () => {
    let menus = 0;
    const loadMenu = async (): Promise<MenuItem[]> => {
      menus += 1;
      if (menus === 2) throw new ApiError({ kind: 'http', status: 401, messageId: 'error.http.401', sessionExpired: true });
      return MENU;
    };
    const s = await signedIn({ login, loadMenu });
    s.actor.send({ type: 'REFRESH_MENU' });
    await waitFor(s.actor, (snap) => snap.matches('expired'));
    expect(s.actor.getSnapshot().context.expiredSession).toEqual({ userId: USER.id, path: null });
  });

  it('safeReturnPath keeps paths of the console only', () => {
    expect(safeReturnPath('/system/user/index?pageNum=2#x')).toBe('/system/user/index?pageNum=2#x');
    for (const bad of ['/login', '/login?redirect=/x', '/', '//host/x', '/\\host', 'http://host/x', 'x/y', '', null, 5]) {
      expect(safeReturnPath(bad), String(bad)).toBeNull();
    }
  });
});

describe('the tab strip follows the session (linkTabsToSession, as src/app/actors.ts wires them)', () => {
  const A: Tab = { title: '用户管理', path: '/system/user/index', name: 'system/user' };
  const B: Tab = { title: '角色管理', path: '/system/roles/index', name: 'system/roles' };
  const OTHER: SessionUser = { ...USER, id: 8, name: 'operator' };
  const login = async ({ username }: Credentials): Promise<LoginResult> => ({ token: `tok-${username}`, user: username === 'admin' ? USER : OTHER });

  async function world() {
    const s = await signedIn({ login });
    const stored: unknown[] = [];
    const tabs = createActor(tabsMachine.provide({ actions: { persist: ({ context }) => void stored.push({ tabs: context.tabs, active: context.active }) } }), {
      input: {},
    });
    tabs.start();
    const unlink = linkTabsToSession(s.actor, tabs);
    tabs.send({ type: 'OPEN', tab: A });
    tabs.send({ type: 'OPEN', tab: B });
    tabs.send({ type: 'ACTIVATE', path: A.path });
    const signInAs = async (username: string) => {
      s.actor.send({ type: 'LOGIN', credentials: { username, password: 'x' } });
      await waitFor(s.actor, (snap) => snap.matches('ready'));
    };
    return { ...s, tabs, stored, unlink, signInAs };
  }

  it('expiry, then the same user: the same tabs and the same active tab, stored again', async () => {
    const w = await world();
    w.actor.send({ type: 'SESSION_END', status: 401, at: `${A.path}?pageNum=2` });
    expect(w.tabs.getSnapshot().value).toBe('suspended');
    await w.signInAs('admin');
    expect(w.tabs.getSnapshot().context).toEqual({ tabs: [HOME_TAB, A, B], active: A.path });
    expect(w.stored.at(-1)).toEqual({ tabs: [HOME_TAB, A, B], active: A.path });
    expect(w.actor.getSnapshot().context.returnTo).toBe(`${A.path}?pageNum=2`);
    w.unlink();
  });

  it('expiry, then another user: home only', async () => {
    const w = await world();
    w.actor.send({ type: 'SESSION_END', status: 300, at: A.path });
    await w.signInAs('operator');
    expect(w.tabs.getSnapshot().context).toEqual({ tabs: [HOME_TAB], active: HOME_PATH });
    expect(w.stored.at(-1)).toEqual({ tabs: [HOME_TAB], active: HOME_PATH });
    w.unlink();
  });

  it('sign-out, then the same user: home only', async () => {
    const w = await world();
    w.actor.send({ type: 'LOGOUT' });
    await waitFor(w.actor, (snap) => snap.matches('signedOut'));
    expect(w.tabs.getSnapshot().context.tabs).toEqual([HOME_TAB]);
    await w.signInAs('admin');
    expect(w.tabs.getSnapshot().context).toEqual({ tabs: [HOME_TAB], active: HOME_PATH });
    w.unlink();
  });
});
