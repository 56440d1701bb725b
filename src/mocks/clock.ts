/**
 * The mock backend's time: session idle expiry and sign-in throttling read it here, so a test
 * moves time with `setClock` instead of waiting.
 */
let current: () => number = () => Date.now();

/** Milliseconds since the epoch, as the mock backend sees them. */
export function now(): number {
  return current();
}

/** Replaces the clock (a test's simulated time); `null` puts the real one back. */
export function setClock(clock: (() => number) | null): void {
  current = clock ?? (() => Date.now());
}
