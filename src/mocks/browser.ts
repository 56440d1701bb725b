import { registerDemoPanel } from '@/lib/demo-bridge';
import { DEMO_SERVICE_WORKER, WorldClient, isDemoServiceWorker, fromWireRequest, toWireResponse, type PortLike, type ToWorld } from './bridge';
import type { FromServiceWorker, PageAnswer, ToServiceWorker } from './service-worker';
import { createDemoApi, createMirror, type DemoApi } from './demo-api';
import { LEGACY_JOURNAL_KEY, readSettings, type DemoSettings } from './settings';

declare global {
  interface Window {
    __demo?: DemoApi;
  }
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export interface DemoStart {
  /** The demo's service worker answers the console's calls (each then waits for the world). */
  listening: Promise<void>;
  /** The backend answers: the service worker listens and the world is built. */
  ready: Promise<void>;
}

/**
 * The demo controls (user menu 演示控制台, Ctrl+Shift+D), loaded and mounted when first opened:
 * the page pays nothing for them until a trainer (or a test) asks.
 */
export function installDemoPanel(load: () => Promise<{ mountDemoPanel: () => () => void }>): void {
  let opening: Promise<() => void> | null = null;
  const open = () => {
    opening ??= load().then(({ mountDemoPanel }) => mountDemoPanel());
    void opening.then((openPanel) => openPanel());
  };
  registerDemoPanel(open);
  window.addEventListener('keydown', (e) => {
    if (e.ctrlKey && e.shiftKey && (e.key === 'D' || e.key === 'd')) {
      e.preventDefault();
      open();
    }
  });
}

export interface DemoStartOptions {
  /**
   * Starts (or joins) the world's worker and answers its port; `onError` is to be told when the
   * worker fails (its script did not load, it crashed): calls then answer 500 instead of hanging.
   */
  connect: (onError: (message: string) => void) => PortLike;
  /** Whether that worker is the one every tab shares (a SharedWorker), rather than this tab's own. */
  shared: boolean;
  /** Runs once the backend answers, before `ready` resolves (the demo panel is offered here). */
  onReady?: () => void | Promise<void>;
}

function tellServiceWorker(message: ToServiceWorker, transfer: Transferable[] = []): void {
  navigator.serviceWorker?.controller?.postMessage(message, transfer);
}

/**
 * Registers the demo's service worker and resolves once it controls this page: at once when it
 * already does (a reload, a link, another tab), else when it has taken the page over (the first
 * visit, or a build with another service worker).
 */
async function untilControlledByDemo(container: ServiceWorkerContainer): Promise<void> {
  const ours = () => isDemoServiceWorker(container.controller);
  const registering = container.register(DEMO_SERVICE_WORKER, { type: 'module', scope: '/' });
  if (ours()) {
    void registering.catch((error: unknown) => console.warn('demo: the service worker could not be updated', error));
    return;
  }
  await registering;
  const controlled = new Promise<void>((resolve) => {
    const check = () => {
      if (!ours()) return;
      container.removeEventListener('controllerchange', check);
      resolve();
    };
    container.addEventListener('controllerchange', check);
    check();
  });
  // A page that loaded while the service worker was being activated is not among the pages it
  // claimed then: once it is active, ask it to claim again (this page with them).
  const registration = await container.ready;
  if (!ours()) {
    const claim: ToServiceWorker = { t: 'demo:claim' };
    registration.active?.postMessage(claim);
  }
  await controlled;
}

/**
 * The page's part of the service worker's work (./service-worker.ts): gives it a line to the
 * world (attached through this page's own), again whenever it asks (it forgets them when it is
 * stopped), and answers the calls it hands back on this page's line. Resolves once the service
 * worker controls the page and has its line.
 */
async function serveThroughServiceWorker(world: WorldClient, settings: DemoSettings, shared: boolean): Promise<void> {
  const container = navigator.serviceWorker;
  const giveLine = () => {
    if (!container.controller) return;
    const channel = new MessageChannel();
    world.attach(channel.port1);
    const hello: ToWorld = { t: 'hello', settings };
    channel.port2.postMessage(hello);
    tellServiceWorker({ t: 'demo:line', shared }, [channel.port2]);
    // A worker that has gone answers nothing on the new line either: this page answers (500).
    if (world.status === 'failed') tellServiceWorker({ t: 'demo:failed' });
  };
  container.addEventListener('message', (event: MessageEvent<FromServiceWorker>) => {
    const message = event.data;
    if (message.t === 'demo:line?') giveLine();
    else if (message.t === 'demo:call') {
      const reply = event.ports[0];
      void world
        .call(fromWireRequest(message.request))
        .then(toWireResponse)
        .then(({ wire, transfer }) => {
          const answer: PageAnswer = { response: wire };
          reply.postMessage(answer, transfer);
        });
    }
  });
  container.startMessages();
  await untilControlledByDemo(container);
  giveLine();
}

/**
 * Demo mode, the page's part (User Timing marks `demo:listening`, `demo:world` and `demo:ready`
 * say when the service worker listens, the world answers and the panel is mounted): the demo's
 * service worker (./service-worker.ts) answers every /admin/ call (and /version.json) through the
 * world's worker (./bridge.ts; the worker: ./host.ts), on a line this page gives it. The page
 * holds no mock database and loads no area's mock and no msw: only the bridge, the service
 * worker's registration and the demo panel. `window.__demo` is there from the start and
 * sends its controls to the worker; its `ready` resolves when the backend answers. The settings
 * a browser keeps (member count, published version, security settings: localStorage) go to the
 * worker when the page connects.
 */
export function startDemo({ connect, shared, onReady }: DemoStartOptions): DemoStart {
  try {
    storage()?.removeItem(LEGACY_JOURNAL_KEY);
  } catch {
    // Nothing old to remove.
  }
  const settings = readSettings(storage());
  const mirror = createMirror(settings);
  let client: WorldClient | null = null;
  const failures: string[] = [];
  const port = connect((message) => (client ? client.fail(message) : failures.push(message)));
  const world = new WorldClient(port, settings, {
    onState: (state) => (mirror.state = state),
    onStatus: (status) => {
      mirror.world = status;
      // The service worker's line to the world fails with it: this page answers its calls (500).
      if (status === 'failed') tellServiceWorker({ t: 'demo:failed' });
    },
  });
  client = world;
  for (const message of failures) world.fail(message);

  const listening = serveThroughServiceWorker(world, settings, shared).then(() => {
    performance.mark('demo:listening');
  });
  void world.ready.then(() => performance.mark('demo:world'), () => undefined);
  const ready = Promise.all([listening, world.ready]).then(async () => {
    await onReady?.();
    performance.mark('demo:ready');
  });
  window.__demo = createDemoApi(world, mirror, ready);
  return { listening, ready };
}
