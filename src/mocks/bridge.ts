import { translate, type Locale } from '@/i18n';
import type { FailRule } from './controls';
import type { DemoSettings, SecuritySettings } from './settings';

/*
 * The bridge between a page of the demo and the world's worker (src/mocks/host.ts), which holds
 * the mock database, the areas' handlers, the journal and the demo controls. The page's service
 * worker (msw) hands each intercepted call to the page; the page forwards it here as a message
 * (method, URL, headers, the body as a transferred ArrayBuffer) and rebuilds the Response from the
 * answer. Pure: no DOM, no msw; tests/unit/mock-bridge.test.ts runs both ends in Node over a
 * MessageChannel.
 *
 *   page                          world's worker
 *   hello {settings}        →     builds the world once (or finds it built)
 *                           ←     world {status}      building / seeded / restored / kept / failed
 *   call {id, request}      →     answers when the world is built
 *                           ←     answer {id, response}
 *   command {id, command}   →     a demo control, for every tab
 *                           ←     done {id}
 *                           ←     state {state, ack}  whenever the controls change (every page)
 */

/** Anything that posts and receives messages: a MessagePort, a dedicated Worker, a worker's own global scope. */
export interface PortLike {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  start?(): void;
}

export interface WireRequest {
  method: string;
  url: string;
  headers: Array<[string, string]>;
  body: ArrayBuffer | null;
}

export type WireResponse = { network: true } | { network?: false; status: number; statusText: string; headers: Array<[string, string]>; body: ArrayBuffer | null };

/** The demo controls as the page's mirror shows them (`window.__demo.state`). */
export interface DemoState {
  pending: number;
  latencyMs: number;
  version: string;
  security: SecuritySettings;
  clockAheadMs: number;
  /** Whether the world in memory is in the store, so a cold start restores it instead of seeding. */
  stored: boolean;
  /**
   * How the world in memory was built, in the worker: loading the areas' mocks (the worker's first
   * build only), filling the tables (seeding or restoring), replaying the journal. Null while it is built.
   */
  build: { origin: 'seeded' | 'restored'; loadMs: number; fillMs: number; replayMs: number } | null;
}

/**
 * How this page's world was obtained: still being built; seeded with faker; restored from the
 * stored world; or kept (already in memory when the page connected: another tab's, or this tab's
 * before a reload); failed (every call answers 500).
 */
export type WorldStatus = 'building' | 'seeded' | 'restored' | 'kept' | 'failed';

export type Command =
  | { name: 'fail'; rule: FailRule }
  | { name: 'clearFailures' }
  | { name: 'expire'; status: 300 | 401 }
  | { name: 'latency'; ms: number }
  | { name: 'publishVersion'; version: string }
  | { name: 'advanceClock'; ms: number }
  | { name: 'security'; patch: Partial<SecuritySettings> }
  /** Back to the seed: the journal and the stored world dropped, the world seeded again, controls back to their defaults. */
  | { name: 'reset' }
  /** The world built again as a cold start builds it (from the stored world when it fits), the journal replayed. */
  | { name: 'restart' };

export type ToWorld = { t: 'hello'; settings: DemoSettings } | { t: 'call'; id: number; request: WireRequest } | { t: 'command'; id: number; command: Command };

export type FromWorld =
  | { t: 'answer'; id: number; response: WireResponse }
  | { t: 'done'; id: number; error?: string }
  /** `ack`: the last command of this page applied (an older state does not undo the page's own newer changes). */
  | { t: 'state'; state: DemoState; ack: number }
  | { t: 'world'; status: WorldStatus; message?: string };

/* ---------------------------------------------------------------- requests and responses */

const NO_BODY_METHODS = new Set(['GET', 'HEAD']);
const NO_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

export async function toWireRequest(request: Request): Promise<{ wire: WireRequest; transfer: Transferable[] }> {
  const body = NO_BODY_METHODS.has(request.method.toUpperCase()) ? null : await request.arrayBuffer();
  const wire: WireRequest = { method: request.method, url: request.url, headers: [...request.headers], body };
  return { wire, transfer: body ? [body] : [] };
}

export function fromWireRequest(wire: WireRequest): Request {
  return new Request(wire.url, { method: wire.method, headers: wire.headers, body: wire.body });
}

export async function toWireResponse(response: Response): Promise<{ wire: WireResponse; transfer: Transferable[] }> {
  if (response.type === 'error') return { wire: { network: true }, transfer: [] };
  const body = NO_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer();
  const wire: WireResponse = { status: response.status, statusText: response.statusText, headers: [...response.headers], body };
  return { wire, transfer: body ? [body] : [] };
}

export function fromWireResponse(wire: WireResponse): Response {
  if (wire.network) return Response.error();
  return new Response(NO_BODY_STATUSES.has(wire.status) ? null : wire.body, { status: wire.status, statusText: wire.statusText, headers: wire.headers });
}

