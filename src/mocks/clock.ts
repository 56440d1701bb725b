/**
 * The mock backend's time: session idle expiry, sign-in throttling and the theater's timed
 * shelving read it here, so a test moves time with `setClock` instead of waiting, and a trainer
 * moves it forward with the demo controls (`advanceClock`).
 */
let current: () => number = () => Date.now();
/** How far the demo controls have moved the real clock forward (this tab only). */
let ahead = 0;

/** Milliseconds since the epoch, as the mock backend sees them. */
export function now(): number {
  return current();
}

/** Replaces the clock (a test's simulated time); `null` puts the real one back. */
export function setClock(clock: (() => number) | null): void {
  ahead = 0;
  current = clock ?? (() => Date.now());
}

/** Moves the mock's time forward by `ms` from now on (the demo controls' 演示时钟); returns how far ahead it now is. */
export function advanceClock(ms: number): number {
  const step = Math.max(0, Math.floor(ms) || 0);
  const before = current;
  ahead += step;
  current = () => before() + step;
  return ahead;
}

/** How far ahead of the real clock the demo controls have moved the mock's time. */
export function clockAhead(): number {
  return ahead;
}
