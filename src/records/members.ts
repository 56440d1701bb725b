import * as v from 'valibot';
import './messages';
import type { MessageId } from '@/i18n';
import { RecordVersion } from '@/lib/api/contract';
import { defineMigrationTarget } from '@/lib/migration';
import { nameRule } from '@/lib/text';
import { emailRule } from '@/lib/validation';
import { ORDER_TYPES, PAY_PLATFORMS } from './orders';

/**
 * Members (section 3, Member; a shared record): the member area edits them; the channels'
 * distribution, the theater's comments, engagement's audiences, push, the reports and the tools
 * read them. One schema, used by the mock tables, the console's response checks and the forms' types.
 */

export const MEMBER_TYPES = ['guest', 'member'] as const;
export const MEMBER_STATUSES = ['normal', 'frozen', 'closed'] as const;
export const PLATFORMS = ['ios', 'android', 'h5'] as const;
/** Third-party login types; a guest signs in with the device only. */
export const LOGIN_TYPES = ['google', 'apple', 'facebook', 'line', 'email', 'device'] as const;
export const GENDERS = ['male', 'female'] as const;
/** Member levels Lv.1 to Lv.6 (grown by watching and paying). */
export const MEMBER_LEVELS = [1, 2, 3, 4, 5, 6] as const;

const time = v.string();
const optionalTime = v.nullable(v.string());

export const MemberSchema = v.object({
  id: v.number(),
  /** The member's card number (the id shown in the app). */
  cardNumber: v.string(),
  name: v.string(),
  nickname: v.string(),
  type: v.picklist(MEMBER_TYPES),
  level: v.number(),
  status: v.picklist(MEMBER_STATUSES),
  phone: v.string(),
  email: v.string(),
  gender: v.nullable(v.picklist(GENDERS)),
  /** YYYY-MM-DD */
  birthday: v.nullable(v.string()),
  platform: v.picklist(PLATFORMS),
  loginType: v.picklist(LOGIN_TYPES),
  /** Golden beans: always the sum of the member's golden-bean details. */
  beanBalance: v.number(),
  /** The VIP type of the member's latest VIP record (operate contract: VIP_TYPE_TABLE); null: never VIP. */
  vipTypeId: v.nullable(v.number()),
  /** VIP expiry: the latest VIP record's. */
  expiryTime: optionalTime,
  /** When the VIP auto-renewal was cancelled. */
  unsubscribeTime: optionalTime,
  refundTime: optionalTime,
  joinTime: time,
  lastLoginTime: time,
  referrerId: v.nullable(v.number()),
  referrerName: v.string(),
  referrerCard: v.string(),
  /** Development channel (null: organic). */
  channelId: v.nullable(v.number()),
  joinIp: v.string(),
  consecutiveLoginDays: v.number(),
  maxLoginDays: v.number(),
  deviceId: v.string(),
  appVersion: v.string(),
  /** Whether the install / purchase was posted back to the advertising platform. */
  sentBack: v.boolean(),
  /** The IANA zone the member lives in (quiet hours of pushes count in it); a record without one: `memberTimeZone`. */
  timeZone: v.optional(v.string()),
  /** Raised by every write (the console's edits and actions alike): an edit sends back the version it read. */
  version: RecordVersion,
});
export type Member = v.InferOutput<typeof MemberSchema>;

/** The zones the demo's members live in: the app sells in Japan, and some members watch from abroad. */
export const MEMBER_TIME_ZONES = ['Asia/Tokyo', 'Asia/Shanghai', 'America/Los_Angeles', 'Europe/London'] as const;

/**
 * A member's time zone: the record's own, or derived from it, the same every time: a Japanese
 * phone number or mail domain (.jp) is Tokyo; otherwise a fixed hash of the id puts 7 in 10 in
 * Tokyo and the rest in Shanghai, Los Angeles and London (the seed stores this, docs/safe-push.md).
 */
export function memberTimeZone(m: { id: number; phone: string; email: string; timeZone?: string }): string {
  if (m.timeZone) return m.timeZone;
  if (m.phone || /\.jp$/i.test(m.email)) return 'Asia/Tokyo';
  const h = (Math.imul(m.id, 0x9e3779b1) >>> 0) % 10;
  return h < 7 ? 'Asia/Tokyo' : MEMBER_TIME_ZONES[h - 6];
}

/**
 * The mock world's member table (other areas' mocks read it by this name: the channel area's
 * distribution figures, the theater's comments, the operate lists). A member's payments are the
 * orders of the operate contract (ORDER_TABLE), written by the same simulation.
 */
export const MEMBER_TABLE = 'members';

/**
 * The member simulation's feed (src/mocks/feed.ts): while the demo world seeds, every member's
 * life is walked once, and each step is published here for other areas' mocks to add up (daily
 * statistics, segments). Times are epoch milliseconds. Published in time order per member, members
 * in id order; a member's `join` comes first.
 */
