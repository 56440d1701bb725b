import { assign, emit, fromPromise, setup } from 'xstate';
import type { MessageId } from '@/i18n';

export interface ToggleInput {
  id: number;
  value: boolean;
  /** The record's version as read (optimistic concurrency): sent with the switch. */
  version?: number;
}

export interface ToggleContext extends ToggleInput {
  /** The value before the click, restored when the server refuses. */
  previous: boolean;
}

/** What `switchStatus` sends: the record, the value wanted, and the version the switch is based on. */
export interface SwitchInput {
  id: number;
  value: boolean;
  version?: number;
}

export type ToggleEmitted =
  | { type: 'notify'; intent: 'success' | 'error'; messageId: MessageId; error?: unknown }
  /** The server's answer to a switch: the record as it is now (its new version included). */
  | { type: 'saved'; record: { id: number; version?: number } & Record<string, unknown> };

/** The version of the record a switch answers, when it has one. */
function answeredVersion(output: unknown): number | undefined {
  const version = (output as { version?: unknown } | null)?.version;
  return typeof version === 'number' ? version : undefined;
}

/**
 * One record's enable/disable switch: it flips at once, calls the server with the version it
 * read, rolls back on failure, and ignores clicks while the call is in flight. After a switch it
 * keeps the version the server answered, so the next click is not refused as stale. The app
 * provides `switchStatus`.
 */
export const toggleMachine = setup({
  types: {
    context: {} as ToggleContext,
    input: {} as ToggleInput,
    events: {} as { type: 'TOGGLE' } | { type: 'SYNC'; value: boolean; version?: number },
    emitted: {} as ToggleEmitted,
  },
  actors: {
    switchStatus: fromPromise<unknown, SwitchInput>(async () => {
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
        SYNC: { actions: assign(({ context, event }) => ({ value: event.value, version: event.version ?? context.version })) },
      },
    },
    switching: {
      tags: ['busy'],
      invoke: {
        src: 'switchStatus',
        input: ({ context }) => ({ id: context.id, value: context.value, version: context.version }),
        onDone: {
          target: 'idle',
          actions: [
            assign(({ context, event }) => ({ version: answeredVersion(event.output) ?? context.version })),
            emit({ type: 'notify' as const, intent: 'success' as const, messageId: 'msg.statusSuccess' as MessageId }),
            emit(({ context, event }) => ({
              type: 'saved' as const,
              record: { ...(event.output && typeof event.output === 'object' ? (event.output as Record<string, unknown>) : {}), id: context.id, version: context.version },
            })),
          ],
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
