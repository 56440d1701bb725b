import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { translate } from '@/i18n';
import { api, configureClient } from '@/lib/api/client';
import { LoginResultSchema } from '@/records/session';
import { MemberSchema, type Member } from '@/records/members';
import { BeanLogSchema, RechargeResultSchema, ThirdPartyLookupSchema } from '@/features/member/contract';
import { memberTables } from '@/features/member/mock/tables';
import { useMockBackend } from '../support/mock-server';

const { token } = useMockBackend();

async function signIn() {
  token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
}

const BeanPage = v.object({ records: v.array(BeanLogSchema), total: v.number() });

async function beanDetails(memberId: number) {
  const rows = [];
  for (let pageNum = 1; ; pageNum++) {
    const page = await api.post('member/bean/v1/page', { memberId, pageNum, pageSize: 100 }, BeanPage);
    rows.push(...page.records);
    if (rows.length >= page.total) return { rows, total: page.total };
  }
}
const info = (id: number) => api.get('member/v1/info', { id }, MemberSchema);
const recharge = (id: number, quantity: unknown, remark = '') => api.post('member/v1/recharge', { id, quantity, remark }, RechargeResultSchema);
const zh = translate.bind(null, 'ZH');

/** A member with some golden beans and a history. */
function someMember(p: (m: Member) => boolean = (m) => m.type === 'member' && m.beanBalance > 100): Member {
  return memberTables.members.all().find(p)!;
}

describe('recharge golden beans', () => {
  it('recharges, then deducts: the balance and the golden-bean details agree at every step', async () => {
    await signIn();
    const member = someMember();
    const start = await beanDetails(member.id);
    expect(start.rows.reduce((n, r) => n + r.quantity, 0)).toBe(member.beanBalance);

    const up = await recharge(member.id, 500, '活动补偿');
    expect(up.member.beanBalance).toBe(member.beanBalance + 500);
    expect(up.log).toMatchObject({ type: 'admin', quantity: 500, balanceAfter: member.beanBalance + 500, remark: '活动补偿', operator: 'admin' });

    const down = await recharge(member.id, -120);
    expect(down.member.beanBalance).toBe(member.beanBalance + 380);

    const after = await beanDetails(member.id);
    expect(after.total).toBe(start.total + 2);
    // Newest first: the deduction, then the recharge.
    expect(after.rows.slice(0, 2).map((r) => r.quantity)).toEqual([-120, 500]);
    expect(after.rows[0].balanceAfter).toBe(down.member.beanBalance);
    expect(after.rows.reduce((n, r) => n + r.quantity, 0)).toBe(down.member.beanBalance);
    expect((await info(member.id)).beanBalance).toBe(down.member.beanBalance);
  });

  it('refuses a deduction below zero with the balance in the message, and writes nothing', async () => {
    await signIn();
    const member = someMember();
    const before = await beanDetails(member.id);
    const error = await recharge(member.id, -(member.beanBalance + 1)).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'business', serverMessage: zh('member.recharge.belowZero', { balance: member.beanBalance }) });
    expect((await info(member.id)).beanBalance).toBe(member.beanBalance);
    expect((await beanDetails(member.id)).total).toBe(before.total);
    // Deducting exactly the balance is fine: it reaches zero.
    expect((await recharge(member.id, -member.beanBalance)).member.beanBalance).toBe(0);
  });

  it('answers in the caller’s language', async () => {
    await signIn();
    const member = someMember();
    configureClient({ getLanguage: () => 'EN' });
    try {
      await expect(recharge(member.id, -(member.beanBalance + 5))).rejects.toMatchObject({
        serverMessage: translate('EN', 'member.recharge.belowZero', { balance: member.beanBalance }),
      });
    } finally {
      configureClient({ getLanguage: () => 'ZH' });
    }
  });

  it('refuses zero, fractions, a missing quantity and more than the limit', async () => {
    await signIn();
    const { id } = someMember();
    await expect(recharge(id, 0)).rejects.toMatchObject({ serverMessage: zh('member.recharge.zero') });
    await expect(recharge(id, 1.5)).rejects.toMatchObject({ serverMessage: zh('member.recharge.integer') });
    await expect(recharge(id, '')).rejects.toMatchObject({ serverMessage: zh('member.recharge.quantityRequired') });
    await expect(recharge(id, 1_000_001)).rejects.toMatchObject({ serverMessage: zh('member.recharge.limit') });
    await expect(recharge(999_999, 10)).rejects.toMatchObject({ code: 404, serverMessage: zh('error.http.404') });
  });

  it('two deductions at once cannot both pass the balance check', async () => {
    await signIn();
    const member = someMember((m) => m.beanBalance >= 100);
    const half = Math.floor(member.beanBalance / 2) + 1;
    const results = await Promise.allSettled([recharge(member.id, -half), recharge(member.id, -half)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const { rows } = await beanDetails(member.id);
    expect(rows.reduce((n, r) => n + r.quantity, 0)).toBe((await info(member.id)).beanBalance);
  });
});

