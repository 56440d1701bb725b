/**
 * The demo controls panel lives with the mock backend (demo mode only). The shell only knows
 * whether a panel was registered and how to open it, so real-mode builds carry none of it.
 */
let opener: (() => void) | null = null;

export function registerDemoPanel(open: () => void): void {
  opener = open;
}

export function demoPanelAvailable(): boolean {
  return opener !== null;
}

export function openDemoPanel(): void {
  opener?.();
}
