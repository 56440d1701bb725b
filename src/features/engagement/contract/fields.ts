import * as v from 'valibot';
import type { MessageId } from '@/i18n';

/* What every record of the engagement area's contract uses on the wire. */

/** Valibot messages are message ids, translated where shown (the mock refuses with them). */
export const m = (id: MessageId) => id;

/** Free text with a length in characters as the user sees them, capped on the wire like the kit's (src/lib/text.ts). */
export const text = (max: number) => v.pipe(v.string(), v.maxLength(max * 8));
export const whole = (min: number, max: number, message: MessageId) => v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
export const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
