import type { DemoState, WorldClient, WorldStatus } from './bridge';
import type { FailRule } from './controls';
import { DEFAULT_SECURITY, SECURITY_KEY, VERSION_KEY, nextVersion, patchSecurity, type DemoSettings, type SecuritySettings } from './settings';

/** What `window.__demo` offers: the demo controls, for trainers (through the panel) and tests. They act on the one world every tab of the demo shares. */
export interface DemoApi {
  /** Resolves when the page's calls are answered: the demo's service worker controls the page and the world is built. */
  ready: Promise<void>;
  fail(rule: FailRule): void;
  clearFailures(): void;
  expire(status?: 300 | 401): void;
  latency(ms: number): void;
  publishVersion(): string;
  /** Moves the mock's time forward (timed shelving, idle expiry, locks see it), for every tab, until a reset. */
  advanceClock(ms: number): number;
  /** Sign-in throttling and session idle expiry, for every tab (kept across reloads until a reset). */
  security(settings: Partial<SecuritySettings>): SecuritySettings;
  /** Back to the seed, in every tab: the journal and the stored world dropped, the world seeded again, the controls back to their defaults. */
  reset(): Promise<void>;
  /** Builds the world again as a cold start does (from the stored world when it fits, then the journal): for tests and the benchmark. */
  restart(): Promise<void>;
  /**
   * The controls as they are (a mirror the world's worker keeps up to date; this page's own
   * changes show at once), the mock's time, and how this page's world was obtained.
   */
  readonly state: DemoState & { now: number; world: WorldStatus };
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The page's copy of the controls, which the world's worker updates (`WorldClient` onState / onStatus). */
export interface DemoMirror {
  state: DemoState;
  world: WorldStatus;
}

export function createMirror(settings: DemoSettings): DemoMirror {
  return {
    state: { pending: 0, latencyMs: 0, version: settings.version, security: { ...DEFAULT_SECURITY, ...settings.security }, clockAheadMs: 0, stored: false, build: null },
    world: 'building',
  };
}

/** The settings a trainer changed, as the page keeps them (the fields that differ from the defaults). */
function changedSecurity(security: SecuritySettings): Partial<SecuritySettings> {
  const out: Partial<SecuritySettings> = {};
  for (const key of Object.keys(DEFAULT_SECURITY) as Array<keyof SecuritySettings>) {
    if (security[key] !== DEFAULT_SECURITY[key]) (out as Record<string, unknown>)[key] = security[key];
  }
  return out;
}

/**
 * `window.__demo` in a page: each control is sent to the world's worker (for every tab) and shown
 * in the page's mirror at once, so `state` reads back what was just set. What a browser keeps
 * across reloads (the published version, the security settings) the page writes to localStorage
 * as before; the worker is given them when it starts.
 */
export function createDemoApi(client: WorldClient, mirror: DemoMirror, ready: Promise<void>): DemoApi {
  const send = (command: Parameters<WorldClient['command']>[0]) =>
    client.command(command).catch((error: unknown) => console.error('demo control failed', command.name, error));
  return {
    ready,
    fail(rule) {
      mirror.state = { ...mirror.state, pending: mirror.state.pending + (rule.times ?? 1) };
      void send({ name: 'fail', rule: { ...rule } });
    },
    clearFailures() {
      mirror.state = { ...mirror.state, pending: 0 };
      void send({ name: 'clearFailures' });
    },
    expire(status = 401) {
      void send({ name: 'expire', status });
    },
    latency(ms) {
      mirror.state = { ...mirror.state, latencyMs: Math.max(0, Math.floor(ms) || 0) };
      void send({ name: 'latency', ms });
    },
    publishVersion() {
      const version = nextVersion(mirror.state.version);
      mirror.state = { ...mirror.state, version };
      storage()?.setItem(VERSION_KEY, version);
      void send({ name: 'publishVersion', version });
      return version;
    },
    advanceClock(ms) {
      const step = Math.max(0, Math.floor(ms) || 0);
      mirror.state = { ...mirror.state, clockAheadMs: mirror.state.clockAheadMs + step };
      void send({ name: 'advanceClock', ms: step });
      return mirror.state.clockAheadMs;
    },
    security(patch) {
      const changed = patchSecurity(changedSecurity(mirror.state.security), patch);
      const security = { ...DEFAULT_SECURITY, ...changed };
      mirror.state = { ...mirror.state, security };
      storage()?.setItem(SECURITY_KEY, JSON.stringify(changed));
      void send({ name: 'security', patch: { ...patch } });
      return { ...security };
    },
    async reset() {
      mirror.state = { ...mirror.state, pending: 0, latencyMs: 0, clockAheadMs: 0, security: { ...DEFAULT_SECURITY }, stored: false };
      storage()?.removeItem(SECURITY_KEY);
      await client.command({ name: 'reset' });
    },
    async restart() {
      await client.command({ name: 'restart' });
    },
    get state() {
      return { ...mirror.state, security: { ...mirror.state.security }, now: Date.now() + mirror.state.clockAheadMs, world: mirror.world };
    },
  };
}
