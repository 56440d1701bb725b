import { MEMBER_TABLE, type Member } from '@/records/members';
import { now } from '@/mocks/clock';
import { worldTable } from '@/mocks/db';
import { handleCall, ok, refuse, type MockUser } from '@/mocks/http';
import { crudHandlers, refuseStale } from '@/mocks/resource';
import { commentReportsCall, handleReportCall, hideCommentsCall, type Comment, type CommentReport, type CommentReportRow, type CommentRow } from '../../contract';
import { commentResource } from '../../resources';
import { commentReports, comments, dramas, reportReasons } from '../tables';

/*
 * theater/comment: the comment list with its members' and dramas' names, bulk hide, and the
 * reports. Handling a report (dismiss, or hide the comment) writes the report and the comment
 * with the operator: the operation log shows both.
 */

/** The member table, looked up when first used (the member area's mock may load after this one). */
const members = () => worldTable<Member>(MEMBER_TABLE);

const actor = (user: MockUser) => ({ id: user.id, name: user.name });
const memberName = (id: number) => {
  const m = members().get(id);
  return m ? m.nickname || m.name : `#${id}`;
};
export const reportsOf = (commentId: number) => commentReports.filter((r) => r.commentId === commentId);

/** A comment as the list shows it: names from the member and drama tables, its reports counted. */
export function presentComment(row: Comment): CommentRow {
  const reports = reportsOf(row.id);
  const pending = reports.filter((r) => !r.handled).length;
  return {
    ...row,
    memberName: memberName(row.memberId),
    dramaName: dramas.get(row.dramaId)?.name ?? `#${row.dramaId}`,
    reports: reports.length,
    pendingReports: pending,
    reportState: pending ? 'pending' : reports.length ? 'handled' : 'none',
  };
}

/** A report with its reporter's and reason's names (the reason as the report-reasons list names it). */
function presentReport(row: CommentReport): CommentReportRow {
  return { ...row, reporterName: memberName(row.reporterId), reasonName: reportReasons.get(row.reasonId)?.name ?? `#${row.reasonId}` };
}

function withReports(commentId: number, request: Request) {
  const row = comments.get(commentId);
  if (!row) return refuse(request, 'error.http.404', 404);
  const reports = reportsOf(commentId)
    .sort((a, b) => b.time.localeCompare(a.time) || b.id - a.id)
    .map(presentReport);
  return ok({ comment: presentComment(row), reports });
}

const contains = (haystack: string, needle: unknown) => haystack.toLowerCase().includes(String(needle).trim().toLowerCase());

export const commentHandlers = [
  ...crudHandlers({
    def: commentResource,
    table: comments,
    present: (row) => presentComment(row),
    filterBy: {
      member: (row, value) => contains(memberName(row.memberId), value),
      drama: (row, value) => contains(dramas.get(row.dramaId)?.name ?? '', value),
      reportState: (row, value) => presentComment(row).reportState === value,
    },
    // A deleted comment takes its reports with it.
    afterWrite: (row, op, { user }) => {
      if (op !== 'delete' || !row) return;
      for (const r of reportsOf(row.id)) commentReports.remove(r.id, actor(user));
    },
  }),
  handleCall(commentReportsCall, ({ input, request }) => withReports(input.id, request)),
  handleCall(handleReportCall, async ({ input, request, user }) => {
    const report = commentReports.get(input.id);
    if (!report) return refuse(request, 'error.http.404', 404);
    if (commentReports.isStale(report.id, input.version)) return refuseStale(request);
    if (report.handled) return refuse(request, 'theater.report.alreadyHandled', 400);
    const handledTime = new Date(now()).toISOString();
    const by = actor(user);
    if (input.action === 'dismiss') {
      await commentReports.update(report.id, { handled: true, handling: 'dismissed', handledBy: user.name, handledTime }, by);
    } else {
      const comment = comments.get(report.commentId);
      if (comment?.visible) await comments.update(comment.id, { visible: false }, by);
      // Hiding the comment answers every report on it still open.
      for (const r of reportsOf(report.commentId).filter((x) => !x.handled)) await commentReports.update(r.id, { handled: true, handling: 'hidden', handledBy: user.name, handledTime }, by);
    }
    return withReports(report.commentId, request);
  }),
  handleCall(hideCommentsCall, async ({ input, user }) => {
    let hidden = 0;
    for (const id of new Set(input.ids)) {
      const row = comments.get(id);
      if (row?.visible) {
        await comments.update(id, { visible: false }, actor(user));
        hidden++;
      }
    }
    return ok({ hidden });
  }),
];
