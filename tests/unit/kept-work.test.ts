// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine, type Credentials, type MenuItem } from '@/machines/session';
import type { LoginResult, SessionUser } from '@/records/session';

/**
 * No typed work lost (issue #22): the kept forms' store (src/lib/kept-work.ts). Per user and
 * page; never a password, never a file's bytes; cleared when discarded or saved; another user
 * sees nothing (and their sign-in drops it); kept at the moment the session ends, with the pages'
 * unsaved marks forgotten so nothing holds the way to the sign-in page.
 */

vi.mock('@/lib/confirm', () => ({ confirm: vi.fn(async () => false) }));

const { clearKept, dropKeptWorkOf, keepForm, keepOpenWork, keepableValues, keptKey, linkKeptWorkToSession, readKept, registerOpenWork, subscribeKept } = await import('@/lib/kept-work');
const { isDirty, markDirty, confirmDiscard } = await import('@/lib/dirty');

const PAGE = '/push/createPush/index';
const OTHER_PAGE = '/system/user/index';

beforeEach(() => sessionStorage.clear());
afterEach(() => sessionStorage.clear());

describe('the kept forms, by user and page', () => {
  it('keeps a form for its user and page only', () => {
    keepForm(1, PAGE, { form: 'push:create', mode: 'add', recordId: null, values: { draft: { title: '新剧上线' } } });
    expect(readKept(1, PAGE, 'push:create')?.values).toEqual({ draft: { title: '新剧上线' } });
    expect(readKept(1, PAGE, 'push:create')?.mode).toBe('add');
    // Another user, another page, another form of the page: nothing.
    expect(readKept(2, PAGE, 'push:create')).toBeNull();
    expect(readKept(1, OTHER_PAGE, 'push:create')).toBeNull();
    expect(readKept(1, PAGE, 'resource:user')).toBeNull();
    expect(readKept(null, PAGE, 'push:create')).toBeNull();
    // The key names the user and the page.
    expect(sessionStorage.getItem(keptKey(1, PAGE))).toContain('新剧上线');
  });

  it('keeps an edit with its record', () => {
    keepForm(1, OTHER_PAGE, { form: 'resource:user', mode: 'edit', recordId: 7, values: { realName: '林小雨' } });
    expect(readKept(1, OTHER_PAGE, 'resource:user')).toMatchObject({ mode: 'edit', recordId: 7, values: { realName: '林小雨' } });
  });

  it('never keeps a password or a file', () => {
    const file = new File(['bytes'], 'cover.png', { type: 'image/png' });
    const values = {
      name: 'trainee01',
      password: 'secret123',
      password2: 'secret123',
      pin: '1234',
      cover: file,
      poster: new Blob(['x']),
      icon: 'data:image/png;base64,AAAA',
      preview: 'blob:http://localhost/1234',
      buffer: new Uint8Array([1, 2, 3]),
      url: '/uploads/cover.png',
      episodes: [{ title: '第1集', video: file, videoUrl: '/uploads/1.mp4', newPassword: 'x' }],
      nested: { oldPassword: 'x', note: 'kept' },
    };
    keepForm(1, OTHER_PAGE, { form: 'resource:user', mode: 'add', recordId: null, values }, ['pin']);
    const kept = readKept(1, OTHER_PAGE, 'resource:user')!.values;
    expect(kept).toEqual({ name: 'trainee01', url: '/uploads/cover.png', episodes: [{ title: '第1集', videoUrl: '/uploads/1.mp4' }], nested: { note: 'kept' } });
    const raw = sessionStorage.getItem(keptKey(1, OTHER_PAGE)) ?? '';
    for (const secret of ['secret123', '1234', 'base64', 'blob:', 'bytes']) expect(raw).not.toContain(secret);
    expect(keepableValues({ a: 1, password: 'p' }, [])).toEqual({ a: 1 });
  });

  it('discarding or saving clears the form, and only it', () => {
    keepForm(1, PAGE, { form: 'push:create', mode: 'add', recordId: null, values: { a: 1 } });
    keepForm(1, PAGE, { form: 'other', mode: 'add', recordId: null, values: { b: 2 } });
    clearKept(1, PAGE, 'push:create');
    expect(readKept(1, PAGE, 'push:create')).toBeNull();
    expect(readKept(1, PAGE, 'other')).not.toBeNull();
    clearKept(1, PAGE, 'other');
    // Nothing left of the page.
    expect(sessionStorage.getItem(keptKey(1, PAGE))).toBeNull();
  });

  it("another user's sign-in drops every kept form but theirs; a sign-out drops all", () => {
    keepForm(1, PAGE, { form: 'f', mode: 'add', recordId: null, values: { a: 1 } });
    keepForm(2, PAGE, { form: 'f', mode: 'add', recordId: null, values: { a: 2 } });
    sessionStorage.setItem('token', 't');
    dropKeptWorkOf(2);
    expect(readKept(1, PAGE, 'f')).toBeNull();
    expect(readKept(2, PAGE, 'f')?.values).toEqual({ a: 2 });
    dropKeptWorkOf(null);
    expect(readKept(2, PAGE, 'f')).toBeNull();
    // The session's own keys are not the store's.
    expect(sessionStorage.getItem('token')).toBe('t');
  });

  it('tells its listeners of every change (the restore bar re-reads)', () => {
    const heard = vi.fn();
    const off = subscribeKept(heard);
    keepForm(1, PAGE, { form: 'f', mode: 'add', recordId: null, values: {} });
    clearKept(1, PAGE, 'f');
    off();
    keepForm(1, PAGE, { form: 'f', mode: 'add', recordId: null, values: {} });
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('survives a broken entry', () => {
    sessionStorage.setItem(keptKey(1, PAGE), '{not json');
    expect(readKept(1, PAGE, 'f')).toBeNull();
    keepForm(1, PAGE, { form: 'f', mode: 'add', recordId: null, values: { a: 1 } });
    expect(readKept(1, PAGE, 'f')?.values).toEqual({ a: 1 });
  });
});

describe('the open forms, kept when the session ends', () => {
  it('keeps what each open form holds at that moment, and forgets the unsaved marks', async () => {
    let title = '初稿';
    const off = registerOpenWork({ page: PAGE, form: 'push:create', mode: 'add', values: () => ({ draft: { title } }) });
    const offEdit = registerOpenWork({ page: OTHER_PAGE, form: 'resource:user', mode: 'edit', recordId: 3, values: () => ({ realName: '王五', password: 'p' }), omit: ['password'] });
    markDirty(PAGE, true);
    title = '定稿';
    expect(keepOpenWork(5)).toBe(2);
    expect(readKept(5, PAGE, 'push:create')?.values).toEqual({ draft: { title: '定稿' } });
    expect(readKept(5, OTHER_PAGE, 'resource:user')).toMatchObject({ mode: 'edit', recordId: 3, values: { realName: '王五' } });
    // Nothing asks "leave this page?" on the way to the sign-in page.
    expect(isDirty(PAGE)).toBe(false);
    expect(await confirmDiscard([PAGE])).toBe(true);
    off();
    offEdit();
    expect(keepOpenWork(5)).toBe(0);
  });

  it('keeps nothing without a user', () => {
    const off = registerOpenWork({ page: PAGE, form: 'f', mode: 'add', values: () => ({ a: 1 }) });
    expect(keepOpenWork(null)).toBe(0);
    off();
    expect(sessionStorage.length).toBe(0);
  });
});

describe('linked to the session machine', () => {
  const user = (id: number): SessionUser => ({ id, name: `u${id}`, realName: `U${id}`, email: `u${id}@x.example`, phone: '13800138000', roleId: 1 });

  function session() {
    let next: LoginResult = { token: 't1', user: user(1) };
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          login: fromPromise<LoginResult, Credentials>(async () => next),
          loadMenu: fromPromise<MenuItem[], { roleId: number }>(async () => []),
          logout: fromPromise<unknown, void>(async () => ({})),
        },
      }),
      { input: {} },
    );
    linkKeptWorkToSession(actor);
    actor.start();
    return { actor, as: (id: number) => (next = { token: `t${id}`, user: user(id) }) };
  }
  const ready = (actor: ReturnType<typeof session>['actor']) => waitFor(actor, (s) => s.matches('ready'));

  it('an expiry keeps the open form for its user; the same user finds it, another user drops it', async () => {
    const { actor, as } = session();
    actor.send({ type: 'LOGIN', credentials: { username: 'u1', password: 'x' } });
    await ready(actor);
    const off = registerOpenWork({ page: PAGE, form: 'push:create', mode: 'add', values: () => ({ draft: { title: '促销' } }) });
    actor.send({ type: 'SESSION_END', status: 401, at: PAGE });
    off();
    expect(readKept(1, PAGE, 'push:create')?.values).toEqual({ draft: { title: '促销' } });

    // The same user signs in again: it is still there.
    actor.send({ type: 'LOGIN', credentials: { username: 'u1', password: 'x' } });
    await ready(actor);
    expect(readKept(1, PAGE, 'push:create')).not.toBeNull();

    // Expired again, and another user signs in on this tab: gone.
    actor.send({ type: 'SESSION_END', status: 300 });
    as(2);
    actor.send({ type: 'LOGIN', credentials: { username: 'u2', password: 'x' } });
    await ready(actor);
    expect(readKept(1, PAGE, 'push:create')).toBeNull();
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('drama-console:kept:'))).toEqual([]);
  });

  it('a deliberate sign-out keeps nothing and drops what was kept', async () => {
    const { actor } = session();
    actor.send({ type: 'LOGIN', credentials: { username: 'u1', password: 'x' } });
    await ready(actor);
    keepForm(1, PAGE, { form: 'f', mode: 'add', recordId: null, values: { a: 1 } });
    const off = registerOpenWork({ page: PAGE, form: 'g', mode: 'add', values: () => ({ b: 1 }) });
    actor.send({ type: 'LOGOUT' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    off();
    expect(readKept(1, PAGE, 'f')).toBeNull();
    expect(readKept(1, PAGE, 'g')).toBeNull();
  });
});
