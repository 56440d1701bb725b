import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { api, configureClient } from '@/lib/api/client';
import { resourceApi } from '@/lib/resource/api';
import { oplogResource, userResource } from '@/features/system/resources';
import { LoginResultSchema } from '@/records/session';
import { MASK, OpLogSchema, type OpLog } from '@/features/system/contract';
import { RechargeResultSchema } from '@/features/member/contract';
import { memberTables } from '@/features/member/mock/tables';
import { LOG_MASK } from '@/mocks/oplog';
import { useMockBackend } from '../support/mock-server';

const { token } = useMockBackend();
const log = resourceApi(oplogResource);
const users = resourceApi(userResource);

async function signIn(username = 'admin', password = 'admin123') {
  const result = await api.post('user/v1/login', { username, password }, LoginResultSchema);
  token.value = result.token;
  return result.user;
}

async function latest(filters: Record<string, unknown> = {}): Promise<OpLog[]> {
  const page = await log.page({ pageNum: 1, pageSize: 20, filters });
  return page.records as unknown as OpLog[];
}

describe('operation log', () => {
  it('is seeded with a history that matches the seeded data, newest first', async () => {
    await signIn();
    const page = await log.page({ pageNum: 1, pageSize: 100, filters: {} });
    expect(page.total).toBeGreaterThan(60);
    const times = page.records.map((r) => String(r.time));
    expect([...times].sort().reverse()).toEqual(times);
    for (const row of page.records) expect(v.safeParse(OpLogSchema, row).success).toBe(true);
  });

  it('records a user edit with who, when, before and after, and masks the password', async () => {
    const me = await signIn();
    const before = Date.now();
    const user5 = await users.info(5);
    await users.update({ id: 5, version: user5.version, realName: '陈静', password: 'newpass99', password2: 'newpass99' });
    const [entry] = await latest({ table: 'users' });
    expect(entry).toMatchObject({ operator: 'admin', operatorId: me.id, table: 'users', recordId: '5', op: 'update' });
    expect(new Date(entry.time).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(entry.after?.realName).toBe('陈静');
    expect(entry.changed).toEqual(expect.arrayContaining(['realName', 'password']));
    expect(entry.before?.password).toBe(MASK);
    expect(entry.after?.password).toBe(MASK);
    expect(JSON.stringify(entry)).not.toContain('newpass99');
    expect(JSON.stringify(entry)).not.toContain('demo1234');
  });

  it('records inserts and removes, and filters by operator, operation and table', async () => {
    await signIn();
    const added = await users.add({
      name: 'trainee01', realName: '林小雨', password: 'train123', password2: 'train123',
      email: 'trainee01@drama.example', phone: '13700137000', roleId: 2, enabled: true,
    });
    await users.remove([added]);
    const [removed, inserted] = await latest({ table: 'users', operator: 'adm' });
    expect(removed).toMatchObject({ op: 'remove', recordId: String(added.id), after: null });
    expect(removed.before?.name).toBe('trainee01');
    expect(inserted).toMatchObject({ op: 'insert', recordId: String(added.id), before: null });
    expect(inserted.after?.password).toBe(MASK);
    expect(inserted.changed).toContain('name');

    const removes = await latest({ op: 'remove' });
    expect(removes.every((r) => r.op === 'remove')).toBe(true);
    expect(await latest({ operator: 'nobody-like-this' })).toEqual([]);
  });

  it('logs each write of one request under its own id', async () => {
    await signIn();
    const rows = [];
    for (const name of ['bulkuser1', 'bulkuser2']) {
      rows.push(await users.add({ name, realName: '张伟', password: 'abc12345', password2: 'abc12345', email: `${name}@drama.example`, phone: '13700137001', roleId: 3, enabled: true }));
    }
    const ids = rows.map((row) => Number(row.id));
    await users.remove(rows);
    const removes = await latest({ op: 'remove', table: 'users' });
    expect(removes.map((r) => r.recordId).sort()).toEqual(ids.map(String).sort());
    expect(new Set(removes.map((r) => r.id)).size).toBe(2);
  });

  it('names its tables in the caller language and is read-only', async () => {
    await signIn();
    const tables = await api.post<{ records: Array<{ id: string; name: string }> }>('oplogTable/v1/page', { pageNum: 1, pageSize: 1000 });
    expect(tables.records).toEqual(expect.arrayContaining([{ id: 'users', name: '用户' }, { id: 'tools', name: '系统工具' }]));
    await expect(api.post('oplog/v1/add', { operator: 'x' })).rejects.toMatchObject({ status: 404 });
    await expect(api.post('oplog/v1/delete', { ids: [1] })).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a broken time range', async () => {
    await signIn();
    await expect(log.page({ pageNum: 1, pageSize: 10, filters: { time: ['2026-05-01', '2026-04-01'] } })).rejects.toMatchObject({ kind: 'business' });
    const inRange = await latest({ time: ['2026-06-01', '2026-06-30'] });
    expect(inRange.length).toBeGreaterThan(0);
    expect(inRange.every((r) => r.time.slice(0, 7) === '2026-06')).toBe(true);
  });

  it('names every table and field in the caller language: a member recharge, in ZH and EN', async () => {
    const me = await signIn();
    const member = memberTables.members.all().find((m) => m.status === 'normal')!;
    const result = await api.post('member/v1/recharge', { id: member.id, quantity: 300, remark: '补偿' }, RechargeResultSchema);

    const [update] = await latest({ table: 'members' });
    expect(update).toMatchObject({ operatorId: me.id, table: 'members', recordId: String(member.id), op: 'update', changed: ['beanBalance'] });
    expect(update.changedNames).toEqual(['金豆余额']);
    expect(update.fieldNames).toMatchObject({ beanBalance: '金豆余额', nickname: '昵称', channelId: '发展渠道', referrerId: '推荐人ID' });
    const [insert] = await latest({ table: 'memberBeans' });
    expect(insert).toMatchObject({ op: 'insert', recordId: String(result.log.id) });
    expect(insert.changedNames).toEqual(expect.arrayContaining(['数量', '变动后余额', '会员ID', '备注']));

    const tables = async () => (await api.post<{ records: Array<{ id: string; name: string }> }>('oplogTable/v1/page', { pageNum: 1, pageSize: 1000 })).records;
    expect(await tables()).toEqual(expect.arrayContaining([{ id: 'members', name: '会员' }, { id: 'memberBeans', name: '金豆明细' }, { id: 'channels', name: '渠道' }, { id: 'dramas', name: '短剧' }]));

    configureClient({ getLanguage: () => 'EN' });
    try {
      const [english] = await latest({ table: 'members' });
      expect(english.id).toBe(update.id);
      expect(english.changedNames).toEqual(['Golden beans']);
      expect(english.fieldNames.beanBalance).toBe('Golden beans');
      expect(await tables()).toEqual(expect.arrayContaining([{ id: 'members', name: 'Members' }, { id: 'memberBeans', name: 'Golden-bean details' }, { id: 'users', name: 'Users' }]));
      // The export answers the same names as the page.
      const exported = await api.post<{ records: OpLog[] }>('oplog/v1/export', { pageNum: 1, pageSize: 5, table: 'members', sort: { field: 'time', order: 'desc' } });
      expect(exported.records[0]).toMatchObject({ id: update.id, changedNames: ['Golden beans'] });
    } finally {
      configureClient({ getLanguage: () => 'ZH' });
    }
  });

  it('every audited table has a label: no raw table name reaches the console', async () => {
    await signIn();
    const tables = (await api.post<{ records: Array<{ id: string; name: string }> }>('oplogTable/v1/page', { pageNum: 1, pageSize: 1000 })).records;
    expect(tables.length).toBeGreaterThanOrEqual(12);
    expect(tables.filter((t) => t.name === t.id)).toEqual([]);
    expect(tables.map((t) => t.id)).not.toContain('sessions');
    expect(tables.map((t) => t.id)).not.toContain('oplog');
  });

  it('masks secrets with the text the console shows as masked', () => {
    expect(LOG_MASK).toBe(MASK);
  });
});
