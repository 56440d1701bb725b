import * as v from 'valibot';
import './messages';
import { RecordVersion, defineCall } from '@/lib/api/contract';
import { DAY_MS, timeOf } from '@/lib/time';

/*
 * Dramas and their episodes (spec section 3, Drama and Episode; shared records): the theater
 * area edits them; members watch and pay for them (the member simulation, orders), the reports
 * count them, channels link to them. The copyright state and whether an episode is paid are
 * plain functions here: the theater's form and mock, the reports and the dashboard share them.
 */

/* ---------------------------------------------------------------- dramas */

/** Grounding (section 4): uploaded (on the shelf, members see it) or removed. */
export const GROUNDING = ['uploaded', 'removed'] as const;
export type Grounding = (typeof GROUNDING)[number];
/** A drama's grade (how the app ranks it in its lists). */
export const GRADES = ['S', 'A', 'B', 'C'] as const;

export const DramaSchema = v.object({
  id: v.number(),
  version: RecordVersion,
  name: v.string(),
  subtitle: v.string(),
  /** Japanese title and Japanese drama ID (the app's Japanese store listing). */
  titleJa: v.string(),
  codeJa: v.string(),
  /** Episodes planned in all; `releasedEpisodes` are the ones uploaded (the episodes table). */
  totalEpisodes: v.number(),
  releasedEpisodes: v.number(),
  /** Plot classification (theater/classification). */
  classificationId: v.nullable(v.number()),
  /** Labels: tag ids (required: at least one). */
  tagIds: v.array(v.number()),
  logoId: v.nullable(v.number()),
  /** 0 to 10, one decimal place. */
  score: v.number(),
  introduction: v.string(),
  cover: v.string(),
  episodeCover: v.string(),
  /** Golden beans: one episode, one episode for a VIP, the whole drama, the whole drama for a VIP. */
  singlePrice: v.number(),
  singleVipPrice: v.number(),
  wholePrice: v.number(),
  wholeVipPrice: v.number(),
  /** Episodes before this one are free; it and the later ones are paid (1..totalEpisodes). */
  startChargeEpisode: v.number(),
  grade: v.picklist(GRADES),
  /** Another drama the app offers next. */
  jumpDramaId: v.nullable(v.number()),
  grounding: v.picklist(GROUNDING),
  /** Timed shelving: at this time (YYYY-MM-DDTHH:mm) the drama goes on the shelf by itself. */
  shelveTime: v.nullable(v.string()),
  /** The copyright ends at this time (YYYY-MM-DDTHH:mm); null: no end. */
  copyrightExpiry: v.nullable(v.string()),
  virtualLikes: v.number(),
  virtualPlays: v.number(),
  virtualShares: v.number(),
  createTime: v.string(),
  updateTime: v.string(),
});
export type Drama = v.InferOutput<typeof DramaSchema>;

/** The mock world's drama table (another area's mock reads it by this name). */
export const DRAMA_TABLE = 'dramas';
export const EPISODE_TABLE = 'episodes';
export const DRAMA_ENDPOINT = 'drama';
export const EPISODE_ENDPOINT = 'episode';

/** An episode's charge: derived from the drama's start-charging episode, or set on the episode. */
export const EPISODE_CHARGES = ['auto', 'free', 'paid'] as const;
export type EpisodeCharge = (typeof EPISODE_CHARGES)[number];

export const EpisodeSchema = v.object({
  id: v.number(),
  version: RecordVersion,
  dramaId: v.number(),
  /** 1, 2, 3… in the order members watch them. */
  number: v.number(),
  cover: v.string(),
  video: v.string(),
  /** Seconds (0: unknown). */
  duration: v.number(),
  /** Golden beans; null: the drama's single-episode price (VIP price). */
  price: v.nullable(v.number()),
  vipPrice: v.nullable(v.number()),
  charge: v.picklist(EPISODE_CHARGES),
});
export type Episode = v.InferOutput<typeof EpisodeSchema>;

/** Whether an episode is paid: its own setting, or (auto) from the drama's start-charging episode on. */
export function isPaid(episode: { number: number; charge: EpisodeCharge }, startChargeEpisode: number): boolean {
  return episode.charge === 'auto' ? episode.number >= startChargeEpisode : episode.charge === 'paid';
}

/* ---------------------------------------------------------------- copyright */

export const COPYRIGHT_STATES = ['expired', 'expiring', 'valid'] as const;
export type CopyrightState = (typeof COPYRIGHT_STATES)[number];
/** Default of the alert setting (system/systemConfiguration: copyrightAlertDays). */
export const COPYRIGHT_ALERT_DAYS = 30;

/**
 * A drama's copyright at `now` (section 4: expired, or the days left): expired from the expiry
 * time on; otherwise the days left, counted up (one millisecond before the end is 1 day left);
 * expiring when those are within `alertDays`. Null: no expiry set.
 */
export function copyrightState(expiry: string | null, now: number, alertDays: number = COPYRIGHT_ALERT_DAYS): { state: CopyrightState; daysLeft: number } | null {
  if (!expiry) return null;
  const end = timeOf(expiry);
  if (!Number.isFinite(end)) return null;
  if (now >= end) return { state: 'expired', daysLeft: 0 };
  const daysLeft = Math.ceil((end - now) / DAY_MS);
  return { state: daysLeft <= alertDays ? 'expiring' : 'valid', daysLeft };
}
export const CopyrightAlertSchema = v.object({
  alertDays: v.number(),
  count: v.number(),
  dramas: v.array(v.object({ id: v.number(), name: v.string(), copyrightExpiry: v.string(), state: v.picklist(COPYRIGHT_STATES), daysLeft: v.number() })),
});
export type CopyrightAlerts = v.InferOutput<typeof CopyrightAlertSchema>;

export const copyrightAlertsCall = defineCall({
  method: 'GET',
  path: 'drama/v1/copyrightAlerts',
  response: CopyrightAlertSchema,
  access: 'read',
  grant: 'theater/shortDramaContent',
  summary: 'Dramas whose copyright has expired or expires within the alert setting (system configuration, default 30 days), soonest first.',
});

/** The copyright alerts as the dashboard and the sidebar's badge ask for them. */
export const dramaAlertsApi = { copyrightAlerts: () => copyrightAlertsCall.send(undefined) };

/* ---------------------------------------------------------------- H5 pages (theater/classification) */

const enabledSort = { enabled: v.boolean(), sort: v.number(), createTime: v.string(), version: RecordVersion };
export const H5PageSchema = v.object({ id: v.number(), name: v.string(), link: v.string(), ...enabledSort });
export type H5Page = v.InferOutput<typeof H5PageSchema>;
/** The mock world's H5 pages (the marketing reports count their views from the promotion landing pages). */
export const H5_TABLE = 'h5Pages';
