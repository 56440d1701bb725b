import { getResponse, type HttpHandler } from 'msw';
import type { AreaMock } from './area';
import { failedResponse, fromWireRequest, toWireResponse, type Command, type DemoState, type FromWorld, type PortLike, type ToWorld, type WorldStatus } from './bridge';
import { advanceClock, clockAhead } from './clock';
import { clearFailures, expire, fail, latency, onControlsChange, pendingFailures, publishVersion, resetControls, setVersion, state } from './controls';
import { configureWorld, exclusive, initDb, rebuildDb, resetToSeed, takePendingSave, worldBuilt, type WorldOrigin, type WorldStore } from './db';
import { controlHandlers, worldHandlers } from './handlers';
import { notFound } from './http';
import { replaceSecurity, securitySettings, setSecurity } from './sessions';
import type { DemoSettings } from './settings';

/*
 * The world's side of the bridge (./bridge.ts), run by the demo's worker (src/app/demo-worker.ts):
 * one world for every page that connects. The first page's settings (member count, published
 * version, security settings: the page's localStorage) decide how it is built; it is built once,
 * from the stored world when one fits (./world-store.ts) or by seeding, then the journal is
 * replayed; calls wait for it. A SharedWorker serves every tab of the browser this way, a
 * dedicated worker (where there is no SharedWorker) its one tab (the journal then keeps the tabs'
 * worlds one, as src/mocks/db.ts `exclusive` describes).
 *
 * Each call is answered as in Node (vitest, `npm run mock-server`): the demo controls first
 * (latency, expiry, injected failures, /version.json), then the areas' handlers behind the
 * kernel's gate (`worldHandlers`, ./handlers.ts: the request checked against its call's declared
 * schema, one request at a time, a handler's throw undoing the request's writes and answering
 * the 500 envelope 服务异常！), inside the world's lock (`exclusive`: the journal of the tabs, when
 * several copies of the world exist). A world that could not be built, or an exception outside
 * the handlers, answers 500 with the error catalogue's 请求失败，请稍后重试 rather than leaving
 * the call hanging.
 */

export interface WorldHostOptions {
  /** The areas' mocks, in seeding order (loading them registers their tables). */
  areas: () => Promise<readonly AreaMock[]>;
  /** The version of the mock code and schemas (a stored world of another is not restored). */
  schema: string;
  /** Where the seeded world is kept between starts; null: nowhere (Node, tests). */
  store: WorldStore | null;
  /** How long without a call before the seeded world is written to the store (default 1.5 s). */
  saveWhenIdleFor?: number;
}

export interface WorldHost {
  /** Serves one page (a SharedWorker's port, or a dedicated worker's own scope). */
  connect(port: PortLike): void;
  /** Resolves when the world of the moment is built (for tests). */
  built(): Promise<WorldOrigin>;
}

interface Client {
  /** The last command of this page applied. */
  ack: number;
}

