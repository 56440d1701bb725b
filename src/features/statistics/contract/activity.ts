import * as v from 'valibot';
import { AnsweredPeriodEntries, comparedFigures } from '@/lib/report/wire';
import { MEMBER_TYPES, PLATFORMS, UNLOCK_TYPES } from '@/records/members';

/*
 * The reports on what the app's users do: visitors, dramas and their episodes, playback,
 * platforms and devices, clicks.
 *
 * The statistical reports (statisticalReport/): each a declared call (./calls.ts) answered by the
 * mock's warehouse (mock/handlers/warehouse), which keeps daily aggregates built from the member simulation's
 * feed while the world seeds and kept up to date from table writes afterwards. Days are whole
 * days of the business day's time zone (src/lib/time-zone.ts, docs/business-day.md); a period is
 * [start, end], both included, at most two years; every answer also gives the figures of the
 * period of the same length just before, for compare-to-previous.
 */

const Count = v.number();

/* ---------------------------------------------------------------- what the app's users click */

/** The pages of the app whose clicks are counted. */
export const CLICK_PAGES = ['home', 'profile', 'player', 'paywall', 'store', 'vip', 'welfare'] as const;
export type ClickPage = (typeof CLICK_PAGES)[number];

/**
 * The elements of those pages. Clicks are derived from the member simulation's steps during each
 * visit (mock/handlers/warehouse/clicks.ts): the way to the first episode of a visit, each next episode,
 * the paywall's buttons, the store and VIP pages, the welfare page's sign-in and tasks.
 */
export const CLICK_ELEMENTS = [
  { key: 'homeDramaCard', page: 'home' },
  { key: 'homeBanner', page: 'home' },
  { key: 'homeSearch', page: 'home' },
  { key: 'profileHistory', page: 'profile' },
  { key: 'playerNext', page: 'player' },
  { key: 'paywallBeans', page: 'paywall' },
  { key: 'paywallAd', page: 'paywall' },
  { key: 'paywallRecharge', page: 'paywall' },
  { key: 'paywallVip', page: 'paywall' },
  { key: 'storePackage', page: 'store' },
  { key: 'vipSubscribe', page: 'vip' },
  { key: 'welfareSignIn', page: 'welfare' },
  { key: 'welfareTask', page: 'welfare' },
] as const satisfies ReadonlyArray<{ key: string; page: ClickPage }>;
export const CLICK_ELEMENT_KEYS = CLICK_ELEMENTS.map((e) => e.key);
export type ClickElement = (typeof CLICK_ELEMENTS)[number]['key'];

/* ---------------------------------------------------------------- devices */

/** Device types: phones and tablets run the app; H5 also runs in desktop browsers. */
export const DEVICE_TYPES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/* ---------------------------------------------------------------- the reports' indicators */

/** Visitor statistics: the figures its line chart can show (custom indicators, at most two at once). */
export const VISITOR_INDICATORS = ['visitors', 'newVisitors', 'visits', 'memberVisitors', 'guestVisitors'] as const;
/** Playback statistics: the same. */
export const PLAYBACK_INDICATORS = ['plays', 'viewers', 'watchMinutes', 'minutesPerViewer', 'completionRate'] as const;

/* ---------------------------------------------------------------- visitors */

export const VisitorDaySchema = v.object({
  date: v.string(),
  /** Members who opened the app that day (each once). */
  visitors: Count,
  /** Members who joined that day (their first visit). */
  newVisitors: Count,
  /** Times the app was opened. */
  visits: Count,
  memberVisitors: Count,
  guestVisitors: Count,
  ios: Count,
  android: Count,
  h5: Count,
});
export type VisitorDay = v.InferOutput<typeof VisitorDaySchema>;

const VisitorSplitSchema = { visitors: Count, newVisitors: Count, visits: Count };

export const VisitorReportSchema = v.object({
  ...AnsweredPeriodEntries,
  /** The custom indicators a chart may show at once (system/systemConfiguration, default 2). */
  maxIndicators: v.number(),
  /** visitors, memberVisitors, guestVisitors: people in the whole period, each once. */
  figures: comparedFigures(['visitors', 'newVisitors', 'visits', 'memberVisitors', 'guestVisitors', 'visitsPerVisitor']),
  days: v.array(VisitorDaySchema),
  /** The period's visitors by member type and by platform (each person once). */
  types: v.array(v.object({ type: v.picklist(MEMBER_TYPES), ...VisitorSplitSchema })),
  platforms: v.array(v.object({ platform: v.picklist(PLATFORMS), ...VisitorSplitSchema })),
});
export type VisitorReport = v.InferOutput<typeof VisitorReportSchema>;

/* ---------------------------------------------------------------- dramas */

export const DramaFiguresSchema = {
  /** Episodes played. */
  views: Count,
  /** Members who played at least one episode (each once). */
  viewers: Count,
  /** Viewers who unlocked at least one episode with golden beans or VIP. */
  payingViewers: Count,
  /** Episodes unlocked with golden beans or VIP. */
  paidUnlocks: Count,
  /** Yen: paid payment records made at the drama's paywall (refunded ones left out). */
  revenue: v.number(),
  /** Percent of the plays watched to the end (0-100, one decimal). */
  completionRate: v.number(),
};

