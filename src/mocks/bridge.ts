import { translate, type Locale } from '@/i18n';
import type { DemoSettings } from './settings';
import { fromWireResponse, toWireRequest, type Command, type DemoState, type FromWorld, type PortLike, type ToWorld, type WorldStatus } from './wire';

export * from './wire';

/*
 * The bridge between a page of the demo and the world's worker (src/mocks/host.ts), which holds
 * the mock database, the areas' handlers, the journal and the demo controls. Each message is
 * plain data (./wire.ts): a call is its method, URL, headers and body (a transferred ArrayBuffer),
 * its answer the same of the Response. Pure: no DOM; tests/unit/mock-bridge.test.ts runs both
 * ends in Node over a MessageChannel.
 *
 * A page holds one line to the world (this WorldClient: the demo controls, the world's status,
 * and the calls the service worker hands back to the page), and gives the demo's service worker
 * (./service-worker.ts) a second one, attached through the first, on which the service worker
 * sends the page's calls itself: a call then crosses from the service worker straight to the
 * world and back, without waiting for the page's thread.
 *
 *   page or service worker        world's worker
 *   hello {settings}        →     builds the world once (or finds it built)
 *                           ←     world {status}      building / seeded / restored / kept / failed
 *   call {id, request}      →     answers when the world is built
 *                           ←     answer {id, response}
 *   command {id, command}   →     a demo control, for every tab
 *                           ←     done {id}
 *                           ←     state {state, ack}  whenever the controls change (every page)
 *   attach + a port         →     another line (the service worker's for this page)
 *   bye                     →     this line is no longer used
 */

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

  /**
   * Gives the world another line (the other end of `port` then speaks to the world as a page
   * does: hello first): the service worker's, for this page's calls (./service-worker.ts).
   */
  attach(port: MessagePort): void {
    this.post({ t: 'attach' }, [port]);
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
