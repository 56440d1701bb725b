import type { ReactNode } from 'react';
import { progress } from './progress';
import { useNotify } from './notify';
import { KeptFormScope, RestoreUnsavedBar, useKeepOnSessionEnd, useKeptForm, useKeptScope, withRestored } from './restore-unsaved';

/*
 * No typed work lost (docs/unsaved-work.md) for a page's row-action dialogs (a member's recharge,
 * VIP, referrer...; a generator; a profile): the same kit as the resource dialogs
 * (src/lib/restore-unsaved.tsx), with which dialog and which row kept beside the values, so 恢复未保存的内容
 * reopens the same dialog on the same row.
 */

/** Where the dialog's name goes among its kept values. */
const DIALOG = '#dialog';

/**
 * A row dialog's side: while `dirty`, its values are kept with its dialog's name and row if the
 * session ends. Outside a page's `scope` (or `dialog` null) it keeps nothing.
 */
export function useKeptDialog({
  dialog,
  recordId = null,
  values,
  dirty,
  omit,
}: {
  dialog: string | null;
  recordId?: number | null;
  values: Record<string, unknown>;
  dirty: boolean;
  /** Keys never kept, comma separated (a password). */
  omit?: string;
}): void {
  const scope = useKeptScope();
  useKeepOnSessionEnd({ form: dialog ? (scope?.form ?? null) : null, mode: recordId == null ? 'add' : 'edit', recordId, dirty, values: { ...values, [DIALOG]: dialog }, omit });
}

/** The start values of a row dialog: `initial`, with the restored values over them when it reopens from a kept copy. */
export function useRestoredStart<T extends Record<string, unknown>>(initial: T): T {
  const restored = useKeptScope()?.restored;
  return withRestored(initial, restored) as T;
}

/**
 * A page's side: the bar offering its kept row dialog back (`bar`: 恢复未保存的内容 reopens the
 * dialog named `dialog` on row `recordId`, through `reopen`, with `restored`; 放弃修改 forgets it)
 * and the scope its dialogs render in (`scope(restored, children)`). `name(dialog)` names the
 * dialog in the bar. Hidden while a dialog is open.
 */
export function useKeptRowDialog({
  form,
  open,
  name,
  reopen,
}: {
  /** The page's id for its row dialogs (`member:action`). */
  form: string;
  open: boolean;
  name: (dialog: string) => string;
  /** Opens `dialog` on row `recordId` (fetched as it is now) with `restored`; true once open. */
  reopen: (dialog: string, recordId: number | null, restored: Record<string, unknown>) => Promise<boolean> | boolean;
}): { bar: ReactNode; scope: (restored: Record<string, unknown> | null | undefined, children: ReactNode) => ReactNode } {
  const notify = useNotify();
  const { kept, clear } = useKeptForm(form);
  const dialog = kept && typeof kept.values[DIALOG] === 'string' ? kept.values[DIALOG] : null;

  const restore = async () => {
    if (!kept || !dialog) return;
    progress.start();
    try {
      if (await reopen(dialog, kept.recordId, kept.values)) clear();
    } catch (e) {
      notify.error(e, 'msg.fetchFailed');
    } finally {
      progress.done();
    }
  };

  const bar = kept && dialog && !open ? <RestoreUnsavedBar kept={kept} name={name(dialog)} onRestore={() => void restore()} onDiscard={clear} /> : null;
  const scope = (restored: Record<string, unknown> | null | undefined, children: ReactNode) => (
    <KeptFormScope form={form} restored={restored ?? null}>
      {children}
    </KeptFormScope>
  );
  return { bar, scope };
}
