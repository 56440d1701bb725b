import * as v from 'valibot';
import { defineCall } from '@/lib/api/contract';
import { CARD_BATCH_MAX, CARD_KINDS, CardBatchListSchema } from '@/records/catalogue';
import { maxChars } from '@/lib/text';
import { Id, m } from './fields';

/*
 * Card codes (operate/cardSecurity): generating a batch and voiding codes. The batches and codes
 * themselves are what is sold, a shared record (src/records/catalogue.ts).
 */

const optionalId = v.optional(v.nullable(v.union([Id, v.pipe(v.string(), v.maxLength(20))])));

/** Generate a batch of card codes: a VIP type or a package, a name, 1 to 10,000 codes. */
export const GenerateCardsRequestSchema = v.object({
  kind: v.picklist(CARD_KINDS, m('operate.card.kindRequired')),
  vipTypeId: optionalId,
  packageId: optionalId,
  name: v.pipe(v.string(m('operate.card.nameRequired')), maxChars(30, m('operate.card.nameLength'))),
  quantity: v.pipe(
    v.number(m('operate.card.quantityRule')),
    v.integer(m('operate.card.quantityRule')),
    v.minValue(1, m('operate.card.quantityRule')),
    v.maxValue(CARD_BATCH_MAX, m('operate.card.quantityRule')),
  ),
});
export const VoidCardsRequestSchema = v.object({ ids: v.pipe(v.array(Id, m('operate.card.voidNone')), v.minLength(1, m('operate.card.voidNone')), v.maxLength(CARD_BATCH_MAX)) });
export const VoidCardsResultSchema = v.object({ voided: v.number() });

export const generateCardsCall = defineCall({
  method: 'POST',
  path: 'cardBatch/v1/generate',
  request: GenerateCardsRequestSchema,
  response: CardBatchListSchema,
  access: 'write',
  grant: 'operate/cardSecurity',
  summary: 'Generates a batch of 1 to 10,000 unique card codes for a VIP type (kind vip) or a golden-bean package (kind beans); answers the batch.',
  notes: 'Codes are 16 characters of a 31-character alphabet drawn with crypto.getRandomValues (about 79 bits each), unique across every batch.',
});
export const voidCardsCall = defineCall({
  method: 'POST',
  path: 'cardCode/v1/void',
  request: VoidCardsRequestSchema,
  response: VoidCardsResultSchema,
  access: 'write',
  grant: 'operate/cardSecurity',
  summary: 'Voids card codes not used yet; all or none: a used or already voided code refuses the call.',
});
