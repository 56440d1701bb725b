import * as v from 'valibot';
import type { MessageId } from '@/i18n';
import { defineCall } from '@/lib/api/contract';
import './messages';

/*
 * Members' inboxes (a shared record): sending an internal message (the engagement area) writes one
 * inbox row per recipient; the member page lists a member's rows.
 */

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
/** An id as lookups and related lists send it (a number, or its text). */
const IdOrText = v.union([Id, v.pipe(v.string(), v.maxLength(20))]);

/** One message in one member's inbox: what sending writes, a row per recipient. */
export const InboxSchema = v.object({
  id: v.number(),
  memberId: v.number(),
  /** The internal message it came from. */
  messageId: v.number(),
  title: v.string(),
  sentTime: v.string(),
  read: v.boolean(),
});
export type InboxRow = v.InferOutput<typeof InboxSchema>;
export const INBOX_TABLE = 'memberInbox';
/** The inbox's list endpoint: by member (the member page's related list) or by message. */
export const INBOX_ENDPOINT = 'inbox';

const m = (id: MessageId) => id;
const named = (value: unknown) => value !== undefined && value !== '';
/** A page of inbox rows: one member's, or one message's recipients; one of the two is required (as a member's other histories require the member). */
export const InboxPageRequestSchema = v.pipe(
  v.object({
    memberId: v.optional(IdOrText),
    messageId: v.optional(IdOrText),
    pageNum: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
    pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
  }),
  v.check((input) => named(input.memberId) || named(input.messageId), m('engage.inbox.memberRequired')),
);
/** An inbox row as the lists show it: the member named (the message's recipients) too. */
export const InboxRowSchema = v.object({ ...InboxSchema.entries, cardNumber: v.string(), memberName: v.string() });
export type InboxListRow = v.InferOutput<typeof InboxRowSchema>;
export const InboxPageSchema = v.object({ records: v.array(InboxRowSchema), total: v.number(), pageNum: v.optional(v.number()), pageSize: v.optional(v.number()) });
export const inboxCall = defineCall({
  method: 'POST',
  path: 'inbox/v1/page',
  request: InboxPageRequestSchema,
  response: InboxPageSchema,
  access: 'read',
  grant: ['operate/internalMessage', 'member/memberInforMation'],
  summary: 'Inbox rows, newest first: one member’s (`memberId`, the member page) or one message’s recipients (`messageId`); without either it is refused (engage.inbox.memberRequired, 请指定会员), as a member’s payment, golden-bean and watch records are.',
});
