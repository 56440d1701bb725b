import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createConsole } from './app/App';

/**
 * Demo mode (the default) starts the mock backend before the console; a build with
 * VITE_MOCK=off replaces __DEMO__ with false and the bundler drops every mock module.
 */
async function boot() {
  if (__DEMO__) {
    const { startDemo } = await import('./mocks/browser');
    await startDemo();
    const { mountDemoPanel } = await import('./mocks/panel/mount');
    mountDemoPanel();
  }
  const { actors, router } = createConsole();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App actors={actors} router={router} />
    </StrictMode>,
  );
}

void boot();
