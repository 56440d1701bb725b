import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/lib/api/client';
import { LoginResultSchema } from '@/records/session';
import type { AdminUser } from '@/features/system/contract';
import { setClock } from '@/mocks/clock';
import { securitySettings, setSecurity } from '@/mocks/controls';
import { worldTable } from '@/mocks/db';
import { Journal, MemoryStore, journal, type JournalEntry } from '@/mocks/journal';
import { isPasswordHash } from '@/mocks/secrets';
import { ORIGIN, useMockBackend } from './support/mock-server';

/*
 * Issue #9: the demo world keeps no secret at rest, throttles sign-ins and ends idle sessions,
 * with time simulated through the mock's clock (src/mocks/clock.ts): no test waits.
 */

const { token } = useMockBackend();

const START = Date.parse('2026-03-02T09:00:00Z');
let time = START;
const advance = (ms: number) => {
  time += ms;
};
const SECOND = 1000;
const MINUTE = 60 * SECOND;

beforeEach(() => {
  time = START;
  setClock(() => time);
});
afterEach(() => setClock(null));

async function signIn(username: string, password: string): Promise<string> {
  const result = await api.post('user/v1/login', { username, password }, LoginResultSchema);
  token.value = result.token;
  return result.token;
}

/** A sign-in as any client sends it: the envelope as answered. */
async function attempt(username: string, password: string, language: 'ZH' | 'EN' = 'ZH') {
  const response = await fetch(`${ORIGIN}/admin/user/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language },
    body: JSON.stringify({ username, password }),
  });
  return (await response.json()) as { code: number; success: boolean; message: string };
}

describe('sign-in throttling', () => {
  it('after five wrong passwords within a minute the account is refused, the right password too, for the wait it names', async () => {
    for (let i = 0; i < 5; i++) {
      advance(5 * SECOND);
      expect(await attempt('admin', `wrong${i}`)).toMatchObject({ success: false, message: '用户名或密码错误' });
    }
    expect(await attempt('admin', 'admin123')).toMatchObject({ success: false, code: 429, message: '登录失败次数过多，请 300 秒后再试' });
    advance(100 * SECOND);
    expect(await attempt('admin', 'admin123')).toMatchObject({ success: false, message: '登录失败次数过多，请 200 秒后再试' });
    expect((await attempt('admin', 'admin123', 'EN')).message).toBe('Too many failed sign-ins. Please try again in 200 seconds');
    advance(200 * SECOND);
    expect(await attempt('admin', 'admin123')).toMatchObject({ success: true, code: 200 });
  });

  it('sixty wrong passwords, then the right one: still refused', async () => {
    for (let i = 0; i < 60; i++) await attempt('admin', `guess${i}`);
    const answer = await attempt('admin', 'admin123');
    expect(answer.success).toBe(false);
    expect(answer.message).toMatch(/^登录失败次数过多，请 \d+ 秒后再试$/);
  });

  it('failures spread over more than a minute do not lock; a lock holds one account only', async () => {
    for (let i = 0; i < 4; i++) await attempt('admin', 'nope');
    advance(61 * SECOND);
    for (let i = 0; i < 4; i++) await attempt('admin', 'nope');
    expect((await attempt('admin', 'admin123')).success).toBe(true);

    for (let i = 0; i < 5; i++) await attempt('operator', 'nope');
    expect((await attempt('operator', 'operator123')).code).toBe(429);
    expect((await attempt('admin', 'admin123')).success).toBe(true);
  });

  it('a successful sign-in forgets the failures before it', async () => {
    for (let i = 0; i < 4; i++) await attempt('admin', 'nope');
    expect((await attempt('admin', 'admin123')).success).toBe(true);
    for (let i = 0; i < 4; i++) await attempt('admin', 'nope');
    expect((await attempt('admin', 'admin123')).success).toBe(true);
  });

  it('an unknown account is throttled the same way (the answer never tells whether it exists)', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt('nobody', 'nope')).message).toBe('用户名或密码错误');
    expect((await attempt('nobody', 'nope')).code).toBe(429);
  });

  it('the demo controls switch it off, or change how long a lock lasts', async () => {
    setSecurity({ throttle: false });
    for (let i = 0; i < 10; i++) await attempt('admin', 'nope');
    expect((await attempt('admin', 'admin123')).success).toBe(true);

    setSecurity({ throttle: true, lockSeconds: 30 });
    for (let i = 0; i < 5; i++) await attempt('admin', 'nope');
    expect((await attempt('admin', 'admin123')).message).toBe('登录失败次数过多，请 30 秒后再试');
    advance(30 * SECOND);
    expect((await attempt('admin', 'admin123')).success).toBe(true);
  });
});

describe('idle session expiry', () => {
  it('a session without a call for two hours answers 401; each call keeps it alive', async () => {
    await signIn('admin', 'admin123');
    advance(119 * MINUTE);
    await expect(api.get('user/v1/info', { id: 1 })).resolves.toBeTruthy();
    advance(119 * MINUTE);
    await expect(api.get('user/v1/info', { id: 1 })).resolves.toBeTruthy();
    advance(120 * MINUTE);
    await expect(api.get('user/v1/info', { id: 1 })).rejects.toMatchObject({ status: 401, sessionExpired: true });
    // Ended, not only refused once: the token stays dead.
    time -= 60 * MINUTE;
    await expect(api.get('user/v1/info', { id: 1 })).rejects.toMatchObject({ status: 401 });
  });

  it('the idle time is a demo control: at one minute, a minute without a call ends the session', async () => {
    setSecurity({ idleMinutes: 1 });
    await signIn('admin', 'admin123');
    advance(59 * SECOND);
    await expect(api.get('user/v1/info', { id: 1 })).resolves.toBeTruthy();
    advance(59 * SECOND);
    await expect(api.get('user/v1/info', { id: 1 })).resolves.toBeTruthy();
    advance(60 * SECOND);
    await expect(api.get('user/v1/info', { id: 1 })).rejects.toMatchObject({ status: 401 });
  });

  it('the mock server reads its settings from the environment', () => {
    try {
      process.env.IDLE_MINUTES = '5';
      process.env.SIGNIN_THROTTLE = 'off';
      process.env.SIGNIN_LOCK_SECONDS = '45';
      expect(securitySettings()).toMatchObject({ idleMinutes: 5, throttle: false, lockSeconds: 45, maxFailures: 5 });
      process.env.IDLE_MINUTES = 'soon';
      expect(securitySettings().idleMinutes).toBe(120);
    } finally {
      for (const key of ['IDLE_MINUTES', 'SIGNIN_THROTTLE', 'SIGNIN_LOCK_SECONDS']) delete process.env[key];
    }
  });
});

describe('no secrets at rest', () => {
  const users = () => worldTable<AdminUser>('users');

  it('the journal holds no token and no password after a sign-in, a password change, an added user and a reset', async () => {
    const adminToken = await signIn('admin', 'admin123');
    await api.post('user/v1/update/password', { newPassword: 'new123', confirmPassword: 'new123' });
    await api.post('user/v1/add', {
      name: 'trainee01', realName: '林小雨', password: 'train123', password2: 'train123',
      email: 'trainee01@drama.example', phone: '13700137000', roleId: 2, enabled: true,
    });
    const operator = users().find((u) => u.name === 'operator')!;
    await api.post('user/v1/update', { id: operator.id, version: operator.version, password: 'reset123', password2: 'reset123' });

    const entries: JournalEntry[] = await journal.entries();
    expect(entries.map((e) => e.table)).toEqual(expect.arrayContaining(['sessions', 'users']));
    const text = JSON.stringify(entries);
    for (const secret of [adminToken, 'admin123', 'new123', 'train123', 'reset123']) expect(text).not.toContain(secret);
    for (const user of users().all()) expect(isPasswordHash(user.password), user.name).toBe(true);

    // ...and each of those passwords works, the old one does not.
    expect((await attempt('admin', 'admin123')).success).toBe(false);
    for (const [name, password] of [['admin', 'new123'], ['trainee01', 'train123'], ['operator', 'reset123']]) {
      expect((await attempt(name, password)).success, name).toBe(true);
    }
  });

  it('the seeded accounts keep their passwords, stored as salted hashes (the same password, different hashes)', async () => {
    const seeded = users().filter((u) => u.id > 2 && u.enabled).slice(0, 2);
    expect(seeded[0].password).not.toBe(seeded[1].password);
    for (const [name, password] of [['admin', 'admin123'], ['operator', 'operator123'], [seeded[0].name, 'demo1234']]) {
      expect((await attempt(name, password)).success, name).toBe(true);
    }
  });
});

describe('one journal for every tab', () => {
  const entry = (id: number): JournalEntry => ({ table: 'roles', op: 'insert', id, value: { id } });

  it('a tab replays what another appended, and appends after it', async () => {
    const store = new MemoryStore();
    const a = new Journal(store, true);
    const b = new Journal(store, true);
    await a.load();
    await b.load();
    a.record(entry(4));
    await a.flush();
    expect(await b.pull()).toEqual({ reset: false, entries: [entry(4)] });
    b.record(entry(5));
    await b.flush();
    expect(await a.pull()).toEqual({ reset: false, entries: [entry(5)] });
    expect(await b.pull()).toEqual({ reset: false, entries: [] });
    expect((await store.read(0)).entries.map((e) => [e.seq, e.id])).toEqual([[1, 4], [2, 5]]);
  });

  it('a tab that has not caught up never overwrites another tab’s entries', async () => {
    const store = new MemoryStore();
    const a = new Journal(store, true);
    const b = new Journal(store, true);
    a.record(entry(4));
    await a.flush();
    b.record(entry(4));
    await b.flush();
    expect(await a.entries()).toEqual([entry(4)]);
    expect((await store.read(0)).entries).toHaveLength(1);
  });

  it('a reset in one tab sends the others back to the seed, then to what followed', async () => {
    const store = new MemoryStore();
    const a = new Journal(store, true);
    const b = new Journal(store, true);
    a.record(entry(4));
    await a.flush();
    await b.pull();
    await a.clear();
    a.record(entry(7));
    await a.flush();
    expect(await b.pull()).toEqual({ reset: true, entries: [entry(7)] });
    expect(await b.pull()).toEqual({ reset: false, entries: [] });
  });
});
