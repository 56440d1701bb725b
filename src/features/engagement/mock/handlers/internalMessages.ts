import { http } from 'msw';
import * as v from 'valibot';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { isMessageId, type MessageId } from '@/i18n';
import { formSchema } from '@/lib/resource/form-schema';
import { MEMBER_TABLE, type Member } from '@/records/members';
import { now } from '@/mocks/clock';
import { worldTable } from '@/mocks/db';
import { API, authed, body, handleCall, ok, page, refuse, type MockUser } from '@/mocks/http';
import { crudHandlers, isVersion, refuseStale } from '@/mocks/resource';
import { audienceIssues } from '@/records/audience';
import { timeOf } from '@/lib/time';
import { INBOX_ENDPOINT, inboxCall, type InboxRow } from '@/records/inbox';
import { AUTO_MESSAGE_ENDPOINT, MESSAGE_ENDPOINT, cancelMessageCall, countedDays, saveMessageCall, sendAtIssue, sendMessageNowCall, type AutoMessage, type AutoMessageRow, type InternalMessage, type InternalMessageRow, type MessageState, type SaveMessageRequest } from '../../contract';
import { messageMachine, type MessageEvent } from '../../machines/message-schedule';
import { autoMessageResource } from '../../resources/autoMessages';
import { messageResource } from '../../resources/internalMessages';
import { membersTriggered } from '../seed/activity';
import { audienceWorld, reach } from '../tables/audience';
import { autoMessages, inbox, messages } from '../tables';

/*
 * operate/internalMessage and operate/automaticInternalMessage in the demo world. A message's
 * state follows the statechart of ../../machines/message-schedule.ts: each change restores the stored
 * state into an actor, sends the event, and stores where it ends; `deliver` writes one inbox row
 * per recipient. Scheduled messages whose time has come by the mock's clock are sent before any
 * read of the messages or the inboxes (as the theater applies timed shelving at the next read).
 */

const actor = (user: MockUser | undefined) => (user ? { id: user.id, name: user.name } : undefined);
const iso = (ms: number) => new Date(ms).toISOString();
const members = () => worldTable<Member>(MEMBER_TABLE);

/** The statechart's context of a stored message. */
function contextOf(row: Pick<InternalMessage, 'sendAt' | 'sentTime' | 'recipientCount'>) {
  return {
    sendAt: row.sendAt ? timeOf(row.sendAt) : null,
    sendingAt: null,
    sentAt: row.sentTime ? Date.parse(row.sentTime) : null,
    recipients: row.recipientCount,
  };
}

/** Sends: one inbox row per member the message reaches at its time (the members as they are, the segments' clock at that time). */
async function deliver(message: Pick<InternalMessage, 'id' | 'title' | 'target' | 'memberIds' | 'segment'>, at: number, user: MockUser | undefined): Promise<number> {
  const recipients = reach(message, audienceWorld(at));
  const first = inbox.nextId();
  const sentTime = iso(at);
  const by = actor(user);
  for (const [k, memberId] of recipients.entries()) await inbox.insert({ id: first + k, memberId, messageId: message.id, title: message.title, sentTime, read: false }, by);
  return recipients.length;
}

type Fields = Omit<InternalMessage, 'version' | 'state' | 'sentTime' | 'recipientCount'>;

/**
 * Runs one event of the statechart on a message (its fields as they will be stored): null when
 * the statechart refuses it in that state; otherwise what to store (state, times, recipients).
 */
