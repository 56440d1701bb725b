import type { Actor } from 'xstate';
import type { sessionMachine } from '@/machines/session';

/*
 * No typed work lost (issue #22). While a form holds unsaved input it registers here what it
 * would keep (`registerOpenWork`); when the session ends (401 / 300, idle expiry included) the app
 * calls `keepOpenWork(userId)`, which writes each such form's values to the tab's sessionStorage,
 * under the user and the page, before the console leaves for the sign-in page. Back on that page,
 * signed in as the same user, the page offers 恢复未保存的内容 (src/lib/restore-unsaved.tsx), which
 * reopens the form with them; discarding or saving clears them; another user never reads them
 * (the key names the user, and another user's sign-in drops every kept form: `dropKeptWorkOf`).
 *
 * Never kept: a password (a field the form names, or any key that reads like one) and a file's
 * bytes (a File or Blob, a data: or blob: URL); an uploaded file's URL on the server is a value
 * like any other.
 */

/** What one form keeps: which form (`form`: its id on the page), add or edit of which record, and its values. */
export interface KeptForm {
  form: string;
  mode: 'add' | 'edit';
  /** The edited record's id (an edit), else null. */
  recordId: number | null;
  values: Record<string, unknown>;
  /** When it was kept (ms since the epoch). */
  at: number;
  /** An edit: the record's version it was based on (optimistic concurrency), else absent. */
  version?: number | null;
  /** An edit: the values the form opened with (the record as it was read), for 载入最新内容 after a restore on a newer record. */
  base?: Record<string, unknown>;
}

/** An open form with unsaved input, as it registers itself. */
export interface OpenWork {
  /** The page's path (location.pathname), as src/lib/dirty.ts keys it. */
  page: string;
  form: string;
  mode: 'add' | 'edit';
  recordId?: number | null;
  /** The values as typed now (read when the session ends). */
  values(): Record<string, unknown>;
  /** Keys never kept (the form's password fields). */
  omit?: readonly string[];
  /** An edit: the record's version the form is based on. */
  version?: number | null;
  /** An edit: the values the form opened with (read when the session ends). */
  base?(): Record<string, unknown>;
}

const PREFIX = 'drama-console:kept:';
const PASSWORD_KEY = /pass(word)?|pwd|secret/i;

function store(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** The storage key of one user's kept forms on one page. */
export function keptKey(userId: number, page: string): string {
  return `${PREFIX}${userId}:${page}`;
}

function isBytes(value: unknown): boolean {
  if (typeof Blob !== 'undefined' && value instanceof Blob) return true;
  if (typeof ArrayBuffer !== 'undefined' && (value instanceof ArrayBuffer || ArrayBuffer.isView(value))) return true;
  return typeof value === 'string' && /^(data|blob):/i.test(value.trim());
}

/** A value without what is never kept (a file's bytes, anything named like a password), or undefined when nothing of it is kept. */
function clean(value: unknown): unknown {
  if (isBytes(value)) return undefined;
  if (Array.isArray(value)) return value.map(clean).filter((v) => v !== undefined);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (PASSWORD_KEY.test(k)) continue;
      const c = clean(v);
      if (c !== undefined) out[k] = c;
    }
    return out;
  }
  if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') return undefined;
  return value;
}

/** The values a form may keep: its password fields (`omit`, and any key named like one) and files' bytes left out. */
export function keepableValues(values: Record<string, unknown>, omit: readonly string[] = []): Record<string, unknown> {
  const skip = new Set(omit);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    if (skip.has(k) || PASSWORD_KEY.test(k)) continue;
    const c = clean(v);
    if (c !== undefined) out[k] = c;
  }
  return out;
}

function readAll(userId: number, page: string): Record<string, KeptForm> {
  const raw = store()?.getItem(keptKey(userId, page));
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, KeptForm>) : {};
  } catch {
    return {};
  }
}

function writeAll(userId: number, page: string, forms: Record<string, KeptForm>): void {
  const s = store();
  if (!s) return;
  try {
    if (Object.keys(forms).length) s.setItem(keptKey(userId, page), JSON.stringify(forms));
    else s.removeItem(keptKey(userId, page));
  } catch {
    // A full storage keeps nothing more; the console works on.
  }
  notify();
}

/** Keeps one form's values for a user and page (what was never kept is left out). */
export function keepForm(userId: number, page: string, form: Omit<KeptForm, 'at'> & { at?: number }, omit: readonly string[] = []): void {
  const forms = readAll(userId, page);
  forms[form.form] = { form: form.form, mode: form.mode, recordId: form.recordId ?? null, values: keepableValues(form.values, omit), at: form.at ?? Date.now() };
  if (form.version != null) forms[form.form].version = form.version;
  if (form.base) forms[form.form].base = keepableValues(form.base, omit);
  writeAll(userId, page, forms);
}