describe('set referrer', () => {
  const setReferrer = (id: number, referrerCard: string) => api.post('member/v1/setReferrer', { id, referrerCard }, MemberSchema);

  it('refuses the member themselves, an unknown card, a bad card and a loop', async () => {
    await signIn();
    const [a, b] = memberTables.members.all().filter((m) => m.type === 'member' && !m.referrerId);
    await expect(setReferrer(a.id, a.cardNumber)).rejects.toMatchObject({ serverMessage: zh('member.referrer.self') });
    await expect(setReferrer(a.id, '1234')).rejects.toMatchObject({ serverMessage: zh('member.referrer.cardFormat') });
    await expect(setReferrer(a.id, '')).rejects.toMatchObject({ serverMessage: zh('member.referrer.cardRequired') });
    const unused = ['10000000', '99999999'].find((c) => !memberTables.members.find((m) => m.cardNumber === c))!;
    await expect(setReferrer(a.id, unused)).rejects.toMatchObject({ serverMessage: zh('member.referrer.notFound') });
    expect((await info(a.id)).referrerId).toBeNull();

    const updated = await setReferrer(a.id, b.cardNumber);
    expect(updated).toMatchObject({ referrerId: b.id, referrerName: b.name, referrerCard: b.cardNumber });
    // b cannot now be referred by a (a loop).
    await expect(setReferrer(b.id, a.cardNumber)).rejects.toMatchObject({ serverMessage: zh('member.referrer.cycle') });
  });
});

describe('set VIP and development channel', () => {
  it('sets a VIP type with a future expiry as a VIP record, and refuses a past one, no type or an unknown one', async () => {
    await signIn();
    const member = someMember((m) => m.vipTypeId === null);
    const expiry = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const setVip = (vipTypeId: unknown, expiryTime: unknown) => api.post('member/v1/setVip', { id: member.id, vipTypeId, expiryTime }, MemberSchema);
    await expect(setVip(2, new Date(Date.now() - 60_000).toISOString())).rejects.toMatchObject({ serverMessage: zh('member.vip.expiryFuture') });
    await expect(setVip('', expiry)).rejects.toMatchObject({ serverMessage: zh('member.vip.typeRequired') });
    await expect(setVip('lifetime', expiry)).rejects.toMatchObject({ serverMessage: zh('member.vip.typeRequired') });
    await expect(setVip(999, expiry)).rejects.toMatchObject({ serverMessage: zh('member.vip.typeMissing') });
    // The seeded half-year type is disabled: not sold, not set either.
    await expect(setVip(5, expiry)).rejects.toMatchObject({ serverMessage: zh('member.vip.typeMissing') });
    expect(memberTables.vipRecords.filter((r) => r.memberId === member.id)).toEqual([]);
    expect(await setVip(2, expiry)).toMatchObject({ vipTypeId: 2, expiryTime: expiry });
    expect(memberTables.vipRecords.filter((r) => r.memberId === member.id)).toMatchObject([{ vipTypeId: 2, expiryTime: expiry, source: 'admin', operator: 'admin' }]);
  });

  it('sets a channel that exists', async () => {
    await signIn();
    const member = someMember((m) => m.channelId === null);
    const setChannel = (channelId: unknown) => api.post('member/v1/setChannel', { id: member.id, channelId }, MemberSchema);
    await expect(setChannel('')).rejects.toMatchObject({ serverMessage: zh('member.channel.required') });
    await expect(setChannel(999)).rejects.toMatchObject({ serverMessage: zh('member.channel.notFound') });
    expect(await setChannel(4)).toMatchObject({ channelId: 4 });
  });
});

describe('third-party account lookup by email', () => {
  it('finds the accounts linked to a member’s email, says none for an unknown one, refuses a bad address', async () => {
    await signIn();
    const member = someMember((m) => m.loginType === 'google' && m.email !== '');
    const found = await api.post('member/v1/lookupThirdParty', { email: member.email.toUpperCase() }, ThirdPartyLookupSchema);
    expect(found.accounts.some((a) => a.memberId === member.id && a.provider === 'google' && /^1\d{20}$/.test(a.account))).toBe(true);
    const none = await api.post('member/v1/lookupThirdParty', { email: 'nobody@nowhere.example' }, ThirdPartyLookupSchema);
    expect(none.accounts).toEqual([]);
    await expect(api.post('member/v1/lookupThirdParty', { email: 'not-an-email' })).rejects.toMatchObject({ serverMessage: zh('valid.email') });
    // Guests sign in with the device only: nothing to find.
    expect(memberTables.members.all().filter((m) => m.type === 'guest').every((m) => m.email === '')).toBe(true);
  });
});
