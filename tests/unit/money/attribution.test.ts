import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { translate } from '@/i18n';
import { api, configureClient } from '@/lib/api/client';
import { LoginResultSchema } from '@/records/session';
import { AttributionViewSchema, attributionIssue } from '@/features/money/contract';
import { CONFIG_DEFAULTS, SystemConfigSchema } from '@/records/config';
import { moneyTables } from '@/features/money/mock/tables';
import { channelTables } from '@/features/channel/mock';
import { logRows } from '@/mocks/oplog';
import { useMockBackend } from '../support/mock-server';

const { token } = useMockBackend();
const zh = translate.bind(null, 'ZH');
const signIn = async () => {
  token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
};
const view = () => api.get('attribution/v1/info', undefined, AttributionViewSchema);
const save = (body: Record<string, unknown>) => api.post('attribution/v1/update', body, AttributionViewSchema);

describe('self-attribution (section 5: natural attribution cannot be chosen together with other channels)', () => {
  it('the rule, for any choice: natural with any channel is refused, natural alone or channels alone pass, nothing is refused', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.uniqueArray(fc.integer({ min: 1, max: 50 })), (natural, channelIds) => {
        const issue = attributionIssue({ natural, channelIds });
        if (natural && channelIds.length) return issue === 'operate.attribution.naturalExclusive';
        if (!natural && !channelIds.length) return issue === 'operate.attribution.required';
        return issue === null;
      }),
    );
  });

  it('the server refuses natural attribution with a channel, in Chinese and English, and changes nothing', async () => {
    await signIn();
    const before = await view();
    expect(before.config.natural).toBe(false);
    expect(before.config.channelIds).toEqual(channelTables.channels.all().map((c) => c.id).sort((a, b) => a - b));
    expect(before.oldUserAttributionDays).toBe(7);
    await expect(save({ natural: true, channelIds: [1], version: before.config.version })).rejects.toMatchObject({ serverMessage: '自然归因不能与其他渠道同时选择' });
    configureClient({ getLanguage: () => 'EN' });
    try {
      await expect(save({ natural: true, channelIds: [1, 2], version: before.config.version })).rejects.toMatchObject({
        serverMessage: 'Natural attribution cannot be chosen together with other channels',
      });
    } finally {
      configureClient({ getLanguage: () => 'ZH' });
    }
    await expect(save({ natural: false, channelIds: [], version: before.config.version })).rejects.toMatchObject({ serverMessage: zh('operate.attribution.required') });
    await expect(save({ natural: false, channelIds: [999], version: before.config.version })).rejects.toMatchObject({ serverMessage: zh('operate.attribution.channelMissing') });
    expect(moneyTables.attribution.get(1)).toMatchObject({ natural: false, channelIds: before.config.channelIds, version: before.config.version });
  });

  it('a saved change is the record now and is in the operation log; a save from an old version is refused', async () => {
    await signIn();
    const before = await view();
    const after = await save({ natural: true, channelIds: [], version: before.config.version });
    expect(after.config).toMatchObject({ natural: true, channelIds: [], updatedBy: 'admin', version: before.config.version + 1 });
    const log = (await logRows()).filter((r) => r.table === 'attributionConfig');
    expect(log.at(-1)).toMatchObject({ op: 'update', operator: 'admin', recordId: '1' });
    expect(log.at(-1)!.changed).toEqual(expect.arrayContaining(['natural', 'channelIds']));
    await expect(save({ natural: false, channelIds: [1], version: before.config.version })).rejects.toMatchObject({ serverMessage: zh('error.stale') });
  });

  it('the window for old users is system/systemConfiguration’s: changed there, it shows here', async () => {
    await signIn();
    const config = await api.get('config/v1/get', undefined, SystemConfigSchema);
    const values = Object.fromEntries(Object.keys(CONFIG_DEFAULTS).map((k) => [k, config[k as keyof typeof CONFIG_DEFAULTS]]));
    await api.post('config/v1/update', { ...values, oldUserAttributionDays: 14, version: config.version });
    expect((await view()).oldUserAttributionDays).toBe(14);
  });
});
