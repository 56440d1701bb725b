import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { api } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { translate } from '@/i18n';
import { LoginResultSchema } from '@/records/session';
import { timeOf } from '@/lib/time';
import { InternalMessageRowSchema, type InternalMessageRow } from '@/features/engagement/contract';
import { messageCan, messageMachine, type DeliverInput } from '@/features/engagement/machines/message-schedule';
import { inbox, messages } from '@/features/engagement/mock/tables';
import { now, setClock } from '@/mocks/clock';
import { useMockBackend } from '../support/mock-server';

/*
 * The scheduled-message statechart (draft, scheduled, sending, sent, cancelled) over its paths,
 * with the clock simulated; then the demo backend, which stores the state with each message and
 * sends a scheduled one when the mock's clock passes its time, at the next read.
 */

const HOUR = 3_600_000;

/** An actor on a simulated clock whose `deliver` answers when the test says (or fails). */
function start(deliver: (input: DeliverInput) => Promise<{ recipients: number }> = async () => ({ recipients: 7 })) {
  const clock = new SimulatedClock();
  const delivered: DeliverInput[] = [];
  const actor = createActor(
    messageMachine.provide({
      actors: {
        deliver: fromPromise(async ({ input }: { input: DeliverInput }) => {
          delivered.push(input);
          return deliver(input);
        }),
      },
    }),
    { input: {}, clock },
  ).start();
  return { actor, clock, delivered };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the scheduled-message statechart', () => {
  it('draft → scheduled → (the time passes on the clock) → sending → sent, with the recipients delivered at its time', async () => {
    const { actor, clock, delivered } = start();
    expect(actor.getSnapshot().value).toBe('draft');
    actor.send({ type: 'SCHEDULE', at: 5 * HOUR, now: 0 });
    expect(actor.getSnapshot().value).toBe('scheduled');
    clock.increment(5 * HOUR - 1);
    expect(actor.getSnapshot().value).toBe('scheduled');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('sending');
    await settle();
    expect(actor.getSnapshot().value).toBe('sent');
    expect(actor.getSnapshot().context).toMatchObject({ sentAt: 5 * HOUR, recipients: 7 });
    expect(delivered).toEqual([{ at: 5 * HOUR }]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a time in the past is refused; a scheduled message can be rescheduled (the wait starts again) or taken back to a draft', () => {
    const { actor, clock } = start();
    expect(actor.getSnapshot().can({ type: 'SCHEDULE', at: 10, now: 10 })).toBe(false);
    actor.send({ type: 'SCHEDULE', at: 10, now: 10 });
    expect(actor.getSnapshot().value).toBe('draft');
    actor.send({ type: 'SCHEDULE', at: 2 * HOUR, now: 0 });
    clock.increment(HOUR);
    actor.send({ type: 'SCHEDULE', at: 4 * HOUR, now: HOUR });
    clock.increment(2 * HOUR);
    expect(actor.getSnapshot().value).toBe('scheduled');
    actor.send({ type: 'UNSCHEDULE' });
    expect(actor.getSnapshot().value).toBe('draft');
    clock.increment(5 * HOUR);
    expect(actor.getSnapshot().value).toBe('draft');
  });

  it('a scheduled message cancelled is never sent, nor changed', () => {
    const { actor, clock, delivered } = start();
    actor.send({ type: 'SCHEDULE', at: HOUR, now: 0 });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('cancelled');
    clock.increment(2 * HOUR);
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(delivered).toEqual([]);
    for (const event of [{ type: 'EDIT' }, { type: 'SEND_NOW', now: 0 }, { type: 'SCHEDULE', at: 9 * HOUR, now: 0 }] as const) expect(actor.getSnapshot().can(event)).toBe(false);
  });

  it('send now from a draft or a scheduled message; a sent one accepts nothing more', async () => {
    const { actor, delivered } = start();
    actor.send({ type: 'SCHEDULE', at: 3 * HOUR, now: 0 });
    actor.send({ type: 'SEND_NOW', now: HOUR });
    await settle();
    expect(actor.getSnapshot().value).toBe('sent');
    expect(delivered).toEqual([{ at: HOUR }]);
    for (const event of [{ type: 'EDIT' }, { type: 'CANCEL' }, { type: 'UNSCHEDULE' }, { type: 'SEND_NOW', now: 0 }] as const) expect(actor.getSnapshot().can(event)).toBe(false);
  });

  it('a failed delivery sends nothing and goes back to a draft, its time kept', async () => {
    const { actor, clock } = start(async () => {
      throw new Error('down');
    });
    actor.send({ type: 'SCHEDULE', at: HOUR, now: 0 });
    clock.increment(HOUR);
    await settle();
    expect(actor.getSnapshot().value).toBe('draft');
    expect(actor.getSnapshot().context).toMatchObject({ sendAt: HOUR, sentAt: null, recipients: null });
  });

  it('a TICK sends a scheduled message only once its time has come (the demo backend’s next read)', async () => {
    const { actor } = start();
    actor.send({ type: 'SCHEDULE', at: 2 * HOUR, now: 0 });
    actor.send({ type: 'TICK', now: HOUR });
    expect(actor.getSnapshot().value).toBe('scheduled');
    actor.send({ type: 'TICK', now: 3 * HOUR });
    await settle();
    // Sent at its time, whenever the time was noticed.
    expect(actor.getSnapshot().context.sentAt).toBe(2 * HOUR);
  });

  it('what a stored state allows: edit and send a draft or a scheduled one, cancel only a scheduled one', () => {
    expect(['draft', 'scheduled', 'sending', 'sent', 'cancelled'].filter((s) => messageCan(s as never, { type: 'EDIT' }))).toEqual(['draft', 'scheduled']);
    expect(['draft', 'scheduled', 'sending', 'sent', 'cancelled'].filter((s) => messageCan(s as never, { type: 'CANCEL' }))).toEqual(['scheduled']);
    expect(['draft', 'scheduled', 'sending', 'sent', 'cancelled'].filter((s) => messageCan(s as never, { type: 'SEND_NOW', now: 0 }))).toEqual(['draft', 'scheduled']);
  });
});

