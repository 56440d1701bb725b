import * as v from 'valibot';
import { RecordVersion } from '@/lib/api/contract';

/* The six small lists of theater/classification (the resource pattern): plot classifications, tags, logos, banner types, report reasons; the H5 pages' record is shared (src/records/dramas.ts). */

const enabledSort = { enabled: v.boolean(), sort: v.number(), createTime: v.string(), version: RecordVersion };

export const ClassificationSchema = v.object({ id: v.number(), name: v.string(), nameJa: v.string(), ...enabledSort });
export type Classification = v.InferOutput<typeof ClassificationSchema>;
export const TagSchema = v.object({ id: v.number(), name: v.string(), nameJa: v.string(), ...enabledSort });
export type Tag = v.InferOutput<typeof TagSchema>;
export const LogoSchema = v.object({ id: v.number(), name: v.string(), image: v.string(), ...enabledSort });
export type Logo = v.InferOutput<typeof LogoSchema>;
export const BannerTypeSchema = v.object({ id: v.number(), name: v.string(), code: v.string(), ...enabledSort });
export type BannerType = v.InferOutput<typeof BannerTypeSchema>;
export const ReportReasonSchema = v.object({ id: v.number(), name: v.string(), nameJa: v.string(), ...enabledSort });
export type ReportReason = v.InferOutput<typeof ReportReasonSchema>;

/** Endpoints of the six lists of theater/classification (the resource pattern). */
export const CLASSIFICATION_ENDPOINT = 'classification';
export const TAG_ENDPOINT = 'tag';
export const LOGO_ENDPOINT = 'logo';
export const BANNER_TYPE_ENDPOINT = 'bannerType';
export const REPORT_REASON_ENDPOINT = 'reportReason';
export const H5_ENDPOINT = 'h5Page';

/* ---------------------------------------------------------------- theater/comment: comments and their reports */
