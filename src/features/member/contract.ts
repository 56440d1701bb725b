import * as v from 'valibot';
import type { MessageId } from '@/i18n';
import { defineCall } from '@/lib/api/contract';
import { RecordHitsSchema, RecordSearchRequestSchema } from '@/lib/record-search';
import { resourceApi } from '@/lib/resource/api';
import { maxChars } from '@/lib/text';
import { BEAN_TYPES, LOGIN_TYPES, MemberSchema, PLATFORMS, UNLOCK_TYPES, type Member } from '@/records/members';
import { CardRedemptionSchema, OrderSchema, VipRecordSchema } from '@/records/orders';

/**
 * The member area's own records and calls: golden-bean details, watching records, third-party
 * accounts, the member statistics and the member actions. The member itself is a shared record
 * (src/records/members.ts).
 */

const time = v.string();

/** A golden-bean detail: one change of a member's balance (negative spends or deducts). */
export const BeanLogSchema = v.object({
  id: v.number(),
  memberId: v.number(),
  type: v.picklist(BEAN_TYPES),
  quantity: v.number(),
  balanceAfter: v.number(),
  dramaId: v.nullable(v.number()),
  dramaName: v.string(),
  episode: v.nullable(v.number()),
  orderNo: v.string(),
  remark: v.string(),
  /** The admin who recharged or deducted (admin rows only). */
  operator: v.string(),
  createTime: time,
});
export type BeanLog = v.InferOutput<typeof BeanLogSchema>;


/** A watching record: one episode a member watched. */
export const WatchRecordSchema = v.object({
  id: v.number(),
  memberId: v.number(),
  dramaId: v.number(),
  dramaName: v.string(),
  episode: v.number(),
  unlockType: v.picklist(UNLOCK_TYPES),
  /** Percent of the episode watched. */
  progress: v.number(),
  watchTime: time,
});
export type WatchRecord = v.InferOutput<typeof WatchRecordSchema>;

/** A linked third-party account found by e-mail. */
export const ThirdPartyAccountSchema = v.object({
  provider: v.picklist(LOGIN_TYPES),
  account: v.string(),
  email: v.string(),
  bindTime: time,
  memberId: v.number(),
  cardNumber: v.string(),
  memberName: v.string(),
});
export type ThirdPartyAccount = v.InferOutput<typeof ThirdPartyAccountSchema>;
export const ThirdPartyLookupSchema = v.object({ email: v.string(), accounts: v.array(ThirdPartyAccountSchema) });

/** The answer to a golden-bean recharge or deduction. */
export const RechargeResultSchema = v.object({ member: MemberSchema, log: BeanLogSchema });

const Count = v.number();
export const MemberStatsSchema = v.object({
  start: v.string(),
  end: v.string(),
  /** One entry per day of the period, oldest first. */
  days: v.array(v.object({ date: v.string(), members: Count, guests: Count })),
  /** Users who joined in the period. */
  period: v.object({ total: Count, members: Count, guests: Count }),
  /** Users who joined in the period of the same length just before (compare-to-previous). */
  previous: v.object({ total: Count, members: Count, guests: Count }),
  /** The whole member table. */
  overall: v.object({ total: Count, members: Count, guests: Count, activeVip: Count }),
  /** Users who joined in the period, by device type and by login method. */
  platforms: v.array(v.object({ key: v.picklist(PLATFORMS), count: Count })),
  loginTypes: v.array(v.object({ key: v.picklist(LOGIN_TYPES), count: Count })),
});
export type MemberStats = v.InferOutput<typeof MemberStatsSchema>;

/* ---------------------------------------------------------------------------------------------
 * Calls beyond the resource pattern (the member list, info, update and export are the member
 * resource's). The request schemas check the wire shape, with the messages the dialogs' rules
 * use (features/member/resources.ts); the server applies those rules too.
 * ------------------------------------------------------------------------------------------- */

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
export const LookupRequestSchema = v.object({
  email: v.pipe(v.string(m('valid.emailRequired')), v.trim(), v.maxLength(254, m('valid.email'))),
});
export const StatisticsRequestSchema = v.object(
  {
    /** YYYY-MM-DD (a longer ISO text is cut to the day); start not after end (one day: [d, d]), at most 731 days (src/lib/report/period.ts). */
    start: v.pipe(v.string(m('valid.dateRange')), v.maxLength(30, m('valid.dateRange'))),
    end: v.pipe(v.string(m('valid.dateRange')), v.maxLength(30, m('valid.dateRange'))),
  },
  m('valid.dateRange'),
);
/** A page of one member's history: newest first, at most 100 rows a page. */
export const HistoryPageRequestSchema = v.object({
  memberId: idOrText(m('member.related.memberRequired')),
  pageNum: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
});