export async function transition(fields: Fields, from: Pick<InternalMessage, 'state' | 'sendAt' | 'sentTime' | 'recipientCount'>, event: MessageEvent, user?: MockUser) {
  const machine = messageMachine.provide({
    actors: { deliver: fromPromise(async ({ input }) => ({ recipients: await deliver(fields, input.at, user) })) },
  });
  const snapshot = machine.resolveState({ value: from.state, context: contextOf(from) });
  if (!snapshot.can(event)) return null;
  // A simulated clock: nothing here waits on real time (the next read sends what has come due).
  const running = createActor(machine, { snapshot, input: {}, clock: new SimulatedClock() });
  running.start();
  running.send(event);
  const done = await waitFor(running, (s) => !s.matches('sending'));
  running.stop();
  const c = done.context;
  return {
    state: done.value as MessageState,
    sendAt: done.value === 'scheduled' || done.value === 'cancelled' ? (c.sendAt != null ? localOf(c.sendAt) : null) : fields.sendAt,
    sentTime: c.sentAt != null && done.value === 'sent' ? iso(c.sentAt) : null,
    recipientCount: done.value === 'sent' ? c.recipients : null,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
function localOf(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Sends every scheduled message whose time has come by the mock's clock; answers how many. */
export async function applyDueMessages(at = now()): Promise<number> {
  const due = messages.all().filter((m) => m.state === 'scheduled' && m.sendAt && timeOf(m.sendAt) <= at).sort((a, b) => timeOf(a.sendAt!) - timeOf(b.sendAt!));
  for (const m of due) {
    const next = await transition(m, m, { type: 'TICK', now: at });
    if (next) await messages.update(m.id, { ...next, updateTime: iso(at) });
  }
  return due.length;
}

/** A message as the list shows it: send status, send time, and its recipients (sent) or reach (not yet). */
export function presentMessage(row: InternalMessage, world = audienceWorld()): InternalMessageRow {
  const sent = row.state === 'sent';
  return {
    ...row,
    sendStatus: sent ? 'sent' : 'notSent',
    sendTime: sent ? row.sentTime : row.sendAt && (row.state === 'scheduled' || row.state === 'cancelled') ? iso(timeOf(row.sendAt)) : null,
    recipients: sent ? (row.recipientCount ?? 0) : reach(row, world).length,
  };
}

function problem(schema: v.GenericSchema, value: unknown): MessageId | null {
  const result = v.safeParse(schema, value);
  if (result.success) return null;
  const message = result.issues[0].message;
  return isMessageId(message) ? message : 'valid.invalid';
}

async function save(request: Request, input: SaveMessageRequest, user: MockUser) {
  const current = input.id != null ? messages.get(input.id) : undefined;
  if (input.id != null && !current) return refuse(request, 'error.http.404', 404);
  const at = now();
  const m = input.message;
  const issue =
    problem(formSchema(messageResource, current ? 'edit' : 'add', { server: true }), m) ?? Object.values(audienceIssues(m))[0] ?? sendAtIssue(input.action, m.sendAt, at) ?? null;
  if (issue) return refuse(request, issue, 400);
  if (m.target === 'users' && m.memberIds.some((id) => !members().get(id))) return refuse(request, 'engage.audience.membersRequired', 400);
  if (current) {
    if (!isVersion(input.version)) return refuse(request, 'error.versionRequired', 400);
    if (messages.isStale(current.id, input.version)) return refuseStale(request);
  }
  const from = current ?? { state: 'draft' as const, sendAt: null, sentTime: null, recipientCount: null };
  // Only a draft or a scheduled message changes (the statechart's EDIT).
  if (current && !(await transition({ ...current }, from, { type: 'EDIT' }))) return refuse(request, 'engage.message.notEditable', 400);
  const fields: Fields = {
    id: current?.id ?? messages.nextId(),
    title: m.title.trim(),
    content: m.content,
    contentEn: m.contentEn,
    contentJa: m.contentJa,
    target: m.target,
    memberIds: m.target === 'users' ? [...new Set(m.memberIds)].sort((a, b) => a - b) : [],
    segment: m.target === 'segment' ? m.segment : null,
    sendAt: m.sendAt || null,
    createTime: current?.createTime ?? iso(at),
    updateTime: iso(at),
    createdBy: current?.createdBy ?? user.name,
  };
  const event: MessageEvent | null =
    input.action === 'now' ? { type: 'SEND_NOW', now: at } : input.action === 'schedule' ? { type: 'SCHEDULE', at: timeOf(m.sendAt!), now: at } : from.state === 'scheduled' ? { type: 'UNSCHEDULE' } : null;
  const next = event ? await transition(fields, from, event, user) : { state: from.state, sendAt: fields.sendAt, sentTime: null, recipientCount: null };
  if (!next) return refuse(request, 'engage.message.notEditable', 400);
  const values = { ...fields, ...next };
  const row = current ? (await messages.update(current.id, values, actor(user)))! : await messages.insert(values, actor(user));
  return ok(presentMessage(row));
}

/** A change of state on a stored message (cancel, send now), refused with `refusal` when the statechart does not allow it. */
async function change(request: Request, input: { id: number; version: number }, event: MessageEvent, refusal: MessageId, user: MockUser) {
  const current = messages.get(input.id);
  if (!current) return refuse(request, 'error.http.404', 404);
  if (messages.isStale(current.id, input.version)) return refuseStale(request);
  const next = await transition({ ...current }, current, event, user);
  if (!next) return refuse(request, refusal, 400);
  const row = await messages.update(current.id, { ...next, updateTime: iso(now()) }, actor(user));
  return ok(presentMessage(row!));
}

/** Before any read of the messages or the inboxes: the scheduled ones whose time has come are sent. */
const dueFirst = (path: string, method: 'get' | 'post' = 'post') =>
  http[method](`${API}/${path}`, async () => {
    await applyDueMessages();
    return undefined;
  });

/* ---------------------------------------------------------------- automatic messages */

/** Members a trigger sent its message to in the last 7 days (while enabled), from the members' activity. */
export function sentLast7Days(row: Pick<AutoMessage, 'trigger' | 'enabled' | 'enabledFrom' | 'disabledAt'>, at = now()): number {
  const days = countedDays(row, at);
  return days ? membersTriggered(row.trigger, days.from, days.to) : 0;
}

export function presentAuto(row: AutoMessage, at = now()): AutoMessageRow {
  return { ...row, sentLast7Days: sentLast7Days(row, at) };
}

export const messageHandlers = [
  dueFirst(`${MESSAGE_ENDPOINT}/v1/page`),
  dueFirst(`${MESSAGE_ENDPOINT}/v1/export`),
  dueFirst(`${MESSAGE_ENDPOINT}/v1/info`, 'get'),
  dueFirst(`${MESSAGE_ENDPOINT}/v1/delete`),
  dueFirst(saveMessageCall.path),
  dueFirst(cancelMessageCall.path),
  dueFirst(sendMessageNowCall.path),
  dueFirst(`${INBOX_ENDPOINT}/v1/page`),
  ...crudHandlers({
    def: messageResource,
    table: messages,
    present: (row) => presentMessage(row),
    filterBy: {
      sendStatus: (row, value) => (row.state === 'sent' ? 'sent' : 'notSent') === value,
    },
  }),
  handleCall(saveMessageCall, ({ input, request, user }) => save(request, input, user)),
  handleCall(cancelMessageCall, ({ input, request, user }) => change(request, input, { type: 'CANCEL' }, 'engage.message.notCancellable', user)),
  handleCall(sendMessageNowCall, ({ input, request, user }) => change(request, input, { type: 'SEND_NOW', now: now() }, 'engage.message.notEditable', user)),
  handleCall(inboxCall, ({ input }) => {
    const memberId = input.memberId != null && input.memberId !== '' ? Number(input.memberId) : null;
    const messageId = input.messageId != null && input.messageId !== '' ? Number(input.messageId) : null;
    const people = members();
    const rows = inbox
      .filter((r: InboxRow) => (memberId == null || r.memberId === memberId) && (messageId == null || r.messageId === messageId))
      .sort((a, b) => (a.sentTime === b.sentTime ? b.id - a.id : a.sentTime < b.sentTime ? 1 : -1));
    const result = page(rows, input.pageNum, Math.min(Number(input.pageSize) || 10, 100));
    return ok({
      ...result,
      records: result.records.map((r) => {
        const m = people.get(r.memberId);
        return { ...r, cardNumber: m?.cardNumber ?? '', memberName: m?.name ?? '' };
      }),
    });
  }),

  // Switching a trigger on or off records when, so its count covers only the days it was on.
  http.post(
    `${API}/${AUTO_MESSAGE_ENDPOINT}/v1/status`,
    authed(async ({ request, user }) => {
    const { id, value, version } = await body<{ id?: unknown; value?: unknown; version?: unknown }>(request);
    const current = autoMessages.get(Number(id));
    if (!current) return refuse(request, 'error.http.404', 404);
    if (!isVersion(version)) return refuse(request, 'error.versionRequired', 400);
    if (autoMessages.isStale(current.id, version)) return refuseStale(request);
    const on = value === true || value === 'true';
    const at = iso(now());
    const change: Partial<AutoMessage> = on
      ? { enabled: true, enabledFrom: current.enabled ? current.enabledFrom : at, disabledAt: null, updateTime: at }
      : { enabled: false, disabledAt: current.enabled ? at : current.disabledAt, updateTime: at };
    const row = await autoMessages.update(current.id, change, actor(user));
    return ok(presentAuto(row!));
    }),
  ),
  ...crudHandlers({ def: autoMessageResource, table: autoMessages, present: (row) => presentAuto(row) }),
];
