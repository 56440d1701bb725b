import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { api } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { translate } from '@/i18n';
import { LoginResultSchema } from '@/records/session';
import { MEMBER_TABLE, type Member } from '@/records/members';
import { FAIL_RATE, PushRowSchema, deliveryFailure, deliveryOutcome, pushStatus, type PushRow } from '@/features/push/contract';
import { pushFailures, pushes } from '@/features/push/mock';
import { now, setClock } from '@/mocks/clock';
import { worldTable } from '@/mocks/db';
import { useMockBackend } from '../support/mock-server';

/*
 * push/createPush and push/pushRecord: a published push reaches its audience with a small, fixed
 * failure rate, so records show success and fail counts (and both statuses); the failed
 * recipients are listed with their reasons and can be resent; scheduled pushes and segment
 * triggers go out at the next read of the records.
 */

const HOUR = 3_600_000;
const { token } = useMockBackend();
const signIn = async () => {
  token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
};
afterEach(() => setClock(null));
const members = () => worldTable<Member>(MEMBER_TABLE);
const local = (ms: number) => {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
};
const push = (over: Record<string, unknown> = {}) => ({
  title: '新剧上线',
  content: '今晚 8 点独家上线',
  language: 'ZH',
  triggerMode: 'now',
  sendAt: null,
  triggerSegment: null,
  target: 'all',
  memberIds: [],
  segment: null,
  ...over,
});

describe('delivery failures', () => {
  it('fail about 4 % of the time, each with a reason, always the same for the same push, member and attempt', () => {
    let failed = 0;
    for (let m = 1; m <= 20_000; m++) if (deliveryFailure(7, m, 1)) failed++;
    expect(failed / 20_000).toBeGreaterThan(FAIL_RATE * 0.8);
    expect(failed / 20_000).toBeLessThan(FAIL_RATE * 1.2);
    expect(deliveryFailure(7, 123, 1)).toBe(deliveryFailure(7, 123, 1));
  });

  it('the status and rate come from the deliveries: all delivered 成功, none 失败, otherwise 部分成功 (fast-check)', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), (successCount, failCount) => {
        const { status, rate } = deliveryOutcome({ successCount, failCount });
        expect(pushStatus({ successCount, failCount })).toBe(status);
        if (failCount === 0) expect(status).toBe('success');
        else if (successCount === 0) expect(status).toBe('fail');
        else expect(status).toBe('partial');
        if (successCount + failCount === 0) expect(rate).toBeNull();
        else {
          expect(rate).toBeGreaterThanOrEqual(0);
          expect(rate).toBeLessThanOrEqual(100);
          // Rounded to one decimal: within half a tenth of the exact rate (31.25 % shows as 31.3 %);
          // a partial delivery kept between 0.1 % and 99.9 %.
          const exact = (successCount / (successCount + failCount)) * 100;
          const shown = status === 'partial' ? Math.min(99.9, Math.max(0.1, exact)) : exact;
          expect(Math.abs(rate! - shown)).toBeLessThanOrEqual(0.05 + 1e-9);
          // 100 % only when nothing failed, 0 % only when nothing arrived (a rate rounds, a status does not).
          if (status === 'success') expect(rate).toBe(100);
          if (status === 'fail') expect(rate).toBe(0);
          if (status === 'partial') expect(rate! > 0 && rate! < 100).toBe(true);
        }
      }),
    );
    expect(deliveryOutcome({ successCount: 406, failCount: 17 })).toEqual({ status: 'partial', rate: 96 });
    expect(deliveryOutcome({ successCount: 2999, failCount: 1 })).toEqual({ status: 'partial', rate: 99.9 });
    expect(deliveryOutcome({ successCount: 1, failCount: 2999 })).toEqual({ status: 'partial', rate: 0.1 });
  });

  it('the seeded records are read from their deliveries: mostly arrived is 部分成功 with its rate, not 失败', () => {
    const statuses = new Set(pushes.all().map((p) => p.status));
    expect(statuses).toContain('partial');
    for (const p of pushes.all()) if (p.status !== 'pending') expect(p.status, p.title).toBe(deliveryOutcome(p).status);
    for (const p of pushes.all()) {
      expect(p.successCount + p.failCount, p.title).toBe(p.targetCount);
      expect(pushFailures.filter((f) => f.pushId === p.id && !f.resolved).length, p.title).toBe(p.failCount);
    }
  });
});