const pageOf = <T extends v.GenericSchema>(record: T) => v.object({ records: v.array(record), total: v.number(), pageNum: v.optional(v.number()), pageSize: v.optional(v.number()) });
/** A member's payment records: its orders (operate contract), newest first. */
export const PaymentPageSchema = pageOf(OrderSchema);
export const BeanLogPageSchema = pageOf(BeanLogSchema);
export const WatchPageSchema = pageOf(WatchRecordSchema);

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
export const lookupThirdPartyCall = defineCall({
  method: 'POST',
  path: 'member/v1/lookupThirdParty',
  request: LookupRequestSchema,
  response: ThirdPartyLookupSchema,
  access: 'read',
  grant: 'member/memberInforMation',
  summary: 'The third-party accounts linked to an email address (empty when none is).',
});
export const statisticsCall = defineCall({
  method: 'POST',
  path: 'member/v1/statistics',
  request: StatisticsRequestSchema,
  response: MemberStatsSchema,
  access: 'read',
  grant: 'member/membershipData',
  summary: 'New members and guests per day of a period, by device type and login method, and the whole table’s totals.',
  notes: 'Days of the reports’ time zone (UTC). Also the new users of the period of the same length just before (previous). A start after the end, or a period over 731 days, is refused (valid.dateRange, report.period.tooLong).',
});
export const paymentsCall = defineCall({
  method: 'POST',
  path: 'member/payment/v1/page',
  request: HistoryPageRequestSchema,
  response: PaymentPageSchema,
  access: 'read',
  grant: 'member/memberInforMation',
  summary: "A member's drama payment records: the member's orders (VIP and golden beans, any status), newest first.",
});
export const beanLogsCall = defineCall({
  method: 'POST',
  path: 'member/bean/v1/page',
  request: HistoryPageRequestSchema,
  response: BeanLogPageSchema,
  access: 'read',
  grant: 'member/memberInforMation',
  summary: "A member's golden-bean details, newest first; they always add up to the balance.",
});
export const watchesCall = defineCall({
  method: 'POST',
  path: 'member/watch/v1/page',
  request: HistoryPageRequestSchema,
  response: WatchPageSchema,
  access: 'read',
  grant: 'member/memberInforMation',
  summary: "A member's watching records, newest first.",
});

/** The member list's own calls (page with a card-number filter), for the referrer lookup. */
const memberList = resourceApi({ endpoint: 'member', schema: MemberSchema });

/** The member area's calls beyond the resource ones, as the dialogs and pages use them. */
export const memberApi = {
  /** Golden beans: a positive quantity recharges, a negative one deducts. */
  recharge: (id: number, quantity: number, remark: string) => rechargeCall.send({ id, quantity, remark }),
  setReferrer: (id: number, referrerCard: string) => setReferrerCall.send({ id, referrerCard }),
  setVip: (id: number, vipTypeId: number, expiryTime: string) => setVipCall.send({ id, vipTypeId, expiryTime }),
  redeemCard: (id: number, code: string) => redeemCardCall.send({ id, code }),
  setChannel: (id: number, channelId: number) => setChannelCall.send({ id, channelId }),
  lookupThirdParty: (email: string) => lookupThirdPartyCall.send({ email }),
  /** The member with exactly this card number, if any. */
  async findByCard(cardNumber: string): Promise<Member | null> {
    const page = await memberList.page({ pageNum: 1, pageSize: 10, filters: { cardNumber } });
    return (page.records as Member[]).find((row) => row.cardNumber === cardNumber) ?? null;
  },
  statistics: (start: string, end: string) => statisticsCall.send({ start, end }),
};

/* ------------------------------------------------------------------------------------------------
 * The command palette's member search (issue #14; src/lib/records.ts): a member by ID, card
 * number, phone or e-mail, opened in its own record tab.
 * ---------------------------------------------------------------------------------------------- */

export const memberSearchCall = defineCall({
  method: 'GET',
  path: 'member/v1/search',
  request: RecordSearchRequestSchema,
  response: RecordHitsSchema,
  access: 'read',
  grant: 'member/memberInforMation',
  summary: 'The command palette: members whose ID, card number, phone or e-mail matches the query (at most 8).',
  notes:
    'Digits (separators ignored) match the ID exactly, the card number from its start and the phone anywhere; other text matches the e-mail (case ignored). Exact matches come first, then those matching from the start. Each hit names the member and says which field matched, with its value.',
});

/** Searches members for the command palette. */
export const searchMembers = (q: string) => memberSearchCall.send({ q });
