/**
 * The five session keys of the spec, exactly: token, user, menu, tabList, localeLang.
 * Everything the console keeps for a signed-in session lives under these in sessionStorage.
 */
export type SessionKey = 'token' | 'user' | 'menu' | 'tabList' | 'localeLang';

function store(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function readRaw(key: SessionKey): string | null {
  return store()?.getItem(key) ?? null;
}

export function readJson<T>(key: SessionKey): T | null {
  const raw = readRaw(key);
  if (raw == null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function write(key: SessionKey, value: unknown): void {
  store()?.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
}

export function remove(key: SessionKey): void {
  store()?.removeItem(key);
}

/** Clears the session but keeps the language: a signed-out user still reads their own language. */
export function clearSession(): void {
  for (const key of ['token', 'user', 'menu', 'tabList'] as const) remove(key);
}
