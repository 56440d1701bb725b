import { describe, expect, it } from 'vitest';
import { translate } from '@/i18n';
import { api } from '@/lib/api/client';
import { LoginResultSchema } from '@/records/session';
import { MemberSearchResultSchema, WhiteListSchema } from '@/features/money/contract';
import { moneyTables } from '@/features/money/mock/tables';
import { memberTables } from '@/features/member/mock/tables';
import { useMockBackend } from '../support/mock-server';

const { token } = useMockBackend();
const zh = translate.bind(null, 'ZH');
const signIn = async () => {
  token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
};
const find = (text: string) => api.post('whiteList/v1/findMembers', { cardNumber: text }, MemberSearchResultSchema);

describe('the white list', () => {
  it('finds a member by card number, phone (in part) or e-mail, saying who is listed already', async () => {
    await signIn();
    const member = memberTables.members.all().find((m) => m.type === 'member' && m.phone && m.email && !moneyTables.whiteList.find((w) => w.memberId === m.id))!;
    for (const text of [member.cardNumber, member.phone.slice(-6), member.email.toUpperCase()]) {
      const { records } = await find(text);
      expect(records.map((r) => r.id), text).toContain(member.id);
      expect(records.length).toBeLessThanOrEqual(10);
    }
    const listed = moneyTables.whiteList.all()[0];
    expect((await find(listed.cardNumber)).records.find((r) => r.id === listed.memberId)?.listed).toBe(true);
    await expect(find('12')).rejects.toMatchObject({ serverMessage: zh('operate.white.keywordShort') });
    await expect(find(' ')).rejects.toMatchObject({ serverMessage: zh('operate.white.keywordRequired') });
  });

  it('puts a member on it once, with its card, name, phone and e-mail; a second time is refused', async () => {
    await signIn();
    const member = memberTables.members.all().find((m) => m.type === 'member' && !moneyTables.whiteList.find((w) => w.memberId === m.id))!;
    const size = moneyTables.whiteList.size;
    const entry = await api.post('whiteList/v1/add', { memberId: member.id, enabled: false, remark: ' 审核账号 ' }, WhiteListSchema);
    expect(entry).toMatchObject({ memberId: member.id, cardNumber: member.cardNumber, memberName: member.name, phone: member.phone, email: member.email, enabled: false, remark: '审核账号', operator: 'admin' });
    await expect(api.post('whiteList/v1/add', { memberId: member.id, enabled: true, remark: '' })).rejects.toMatchObject({ serverMessage: zh('operate.white.duplicate') });
    await expect(api.post('whiteList/v1/add', { memberId: 99_999_999, enabled: true, remark: '' })).rejects.toMatchObject({ serverMessage: zh('operate.white.memberMissing') });
    expect(moneyTables.whiteList.size).toBe(size + 1);
  });
});
