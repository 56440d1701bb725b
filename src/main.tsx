import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createConsole } from './app/App';
import { controlledByDemo, holdBackendCalls } from './app/demo-hold';

/**
 * The console renders at once. Demo mode (the default) starts the mock backend beside it
 * (src/app/demo.ts): the console's calls go to the demo's service worker (on a first visit they
 * wait until it has taken the page over), which sends them to the demo's world worker, which
 * answers once its world is built (off this thread). A build with VITE_MOCK=off replaces
 * __DEMO__ with false and the bundler drops every mock module.
 */
function boot() {
  const held = __DEMO__ && !controlledByDemo() ? holdBackendCalls() : undefined;
  const demo = __DEMO__ ? import('./app/demo') : undefined;
  const { actors } = createConsole();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App actors={actors} />
    </StrictMode>,
  );
  if (demo) {
    void demo
      .then(({ startDemoBackend }) => startDemoBackend({ onListening: held?.release }))
      .catch((error: unknown) => {
        held?.release();
        console.error('demo backend failed to start', error);
      });
  }
}

boot();
