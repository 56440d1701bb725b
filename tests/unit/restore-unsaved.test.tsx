// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Locale } from '@/i18n';
import { api } from '@/lib/api/client';
import { keepOpenWork, readKept, restoreBase, type KeptForm } from '@/lib/kept-work';
import { KeptFormScope, RestoreUnsavedBar } from '@/lib/restore-unsaved';
import { resourceApi } from '@/lib/resource/api';
import { FormDialog } from '@/lib/resource/FormDialog';
import { useEditorForm, useRestoredPart } from '@/lib/resource/editor';
import type { Row } from '@/lib/resource/types';
import { LoginResultSchema } from '@/records/session';
import { RoleSchema } from '@/features/system/contract';
import { roleResource } from '@/features/system/resources';
import { useMockBackend } from './support/mock-server';
import { renderPage, renderUi } from './support/render';

/*
 * No typed work lost (issue #22): the bar that offers kept input back (恢复未保存的内容 / 放弃修改),
 * and the resource kit's add / edit dialog reopened with it (src/lib/restore-unsaved.tsx).
 */

const { token } = useMockBackend();
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const KEPT: KeptForm = { form: 'resource:role', mode: 'add', recordId: null, values: { name: '内容审核' }, at: 0 };

function renderBar(locale: Locale, kept: KeptForm) {
  const onRestore = vi.fn();
  const onDiscard = vi.fn();
  renderUi(<RestoreUnsavedBar kept={kept} name={locale === 'ZH' ? '角色' : 'role'} onRestore={onRestore} onDiscard={onDiscard} />, { locale });
  return { onRestore, onDiscard };
}

describe('the restore bar', () => {
  it('in Chinese: says what was kept, restores or discards', async () => {
    const { onRestore, onDiscard } = renderBar('ZH', KEPT);
    const bar = screen.getByTestId('restore-unsaved');
    expect(bar.textContent).toContain('新增「角色」的表单有未保存的内容');
    await userEvent.click(within(bar).getByRole('button', { name: '恢复未保存的内容' }));
    expect(onRestore).toHaveBeenCalledTimes(1);
    await userEvent.click(within(bar).getByRole('button', { name: '放弃修改' }));
    expect(onDiscard).toHaveBeenCalledTimes(1);
  });

  it('in English, for an edit', async () => {
    const { onRestore } = renderBar('EN', { ...KEPT, mode: 'edit', recordId: 3 });
    const bar = screen.getByTestId('restore-unsaved');
    expect(bar.textContent).toContain('an edit of role had unsaved changes');
    expect(within(bar).getByRole('button', { name: 'Discard' })).toBeTruthy();
    await userEvent.click(within(bar).getByRole('button', { name: 'Restore unsaved changes' }));
    expect(onRestore).toHaveBeenCalledTimes(1);
  });
});

describe('the add dialog reopened with kept values', () => {
  it('shows them, holds them as unsaved input, and keeps them again if the session ends again', { timeout: 60_000 }, async () => {
    token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
    const roles = resourceApi(roleResource);
    const Page = () => (
      <KeptFormScope form="resource:role" restored={{ name: '内容审核', remark: '夜班用', unknownKey: 'dropped' }}>
        <FormDialog def={roleResource} api={roles} mode="add" open onClose={() => {}} onSaved={() => {}} />
      </KeptFormScope>
    );
    renderPage(Page, '/system/roles/index');
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText(/^角色名称/) as HTMLInputElement).value).toBe('内容审核');
    expect((within(dialog).getByLabelText(/^备注/) as HTMLTextAreaElement).value).toBe('夜班用');

    // Unsaved input: the session ending now keeps it again, for the page it is on.
    await waitFor(() => expect(keepOpenWork(1)).toBe(1));
    const kept = readKept(1, '/system/roles/index', 'resource:role');
    expect(kept).toMatchObject({ mode: 'add', recordId: null, values: { name: '内容审核', remark: '夜班用' } });
    expect(kept?.values).not.toHaveProperty('unknownKey');

    // Closing asks first, as for anything typed.
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('有未保存的修改，确定放弃吗？')).toBeTruthy();
  });
});

