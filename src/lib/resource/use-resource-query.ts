import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useI18n } from '@/i18n';
import { listMachine, type ListQuery } from '@/machines/list';
import { toggleMachine } from '@/machines/toggle';
import { useGrant } from '../grants';
import { useNotify } from '../notify';
import { useSession } from '../session-context';
import { useStructural } from '../structural';
import { resourceApi } from './api';
import { resourceGrant, type ResourceAction } from './calls';
import type { ResourceEditor } from './editor';
import { invalidate } from './options';
import { prefetchList, takePrefetched } from './prefetch';
import { queryFromSearch, searchFromQuery, type Search } from './url';
import type { ResourceDef, Row } from './types';

/** What the page offers: what the definition (or its editor) offers and the signed-in role is granted. */
export interface ResourceCan {
  add: boolean;
  edit: boolean;
  delete: boolean;
  export: boolean;
  import: boolean;
  status: boolean;
  detail: boolean;
}

/**
 * The list side of a resource page: what the role may do (grants), the query the URL holds
 * (filters, sort, page; the page's own `scope` merged in but kept out of the URL) and the list
 * actor that reads it (src/machines/list.ts), with its state.
 */
export function useResourceQuery(def: ResourceDef, { scope, editor }: { scope?: Record<string, unknown>; editor?: ResourceEditor }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useRouterState({ select: (s) => s.location });
  const user = useSession((s) => s.context.user);
  const granted = useGrant();
  /**
   * What the page offers: what the definition offers and the role is granted (the server refuses
   * the rest with 403). Grants are per page, so in practice a role that reaches the page has them all.
   */
  const may = (action: ResourceAction, offered: unknown) => Boolean(offered) && granted(resourceGrant(def, action));
  const can: ResourceCan = {
    // An editor's add and edit are its save call's, granted as that call is.
    add: editor ? !editor.noAdd && granted(editor.grant) : may('add', def.can.add),
    edit: editor ? granted(editor.grant) : may('update', def.can.edit),
    delete: may('delete', def.can.delete),
    export: may('export', def.can.export),
    import: may('import', def.can.import),
    status: may('status', def.status),
    detail: may('info', def.can.detail),
  };
  const me = user ? { id: user.id } : null;
  /** Fields of this record the signed-in user may not change, with the reason (one's own role and status). */
  const lockedFields = (row: Row) => def.lockedFields?.(row, me) ?? {};
  const api = useMemo(() => resourceApi(def), [def]);

  const search = location.search as Search;
  const fromUrl = queryFromSearch(def, search);
  const query = useStructural(scope ? { ...fromUrl, filters: { ...fromUrl.filters, ...scope } } : fromUrl);
  // The first page is asked for now, before the page renders, unless the route already has (prefetch.ts).
  useState(() => prefetchList(def, search));

  const list = useActorRef(
    listMachine.provide({
      actors: {
        fetchPage: fromPromise(({ input }) => takePrefetched(def, input) ?? api.page(input)),
        toggle: toggleMachine.provide({
          actors: {
            switchStatus: fromPromise(({ input }) => api.setStatus({ id: input.id, version: input.version }, input.value ? def.status!.on : def.status!.off)),
          },
        }),
      },
    }),
    { input: { query, status: def.status ? { key: def.status.key, on: def.status.on } : null } },
  );
  const records = useSelector(list, (s) => s.context.records);
  const total = useSelector(list, (s) => s.context.total);
  const summary = useSelector(list, (s) => s.context.summary);
  const error = useSelector(list, (s) => s.context.error);
  const toggles = useSelector(list, (s) => s.context.toggles);
  const phase = useSelector(list, (s) => (s.matches('failure') ? 'failure' : s.matches('loading') ? 'loading' : 'ready'));
  const refreshing = useSelector(list, (s) => s.matches('refreshing'));
  const highlight = useSelector(list, (s) => s.context.highlight);
  const pinned = useSelector(list, (s) => s.context.pinned);

  useEffect(() => {
    if (JSON.stringify(list.getSnapshot().context.query) !== JSON.stringify(query)) list.send({ type: 'SET_QUERY', query });
  }, [list, query]);
  // What the server writes in the reader's language (a sign-in plan's rewards, a task's, a log's
  // table names) comes again when the language changes: the rows are asked for in the new one.
  const { locale } = useI18n();
  const rowsLocale = useRef(locale);
  useEffect(() => {
    if (rowsLocale.current === locale) return;
    rowsLocale.current = locale;
    list.send({ type: 'SET_QUERY', query: list.getSnapshot().context.query });
  }, [list, locale]);
  useEffect(() => {
    const subs = [list.on('refreshed', () => notify.success('msg.refreshSuccess')), list.on('refreshFailed', (e) => notify.error(e.error, 'msg.fetchFailed'))];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [list, notify]);

  /** Reads the page again (after a write elsewhere): the options and badges of the endpoint too. */
  const reload = () => {
    invalidate(def.endpoint);
    list.send({ type: 'SET_QUERY', query: { ...list.getSnapshot().context.query } });
  };
  /** The refresh button: the rows stay on screen while the page is read again. */
  const refresh = () => list.send({ type: 'REFRESH' });
  /** Another page, sort or filters: written to the URL, which the list follows. */
  const go = (next: Partial<ListQuery>) => {
    const merged = { ...query, ...next };
    // The page's own scope is not the user's filter: it stays out of the URL.
    if (scope) merged.filters = Object.fromEntries(Object.entries(merged.filters).filter(([key]) => !(key in scope)));
    void navigate({ to: location.pathname, search: searchFromQuery(def, merged, search) as never });
  };

  return {
    can,
    me,
    lockedFields,
    api,
    query,
    go,
    list,
    reload,
    refresh,
    records,
    total,
    summary,
    error,
    toggles,
    phase,
    refreshing,
    highlight,
    pinned,
    /** Filtered by the user (the page's scope is not a filter of theirs): an empty list says so. */
    filtered: Object.keys(query.filters).some((key) => !scope || !(key in scope)),
    /** The filter bar's filters: the definition's, less those the page's scope sets. */
    barFilters: scope ? def.filters.filter((f) => !(f.key in scope)) : def.filters,
  };
}

export type ResourceQuery = ReturnType<typeof useResourceQuery>;
