import type { Faker } from '@faker-js/faker';
import { MEMBER_TABLE, type Member } from '@/records/members';
import { now } from '@/mocks/clock';
import { defineTable, worldTable } from '@/mocks/db';
import { handleCall, ok, refuse, type MockUser } from '@/mocks/http';
import { crudHandlers, refuseStale } from '@/mocks/resource';
import type { Fresh } from '@/mocks/table';
import { DRAMA_TABLE, type Drama } from '@/records/dramas';
import { COMMENT_REPORT_TABLE, COMMENT_TABLE, CommentReportSchema, CommentSchema, commentReportsCall, handleReportCall, hideCommentsCall, type Comment, type CommentReport, type CommentReportRow, type CommentRow, type ReportReason } from '../contract';
import { commentResource } from '../resources';
import { dramas, reportReasons } from './tables';
import { DAY } from './world';

/*
 * theater/comment in the demo world: members' comments on the episodes of dramas on the shelf,
 * and members' reports on some of them (reasons from the report-reasons list), seeded from the
 * fixed seed after the members, dramas and reasons they point at. Handling a report (dismiss, or
 * hide the comment) writes the report and the comment with the operator: the operation log shows
 * both.
 */

/** The member table, looked up when first used (the member area's mock may load after this one). */
const members = () => worldTable<Member>(MEMBER_TABLE);

/** What members write under an episode (zh and ja, as the app's audience does). */
const LINES = [
  '女主太飒了，这集看得我热血沸腾！', '男主的眼神戏绝了', '前夫哥终于开始后悔了，爽！', '这一集反转太多，没想到是他', '求快点更新，等不及了',
  '金豆花得值，全集一口气看完', '这个配乐好上头', '萌宝太可爱了哈哈哈', '结局能不能给个甜的', '第一次看短剧就入坑了',
  '剧情有点拖，不过演员颜值在线', '婆婆终于被打脸了', '每天等更新的动力', '演技在线，比很多长剧好看', '又哭又笑的一集',
  '続きが気になって眠れない！', '社長の逆転劇、最高でした', 'この女優さんの演技が好き', '毎日の楽しみです', 'まさかの展開に鳥肌',
  '剧透：最后他们在一起了', '加微信看全集，免费', '垃圾剧，浪费我的金豆', '这都什么烂剧情',
];
/** The lines members report (spoilers, ads, insults) come with the fitting reason. */
const REPORTED: Record<string, number> = { '剧透：最后他们在一起了': 3, '加微信看全集，免费': 4, '垃圾剧，浪费我的金豆': 2, '这都什么烂剧情': 7 };

export const COMMENT_COUNT = 600;

export function seedComments(faker: Faker, at: number, shelf: readonly Drama[], people: readonly Member[]): Fresh<Comment>[] {
  const onShelf = shelf.filter((d) => d.grounding === 'uploaded' && d.releasedEpisodes > 0);
  if (!onShelf.length || !people.length) return [];
  const rows: Fresh<Comment>[] = [];
  for (let i = 0; i < COMMENT_COUNT; i++) {
    const drama = faker.helpers.arrayElement(onShelf);
    // Newest last in id order: comment i is about (COMMENT_COUNT - i) / 10 days old.
    const time = new Date(at - ((COMMENT_COUNT - i) / 10) * DAY - faker.number.int({ min: 0, max: 3_600_000 })).toISOString();
    rows.push({
      id: i + 1,
      memberId: faker.helpers.arrayElement(people).id,
      dramaId: drama.id,
      episodeNumber: faker.number.int({ min: 1, max: drama.releasedEpisodes }),
      content: faker.helpers.arrayElement(LINES),
      likes: faker.number.int({ min: 0, max: 2000 }),
      visible: faker.datatype.boolean({ probability: 0.96 }),
      time,
    });
  }
  return rows;
}

/**
 * Reports: every comment with a reportable line gets one to three, the reason fitting the line,
 * and a few others get one by a member who disagreed. Those older than a week were handled
 * (dismissed) by the administrator; the newer ones wait.
 */
export function seedReports(faker: Faker, at: number, rows: readonly Comment[], people: readonly Member[], reasons: readonly ReportReason[]): Fresh<CommentReport>[] {
  const enabled = reasons.filter((r) => r.enabled);
  if (!enabled.length || !people.length) return [];
  const out: Fresh<CommentReport>[] = [];
  for (const c of rows) {
    const fitting = REPORTED[c.content];
    const count = fitting ? faker.number.int({ min: 1, max: 3 }) : faker.datatype.boolean({ probability: 0.03 }) ? 1 : 0;
    for (let k = 0; k < count; k++) {
      const time = new Date(Date.parse(c.time) + faker.number.int({ min: 10, max: 36 * 60 }) * 60_000).toISOString();
      const old = Date.parse(time) < at - 7 * DAY;
      const reason = (fitting && enabled.find((r) => r.id === fitting)) || faker.helpers.arrayElement(enabled);
      out.push({
        id: out.length + 1,
        commentId: c.id,
        reporterId: faker.helpers.arrayElement(people).id,
        reasonId: reason.id,
        time,
        handled: old,
        handling: old ? 'dismissed' : null,
        handledBy: old ? 'admin' : '',
        handledTime: old ? new Date(Date.parse(time) + DAY).toISOString() : null,
      });
    }
  }
  return out;
}

export const comments = defineTable<Comment>(COMMENT_TABLE, CommentSchema, ({ faker }) => seedComments(faker, now(), dramas.all(), members().all()), {
  label: 'theater.table.comments',
  fields: {
    memberId: 'theater.comment.member',
    dramaId: 'theater.comment.drama',
    episodeNumber: 'theater.comment.episode',
    content: 'theater.comment.content',
    likes: 'theater.comment.likes',
    visible: 'theater.comment.visible',
    time: 'theater.comment.time',
  },
  after: [MEMBER_TABLE, DRAMA_TABLE],
});

export const commentReports = defineTable<CommentReport>(
  COMMENT_REPORT_TABLE,
  CommentReportSchema,
  ({ faker }) => seedReports(faker, now(), comments.all(), members().all(), reportReasons.all()),
  {
    label: 'theater.table.commentReports',
    fields: {
      commentId: 'theater.report.comment',
      reporterId: 'theater.report.reporter',
      reasonId: 'theater.report.reason',
      time: 'theater.report.time',
      handled: 'theater.report.handled',
      handling: 'theater.report.handling',
      handledBy: 'theater.report.handledBy',
      handledTime: 'theater.report.handledTime',
    },
    after: [COMMENT_TABLE, MEMBER_TABLE, 'reportReasons'],
  },
);

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