const { token } = useMockBackend();
const signIn = async () => {
  token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
};
afterEach(() => setClock(null));

const local = (ms: number) => {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
};
const body = (over: Record<string, unknown> = {}) => ({
  title: '周末活动',
  content: '本周末全场免费看',
  contentEn: 'Free this weekend',
  contentJa: '今週末は全作品無料',
  target: 'segment',
  memberIds: [],
  segment: 'vipExpiring',
  sendAt: null,
  ...over,
});

describe('scheduled messages in the demo world', () => {
  it('is sent when the mock’s clock passes its time: one inbox row per recipient, counted', async () => {
    const base = Date.now();
    setClock(() => base);
    await signIn();
    const at = local(base + 2 * HOUR);
    // Low balance: a segment that stays as it is while time passes (nobody's beans change).
    const saved = await api.post('internalMessage/v1/save', { action: 'schedule', message: body({ sendAt: at, segment: 'lowBalance' }) }, InternalMessageRowSchema);
    expect(saved).toMatchObject({ state: 'scheduled', sendStatus: 'notSent', sendAt: at });
    const reach = saved.recipients;
    expect(reach).toBeGreaterThan(0);
    // An hour later: not yet.
    setClock(() => base + HOUR);
    await signIn();
    const early = (await api.get('internalMessage/v1/info', { id: saved.id }, InternalMessageRowSchema)) as InternalMessageRow;
    expect(early.state).toBe('scheduled');
    // Past its time: sent at the next read, at its time.
    setClock(() => base + 3 * HOUR);
    await signIn();
    const page = (await api.post('internalMessage/v1/page', { pageNum: 1, pageSize: 50 })) as { records: InternalMessageRow[] };
    const sent = page.records.find((m) => m.id === saved.id)!;
    expect(sent).toMatchObject({ state: 'sent', sendStatus: 'sent', recipients: reach, recipientCount: reach });
    expect(Date.parse(sent.sentTime!)).toBe(timeOf(at));
    const rows = inbox.filter((r) => r.messageId === saved.id);
    expect(rows).toHaveLength(reach);
    expect(new Set(rows.map((r) => r.memberId)).size).toBe(reach);
    // A member sees it in the inbox list (the member page's related list).
    const mine = (await api.post('inbox/v1/page', { memberId: rows[0].memberId, pageNum: 1, pageSize: 10 })) as { records: Array<{ messageId: number }> };
    expect(mine.records.map((r) => r.messageId)).toContain(saved.id);
  });

  it('a scheduled message can be cancelled (never sent); a sent one cannot be edited or cancelled', async () => {
    const base = Date.now();
    setClock(() => base);
    await signIn();
    const saved = await api.post('internalMessage/v1/save', { action: 'schedule', message: body({ sendAt: local(base + HOUR) }) }, InternalMessageRowSchema);
    const cancelled = await api.post('internalMessage/v1/cancel', { id: saved.id, version: saved.version }, InternalMessageRowSchema);
    expect(cancelled.state).toBe('cancelled');
    setClock(() => base + 2 * HOUR);
    await signIn();
    await api.post('internalMessage/v1/page', { pageNum: 1, pageSize: 10 });
    expect(messages.get(saved.id)!.state).toBe('cancelled');
    expect(inbox.filter((r) => r.messageId === saved.id)).toEqual([]);

    const sent = messages.all().find((m) => m.state === 'sent')!;
    const edit = await api.post('internalMessage/v1/save', { id: sent.id, version: sent.version, action: 'draft', message: body() }).catch((e: unknown) => e);
    expect((edit as ApiError).serverMessage).toBe(translate('ZH', 'engage.message.notEditable'));
    const cancel = await api.post('internalMessage/v1/cancel', { id: sent.id, version: sent.version }).catch((e: unknown) => e);
    expect((cancel as ApiError).serverMessage).toBe(translate('ZH', 'engage.message.notCancellable'));
  });

  it('sends now to chosen members; refuses a time in the past by the server’s clock', async () => {
    await signIn();
    const ids = [1, 2, 3];
    const before = inbox.size;
    const sent = await api.post('internalMessage/v1/save', { action: 'now', message: body({ target: 'users', memberIds: ids, segment: null }) }, InternalMessageRowSchema);
    expect(sent).toMatchObject({ state: 'sent', recipients: 3 });
    expect(inbox.size).toBe(before + 3);
    const past = await api.post('internalMessage/v1/save', { action: 'schedule', message: body({ sendAt: local(now() - HOUR) }) }).catch((e: unknown) => e);
    expect((past as ApiError).serverMessage).toBe(translate('ZH', 'engage.message.sendAtFuture'));
  });

  it('a draft keeps only a real send time (issue #24): "not a date" is refused and nothing is stored; blank and a time are kept', async () => {
    await signIn();
    const before = messages.size;
    for (const sendAt of ['not a date', '2026-13-45T10:00', 'tomorrow']) {
      const refused = await api.post('internalMessage/v1/save', { action: 'draft', message: body({ sendAt }) }).catch((e: unknown) => e);
      expect((refused as ApiError).serverMessage, sendAt).toBe(translate('ZH', 'valid.time'));
    }
    expect(messages.size).toBe(before);
    const blank = await api.post('internalMessage/v1/save', { action: 'draft', message: body({ sendAt: '' }) }, InternalMessageRowSchema);
    expect(blank.state).toBe('draft');
    const at = local(Date.now() + HOUR);
    const timed = await api.post('internalMessage/v1/save', { action: 'draft', message: body({ sendAt: at }) }, InternalMessageRowSchema);
    expect(timed).toMatchObject({ state: 'draft', sendAt: at });
  });

  it('an inbox page names its member or its message (issue #24): without either it is refused with 请指定会员, as a member’s other histories are', async () => {
    await signIn();
    for (const query of [{}, { memberId: '' }, { messageId: '' }, { memberId: '', messageId: '' }]) {
      const refused = await api.post('inbox/v1/page', { pageNum: 1, pageSize: 10, ...query }).catch((e: unknown) => e);
      expect(refused, JSON.stringify(query)).toMatchObject({ code: 400, serverMessage: '请指定会员' });
    }
    // Its siblings say the same.
    const payments = await api.post('member/payment/v1/page', { pageNum: 1, pageSize: 10, memberId: '' }).catch((e: unknown) => e);
    expect(payments).toMatchObject({ serverMessage: '请指定会员' });
    const row = inbox.all()[0];
    const byMember = (await api.post('inbox/v1/page', { memberId: row.memberId, pageNum: 1, pageSize: 100 })) as { records: Array<{ memberId: number }> };
    expect(byMember.records.length).toBeGreaterThan(0);
    expect(byMember.records.every((r) => r.memberId === row.memberId)).toBe(true);
    const byMessage = (await api.post('inbox/v1/page', { messageId: row.messageId, pageNum: 1, pageSize: 100 })) as { records: Array<{ messageId: number }>; total: number };
    expect(byMessage.total).toBe(inbox.filter((r) => r.messageId === row.messageId).length);
  });

  it('the seeded sent messages have exactly their inbox rows', () => {
    for (const m of messages.all().filter((x) => x.state === 'sent')) expect(inbox.filter((r) => r.messageId === m.id).length, m.title).toBe(m.recipientCount);
  });
});
