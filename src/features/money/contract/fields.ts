import * as v from 'valibot';
import type { MessageId } from '@/i18n';

/* What every record of the money area's contract uses on the wire. */

/** Valibot messages are message ids, translated where shown (the mock refuses with them). */
export const m = (id: MessageId) => id;

/** A record's id. */
export const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
