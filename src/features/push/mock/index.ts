import { http } from 'msw';
import * as v from 'valibot';
import { isMessageId } from '@/i18n';
import { MEMBER_TABLE, type Member } from '@/records/members';
import { CONFIG_DEFAULTS, CONFIG_TABLE, type SystemConfig } from '@/records/config';
import { STREAK_TABLE, audienceMembers, inSegment, type Audience, type AudienceWorld, type StreakRow } from '@/records/audience';
import { timeOf } from '@/lib/time';
import { defineAreaMock } from '@/mocks/area';
import { now } from '@/mocks/clock';
import { defineTable, worldTable } from '@/mocks/db';
import { API, handleCall, ok, page, refuse, type MockUser } from '@/mocks/http';
import { crudHandlers, fieldLabels, refuseStale } from '@/mocks/resource';
import type { Fresh } from '@/mocks/table';
import '../messages';
import {
  PUSH_ENDPOINT,
  PUSH_FAILURE_TABLE,
  PUSH_TABLE,
  PushFailureSchema,
  PushFieldsSchema,
  PushSchema,
  deliveryFailure,
  publishPushCall,
  pushFailuresCall,
  pushIssues,
  pushStatus,
  resendPushCall,
  type Push,
  type PushFailure,
  type PushInput,
  type PushRow,
} from '../contract';
import { failureRelated, pushRecordResource } from '../resources';

/*
 * The push area's demo backend: pushes and their failed deliveries. A push reaches the members
 * its audience names now (the operate area's audience rules, over the member table, the members'
 * active days that area collects into STREAK_TABLE, and the thresholds of
 * system/systemConfiguration); each notification fails with a small, fixed chance (by push,
 * member and attempt), so records show both outcomes. Scheduled pushes are sent, and segment
 * triggers reach members who entered their segment, at the next read of the records.
 */

const HOUR = 3_600_000;
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const members = () => worldTable<Member>(MEMBER_TABLE);
const actor = (user: MockUser | undefined) => (user ? { id: user.id, name: user.name } : undefined);

/** The world the segments read, now. */
export function pushWorld(at = now()): AudienceWorld {
  const config = worldTable<SystemConfig>(CONFIG_TABLE).get(1);
  const streaks = worldTable<StreakRow>(STREAK_TABLE);
  return {
    members: members().all(),
    activeDays: (id) => streaks.get(id)?.days,
    settings: {
      lowBalanceBeans: config?.lowBalanceBeans ?? CONFIG_DEFAULTS.lowBalanceBeans,
      vipExpiringDays: config?.vipExpiringDays ?? CONFIG_DEFAULTS.vipExpiringDays,
      consecutiveDays: config?.consecutiveDays ?? CONFIG_DEFAULTS.consecutiveDays,
    },
    now: at,
    memo: new Map(),
  };
}

/** The members a push is for now: its audience, and for a segment trigger only those in the segment. */
export function pushRecipients(push: Pick<Push, 'triggerMode' | 'triggerSegment'> & Pick<Audience, 'target' | 'memberIds' | 'segment'>, world = pushWorld()): number[] {
  const audience = audienceMembers(push, world);
  if (push.triggerMode !== 'segment' || !push.triggerSegment) return audience;
  const segment = push.triggerSegment;
  const table = members();
  return audience.filter((id) => {
    const m = table.get(id);
    return m ? inSegment(segment, m, world) : false;
  });
}

/* ---------------------------------------------------------------- seed */

type Seed = [title: string, content: string, language: Push['language'], mode: Push['triggerMode'], triggerSegment: Push['triggerSegment'], target: Push['target'], segment: Push['segment'], users: number, hours: number, resent: number];

