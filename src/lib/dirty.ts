import { confirm } from './confirm';
import { onWorkKept } from './kept-work';

/**
 * Unsaved edits, by page path: a form with changes marks its page dirty, and closing the
 * dialog or the page's tab asks first; so does reloading or closing the browser window, through
 * `beforeunload`.
 */
const dirty = new Map<string, number>();

/** Asks the browser to confirm leaving the document (its own wording: browsers ignore ours). */
function askBeforeUnload(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // Older browsers (Chrome before 119) ask only when returnValue is set.
  event.returnValue = true;
}

let listening = false;

/**
 * The `beforeunload` listener is there only while something is dirty: a permanent one would
 * make every page of the console ineligible for the back/forward cache in some browsers.
 */
function syncUnloadPrompt(): void {
  if (typeof window === 'undefined') return;
  const want = dirty.size > 0;
  if (want === listening) return;
  if (want) window.addEventListener('beforeunload', askBeforeUnload);
  else window.removeEventListener('beforeunload', askBeforeUnload);
  listening = want;
}

export function markDirty(path: string, isDirty: boolean): void {
  const n = (dirty.get(path) ?? 0) + (isDirty ? 1 : -1);
  if (n > 0) dirty.set(path, n);
  else dirty.delete(path);
  syncUnloadPrompt();
}

/** True while some form holds unsaved changes (the browser then asks before unload). */
export function anyDirty(): boolean {
  return dirty.size > 0;
}

export function isDirty(path: string): boolean {
  return dirty.has(path);
}

/** True when nothing unsaved would be lost, or the user chose to discard it. */
export async function confirmDiscard(paths: string[]): Promise<boolean> {
  if (!paths.some(isDirty)) return true;
  const ok = await confirm({ body: 'form.unsaved', confirm: 'form.discard', cancel: 'form.keepEditing', danger: true });
  if (ok) for (const p of paths) dirty.delete(p);
  syncUnloadPrompt();
  return ok;
}

/**
 * Forgets every unsaved mark (the session ended and the open forms' values were kept:
 * src/lib/kept-work.ts), so no "leave this page?" holds the way to the sign-in page.
 */
export function forgetDirty(): void {
  dirty.clear();
  syncUnloadPrompt();
}
onWorkKept(forgetDirty);
