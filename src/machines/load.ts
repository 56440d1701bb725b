import { assign, emit, fromPromise, setup } from 'xstate';

/**
 * What a screen shows of one piece of server state (a settings record, a status, a tree, a
 * chart's figures). `data` is the newest answer: it stays while reloading, after a failed
 * reload, and while the answer for new params is on its way (pages may dim it meanwhile).
 */
export interface LoadContext {
  /** What the `load` actor is called with (a date range, an id...); undefined for an input-less load. */
  params: unknown;
  data: unknown;
  error: unknown;
}

export type LoadEvent =
  /** After a failure: load again. */
  | { type: 'RETRY' }
  /** Load again, showing the data meanwhile (after a write, or the refresh button). */
  | { type: 'RELOAD' }
  /** Load for other params; a load in flight is cancelled, its answer discarded. */
  | { type: 'SET_PARAMS'; params: unknown }
  /** A write answered with the new data: it becomes the data, and a load in flight (older) is cancelled. */
  | { type: 'SET_DATA'; data: unknown };

export type LoadEmitted = { type: 'reloaded' } | { type: 'reloadFailed'; error: unknown } | { type: 'reloadRefused' };

// `void` keeps the input optional (inference from `types.input` would drop `undefined`).
export type LoadInput = { params?: unknown } | void;

/**
 * One way to load server state that is not a list (lists use listMachine): loading, then
 * success or failure with the reason; RETRY after a failure; RELOAD keeps the data on screen
 * (reloading) and, when it fails, keeps it and emits `reloadFailed` for a toast; SET_PARAMS
 * cancels the load in flight, so a stale answer never overwrites a newer one. A RELOAD while a
 * load is in flight asks for nothing more and emits `reloadRefused` (a report's refresh button:
 * section 8's 正在刷新折线图，请勿频繁点击). The page provides the `load` actor
 * (`loadMachine.provide({ actors: { load: fromPromise(...) } })`).
 */
export const loadMachine = setup({
  types: {
    context: {} as LoadContext,
    events: {} as LoadEvent,
    emitted: {} as LoadEmitted,
    input: {} as LoadInput,
  },
  actors: {
    load: fromPromise<unknown, unknown>(async () => {
      throw new Error('load actor not provided');
    }),
  },
  actions: {
    store: assign({ data: (_, params: { data: unknown }) => params.data, error: null }),
  },
}).createMachine({
  id: 'load',
  context: ({ input }) => ({ params: input ? input.params : undefined, data: undefined, error: null }),
  initial: 'loading',
  on: {
    // Entering `loading` anew stops the actor in flight (its signal aborts): its answer is never delivered.
    SET_PARAMS: { target: '.loading', actions: assign({ params: ({ event }) => event.params }) },
    SET_DATA: { target: '.success', actions: { type: 'store', params: ({ event }) => ({ data: event.data }) } },
  },
  states: {
    loading: {
      tags: ['busy'],
      // Still loading: a refresh asks for nothing more (the refresh guard).
      on: { RELOAD: { actions: emit({ type: 'reloadRefused' as const }) } },
      invoke: {
        src: 'load',
        input: ({ context }: { context: LoadContext }) => context.params,
        onDone: { target: 'success', actions: { type: 'store', params: ({ event }) => ({ data: event.output }) } },
        onError: { target: 'failure', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    success: {
      on: { RELOAD: 'reloading' },
    },
    reloading: {
      tags: ['busy'],
      on: { RELOAD: { actions: emit({ type: 'reloadRefused' as const }) } },
      invoke: {
        src: 'load',
        input: ({ context }: { context: LoadContext }) => context.params,
        onDone: {
          target: 'success',
          actions: [{ type: 'store', params: ({ event }) => ({ data: event.output }) }, emit({ type: 'reloaded' as const })],
        },
        onError: {
          target: 'success',
          actions: emit(({ event }) => ({ type: 'reloadFailed' as const, error: event.error })),
        },
      },
    },
    failure: {
      on: { RETRY: 'loading', RELOAD: 'loading' },
    },
  },
});
