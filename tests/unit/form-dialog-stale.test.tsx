// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@/lib/api/client';
import { resourceApi } from '@/lib/resource/api';
import { FormDialog } from '@/lib/resource/FormDialog';
import type { Row } from '@/lib/resource/types';
import { LoginResultSchema } from '@/records/session';
import { RoleSchema } from '@/features/system/contract';
import { roleResource } from '@/features/system/resources';
import { useMockBackend } from './support/mock-server';
import { renderPage } from './support/render';

/*
 * The edit dialog after a stale save (issue #9, lost update): operator A has the role open,
 * operator B saves its description, A saves its remark. A's save is refused, A's typing is kept,
 * and 载入最新内容 brings in B's description without losing A's remark; the next save keeps both.
 */

const { token } = useMockBackend();
afterEach(cleanup);

const roles = resourceApi(roleResource);

async function openAsA() {
  token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
  const opened = (await roles.info(3)) as Row;
  const saved: Array<Row | null> = [];
  const Page = () => <FormDialog def={roleResource} api={roles} mode="edit" record={opened} open onClose={() => {}} onSaved={(row) => saved.push(row)} />;
  // The dialog marks its page dirty by path: it lives under a (memory) router, as in the console.
  renderPage(Page, '/system/role/index');
  const dialog = await screen.findByRole('dialog');
  return { opened, saved, dialog };
}

/** Operator B, elsewhere: saves the role from the version A opened. */
const saveAsB = (opened: Row, changes: Record<string, unknown>) => api.post('role/v1/update', { id: opened.id, version: opened.version, ...changes });

describe('edit dialog: a save refused as stale', () => {
  it('keeps what A typed, offers the latest version, takes only what B changed, and saves both', { timeout: 60_000 }, async () => {
    const { opened, saved, dialog } = await openAsA();
    const remark = within(dialog).getByLabelText('备注');
    await userEvent.clear(remark);
    await userEvent.click(remark);
    await userEvent.paste('A 的备注');

    await saveAsB(opened, { description: 'B 的描述' });
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('该记录已被他人修改，请刷新后重试');
    expect(saved).toEqual([]);
    expect(within(dialog).getByLabelText('备注')).toHaveProperty('value', 'A 的备注');
    expect(within(dialog).getByLabelText('描述')).toHaveProperty('value', opened.description);

    await userEvent.click(within(alert).getByRole('button', { name: '载入最新内容' }));
    const status = await within(dialog).findByText(/已载入他人的修改/);
    expect(status.textContent).toContain('描述');
    expect(status.textContent).not.toContain('备注');
    expect(within(dialog).getByLabelText('描述')).toHaveProperty('value', 'B 的描述');
    expect(within(dialog).getByLabelText('备注')).toHaveProperty('value', 'A 的备注');

    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const stored = await api.get('role/v1/info', { id: 3 }, RoleSchema);
    expect(stored).toMatchObject({ description: 'B 的描述', remark: 'A 的备注', version: Number(opened.version) + 2 });
  });

  it('when B changed nothing the form shows, says so and keeps every entry', { timeout: 60_000 }, async () => {
    const { opened, saved, dialog } = await openAsA();
    const remark = within(dialog).getByLabelText('备注');
    await userEvent.clear(remark);
    await userEvent.click(remark);
    await userEvent.paste('只改备注');
    // B changes nothing A's form holds differently: same values, but a new version all the same.
    await saveAsB(opened, { name: opened.name });
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    const alert = await within(dialog).findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: '载入最新内容' }));
    await within(dialog).findByText(/表单中的字段没有被他人修改/);
    expect(within(dialog).getByLabelText('备注')).toHaveProperty('value', '只改备注');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved).toHaveLength(1));
  });
});
