import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createConsole } from './app/App';

/**
 * Demo mode (the default) starts the mock backend (src/app/demo.ts) before the console; a build
 * with VITE_MOCK=off replaces __DEMO__ with false and the bundler drops every mock module.
 */
async function boot() {
  if (__DEMO__) {
    const { startDemoBackend } = await import('./app/demo');
    await startDemoBackend();
  }
  const { actors } = createConsole();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App actors={actors} />
    </StrictMode>,
  );
}

void boot();
