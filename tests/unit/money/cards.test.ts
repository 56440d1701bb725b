import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { translate } from '@/i18n';
import { api } from '@/lib/api/client';
import { LoginResultSchema } from '@/records/session';
import { MemberSchema } from '@/records/members';
import { BeanLogSchema, RedeemResultSchema } from '@/features/member/contract';
import { CARD_CODE, CardBatchListSchema, CardCodeListSchema } from '@/records/catalogue';
import { VoidCardsResultSchema } from '@/features/money/contract';
import { moneyTables } from '@/features/money/mock/tables';
import { freshCodes } from '@/features/money/mock/handlers/codes';
import { memberTables } from '@/features/member/mock/tables';
import { logRows } from '@/mocks/oplog';
import { useMockBackend } from '../support/mock-server';

const { token } = useMockBackend();
const zh = translate.bind(null, 'ZH');
const signIn = async () => {
  token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
};
const Codes = v.object({ records: v.array(CardCodeListSchema), total: v.number() });
const Beans = v.object({ records: v.array(BeanLogSchema), total: v.number() });
const generate = (body: Record<string, unknown>) => api.post('cardBatch/v1/generate', body, CardBatchListSchema);
const codesOf = (batchId: number, extra: Record<string, unknown> = {}) => api.post('cardCode/v1/page', { pageNum: 1, pageSize: 100, batchId: String(batchId), ...extra }, Codes);
const redeem = (memberId: number, code: string) => api.post('member/v1/redeemCard', { id: memberId, code }, RedeemResultSchema);

/** Every golden-bean detail of a member, through the API; they add up to the balance. */
async function ledger(memberId: number) {
  const rows = [];
  for (let pageNum = 1; ; pageNum++) {
    const page = await api.post('member/bean/v1/page', { memberId, pageNum, pageSize: 100 }, Beans);
    rows.push(...page.records);
    if (rows.length >= page.total) return rows;
  }
}

