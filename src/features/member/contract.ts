import * as v from 'valibot';

/**
 * The member area's records (section 3, Member): one schema per record, used by the mock
 * tables, the console's response checks and the forms' types.
 */

export const MEMBER_TYPES = ['guest', 'member'] as const;
export const MEMBER_STATUSES = ['normal', 'frozen', 'closed'] as const;
export const PLATFORMS = ['ios', 'android', 'h5'] as const;
/** Third-party login types; a guest signs in with the device only. */
export const LOGIN_TYPES = ['google', 'apple', 'facebook', 'line', 'email', 'device'] as const;
export const GENDERS = ['male', 'female'] as const;
export const VIP_TYPES = ['weekly', 'monthly', 'quarterly', 'yearly'] as const;
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
  vipType: v.nullable(v.picklist(VIP_TYPES)),
  /** VIP expiry. */
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
});
export type Member = v.InferOutput<typeof MemberSchema>;

export const ORDER_TYPES = ['beans', 'vip'] as const;
export const ORDER_STATUSES = ['paid', 'refunded'] as const;
export const PAY_PLATFORMS = ['apple', 'google', 'stripe'] as const;

/** A drama payment record: a golden-bean package or a VIP period bought while watching a drama. Amounts in yen. */
export const PaymentRecordSchema = v.object({
  id: v.number(),
  memberId: v.number(),
  orderNo: v.string(),
  orderType: v.picklist(ORDER_TYPES),
  dramaId: v.number(),
  dramaName: v.string(),
  episode: v.number(),
  /** Yen. */
  amount: v.number(),
  /** Golden beans credited (base + gift); 0 for VIP. */
  beans: v.number(),
  vipType: v.nullable(v.picklist(VIP_TYPES)),
  payPlatform: v.picklist(PAY_PLATFORMS),
  thirdPartyNo: v.string(),
  status: v.picklist(ORDER_STATUSES),
  payTime: time,
  refundTime: optionalTime,
});
export type PaymentRecord = v.InferOutput<typeof PaymentRecordSchema>;

export const BEAN_TYPES = ['recharge', 'gift', 'signIn', 'task', 'unlock', 'admin'] as const;

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

export const UNLOCK_TYPES = ['free', 'beans', 'vip', 'ad'] as const;

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

export type { Channel } from '@/features/channel/contract';

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
  /** The whole member table. */
  overall: v.object({ total: Count, members: Count, guests: Count, activeVip: Count }),
  /** Users who joined in the period, by device type and by login method. */
  platforms: v.array(v.object({ key: v.picklist(PLATFORMS), count: Count })),
  loginTypes: v.array(v.object({ key: v.picklist(LOGIN_TYPES), count: Count })),
});
export type MemberStats = v.InferOutput<typeof MemberStatsSchema>;
