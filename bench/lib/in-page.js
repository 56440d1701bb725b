// Installed with context.addInitScript({ path }) before any page script runs. Plain JavaScript on
// purpose: functions serialised from tsx-compiled code can reference helpers (`__name`) that do not
// exist in the page. Times are performance.now() values: milliseconds since navigation start.
(() => {
  if (window.__bench) return;

  /** The frame after the current task: rAF, then a message, i.e. just after that frame painted. */
  const afterPaint = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(0);
      }),
    );

  /** Resolves with the time `test()` first holds, checked on every DOM mutation (and every 50 ms). */
  const when = (test, timeoutMs = 60000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        try {
          return Boolean(test());
        } catch {
          return false;
        }
      };
      if (check()) return resolve(performance.now());
      let mo = null;
      const poll = setInterval(() => check() && done(), 50);
      const timer = setTimeout(() => {
        stop();
        reject(new Error(`timed out after ${timeoutMs} ms waiting for ${test}`));
      }, timeoutMs);
      function stop() {
        mo?.disconnect();
        clearInterval(poll);
        clearTimeout(timer);
      }
      function done() {
        stop();
        resolve(performance.now());
      }
      mo = new MutationObserver(() => check() && done());
      mo.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    });

  const visible = (el) => Boolean(el && el.isConnected && el.checkVisibility() && el.getBoundingClientRect().width > 0);

  const predicates = {
    /** The login form can be used: its username input is on screen and enabled. */
    loginUsable: () => {
      const input = document.querySelector('input[name="username"]');
      return visible(input) && !input.disabled;
    },
    /** The page in the content area (#main > keyed div) changed and rendered something. */
    pageShown: (path) => {
      const view = document.querySelector('#main > div:last-child');
      return location.pathname === path && view && view !== window.__bench.mark && view.childElementCount > 0;
    },
    /**
     * A page's content, whatever it is: a report or the dashboard has drawn its charts (four on
     * the dashboard) and the table under them; a list shows rows; nothing in the content area is
     * busy (figure 7: a reload to content painted).
     */
    contentShown: () => {
      const main = document.querySelector('#main');
      if (!main || main.querySelector('[aria-busy="true"], [role="progressbar"]')) return false;
      const path = location.pathname;
      if (path === '/home/index' || path.startsWith('/statisticalReport/')) {
        const charts = main.querySelectorAll('.highcharts-root').length;
        return charts >= (path === '/home/index' ? 4 : 1) && visible(main.querySelector('tbody tr'));
      }
      return visible(main.querySelector('tbody tr[data-id]'));
    },
    /** A list shows rows and is no longer busy. */
    rowsShown: (path) => {
      if (location.pathname !== path) return false;
      const row = document.querySelector('#main tbody tr[data-id]');
      return visible(row) && !row.closest('[aria-busy="true"]');
    },
  };

  const bench = {
    mark: null,
    afterPaint,
    when,
    predicates,
    /** Cold load: navigation start to the login form usable and painted. */
    loginUsable: null,
    pending: null,
    /**
     * Arms a measurement: the next click anywhere starts it (at the event's timestamp); then each
     * step [predicate, arg] in turn must hold, and its figure is the time to the paint after it.
     * Await `pending` for the list of figures. `mark` is the content view at arming time.
     */
    armClick(steps) {
      bench.mark = document.querySelector('#main > div:last-child');
      bench.pending = new Promise((resolve, reject) => {
        document.addEventListener(
          'click',
          async (event) => {
            const start = event.timeStamp;
            const out = [];
            try {
              for (const [name, arg] of steps) {
                await when(() => predicates[name](arg));
                out.push((await afterPaint()) - start);
              }
              resolve(out);
            } catch (error) {
              reject(error);
            }
          },
          { capture: true, once: true },
        );
      });
      bench.pending.catch(() => undefined);
      return true;
    },
    /** In-SPA navigation through the router's patched history.pushState, timed to `name(path)` painted. */
    async navigate(url, name) {
      const path = new URL(url, location.href).pathname;
      bench.mark = document.querySelector('#main > div:last-child');
      const index = (history.state && history.state.__TSR_index) || 0;
      const key = Math.random().toString(36).slice(2, 10);
      const start = performance.now();
      history.pushState({ __TSR_index: index + 1, key, __TSR_key: key }, '', url);
      await when(() => predicates[name](path));
      return (await afterPaint()) - start;
    },
  };
  window.__bench = bench;

  // Every document records its long tasks (figure 7b) and when its content was first painted (figure 7a).
  bench.longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) bench.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long task timing: figure 7b reports nothing.
  }
  // Long animation frames, with the scripts that ran in them (figure 7b: which were the demo's).
  bench.frames = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        bench.frames.push({
          start: e.startTime,
          duration: e.duration,
          scripts: (e.scripts || []).map((x) => ({ url: x.sourceURL, duration: x.duration, invoker: x.invoker })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // No long animation frame timing.
  }
  bench.contentShown = null;
  when(predicates.contentShown, 120000)
    .then(() => afterPaint())
    .then((t) => (bench.contentShown = t), () => undefined);

  // Every document records when its login form first became usable (figure 2).
  when(predicates.loginUsable, 120000)
    .then(() => afterPaint())
    .then((t) => (bench.loginUsable = t), () => undefined);
})();
