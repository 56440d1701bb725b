import { describe, expect, it } from 'vitest';
import { api, configureClient } from '@/lib/api/client';
import { isoDay } from '@/lib/format';
import { LoginResultSchema } from '@/records/session';
import { ToolStatusSchema } from '@/features/system/contract';
import { ORIGIN, useMockBackend } from '../support/mock-server';

const { token } = useMockBackend();

async function signIn(username = 'admin', password = 'admin123') {
  const result = await api.post('user/v1/login', { username, password }, LoginResultSchema);
  token.value = result.token;
  return result.token;
}

function daysAgo(n: number): string {
  const d = new Date();
  d.setDate(d.getDate() - n);
  return isoDay(d);
}

describe('maintenance tools', () => {
  it('signs out every other session and keeps the caller', async () => {
    const other = await signIn('operator', 'operator123');
    const again = await signIn('admin', 'admin123');
    const mine = await signIn('admin', 'admin123');
    const result = await api.post<{ removed: number; kept: number }>('tools/v1/clearSessions');
    expect(result).toEqual({ removed: 2, kept: 1 });
    await expect(api.get('config/v1/get')).resolves.toBeTruthy();
    for (const stale of [other, again]) {
      token.value = stale;
      await expect(api.get('config/v1/get')).rejects.toMatchObject({ status: 401 });
    }
    token.value = mine;
  });

  it('recomputes a past day only', async () => {
    await signIn();
    const day = daysAgo(1);
    const result = await api.post<{ date: string; rows: number }>('tools/v1/recompute', { date: day });
    expect(result.date).toBe(day);
    expect(result.rows).toBeGreaterThan(0);
    await expect(api.post('tools/v1/recompute', { date: isoDay(new Date()) })).rejects.toMatchObject({ serverMessage: '只能选择今天之前的日期' });
    await expect(api.post('tools/v1/recompute', { date: daysAgo(-3) })).rejects.toMatchObject({ serverMessage: '只能选择今天之前的日期' });
    await expect(api.post('tools/v1/recompute', {})).rejects.toMatchObject({ serverMessage: '请选择统计日期' });
    await expect(api.post('tools/v1/recompute', { date: '2026-13-45' })).rejects.toMatchObject({ serverMessage: '请选择统计日期' });
  });

  it('reports each tool’s last run from the operation log', async () => {
    await signIn();
    const before = await api.get('tools/v1/status', undefined, ToolStatusSchema);
    expect(before.rebuildIndex).toBeNull();
    expect(before.refreshCache).toMatchObject({ operator: 'admin' });
    const built = await api.post<{ documents: number; tables: number }>('tools/v1/rebuildIndex');
    expect(built.tables).toBe(5);
    expect(built.documents).toBeGreaterThan(100);
    await api.post('tools/v1/refreshCache');
    const after = await api.get('tools/v1/status', undefined, ToolStatusSchema);
    expect(after.rebuildIndex).toMatchObject({ operator: 'admin', result: built });
    expect(new Date(after.refreshCache!.time).getTime()).toBeGreaterThan(new Date(before.refreshCache!.time).getTime());
    const log = await api.post<{ records: Array<{ op: string; recordId: string; operator: string }> }>('oplog/v1/page', { pageNum: 1, pageSize: 2, table: 'tools' });
    expect(log.records.map((r) => [r.op, r.recordId, r.operator])).toEqual([
      ['action', 'refreshCache', 'admin'],
      ['action', 'rebuildIndex', 'admin'],
    ]);
  });

  it('names each tool run in the operation log in the reader’s language, its figures too (issue #24)', async () => {
    await signIn();
    await api.post('tools/v1/rebuildIndex');
    await api.post('tools/v1/refreshCache');
    await api.post('tools/v1/recompute', { date: daysAgo(2) });
    type Entry = { recordId: string; recordName: string; changedNames: string[]; fieldNames: Record<string, string> };
    const read = async (lang: 'ZH' | 'EN') => {
      configureClient({ baseUrl: `${ORIGIN}/admin/`, getToken: () => token.value, getLanguage: () => lang });
      try {
        return (await api.post<{ records: Entry[] }>('oplog/v1/page', { pageNum: 1, pageSize: 3, table: 'tools' })).records;
      } finally {
        configureClient({ baseUrl: `${ORIGIN}/admin/`, getToken: () => token.value, getLanguage: () => 'ZH' });
      }
    };
    const zh = await read('ZH');
    expect(zh.map((r) => r.recordName)).toEqual(['重算统计数据', '刷新缓存', '重建搜索索引']);
    expect(zh[0].changedNames).toEqual(['统计日期', '重算行数']);
    expect(zh[1].changedNames).toEqual(['已刷新的缓存', '数量']);
    const en = await read('EN');
    expect(en.map((r) => r.recordName)).toEqual(['Recompute a day’s statistics', 'Refresh caches', 'Rebuild the search index']);
    expect(en[2].changedNames).toEqual(['Documents indexed', 'Tables']);
    // The raw key stays the record's id (the log's filter); no entry of the log shows a tool's key as its name.
    expect(zh.map((r) => r.recordId)).toEqual(['recompute', 'refreshCache', 'rebuildIndex']);
    const all = (await api.post<{ records: Entry[] }>('oplog/v1/page', { pageNum: 1, pageSize: 1000 })).records;
    for (const entry of all) expect(['refreshCache', 'recompute', 'clearSessions', 'rebuildIndex']).not.toContain(entry.recordName);
  });
});
