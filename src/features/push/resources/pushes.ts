import type { MessageId } from '@/i18n';
import { defineResource } from '@/lib/resource/define';
import type { Option, RelatedDef } from '@/lib/resource/types';
import { SEGMENTS, TARGETS } from '@/records/audience';
import { FAIL_REASONS, PUSH_ENDPOINT, PUSH_FAILURE_ENDPOINT, PUSH_LANGUAGES, PUSH_STATUSES, PushRowSchema, TRIGGER_MODES } from '../contract';

const labelled = <T extends string>(values: readonly T[], id: (value: T) => string): Option[] => values.map((value) => ({ value, label: id(value) as MessageId }));

export const LANGUAGE_OPTIONS = labelled(PUSH_LANGUAGES, (x) => `push.language.${x}`);
export const TRIGGER_OPTIONS = labelled(TRIGGER_MODES, (x) => `push.trigger.${x}`);
export const STATUS_OPTIONS = labelled(PUSH_STATUSES, (x) => `push.status.${x}`);
export const KIND_OPTIONS = labelled(['live', 'test'] as const, (x) => `push.kind.${x}`);
export const REASON_OPTIONS = labelled(FAIL_REASONS, (x) => `push.reason.${x}`);
export const TARGET_OPTIONS = labelled(TARGETS, (x) => `push.target.${x}`);
// A segment has one name everywhere: the shared record's (src/records/messages.ts).
export const SEGMENT_OPTIONS = labelled(SEGMENTS, (x) => `engage.segment.${x}`);

/** A push's failed recipients: the detail drawer's related list. */
export const failureRelated: RelatedDef = {
  title: 'push.failures',
  endpoint: PUSH_FAILURE_ENDPOINT,
  parentKey: 'pushId',
  columns: [
    { key: 'cardNumber', label: 'push.failure.cardNumber', width: 100 },
    { key: 'memberName', label: 'push.failure.member', width: 130 },
    { key: 'reason', label: 'push.failure.reason', kind: 'enum', options: REASON_OPTIONS, width: 140 },
    { key: 'attempts', label: 'push.failure.attempts', kind: 'number', width: 80 },
    { key: 'resolved', label: 'push.failure.resolved', kind: 'bool', width: 90 },
    { key: 'time', label: 'push.failure.time', kind: 'datetime', width: 170 },
  ],
};

/** push/pushRecord: every push, its counts and status; the failed recipients in the detail; resend them. */
export const pushRecordResource = defineResource(PushRowSchema, {
  name: 'push',
  endpoint: PUSH_ENDPOINT,
  grant: 'push/pushRecord',
  title: 'push.record.title',
  labelKey: 'title',
  columns: [
    { key: 'id', label: 'list.id', kind: 'number', sortable: true, width: 70, hidden: true },
    { key: 'title', label: 'push.field.title', sortable: true, width: 150 },
    // A test send is marked (docs/safe-push.md): its deliveries are its test count, not the counts beside it.
    { key: 'kind', label: 'push.field.kind', kind: 'enum', options: KIND_OPTIONS, width: 70 },
    { key: 'testCount', label: 'push.field.testCount', kind: 'number', width: 80, hidden: true },
    { key: 'content', label: 'push.field.content', width: 220, hidden: true },
    // Language and trigger are in the column chooser (and the detail): with the delivery rate the list fits its card at 1280 in English.
    { key: 'language', label: 'push.field.language', kind: 'enum', options: LANGUAGE_OPTIONS, width: 80, hidden: true },
    { key: 'triggerMode', label: 'push.field.trigger', kind: 'enum', options: TRIGGER_OPTIONS, width: 100, hidden: true },
    { key: 'target', label: 'push.field.target', kind: 'enum', options: TARGET_OPTIONS, width: 100, hidden: true },
    { key: 'segment', label: 'push.field.segment', kind: 'enum', options: SEGMENT_OPTIONS, width: 130, hidden: true },
    { key: 'targetCount', label: 'push.field.targetCount', kind: 'number', width: 80, hidden: true },
    { key: 'successCount', label: 'push.field.successCount', kind: 'number', width: 80 },
    { key: 'failCount', label: 'push.field.failCount', kind: 'number', width: 80 },
    // Quiet hours and the cap: deliveries waiting (until when, in the members' zones) and members left out.
    // Targets and waiting are in the totals above the list (and the column chooser): the list fits 1280 px.
    { key: 'waitingCount', label: 'push.field.waitingCount', kind: 'number', width: 80, hidden: true },
    { key: 'waitingUntil', label: 'push.field.waitingUntil', width: 170, hidden: true },
    { key: 'cappedCount', label: 'push.field.cappedCount', kind: 'number', width: 80, hidden: true },
    { key: 'status', label: 'push.field.status', kind: 'enum', options: STATUS_OPTIONS, width: 90 },
    { key: 'deliveryRate', label: 'push.field.deliveryRate', kind: 'percent', decimals: 1, width: 90 },
    { key: 'time', label: 'push.field.time', kind: 'datetime', width: 140 },
    { key: 'createdBy', label: 'push.field.createdBy', width: 100, hidden: true },
    { key: 'createTime', label: 'list.createTime', kind: 'datetime', sortable: true, width: 150, hidden: true },
  ],
  filters: [
    { key: 'title', label: 'push.field.title', kind: 'text', fields: ['title', 'content'] },
    { key: 'status', label: 'push.field.status', kind: 'select', options: STATUS_OPTIONS },
    { key: 'test', label: 'push.field.kind', kind: 'select', options: [{ value: false, label: 'push.kind.live' }, { value: true, label: 'push.kind.test' }] },
    { key: 'triggerMode', label: 'push.field.trigger', kind: 'select', options: TRIGGER_OPTIONS },
    { key: 'language', label: 'push.field.language', kind: 'select', options: LANGUAGE_OPTIONS },
    { key: 'createTime', label: 'list.createTime', kind: 'dateRange' },
  ],
  fields: [],
  // Totals of the rows the filters match; test sends add nothing to them (their counts are apart).
  summary: [
    { key: 'targets', label: 'push.summary.targets', sum: 'targetCount' },
    { key: 'success', label: 'push.summary.success', sum: 'successCount' },
    { key: 'waiting', label: 'push.summary.waiting', sum: 'waitingCount' },
  ],
  can: { export: true, detail: true },
  defaultSort: { field: 'createTime', order: 'desc' },
  related: [failureRelated],
});