/** The form `form` kept for this user on this page, or null. */
export function readKept(userId: number | null | undefined, page: string, form: string): KeptForm | null {
  if (userId == null) return null;
  const kept = readAll(userId, page)[form];
  return kept && typeof kept === 'object' && kept.values && typeof kept.values === 'object' ? kept : null;
}

/** Forgets the form `form` kept for this user on this page (discarded, saved or restored and saved). */
export function clearKept(userId: number | null | undefined, page: string, form: string): void {
  if (userId == null) return;
  const forms = readAll(userId, page);
  if (!(form in forms)) return;
  delete forms[form];
  writeAll(userId, page, forms);
}

function keptKeys(): string[] {
  const s = store();
  if (!s) return [];
  const keys: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i);
    if (k?.startsWith(PREFIX)) keys.push(k);
  }
  return keys;
}

/** Drops every kept form but this user's (another user signed in), or every one (`null`: a deliberate sign-out). */
export function dropKeptWorkOf(keep: number | null): void {
  const s = store();
  if (!s) return;
  const mine = keep == null ? null : `${PREFIX}${keep}:`;
  let dropped = false;
  for (const k of keptKeys()) {
    if (mine && k.startsWith(mine)) continue;
    s.removeItem(k);
    dropped = true;
  }
  if (dropped) notify();
}

/**
 * An edit kept on version `kept.version`, restored over the record as it is now (`current`): when
 * someone else saved it since, the record the form reopens on is the one the edit was based on
 * (its kept opening values and its kept version), so its save is refused as stale and 载入最新内容
 * takes the other person's changes; `stale` says so at once. Otherwise the record as it is now.
 */
export function restoreBase<R extends object>(kept: Pick<KeptForm, 'version' | 'base'>, current: R): { record: R; stale: boolean } {
  const now = 'version' in current && typeof current.version === 'number' ? current.version : null;
  if (kept.version == null || now == null || now <= kept.version) return { record: current, stale: false };
  return { record: { ...current, ...(kept.base ?? {}), version: kept.version }, stale: true };
}

/* ---------------------------------------------------------------- the open forms */

const open = new Set<OpenWork>();

/** Registers an open form with unsaved input (while it is dirty); returns the unregister. */
export function registerOpenWork(work: OpenWork): () => void {
  open.add(work);
  return () => {
    open.delete(work);
  };
}

/**
 * The session ended: keeps every open form's values for its user (before the console leaves for
 * the sign-in page), then forgets the pages' unsaved marks, so no "leave this page?" holds the
 * way to the sign-in page (the values are kept, nothing is lost). Returns how many were kept.
 */
export function keepOpenWork(userId: number | null | undefined): number {
  let kept = 0;
  if (userId != null) {
    for (const work of open) {
      let values: Record<string, unknown>;
      let base: Record<string, unknown> | undefined;
      try {
        values = work.values();
        base = work.base?.();
      } catch {
        continue;
      }
      keepForm(userId, work.page, { form: work.form, mode: work.mode, recordId: work.recordId ?? null, values, version: work.version ?? null, base }, work.omit);
      kept++;
    }
  }
  for (const f of afterKeep) f();
  return kept;
}

/*
 * Told once the open forms are kept (src/lib/dirty.ts forgets its unsaved marks). A hook rather
 * than an import: the session's code loads with the sign-in page, the dialogs' code does not.
 */
const afterKeep = new Set<() => void>();

/** Runs `f` each time the open forms have been kept at a session's end. */
export function onWorkKept(f: () => void): void {
  afterKeep.add(f);
}

/* ---------------------------------------------------------------- change listeners (the restore bar) */

const listeners = new Set<() => void>();

function notify(): void {
  for (const l of listeners) l();
}

/** For useSyncExternalStore: re-read the kept forms when they change. */
export function subscribeKept(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/* ---------------------------------------------------------------- the session's end and start */

/**
 * The kept forms follow the session (wired once by src/app/actors.ts): a session that expires
 * keeps its user's open forms (its context already names whose session it was); a deliberate
 * sign-out drops every kept form; a sign-in drops every other user's. Returns the unsubscribe.
 */
export function linkKeptWorkToSession(session: Actor<typeof sessionMachine>): () => void {
  const subs = [
    session.on('signedOut', (e) => {
      if (e.reason === 'expired') keepOpenWork(session.getSnapshot().context.expiredSession?.userId);
      else dropKeptWorkOf(null);
    }),
    session.on('signedIn', () => dropKeptWorkOf(session.getSnapshot().context.user?.id ?? null)),
  ];
  return () => subs.forEach((s) => s.unsubscribe());
}