export const DramaRowSchema = v.object({ dramaId: v.number(), name: v.string(), ...DramaFiguresSchema });
export type DramaStatRow = v.InferOutput<typeof DramaRowSchema>;

export const DramaReportSchema = v.object({
  ...AnsweredPeriodEntries,
  figures: comparedFigures(['views', 'viewers', 'payingViewers', 'paidUnlocks', 'revenue', 'completionRate']),
  /** Every drama played or paid for in the period, by views (the viewing ranking), most first. */
  dramas: v.array(DramaRowSchema),
  days: v.array(v.object({ date: v.string(), views: Count, viewers: Count, revenue: v.number() })),
});
export type DramaReport = v.InferOutput<typeof DramaReportSchema>;

export const DramaOptionSchema = v.object({ id: v.number(), name: v.string() });
export const DramaOptionsSchema = v.array(DramaOptionSchema);
export type DramaOption = v.InferOutput<typeof DramaOptionSchema>;

export const EpisodeStatSchema = v.object({
  episode: v.number(),
  /** From the start-charging episode on (or set paid on the episode). */
  paid: v.boolean(),
  views: Count,
  completionRate: v.number(),
  /** Percent of the previous episode's plays in the period not followed by this one (0-100); null for episode 1. */
  dropOff: v.nullable(v.number()),
  /** Unlocks with golden beans or VIP; null for a free episode. */
  paidUnlocks: v.nullable(Count),
  /** Yen of the paid payment records made at this episode's paywall. */
  revenue: v.number(),
});
export type EpisodeStat = v.InferOutput<typeof EpisodeStatSchema>;

export const DramaDetailsReportSchema = v.object({
  ...AnsweredPeriodEntries,
  drama: v.nullable(v.object({ id: v.number(), name: v.string(), releasedEpisodes: v.number(), totalEpisodes: v.number(), startChargeEpisode: v.number() })),
  figures: comparedFigures(['views', 'viewers', 'payingViewers', 'paidUnlocks', 'revenue', 'completionRate']),
  episodes: v.array(EpisodeStatSchema),
  days: v.array(v.object({ date: v.string(), views: Count, paidUnlocks: Count, revenue: v.number() })),
});
export type DramaDetailsReport = v.InferOutput<typeof DramaDetailsReportSchema>;

/* ---------------------------------------------------------------- playback */

export const PlaybackDaySchema = v.object({
  date: v.string(),
  plays: Count,
  /** Members who played something that day (each once). */
  viewers: Count,
  /** Minutes watched (one decimal). */
  watchMinutes: v.number(),
  minutesPerViewer: v.number(),
  completionRate: v.number(),
});
export type PlaybackDay = v.InferOutput<typeof PlaybackDaySchema>;

export const PlaybackReportSchema = v.object({
  ...AnsweredPeriodEntries,
  maxIndicators: v.number(),
  /** viewers: people in the whole period, each once; minutesPerViewer: watch time / those viewers. */
  figures: comparedFigures(['plays', 'viewers', 'watchMinutes', 'minutesPerViewer', 'completionRate']),
  days: v.array(PlaybackDaySchema),
  /** The period's plays by how the episode was unlocked. */
  unlocks: v.array(v.object({ unlock: v.picklist(UNLOCK_TYPES), plays: Count, watchMinutes: v.number() })),
});
export type PlaybackReport = v.InferOutput<typeof PlaybackReportSchema>;

/* ---------------------------------------------------------------- platforms */

const PlatformSplit = { activeUsers: Count, newUsers: Count };

export const PlatformReportSchema = v.object({
  ...AnsweredPeriodEntries,
  /** activeUsers: members who opened the app in the period (each once); newUsers: who joined in it. */
  figures: comparedFigures(['activeUsers', 'newUsers']),
  platforms: v.array(v.object({ key: v.picklist(PLATFORMS), ...PlatformSplit })),
  deviceTypes: v.array(v.object({ key: v.picklist(DEVICE_TYPES), ...PlatformSplit })),
  systems: v.array(v.object({ key: v.string(), ...PlatformSplit })),
  appVersions: v.array(v.object({ key: v.string(), ...PlatformSplit })),
});
export type PlatformReport = v.InferOutput<typeof PlatformReportSchema>;

/* ---------------------------------------------------------------- clicks */

export const ClickReportSchema = v.object({
  ...AnsweredPeriodEntries,
  /** users: members who clicked anything (of the page asked for) in the period, each once. */
  figures: comparedFigures(['clicks', 'users', 'clicksPerUser']),
  days: v.array(v.object({ date: v.string(), clicks: Count, users: Count })),
  pages: v.array(v.object({ page: v.picklist(CLICK_PAGES), clicks: Count, users: Count })),
  elements: v.array(v.object({ element: v.picklist(CLICK_ELEMENT_KEYS), page: v.picklist(CLICK_PAGES), clicks: Count, users: Count })),
});
export type ClickReport = v.InferOutput<typeof ClickReportSchema>;
