import { beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { translate } from '@/i18n';
import { api } from '@/lib/api/client';
import { isStale, STALE_CODE } from '@/lib/api/errors';
import { RecordVersion } from '@/lib/api/contract';
import { Table } from '@/mocks/table';
import { logRows } from '@/mocks/oplog';
import { LoginResultSchema, UserInfoSchema } from '@/records/session';
import { CONFIG_DEFAULTS, SystemConfigSchema } from '@/records/config';
import { RoleSchema } from '@/features/system/contract';
import { useMockBackend } from './support/mock-server';

/*
 * Optimistic concurrency in the mock kernel (src/mocks/table.ts) and at the hand-written calls
 * that edit a record: the settings and the profile. The generic suite checks every resource's
 * update, status and delete (tests/unit/resources-generic.test.ts, "stale writes").
 */

const RowSchema = v.object({ id: v.number(), name: v.string(), version: RecordVersion });
type Row = v.InferOutput<typeof RowSchema>;
const zh = (id: Parameters<typeof translate>[1]) => translate('ZH', id);

describe('a table keeps each row’s version', () => {
  it('1 when seeded or inserted, one more on each update, whatever the writer sends', async () => {
    const table = new Table<Row>('things', RowSchema);
    await table.seed([{ id: 1, name: 'a' }]);
    expect(table.get(1)?.version).toBe(1);
    await table.insert({ id: 2, name: 'b', version: 1 });
    expect(table.get(2)?.version).toBe(1);
    await table.update(1, { name: 'a2' });
    await table.update(1, { name: 'a3', version: 99 });
    expect(table.get(1)).toEqual({ id: 1, name: 'a3', version: 3 });
    expect(table.isStale(1, 2)).toBe(true);
    expect(table.isStale(1, 3)).toBe(false);
  });

  it('a journal replay gives the same versions as the writes it replays', async () => {
    const live = new Table<Row>('things', RowSchema);
    const replayed = new Table<Row>('things', RowSchema);
    for (const t of [live, replayed]) await t.seed([{ id: 1, name: 'a' }]);
    await live.update(1, { name: 'b' });
    await live.update(1, { name: 'c' });
    await live.insert({ id: 2, name: 'new' });
    await replayed.replay({ table: 'things', op: 'update', id: 1, value: { name: 'b' } });
    await replayed.replay({ table: 'things', op: 'update', id: 1, value: { name: 'c' } });
    await replayed.replay({ table: 'things', op: 'insert', id: 2, value: { id: 2, name: 'new' } });
    expect(replayed.all()).toEqual(live.all());
  });

  it('an update in flight already counts: a check made before it lands sees the row as moved on', async () => {
    const table = new Table<Row>('things', RowSchema);
    await table.seed([{ id: 1, name: 'a' }]);
    const first = table.update(1, { name: 'first' });
    expect(table.isStale(1, 1)).toBe(true);
    expect(table.version(1)).toBe(2);
    const second = table.update(1, { name: 'second' });
    expect(table.version(1)).toBe(3);
    await Promise.all([first, second]);
    expect(table.get(1)?.version).toBe(3);
  });

  it('a table whose records have no version stays without one', async () => {
    const Plain = v.object({ id: v.number(), name: v.string() });
    const table = new Table<v.InferOutput<typeof Plain>>('plain', Plain);
    await table.seed([{ id: 1, name: 'a' }]);
    await table.update(1, { name: 'b' });
    expect(table.get(1)).toEqual({ id: 1, name: 'b' });
    expect(table.isStale(1, 5)).toBe(false);
  });
});

describe('over HTTP', () => {
  const { token } = useMockBackend();
  beforeEach(async () => {
    token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
  });

  const outcome = (call: Promise<unknown>) =>
    call.then(
      (data) => ({ ok: true as const, data }),
      (error: unknown) => ({ ok: false as const, error }),
    );

  it('two saves from the same version at the same moment: one is stored, the other refused', async () => {
    const role = await api.get('role/v1/info', { id: 3 }, RoleSchema);
    const [a, b] = await Promise.all([
      outcome(api.post('role/v1/update', { id: 3, version: role.version, description: 'A 的描述' })),
      outcome(api.post('role/v1/update', { id: 3, version: role.version, remark: 'B 的备注' })),
    ]);
    expect([a.ok, b.ok].sort()).toEqual([false, true]);
    const refused = (a.ok ? b : a) as { error: unknown };
    expect(isStale(refused.error)).toBe(true);
    const stored = await api.get('role/v1/info', { id: 3 }, RoleSchema);
    expect(stored.version).toBe(role.version + 1);
    // Exactly one of the two changes landed, the other field kept its value.
    expect([stored.description === 'A 的描述', stored.remark === 'B 的备注'].filter(Boolean)).toHaveLength(1);
  });

  it('the operation log records what changed, never the version', async () => {
    const role = await api.get('role/v1/info', { id: 3 }, RoleSchema);
    await api.post('role/v1/update', { id: 3, version: role.version, remark: '新备注' });
    const entry = (await logRows()).filter((r) => r.table === 'roles').at(-1)!;
    expect(entry.changed).toEqual(['remark']);
    expect(entry.after).not.toHaveProperty('version');
    expect(entry.before).not.toHaveProperty('version');
  });

  it('settings: a save based on settings saved since is refused, and the other save stays', async () => {
    const opened = await api.get('config/v1/get', undefined, SystemConfigSchema);
    const b = await api.post('config/v1/update', { ...CONFIG_DEFAULTS, version: opened.version, lowBalanceBeans: 50 }, SystemConfigSchema);
    expect(b.version).toBe(opened.version + 1);
    await expect(api.post('config/v1/update', { ...CONFIG_DEFAULTS, version: opened.version, vipExpiringDays: 5 })).rejects.toMatchObject({
      kind: 'business',
      code: STALE_CODE,
      serverMessage: zh('error.stale'),
    });
    expect(await api.get('config/v1/get', undefined, SystemConfigSchema)).toMatchObject({ lowBalanceBeans: 50, vipExpiringDays: CONFIG_DEFAULTS.vipExpiringDays, version: b.version });
  });

  it('profile: a save based on an account changed since is refused; the user screen and the profile share the version', async () => {
    const info = await api.get('user/v1/info', { id: 1 }, UserInfoSchema);
    // Another administrator edits the account on the user screen.
    await api.post('user/v1/update', { id: 1, version: info.version, phone: '13811112222' });
    await expect(api.post('user/v1/update', { id: 1, version: info.version, realName: '王建国', email: info.email, phone: info.phone })).rejects.toMatchObject({
      code: STALE_CODE,
    });
    expect((await api.get('user/v1/info', { id: 1 }, UserInfoSchema)).phone).toBe('13811112222');
  });

  it('actions that are not edits of what was read need no version (a golden-bean recharge)', async () => {
    const Member = v.looseObject({ id: v.number(), version: v.number(), beanBalance: v.number() });
    const page = await api.post('member/v1/page', { pageNum: 1, pageSize: 1 }, v.object({ records: v.array(Member), total: v.number() }));
    const member = page.records[0];
    const result = await api.post('member/v1/recharge', { id: member.id, quantity: 10, remark: '' }, v.object({ member: Member, log: v.unknown() }));
    expect(result.member).toMatchObject({ beanBalance: member.beanBalance + 10, version: member.version + 1 });
  });
});
