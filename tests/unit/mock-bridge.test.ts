import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { translate } from '@/i18n';
import { loadAreaMocks } from '@/app/demo-areas';
import type { AreaMock } from '@/mocks/area';
import { WorldClient, fromWireRequest, fromWireResponse, toWireRequest, toWireResponse, type DemoState, type PortLike, type WorldStatus } from '@/mocks/bridge';
import { resetControls } from '@/mocks/controls';
import { createWorldHost } from '@/mocks/host';
import { readSettings } from '@/mocks/settings';

/*
 * The bridge between a page and the demo's world worker (src/mocks/bridge.ts, src/mocks/host.ts),
 * both ends in Node over a MessageChannel: a call is forwarded and answered by the areas'
 * handlers (uploads included), a call made while the world is built waits for it, and a failure
 * of the worker (a handler that throws, a world that cannot be built, a worker gone) answers 500
 * with the error catalogue's message instead of leaving the call hanging.
 */

const ORIGIN = 'http://console.test';
const settings = readSettings(null);
const channels: MessageChannel[] = [];

afterEach(() => {
  for (const channel of channels.splice(0)) {
    channel.port1.close();
    channel.port2.close();
  }
  resetControls();
});

function connect(host: ReturnType<typeof createWorldHost>, options: ConstructorParameters<typeof WorldClient>[2] = {}): WorldClient {
  const channel = new MessageChannel();
  channels.push(channel);
  host.connect(channel.port2 as unknown as PortLike);
  return new WorldClient(channel.port1 as unknown as PortLike, settings, options);
}

function post(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}/admin/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', language: 'ZH', ...headers }, body: JSON.stringify(body) });
}

async function json(response: Response): Promise<{ code: unknown; success?: boolean; message: string; data: unknown }> {
  return (await response.json()) as { code: unknown; message: string; data: unknown };
}

async function signIn(client: WorldClient): Promise<string> {
  const answer = await json(await client.call(post('user/v1/login', { username: 'admin', password: 'admin123' })));
  expect(answer.code).toBe(200);
  return (answer.data as { token: string }).token;
}

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  promise.catch(() => undefined);
  return { promise, resolve, reject };
};

