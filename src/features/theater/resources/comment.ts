import { defineResource } from '@/lib/resource/define';
import type { Option } from '@/lib/resource/types';
import { COMMENT_ENDPOINT, REPORT_STATES, CommentRowSchema } from '../contract';

/* theater/comment: members' comments and their reports. */

export const VISIBLE_OPTIONS: Option[] = [
  { value: true, label: 'theater.comment.shown' },
  { value: false, label: 'theater.comment.hidden' },
];
export const REPORTED_OPTIONS: Option[] = REPORT_STATES.map((value) => ({ value, label: `theater.comment.reported.${value}` as const }));

/**
 * Comments (theater/comment): the resource pattern (filters in the URL, the shown / hidden switch,
 * delete with confirmation, export); bulk hide and the reports with their handling are calls of
 * the contract (comment/v1/hide, comment/v1/reports, comment/v1/handleReport). Comments are the
 * members' own: the console never adds or edits one.
 */
export const commentResource = defineResource(CommentRowSchema, {
  name: 'comment',
  endpoint: COMMENT_ENDPOINT,
  grant: 'theater/comment',
  title: 'theater.comment.title',
  labelKey: 'content',
  columns: [
    { key: 'id', label: 'list.id', kind: 'number', sortable: true, width: 70, hidden: true },
    { key: 'memberName', label: 'theater.comment.member', width: 100 },
    { key: 'dramaName', label: 'theater.comment.drama', width: 130 },
    { key: 'episodeNumber', label: 'theater.comment.episode', kind: 'number', width: 60 },
    { key: 'content', label: 'theater.comment.content', width: 160 },
    { key: 'time', label: 'theater.comment.time', kind: 'datetime', sortable: true, width: 140 },
    { key: 'likes', label: 'theater.comment.likes', kind: 'number', sortable: true, width: 70, hidden: true },
    { key: 'pendingReports', label: 'theater.comment.pendingReports', kind: 'number', width: 80 },
    { key: 'reports', label: 'theater.comment.reports', kind: 'number', width: 80, hidden: true },
    { key: 'reportState', label: 'theater.comment.reported', kind: 'enum', options: REPORTED_OPTIONS, width: 100, hidden: true },
    { key: 'visible', label: 'theater.comment.visible', kind: 'status', width: 80 },
  ],
  filters: [
    { key: 'content', label: 'theater.comment.content', kind: 'text' },
    { key: 'reportState', label: 'theater.comment.reported', kind: 'select', options: REPORTED_OPTIONS },
    { key: 'member', label: 'theater.comment.memberSearch', kind: 'text', fields: ['memberName'] },
    { key: 'drama', label: 'theater.comment.dramaSearch', kind: 'text', fields: ['dramaName'] },
    { key: 'visible', label: 'theater.comment.visible', kind: 'select', options: VISIBLE_OPTIONS },
    { key: 'time', label: 'theater.comment.time', kind: 'dateRange' },
  ],
  fields: [],
  status: { key: 'visible', on: true, off: false, label: 'theater.comment.visible' },
  can: { delete: true, export: true },
  defaultSort: { field: 'time', order: 'desc' },
});
