import { beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_ACTIVITY_FEED, type MemberActivity } from '@/records/members';
import { memberTables } from '@/features/member/mock/tables';
import { initDb } from '@/mocks/db';
import { subscribe } from '@/mocks/feed';

/*
 * The member simulation's feed (src/mocks/feed.ts): what other areas' mocks add up (statistics,
 * segments) must be the same lives the member records come from.
 */
const events: MemberActivity[] = [];
subscribe<MemberActivity>(MEMBER_ACTIVITY_FEED, (e) => events.push(e));

beforeAll(async () => {
  await initDb();
});

describe('the member activity feed', () => {
  it('publishes every member once, joining first, then each step in time order', () => {
    const members = memberTables.members.all();
    const joins = events.filter((e) => e.kind === 'join');
    expect(joins.map((e) => e.memberId)).toEqual(members.map((m) => m.id));
    let current = 0;
    let last = -Infinity;
    const wrong: string[] = [];
    for (const e of events) {
      if (e.kind === 'join') {
        if (e.memberId <= current) wrong.push(`join of ${e.memberId} after ${current}`);
        current = e.memberId;
        last = e.at;
        const m = memberTables.members.get(e.memberId)!;
        const seen = [e.type, e.platform, e.channelId, new Date(e.at).toISOString()].join();
        if (seen !== [m.type, m.platform, m.channelId, m.joinTime].join()) wrong.push(`join of ${e.memberId}: ${seen}`);
        continue;
      }
      if (e.memberId !== current) wrong.push(`${e.kind} of ${e.memberId} among ${current}'s`);
      // Steps follow their visit (within its hour); visits follow each other.
      if (e.at < last) wrong.push(`${e.kind} of ${e.memberId} at ${e.at}, before ${last}`);
      if (e.kind === 'visit') last = e.at;
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(events.filter((e) => e.kind === 'watch').length).toBeGreaterThan(members.length);
  });

  it('agrees with the records: each member’s last balance is the balance, the payments are the paid orders', () => {
    const lastBalance = new Map<number, number>();
    const paid = new Map<number, number>();
    const pays = new Map<string, Extract<MemberActivity, { kind: 'pay' }>>();
    for (const e of events) {
      if (e.kind === 'bean') lastBalance.set(e.memberId, e.balanceAfter);
      if (e.kind === 'pay' && e.refundAt === null) paid.set(e.memberId, (paid.get(e.memberId) ?? 0) + e.amount);
      if (e.kind === 'pay') pays.set(e.orderNo, e);
    }
    for (const m of memberTables.members.all()) expect(lastBalance.get(m.id), `member ${m.id}`).toBe(m.beanBalance);
    const recorded = new Map<number, number>();
    for (const o of memberTables.orders.all()) if (o.status === 'paid') recorded.set(o.memberId, (recorded.get(o.memberId) ?? 0) + o.paidYen);
    expect(recorded).toEqual(paid);
    // Every paid or refunded order is one payment (unpaid and failed ones are none), with its time, yen and refund.
    const wasPaid = memberTables.orders.filter((o) => o.status === 'paid' || o.status === 'refunded');
    expect(pays.size).toBe(wasPaid.length);
    const wrong = wasPaid.filter((o) => {
      const e = pays.get(o.orderNo);
      return !e || e.memberId !== o.memberId || e.at !== Date.parse(o.payTime!) || e.amount !== o.paidYen || e.orderType !== o.type || (e.refundAt === null) !== (o.refundTime === null) || e.period !== o.period;
    });
    expect(wrong.slice(0, 3)).toEqual([]);
  });
});