describe('the world bridge', () => {
  it('forwards a call and rebuilds its answer: JSON, an upload (multipart), /version.json', async () => {
    const host = createWorldHost({ areas: loadAreaMocks, schema: 'test', store: null });
    const statuses: WorldStatus[] = [];
    const states: DemoState[] = [];
    const client = connect(host, { onStatus: (s) => statuses.push(s), onState: (s) => states.push(s) });
    expect(states[0]?.build ?? null).toBeNull();
    expect(['seeded', 'restored', 'kept']).toContain(await client.ready);
    // The page is told how the world was built (no store here: seeded), with its timings.
    await expect.poll(() => states.at(-1)?.build?.origin).toBe('seeded');
    const build = states.at(-1)!.build!;
    expect(build.fillMs).toBeGreaterThan(0);
    expect([build.loadMs, build.replayMs].every((ms) => Number.isInteger(ms) && ms >= 0)).toBe(true);
    const token = await signIn(client);

    const form = new FormData();
    form.set('file', new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'poster.png', { type: 'image/png' }));
    form.set('kind', 'image');
    const upload = await client.call(new Request(`${ORIGIN}/admin/file/v1/upload`, { method: 'POST', headers: { token, language: 'ZH' }, body: form }));
    const uploaded = await json(upload);
    expect(uploaded.code, uploaded.message).toBe(200);
    expect(uploaded.data).toMatchObject({ name: 'poster.png', kind: 'image', size: 8, mime: 'image/png' });

    const version = await client.call(new Request(`${ORIGIN}/version.json`));
    expect(await version.json()).toEqual({ version: 'demo-1' });
    expect(statuses.at(-1)).not.toBe('building');
  });

  it('a call made while the world is built waits for it, and is answered then', async () => {
    const areas = deferred<readonly AreaMock[]>();
    const host = createWorldHost({ areas: () => areas.promise, schema: 'test', store: null });
    const client = connect(host);
    let answered = false;
    const pending = client.call(post('user/v1/login', { username: 'admin', password: 'admin123' })).then((r) => {
      answered = true;
      return r;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(answered).toBe(false);
    expect(client.status).toBe('building');
    areas.resolve(await loadAreaMocks());
    const answer = await json(await pending);
    expect(answer.code).toBe(200);
    expect(client.status).not.toBe('building');
  });

  it('a handler that throws answers the kernel’s 500 envelope (服务异常！) through the bridge, in the caller’s language', async () => {
    const boom: AreaMock = {
      name: 'boom',
      handlers: [
        http.post('*/admin/user/v1/login', () => {
          throw new Error('boom');
        }),
      ],
    };
    const host = createWorldHost({ areas: async () => [boom, ...(await loadAreaMocks())], schema: 'test', store: null });
    const client = connect(host);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      // The world's handlers catch it (src/mocks/handlers.ts: the request's writes undone), as in Node.
      const zh = await client.call(post('user/v1/login', { username: 'admin', password: 'admin123' }));
      expect(zh.status).toBe(500);
      expect(await zh.json()).toEqual({ code: 500, success: false, message: translate('ZH', 'error.http.500'), data: null });
      const en = await client.call(post('user/v1/login', { username: 'admin', password: 'admin123' }, { language: 'EN' }));
      expect(en.status).toBe(500);
      expect((await json(en)).message).toBe(translate('EN', 'error.http.500'));
    } finally {
      logged.mockRestore();
    }
  });

  it('a world that cannot be built answers every call 500, those waiting and those after; `ready` rejects', async () => {
    const areas = deferred<readonly AreaMock[]>();
    const host = createWorldHost({ areas: () => areas.promise, schema: 'test', store: null });
    const client = connect(host);
    const waiting = client.call(post('user/v1/login', { username: 'admin', password: 'admin123' }));
    areas.reject(new Error('no areas'));
    expect((await waiting).status).toBe(500);
    await expect(client.ready).rejects.toThrow(/no areas/);
    const later = await client.call(post('user/v1/login', {}));
    expect(later.status).toBe(500);
    expect((await json(later)).message).toBe(translate('ZH', 'msg.requestFailed'));
  });

  it('a worker that is gone answers the calls waiting for it 500, not never', async () => {
    const channel = new MessageChannel();
    channels.push(channel);
    // Nobody listens on the other end: the worker died before it answered.
    const client = new WorldClient(channel.port1 as unknown as PortLike, settings);
    const waiting = client.call(post('user/v1/login', {}));
    await new Promise((resolve) => setTimeout(resolve, 50));
    client.fail('the demo world worker crashed');
    const answer = await waiting;
    expect(answer.status).toBe(500);
    expect((await json(answer)).code).toBe(500);
    expect((await client.call(post('user/v1/login', {}))).status).toBe(500);
  });

  it('controls act on the world and every page’s mirror follows: a failure injected by one page is met by another’s call', async () => {
    const host = createWorldHost({ areas: loadAreaMocks, schema: 'test', store: null });
    const states: DemoState[] = [];
    const one = connect(host);
    await one.ready;
    // A page that connects once the world is built finds it kept.
    const other = connect(host, { onState: (s) => states.push(s) });
    expect(await other.ready).toBe('kept');
    await one.command({ name: 'fail', rule: { status: 503, path: 'user/v1/login', times: 2 } });
    await expect.poll(() => states.at(-1)?.pending).toBe(2);
    expect((await other.call(post('user/v1/login', {}))).status).toBe(503);
    await expect.poll(() => states.at(-1)?.pending).toBe(1);
    await one.command({ name: 'fail', rule: { network: true, path: 'user/v1/login' } });
    await one.command({ name: 'clearFailures' });
    await one.command({ name: 'fail', rule: { network: true, path: 'user/v1/login' } });
    const network = await other.call(post('user/v1/login', {}));
    expect(network.type).toBe('error');
    await one.command({ name: 'latency', ms: 250 });
    await expect.poll(() => states.at(-1)?.latencyMs).toBe(250);
  });
});

describe('wire format', () => {
  it('a request keeps its method, URL, headers and body; a response its status, headers and body', async () => {
    const request = new Request(`${ORIGIN}/admin/x`, { method: 'POST', headers: { token: 't', 'content-type': 'text/plain' }, body: 'hello' });
    const { wire, transfer } = await toWireRequest(request);
    expect(transfer).toHaveLength(1);
    const back = fromWireRequest(structuredClone(wire));
    expect([back.method, back.url, back.headers.get('token'), await back.text()]).toEqual(['POST', `${ORIGIN}/admin/x`, 't', 'hello']);

    const get = await toWireRequest(new Request(`${ORIGIN}/admin/y?a=1`));
    expect(get.wire.body).toBeNull();

    const response = HttpResponse.json({ ok: 1 }, { status: 201, headers: { 'x-a': 'b' } });
    const wired = fromWireResponse((await toWireResponse(response)).wire);
    expect([wired.status, wired.headers.get('x-a'), await wired.json()]).toEqual([201, 'b', { ok: 1 }]);
    expect(fromWireResponse((await toWireResponse(new Response(null, { status: 204 }))).wire).status).toBe(204);
    expect(fromWireResponse((await toWireResponse(HttpResponse.error())).wire).type).toBe('error');
  });
});
