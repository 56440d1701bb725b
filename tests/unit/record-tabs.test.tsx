// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRouterState } from '@tanstack/react-router';
import { api } from '@/lib/api/client';
import { recordHref } from '@/lib/records';
import { LoginResultSchema } from '@/records/session';
import { TRAIL_PAGE, TRAIL_TAB } from '@/records/attribution';
import { systemApi } from '@/features/system/contract';
import MemberRecordPage from '@/features/member/pages/memberInforMation.record';
import { useMockBackend } from './support/mock-server';
import { actorsStub, renderPage } from './support/render';

/*
 * A record page's tab is in its address (?tab=<value>, RecordView): a link opens the record on
 * that tab (回传列表's 归因轨迹 opens a member's trail), choosing another tab writes it, the
 * fields drop it, and an unknown tab shows the fields.
 */

const { token } = useMockBackend();
afterEach(cleanup);

function Address() {
  const href = useRouterState({ select: (s) => s.location.href });
  return <output data-testid="address">{href}</output>;
}

async function open(path: string, id: number) {
  token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
  const menu = await systemApi.menuTree();
  renderPage(
    () => (
      <>
        <MemberRecordPage id={String(id)} />
        <Address />
      </>
    ),
    path,
    { actors: actorsStub({ user: { id: 1 }, menu }).actors },
  );
}

describe('a record page’s tab in its address', () => {
  it('recordHref opens the member on 归因轨迹; 基本信息 drops the tab from the address, and choosing the trail writes it again', { timeout: 60_000 }, async () => {
    const href = recordHref(TRAIL_PAGE, 7, TRAIL_TAB);
    expect(href).toBe('/member/memberInforMation/record/7?tab=trail');
    await open(href, 7);
    const trail = await screen.findByRole('tab', { name: '归因轨迹' }, { timeout: 15_000 });
    expect(trail.getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(document.querySelector('[data-trail="7"]')).not.toBeNull(), { timeout: 15_000 });
    await userEvent.click(screen.getByRole('tab', { name: '基本信息' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/member/memberInforMation/record/7'));
    expect(screen.getByRole('tab', { name: '基本信息' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('tab', { name: '归因轨迹' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/member/memberInforMation/record/7?tab=trail'));
  });

  it('an unknown tab shows the fields', { timeout: 60_000 }, async () => {
    await open('/member/memberInforMation/record/7?tab=nothing', 7);
    const fields = await screen.findByRole('tab', { name: '基本信息' }, { timeout: 15_000 });
    expect(fields.getAttribute('aria-selected')).toBe('true');
  });
});
