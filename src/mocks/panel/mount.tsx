import { createRoot } from 'react-dom/client';
import { registerDemoPanel } from '@/lib/demo-bridge';
import { DemoPanelHost, openPanel } from './DemoPanel';

/** Mounts the demo controls in a root of their own and wires the shortcut Ctrl+Shift+D. */
export function mountDemoPanel(): void {
  const host = document.createElement('div');
  host.id = 'demo-controls';
  document.body.appendChild(host);
  createRoot(host).render(<DemoPanelHost />);
  registerDemoPanel(openPanel);
  window.addEventListener('keydown', (e) => {
    if (e.ctrlKey && e.shiftKey && (e.key === 'D' || e.key === 'd')) {
      e.preventDefault();
      openPanel();
    }
  });
}
