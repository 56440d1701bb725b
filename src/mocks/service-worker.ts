import { DEMO_API_PATH, DEMO_VERSION_PATH, fromWireResponse, toWireRequest, type FromWorld, type ToWorld, type WireRequest, type WireResponse } from './wire';

/*
 * The demo's service worker (src/app/demo-sw.ts runs it; the page's side is ./browser.ts). It
 * answers the console's calls (the API's path, and /version.json) of the pages it controls, and
 * lets every other request through to the network.
 *
 * Each page gives it a line to the world's worker (a MessagePort the page attached to the world
 * through its own: ./bridge.ts), and the service worker sends that page's calls on it and answers
 * each fetch with what comes back: the call does not wait for the page's thread, which is busy
 * drawing while a page loads. A page that has not given its line yet (it has just loaded: a new
 * tab, a reload) has its calls sent on the line of another page still open when their world is
 * the one every tab shares, or else waits for its own, which it gives as soon as its demo code
 * runs (the service worker asks for it too: after it was stopped and started again it has
 * forgotten them). Once the world has failed, the page's calls go to the page, which answers them
 * 500 with the error catalogue's message.
 *
 *   page                           service worker
 *   demo:line + port         →     this page's calls go on the port (and, the world being the
 *                                  one every tab shares, another page's until it gives its own)
 *   demo:failed              →     the world failed: this page answers its calls itself
 *   demo:claim               →     take this page over (it loaded while the service worker was
 *                                  activated, too late to be claimed then)
 *                            ←     demo:line?                  a line, please
 *                            ←     demo:call {request} + port  answer this call (reply {response} on the port)
 */

/** A page's message to the service worker (`shared`: the page's world is the SharedWorker every tab shares, so its line may serve another page's calls). */
export type ToServiceWorker = { t: 'demo:line'; shared: boolean } | { t: 'demo:failed' } | { t: 'demo:claim' };
/** The service worker's message to a page. */
export type FromServiceWorker = { t: 'demo:line?' } | { t: 'demo:call'; request: WireRequest };
/** The page's reply to `demo:call`, on the port that came with it. */
export interface PageAnswer {
  response: WireResponse;
}

/** The service worker's global scope, as much of it as this uses (a fake one in tests). */
export interface DemoServiceWorkerScope {
  location: { origin: string };
  clients: {
    get(id: string): Promise<DemoClient | undefined>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void): void;
  addEventListener(type: 'fetch', listener: (event: DemoFetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown; source: { id: string } | null; ports: readonly MessagePort[] }) => void): void;
}

export interface DemoClient {
  id: string;
  postMessage(message: FromServiceWorker, transfer: Transferable[]): void;
}

export interface DemoFetchEvent {
  request: Request;
  clientId: string;
  respondWith(response: Promise<Response>): void;
}

/** Whether a request is one of the console's calls the demo answers. */
export function isDemoCall(url: URL, origin: string): boolean {
  return url.origin === origin && (url.pathname.startsWith(DEMO_API_PATH) || url.pathname === DEMO_VERSION_PATH);
}

/** One page's line to the world: its calls, each answered or (the line failed) handed back as null. */
class Line {
  private seq = 0;
  private readonly calls = new Map<number, (response: Response | null) => void>();
  failed = false;

  constructor(private readonly port: MessagePort) {
    port.onmessage = (event: MessageEvent<FromWorld>) => this.receive(event.data);
  }

  async call(request: Request): Promise<Response | null> {
    const { wire, transfer } = await toWireRequest(request);
    if (this.failed) return null;
    const id = ++this.seq;
    return new Promise((resolve) => {
      this.calls.set(id, resolve);
      const message: ToWorld = { t: 'call', id, request: wire };
      try {
        this.port.postMessage(message, transfer);
      } catch {
        this.fail();
      }
    });
  }

  private receive(message: FromWorld): void {
    if (message.t === 'answer') {
      const resolve = this.calls.get(message.id);
      this.calls.delete(message.id);
      resolve?.(fromWireResponse(message.response));
    } else if (message.t === 'world' && message.status === 'failed') {
      this.fail();
    }
  }

  /** Every call waiting goes back to its page, and every later one. */
  fail(): void {
    this.failed = true;
    for (const resolve of this.calls.values()) resolve(null);
    this.calls.clear();
  }

  /** The page has gone: the world forgets the line. */
  close(): void {
    const bye: ToWorld = { t: 'bye' };
    try {
      this.port.postMessage(bye);
      this.port.close();
    } catch {
      // Already closed.
    }
    this.fail();
  }
}

export function serveDemoCalls(scope: DemoServiceWorkerScope): void {
  const lines = new Map<string, { line: Line; shared: boolean }>();
  /** Pages asked for a line and not yet answered (asked once). */
  const asked = new Set<string>();
  /** Calls waiting for their page's line, by page. */
  const waiting = new Map<string, Array<(line: Line) => void>>();

  scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()));
  scope.addEventListener('activate', (event) => event.waitUntil(scope.clients.claim()));

  /** Drops the lines of pages that have gone. */
  const sweep = async () => {
    for (const [id, { line }] of lines) {
      if (!(await scope.clients.get(id))) {
        lines.delete(id);
        line.close();
      }
    }
  };

  scope.addEventListener('message', (event) => {
    const message = event.data as ToServiceWorker;
    if (message.t === 'demo:claim') {
      void scope.clients.claim();
      return;
    }
    const id = event.source?.id;
    if (!id) return;
    if (message.t === 'demo:line' && event.ports[0]) {
      lines.get(id)?.line.close();
      const line = new Line(event.ports[0]);
      lines.set(id, { line, shared: message.shared });
      asked.delete(id);
      for (const resume of waiting.get(id) ?? []) resume(line);
      waiting.delete(id);
      void sweep();
    } else if (message.t === 'demo:failed') {
      lines.get(id)?.line.fail();
    }
  });

  /** The page answers the call itself, on its own line (the world failed). */
  const viaPage = async (client: DemoClient, request: Request): Promise<Response> => {
    const { wire, transfer } = await toWireRequest(request);
    const channel = new MessageChannel();
    const answer = new Promise<Response>((resolve) => {
      channel.port1.onmessage = (event: MessageEvent<PageAnswer>) => {
        channel.port1.close();
        resolve(fromWireResponse(event.data.response));
      };
    });
    client.postMessage({ t: 'demo:call', request: wire }, [channel.port2, ...transfer]);
    return answer;
  };

  /** The line for a page's call: its own; until it gives one, another open page's on the shared world, or its own when it comes. */
  const lineFor = async (client: DemoClient): Promise<Line> => {
    const own = lines.get(client.id);
    if (own) return own.line;
    if (!asked.has(client.id)) {
      asked.add(client.id);
      client.postMessage({ t: 'demo:line?' }, []);
    }
    for (const [id, other] of lines) {
      if (other.shared && !other.line.failed && (await scope.clients.get(id))) return other.line;
    }
    return new Promise((resolve) => waiting.set(client.id, [...(waiting.get(client.id) ?? []), resolve]));
  };

  const answer = async (clientId: string, request: Request): Promise<Response> => {
    const client = clientId ? await scope.clients.get(clientId) : undefined;
    // Not a page's call (nothing to answer it with): the network.
    if (!client) return fetch(request);
    const line = await lineFor(client);
    if (!line.failed) {
      const response = await line.call(request.clone());
      if (response) return response;
    }
    return viaPage(client, request);
  };

  scope.addEventListener('fetch', (event) => {
    if (!isDemoCall(new URL(event.request.url), scope.location.origin)) return;
    event.respondWith(answer(event.clientId, event.request));
  });
}
