import { assign, emit, enqueueActions, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { toggleMachine } from './toggle';

export type RecordId = number;
/** A record of a list: an id and its fields. */
export type Row = { id: RecordId } & Record<string, unknown>;

export interface Sort {
  field: string;
  order: 'asc' | 'desc';
}

export interface ListQuery {
  pageNum: number;
  pageSize: number;
  filters: Record<string, unknown>;
  sort?: Sort;
}

export interface PageResult<T = Row> {
  records: T[];
  total: number;
  /** Figures of every row the filters match (a resource's `summary`: a count, sums), when it has some. */
  summary?: Record<string, number>;
}

export type ToggleRef = ActorRefFrom<typeof toggleMachine>;

export interface ListContext {
  query: ListQuery;
  records: Row[];
  total: number;
  /** The page answer's figures of the filtered rows (null when the resource has none). */
  summary: Record<string, number> | null;
  error: unknown;
  /** The status field and its "on" value, when records have a toggle. */
  status: { key: string; on: unknown } | null;
  /** One toggle actor per record on the page, by record id. */
  toggles: Record<number, ToggleRef>;
  generation: number;
  /** The record just added or edited: the list shows it highlighted until the query changes. */
  highlight: RecordId | null;
  /**
   * The record just added when the page does not hold it (another sort, filter or page): shown
   * above the page's rows, marked as new, until the query changes. Null once the page holds it.
   */
  pinned: Row | null;
}

export type ListEvent =
  | { type: 'SET_QUERY'; query: ListQuery }
  | { type: 'REFRESH' }
  | { type: 'RETRY' }
  /** A write answered with a record of the page (a status switch): it replaces the row, its version included. */
  | { type: 'PATCH'; record: Row }
  /** A record was added (the server's answer, or null when it answers none): reload, show it highlighted. */
  | { type: 'ADDED'; record: Row | null }
  /**
   * A record was edited: with the server's answer, the row takes it where it stands (no reload, so
   * it does not move) and its switch takes the new status and version; without one, the page reloads.
   */
  | { type: 'EDITED'; id: RecordId; record: Row | null };

export type ListEmitted = { type: 'refreshed' } | { type: 'refreshFailed'; error: unknown };

/**
 * A resource list: the page of records for a query (filters, sort, page), with loading, empty,
 * error and retry, and a refresh that keeps the rows on screen. Server state for lists lives in
 * these actors (docs/architecture.md): no second cache beside them.
 */
export const listMachine = setup({
  types: {
    context: {} as ListContext,
    events: {} as ListEvent,
    emitted: {} as ListEmitted,
    input: {} as { query: ListQuery; status?: { key: string; on: unknown } | null },
  },
  actors: {
    fetchPage: fromPromise<PageResult, ListQuery>(async () => {
      throw new Error('fetchPage actor not provided');
    }),
    toggle: toggleMachine,
  },
  actions: {
    store: enqueueActions(({ context, enqueue, event }) => {
      const result = (event as unknown as { output: PageResult }).output;
      for (const ref of Object.values(context.toggles)) enqueue.stopChild(ref);
      const generation = context.generation + 1;
      const pinned = context.pinned && !result.records.some((r) => r.id === context.pinned!.id) ? context.pinned : null;
      enqueue.assign({
        pinned,
        records: result.records,
        total: result.total,
        summary: result.summary ?? null,
        error: null,
        generation,
        toggles: ({ spawn }) => {
          const status = context.status;
          if (!status) return {};
          const refs: Record<number, ToggleRef> = {};
          for (const row of pinned ? [pinned, ...result.records] : result.records) {
            refs[row.id] = spawn('toggle', {
              id: `toggle-${generation}-${row.id}`,
              input: { id: row.id, value: row[status.key] === status.on, version: typeof row.version === 'number' ? row.version : undefined },
            }) as ToggleRef;
          }
          return refs;
        },
      });
    }),
  },
}).createMachine({
  id: 'list',
  context: ({ input }) => ({
    query: input.query,
    records: [],
    total: 0,
    summary: null,
    error: null,
    status: input.status ?? null,
    toggles: {},
    generation: 0,
    highlight: null,
    pinned: null,
  }),
  initial: 'loading',
  on: {
    SET_QUERY: { target: '.loading', actions: assign({ query: ({ event }) => event.query, highlight: null, pinned: null }) },
    ADDED: {
      target: '.loading',
      actions: assign({
        highlight: ({ event }) => event.record?.id ?? null,
        pinned: ({ event }) => event.record,
      }),
    },
    EDITED: [
      {
        guard: ({ event }) => event.record !== null,
        actions: enqueueActions(({ context, event, enqueue }) => {
          const record = event.record!;
          const patch = (row: Row) => (row.id === record.id ? { ...row, ...record } : row);
          enqueue.assign({
            highlight: record.id,
            records: context.records.map(patch),
            pinned: context.pinned ? patch(context.pinned) : null,
          });
          const toggle = context.toggles[record.id];
          const status = context.status;
          if (toggle && status && (status.key in record || typeof record.version === 'number')) {
            enqueue.sendTo(toggle, {
              type: 'SYNC',
              value: status.key in record ? record[status.key] === status.on : toggle.getSnapshot().context.value,
              version: typeof record.version === 'number' ? record.version : undefined,
            });
          }
        }),
      },
      { target: '.loading', actions: assign({ highlight: ({ event }) => event.id }) },
    ],
    // Rows only: the record's toggle actor already holds the value and version it switched to.
    PATCH: {
      actions: assign({
        records: ({ context, event }) => context.records.map((row) => (row.id === event.record.id ? { ...row, ...event.record } : row)),
      }),
    },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => context.query,
        onDone: { target: 'success', actions: 'store' },
        onError: { target: 'failure', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    success: {
      on: { REFRESH: 'refreshing' },
    },
    refreshing: {
      tags: ['busy'],
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => context.query,
        onDone: { target: 'success', actions: ['store', emit({ type: 'refreshed' as const })] },
        onError: {
          target: 'success',
          actions: emit((args) => ({ type: 'refreshFailed' as const, error: (args.event as { error?: unknown }).error })),
        },
      },
    },
    failure: {
      on: { RETRY: 'loading', REFRESH: 'loading' },
    },
  },
});
