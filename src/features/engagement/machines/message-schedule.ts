import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { MessageState } from '../contract';

/**
 * The life of an internal message (operate/internalMessage), one statechart for the page and
 * the demo backend:
 *
 *   draft ──SCHEDULE (a time in the future)──▶ scheduled ──time passes / TICK when due──▶ sending
 *   draft ──SEND_NOW──▶ sending            scheduled ──SEND_NOW──▶ sending
 *   scheduled ──SCHEDULE (another future time)──▶ scheduled      scheduled ──UNSCHEDULE──▶ draft
 *   scheduled ──CANCEL──▶ cancelled        sending ──delivered──▶ sent
 *   sending ──failed──▶ draft (nothing sent; its time kept for the operator to send or schedule again)
 *
 * EDIT (the content or the audience) is accepted in draft and scheduled only: a sent or cancelled
 * message is what it was. `deliver` is the side effect, a named actor: the demo backend writes
 * one inbox row per recipient and answers how many; tests swap it with `.provide()`.
 *
 * Time. A message entering `scheduled` through SCHEDULE (which carries the clock's `now`) waits
 * `at - now` on the actor's clock, so a test with a SimulatedClock moves time instead of waiting.
 * The demo backend keeps no actor alive: it stores the state with the record, restores it with
 * `resolveState` at each read and sends TICK with the mock clock's time (as the theater applies
 * timed shelving at the next read).
 */

export interface MessageContext {
  /** When it is to be sent (ms), for a scheduled message. */
  sendAt: number | null;
  /** When the sending in progress started: the scheduled time, or the time of SEND_NOW. */
  sendingAt: number | null;
  /** When it was sent (ms), and to how many members. */
  sentAt: number | null;
  recipients: number | null;
}

export type MessageEvent =
  | { type: 'SCHEDULE'; at: number; now: number }
  | { type: 'UNSCHEDULE' }
  | { type: 'SEND_NOW'; now: number }
  | { type: 'CANCEL' }
  | { type: 'EDIT' }
  | { type: 'TICK'; now: number };

/** What `deliver` gets: the time of sending. What it answers: how many inbox rows it wrote. */
export interface DeliverInput {
  at: number;
}
export interface DeliverOutput {
  recipients: number;
}

export const messageMachine = setup({
  types: {
    context: {} as MessageContext,
    input: {} as Partial<MessageContext>,
    events: {} as MessageEvent,
  },
  actors: {
    deliver: fromPromise<DeliverOutput, DeliverInput>(async () => {
      throw new Error('deliver actor not provided');
    }),
  },
  actions: {
    /** The content or audience changed (the record's business; the statechart only allows it). */
    edited: () => undefined,
  },
  guards: {
    inFuture: ({ event }) => event.type === 'SCHEDULE' && event.at > event.now,
    due: ({ context, event }) => event.type === 'TICK' && context.sendAt !== null && event.now >= context.sendAt,
  },
  delays: {
    /** From entering `scheduled` to its time, on the actor's clock. */
    untilDue: ({ context, event }) => (event.type === 'SCHEDULE' && context.sendAt !== null ? Math.max(0, context.sendAt - event.now) : 0),
  },
}).createMachine({
  id: 'internalMessage',
  context: ({ input }) => ({ sendAt: input.sendAt ?? null, sendingAt: input.sendingAt ?? null, sentAt: input.sentAt ?? null, recipients: input.recipients ?? null }),
  initial: 'draft',
  states: {
    draft: {
      on: {
        EDIT: { actions: 'edited' },
        SCHEDULE: { guard: 'inFuture', target: 'scheduled', actions: assign({ sendAt: ({ event }) => event.at }) },
        SEND_NOW: { target: 'sending', actions: assign({ sendingAt: ({ event }) => event.now }) },
      },
    },
    scheduled: {
      // Sent at its time, whenever the time is noticed.
      after: { untilDue: { target: 'sending', actions: assign({ sendingAt: ({ context }) => context.sendAt }) } },
      on: {
        EDIT: { actions: 'edited' },
        // Another time: the wait starts again.
        SCHEDULE: { guard: 'inFuture', target: 'scheduled', reenter: true, actions: assign({ sendAt: ({ event }) => event.at }) },
        UNSCHEDULE: { target: 'draft', actions: assign({ sendAt: null }) },
        SEND_NOW: { target: 'sending', actions: assign({ sendingAt: ({ event }) => event.now }) },
        TICK: { guard: 'due', target: 'sending', actions: assign({ sendingAt: ({ context }) => context.sendAt }) },
        CANCEL: { target: 'cancelled' },
      },
    },
    sending: {
      invoke: {
        src: 'deliver',
        input: ({ context }) => ({ at: context.sendingAt ?? 0 }),
        onDone: { target: 'sent', actions: assign({ sentAt: ({ context }) => context.sendingAt, sendingAt: null, recipients: ({ event }) => event.output.recipients }) },
        // Nothing was sent: back to a draft (its time kept), which the operator sends or schedules again.
        onError: { target: 'draft', actions: assign({ sendingAt: null }) },
      },
    },
    sent: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export type MessageSnapshot = SnapshotFrom<typeof messageMachine>;

/** A stored message's state as a snapshot of the statechart (nothing runs: the page asks it what may happen next). */
export function messageSnapshot(state: MessageState, context: Partial<MessageContext> = {}): MessageSnapshot {
  return messageMachine.resolveState({ value: state, context: { sendAt: context.sendAt ?? null, sendingAt: context.sendingAt ?? null, sentAt: context.sentAt ?? null, recipients: context.recipients ?? null } });
}

/** Whether the statechart accepts `event` in `state` (edit, cancel, send now…). */
export function messageCan(state: MessageState, event: MessageEvent, context: Partial<MessageContext> = {}): boolean {
  return messageSnapshot(state, context).can(event);
}
