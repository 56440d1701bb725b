import { timeOf } from '@/lib/time';
import { now } from '@/mocks/clock';
import { deliveryFailure, deliveryOutcome, pushStatus, type Push, type PushRow } from '../../contract';
import { pushFailures, pushes } from '../tables';
import { pushRecipients, pushWorld } from './audience';
import { planFor, reachRules, waitingText } from './reach';

/*
 * Sending: each notification delivered or failed (fixed by push, member and attempt), a failure
 * row each; quiet hours hold deliveries until they end in the member's zone, and the daily cap
 * leaves members out (./reach.ts, docs/safe-push.md).
 */

const iso = (ms: number) => new Date(ms).toISOString();

/** Sends a push to members: each delivered or failed (a failure row each); answers the counts. */
export async function deliver(push: Push, recipients: readonly number[], at: number): Promise<{ success: number; fail: number }> {
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

/**
 * The first sending of a push at `at` to its recipients, after quiet hours and the cap: those
 * reached now are delivered; the waiting ones are kept with the moment their quiet hours end;
 * the capped are counted. Answers the fields the record takes.
 */
export async function sendFirst(push: Push, recipients: readonly number[], at: number) {
  const plan = planFor(recipients, at);
  const { success, fail } = await deliver(push, plan.now, at);
  const counts = { targetCount: plan.now.length + plan.waiting.length, successCount: success, failCount: fail };
  return {
    ...counts,
    status: plan.now.length === 0 && plan.waiting.length > 0 ? ('pending' as const) : pushStatus(counts),
    sentTime: iso(at),
    sentTo: plan.now,
    later: plan.waiting.map((w) => ({ memberId: w.memberId, at: iso(w.until), zone: w.zone, sent: false })),
    waitingCount: plan.waiting.length,
    cappedCount: plan.capped.length,
  };
}

/**
 * Sends what has come due by the mock's clock: scheduled pushes, deliveries whose quiet hours
 * have ended, and segment triggers to members who entered their segment.
 */
export async function applyDuePushes(at = now()): Promise<number> {
  let sent = 0;
  const world = pushWorld(at);
  for (const push of pushes.all().sort((a, b) => a.id - b.id)) {
    if (push.test) continue;
    if (push.status === 'pending' && push.triggerMode === 'scheduled' && !push.sentTime && push.sendAt && timeOf(push.sendAt) <= at) {
      const when = timeOf(push.sendAt);
      await pushes.update(push.id, await sendFirst(push, pushRecipients(push, world), when));
      sent++;
      continue;
    }
    if (push.waitingCount > 0) {
      const due = push.later.filter((l) => !l.sent && timeOf(l.at) <= at);
      if (due.length) {
        let success = 0;
        let fail = 0;
        for (const l of due) {
          const r = await deliver(push, [l.memberId], timeOf(l.at));
          success += r.success;
          fail += r.fail;
        }
        const released = new Set(due);
        const counts = { targetCount: push.targetCount, successCount: push.successCount + success, failCount: push.failCount + fail };
        const waitingCount = push.waitingCount - due.length;
        await pushes.update(push.id, {
          ...counts,
          status: waitingCount > 0 && counts.successCount + counts.failCount === 0 ? 'pending' : pushStatus(counts),
          later: push.later.map((l) => (released.has(l) ? { ...l, sent: true } : l)),
          waitingCount,
        });
        sent++;
        continue;
      }
    }
    if (push.triggerMode === 'segment' && push.sentTime) {
      const already = new Set([...push.sentTo, ...push.later.map((l) => l.memberId)]);
      const entered = pushRecipients(push, world).filter((id) => !already.has(id));
      if (!entered.length) continue;
      // Later entrants follow the same rules; one over the cap today is left for another day.
      const plan = planFor(entered, at, reachRules());
      const { success, fail } = await deliver(push, plan.now, at);
      const reached = plan.now.length + plan.waiting.length;
      if (!reached) continue;
      const counts = { targetCount: push.targetCount + reached, successCount: push.successCount + success, failCount: push.failCount + fail };
      await pushes.update(push.id, {
        ...counts,
        status: pushStatus(counts),
        later: [
          ...push.later,
          ...plan.now.map((memberId) => ({ memberId, at: iso(at), zone: null, sent: true })),
          ...plan.waiting.map((w) => ({ memberId: w.memberId, at: iso(w.until), zone: w.zone, sent: false })),
        ],
        waitingCount: push.waitingCount + plan.waiting.length,
      });
      sent++;
    }
  }
  return sent;
}

/** A push as the records list shows it: its status and delivery rate read from its deliveries (`deliveryOutcome`), its type, where deliveries wait. */
export function presentPush(row: Push): PushRow {
  const { sentTo: _sentTo, later: _later, ...rest } = row;
  const outcome = row.status === 'pending' ? { status: row.status, rate: null } : deliveryOutcome(row);
  return {
    ...rest,
    status: outcome.status,
    deliveryRate: outcome.rate,
    time: row.sentTime ?? (row.sendAt ? iso(timeOf(row.sendAt)) : null),
    resendable: row.failCount,
    kind: row.test ? 'test' : 'live',
    waitingUntil: waitingText(row),
  };
}
