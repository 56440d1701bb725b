import { assign, emit, fromPromise, setup } from 'xstate';
import type { MessageId } from '@/i18n';

export interface ToggleInput {
  id: number;
  value: boolean;
}

export interface ToggleContext extends ToggleInput {
  /** The value before the click, restored when the server refuses. */
  previous: boolean;
}

export type ToggleEmitted = { type: 'notify'; intent: 'success' | 'error'; messageId: MessageId; error?: unknown };

/**
 * One record's enable/disable switch: it flips at once, calls the server, rolls back on failure,
 * and ignores clicks while the call is in flight. The app provides `switchStatus`.
 */
export const toggleMachine = setup({
  types: {
    context: {} as ToggleContext,
    input: {} as ToggleInput,
    events: {} as { type: 'TOGGLE' } | { type: 'SYNC'; value: boolean },
    emitted: {} as ToggleEmitted,
  },
  actors: {
    switchStatus: fromPromise<unknown, { id: number; value: boolean }>(async () => {
      throw new Error('switchStatus actor not provided');
    }),
  },
}).createMachine({
  id: 'toggle',
  context: ({ input }) => ({ ...input, previous: input.value }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        TOGGLE: { target: 'switching', actions: assign(({ context }) => ({ previous: context.value, value: !context.value })) },
        SYNC: { actions: assign({ value: ({ event }) => event.value }) },
      },
    },
    switching: {
      tags: ['busy'],
      invoke: {
        src: 'switchStatus',
        input: ({ context }) => ({ id: context.id, value: context.value }),
        onDone: {
          target: 'idle',
          actions: emit({ type: 'notify' as const, intent: 'success' as const, messageId: 'msg.statusSuccess' as MessageId }),
        },
        onError: {
          target: 'idle',
          actions: [
            assign(({ context }) => ({ value: context.previous })),
            emit((args) => ({
              type: 'notify' as const,
              intent: 'error' as const,
              messageId: 'msg.statusFailed' as MessageId,
              error: (args.event as { error?: unknown }).error,
            })),
          ],
        },
      },
    },
  },
});
