import { delay, HttpResponse } from 'msw';
import { translate, type Locale } from '@/i18n';
import { exclusive } from './db';
import { setClock } from './clock';
import { endSessions, resetSecurity } from './sessions';
import { FIRST_VERSION, nextVersion } from './settings';

export { securitySettings, setSecurity, type SecuritySettings } from './sessions';

/** A failure a trainer (or a test) injects: see docs/demo-controls.md. */
export interface FailRule {
  status?: number;
  network?: boolean;
  hang?: boolean;
  code?: number | string;
  message?: string;
  /** Only calls whose path contains this text; every call when absent. */
  path?: string;
  /** How many matching calls fail (default 1). */
  times?: number;
}

/**
 * The controls in force. In the browser they live in the world's worker, one set for every tab
 * (src/mocks/host.ts); the published version comes from the page's localStorage when the worker
 * starts (`setVersion`), and the page that publishes keeps the new one there.
 */
export const state = {
  failures: [] as Array<FailRule & { times: number }>,
  latencyMs: 0,
  expireWith: null as 300 | 401 | null,
  version: FIRST_VERSION,
};

const listeners = new Set<() => void>();

/** Calls `listener` whenever the controls change, a call meeting a failure or an expiry included (the worker tells the pages). */
export function onControlsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(): void {
  for (const listener of [...listeners]) listener();
}

export function fail(rule: FailRule): void {
  state.failures.push({ ...rule, times: rule.times ?? 1 });
  changed();
}

export function clearFailures(): void {
  state.failures.length = 0;
  changed();
}

/** Injected failures still to come (each rule counts its remaining calls). */
export function pendingFailures(): number {
  return state.failures.reduce((n, r) => n + r.times, 0);
}

/** The next call answers 401 (or 300) and every demo session is gone. */
export function expire(status: 300 | 401 = 401): void {
  state.expireWith = status;
  changed();
}

export function latency(ms: number): void {
  state.latencyMs = Math.max(0, Math.floor(ms) || 0);
  changed();
}

/** The published version, as kept (the page's localStorage, when the worker starts). */
export function setVersion(version: string): void {
  state.version = version;
  changed();
}

/** A new published version (the next number, or the one given): the console's next navigation reloads the page. */
export function publishVersion(version: string = nextVersion(state.version)): string {
  state.version = version;
  changed();
  return state.version;
}

/** Back to no failure, no latency, no expiry, real time and the default security settings (the version stays). */
export function resetControls(): void {
  state.failures.length = 0;
  state.latencyMs = 0;
  state.expireWith = null;
  setClock(null);
  resetSecurity();
  changed();
}

function language(request: Request): Locale {
  return request.headers.get('language') === 'EN' ? 'EN' : 'ZH';
}

/**
 * Runs before every /admin/ handler: latency, then an expiry or an injected failure when one
 * is due. Returns undefined to let the real handler answer.
 */
export async function applyControls(request: Request): Promise<Response | undefined> {
  if (state.latencyMs > 0) await delay(state.latencyMs);
  if (state.expireWith) {
    const status = state.expireWith;
    state.expireWith = null;
    changed();
    await exclusive(() => endSessions());
    const message = translate(language(request), status === 300 ? 'error.http.300' : 'error.http.401');
    return HttpResponse.json({ code: status, success: false, message, data: null }, { status });
  }
  const path = new URL(request.url).pathname;
  const rule = state.failures.find((r) => !r.path || path.includes(r.path));
  if (!rule) return undefined;
  rule.times -= 1;
  if (rule.times <= 0) state.failures.splice(state.failures.indexOf(rule), 1);
  changed();
  if (rule.network) return HttpResponse.error();
  if (rule.hang) {
    await delay('infinite');
    return undefined;
  }
  if (rule.status) {
    return HttpResponse.json({ code: rule.status, success: false, message: rule.message ?? '', data: null }, { status: rule.status });
  }
  const code = rule.code ?? 500;
  const message = rule.message ?? translate(language(request), 'msg.requestFailed');
  return HttpResponse.json({ code, success: false, message, data: null });
}
