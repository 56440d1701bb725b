import { createRoot } from 'react-dom/client';
import { DemoPanelHost, openPanel } from './DemoPanel';

/** Mounts the demo controls in a root of their own; answers how to open them. */
export function mountDemoPanel(): () => void {
  const host = document.createElement('div');
  host.id = 'demo-controls';
  document.body.appendChild(host);
  createRoot(host).render(<DemoPanelHost />);
  return openPanel;
}