describe("an editor reopened with kept values (the editor slot's forms)", () => {
  /** A bespoke editor as the engagement and theater forms are: the definition's fields and a part of its own. */
  function Editor() {
    const [days, setDays] = useState<number[]>(useRestoredPart('days', [] as number[]));
    const { form, dirty } = useEditorForm({ def: roleResource, mode: 'add', record: null, changed: days.length > 0, parts: { days }, onClose: () => {}, onSaved: () => {} });
    return (
      <div>
        <output data-testid="name">{String(form.values.name ?? '')}</output>
        <output data-testid="days">{days.join(',')}</output>
        <output data-testid="dirty">{String(dirty)}</output>
        <button type="button" onClick={() => setDays([...days, days.length + 1])}>
          day
        </button>
      </div>
    );
  }

  function renderEditor(restored: Record<string, unknown> | null) {
    const Page = () => (
      <KeptFormScope form="resource:signIn" restored={restored}>
        <Editor />
      </KeptFormScope>
    );
    renderPage(Page, '/operate/signIn/index');
  }

  it('starts with the kept fields and parts, is unsaved input, and keeps both again', async () => {
    renderEditor({ name: '七日签到', __parts: { days: [1, 2, 3] } });
    expect((await screen.findByTestId('name')).textContent).toBe('七日签到');
    expect(screen.getByTestId('days').textContent).toBe('1,2,3');
    expect(screen.getByTestId('dirty').textContent).toBe('true');
    await waitFor(() => expect(keepOpenWork(4)).toBe(1));
    expect(readKept(4, '/operate/signIn/index', 'resource:signIn')?.values).toMatchObject({ name: '七日签到', __parts: { days: [1, 2, 3] } });
  });

  it('without a restore starts empty; a part of another shape is ignored', async () => {
    renderEditor({ __parts: { days: 'not a list' } });
    expect((await screen.findByTestId('dirty')).textContent).toBe('false');
    expect(screen.getByTestId('days').textContent).toBe('');
    expect(keepOpenWork(4)).toBe(0);
  });
});

describe('an edit restored over a record someone else saved since (optimistic concurrency)', () => {
  function renderEdit(record: Row, restored: Record<string, unknown> | null, stale: boolean, saved: Array<Row | null>) {
    const roles = resourceApi(roleResource);
    const Page = () => (
      <KeptFormScope form="resource:role" restored={restored} stale={stale}>
        <FormDialog def={roleResource} api={roles} mode="edit" record={record} open onClose={() => {}} onSaved={(row) => saved.push(row)} />
      </KeptFormScope>
    );
    renderPage(Page, '/system/role/index');
    return screen.findByRole('dialog');
  }

  it('keeps the version and what the edit opened with; reopens on it, says stale at once, and 载入最新内容 takes only their change', { timeout: 60_000 }, async () => {
    token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
    const roles = resourceApi(roleResource);
    const opened = (await roles.info(3)) as Row;
    const saved: Array<Row | null> = [];

    // A types a remark; the session ends: kept with the version and the values the edit opened with.
    let dialog = await renderEdit(opened, null, false, saved);
    const remark = within(dialog).getByLabelText('备注');
    await userEvent.clear(remark);
    await userEvent.click(remark);
    await userEvent.paste('A 的备注');
    await waitFor(() => expect(keepOpenWork(1)).toBe(1));
    const kept = readKept(1, '/system/role/index', 'resource:role');
    expect(kept).toMatchObject({ mode: 'edit', recordId: 3, version: opened.version, values: { remark: 'A 的备注' }, base: { remark: opened.remark, description: opened.description } });
    cleanup();

    // Meanwhile B saves the description.
    await api.post('role/v1/update', { id: 3, version: opened.version, description: 'B 的描述' });
    const current = (await roles.info(3)) as Row;
    expect(restoreBase(kept!, opened)).toEqual({ record: opened, stale: false });
    const { record, stale } = restoreBase(kept!, current);
    expect(stale).toBe(true);
    expect(record).toMatchObject({ id: 3, version: opened.version, description: opened.description });

    // Restored: A's values, on the version A's edit was based on; the stale warning at once.
    dialog = await renderEdit(record, kept!.values, stale, saved);
    expect(within(dialog).getByLabelText('备注')).toHaveProperty('value', 'A 的备注');
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('该记录已被他人修改，请刷新后重试');

    // Saving as it is would not overwrite B's description: the server refuses it.
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await within(dialog).findByRole('alert');
    expect(saved).toEqual([]);
    expect(await api.get('role/v1/info', { id: 3 }, RoleSchema)).toMatchObject({ description: 'B 的描述', version: current.version });

    // 载入最新内容: B's description comes in, A's remark stays; the next save keeps both.
    await userEvent.click(within(await within(dialog).findByRole('alert')).getByRole('button', { name: '载入最新内容' }));
    const status = await within(dialog).findByText(/已载入他人的修改/);
    expect(status.textContent).toContain('描述');
    expect(within(dialog).getByLabelText('描述')).toHaveProperty('value', 'B 的描述');
    expect(within(dialog).getByLabelText('备注')).toHaveProperty('value', 'A 的备注');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await api.get('role/v1/info', { id: 3 }, RoleSchema)).toMatchObject({ description: 'B 的描述', remark: 'A 的备注' });
  });
});
