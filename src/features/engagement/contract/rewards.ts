/* Rewards, shared by tasks and sign-in plans. */

export const REWARD_TYPES = ['beans', 'vipDays', 'other'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

/** The most a reward may give: golden beans, VIP days, or a count of something else. */
export const REWARD_MAX: Record<RewardType, number> = { beans: 100_000, vipDays: 365, other: 1000 };
