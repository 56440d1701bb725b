import { useEffect, useLayoutEffect, useRef } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { PROGRESS } from './constants';

/**
 * The navigation progress bar (section 9: speed 1000 ms, minimum 0.3). start() jumps to the
 * minimum and trickles towards 0.95; done() fills it and fades it out over the speed.
 *
 * The bar is drawn outside React: its element is written to directly on every step. A trickle
 * step through React state was an urgent update every 250 ms, and each one threw away the page
 * render in progress (React renders a navigation as a transition and restarts it when an urgent
 * update arrives): on a slow phone the page could not finish rendering while the bar ran, which
 * kept the bar running (the user list took 17 s at 4x CPU slowdown; docs/performance.md).
 */
type State = { value: number; visible: boolean };
let state: State = { value: 0, visible: false };
let pending = 0;
let trickle: ReturnType<typeof setInterval> | null = null;
let hide: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

function set(next: State) {
  state = next;
  for (const l of listeners) l();
}

export const progress = {
  start() {
    pending += 1;
    if (hide) clearTimeout(hide);
    if (!state.visible || state.value >= 1) set({ value: PROGRESS.minimum, visible: true });
    trickle ??= setInterval(() => {
      if (state.value < 0.95) set({ value: Math.min(0.95, state.value + (0.95 - state.value) * 0.1), visible: true });
    }, PROGRESS.speedMs / 4);
  },
  done() {
    pending = Math.max(0, pending - 1);
    if (pending > 0 || !state.visible) return;
    if (trickle) clearInterval(trickle);
    trickle = null;
    set({ value: 1, visible: true });
    // One fade at a time: an earlier one left running would hide a bar started since.
    if (hide) clearTimeout(hide);
    hide = setTimeout(() => {
      hide = null;
      if (pending === 0) set({ value: 0, visible: false });
    }, PROGRESS.speedMs);
  },
};

const useStyles = makeStyles({
  bar: {
    position: 'fixed',
    top: 0,
    left: 0,
    height: '3px',
    zIndex: 10000,
    backgroundColor: tokens.colorBrandBackground,
    boxShadow: `0 0 6px ${tokens.colorBrandBackground}`,
    transitionProperty: 'width, opacity',
    transitionTimingFunction: 'ease',
    pointerEvents: 'none',
  },
});

/** Writes the bar's state onto its element (no React render). */
function paint(el: HTMLElement, s: State): void {
  el.style.width = `${s.value * 100}%`;
  el.style.opacity = s.visible && s.value < 1 ? '1' : '0';
  el.setAttribute('aria-hidden', String(!s.visible));
  el.setAttribute('aria-valuenow', String(Math.round(s.value * 100)));
  el.dataset.visible = String(s.visible);
}

export function ProgressBar({ label }: { label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => paint(el, state);
    update();
    listeners.add(update);
    return () => {
      listeners.delete(update);
    };
  }, []);
  const styles = useStyles();
  return (
    <div
      ref={ref}
      className={styles.bar}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      style={{ transitionDuration: `${PROGRESS.speedMs / 2}ms` }}
    />
  );
}

/** Rendered as a Suspense fallback: the bar runs while a page's code loads. */
export function ProgressWhileMounted() {
  useEffect(() => {
    progress.start();
    return () => progress.done();
  }, []);
  return null;
}
