import * as v from 'valibot';
import { now } from './clock';
import { defineTable } from './registry';
import { newToken, sha256 } from './secrets';
import { DEFAULT_SECURITY, patchSecurity, type SecuritySettings } from './settings';

/*
 * Sign-in and sessions in the demo world, as a careful backend does them: a session is stored
 * under its token's hash (src/mocks/secrets.ts) and ends after a while without a call; an
 * account that fails to sign in too often is refused for a while. Time comes from ./clock, so
 * tests simulate it. The settings are the demo controls' (src/mocks/controls.ts): the panel,
 * `window.__demo.security(...)`, and the mock server's environment (README).
 */

export { DEFAULT_SECURITY, type SecuritySettings } from './settings';

function env(name: string): string | undefined {
  return typeof process !== 'undefined' ? process.env?.[name] : undefined;
}

/** The mock server's settings from its environment (IDLE_MINUTES, SIGNIN_THROTTLE=off, SIGNIN_MAX_FAILURES, SIGNIN_WINDOW_SECONDS, SIGNIN_LOCK_SECONDS). */
function fromEnv(): Partial<SecuritySettings> {
  const out: Partial<SecuritySettings> = {};
  const number = (name: string, key: Exclude<keyof SecuritySettings, 'throttle'>) => {
    const value = Number(env(name));
    if (env(name) !== undefined && Number.isFinite(value) && value > 0) out[key] = value;
  };
  number('IDLE_MINUTES', 'idleMinutes');
  number('SIGNIN_MAX_FAILURES', 'maxFailures');
  number('SIGNIN_WINDOW_SECONDS', 'windowSeconds');
  number('SIGNIN_LOCK_SECONDS', 'lockSeconds');
  const throttle = env('SIGNIN_THROTTLE');
  if (throttle !== undefined) out.throttle = !/^(off|false|0|no)$/i.test(throttle);
  return out;
}

/**
 * The settings changed from the defaults, in memory: in the world's worker (which has no
 * localStorage) and in Node. A page keeps them in localStorage `drama-demo:security` (shared by
 * the tabs, kept across reloads) and hands them to the worker when it connects
 * (`replaceSecurity`, src/mocks/host.ts); a trainer's change is kept there by the page that made it.
 */
let changed: Partial<SecuritySettings> = {};

export function securitySettings(): SecuritySettings {
  return { ...DEFAULT_SECURITY, ...fromEnv(), ...changed };
}

/** Changes some settings (numbers must be positive; others are ignored). Answers the settings now in force. */
export function setSecurity(patch: Partial<SecuritySettings>): SecuritySettings {
  changed = patchSecurity(changed, patch);
  return securitySettings();
}

/** Replaces the changed settings all at once (the page's, when the world's worker starts). */
export function replaceSecurity(settings: Partial<SecuritySettings>): void {
  changed = patchSecurity({}, settings);
}

/** The settings changed from the defaults. */
export function changedSecurity(): Partial<SecuritySettings> {
  return { ...changed };
}

/** Back to the defaults (and the environment's). */
export function resetSecurity(): void {
  changed = {};
}

/* ---------------------------------------------------------------- sessions */

const SessionSchema = v.object({ id: v.string(), userId: v.number(), createdAt: v.string(), lastSeen: v.number() });
export type DemoSession = v.InferOutput<typeof SessionSchema>;

/** Signed-in sessions, by the SHA-256 of their token (the token itself is never stored). */
export const sessions = defineTable<DemoSession>('sessions', SessionSchema, undefined, { label: 'mock.table.sessions', audited: false });

/** The last call of each session this tab (or process) answered, to the millisecond. */
const seen = new Map<string, number>();

/** Starts a session for a user; answers its token. */
export async function openSession(userId: number): Promise<string> {
  const token = newToken();
  const id = await sha256(token);
  const t = now();
  await sessions.insert({ id, userId, createdAt: new Date(t).toISOString(), lastSeen: t });
  seen.set(id, t);
  return token;
}

/**
 * The session a token names, or undefined: unknown, ended, or idle for `idleMinutes` (which
 * ends it). A call that finds it counts as activity. The stored `lastSeen` moves at most once a
 * minute (a quarter of the idle time when that is shorter), so calls do not flood the journal; a
 * tab remembers each call exactly.
 */
export async function sessionOf(token: string | null | undefined): Promise<DemoSession | undefined> {
  if (!token) return undefined;
  const id = await sha256(token);
  const row = sessions.get(id);
  if (!row) return undefined;
  const t = now();
  const idle = securitySettings().idleMinutes * 60_000;
  if (t - Math.max(row.lastSeen, seen.get(id) ?? 0) >= idle) {
    sessions.remove(id);
    seen.delete(id);
    return undefined;
  }
  seen.set(id, t);
  if (t - row.lastSeen >= Math.min(60_000, idle / 4)) await sessions.update(id, { lastSeen: t });
  return row;
}

/** Ends the session of a token (sign-out). */
export async function endSession(token: string | null | undefined): Promise<void> {
  if (!token) return;
  const id = await sha256(token);
  sessions.remove(id);
  seen.delete(id);
}

/** Ends sessions: every one, one user's, or every one but the caller's. Answers how many ended. */
export async function endSessions(filter: { userId?: number; except?: string | null } = {}): Promise<number> {
  const keep = filter.except ? await sha256(filter.except) : null;
  let ended = 0;
  for (const s of sessions.all()) {
    if (s.id === keep || (filter.userId !== undefined && s.userId !== filter.userId)) continue;
    sessions.remove(s.id);
    seen.delete(s.id);
    ended += 1;
  }
  return ended;
}

/* ---------------------------------------------------------------- sign-in throttling */

const AttemptsSchema = v.object({ id: v.string(), failures: v.array(v.number()), lockedUntil: v.number() });
type Attempts = v.InferOutput<typeof AttemptsSchema>;

/** Recent failed sign-ins per account name (known or not: the answer never tells which). */
export const signInAttempts = defineTable<Attempts>('signInAttempts', AttemptsSchema, undefined, { label: 'mock.table.signInAttempts', audited: false });

/** Seconds this account must still wait before it may try to sign in again; 0 when it may. */
export function signInWait(account: string): number {
  if (!securitySettings().throttle) return 0;
  const left = (signInAttempts.get(account)?.lockedUntil ?? 0) - now();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** A wrong password (or an unknown name): the failure that completes `maxFailures` within the window locks the account. */
export async function signInFailed(account: string): Promise<void> {
  const settings = securitySettings();
  if (!settings.throttle) return;
  const t = now();
  const row = signInAttempts.get(account);
  const failures = [...(row?.failures ?? []).filter((at) => t - at < settings.windowSeconds * 1000), t];
  const locked = failures.length >= settings.maxFailures;
  const next = { failures: locked ? [] : failures, lockedUntil: locked ? t + settings.lockSeconds * 1000 : (row?.lockedUntil ?? 0) };
  if (row) await signInAttempts.update(account, next);
  else await signInAttempts.insert({ id: account, ...next });
}

/** A successful sign-in forgets the account's failures. */
export function signInSucceeded(account: string): void {
  if (signInAttempts.get(account)) signInAttempts.remove(account);
}
