import * as v from 'valibot';
import type { MessageId } from '@/i18n';
import { RecordVersion, defineCall } from '@/lib/api/contract';
import { nameRule } from '@/lib/text';
import { timeOf } from './dramas';

/* theater/homePage: the app home screen's banners and columns, and its preview. */

export const BANNER_TABLE = 'banners';
export const HOME_COLUMN_TABLE = 'homeColumns';
export const BANNER_ENDPOINT = 'banner';
export const HOME_COLUMN_ENDPOINT = 'homeColumn';

/** Where tapping a banner leads: nowhere, a drama, or a link. */
export const BANNER_JUMPS = ['none', 'drama', 'link'] as const;
export type BannerJump = (typeof BANNER_JUMPS)[number];

/** A banner of the app's home screen; shown only within its display window when it has one (YYYY-MM-DDTHH:mm). */
export const BannerSchema = v.object({
  id: v.number(),
  version: RecordVersion,
  image: v.string(),
  bannerTypeId: v.number(),
  jump: v.picklist(BANNER_JUMPS),
  jumpDramaId: v.nullable(v.number()),
  jumpLink: v.string(),
  sort: v.number(),
  enabled: v.boolean(),
  startTime: v.nullable(v.string()),
  endTime: v.nullable(v.string()),
  createTime: v.string(),
});
export type Banner = v.InferOutput<typeof BannerSchema>;

/** A column (row of dramas) of the app's home screen: its dramas in the order shown. */
export const HomeColumnSchema = v.object({
  id: v.number(),
  version: RecordVersion,
  name: v.string(),
  dramaIds: v.array(v.number()),
  sort: v.number(),
  enabled: v.boolean(),
  createTime: v.string(),
});
export type HomeColumn = v.InferOutput<typeof HomeColumnSchema>;

/** A drama as the app's home screen shows it (only dramas on the shelf). */
export const HomePreviewDramaSchema = v.object({
  id: v.number(),
  name: v.string(),
  titleJa: v.string(),
  cover: v.string(),
  releasedEpisodes: v.number(),
  totalEpisodes: v.number(),
  score: v.number(),
  classification: v.string(),
  classificationJa: v.string(),
});
/** The app's home screen as the current banners and columns render it, at the demo world's now. */
export const HomePreviewSchema = v.object({
  /** The time the screen is for (banner windows are read at it). */
  at: v.string(),
  /** Enabled banners inside their display window, in order. */
  banners: v.array(v.object({ id: v.number(), image: v.string(), jump: v.picklist(BANNER_JUMPS), drama: v.nullable(HomePreviewDramaSchema), link: v.string() })),
  /** Banners not shown: disabled, outside their window, or opening a drama off the shelf. */
  hiddenBanners: v.number(),
  /** Enabled columns in order, each with its dramas on the shelf in the column's order. */
  columns: v.array(v.object({ id: v.number(), name: v.string(), dramas: v.array(HomePreviewDramaSchema), offShelf: v.number() })),
  /** Columns not shown: disabled, or with no drama on the shelf. */
  hiddenColumns: v.number(),
});
export type HomePreview = v.InferOutput<typeof HomePreviewSchema>;

export const homePreviewCall = defineCall({
  method: 'GET',
  path: 'home/v1/preview',
  response: HomePreviewSchema,
  access: 'read',
  grant: 'theater/homePage',
  summary: "The app's home screen as the current banners and columns render it: enabled banners inside their display window and enabled columns, in order, with their dramas on the shelf.",
  notes: 'Dramas off the shelf are left out of banners and columns (counted in `offShelf` / `hiddenBanners`); a column left without a drama is not shown.',
});
export const homeApi = { preview: () => homePreviewCall.send(undefined) };

/** Section 5: a homepage column's name takes 2-20 characters (as seen; no invisible characters). */
export const columnNameRule = nameRule(2, 20, 'theater.column.name.rule');

/** A banner's display window: both ends or neither, the start before the end. */
export function bannerWindowIssue(start: unknown, end: unknown): MessageId | null {
  const s = typeof start === 'string' && start ? timeOf(start) : null;
  const e = typeof end === 'string' && end ? timeOf(end) : null;
  if (s == null && e == null) return null;
  if (s == null || e == null) return 'theater.banner.window.both';
  return s < e ? null : 'theater.banner.window.order';
}

/* ---------------------------------------------------------------- the command palette (issue #14) */