function languageOf(request: Request | null): Locale {
  return request?.headers.get('language') === 'EN' ? 'EN' : 'ZH';
}

/** The answer when the world's worker fails: HTTP 500 with the catalogue's envelope and message (请求失败，请稍后重试). */
export function failedResponse(request: Request | null): Response {
  const body = { code: 500, success: false, message: translate(languageOf(request), 'msg.requestFailed'), data: null };
  return new Response(JSON.stringify(body), { status: 500, headers: { 'Content-Type': 'application/json' } });
}

/* ---------------------------------------------------------------- the page's end */

export interface WorldClientOptions {
  /** The controls changed (by this page, another tab, or a call that met a failure). */
  onState?: (state: DemoState) => void;
  /** The world's status changed. */
  onStatus?: (status: WorldStatus) => void;
}

interface PendingCall {
  request: Request;
  resolve: (response: Response) => void;
}

/**
 * The page's end of the bridge: forwards calls and commands, matches answers to them, and
 * answers every call 500 (never leaves it hanging) once the worker has failed. A call made while
 * the world is built is simply answered when it is built.
 */
export class WorldClient {
  private seq = 0;
  private lastCommand = 0;
  private readonly calls = new Map<number, PendingCall>();
  private readonly commands = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  private failure: string | null = null;
  private settle!: { resolve: (status: WorldStatus) => void; reject: (error: Error) => void };
  status: WorldStatus = 'building';
  /** Resolves when the world first answers (how it was obtained); rejects if the worker fails before. */
  readonly ready: Promise<WorldStatus>;

  constructor(
    private readonly port: PortLike,
    settings: DemoSettings,
    private readonly options: WorldClientOptions = {},
  ) {
    this.ready = new Promise((resolve, reject) => (this.settle = { resolve, reject }));
    this.ready.catch(() => undefined);
    port.addEventListener('message', (event) => this.receive(event.data as FromWorld));
    port.start?.();
    this.post({ t: 'hello', settings });
  }

  /** Calls waiting for their answer (a hang injected on purpose stays here). */
  get waiting(): number {
    return this.calls.size;
  }

  private post(message: ToWorld, transfer: Transferable[] = []): void {
    try {
      this.port.postMessage(message, transfer);
    } catch (error) {
      this.fail(error instanceof Error ? error.message : String(error));
    }
  }

  /** Forwards a call; its answer, or a 500 if the worker fails. */
  async call(request: Request): Promise<Response> {
    if (this.failure) return failedResponse(request);
    const { wire, transfer } = await toWireRequest(request.clone());
    if (this.failure) return failedResponse(request);
    const id = ++this.seq;
    return new Promise<Response>((resolve) => {
      this.calls.set(id, { request, resolve });
      this.post({ t: 'call', id, request: wire }, transfer);
    });
  }

  /** Sends a demo control; resolves once the worker applied it. */
  command(command: Command): Promise<void> {
    if (this.failure) return Promise.reject(new Error(this.failure));
    const id = ++this.seq;
    this.lastCommand = id;
    return new Promise<void>((resolve, reject) => {
      this.commands.set(id, { resolve, reject });
      this.post({ t: 'command', id, command });
    });
  }

  /** The worker failed or is gone: every call waiting, and every later one, answers 500. */
  fail(message: string): void {
    if (this.failure) return;
    this.failure = message;
    this.setStatus('failed');
    this.settle.reject(new Error(`demo backend failed: ${message}`));
    for (const [id, call] of this.calls) {
      this.calls.delete(id);
      call.resolve(failedResponse(call.request));
    }
    for (const [id, command] of this.commands) {
      this.commands.delete(id);
      command.reject(new Error(message));
    }
  }

  private setStatus(status: WorldStatus): void {
    this.status = status;
    this.options.onStatus?.(status);
  }

  private receive(message: FromWorld): void {
    if (this.failure) return;
    switch (message.t) {
      case 'answer': {
        const call = this.calls.get(message.id);
        if (!call) return;
        this.calls.delete(message.id);
        call.resolve(fromWireResponse(message.response));
        return;
      }
      case 'done': {
        const command = this.commands.get(message.id);
        if (!command) return;
        this.commands.delete(message.id);
        if (message.error) command.reject(new Error(message.error));
        else command.resolve();
        return;
      }
      case 'state':
        if (message.ack >= this.lastCommand) this.options.onState?.(message.state);
        return;
      case 'world':
        if (message.status === 'failed') {
          this.fail(message.message ?? 'the demo world could not be built');
          return;
        }
        this.setStatus(message.status);
        if (message.status !== 'building') this.settle.resolve(message.status);
        return;
    }
  }
}
