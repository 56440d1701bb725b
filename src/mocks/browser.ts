import { http, type HttpResponseResolver } from 'msw';
import { setupWorker } from 'msw/browser';
import { registerDemoPanel } from '@/lib/demo-bridge';
import { WorldClient, type PortLike } from './bridge';
import { createDemoApi, createMirror, type DemoApi } from './demo-api';
import { LEGACY_JOURNAL_KEY, readSettings } from './settings';

declare global {
  interface Window {
    __demo?: DemoApi;
  }
}

/** The calls the demo answers: the same pattern as ./http.ts `API` (not imported here: that module brings the mock database). */
const API = '*/admin';

/**
 * msw tells its worker that the page has gone on `beforeunload`, and the worker stops answering
 * it. But beforeunload also fires when the page stays: when a form with unsaved changes makes the
 * browser ask (src/lib/dirty.ts) and the user keeps editing, the demo would lose its backend (its
 * calls then reach the static server: 404). While msw starts, its beforeunload listener (the one
 * with an AbortSignal) is registered for `pagehide` instead, which fires only when the page goes.
 */
async function onPageHideNotBeforeUnload<T>(start: () => Promise<T>): Promise<T> {
  const add = window.addEventListener;
  window.addEventListener = function (this: Window, type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) {
    const msw = type === 'beforeunload' && typeof options === 'object' && options.signal !== undefined;
    return add.call(this, msw ? 'pagehide' : type, listener, options);
  } as typeof window.addEventListener;
  try {
    return await start();
  } finally {
    window.addEventListener = add;
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
  /** msw's service worker intercepts the console's calls (each then waits for the world). */
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
  /** Runs once the backend answers, before `ready` resolves (the demo panel is offered here). */
  onReady?: () => void | Promise<void>;
}

/**
 * Demo mode, the page's part (User Timing marks `demo:listening`, `demo:world` and `demo:ready`
 * say when the service worker listens, the world answers and the panel is mounted): msw's service worker hands every /admin/ call (and /version.json)
 * to this page, which forwards it to the world's worker (./bridge.ts; the worker: ./host.ts) and
 * answers with what comes back. The page holds no mock database and loads no area's mock: only
 * msw's browser part, the bridge and the demo panel. `window.__demo` is there from the start and
 * sends its controls to the worker; its `ready` resolves when the backend answers. The settings
 * a browser keeps (member count, published version, security settings: localStorage) go to the
 * worker when the page connects.
 */
export function startDemo({ connect, onReady }: DemoStartOptions): DemoStart {
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
    onStatus: (status) => (mirror.world = status),
  });
  client = world;
  for (const message of failures) world.fail(message);

  const forward: HttpResponseResolver = ({ request }) => world.call(request);
  const worker = setupWorker(http.all(`${API}/*`, forward), http.get('*/version.json', forward));
  const listening = onPageHideNotBeforeUnload(() =>
    worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } }),
  ).then(() => {
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
