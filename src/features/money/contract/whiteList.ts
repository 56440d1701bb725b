import * as v from 'valibot';
import type { MessageId } from '@/i18n';
import { RecordVersion, defineCall } from '@/lib/api/contract';
import { RecordHitsSchema, RecordSearchRequestSchema } from '@/lib/record-search';
import { maxChars } from '@/lib/text';
import { CARD_BATCH_MAX, CARD_KINDS, CardBatchListSchema } from '@/records/catalogue';

/**
 * The money side of operations (issue #11): the white list, self-attribution, card batches, and
 * the order searches. What is sold (VIP types, packages, card codes) and the orders and VIP
 * records are shared records (src/records/catalogue.ts, src/records/orders.ts).
 */

/** Valibot messages are message ids, translated where shown (the mock refuses with them). */
const m = (id: MessageId) => id;

/* ------------------------------------------------------------------------------------------------
 * White list (section 3: member, status) and self-attribution.
 * ---------------------------------------------------------------------------------------------- */

export const WhiteListSchema = v.object({
  id: v.number(),
  memberId: v.number(),
  cardNumber: v.string(),
  memberName: v.string(),
  phone: v.string(),
  email: v.string(),
  enabled: v.boolean(),
  remark: v.string(),
  operator: v.string(),
  createTime: v.string(),
  version: RecordVersion,
});
export type WhiteListEntry = v.InferOutput<typeof WhiteListSchema>;

/** Which attribution sources are active: natural attribution alone, or some channels (section 5). */
export const AttributionConfigSchema = v.object({
  id: v.number(),
  natural: v.boolean(),
  channelIds: v.array(v.number()),
  updateTime: v.string(),
  updatedBy: v.string(),
  version: RecordVersion,
});
export type AttributionConfig = v.InferOutput<typeof AttributionConfigSchema>;

/** The mock world's tables of this area's own records. */
export const WHITE_LIST_TABLE = 'whiteList';
export const ATTRIBUTION_TABLE = 'attributionConfig';

/* ------------------------------------------------------------------------------------------------
 * Calls beyond the resource pattern.
 * ---------------------------------------------------------------------------------------------- */

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
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

/** A member found by card number, phone or e-mail (the white list's member picker). */
export const MemberHitSchema = v.object({ id: v.number(), cardNumber: v.string(), name: v.string(), phone: v.string(), email: v.string(), listed: v.boolean() });
/** `cardNumber`: what the operator typed in the one search box: a card number or a phone (from 4 characters, in part), or an e-mail. */
export const MemberSearchRequestSchema = v.object({ cardNumber: v.pipe(v.string(m('operate.white.keywordRequired')), v.maxLength(100, m('operate.white.keywordRequired'))) });
export const MemberSearchResultSchema = v.object({ records: v.array(MemberHitSchema) });
export const AddWhiteListRequestSchema = v.object({
  memberId: v.pipe(v.number(m('operate.white.memberRequired')), v.integer(m('operate.white.memberRequired')), v.minValue(1, m('operate.white.memberRequired'))),
  enabled: v.boolean(),
  remark: v.pipe(v.string(), maxChars(100, m('operate.white.remarkLength'))),
});

/** The attribution settings as the page shows them: the record and the old-user window of system/systemConfiguration. */
export const AttributionViewSchema = v.object({ config: AttributionConfigSchema, oldUserAttributionDays: v.number() });
export const SaveAttributionRequestSchema = v.object({
  natural: v.boolean(),
  channelIds: v.pipe(v.array(Id), v.maxLength(1000)),
  version: RecordVersion,
});


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
export const memberSearchCall = defineCall({
  method: 'POST',
  path: 'whiteList/v1/findMembers',
  request: MemberSearchRequestSchema,
  response: MemberSearchResultSchema,
  access: 'read',
  grant: 'operate/whiteList',
  summary: 'Members whose card number, phone or e-mail matches `cardNumber`, what the operator typed (up to 10; card numbers and phones may be given in part, from 4 characters), each saying whether it is on the white list already.',
});
export const addWhiteListCall = defineCall({
  method: 'POST',
  path: 'whiteList/v1/add',
  request: AddWhiteListRequestSchema,
  response: WhiteListSchema,
  access: 'write',
  grant: 'operate/whiteList',
  summary: 'Puts a member on the white list (at most once); answers the entry.',
});
export const attributionCall = defineCall({
  method: 'GET',
  path: 'attribution/v1/info',
  response: AttributionViewSchema,
  access: 'read',
  grant: 'operate/selfAttributionConfiguration',
  summary: 'The self-attribution settings, with the attribution window for old users (system/systemConfiguration).',
});
export const saveAttributionCall = defineCall({
  method: 'POST',
  path: 'attribution/v1/update',
  request: SaveAttributionRequestSchema,
  response: AttributionViewSchema,
  access: 'write',
  grant: 'operate/selfAttributionConfiguration',
  summary: 'Saves which attribution sources are active: natural attribution, or channels that exist.',
  notes: 'Natural attribution cannot be chosen together with other channels (section 5), and something must be chosen. The version read is required (a changed record answers 409).',
});
/** The command palette's order searches, one per order list (each granted to its page). */
const orderSearchNotes = 'Matches the order number, case ignored: the exact number first, then numbers starting with the query (from 3 characters), then numbers holding it (from 8 characters). Each hit names the order, its item and member.';
export const vipOrderSearchCall = defineCall({
  method: 'GET',
  path: 'vipOrder/v1/search',
  request: RecordSearchRequestSchema,
  response: RecordHitsSchema,
  access: 'read',
  grant: 'operate/vipOrders',
  summary: 'The command palette: VIP orders whose order number matches the query (at most 8).',
  notes: orderSearchNotes,
});
export const rechargeOrderSearchCall = defineCall({
  method: 'GET',
  path: 'rechargeOrder/v1/search',
  request: RecordSearchRequestSchema,
  response: RecordHitsSchema,
  access: 'read',
  grant: 'operate/rechargeOrders',
  summary: 'The command palette: recharge orders whose order number matches the query (at most 8).',
  notes: orderSearchNotes,
});
export const searchVipOrders = (q: string) => vipOrderSearchCall.send({ q });
export const searchRechargeOrders = (q: string) => rechargeOrderSearchCall.send({ q });


export const moneyApi = {
  generateCards: (input: v.InferInput<typeof GenerateCardsRequestSchema>) => generateCardsCall.send(input),
  voidCards: (ids: number[]) => voidCardsCall.send({ ids }),
  findMembers: (text: string) => memberSearchCall.send({ cardNumber: text }),
  addWhiteList: (input: v.InferInput<typeof AddWhiteListRequestSchema>) => addWhiteListCall.send(input),
  attribution: () => attributionCall.send(),
  saveAttribution: (input: v.InferInput<typeof SaveAttributionRequestSchema>) => saveAttributionCall.send(input),
};