export const MEMBER_ACTIVITY_FEED = 'member:activity';
export type MemberActivity =
  | { kind: 'join'; memberId: number; at: number; type: 'guest' | 'member'; platform: 'ios' | 'android' | 'h5'; channelId: number | null }
  /** The member opened the app (a visit: sign-ins, tasks and episodes follow within the hour). */
  | { kind: 'visit'; memberId: number; at: number }
  /** One episode watched: how it was unlocked, and how much of it (percent) was watched. */
  | { kind: 'watch'; memberId: number; at: number; dramaId: number; episode: number; unlock: (typeof UNLOCK_TYPES)[number]; progress: number }
  /** A change of the golden-bean balance (as the member's golden-bean details record it). */
  | { kind: 'bean'; memberId: number; at: number; type: (typeof BEAN_TYPES)[number]; quantity: number; balanceAfter: number }
  /**
   * A payment: a golden-bean package or a VIP period, paid (and perhaps refunded later: its refund
   * time). `amount` is the yen paid; the order (ORDER_TABLE) has the rest: its number, currency,
   * platform. Unpaid and failed orders are no payments: they are in the orders table only.
   */
  | {
      kind: 'pay';
      memberId: number;
      at: number;
      orderType: (typeof ORDER_TYPES)[number];
      amount: number;
      refundAt: number | null;
      orderNo: string;
      payPlatform: (typeof PAY_PLATFORMS)[number];
      /** VIP orders: the subscription's period (1 = first); null for golden beans. */
      period: number | null;
      firstPeriod: boolean;
    };


/** card: a golden-bean card code redeemed. */
export const BEAN_TYPES = ['recharge', 'gift', 'signIn', 'task', 'unlock', 'admin', 'card'] as const;

export const UNLOCK_TYPES = ['free', 'beans', 'vip', 'ad'] as const;

/* ------------------------------------------------------------------------------------------------
 * Data migration (issue #14, toolCategory/dataMigration; src/lib/migration.ts): members from an
 * Excel file. The member mock writes each row as a member the world has always had: the same
 * simulation as every seeded member gives their balance, VIP state and history from their join
 * time (src/features/member/mock/handlers/migration.ts).
 * ---------------------------------------------------------------------------------------------- */

const option = <T extends string>(values: readonly T[], id: (value: T) => MessageId) => values.map((value) => ({ value, label: id(value) }));

/** A Japanese mobile number as members give it: 070, 080 or 090 and eight digits. */
export const memberPhoneRule = v.pipe(v.string(), v.trim(), v.regex(/^0[789]0\d{8}$/, 'member.import.phoneRule'));

export const MEMBER_MIGRATION = defineMigrationTarget({
  key: 'members',
  title: 'member.import.target',
  grant: 'member/memberInforMation',
  messages: () => import('./messages'),
  fields: [
    { key: 'name', label: 'member.field.name', kind: 'text', required: true, rule: nameRule(1, 40, 'member.import.nameLength'), example: '山田 花子' },
    { key: 'nickname', label: 'member.field.nickname', kind: 'text', rule: nameRule(1, 20, 'member.nicknameLength'), example: 'hanako' },
    { key: 'type', label: 'member.field.type', kind: 'select', required: true, options: option(MEMBER_TYPES, (t) => `member.type.${t}`), example: 'member' },
    { key: 'phone', label: 'member.field.phone', kind: 'text', rule: memberPhoneRule, example: '09012345678' },
    { key: 'email', label: 'member.field.email', kind: 'text', rule: emailRule, example: 'hanako.yamada@example.jp' },
    { key: 'gender', label: 'member.field.gender', kind: 'select', options: option(GENDERS, (g) => `member.gender.${g}`), example: 'female' },
    { key: 'birthday', label: 'member.field.birthday', kind: 'date', example: '1995-04-12' },
    { key: 'platform', label: 'member.field.platform', kind: 'select', required: true, options: [{ value: 'ios', text: 'iOS' }, { value: 'android', text: 'Android' }, { value: 'h5', text: 'H5' }], example: 'ios' },
    {
      key: 'loginType',
      label: 'member.field.loginType',
      kind: 'select',
      required: true,
      options: LOGIN_TYPES.map((value) => (value === 'email' || value === 'device' ? { value, label: `member.login.${value}` as const } : { value, text: { google: 'Google', apple: 'Apple', facebook: 'Facebook', line: 'LINE' }[value] })),
      example: 'line',
    },
    { key: 'channelNumber', label: 'member.import.channelNumber', kind: 'text', rule: v.pipe(v.string(), v.trim(), v.regex(/^[A-Z0-9]{2,16}$/, 'member.import.channelNumberRule')), example: 'CH1001' },
    { key: 'joinTime', label: 'member.field.joinTime', kind: 'date', example: '2025-06-01' },
  ],
});