const SEEDS: Seed[] = [
  ['系统维护通知', '今晚 2:00-2:30 系统维护，期间暂停播放。', 'ZH', 'now', null, 'all', null, 0, -30 * 24, 3],
  ['新剧上线：雨夜重逢', '年度虐恋大剧今晚 8 点独家上线，快来追剧！', 'ZH', 'now', null, 'all', null, 0, -25 * 24, 0],
  ['金豆余额不足提醒', '您的金豆余额不多了，首充任意套餐享双倍金豆。', 'ZH', 'segment', 'lowBalance', 'all', null, 0, -20 * 24, 0],
  ['VIP 期限のお知らせ', 'VIP 会員の有効期限がまもなく終了します。今なら 20% オフで更新できます。', 'JA', 'segment', 'vipExpiring', 'all', null, 0, -15 * 24, 0],
  ['签到提醒', '今天还没签到哦，连续签到金豆翻倍。', 'ZH', 'scheduled', null, 'segment', 'streak', 0, -12 * 24, 0],
  ['客服通知：问题已处理', '您反馈的播放问题已修复，感谢支持。', 'ZH', 'now', null, 'users', null, 3, -10 * 24, 0],
  ['週末ドラマフェス', '今週末は VIP なら全作品見放題！', 'JA', 'now', null, 'all', null, 0, -7 * 24, 0],
  ['补偿金豆已到账', '播放故障补偿的 20 金豆已到账，请查收。', 'ZH', 'now', null, 'users', null, 5, -5 * 24, 0],
  ['Weekend drama festival', 'Every drama is free for VIPs this weekend. Top up your beans now!', 'EN', 'now', null, 'segment', 'lowBalance', 0, -3 * 24, 0],
  ['连续签到奖励加码', '本周签到满 7 天额外赠送 10 金豆。', 'ZH', 'now', null, 'segment', 'streak', 0, -26, 0],
  ['今晚 8 点新剧首播', '《契约之爱：总裁的秘密新娘》今晚 8 点首播。', 'ZH', 'scheduled', null, 'all', null, 0, 5, 0],
  ['VIP exclusive theater', 'The VIP theater opens tomorrow with exclusive dramas.', 'EN', 'scheduled', null, 'segment', 'vipExpiring', 0, 2 * 24, 0],
];

/** Members a push names one by one: real ones, spread over the table, the same every time. */
function chosen(people: readonly Member[], count: number, salt: number): number[] {
  const out = new Set<number>();
  for (let k = 0; out.size < Math.min(count, people.length) && k < count * 10; k++) out.add(people[(salt * 6_151 + k * 99_991) % people.length].id);
  return [...out].sort((a, b) => a - b);
}

const local = (ms: number) => {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
};

/** The seeded failures, made with the pushes (the same deliveries the counts come from). */
let seededFailures: PushFailure[] = [];

function seedPushes(at: number): Fresh<Push>[] {
  let sorted: Member[] | null = null;
  const people = () => (sorted ??= members().all().sort((a, b) => a.id - b.id));
  const world = pushWorld(at);
  seededFailures = [];
  return SEEDS.map(([title, content, language, triggerMode, triggerSegment, target, segment, users, hours, resent], i) => {
    const id = i + 1;
    const when = Math.floor((at + hours * HOUR) / HOUR) * HOUR;
    const base = {
      id,
      title,
      content,
      language,
      triggerMode,
      sendAt: triggerMode === 'scheduled' ? local(when) : null,
      triggerSegment,
      target,
      memberIds: target === 'users' ? chosen(people(), users, id) : [],
      segment,
      createTime: iso(when - (triggerMode === 'scheduled' ? 2 * DAY : 10 * 60_000)),
      createdBy: i % 3 === 2 ? 'operator' : 'admin',
    };
    if (when > at) return { ...base, status: 'pending' as const, targetCount: 0, successCount: 0, failCount: 0, sentTo: [], sentTime: null };
    const recipients = pushRecipients(base, world);
    let failCount = 0;
    for (const memberId of recipients) {
      let reason = deliveryFailure(id, memberId, 1);
      if (!reason) continue;
      let attempts = 1;
      // Resent by the operator since: those reached are resolved.
      while (reason && attempts <= resent) reason = deliveryFailure(id, memberId, ++attempts) ?? null;
      const first = deliveryFailure(id, memberId, 1)!;
      seededFailures.push({ id: seededFailures.length + 1, pushId: id, memberId, reason: reason ?? first, attempts, resolved: !reason, time: iso(when + (attempts - 1) * HOUR) });
      if (reason) failCount++;
    }
    const counts = { targetCount: recipients.length, successCount: recipients.length - failCount, failCount };
    return { ...base, ...counts, status: pushStatus(counts), sentTo: triggerMode === 'segment' ? recipients : [], sentTime: iso(when) };
  });
}

