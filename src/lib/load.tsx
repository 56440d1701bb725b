import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useI18n } from '@/i18n';
import { loadMachine } from '@/machines/load';
import { useLatestCallback } from './latest';
import { LoadError } from './load-error';
import { useNotify } from './notify';
import { useStructural } from './structural';

export type LoadState = 'loading' | 'success' | 'failure' | 'reloading';

export interface UseLoadOptions {
  /**
   * A failed RELOAD keeps the data on screen; by default a toast says so ("获取数据失败" and the
   * reason), as the lists do. Give a function to say it otherwise.
   */
  onReloadFailed?: (error: unknown) => void;
  /** A reload asked for while a load is still in flight (nothing more is asked of the server). */
  onReloadRefused?: () => void;
  /** A reload answered (the data on screen is the new one). */
  onReloaded?: () => void;
}

export interface Load<T> {
  state: LoadState;
  /** The newest answer; kept while reloading, after a failed reload and while new params load. */
  data: T | undefined;
  error: unknown;
  /** Loading or reloading. */
  busy: boolean;
  /** After a failure: load again. */
  retry: () => void;
  /** Load again, keeping the data on screen (after a write, or a refresh button). */
  reload: () => void;
  /** A write answered with the new data: show it without asking again. */
  setData: (data: T) => void;
}

/**
 * Server state that is not a list, held by a `loadMachine` actor: `load(params, signal)` runs
 * at once and again whenever `params` changes (compared as JSON; the load in flight is
 * cancelled, so a stale answer never wins). The latest `load` is used: it may be an inline function.
 */
export function useLoad<T>(load: (params: undefined, signal: AbortSignal) => Promise<T>): Load<T>;
export function useLoad<T, P>(load: (params: P, signal: AbortSignal) => Promise<T>, params: P, options?: UseLoadOptions): Load<T>;
export function useLoad<T, P>(load: (params: P, signal: AbortSignal) => Promise<T>, params?: P, options: UseLoadOptions = {}): Load<T> {
  const notify = useNotify();
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  // The actor is made once; it calls the newest `load`.
  const run = useLatestCallback(load);
  const [machine] = useState(() =>
    loadMachine.provide({
      actors: { load: fromPromise<unknown, unknown>(({ input, signal }) => run(input as P, signal)) },
    }),
  );
  const actor = useActorRef(machine, { input: { params } });
  const state = useSelector(actor, (s) => s.value as LoadState);
  const data = useSelector(actor, (s) => s.context.data as T | undefined);
  const error = useSelector(actor, (s) => s.context.error);

  // `params` keeps its identity while it reads the same: a new load only when it changes.
  const asked = useStructural(params);
  useEffect(() => {
    if (JSON.stringify(actor.getSnapshot().context.params ?? null) !== JSON.stringify(asked ?? null)) actor.send({ type: 'SET_PARAMS', params: asked });
  }, [actor, asked]);

  useEffect(() => {
    const sub = actor.on('reloadFailed', (e) => {
      const say = latest.current.onReloadFailed;
      if (say) say(e.error);
      else notify.error(e.error, 'msg.fetchFailed');
    });
    const refused = actor.on('reloadRefused', () => latest.current.onReloadRefused?.());
    const reloaded = actor.on('reloaded', () => latest.current.onReloaded?.());
    return () => {
      sub.unsubscribe();
      refused.unsubscribe();
      reloaded.unsubscribe();
    };
  }, [actor, notify]);

  const [commands] = useState(() => ({
    retry: () => actor.send({ type: 'RETRY' }),
    reload: () => actor.send({ type: 'RELOAD' }),
    setData: (next: T) => actor.send({ type: 'SET_DATA', data: next }),
  }));
  return { state, data, error, busy: state === 'loading' || state === 'reloading', ...commands };
}

const useStyles = makeStyles({
  state: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalM, padding: tokens.spacingVerticalXXL, color: tokens.colorNeutralForeground3 },
});

/** The loading indicator of a screen with nothing to show yet (the lists show the same). */
export function Loading() {
  const styles = useStyles();
  const { t } = useI18n();
  return (
    <div className={styles.state}>
      <Spinner label={t('common.loading')} />
    </div>
  );
}

/**
 * A loaded screen's three faces: the reason and a Retry after a failure, the loading indicator
 * while there is nothing yet, then `children(data)` (also while reloading: `busy` tells).
 */
export function Loaded<T>({ load, children }: { load: Load<T>; children: (data: T, busy: boolean) => ReactNode }) {
  if (load.state === 'failure') return <LoadError error={load.error} onRetry={load.retry} />;
  if (load.data === undefined) return <Loading />;
  return <>{children(load.data, load.busy)}</>;
}
