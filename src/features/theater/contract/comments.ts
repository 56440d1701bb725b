import * as v from 'valibot';
import { RecordVersion, defineCall } from '@/lib/api/contract';

/* theater/comment: members' comments on episodes, and their reports. */

/** The mock world's comment and report tables, and the comment list's endpoint (the resource pattern). */
export const COMMENT_TABLE = 'comments';
export const COMMENT_REPORT_TABLE = 'commentReports';
export const COMMENT_ENDPOINT = 'comment';

/** A member's comment on an episode of a drama; `visible` false: hidden from the app (the list's switch). */
export const CommentSchema = v.object({
  id: v.number(),
  version: RecordVersion,
  memberId: v.number(),
  dramaId: v.number(),
  episodeNumber: v.number(),
  content: v.string(),
  likes: v.number(),
  visible: v.boolean(),
  time: v.string(),
});
export type Comment = v.InferOutput<typeof CommentSchema>;

/** Where a comment's reports stand: some still open, all handled, or none at all (the list's filter). */
export const REPORT_STATES = ['pending', 'handled', 'none'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

/** A comment as the list shows it: the member's and the drama's names, and its reports (all, not yet handled). */
export const CommentRowSchema = v.object({
  ...CommentSchema.entries,
  memberName: v.string(),
  dramaName: v.string(),
  reports: v.number(),
  pendingReports: v.number(),
  reportState: v.picklist(REPORT_STATES),
});
export type CommentRow = v.InferOutput<typeof CommentRowSchema>;

/** How a report was handled: dismissed (the comment stays), or the comment hidden. */
export const REPORT_HANDLINGS = ['dismissed', 'hidden'] as const;
export type ReportHandling = (typeof REPORT_HANDLINGS)[number];

/** A member's report on a comment, with a reason from the report-reasons list (theater/classification). */
export const CommentReportSchema = v.object({
  id: v.number(),
  version: RecordVersion,
  commentId: v.number(),
  reporterId: v.number(),
  reasonId: v.number(),
  time: v.string(),
  handled: v.boolean(),
  handling: v.nullable(v.picklist(REPORT_HANDLINGS)),
  handledBy: v.string(),
  handledTime: v.nullable(v.string()),
});
export type CommentReport = v.InferOutput<typeof CommentReportSchema>;

/** A report as the console shows it: the reporter's and the reason's names (the reason in the caller's language). */
export const CommentReportRowSchema = v.object({ ...CommentReportSchema.entries, reporterName: v.string(), reasonName: v.string() });
export type CommentReportRow = v.InferOutput<typeof CommentReportRowSchema>;

export const CommentReportsSchema = v.object({ comment: CommentRowSchema, reports: v.array(CommentReportRowSchema) });

export const commentReportsCall = defineCall({
  method: 'GET',
  path: 'comment/v1/reports',
  request: v.object({ id: v.number() }),
  response: CommentReportsSchema,
  access: 'read',
  grant: 'theater/comment',
  summary: 'A comment with its reports, newest first (reporter, reason, time, handled or not and how).',
});

export const HandleReportRequestSchema = v.object({
  id: v.number(),
  version: RecordVersion,
  action: v.picklist(['dismiss', 'hide'] as const),
});
export type HandleReportRequest = v.InferOutput<typeof HandleReportRequestSchema>;

export const handleReportCall = defineCall({
  method: 'POST',
  path: 'comment/v1/handleReport',
  request: HandleReportRequestSchema,
  response: CommentReportsSchema,
  access: 'write',
  grant: 'theater/comment',
  summary: 'Handles a report: dismiss (the comment stays as it is) or hide (the comment is hidden, and every report on it still open is handled with it). Answers the comment and its reports.',
  notes: 'Each write (the report, the comment) is recorded in the operation log with the operator. A report already handled is refused (theater.report.handled); an old version answers 409.',
});

export const BulkHideRequestSchema = v.object({ ids: v.pipe(v.array(v.number()), v.minLength(1), v.maxLength(500)) });

export const hideCommentsCall = defineCall({
  method: 'POST',
  path: 'comment/v1/hide',
  request: BulkHideRequestSchema,
  response: v.object({ hidden: v.number() }),
  access: 'write',
  grant: 'theater/comment',
  summary: 'Hides the given comments (bulk hide); answers how many were shown before. Each one hidden is recorded in the operation log.',
});

export const commentApi = {
  reports: (id: number) => commentReportsCall.send({ id }),
  handleReport: (request: HandleReportRequest) => handleReportCall.send(request),
  hide: (ids: number[]) => hideCommentsCall.send({ ids }),
};

/* ---------------------------------------------------------------- theater/homePage: banners and columns */
