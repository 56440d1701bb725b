// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@/lib/api/client';
import { formatNumber } from '@/lib/format';
import { keepForm, keepOpenWork, readKept } from '@/lib/kept-work';
import { resourceApi } from '@/lib/resource/api';
import { LoginResultSchema } from '@/records/session';
import type { Member } from '@/records/members';
import { moneyApi } from '@/features/money/contract';
import { systemApi } from '@/features/system/contract';
import AttributionPage from '@/features/money/pages/selfAttributionConfiguration';
import MemberInfoPage from '@/features/member/pages/memberInforMation';
import MemberRecordPage from '@/features/member/pages/memberInforMation.record';
import { memberResource } from '@/features/member/resources';
import { useMockBackend } from './support/mock-server';
import { actorsStub, renderPage } from './support/render';

/*
 * No typed work lost (docs/unsaved-work.md) beyond the resource dialogs: a page's own form (the
 * self-attribution settings) and a row action's dialog (a member's golden-bean recharge, kept with
 * which dialog and which member), offered back after signing in again and kept again.
 */

const { token } = useMockBackend();
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

async function signedInPage(Page: () => ReactNode, path: string) {
  token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
  // Signed in as user 1 with the whole menu (the restore bar reads the user, the grants the menu).
  const menu = await systemApi.menuTree();
  renderPage(Page, path, { actors: actorsStub({ user: { id: 1 }, menu }).actors });
}

/*
 * (In jsdom, Fluent's modalizer may mark the reopened dialog aria-hidden once the bar's button that
 * had the focus is gone, on a busy machine: it and its submit button are looked up with `hidden: true`, as
 * load-pages.test.tsx does, and the reopening (the member fetched as it is now) given the time a
 * busy 2-core machine takes, as resource-grants.test.tsx does. Browsers keep the focus in the dialog: tests/e2e/restore-unsaved.spec.ts.)
 */
describe('a row action dialog (member: recharge golden beans)', () => {
  it('reopens on the same member with the kept values, and is kept again with its dialog and member', { timeout: 60_000 }, async () => {
    const PATH = '/member/memberInforMation/index';
    token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
    const page = await resourceApi(memberResource).page({ pageNum: 1, pageSize: 3, filters: {} });
    const member = page.records[2] as Member;
    keepForm(1, PATH, { form: 'member:action', mode: 'edit', recordId: member.id, values: { quantity: 30, remark: '补偿', '#dialog': 'recharge' } });

    await signedInPage(MemberInfoPage, PATH);
    const bar = await screen.findByTestId('restore-unsaved');
    expect(bar.textContent).toContain('编辑「充值金豆」的表单有未保存的内容');
    await userEvent.click(within(bar).getByRole('button', { name: '恢复未保存的内容' }));

    const dialog = await screen.findByRole('dialog', { hidden: true }, { timeout: 15_000 });
    expect(dialog.textContent).toContain(member.cardNumber);
    expect(within(dialog).getByLabelText(/充值数量|数量/)).toHaveProperty('value', '30');
    expect(within(dialog).getByLabelText(/备注/)).toHaveProperty('value', '补偿');
    // The stored copy is dropped once open; the dialog holds it as unsaved input, kept again at another expiry.
    await waitFor(() => expect(screen.queryByTestId('restore-unsaved')).toBeNull());
    await waitFor(() => expect(keepOpenWork(1)).toBe(1));
    expect(readKept(1, PATH, 'member:action')).toMatchObject({ mode: 'edit', recordId: member.id, values: { quantity: 30, remark: '补偿', '#dialog': 'recharge' } });

    // Saved, the list shows the member's new balance: a dialog reopened from kept work has no row
    // of its own to refresh, so the list's own refresh (ResourcePage's children(ctx)) does it.
    await userEvent.click(within(dialog).getByRole('button', { name: '提交', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const balance = formatNumber(member.beanBalance + 30, 'ZH');
    await waitFor(() => {
      const row = screen.getAllByRole('row').find((r) => r.textContent?.includes(member.cardNumber));
      expect(row?.textContent).toContain(balance);
    });
  });
});

describe("a member's record tab: its action dialogs", () => {
  it('reopens the kept recharge on the member as it is now; saved, the record is drawn afresh', { timeout: 60_000 }, async () => {
    token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
    const page = await resourceApi(memberResource).page({ pageNum: 1, pageSize: 3, filters: {} });
    const member = page.records[1] as Member;
    const PATH = `/member/memberInforMation/record/${member.id}`;
    keepForm(1, PATH, { form: 'member:action', mode: 'edit', recordId: member.id, values: { quantity: 40, remark: '补发', '#dialog': 'recharge' } });

    await signedInPage(() => <MemberRecordPage id={String(member.id)} />, PATH);
    const bar = await screen.findByTestId('restore-unsaved');
    expect(bar.textContent).toContain('充值金豆');
    await userEvent.click(within(bar).getByRole('button', { name: '恢复未保存的内容' }));
    const dialog = await screen.findByRole('dialog', { hidden: true }, { timeout: 15_000 });
    expect(within(dialog).getByLabelText(/充值数量|数量/)).toHaveProperty('value', '40');
    expect(within(dialog).getByLabelText(/备注/)).toHaveProperty('value', '补发');
    await waitFor(() => expect(screen.queryByTestId('restore-unsaved')).toBeNull());

    await userEvent.click(within(dialog).getByRole('button', { name: '提交', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The record's own field (not the dialog's or a toast's words) shows the new balance.
    const balance = formatNumber(member.beanBalance + 40, 'ZH');
    await waitFor(() => expect(document.querySelector('[data-field="beanBalance"] dd')?.textContent).toBe(balance));
  });
});

describe("a page's own form (self-attribution settings)", () => {
  it('offers the kept choice back, restores it as unsaved input, and keeps it again', { timeout: 60_000 }, async () => {
    const PATH = '/operate/selfAttributionConfiguration/index';
    token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
    const { config } = await moneyApi.attribution();
    const choice = config.natural ? { natural: false, channelIds: [1] } : { natural: true, channelIds: [] };
    keepForm(1, PATH, { form: 'money:attribution', mode: 'edit', recordId: null, values: choice });

    await signedInPage(AttributionPage, PATH);
    const bar = await screen.findByTestId('restore-unsaved');
    expect(bar.textContent).toContain('编辑「自归因配置」的表单有未保存的内容');
    await userEvent.click(within(bar).getByRole('button', { name: '恢复未保存的内容' }));
    await waitFor(() => expect(screen.queryByTestId('restore-unsaved')).toBeNull());
    expect(screen.getByRole('checkbox', { name: /^自然归因/ })).toHaveProperty('checked', choice.natural);
    await waitFor(() => expect(keepOpenWork(1)).toBe(1));
    expect(readKept(1, PATH, 'money:attribution')?.values).toEqual(choice);
  });
});
