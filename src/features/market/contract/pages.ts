import * as v from 'valibot';
import { defineCall } from '@/lib/api/contract';
import { AnsweredPeriodEntries, comparedFigures, reportRequest } from '@/lib/report/wire';

const Count = v.number();
const optionalText = v.optional(v.pipe(v.string(), v.maxLength(100)));

/* ---------------------------------------------------------------- landing pages */

/** landing: a promotion link's landing page; h5: a page of the H5 site (theater/classification, H5 management) opened from a landing page. */
export const LANDING_KINDS = ['landing', 'h5'] as const;

export const PAGE_FIGURES = ['views', 'visitors', 'clicks', 'ctr'] as const;

export const PageDaySchema = v.object({ date: v.string(), views: Count, visitors: Count, clicks: Count, ctr: v.number() });
export const PageRowSchema = v.object({
  id: v.number(),
  /** 'link:<id>' or 'h5:<id>'. */
  key: v.string(),
  kind: v.picklist(LANDING_KINDS),
  name: v.string(),
  url: v.string(),
  views: Count,
  visitors: Count,
  clicks: Count,
  /** clicks / views, %. */
  ctr: v.number(),
});
export type PageRow = v.InferOutput<typeof PageRowSchema>;

export const PageReportSchema = v.object({
  ...AnsweredPeriodEntries,
  figures: comparedFigures(PAGE_FIGURES),
  days: v.array(PageDaySchema),
  pages: v.array(PageRowSchema),
  /** Every page there is (the page choice), whether visited in the period or not. */
  options: v.array(v.object({ key: v.string(), kind: v.picklist(LANDING_KINDS), name: v.string() })),
});
export type PageReport = v.InferOutput<typeof PageReportSchema>;

export const pageReportCall = defineCall({
  method: 'POST',
  path: 'marketReport/v1/pages',
  request: reportRequest({ page: optionalText }),
  response: PageReportSchema,
  access: 'read',
  grant: 'marketReport/pageBrowsingClick',
  summary: 'Views, unique visitors, clicks and click-through rate of the promotion landing pages and the H5 pages opened from them, per day and per page, for the period (one page or all), compared with the period before.',
  notes: "Every click on an ad opens its link's landing page (a view); a device is one visitor. A landing page's clicks are its 在 App 中观看 button's; an H5 page's, its link back to the drama. Days are UTC, by the time of the visit.",
});