describe('publishing and the records', () => {
  it('a push to all users is in the records with success and fail counts; its failures are listed with reasons; resending reaches most', async () => {
    await signIn();
    const row = await api.post('push/v1/publish', { push: push() }, PushRowSchema);
    const total = members().size;
    expect(row).toMatchObject({ title: '新剧上线', targetCount: total, status: 'partial' });
    expect(row.deliveryRate).toBe(Math.round((row.successCount / total) * 1000) / 10);
    expect(row.failCount).toBeGreaterThan(0);
    expect(row.successCount + row.failCount).toBe(total);
    const listed = (await api.post('push/v1/page', { pageNum: 1, pageSize: 10 })) as { records: PushRow[] };
    expect(listed.records[0].id).toBe(row.id);

    const failures = (await api.post('push/failure/v1/page', { pushId: row.id, pageNum: 1, pageSize: 100 })) as { total: number; records: Array<{ reason: string; cardNumber: string }> };
    expect(failures.total).toBe(row.failCount);
    expect(failures.records.every((f) => f.reason && f.cardNumber)).toBe(true);

    const after = await api.post('push/v1/resend', { id: row.id, version: row.version }, PushRowSchema);
    expect(after.failCount).toBeLessThan(row.failCount);
    expect(after.successCount + after.failCount).toBe(total);
    // Resending again until none is left makes it a success.
    let current = after;
    for (let i = 0; i < 10 && current.failCount > 0; i++) current = await api.post('push/v1/resend', { id: current.id, version: current.version }, PushRowSchema);
    expect(current).toMatchObject({ failCount: 0, successCount: total, status: 'success', deliveryRate: 100 });
    const nothing = await api.post('push/v1/resend', { id: current.id, version: current.version }).catch((e: unknown) => e);
    expect((nothing as ApiError).serverMessage).toBe(translate('ZH', 'push.resend.nothing'));
  });

  it('a scheduled push waits (pending) until the mock’s clock passes its time', async () => {
    const base = Date.now();
    setClock(() => base);
    await signIn();
    const row = await api.post('push/v1/publish', { push: push({ triggerMode: 'scheduled', sendAt: local(base + HOUR), target: 'users', memberIds: [1, 2, 3] }) }, PushRowSchema);
    expect(row).toMatchObject({ status: 'pending', targetCount: 0 });
    setClock(() => base + 2 * HOUR);
    await signIn();
    const info = await api.get('push/v1/info', { id: row.id }, PushRowSchema);
    expect(info.targetCount).toBe(3);
    expect(info.status).not.toBe('pending');
    const past = await api.post('push/v1/publish', { push: push({ triggerMode: 'scheduled', sendAt: local(now() - HOUR) }) }).catch((e: unknown) => e);
    expect((past as ApiError).serverMessage).toBe(translate('ZH', 'push.sendAtFuture'));
  });

  it('a segment trigger reaches the members in it, then each member who enters it, once', async () => {
    await signIn();
    const row = await api.post('push/v1/publish', { push: push({ triggerMode: 'segment', triggerSegment: 'lowBalance' }) }, PushRowSchema);
    const low = members().all().filter((m) => m.beanBalance < 30).length;
    expect(row.targetCount).toBe(low);
    // A member spends down below 30: the next read sends it to them.
    const rich = members().all().find((m) => m.beanBalance >= 100)!;
    await api.post('member/v1/recharge', { id: rich.id, quantity: -(rich.beanBalance - 10), remark: '' });
    const info = await api.get('push/v1/info', { id: row.id }, PushRowSchema);
    expect(info.targetCount).toBe(low + 1);
    expect((await api.get('push/v1/info', { id: row.id }, PushRowSchema)).targetCount).toBe(low + 1);
  });

  it('refuses a push without a title, a segment trigger without its segment, chosen users without members', async () => {
    await signIn();
    const before = pushes.size;
    for (const [over, message] of [
      [{ title: '' }, 'push.titleRule'],
      [{ triggerMode: 'segment' }, 'push.triggerSegmentRequired'],
      [{ target: 'users' }, 'engage.audience.membersRequired'],
    ] as const) {
      const error = await api.post('push/v1/publish', { push: push(over) }).catch((e: unknown) => e);
      expect((error as ApiError).serverMessage).toBe(translate('ZH', message));
    }
    expect(pushes.size).toBe(before);
  });
});
