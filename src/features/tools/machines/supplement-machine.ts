import { assign, fromPromise, setup } from 'xstate';
import type { MessageId } from '@/i18n';
import { isGoogleOrderNo, type StoreLookup } from '@/records/orders';

/*
 * Supplementing an order by its Google order number (toolCategory/supplementOrder), as a
 * statechart: the number is looked up (a malformed number is refused before asking), the order
 * shown with its member and what paying it grants; an unpaid order can be confirmed, then paid;
 * an already-paid one, an unknown number, or a supplement the server refuses ends in `refused`
 * with the reason. From any settled state another number can be looked up. Side effects are the
 * named actors `lookup` and `supplement`, provided by the page (tests swap them with .provide()).
 */

export interface SupplementContext {
  /** The number looked up last (trimmed). */
  storeNo: string;
  /** The order found, with its member (after a supplement: as it is now). */
  found: StoreLookup | null;
  /** Why the last step was refused: a message id, or the error the call failed with. */
  refusal: MessageId | null;
  error: unknown;
}

export type SupplementEvent = { type: 'LOOKUP'; storeNo: string } | { type: 'CONFIRM' } | { type: 'CANCEL' } | { type: 'SUPPLEMENT' };

const payable = (found: StoreLookup | null) => found !== null && (found.order.status === 'unpaid' || found.order.status === 'failed');

export const supplementMachine = setup({
  types: {
    context: {} as SupplementContext,
    events: {} as SupplementEvent,
  },
  guards: {
    wellFormed: ({ event }) => event.type === 'LOOKUP' && isGoogleOrderNo(event.storeNo),
  },
  actions: {
    take: assign({ storeNo: ({ event }) => (event.type === 'LOOKUP' ? event.storeNo.trim() : ''), found: null, refusal: null, error: null }),
    malformed: assign({ storeNo: ({ event }) => (event.type === 'LOOKUP' ? event.storeNo.trim() : ''), found: null, refusal: 'tools.supplement.numberRule' as MessageId, error: null }),
  },
  actors: {
    lookup: fromPromise<StoreLookup, { storeNo: string }>(async () => {
      throw new Error('lookup: provided by the page');
    }),
    supplement: fromPromise<StoreLookup, { storeNo: string; version: number }>(async () => {
      throw new Error('supplement: provided by the page');
    }),
  },
}).createMachine({
  id: 'supplement',
  context: { storeNo: '', found: null, refusal: null, error: null },
  initial: 'idle',
  // LOOKUP from a settled state (each names it): a well-formed number is asked for, any other is refused at once.
  states: {
    idle: { on: { LOOKUP: [{ guard: 'wellFormed', target: 'lookingUp', actions: 'take' }, { target: 'refused', actions: 'malformed' }] } },
    lookingUp: {
      invoke: {
        src: 'lookup',
        input: ({ context }) => ({ storeNo: context.storeNo }),
        onDone: [
          { guard: ({ event }) => payable(event.output), target: 'lookedUp', actions: assign({ found: ({ event }) => event.output }) },
          // Found, but paid already (its callback arrived, or it was supplemented) or refunded.
          { target: 'refused', actions: assign({ found: ({ event }) => event.output, refusal: () => 'tools.supplement.alreadyPaid' as MessageId }) },
        ],
        onError: { target: 'refused', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    lookedUp: { on: { CONFIRM: 'confirming', LOOKUP: [{ guard: 'wellFormed', target: 'lookingUp', actions: 'take' }, { target: 'refused', actions: 'malformed' }] } },
    confirming: { on: { CANCEL: 'lookedUp', SUPPLEMENT: 'supplementing' } },
    supplementing: {
      invoke: {
        src: 'supplement',
        input: ({ context }) => ({ storeNo: context.storeNo, version: context.found!.order.version }),
        onDone: { target: 'paid', actions: assign({ found: ({ event }) => event.output }) },
        onError: { target: 'refused', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    paid: { on: { LOOKUP: [{ guard: 'wellFormed', target: 'lookingUp', actions: 'take' }, { target: 'refused', actions: 'malformed' }] } },
    refused: { on: { LOOKUP: [{ guard: 'wellFormed', target: 'lookingUp', actions: 'take' }, { target: 'refused', actions: 'malformed' }] } },
  },
});
