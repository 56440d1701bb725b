import { timeOf } from '@/lib/time';
import { now } from '@/mocks/clock';
import { deliveryFailure, pushStatus, type Push, type PushRow } from '../../contract';
import { pushFailures, pushes } from '../tables';
import { pushRecipients, pushWorld } from './audience';

/* Sending: each notification delivered or failed (fixed by push, member and attempt), a failure row each. */

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
