import { afterEach, describe, expect, it } from 'vitest';
import { loadAreaMocks } from '@/app/demo-areas';
import { API_BASE } from '@/lib/constants';
import { WorldClient, fromWireRequest, toWireResponse, type PortLike, type ToWorld } from '@/mocks/bridge';
import { resetControls } from '@/mocks/controls';
import { createWorldHost } from '@/mocks/host';
import { isDemoCall, serveDemoCalls, type DemoClient, type DemoFetchEvent, type DemoServiceWorkerScope, type FromServiceWorker, type PageAnswer } from '@/mocks/service-worker';
import { readSettings } from '@/mocks/settings';
import { DEMO_API_PATH } from '@/mocks/wire';

/*
 * The demo's service worker (src/mocks/service-worker.ts) in Node, with a fake global scope and
 * the real world host: a page's call goes on the line the page gave it, straight to the world; a
 * call before the line waits for it (the page is asked for one), or goes on another open page's
 * line when every tab shares the world; a failed world's calls come back to the page, which
 * answers them 500 with the error catalogue's message; a line of a page that has gone is closed;
 * requests that are not the console's calls, or of no page, are left to the network.
 */

const ORIGIN = 'http://console.test';
const settings = readSettings(null);
const ports: MessagePort[] = [];
afterEach(() => {
  for (const port of ports.splice(0)) port.close();
  resetControls();
});

type Listener = (event: never) => void;

class FakeScope implements DemoServiceWorkerScope {
  readonly location = { origin: ORIGIN };
  readonly listeners = new Map<string, Listener>();
  readonly pages = new Map<string, DemoClient>();
  readonly clients = {
    get: (id: string) => Promise.resolve(this.pages.get(id)),
    claim: () => Promise.resolve(),
  };
  skipWaiting(): Promise<void> {
    return Promise.resolve();
  }
  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, listener);
  }
  /** Dispatches a fetch; the answer, or null when the service worker let it through. */
  fetch(request: Request, clientId: string): Promise<Response> | null {
    let answer: Promise<Response> | null = null;
    const event: DemoFetchEvent = { request, clientId, respondWith: (response) => (answer = response) };
    (this.listeners.get('fetch') as (event: DemoFetchEvent) => void)(event);
    return answer;
  }
  message(clientId: string, data: unknown, transfer: MessagePort[] = []): void {
    (this.listeners.get('message') as (event: { data: unknown; source: { id: string }; ports: MessagePort[] }) => void)({ data, source: { id: clientId }, ports: transfer });
  }
}

/** A page: its own line to the world, and what it does for the service worker (as src/mocks/browser.ts). */
function page(scope: FakeScope, host: ReturnType<typeof createWorldHost>, id: string, shared = true) {
  const own = new MessageChannel();
  ports.push(own.port1, own.port2);
  host.connect(own.port2 as unknown as PortLike);
  const world = new WorldClient(own.port1 as unknown as PortLike, settings);
  const received: FromServiceWorker[] = [];
  let handed = 0;
  const client: DemoClient = {
    id,
    postMessage(message, transfer) {
      received.push(message);
      if (message.t === 'demo:call') {
        handed += 1;
        const reply = transfer[0] as MessagePort;
        void world
          .call(fromWireRequest(message.request))
          .then(toWireResponse)
          .then(({ wire, transfer: bytes }) => reply.postMessage({ response: wire } satisfies PageAnswer, bytes));
      }
    },
  };
  scope.pages.set(id, client);
  const giveLine = () => {
    const line = new MessageChannel();
    ports.push(line.port1, line.port2);
    world.attach(line.port1);
    line.port2.postMessage({ t: 'hello', settings } satisfies ToWorld);
    scope.message(id, { t: 'demo:line', shared }, [line.port2]);
    return line;
  };
  return { world, received, giveLine, handed: () => handed };
}