export function createWorldHost(options: WorldHostOptions): WorldHost {
  const clients = new Map<PortLike, Client>();
  let handlers: { controls: HttpHandler[]; world: HttpHandler[] } | null = null;
  let world: Promise<WorldOrigin> | null = null;
  let status: WorldStatus = 'building';
  let failure: string | null = null;
  let members: number | null = null;
  let stored = false;
  let loadMs = 0;
  let build_: DemoState['build'] = null;
  let lastCall = 0;
  let inFlight = 0;

  const post = (port: PortLike, message: FromWorld, transfer: Transferable[] = []) => {
    try {
      port.postMessage(message, transfer);
    } catch {
      clients.delete(port);
    }
  };

  const demoState = (): DemoState => ({
    pending: pendingFailures(),
    latencyMs: state.latencyMs,
    version: state.version,
    security: securitySettings(),
    clockAheadMs: clockAhead(),
    stored,
    build: build_,
  });

  let stateQueued = false;
  /** Tells every page the controls as they are now (once per turn, however many changed). */
  const broadcastState = () => {
    if (stateQueued) return;
    stateQueued = true;
    queueMicrotask(() => {
      stateQueued = false;
      const now = demoState();
      for (const [port, client] of clients) post(port, { t: 'state', state: now, ack: client.ack });
    });
  };
  onControlsChange(broadcastState);

  const setStatus = (next: WorldStatus, message?: string) => {
    status = next;
    for (const port of clients.keys()) post(port, { t: 'world', status: next, message });
  };

  /** The write of the seeded world not yet done (kept across a reset in place, which leaves the seed as it was). */
  let unsaved: (() => Promise<void>) | null = null;
  /** Writes the seeded world to the store once no call has come for a while (the write itself is cut in parts). */
  const saveWhenIdle = (build: Promise<WorldOrigin>, inPlace: boolean) => {
    const save = takePendingSave() ?? (inPlace ? unsaved : null);
    unsaved = save;
    if (!save) return;
    const idle = options.saveWhenIdleFor ?? 1500;
    const attempt = () => {
      if (world !== build) return;
      const quiet = Date.now() - lastCall;
      if (inFlight > 0 || quiet < idle) {
        setTimeout(attempt, Math.max(100, idle - quiet));
        return;
      }
      unsaved = null;
      void save()
        .then(() => {
          if (world !== build) return;
          stored = true;
          broadcastState();
        })
        .catch((error: unknown) => console.warn('demo: the seeded world could not be stored', error));
    };
    setTimeout(attempt, idle);
  };

  /**
   * Builds the world (again): calls wait for it; every page hears how it was obtained. `inPlace`:
   * a reset that put the seed back in memory without seeding, which leaves the stored world as it
   * was (`run` answers whether it did).
   */
  const build = (run: () => Promise<WorldOrigin>, inPlace: () => boolean = () => false): Promise<WorldOrigin> => {
    const previous = world;
    const wasStored = stored;
    stored = false;
    failure = null;
    build_ = null;
    setStatus('building');
    const next: Promise<WorldOrigin> = (async () => {
      await previous?.catch(() => undefined);
      return run();
    })();
    world = next;
    next.then(
      (origin) => {
        if (world !== next) return;
        const kept = inPlace();
        stored = origin === 'restored' || (kept && wasStored);
        const built = worldBuilt();
        build_ = { origin, loadMs, fillMs: Math.round(built?.fillMs ?? 0), replayMs: Math.round(built?.replayMs ?? 0) };
        setStatus(origin);
        broadcastState();
        saveWhenIdle(next, kept);
      },
      (error: unknown) => {
        if (world !== next) return;
        failure = error instanceof Error ? error.message : String(error);
        console.error('demo: the world could not be built', error);
        setStatus('failed', failure);
      },
    );
    return next;
  };

  const start = (settings: DemoSettings) => {
    members = settings.members;
    setVersion(settings.version);
    replaceSecurity(settings.security);
    configureWorld({ members: settings.members, schema: options.schema, store: options.store });
    build(async () => {
      const started = performance.now();
      const areas = await options.areas();
      loadMs = Math.round(performance.now() - started);
      handlers = { controls: controlHandlers(), world: worldHandlers(areas) };
      await initDb();
      return worldBuilt()?.origin ?? 'seeded';
    });
  };

  const hello = (port: PortLike, settings: DemoSettings) => {
    if (!world) start(settings);
    else if (settings.members !== members && !failure) {
      // A page asks for another member count (localStorage `drama-demo:members`): every tab gets that world.
      members = settings.members;
      configureWorld({ members: settings.members });
      build(() => rebuildDb({ fresh: false }));
    }
    post(port, { t: 'state', state: demoState(), ack: 0 });
    // A world already built was kept for this page; one being built is announced when it is.
    if (status === 'failed') post(port, { t: 'world', status, message: failure ?? undefined });
    else if (status !== 'building') post(port, { t: 'world', status: 'kept' });
  };

  const answer = async (request: Request): Promise<Response> => {
    try {
      await world;
    } catch {
      return failedResponse(request);
    }
    const { controls, world: own } = handlers!;
    try {
      return (await getResponse(controls, request)) ?? (await exclusive(() => getResponse(own, request))) ?? notFound();
    } catch (error) {
      console.error('demo: a handler failed', request.method, request.url, error);
      return failedResponse(request);
    }
  };

  const call = async (port: PortLike, id: number, request: Request) => {
    inFlight += 1;
    lastCall = Date.now();
    try {
      const response = await answer(request);
      const { wire, transfer } = await toWireResponse(response);
      post(port, { t: 'answer', id, response: wire }, transfer);
    } catch (error) {
      console.error('demo: an answer could not be sent', error);
      const { wire, transfer } = await toWireResponse(failedResponse(request));
      post(port, { t: 'answer', id, response: wire }, transfer);
    } finally {
      inFlight -= 1;
      lastCall = Date.now();
    }
  };

  const apply = async (command: Command): Promise<void> => {
    switch (command.name) {
      case 'fail':
        fail(command.rule);
        return;
      case 'clearFailures':
        clearFailures();
        return;
      case 'expire':
        expire(command.status);
        return;
      case 'latency':
        latency(command.ms);
        return;
      case 'publishVersion':
        publishVersion(command.version);
        return;
      case 'advanceClock':
        advanceClock(command.ms);
        return;
      case 'security':
        setSecurity(command.patch);
        return;
      case 'reset': {
        loadMs = 0;
        resetControls();
        let inPlace = false;
        await build(
          async () => {
            inPlace = !(await resetToSeed()).reseeded;
            return 'seeded';
          },
          () => inPlace,
        );
        return;
      }
      case 'restart':
        loadMs = 0;
        await build(() => rebuildDb({ fresh: false }));
        return;
    }
  };

  const command = async (port: PortLike, id: number, command: Command) => {
    const client = clients.get(port);
    // States sent from now on include this command (the page's mirror shows it already).
    if (client) client.ack = Math.max(client.ack, id);
    let error: string | undefined;
    try {
      await apply(command);
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
    post(port, { t: 'done', id, error });
    broadcastState();
  };

  const host: WorldHost = {
    connect(port) {
      clients.set(port, { ack: 0 });
      port.addEventListener('message', (event) => {
        const message = event.data as ToWorld;
        switch (message.t) {
          case 'attach': {
            // The service worker's line for this page (bridge.ts): served as any page is.
            const line = event.ports[0] as PortLike | undefined;
            if (line) host.connect(line);
            return;
          }
          case 'bye':
            clients.delete(port);
            return;
          case 'hello':
            hello(port, message.settings);
            return;
          case 'call':
            void call(port, message.id, fromWireRequest(message.request));
            return;
          case 'command':
            void command(port, message.id, message.command);
            return;
        }
      });
      // A page that goes away (where the browser tells: MessagePort's close event).
      (port as unknown as EventTarget).addEventListener?.('close', () => clients.delete(port));
      port.start?.();
    },
    built() {
      return world ?? Promise.reject(new Error('no page has connected yet'));
    },
  };
  return host;
}
