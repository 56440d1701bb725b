import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { Button, MessageBar, MessageBarActions, MessageBarBody, makeStyles } from '@fluentui/react-components';
import { HistoryRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { clearKept, readKept, registerOpenWork, subscribeKept, type KeptForm } from './kept-work';
import { ActorsContext } from './session-context';

/*
 * The page's side of "no typed work lost" (src/lib/kept-work.ts): a form with unsaved input says
 * what it would keep (`useKeepOnSessionEnd`); a page reads what was kept for it
 * (`useKeptForm`) and offers it back with `RestoreUnsavedBar` (恢复未保存的内容 / 放弃修改).
 */

const useStyles = makeStyles({ bar: { flexShrink: 0 } });

/** The page's path, as the kept forms and src/lib/dirty.ts key it. */
function usePagePath(): string {
  return useRouterState({ select: (s) => s.location.pathname });
}

/**
 * While `dirty`, the form's values are kept for its user and page if the session ends now
 * (`values` read at that moment; `omit`: its password fields, never kept).
 */
export function useKeepOnSessionEnd({
  form,
  mode,
  recordId = null,
  dirty,
  values,
  omit = '',
  version = null,
  base,
}: {
  /** The form's id on the page (null: keep nothing). */
  form: string | null;
  mode: 'add' | 'edit';
  recordId?: number | null;
  dirty: boolean;
  values: Record<string, unknown>;
  /** Keys never kept, comma separated (the form's password fields). */
  omit?: string;
  /** An edit: the record's version the form is based on (kept, so a restore on a newer record is refused as stale). */
  version?: number | null;
  /** An edit: the values the form opened with (the record as read). */
  base?: Record<string, unknown>;
}): void {
  const page = usePagePath();
  const latest = useRef(values);
  const latestBase = useRef(base);
  useLayoutEffect(() => {
    latest.current = values;
    latestBase.current = base;
  });
  useEffect(() => {
    if (!dirty || !form) return;
    return registerOpenWork({ page, form, mode, recordId, version, values: () => latest.current, base: () => latestBase.current ?? {}, omit: omit ? omit.split(',') : [] });
  }, [dirty, form, page, mode, recordId, version, omit]);
}

/** The signed-in user's id (null: none, or no session actor around: a page rendered alone in a test). */
function useSignedInUserId(): number | null {
  const session = useContext(ActorsContext)?.session;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const sub = typeof session?.subscribe === 'function' ? session.subscribe(onChange) : null;
      return () => sub?.unsubscribe();
    },
    [session],
  );
  const read = useCallback(() => (typeof session?.getSnapshot === 'function' ? (session.getSnapshot().context.user?.id ?? null) : null), [session]);
  return useSyncExternalStore(subscribe, read, read);
}

/** What was kept on this page for the signed-in user under `form` (null: nothing), and `clear` (discarded or saved). */
export function useKeptForm(form: string | null): { kept: KeptForm | null; clear: () => void } {
  const page = usePagePath();
  const userId = useSignedInUserId();
  // The kept form's text: a string, so the store's snapshot is the same while its content is.
  const read = useCallback(() => (form && userId != null ? JSON.stringify(readKept(userId, page, form)) : 'null'), [form, userId, page]);
  const raw = useSyncExternalStore(subscribeKept, read, read);
  const kept = useMemo(() => JSON.parse(raw) as KeptForm | null, [raw]);
  const clear = useCallback(() => (form ? clearKept(userId, page, form) : undefined), [form, userId, page]);
  return { kept, clear };
}

/**
 * The bar a page shows when a form's unsaved input was kept at the end of a session: what it was
 * (a new record of `name`, or an edit), 恢复未保存的内容 (reopens the form with it) and 放弃修改.
 */
export function RestoreUnsavedBar({ kept, name, onRestore, onDiscard, className }: { kept: KeptForm; name: string; onRestore: () => void; onDiscard: () => void; className?: string }) {
  const { t } = useI18n();
  const styles = useStyles();
  return (
    <MessageBar intent="info" icon={<HistoryRegular />} className={className ?? styles.bar} data-testid="restore-unsaved">
      <MessageBarBody>{t(kept.mode === 'edit' ? 'form.kept.edit' : 'form.kept.add', { name })}</MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" size="small" onClick={onRestore}>
          {t('form.kept.restore')}
        </Button>
        <Button size="small" onClick={onDiscard}>
          {t('form.discard')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}

/** Which kept form the dialogs inside belong to, and the values one reopened with (a restore). */
export interface KeptScope {
  form: string;
  restored: Record<string, unknown> | null;
  /** The restored edit was based on an older version than the record's now: its save will be refused as stale (say so at once). */
  stale?: boolean;
}

const KeptScopeContext = createContext<KeptScope | null>(null);

/** Gives the form dialogs inside (FormDialog, an editor's useEditorForm) their kept form's id and restored values. */
export function KeptFormScope({ form, restored = null, stale = false, children }: { form: string; restored?: Record<string, unknown> | null; stale?: boolean; children: ReactNode }) {
  return <KeptScopeContext value={{ form, restored, stale }}>{children}</KeptScopeContext>;
}

/** The kept form's scope of the dialog (null outside a page that keeps its forms). */
export function useKeptScope(): KeptScope | null {
  return useContext(KeptScopeContext);
}

/** The start values with what was restored laid over them (only the form's own keys). */
export function withRestored(start: Record<string, unknown>, restored: Record<string, unknown> | null | undefined): Record<string, unknown> {
  if (!restored) return start;
  const out = { ...start };
  for (const key of Object.keys(start)) if (key in restored) out[key] = restored[key];
  return out;
}

/**
 * A page's own form (not a dialog: the system configuration): kept if the session ends while it
 * holds unsaved input, and the bar offering it back (`bar`; `onRestore` gets the kept values,
 * after which the stored copy is dropped). `clear` after a save.
 */
export function useKeptPageForm({
  form,
  name,
  dirty,
  values,
  mode = 'edit',
  omit,
  onRestore,
}: {
  form: string;
  name: string;
  dirty: boolean;
  values: Record<string, unknown>;
  mode?: 'add' | 'edit';
  omit?: string;
  onRestore: (values: Record<string, unknown>) => void;
}): { bar: ReactNode; clear: () => void } {
  useKeepOnSessionEnd({ form, mode, dirty, values, omit });
  const { kept, clear } = useKeptForm(form);
  const bar = kept ? (
    <RestoreUnsavedBar
      kept={kept}
      name={name}
      onRestore={() => {
        onRestore(kept.values);
        clear();
      }}
      onDiscard={clear}
    />
  ) : null;
  return { bar, clear };
}
