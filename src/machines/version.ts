import { assign, fromPromise, setup } from 'xstate';

export interface VersionContext {
  /** The version this browser last saw; null before the first check. */
  stored: string | null;
}

export type VersionEvent = { type: 'NAVIGATED' };

/**
 * Section 4: on each navigation, fetch /version.json?t=<timestamp>; when the published version
 * differs from the stored one, store it and reload. Storing first makes the reload happen once:
 * after it, the versions agree. A failed fetch changes nothing. The very first check only stores.
 */
export const versionMachine = setup({
  types: { context: {} as VersionContext, events: {} as VersionEvent, input: {} as { stored: string | null } },
  actors: {
    fetchVersion: fromPromise<string, void>(async () => {
      throw new Error('fetchVersion actor not provided');
    }),
  },
  actions: {
    store: (_, _params: { version: string }) => {},
    reload: () => {},
  },
  guards: {
    isNew: ({ context }, params: { version: string }) => context.stored !== null && params.version !== context.stored,
    isFirst: ({ context }) => context.stored === null,
  },
}).createMachine({
  id: 'version',
  context: ({ input }) => ({ stored: input.stored }),
  initial: 'idle',
  states: {
    idle: { on: { NAVIGATED: 'checking' } },
    checking: {
      invoke: {
        src: 'fetchVersion',
        onDone: [
          {
            guard: { type: 'isNew', params: ({ event }) => ({ version: event.output }) },
            target: 'reloading',
            actions: [
              assign({ stored: ({ event }) => event.output }),
              { type: 'store', params: ({ event }) => ({ version: event.output }) },
            ],
          },
          {
            guard: 'isFirst',
            target: 'idle',
            actions: [
              assign({ stored: ({ event }) => event.output }),
              { type: 'store', params: ({ event }) => ({ version: event.output }) },
            ],
          },
          { target: 'idle' },
        ],
        onError: 'idle',
      },
    },
    /** Final: the page is going away. */
    reloading: { entry: 'reload', type: 'final' },
  },
});
