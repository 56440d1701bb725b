import { http } from 'msw';
import * as v from 'valibot';
import { isMessageId } from '@/i18n';
import { MEMBER_TABLE, type Member } from '@/records/members';
import { now } from '@/mocks/clock';
import { worldTable } from '@/mocks/db';
import { API, handleCall, ok, page, refuse, type MockUser } from '@/mocks/http';
import { crudHandlers, refuseStale } from '@/mocks/resource';
import { PUSH_ENDPOINT, PushFieldsSchema, deliveryFailure, publishPushCall, pushFailuresCall, pushIssues, pushStatus, resendPushCall, type Push, type PushInput } from '../../contract';
import { pushRecordResource } from '../../resources';
import { pushFailures, pushes } from '../tables';
import { pushRecipients } from './audience';
import { applyDuePushes, presentPush, sendFirst } from './delivery';
import { planFor, reachRulesText } from './reach';
import { waitingGroups } from '../../machines/reach';
import { REACH_MEMBERS_MAX, pushReachCall, pushReachMembersCall, testPushCall, type PushAim, type ReachMembersRequest, type TestPushRequest } from '../../contract';
import { timeOf } from '@/lib/time';
import { pushWorld } from './audience';

/* The push calls: publish, resend, the failed recipients, and the records' reads (what has come due is sent first). */

const iso = (ms: number) => new Date(ms).toISOString();
const members = () => worldTable<Member>(MEMBER_TABLE);
const actor = (user: MockUser | undefined) => (user ? { id: user.id, name: user.name } : undefined);

async function publish(request: Request, input: PushInput, user: MockUser) {
  const at = now();
  const issue = Object.values(pushIssues(input, at))[0];
  if (issue) return refuse(request, issue, 400);
  const fields = v.safeParse(PushFieldsSchema, { title: input.title, content: input.content });
  if (!fields.success) return refuse(request, isMessageId(fields.issues[0].message) ? fields.issues[0].message : 'valid.invalid', 400);
  if (input.target === 'users' && input.memberIds.some((id) => !members().get(id))) return refuse(request, 'engage.audience.membersRequired', 400);
  const scheduled = input.triggerMode === 'scheduled';
  const record: Push = {
    ...input,
    id: pushes.nextId(),
    version: 1,
    title: input.title.trim(),
    content: input.content.trim(),
    sendAt: scheduled ? input.sendAt : null,
    triggerSegment: input.triggerMode === 'segment' ? input.triggerSegment : null,
    memberIds: input.target === 'users' ? [...new Set(input.memberIds)].sort((a, b) => a - b) : [],
    segment: input.target === 'segment' ? input.segment : null,
    status: 'pending',
    targetCount: 0,
    successCount: 0,
    failCount: 0,
    sentTo: [],
    test: false,
    testCount: 0,
    later: [],
    waitingCount: 0,
    cappedCount: 0,
    sentTime: null,
    createTime: iso(at),
    createdBy: user.name,
  };
  // Sent now: to those the quiet hours and the cap let through; the rest wait or are left out (./reach.ts).
  if (!scheduled) Object.assign(record, await sendFirst(record, pushRecipients(record), at));
  const row = await pushes.insert(record, actor(user));
  return ok(presentPush(row));
}

async function resend(request: Request, input: { id: number; version: number }, user: MockUser) {
  const push = pushes.get(input.id);
  if (!push) return refuse(request, 'error.http.404', 404);
  if (pushes.isStale(push.id, input.version)) return refuseStale(request);
  const open = pushFailures.filter((f) => f.pushId === push.id && !f.resolved);
  if (!open.length) return refuse(request, 'push.resend.nothing', 400);
  const at = iso(now());
  let reached = 0;
  for (const f of open) {
    const attempts = f.attempts + 1;
    const reason = deliveryFailure(push.id, f.memberId, attempts);
    if (!reason) reached++;
    await pushFailures.update(f.id, { attempts, resolved: !reason, reason: reason ?? f.reason, time: at });
  }
  const counts = { targetCount: push.targetCount, successCount: push.successCount + reached, failCount: push.failCount - reached };
  const row = await pushes.update(push.id, { ...counts, status: pushStatus(counts) }, actor(user));
  return ok(presentPush(row!));
}

/** The plan of a push as it will be sent: its audience now, planned at its time (now, or a scheduled push's). */
function planOf(aim: PushAim) {
  const scheduled = aim.triggerMode === 'scheduled' && aim.sendAt && Number.isFinite(timeOf(aim.sendAt));
  const at = scheduled ? Math.max(now(), timeOf(aim.sendAt!)) : now();
  const recipients = pushRecipients(aim, pushWorld());
  return { at, recipients, plan: planFor(recipients, at) };
}

