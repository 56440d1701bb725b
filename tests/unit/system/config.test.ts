import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { api } from '@/lib/api/client';
import { fieldErrors } from '@/lib/validation';
import { LoginResultSchema } from '@/records/session';
import { CONFIG_DEFAULTS, ConfigValuesSchema, SystemConfigSchema } from '@/records/config';
import { useMockBackend } from '../support/mock-server';

const { token } = useMockBackend();

async function signIn() {
  const result = await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema);
  token.value = result.token;
}

describe('settings schema (the form and the server share it)', () => {
  it('accepts the section 9 defaults', () => {
    expect(CONFIG_DEFAULTS).toMatchObject({ oldUserAttributionDays: 7, lowBalanceBeans: 30, vipExpiringDays: 3, consecutiveDays: 3, excelSlowRows: 1000, maxChartIndicators: 2, defaultLanguage: 'ZH' });
    expect(v.safeParse(ConfigValuesSchema, CONFIG_DEFAULTS).success).toBe(true);
  });

  it.each([
    ['oldUserAttributionDays', 0],
    ['oldUserAttributionDays', 1.5],
    ['oldUserAttributionDays', 91],
    ['lowBalanceBeans', -30],
    ['vipExpiringDays', ''],
    ['consecutiveDays', 1],
    ['excelSlowRows', '1000'],
    ['maxChartIndicators', 6],
    ['defaultLanguage', 'JA'],
  ])('refuses %s = %j with that field message', (key, value) => {
    const errors = fieldErrors(ConfigValuesSchema, { ...CONFIG_DEFAULTS, [key]: value });
    expect(Object.keys(errors)).toEqual([key]);
    expect(errors[key]).toBe(`system.config.${key}.rule`);
  });
});

describe('config/v1/get and config/v1/update', () => {
  it('answers the settings with the read-only request timeout', async () => {
    await signIn();
    const config = await api.get('config/v1/get', undefined, SystemConfigSchema);
    expect(config).toMatchObject({ ...CONFIG_DEFAULTS, requestTimeoutMs: 600000 });
  });

  it('saves valid values, keeps the timeout, and logs the change', async () => {
    await signIn();
    const saved = await api.post('config/v1/update', { ...CONFIG_DEFAULTS, version: 1, lowBalanceBeans: 50, maxChartIndicators: 3, requestTimeoutMs: 1 }, SystemConfigSchema);
    expect(saved).toMatchObject({ lowBalanceBeans: 50, maxChartIndicators: 3, requestTimeoutMs: 600000, updatedBy: 'admin' });
    expect((await api.get('config/v1/get', undefined, SystemConfigSchema)).lowBalanceBeans).toBe(50);
    const log = await api.post<{ records: Array<{ table: string; changed: string[]; before: Record<string, unknown>; after: Record<string, unknown> }> }>('oplog/v1/page', { pageNum: 1, pageSize: 1, table: 'config' });
    expect(log.records[0].changed).toEqual(expect.arrayContaining(['lowBalanceBeans', 'maxChartIndicators']));
    expect(log.records[0].before.lowBalanceBeans).toBe(30);
    expect(log.records[0].after.lowBalanceBeans).toBe(50);
  });

  it('refuses invalid values with the field message and changes nothing', async () => {
    await signIn();
    await expect(api.post('config/v1/update', { ...CONFIG_DEFAULTS, version: 1, oldUserAttributionDays: 0 })).rejects.toMatchObject({ kind: 'business', serverMessage: '请输入 1 到 90 之间的整数' });
    await expect(api.post('config/v1/update', { ...CONFIG_DEFAULTS, version: 1, excelSlowRows: 12.5 })).rejects.toMatchObject({ serverMessage: '请输入 100 到 100000 之间的整数' });
    await expect(api.post('config/v1/update', { oldUserAttributionDays: 8, version: 1 })).rejects.toMatchObject({ kind: 'business' });
    expect(await api.get('config/v1/get', undefined, SystemConfigSchema)).toMatchObject(CONFIG_DEFAULTS);
  });

  it('needs a session', async () => {
    await expect(api.get('config/v1/get')).rejects.toMatchObject({ status: 401 });
  });
});