function login(): Request {
  return new Request(`${ORIGIN}/admin/user/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json', language: 'ZH' }, body: JSON.stringify({ username: 'admin', password: 'admin123' }) });
}

describe('the demo’s service worker', () => {
  it('answers only the console’s calls (the API’s path and /version.json) of its own origin', () => {
    expect(DEMO_API_PATH).toBe(API_BASE);
    expect(isDemoCall(new URL(`${ORIGIN}/admin/user/v1/page`), ORIGIN)).toBe(true);
    expect(isDemoCall(new URL(`${ORIGIN}/version.json`), ORIGIN)).toBe(true);
    expect(isDemoCall(new URL(`${ORIGIN}/assets/index.js`), ORIGIN)).toBe(false);
    expect(isDemoCall(new URL(`${ORIGIN}/login`), ORIGIN)).toBe(false);
    expect(isDemoCall(new URL('http://elsewhere.test/admin/user/v1/page'), ORIGIN)).toBe(false);
    const scope = new FakeScope();
    serveDemoCalls(scope);
    expect(scope.fetch(new Request(`${ORIGIN}/assets/index.js`), 'a')).toBeNull();
  });

  it('sends a page’s call on the page’s line, without the page; a call made before the line waits for it, and the page is asked for one', async () => {
    const scope = new FakeScope();
    serveDemoCalls(scope);
    const host = createWorldHost({ areas: loadAreaMocks, schema: 'test', store: null });
    const a = page(scope, host, 'a');

    // No line yet: the call waits (the page is asked for its line), and goes on the line once given.
    let early: Response | null = null;
    void scope.fetch(login(), 'a')!.then((r) => (early = r));
    await expect.poll(() => a.received.filter((m) => m.t === 'demo:line?')).toHaveLength(1);
    expect(early).toBeNull();
    a.giveLine();
    await expect.poll(() => early).not.toBeNull();
    expect(((await early!.json()) as { code: number }).code).toBe(200);

    const again = await scope.fetch(login(), 'a')!;
    expect(((await again.json()) as { code: number }).code).toBe(200);
    const version = await scope.fetch(new Request(`${ORIGIN}/version.json`), 'a')!;
    expect(((await version.json()) as { version: string }).version).toEqual(expect.any(String));
    // The page's thread was never asked to answer a call.
    expect(a.handed()).toBe(0);
  });

  it('a new page’s first call goes on an open page’s line when every tab shares the world, not when each tab has its own', async () => {
    const scope = new FakeScope();
    serveDemoCalls(scope);
    const host = createWorldHost({ areas: loadAreaMocks, schema: 'test', store: null });
    page(scope, host, 'a').giveLine();
    const b = page(scope, host, 'b');
    const first = await scope.fetch(login(), 'b')!;
    expect(((await first.json()) as { code: number }).code).toBe(200);
    expect(b.handed()).toBe(0);

    const own = new FakeScope();
    serveDemoCalls(own);
    const ownHost = createWorldHost({ areas: loadAreaMocks, schema: 'test', store: null });
    page(own, ownHost, 'c', false).giveLine();
    const d = page(own, ownHost, 'd', false);
    let answered = false;
    void own.fetch(login(), 'd')!.then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(answered).toBe(false);
    d.giveLine();
    await expect.poll(() => answered).toBe(true);
  });

  it('a request of no page (none to answer it for) goes to the network', async () => {
    const scope = new FakeScope();
    serveDemoCalls(scope);
    const fetched: string[] = [];
    const real = globalThis.fetch;
    globalThis.fetch = (input: RequestInfo | URL) => (fetched.push(String(input instanceof Request ? input.url : input)), Promise.resolve(new Response('{}')));
    try {
      await scope.fetch(new Request(`${ORIGIN}/version.json`), '')!;
    } finally {
      globalThis.fetch = real;
    }
    expect(fetched).toEqual([`${ORIGIN}/version.json`]);
  });

  it('a world that fails sends the page’s calls back to the page, which answers 500 with the catalogue’s message', async () => {
    const scope = new FakeScope();
    serveDemoCalls(scope);
    const host = createWorldHost({ areas: () => Promise.reject(new Error('no areas')), schema: 'test', store: null });
    const a = page(scope, host, 'a');
    a.giveLine();
    const response = await scope.fetch(login(), 'a')!;
    expect(response.status).toBe(500);
    expect(((await response.json()) as { message: string }).message).toBe('请求失败，请稍后重试');
    // Once the line has heard of the failure, the calls go to the page, which answers the same.
    const later = await scope.fetch(login(), 'a')!;
    expect(later.status).toBe(500);
    expect(a.handed()).toBeGreaterThanOrEqual(1);
  });

  it('takes over the pages it is asked to (a page that loaded while it was activated)', () => {
    const scope = new FakeScope();
    let claims = 0;
    scope.clients.claim = () => ((claims += 1), Promise.resolve());
    serveDemoCalls(scope);
    scope.message('late', { t: 'demo:claim' });
    expect(claims).toBe(1);
  });

  it('a line of a page that has gone is closed when another page gives one', async () => {
    const scope = new FakeScope();
    serveDemoCalls(scope);
    const host = createWorldHost({ areas: loadAreaMocks, schema: 'test', store: null });
    const a = page(scope, host, 'a');
    // What the service worker sends on a's line (its end of it: the port it was given).
    const line = a.giveLine().port2;
    const sent: unknown[] = [];
    const post = line.postMessage.bind(line);
    line.postMessage = (message: unknown) => {
      sent.push(message);
      post(message);
    };
    scope.pages.delete('a');
    const b = page(scope, host, 'b');
    b.giveLine();
    await expect.poll(() => sent).toContainEqual({ t: 'bye' });
    const answer = await scope.fetch(login(), 'b')!;
    expect(((await answer.json()) as { code: number }).code).toBe(200);
    expect(b.handed()).toBe(0);
  });
});
