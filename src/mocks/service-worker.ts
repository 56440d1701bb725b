import { DEMO_API_PATH, DEMO_VERSION_PATH, fromWireResponse, toWireRequest, type FromWorld, type ToWorld, type WireResponse } from './wire';

/*
 * The demo's service worker (src/app/demo-sw.ts runs it; the page's side is ./browser.ts). It
 * answers the console's calls (the API's path, and /version.json) of the pages it controls, and
 * lets every other request through to the network.
 *
 * Each page gives it a line to the world's worker (a MessagePort the page attached to the world
 * through its own: ./bridge.ts), and the service worker sends that page's calls on it and answers
 * each fetch with what comes back: the call does not wait for the page's thread, which is busy
 * drawing while a page loads. Where it has no line for the page (the page has not given one yet;
 * the service worker was stopped and started again, which forgets them; the world failed), it
 * hands the call to the page, which forwards it on its own line (and answers 500 with the error
 * catalogue's message once the world has failed), and asks the page for a line.
 *
 *   page                           service worker
 *   demo:line + port         →     this page's calls go on the port
 *   demo:failed              →     the world failed: this page answers its calls itself
 *   demo:claim               →     take this page over (it loaded while the service worker was
 *                                  activated, too late to be claimed then)
 *                            ←     demo:line?                  a line, please
 *                            ←     demo:call {request} + port  answer this call (reply {response} on the port)
 */

/** A page's message to the service worker. */
export type ToServiceWorker = { t: 'demo:line' } | { t: 'demo:failed' } | { t: 'demo:claim' };
/** The service worker's message to a page. */
export type FromServiceWorker = { t: 'demo:line?' } | { t: 'demo:call'; request: ToWorldCall['request'] };
/** The page's reply to `demo:call`, on the port that came with it. */
export interface PageAnswer {
  response: WireResponse;
}
type ToWorldCall = Extract<ToWorld, { t: 'call' }>;

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
  const lines = new Map<string, Line>();
  /** Pages asked for a line and not yet answered (asked once). */
  const asked = new Set<string>();

  scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()));
  scope.addEventListener('activate', (event) => event.waitUntil(scope.clients.claim()));

  /** Drops the lines of pages that have gone. */
  const sweep = async () => {
    for (const [id, line] of lines) {
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
      lines.get(id)?.close();
      lines.set(id, new Line(event.ports[0]));
      asked.delete(id);
      void sweep();
    } else if (message.t === 'demo:failed') {
      lines.get(id)?.fail();
    }
  });

  /** The page answers the call itself, on its own line. Without the page: the network. */
  const viaPage = async (clientId: string, request: Request): Promise<Response> => {
    const client = clientId ? await scope.clients.get(clientId) : undefined;
    if (!client) return fetch(request);
    if (!lines.has(clientId) && !asked.has(clientId)) {
      asked.add(clientId);
      client.postMessage({ t: 'demo:line?' }, []);
    }
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

  const answer = async (clientId: string, request: Request): Promise<Response> => {
    const line = lines.get(clientId);
    if (line && !line.failed) {
      const response = await line.call(request.clone());
      if (response) return response;
    }
    return viaPage(clientId, request);
  };

  scope.addEventListener('fetch', (event) => {
    if (!isDemoCall(new URL(event.request.url), scope.location.origin)) return;
    event.respondWith(answer(event.clientId, event.request));
  });
}
