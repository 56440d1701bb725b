import * as v from 'valibot';
import type { MessageId } from '@/i18n';
import { RecordVersion, defineCall } from '@/lib/api/contract';
import { timeOf } from '@/lib/time';
import { AudienceSchema } from '@/records/audience';
import { Id, m, text } from './fields';

/* ================================================================================================
 * Internal messages (operate/internalMessage) and the members' inboxes.
 * ============================================================================================== */

/** The states of the scheduled-message statechart (src/features/engagement/machines/message-schedule.ts). */
export const MESSAGE_STATES = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];
/** Section 4: send status sent or not sent. */
export const SEND_STATUSES = ['sent', 'notSent'] as const;

export const InternalMessageSchema = v.object({
  id: v.number(),
  version: RecordVersion,
  title: v.string(),
  /** The message in Chinese and English (required) and Japanese (optional). */
  content: v.string(),
  contentEn: v.string(),
  contentJa: v.string(),
  ...AudienceSchema.entries,
  state: v.picklist(MESSAGE_STATES),
  /** When it is to be sent ('YYYY-MM-DDTHH:mm', local; scheduled ones). */
  sendAt: v.nullable(v.string()),
  /** When it was sent (ISO), and to how many members (one inbox row each). */
  sentTime: v.nullable(v.string()),
  recipientCount: v.nullable(v.number()),
  createTime: v.string(),
  updateTime: v.string(),
  createdBy: v.string(),
});
export type InternalMessage = v.InferOutput<typeof InternalMessageSchema>;
export const InternalMessageRowSchema = v.object({
  ...InternalMessageSchema.entries,
  sendStatus: v.picklist(SEND_STATUSES),
  /** The send time: when it was sent, else when it is to be. */
  sendTime: v.nullable(v.string()),
  /** Sent: the inbox rows written; not sent: how many members it would reach now. */
  recipients: v.number(),
});
export type InternalMessageRow = v.InferOutput<typeof InternalMessageRowSchema>;
export const MESSAGE_TABLE = 'internalMessages';
export const MESSAGE_ENDPOINT = 'internalMessage';

export const SEND_ACTIONS = ['draft', 'now', 'schedule'] as const;
export type SendAction = (typeof SEND_ACTIONS)[number];

export const MessageInputSchema = v.object({
  title: text(50),
  content: text(1000),
  contentEn: text(1000),
  contentJa: text(1000),
  ...AudienceSchema.entries,
  /** When to send it: blank, or a real time (a draft's too: 'not a date' is refused with valid.time). */
  sendAt: v.nullable(v.pipe(v.string(), v.maxLength(20 * 8), v.check((at) => at === '' || Number.isFinite(timeOf(at)), m('valid.time')))),
});
export const SaveMessageRequestSchema = v.object({
  id: v.optional(v.nullable(Id)),
  version: v.optional(v.nullable(RecordVersion)),
  message: MessageInputSchema,
  /** Keep it as a draft, send it now, or schedule it for `sendAt`. */
  action: v.picklist(SEND_ACTIONS),
});
export type SaveMessageRequest = v.InferOutput<typeof SaveMessageRequestSchema>;

/** A scheduled message's time: required, a real time, in the future (by the server's clock). */
export function sendAtIssue(action: SendAction, sendAt: unknown, now: number): MessageId | null {
  if (action !== 'schedule') return null;
  if (typeof sendAt !== 'string' || !sendAt) return 'engage.message.sendAtRequired';
  const at = timeOf(sendAt);
  if (!Number.isFinite(at)) return 'valid.time';
  return at > now ? null : 'engage.message.sendAtFuture';
}

export const saveMessageCall = defineCall({
  method: 'POST',
  path: 'internalMessage/v1/save',
  request: SaveMessageRequestSchema,
  response: InternalMessageRowSchema,
  access: 'write',
  grant: 'operate/internalMessage',
  summary: 'Adds or edits an internal message and keeps it as a draft, sends it now, or schedules it.',
  notes: 'Only a draft or a scheduled message can be edited. Sending writes one inbox row per recipient; a scheduled message is sent when the server’s clock passes its time (at the next read). Scheduling needs a time in the future.',
});
const MessageRefSchema = v.object({ id: Id, version: RecordVersion });
export const cancelMessageCall = defineCall({
  method: 'POST',
  path: 'internalMessage/v1/cancel',
  request: MessageRefSchema,
  response: InternalMessageRowSchema,
  access: 'write',
  grant: 'operate/internalMessage',
  summary: 'Cancels a scheduled message (it will not be sent).',
  notes: 'Only a scheduled message can be cancelled; a sent one is refused.',
});
export const sendMessageNowCall = defineCall({
  method: 'POST',
  path: 'internalMessage/v1/sendNow',
  request: MessageRefSchema,
  response: InternalMessageRowSchema,
  access: 'write',
  grant: 'operate/internalMessage',
  summary: 'Sends a draft or a scheduled message now; answers it with the inbox rows written.',
});
