// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@/lib/api/client';
import { LoginResultSchema } from '@/records/session';
import { CONFIG_DEFAULTS, type ConfigValues } from '@/records/config';
import { systemApi } from '@/features/system/contract';
import ConfigPage from '@/features/system/pages/systemConfiguration';
import { useMockBackend } from './support/mock-server';
import { renderPage } from './support/render';

/*
 * The settings page after a stale save (the dialog's behaviour, tests/unit/form-dialog-stale.test.tsx,
 * on the one page that is a form): operator A edits one setting, operator B saves another; A's save
 * is refused with the reason and 载入最新内容, which brings B's value in and keeps A's; saving then keeps both.
 */

const { token } = useMockBackend();
afterEach(cleanup);

async function openAsA() {
  token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
  renderPage(ConfigPage, '/system/systemConfiguration/index');
  return screen.findByRole('form', { name: '系统配置' });
}

describe('settings page: a save refused as stale', () => {
  it('keeps what A typed, offers the latest settings, takes only what B changed, and saves both', { timeout: 60_000 }, async () => {
    const form = await openAsA();
    const opened = await systemApi.config();
    const beans = within(form).getByLabelText(/金豆余额/);
    await userEvent.clear(beans);
    await userEvent.type(beans, '55');

    // B, elsewhere, saves another setting from the same version.
    const { version } = opened;
    const values = Object.fromEntries(Object.keys(CONFIG_DEFAULTS).map((k) => [k, opened[k as keyof ConfigValues]])) as ConfigValues;
    await systemApi.saveConfig({ ...values, vipExpiringDays: 5 }, version);

    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('该记录已被他人修改，请刷新后重试');
    expect(within(form).getByLabelText(/金豆余额/)).toHaveProperty('value', '55');

    await userEvent.click(within(alert).getByRole('button', { name: '载入最新内容' }));
    const status = await within(form).findByText(/已载入他人的修改/);
    expect(within(form).getByLabelText(/金豆余额/)).toHaveProperty('value', '55');
    expect(within(form).getByLabelText(/会员到期提前天数/)).toHaveProperty('value', '5');
    expect(status.textContent).not.toContain('金豆余额');

    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(async () => expect(await systemApi.config()).toMatchObject({ lowBalanceBeans: 55, vipExpiringDays: 5, version: version + 2 }));
  });
});
