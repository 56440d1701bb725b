/*
 * The demo's settings a browser keeps between loads (localStorage, shared by its tabs): the
 * member count of the world, the published version, and the sign-in and session settings a
 * trainer changed. Pure and light: the page reads them (src/mocks/browser.ts) and hands them to
 * the world's worker when it connects (workers have no localStorage); the worker's controls
 * (./controls.ts, ./sessions.ts) apply the same rules to its copy.
 */

export interface SecuritySettings {
  /** Sign-in throttling on: `maxFailures` failures within `windowSeconds` lock the account for `lockSeconds`. */
  throttle: boolean;
  maxFailures: number;
  windowSeconds: number;
  lockSeconds: number;
  /** A session with no call for this long ends: its next call answers 401. */
  idleMinutes: number;
}

export const DEFAULT_SECURITY: SecuritySettings = { throttle: true, maxFailures: 5, windowSeconds: 60, lockSeconds: 300, idleMinutes: 120 };

/** localStorage keys. */
export const MEMBERS_KEY = 'drama-demo:members';
export const VERSION_KEY = 'drama-demo:version';
export const SECURITY_KEY = 'drama-demo:security';
/** Where older demos kept the journal (with session tokens and passwords): the page removes it on start. */
export const LEGACY_JOURNAL_KEY = 'drama-demo:journal';

export const DEFAULT_MEMBERS = 5000;
export const FIRST_VERSION = 'demo-1';

/** What the world's worker needs from the page's storage when a page connects. */
export interface DemoSettings {
  /** Members to seed (`drama-demo:members`; 5,000 by default). */
  members: number;
  /** The published demo version (`drama-demo:version`). */
  version: string;
  /** The security settings changed from the defaults (`drama-demo:security`). */
  security: Partial<SecuritySettings>;
}

/**
 * The settings changed by `patch` on top of `changed`: a boolean throttle; numbers only when
 * positive (whole seconds and counts, any idle minutes). Anything else is ignored.
 */
export function patchSecurity(changed: Partial<SecuritySettings>, patch: Partial<SecuritySettings>): Partial<SecuritySettings> {
  const next: Partial<SecuritySettings> = { ...changed };
  if (typeof patch.throttle === 'boolean') next.throttle = patch.throttle;
  for (const key of ['maxFailures', 'windowSeconds', 'lockSeconds', 'idleMinutes'] as const) {
    const value = Number(patch[key]);
    if (patch[key] !== undefined && Number.isFinite(value) && value > 0) next[key] = key === 'idleMinutes' ? value : Math.ceil(value);
  }
  return next;
}

/** The next published version after `version` (demo-1 → demo-2). */
export function nextVersion(version: string): string {
  const n = Number(/(\d+)$/.exec(version)?.[1] ?? 1) + 1;
  return `demo-${n}`;
}

/** A positive member count, or undefined. */
export function memberCountOf(value: unknown): number | undefined {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : undefined;
}

function parseSecurity(text: string | null): Partial<SecuritySettings> {
  try {
    const parsed: unknown = JSON.parse(text ?? '{}');
    return parsed && typeof parsed === 'object' ? patchSecurity({}, parsed as Partial<SecuritySettings>) : {};
  } catch {
    return {};
  }
}

/** The settings kept in `storage` (the page's localStorage), defaults where nothing is kept. */
export function readSettings(storage: Pick<Storage, 'getItem'> | null): DemoSettings {
  const get = (key: string) => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  return {
    members: memberCountOf(get(MEMBERS_KEY)) ?? DEFAULT_MEMBERS,
    version: get(VERSION_KEY) ?? FIRST_VERSION,
    security: parseSecurity(get(SECURITY_KEY)),
  };
}
