import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api/client';
import { resourceApi } from '@/lib/resource/api';
import { initialValues, payload } from '@/lib/resource/FormDialog';
import { resources as systemResources, versionResource } from '@/features/system/resources';
import { LoginResultSchema } from '@/records/session';
import { useMockBackend } from '../support/mock-server';

const { token } = useMockBackend();
const versions = resourceApi(versionResource);

async function signIn() {
  const result = await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema);
  token.value = result.token;
}

describe('app versions', () => {
  it('are seeded for Android, iOS and H5, newest first, and filter by system type and force update', async () => {
    await signIn();
    const all = await versions.page({ pageNum: 1, pageSize: 100, filters: {} });
    expect(new Set(all.records.map((r) => r.systemType))).toEqual(new Set(['Android', 'iOS', 'H5']));
    const forced = await versions.page({ pageNum: 1, pageSize: 100, filters: { systemType: 'iOS', forceUpdate: 'true' } });
    expect(forced.total).toBeGreaterThan(0);
    expect(forced.records.every((r) => r.systemType === 'iOS' && r.forceUpdate === true)).toBe(true);
  });

  it('refuses a version code its system type already has, and a malformed name', async () => {
    await signIn();
    const base = { systemType: 'Android', code: 152, name: '1.5.3', forceUpdate: false, description: '' };
    await expect(versions.add(base)).rejects.toMatchObject({ serverMessage: '该系统类型下已存在相同的版本号' });
    await expect(versions.add({ ...base, code: 160, name: 'v1.6' })).rejects.toMatchObject({ serverMessage: '版本名称格式为 x.y.z，如 1.5.2' });
    await expect(versions.add({ ...base, code: 0 })).rejects.toMatchObject({ serverMessage: '版本号须为正整数' });
    const ios = await versions.add({ ...base, systemType: 'iOS', code: 160, name: '1.6.0', forceUpdate: true });
    expect(ios).toMatchObject({ systemType: 'iOS', code: 160, forceUpdate: true });
  });
});

describe('system resources: every definition can add a record from its examples', () => {
  for (const def of systemResources.filter((d) => d.can.add && !['user', 'role'].includes(d.name))) {
    it(def.name, async () => {
      await signIn();
      const values = initialValues(def, 'add');
      for (const f of def.fields) if (f.example !== undefined) values[f.key] = f.example;
      const saved = await resourceApi(def).add(payload(def, 'add', values));
      expect(saved).toMatchObject({ id: expect.any(Number) });
    });
  }
});
