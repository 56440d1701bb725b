import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { getResponse, http, type HttpHandler } from 'msw';
import { loadAreaMocks } from '@/app/demo-areas';
import { systemTables } from '@/features/system/mock/tables';
import { controlHandlers, worldHandlers } from '@/mocks/handlers';
import { initDb, resetDb } from '@/mocks/db';
import { API } from '@/mocks/http';
import { journal } from '@/mocks/journal';
import { logRows } from '@/mocks/oplog';
import { createMockHttpServer } from '../../scripts/mock-http';

/**
 * Issue #24: no call answers an HTML page or a stack. A handler that fails halfway (here: one
 * that writes a role, changes a user, then throws) answers the console's envelope, HTTP 500 with
 * 服务异常！ in the caller's language, logs the detail on the server's console only, and leaves
 * the world as it was: rows, the operation log and the journal. Run through the handlers as the
 * browser runs them (msw's getResponse) and as `npm run mock-server` serves them (real HTTP).
 */

const ORIGIN = 'http://console.test';
const INTERNALS = /\bat\s+\S+\s+\(|node_modules|\/work\/|\.tsx?:\d+|<html|<!doctype|<pre>|Error:/i;

/** An area whose handler of a declared call fails after writing: the first to answer it. */
const failing = {
  name: 'failing',
  handlers: [
    http.post(`${API}/tools/v1/refreshCache`, async () => {
      const { roles, users } = systemTables;
      await roles.insert({ ...roles.all()[0], id: roles.nextId(), name: '半途' });
      await users.update(users.all()[1].id, { name: '写到一半' });
      throw new TypeError(`Cannot read properties of undefined (at ${process.cwd()}/src/mocks/resource.ts:305:17)`);
    }),
  ],
};

let handlers: HttpHandler[];
beforeAll(async () => {
  handlers = [...controlHandlers(), ...worldHandlers([failing, ...(await loadAreaMocks())])];
  await initDb();
});
beforeEach(() => resetDb());

async function call(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const request = new Request(`${ORIGIN}/admin/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', language: 'ZH', ...headers }, body: JSON.stringify(body) });
  const response = await getResponse(handlers, request);
  if (!response) throw new Error(`no answer for ${path}`);
  return response;
}

async function signIn(): Promise<string> {
  const answer = (await (await call('user/v1/login', { username: 'admin', password: 'admin123' })).json()) as { data: { token: string } };
  return answer.data.token;
}

/** What a failed request must leave as it was. */
async function world() {
  return {
    roles: JSON.stringify(systemTables.roles.all()),
    users: JSON.stringify(systemTables.users.all()),
    log: (await logRows()).length,
    journal: (await journal.entries()).length,
  };
}

describe('an unexpected error in a handler', () => {
  it('answers the envelope, HTTP 500 服务异常！ (Service error! in English), with nothing of the server inside', async () => {
    const token = await signIn();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (const [language, message] of [
        ['ZH', '服务异常！'],
        ['EN', 'Service error!'],
      ]) {
        const response = await call('tools/v1/refreshCache', {}, { token, language });
        expect(response.status).toBe(500);
        expect(response.headers.get('content-type')).toMatch(/application\/json/);
        const text = await response.text();
        expect(JSON.parse(text)).toEqual({ code: 500, success: false, message, data: null });
        expect(INTERNALS.test(text)).toBe(false);
      }
      // The detail is on the server's console.
      expect(logged).toHaveBeenCalled();
      expect(String(logged.mock.calls[0][0])).toContain('POST /admin/tools/v1/refreshCache');
      expect(String(logged.mock.calls[0][1])).toContain('resource.ts:305');
    } finally {
      logged.mockRestore();
    }
  });

  it('undoes what it wrote halfway: rows, the operation log, the journal; later writes work as before', async () => {
    const token = await signIn();
    const before = await world();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect((await call('tools/v1/refreshCache', {}, { token })).status).toBe(500);
    } finally {
      logged.mockRestore();
    }
    expect(await world()).toEqual(before);
    // The tables it touched still take writes (their collections are poured again).
    const added = (await (await call('role/v1/add', { name: '回滚之后', description: '', remark: '', menuIds: [] }, { token })).json()) as { code: number; data: { id: number } };
    expect(added.code).toBe(200);
    expect(systemTables.roles.get(added.data.id)?.name).toBe('回滚之后');
    const role = systemTables.roles.all()[1];
    const changed = (await (await call('role/v1/update', { id: role.id, version: role.version, description: '回滚之后也能改' }, { token })).json()) as { code: number; message: string };
    expect(changed.code, changed.message).toBe(200);
    expect((await journal.entries()).length).toBeGreaterThan(before.journal);
  });
});

describe('the bodies of issue #24, through the handlers', () => {
  it('null, an array, a text or a number as the body: 400 格式不正确, nothing written; an add without its optional fields succeeds', async () => {
    const token = await signIn();
    const before = await world();
    for (const body of [null, [], 'x', 5]) {
      const answer = (await (await call('ticker/v1/status', body, { token })).json()) as { code: number; message: string };
      expect(answer, JSON.stringify(body)).toMatchObject({ code: 400, message: '格式不正确' });
    }
    expect(await world()).toEqual(before);
    const ticker = (await (await call('ticker/v1/add', { content: 'x', contentJa: 'y', weight: 1, enabled: true }, { token })).json()) as { code: number; data: Record<string, unknown> };
    expect(ticker.code).toBe(200);
    expect(ticker.data, JSON.stringify(ticker.data)).toMatchObject({ content: 'x', contentJa: 'y', startTime: null, endTime: null });
    const banner = (await (await call('banner/v1/add', { image: '/demo/poster.png', bannerTypeId: 1, jump: 'none', sort: 1, enabled: true }, { token })).json()) as { code: number; message: string; data: unknown };
    expect(banner, banner.message).toMatchObject({ code: 200, data: { jumpDramaId: null, jumpLink: '', startTime: null, endTime: null } });
  });
});

describe('npm run mock-server: the same over HTTP', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createMockHttpServer(handlers).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const send = async (path: string, body: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
  };

  it('answers JSON envelopes, never HTML: a failure, a body of the wrong kind, a path nobody answers', async () => {
    const login = await send('/admin/user/v1/login', JSON.stringify({ username: 'admin', password: 'admin123' }));
    const token = (JSON.parse(login.text) as { data: { token: string } }).data.token;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const failed = await send('/admin/tools/v1/refreshCache', '{}', { token, language: 'EN' });
      expect(failed.status).toBe(500);
      expect(JSON.parse(failed.text)).toEqual({ code: 500, success: false, message: 'Service error!', data: null });
    } finally {
      logged.mockRestore();
    }
    for (const body of ['null', '[]', '"x"', '5', '{"unterminated":']) {
      const answer = await send('/admin/ticker/v1/status', body, { token });
      expect(answer.type, body).toMatch(/application\/json/);
      expect(JSON.parse(answer.text), body).toMatchObject({ code: 400, success: false, message: '格式不正确' });
    }
    for (const path of ['/admin/nothing/v1/here', '/elsewhere']) {
      const answer = await send(path, '{}', { token });
      expect(answer.status, path).toBe(404);
      expect(answer.type, path).toMatch(/application\/json/);
      expect(JSON.parse(answer.text), path).toMatchObject({ code: 404, success: false });
    }
    for (const answer of [await send('/admin/ticker/v1/status', 'null', { token })]) expect(INTERNALS.test(answer.text)).toBe(false);
  });
});