describe('card codes', () => {
  it('a batch of 10,000 codes: all unique (among themselves and every other batch), of the code’s form, to be used', async () => {
    await signIn();
    const before = new Set(moneyTables.codes.all().map((c) => c.code));
    const batch = await generate({ kind: 'beans', packageId: 2, name: '一万张压力测试', quantity: 10_000 });
    expect(batch).toMatchObject({ quantity: 10_000, unused: 10_000, used: 0, voided: 0, itemName: '金豆 300' });
    const codes = moneyTables.codes.filter((c) => c.batchId === batch.id).map((c) => c.code);
    expect(codes).toHaveLength(10_000);
    expect(new Set(codes).size).toBe(10_000);
    expect(codes.every((c) => CARD_CODE.test(c) && !before.has(c))).toBe(true);
    const page = await codesOf(batch.id, { status: 'unused' });
    expect(page.total).toBe(10_000);
    // One log entry for the batch, not 10,000.
    const log = (await logRows()).filter((r) => r.table === 'cardCodes' || (r.table === 'cardBatches' && r.recordId === String(batch.id)));
    expect(log).toHaveLength(1);
  });

  it('the generator draws every character of the alphabet about as often (no bias), and never repeats a taken code', () => {
    const taken = new Set(freshCodes(2000, new Set()));
    const more = freshCodes(2000, taken);
    expect(more.some((c) => taken.has(c))).toBe(false);
    const counts = new Map<string, number>();
    for (const c of more) for (const ch of c.replace(/-/g, '')) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(31);
    const mean = (2000 * 16) / 31;
    for (const n of counts.values()) expect(Math.abs(n - mean) / mean).toBeLessThan(0.2);
  });

  it('refuses a quantity outside 1-10,000, a missing item, a blank name; creates nothing then', async () => {
    await signIn();
    const size = moneyTables.batches.size;
    await expect(generate({ kind: 'vip', vipTypeId: 1, name: '测试', quantity: 0 })).rejects.toMatchObject({ serverMessage: zh('operate.card.quantityRule') });
    await expect(generate({ kind: 'vip', vipTypeId: 1, name: '测试', quantity: 10_001 })).rejects.toMatchObject({ serverMessage: zh('operate.card.quantityRule') });
    await expect(generate({ kind: 'vip', name: '测试', quantity: 5 })).rejects.toMatchObject({ serverMessage: zh('operate.card.itemRequired') });
    await expect(generate({ kind: 'vip', vipTypeId: 99, name: '测试', quantity: 5 })).rejects.toMatchObject({ serverMessage: zh('operate.card.itemMissing') });
    await expect(generate({ kind: 'beans', packageId: 2, name: ' ', quantity: 5 })).rejects.toMatchObject({ serverMessage: zh('operate.card.nameLength') });
    expect(moneyTables.batches.size).toBe(size);
  });

  it('a golden-bean code redeemed for a member: used, the beans credited with a detail row, the ledger still adds up; twice is refused', async () => {
    await signIn();
    const batch = await generate({ kind: 'beans', packageId: 4, name: '兑换测试', quantity: 5 });
    const [card] = (await codesOf(batch.id)).records;
    const member = memberTables.members.all().find((m) => m.type === 'member' && m.beanBalance > 0)!;
    const start = await ledger(member.id);
    expect(start.reduce((n, r) => n + r.quantity, 0)).toBe(member.beanBalance);
    // Typed in lower case, without dashes: it is the same code.
    const result = await redeem(member.id, card.code.toLowerCase().replace(/-/g, ''));
    const credit = 1800 + 300;
    expect(result.member.beanBalance).toBe(member.beanBalance + credit);
    expect(result.log).toMatchObject({ type: 'card', quantity: credit, balanceAfter: member.beanBalance + credit, operator: 'admin' });
    expect(result.itemName).toBe('金豆 2100');
    const after = await ledger(member.id);
    expect(after.reduce((n, r) => n + r.quantity, 0)).toBe(result.member.beanBalance);
    expect(after[0]).toMatchObject({ type: 'card', quantity: credit });
    const used = (await codesOf(batch.id, { status: 'used' })).records;
    expect(used).toMatchObject([{ id: card.id, status: 'used', memberId: member.id, cardNumber: member.cardNumber }]);
    expect((await api.post('cardBatch/v1/page', { pageNum: 1, pageSize: 10, name: '兑换测试' }, v.object({ records: v.array(CardBatchListSchema) }))).records[0]).toMatchObject({ unused: 4, used: 1 });
    const other = memberTables.members.all().find((m) => m.id !== member.id && m.type === 'member')!;
    await expect(redeem(other.id, card.code)).rejects.toMatchObject({ serverMessage: zh('member.redeem.used') });
    await expect(redeem(other.id, 'AAAA-BBBB-CCCC-DDDD')).rejects.toMatchObject({ serverMessage: zh('member.redeem.notFound') });
    await expect(redeem(other.id, 'nope')).rejects.toMatchObject({ serverMessage: zh('member.redeem.codeFormat') });
  });

  it('a VIP code adds one period after the member’s current VIP time, as a VIP record of source card code', async () => {
    await signIn();
    const batch = await generate({ kind: 'vip', vipTypeId: 2, name: '月卡兑换测试', quantity: 2 });
    const [a, b] = (await codesOf(batch.id)).records;
    const member = memberTables.members.all().find((m) => m.vipTypeId === null)!;
    const first = await redeem(member.id, a.code);
    expect(first.member.vipTypeId).toBe(2);
    const expiry = Date.parse(first.member.expiryTime!);
    expect(Math.abs(expiry - (Date.now() + 30 * 86_400_000))).toBeLessThan(60_000);
    expect(first.vipRecord).toMatchObject({ source: 'cardCode', cardCode: a.code, vipTypeId: 2, operator: 'admin' });
    const second = await redeem(member.id, b.code);
    expect(Date.parse(second.member.expiryTime!)).toBe(expiry + 30 * 86_400_000);
    expect((await api.get('member/v1/info', { id: member.id }, MemberSchema)).expiryTime).toBe(second.member.expiryTime);
  });

  it('voids codes to be used, all or none: a used or voided one refuses the call', async () => {
    await signIn();
    const batch = await generate({ kind: 'beans', packageId: 2, name: '作废测试', quantity: 3 });
    const [x, y, z] = (await codesOf(batch.id)).records;
    const member = memberTables.members.get(10)!;
    await redeem(member.id, z.code);
    await expect(api.post('cardCode/v1/void', { ids: [x.id, z.id] })).rejects.toMatchObject({ serverMessage: zh('operate.card.notVoidable', { code: z.code }) });
    expect(moneyTables.codes.get(x.id)!.voided).toBe(false);
    expect(await api.post('cardCode/v1/void', { ids: [x.id, y.id] }, VoidCardsResultSchema)).toEqual({ voided: 2 });
    const page = await codesOf(batch.id);
    expect(Object.fromEntries(page.records.map((r) => [r.id, r.status]))).toEqual({ [x.id]: 'void', [y.id]: 'void', [z.id]: 'used' });
    await expect(redeem(member.id, x.code)).rejects.toMatchObject({ serverMessage: zh('member.redeem.void') });
    const log = (await logRows()).filter((r) => r.table === 'cardCodes' && r.op === 'action');
    expect(log.map((r) => r.recordId).sort()).toEqual([String(x.id), String(y.id)].sort());
  });

  it('seeded golden-bean batches were redeemed by members in their lives: each redeemer’s ledger has the card’s beans', async () => {
    await signIn();
    const redemptions = memberTables.redemptions.all();
    expect(redemptions.length).toBeGreaterThan(50);
    for (const r of redemptions.slice(0, 5)) {
      const code = moneyTables.codes.get(r.codeId)!;
      expect(code.batchId).toBe(r.batchId);
      const rows = await ledger(r.memberId);
      expect(rows.some((b) => b.type === 'card' && b.remark === code.name)).toBe(true);
      expect(rows.reduce((n, b) => n + b.quantity, 0)).toBe(memberTables.members.get(r.memberId)!.beanBalance);
    }
    // No batch handed out more codes than it has.
    for (const batch of moneyTables.batches.all()) expect(redemptions.filter((r) => r.batchId === batch.id).length).toBeLessThanOrEqual(batch.quantity);
  });
});
