import * as v from 'valibot';
import './messages';
import type { MessageId, Translate } from '@/i18n';
import { defineCall } from '@/lib/api/contract';
import type { ChartMarker } from '@/lib/report/markers';
import { reportRequest } from '@/lib/report/wire';

/*
 * Changes marked on the charts (issue #23; a shared record: the statistics area answers the call,
 * and its reports, the market reports and the membership data mark the changes on their charts): what moved revenue on which business day. Read from
 * the operation log (a drama's prices, its start-charging episode, its shelving; an episode's
 * price or charge; a golden-bean package; a VIP type; a home-screen column) and from the push
 * records (a push sent). A drama's chart asks for that drama's changes (`dramaId`); every other
 * chart for all of them. The mock answers who changed what from what to what, named in the
 * caller's language (the tables' and fields' labels, as the operation log names them).
 */

/** What a change is about: the kinds of changes that move revenue. */
export const CHANGE_KINDS = ['price', 'paywall', 'shelving', 'beanPackage', 'vipType', 'homeColumn', 'push'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** One field of a change: its name in the caller's language, and its value before and after as text (null: none, an insert or a remove). */
export const ChangedFieldSchema = v.object({
  key: v.string(),
  name: v.string(),
  before: v.nullable(v.string()),
  after: v.nullable(v.string()),
});
export type ChangedField = v.InferOutput<typeof ChangedFieldSchema>;

export const ChangeSchema = v.object({
  /** `log-<id>` for a log row, `push-<id>` for a push sent. */
  id: v.string(),
  kind: v.picklist(CHANGE_KINDS),
  /** When it happened (ISO) and the business day it falls on (the report time zone's, 'YYYY-MM-DD'). */
  time: v.string(),
  day: v.string(),
  /** Who: the operator's account name ('system' for what nobody did by hand). */
  operator: v.string(),
  op: v.picklist(['insert', 'update', 'remove', 'send']),
  /** What: the table's label (短剧 / Dramas) and the record's name (a drama's title, a push's title; else its id). */
  tableName: v.string(),
  recordId: v.string(),
  recordName: v.string(),
  /** From what to what: the revenue-moving fields that changed (a push: whom it reached). */
  fields: v.array(ChangedFieldSchema),
  /** The dramas it is about (a drama's, an episode's, a home column's dramas); none: the whole app. */
  dramaIds: v.array(v.number()),
});
export type Change = v.InferOutput<typeof ChangeSchema>;

export const ChangesSchema = v.object({
  start: v.string(),
  end: v.string(),
  /** Oldest first. */
  changes: v.array(ChangeSchema),
});
export type Changes = v.InferOutput<typeof ChangesSchema>;

/**
 * The ten statistical reports (统计报表): who may read the dashboard, whose figures they are, is
 * every role with one of them (statistics/contract/calls.ts); their charts mark the changes.
 */
export const STATISTICAL_REPORT_PAGES = [
  'statisticalReport/visitorStatistics',
  'statisticalReport/orderStatistics',
  'statisticalReport/dramaStatistics',
  'statisticalReport/dramaDetailsStatistics',
  'statisticalReport/dramaPlaybackStatistics',
  'statisticalReport/platformInformationStatistics',
  'statisticalReport/vipStatistics',
  'statisticalReport/operationDaily',
  'statisticalReport/thirtyDaysData',
  'statisticalReport/userClickInformationStatistics',
] as const;

/** Who may read the changes: every role with a report, the dashboard or the membership data (their charts mark them). */
const CHANGES_GRANT = [...STATISTICAL_REPORT_PAGES, 'marketReport/adUserActivation', 'marketReport/pageBrowsingClick', 'marketReport/ttReport', 'member/membershipData'] as const;

export const changesCall = defineCall({
  method: 'POST',
  path: 'statistics/v1/changes',
  request: reportRequest({ dramaId: v.optional(v.nullable(v.pipe(v.number('valid.invalid'), v.integer('valid.invalid'), v.minValue(1, 'valid.invalid')))) }),
  response: ChangesSchema,
  access: 'read',
  grant: CHANGES_GRANT,
  summary: 'What moved revenue in the period, for the charts’ markers: a drama’s prices, start-charging episode or shelving, an episode’s price or charge, a golden-bean package, a VIP type, a home-screen column (from the operation log), and pushes sent (from the push records); with dramaId, only the changes about that drama.',
  notes:
    'A period as the reports take it (start and end days of the business day’s time zone, both included; at most 731 days). Each change says who (operator), what (tableName, recordName) and from what to what (fields: name, before, after as text), in the caller’s language, and the business day it falls on.',
});

/** The changes as the report pages ask for them. */
export const changesApi = {
  changes: (p: { start: string; end: string; dramaId?: number | null }) => changesCall.send({ start: p.start, end: p.end, dramaId: p.dramaId ?? null }),
};

/* ---------------------------------------------------------------- a change as a marker's line */

const KIND: Record<ChangeKind, MessageId> = {
  price: 'changes.kind.price',
  paywall: 'changes.kind.paywall',
  shelving: 'changes.kind.shelving',
  beanPackage: 'changes.kind.beanPackage',
  vipType: 'changes.kind.vipType',
  homeColumn: 'changes.kind.homeColumn',
  push: 'changes.kind.push',
};

const SENTENCE: Record<Change['op'], MessageId> = {
  update: 'changes.update',
  insert: 'changes.insert',
  remove: 'changes.remove',
  send: 'changes.send',
};

/** A change as one line, in the reader's language: 价格：operator 修改了短剧「…」：单集价格 从 50 改为 60. */
export function changeText(change: Change, t: Translate): string {
  const fields = change.fields
    .map((f) =>
      f.before !== null && f.after !== null
        ? t('changes.fromTo', { name: f.name, before: f.before, after: f.after })
        : t('changes.value', { name: f.name, value: f.after ?? f.before ?? '-' }),
    )
    .join(t('changes.separator'));
  return t(SENTENCE[change.op], { kind: t(KIND[change.kind]), operator: change.operator, table: change.tableName, record: change.recordName, fields });
}

/** The changes as the report kit's markers (ReportBody's `markers`: ./change-markers.ts). */
export function changeMarkers(changes: readonly Change[], t: Translate): ChartMarker[] {
  return changes.map((c) => ({ id: c.id, day: c.day, text: changeText(c, t) }));
}
