import * as v from 'valibot';
import type { MessageId } from '@/i18n';
import { defineCall } from '@/lib/api/contract';
import { maxChars } from '@/lib/text';
import { MemberSchema } from '@/records/members';
import { CardRedemptionSchema, VipRecordSchema } from '@/records/orders';
import { BeanLogSchema } from './beans';

/*
 * The member area's own records and calls, one file each: beans.ts (golden-bean details),
 * history.ts (the pages of a member's details, watching records and payment records),
 * accounts.ts (third-party accounts), stats.ts (the member statistics), search.ts (the command
 * palette's member search), api.ts (the calls as the dialogs and pages send them); and here the
 * row actions: recharge, referrer, VIP, card code, channel.
 * The member itself is a shared record (src/records/members.ts).
 *
 * The request schemas check the wire shape, with the messages the dialogs' rules use
 * (resources/actions.ts); the server applies those rules too.
 */

/** Valibot messages are message ids, translated where shown (the mock refuses with them). */
const m = (id: MessageId) => id;
/** A blank value is "required"; anything else that is not a number breaks the next rule. */
const blankOr = (blank: MessageId, other: MessageId) => (issue: { input: unknown }) => (issue.input == null || issue.input === '' ? blank : other);

/** Golden beans per recharge or deduction from the console, either way. */
export const RECHARGE_LIMIT = 1_000_000;

/** A record id: a positive whole number. */
const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
/** An id that may come as text ('12'), as lookups and related lists send it. */
const idOrText = (message: MessageId) => v.union([Id, v.pipe(v.string(), v.maxLength(20))], message);

/** The answer to a golden-bean recharge or deduction. */
export const RechargeResultSchema = v.object({ member: MemberSchema, log: BeanLogSchema });

export const RechargeRequestSchema = v.object({
  id: Id,
  /** Whole golden beans, not 0; negative deducts; at most RECHARGE_LIMIT either way (the dialog's rule, in the same order). */
  quantity: v.pipe(
    v.number(blankOr(m('member.recharge.quantityRequired'), m('member.recharge.integer'))),
    v.integer(m('member.recharge.integer')),
    v.notValue(0, m('member.recharge.zero')),
    v.minValue(-RECHARGE_LIMIT, m('member.recharge.limit')),
    v.maxValue(RECHARGE_LIMIT, m('member.recharge.limit')),
  ),
  remark: v.optional(v.nullable(v.pipe(v.string(m('member.remarkLength')), maxChars(100, m('member.remarkLength'))))),
});
export const SetReferrerRequestSchema = v.object({
  id: Id,
  /** Another member's card number: 8 digits. */
  referrerCard: v.pipe(
    v.string(blankOr(m('member.referrer.cardRequired'), m('member.referrer.cardFormat'))),
    v.maxLength(32, m('member.referrer.cardFormat')),
  ),
});
export const SetVipRequestSchema = v.object({
  id: Id,
  /** A VIP type of operate/vipManagement. */
  vipTypeId: v.pipe(v.number(m('member.vip.typeRequired')), v.integer(m('member.vip.typeRequired')), v.minValue(1, m('member.vip.typeRequired'))),
  /** ISO date-time in the future. */
  expiryTime: v.pipe(v.string(m('member.vip.expiryRequired')), v.maxLength(40, m('member.vip.expiryRequired'))),
});
export const SetChannelRequestSchema = v.object({ id: Id, channelId: idOrText(m('member.channel.required')) });
/** Redeem a card code for the member: the code as typed (case, spaces and dashes do not matter). */
export const RedeemRequestSchema = v.object({
  id: Id,
  code: v.pipe(v.string(m('member.redeem.codeRequired')), v.maxLength(40, m('member.redeem.codeFormat'))),
});
/** What a redemption gave: the member after it, the redemption, and the detail row (golden beans) or the VIP record (VIP). */
export const RedeemResultSchema = v.object({
  member: MemberSchema,
  /** What the code gave: its package's or VIP type's name. */
  itemName: v.string(),
  redemption: CardRedemptionSchema,
  log: v.nullable(BeanLogSchema),
  vipRecord: v.nullable(VipRecordSchema),
});

export const rechargeCall = defineCall({
  method: 'POST',
  path: 'member/v1/recharge',
  request: RechargeRequestSchema,
  response: RechargeResultSchema,
  access: 'write',
  grant: 'member/memberInforMation',
  summary: 'Recharges golden beans (a positive quantity) or deducts them (a negative one); answers the member and the detail row written.',
  notes: 'The balance never goes below zero: such a deduction is refused with the current balance in the message, and nothing is written.',
});
export const setReferrerCall = defineCall({
  method: 'POST',
  path: 'member/v1/setReferrer',
  request: SetReferrerRequestSchema,
  response: MemberSchema,
  access: 'write',
  grant: 'member/memberInforMation',
  summary: "Sets a member's referrer by the referrer's card number; answers the member.",
  notes: 'Never the member itself; no referral loops.',
});
export const setVipCall = defineCall({
  method: 'POST',
  path: 'member/v1/setVip',
  request: SetVipRequestSchema,
  response: MemberSchema,
  access: 'write',
  grant: 'member/memberInforMation',
  summary: "Sets a member's VIP type and expiry (in the future), writing a VIP record (source admin); answers the member.",
});
export const redeemCardCall = defineCall({
  method: 'POST',
  path: 'member/v1/redeemCard',
  request: RedeemRequestSchema,
  response: RedeemResultSchema,
  access: 'write',
  grant: 'member/memberInforMation',
  summary: "Redeems a card code for the member: a golden-bean code credits the package's base and gift beans (a detail row), a VIP code adds one period of its VIP type after the member's current VIP time (a VIP record); answers what it wrote.",
  notes: 'A code is used once: an unknown, used or voided code is refused and nothing is written.',
});
export const setChannelCall = defineCall({
  method: 'POST',
  path: 'member/v1/setChannel',
  request: SetChannelRequestSchema,
  response: MemberSchema,
  access: 'write',
  grant: 'member/memberInforMation',
  summary: "Sets a member's development channel (an existing one); answers the member.",
});
