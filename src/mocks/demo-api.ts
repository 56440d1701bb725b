import { advanceClock, clockAhead, now } from './clock';
import { resetDb } from './db';
import { clearFailures, expire, fail, latency, publishVersion, resetControls, securitySettings, setSecurity, state, type FailRule, type SecuritySettings } from './controls';

/** What `window.__demo` offers: the demo controls, for trainers (through the panel) and tests. */
export interface DemoApi {
  ready: Promise<void>;
  fail(rule: FailRule): void;
  clearFailures(): void;
  expire(status?: 300 | 401): void;
  latency(ms: number): void;
  publishVersion(): string;
  /** Moves the mock's time forward (timed shelving, idle expiry, locks see it); this tab only, until a reset. */
  advanceClock(ms: number): number;
  /** Sign-in throttling and session idle expiry, for every tab (kept across reloads until a reset). */
  security(settings: Partial<SecuritySettings>): SecuritySettings;
  reset(): Promise<void>;
  readonly state: { pending: number; latencyMs: number; version: string; security: SecuritySettings; now: number; clockAheadMs: number };
}

export function createDemoApi(ready: Promise<void>): DemoApi {
  return {
    ready,
    fail,
    clearFailures,
    expire,
    latency,
    publishVersion,
    advanceClock,
    security: setSecurity,
    async reset() {
      resetControls();
      await resetDb();
    },
    get state() {
      return { pending: state.failures.reduce((n, r) => n + r.times, 0), latencyMs: state.latencyMs, version: state.version, security: securitySettings(), now: now(), clockAheadMs: clockAhead() };
    },
  };
}
