import * as v from 'valibot';
import { RecordVersion, defineCall } from '@/lib/api/contract';
import { maxChars } from '@/lib/text';
import { m } from './fields';

/* The white list (operate/whiteList; section 3: member, status): its entries and the member search that adds to it. */

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

/** The mock world's table of the white list. */
export const WHITE_LIST_TABLE = 'whiteList';

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
