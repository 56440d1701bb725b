// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { api } from '@/lib/api/client';
import { ConfirmHost } from '@/lib/confirm';
import { LoginResultSchema } from '@/records/session';
import ConfigPage from '@/features/system/pages/systemConfiguration';
import ToolsPage from '@/features/system/pages/tools';
import { fail } from '@/mocks/controls';
import { useMockBackend } from './support/mock-server';
import { actorsStub, renderPage, renderUi } from './support/render';

/**
 * Pages that load server state through useLoad (src/lib/load.tsx, the load machine), rendered in
 * jsdom against the demo backend: the loading indicator, the failure with its reason and Retry,
 * and the reload after a write.
 */

const { token } = useMockBackend();

async function signIn() {
  const result = await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema);
  token.value = result.token;
}

/** Counts the calls of one endpoint (the demo backend answers them). */
function countCalls(path: string) {
  const seen = { count: 0 };
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes(path)) seen.count += 1;
    return original(input, init);
  };
  restore.push(() => (globalThis.fetch = original));
  return seen;
}
const restore: Array<() => void> = [];

afterEach(() => {
  cleanup();
  restore.splice(0).forEach((f) => f());
});

function shell(children: ReactNode) {
  const { actors, sent } = actorsStub();
  renderUi(
    <>
      <ConfirmHost />
      {children}
    </>,
    { actors },
  );
  return { sent };
}

/** A page that uses the router (leave guards, the current path) under a memory router. */
function routed(Page: () => ReactNode, path: string) {
  const { actors, sent } = actorsStub();
  renderPage(Page, path, { actors, extra: <ConfirmHost /> });
  return { sent };
}

/**
 * Runs a tool: its button, then 执行 in the confirmation. (In jsdom, Fluent's modalizer leaves
 * the reopened confirmation's portal aria-hidden: it is looked up with `hidden: true`.)
 */
async function run(card: HTMLElement) {
  await userEvent.click(within(card).getByRole('button', { name: '执行' }));
  const dialog = await screen.findByRole('alertdialog', { hidden: true });
  await userEvent.click(within(dialog).getByRole('button', { name: '执行', hidden: true }));
  await waitFor(() => expect(document.querySelector('[role=alertdialog]')).toBeNull());
}

describe('system/tools loads its status through useLoad', () => {
  it('a failed status load shows the reason and Retry (no endless 加载中 on the cards); Retry loads it', async () => {
    await signIn();
    fail({ path: 'tools/v1/status', status: 500, times: 1 });
    shell(<ToolsPage />);
    expect(screen.getAllByText('加载中…').length).toBeGreaterThan(0);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveProperty('textContent', expect.stringContaining('加载失败：服务异常！'));
    expect(screen.queryByText('加载中…')).toBeNull();

    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    const card = screen.getByRole('region', { name: '重建搜索索引' });
    await within(card).findByText(/尚未执行过|上次执行/);
  });

  it('a run reloads the status, keeping it on screen; a failed reload keeps it and says so', async () => {
    await signIn();
    const statusCalls = countCalls('tools/v1/status');
    shell(<ToolsPage />);
    const card = await screen.findByRole('region', { name: '重建搜索索引' });
    await within(card).findByText(/尚未执行过|上次执行/);
    expect(statusCalls.count).toBe(1);

    await run(card);
    await within(card).findByText(/上次执行：.* · /);
    expect(statusCalls.count).toBe(2);
    const shown = within(card).getByText(/上次执行：/).textContent;

    // The next reload fails: the status stays, a toast gives the reason, no error replaces the page.
    fail({ path: 'tools/v1/status', status: 500, times: 1 });
    await run(card);
    await screen.findByText('获取数据失败');
    expect(statusCalls.count).toBe(3);
    expect(within(card).getByText(/上次执行：/).textContent).toBe(shown);
    expect(screen.queryByText(/加载失败/)).toBeNull();
  });
});

describe('system/systemConfiguration loads its settings through useLoad', () => {
  it('shows the loading indicator, then the reason and Retry; Retry shows the form', async () => {
    await signIn();
    fail({ path: 'config/v1/get', network: true, times: 1 });
    routed(ConfigPage, '/system/systemConfiguration/index');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('服务器连接失败，请稍后重试');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('form', { name: '系统配置' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a save shows the stored settings at once (its answer becomes the data: no second request)', async () => {
    await signIn();
    const gets = countCalls('config/v1/get');
    routed(ConfigPage, '/system/systemConfiguration/index');
    const field = await screen.findByLabelText(/金豆余额低于/);
    expect(gets.count).toBe(1);
    await userEvent.clear(field);
    await userEvent.type(field, '45');
    expect(await screen.findByText('有未保存的修改')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText(/最后修改：.* · /);
    expect((field as HTMLInputElement).value).toBe('45');
    expect(screen.getByRole('button', { name: '保存' })).toHaveProperty('disabled', true);
    expect(gets.count).toBe(1);
  });
});
