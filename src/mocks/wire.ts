import type { FailRule } from './controls';
import type { DemoSettings, SecuritySettings } from './settings';

/*
 * The demo's wire protocol (./bridge.ts describes the exchange): the messages between a page (or
 * the demo's service worker, ./service-worker.ts) and the world's worker, and requests and
 * responses as they cross it. Pure, and without the interface's messages, so the service worker
 * loads nothing else.
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

export type ToWorld =
  | { t: 'hello'; settings: DemoSettings }
  | { t: 'call'; id: number; request: WireRequest }
  | { t: 'command'; id: number; command: Command }
  /** Another line to the world (the port comes with the message): the service worker's, for this page's calls. */
  | { t: 'attach' }
  /** This line is no longer used (its page has gone). */
  | { t: 'bye' };

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


/** Where the console's calls go (the API's path, as src/mocks/http.ts `API` matches it), and the version file the demo answers too. */
export const DEMO_API_PATH = '/admin/';
export const DEMO_VERSION_PATH = '/version.json';
/** The demo's service worker (src/app/demo-sw.ts, built to this one file at the site's root). */
export const DEMO_SERVICE_WORKER = '/demo-sw.js';

/** Whether a page's controller (navigator.serviceWorker.controller) is the demo's service worker. */
export function isDemoServiceWorker(controller: { scriptURL: string } | null | undefined): boolean {
  return controller != null && new URL(controller.scriptURL).pathname === DEMO_SERVICE_WORKER;
}