export const pushes = defineTable<Push>(PUSH_TABLE, PushSchema, () => seedPushes(now()), {
  label: 'push.table.pushes',
  fields: { ...fieldLabels(pushRecordResource), sendAt: 'push.field.sendAt', triggerSegment: 'push.field.triggerSegment', memberIds: 'push.field.members', sentTime: 'push.field.time', sentTo: 'push.field.sentTo' },
  after: [MEMBER_TABLE, STREAK_TABLE, CONFIG_TABLE],
});
export const pushFailures = defineTable<PushFailure>(PUSH_FAILURE_TABLE, PushFailureSchema, () => seededFailures, {
  label: 'push.table.failures',
  fields: fieldLabels(failureRelated),
  after: [PUSH_TABLE],
  // Deliveries are the system's doing; the push record (audited) says who sent it.
  audited: false,
});

/* ---------------------------------------------------------------- sending */

/** Sends a push to members: each delivered or failed (a failure row each); answers the counts. */
async function deliver(push: Push, recipients: readonly number[], at: number): Promise<{ success: number; fail: number }> {
  let fail = 0;
  let next = pushFailures.nextId();
  for (const memberId of recipients) {
    const reason = deliveryFailure(push.id, memberId, 1);
    if (!reason) continue;
    fail++;
    await pushFailures.insert({ id: next++, pushId: push.id, memberId, reason, attempts: 1, resolved: false, time: iso(at) });
  }
  return { success: recipients.length - fail, fail };
}

/** Sends what has come due by the mock's clock: scheduled pushes, and segment triggers to members who entered their segment. */
export async function applyDuePushes(at = now()): Promise<number> {
  let sent = 0;
  const world = pushWorld(at);
  for (const push of pushes.all().sort((a, b) => a.id - b.id)) {
    if (push.status === 'pending' && push.triggerMode === 'scheduled' && push.sendAt && timeOf(push.sendAt) <= at) {
      const when = timeOf(push.sendAt);
      const recipients = pushRecipients(push, world);
      const { success, fail } = await deliver(push, recipients, when);
      const counts = { targetCount: recipients.length, successCount: success, failCount: fail };
      await pushes.update(push.id, { ...counts, status: pushStatus(counts), sentTime: iso(when) });
      sent++;
    } else if (push.triggerMode === 'segment' && push.sentTime) {
      const already = new Set(push.sentTo);
      const entered = pushRecipients(push, world).filter((id) => !already.has(id));
      if (!entered.length) continue;
      const { success, fail } = await deliver(push, entered, at);
      const counts = { targetCount: push.targetCount + entered.length, successCount: push.successCount + success, failCount: push.failCount + fail };
      await pushes.update(push.id, { ...counts, status: pushStatus(counts), sentTo: [...push.sentTo, ...entered].sort((a, b) => a - b) });
      sent++;
    }
  }
  return sent;
}

/** A push as the records list shows it. */
export function presentPush(row: Push): PushRow {
  const { sentTo: _sentTo, ...rest } = row;
  return { ...rest, time: row.sentTime ?? (row.sendAt ? iso(timeOf(row.sendAt)) : null), resendable: row.failCount };
}

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
    sentTime: null,
    createTime: iso(at),
    createdBy: user.name,
  };
  if (!scheduled) {
    const recipients = pushRecipients(record);
    const { success, fail } = await deliver(record, recipients, at);
    const counts = { targetCount: recipients.length, successCount: success, failCount: fail };
    Object.assign(record, counts, { status: pushStatus(counts), sentTime: iso(at), sentTo: record.triggerMode === 'segment' ? recipients : [] });
  }
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

/** Before any read of the records: what has come due is sent. */
const dueFirst = (path: string, method: 'get' | 'post' = 'post') =>
  http[method](`${API}/${path}`, async () => {
    await applyDuePushes();
    return undefined;
  });

const handlers = [
  dueFirst(`${PUSH_ENDPOINT}/v1/page`),
  dueFirst(`${PUSH_ENDPOINT}/v1/export`),
  dueFirst(`${PUSH_ENDPOINT}/v1/info`, 'get'),
  dueFirst(resendPushCall.path),
  dueFirst(pushFailuresCall.path),
  ...crudHandlers({ def: pushRecordResource, table: pushes, present: (row) => presentPush(row) }),
  handleCall(publishPushCall, ({ input, request, user }) => publish(request, input.push, user)),
  handleCall(resendPushCall, ({ input, request, user }) => resend(request, input, user)),
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

/** The push area's demo backend. */
export default defineAreaMock({ name: 'push', handlers });
