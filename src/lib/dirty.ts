import { confirm } from './confirm';

/**
 * Unsaved edits, by page path: a form with changes marks its page dirty, and closing the
 * dialog or the page's tab asks first.
 */
const dirty = new Map<string, number>();

export function markDirty(path: string, isDirty: boolean): void {
  const n = (dirty.get(path) ?? 0) + (isDirty ? 1 : -1);
  if (n > 0) dirty.set(path, n);
  else dirty.delete(path);
}

export function isDirty(path: string): boolean {
  return dirty.has(path);
}

/** True when nothing unsaved would be lost, or the user chose to discard it. */
export async function confirmDiscard(paths: string[]): Promise<boolean> {
  if (!paths.some(isDirty)) return true;
  const ok = await confirm({ body: 'form.unsaved', confirm: 'form.discard', cancel: 'form.keepEditing', danger: true });
  if (ok) for (const p of paths) dirty.delete(p);
  return ok;
}