/** Who is in one part of the plan: the first REACH_MEMBERS_MAX by id, with the part's total. */
function reachMembersOf(request: ReachMembersRequest) {
  const { part, ...aim } = request;
  const { plan } = planOf(aim);
  const ids = (part === 'waiting' ? plan.waiting.map((w) => w.memberId) : plan[part]).slice().sort((a, b) => a - b);
  const table = members();
  return ok({
    part,
    total: ids.length,
    members: ids.slice(0, REACH_MEMBERS_MAX).map((id) => {
      const m = table.get(id);
      const about = plan.about(id);
      return { id, cardNumber: m?.cardNumber ?? '', name: m?.name ?? '', zone: about.zone, at: iso(about.at), pushes: about.pushes, popups: about.popups };
    }),
  });
}

/** The reach of a push as it will be sent: its audience now, planned at its time (now, or a scheduled push's). */
function reachOf(aim: PushAim) {
  const { at, recipients, plan } = planOf(aim);
  const settings = reachRulesText();
  return ok({
    audience: new Set(recipients).size,
    now: plan.now.length,
    waiting: plan.waiting.length,
    capped: plan.capped.length,
    cappedByPopups: plan.cappedByPopups,
    waitingGroups: waitingGroups(plan.waiting).map((g) => ({ zone: g.zone, until: iso(g.until), count: g.count })),
    ...settings,
    at: iso(at),
  });
}

async function testSend(request: Request, input: TestPushRequest, user: MockUser) {
  const fields = v.safeParse(PushFieldsSchema, { title: input.push.title, content: input.push.content });
  if (!fields.success) return refuse(request, isMessageId(fields.issues[0].message) ? fields.issues[0].message : 'valid.invalid', 400);
  const chosen = [...new Set(input.memberIds)].sort((a, b) => a - b);
  if (chosen.some((id) => !members().get(id))) return refuse(request, 'engage.audience.membersRequired', 400);
  const at = now();
  // A test reaches the chosen members at once (their test phones): no quiet hours, no cap, counted apart.
  const record: Push = {
    id: pushes.nextId(),
    version: 1,
    title: input.push.title.trim(),
    content: input.push.content.trim(),
    language: input.push.language,
    triggerMode: 'now',
    sendAt: null,
    triggerSegment: null,
    target: 'users',
    memberIds: chosen,
    segment: null,
    status: 'success',
    targetCount: 0,
    successCount: 0,
    failCount: 0,
    sentTo: chosen,
    test: true,
    testCount: chosen.length,
    later: [],
    waitingCount: 0,
    cappedCount: 0,
    sentTime: iso(at),
    createTime: iso(at),
    createdBy: user.name,
  };
  const row = await pushes.insert(record, actor(user));
  return ok(presentPush(row));
}

/** Before any read of the records: what has come due is sent. */
const dueFirst = (path: string, method: 'get' | 'post' = 'post') =>
  http[method](`${API}/${path}`, async () => {
    await applyDuePushes();
    return undefined;
  });

export const pushHandlers = [
  dueFirst(`${PUSH_ENDPOINT}/v1/page`),
  dueFirst(`${PUSH_ENDPOINT}/v1/export`),
  dueFirst(`${PUSH_ENDPOINT}/v1/info`, 'get'),
  dueFirst(resendPushCall.path),
  dueFirst(pushFailuresCall.path),
  ...crudHandlers({ def: pushRecordResource, table: pushes, present: (row) => presentPush(row) }),
  handleCall(publishPushCall, ({ input, request, user }) => publish(request, input.push, user)),
  handleCall(resendPushCall, ({ input, request, user }) => resend(request, input, user)),
  handleCall(pushReachCall, async ({ input }) => {
    await applyDuePushes();
    return reachOf(input);
  }),
  handleCall(pushReachMembersCall, async ({ input }) => {
    await applyDuePushes();
    return reachMembersOf(input);
  }),
  handleCall(testPushCall, ({ input, request, user }) => testSend(request, input, user)),
  handleCall(pushFailuresCall, ({ input, request }) => {
    const pushId = Number(input.pushId);
    if (!pushes.get(pushId)) return refuse(request, 'error.http.404', 404);
    const people = members();
    const rows = pushFailures.filter((f) => f.pushId === pushId).sort((a, b) => Number(a.resolved) - Number(b.resolved) || a.id - b.id);
    const result = page(rows, input.pageNum, Math.min(Number(input.pageSize) || 10, 100));
    return ok({
      ...result,
      records: result.records.map((f) => {
        const m = people.get(f.memberId);
        return { ...f, cardNumber: m?.cardNumber ?? '', memberName: m?.name ?? '' };
      }),
    });
  }),
];
