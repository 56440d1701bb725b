import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, configureClient } from '@/lib/api/client';
import { memberResource } from '@/features/member/resources';
import { LoginResultSchema } from '@/records/session';
import { initDb } from '@/mocks/db';
import { queryMembers } from '@/features/member/mock/handlers/query';
import { memberTables } from '@/features/member/mock/tables';
import { createMockServer } from '@/app/demo-node';

const server = await createMockServer();

/**
 * The 100,000-member benchmark (docs/demo-controls.md): seeding time and the p95 of a filtered,
 * sorted page query, in Node. It prints the figures and asserts no timing (machines differ):
 * it only checks the answers are right.
 */
const MEMBERS = 100_000;
const ORIGIN = 'http://console.test';
let seedMs = 0;
let previous: string | undefined;

beforeAll(async () => {
  previous = process.env.DEMO_MEMBERS;
  process.env.DEMO_MEMBERS = String(MEMBERS);
  const t = performance.now();
  await initDb();
  seedMs = performance.now() - t;
  server.listen({ onUnhandledRequest: 'error' });
  const token = { value: null as string | null };
  configureClient({ baseUrl: `${ORIGIN}/admin/`, getToken: () => token.value, getLanguage: () => 'ZH' });
  token.value = (await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema)).token;
}, 120_000);

afterAll(() => {
  server.close();
  if (previous === undefined) delete process.env.DEMO_MEMBERS;
  else process.env.DEMO_MEMBERS = previous;
});

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

/** Filtered, sorted page queries an operator makes. */
function queries(today: string, monthAgo: string): Record<string, unknown>[] {
  const sorts = memberResource.columns.filter((c) => c.sortable).map((c) => c.key);
  const out: Record<string, unknown>[] = [];
  for (let i = 0; i < 100; i++) {
    const sort = { field: sorts[i % sorts.length], order: i % 2 ? 'asc' : 'desc' };
    const variants: Record<string, unknown>[] = [
      { type: 'member', platform: 'ios' },
      { channelId: String((i % 12) + 1), joinTime: [monthAgo, today] },
      { name: '佐藤' },
      { status: 'normal', loginType: 'line', level: String((i % 6) + 1) },
      { email: 'gmail', type: 'member' },
    ];
    out.push({ pageNum: 1 + (i % 5), pageSize: [10, 20, 50, 100][i % 4], sort, ...variants[i % variants.length] });
  }
  return out;
}

describe(`member list with ${MEMBERS.toLocaleString('en')} members`, () => {
  it('seeds, and answers filtered, sorted pages (figures printed)', async () => {
    expect(memberTables.members.size).toBe(MEMBERS);
    const today = new Date().toISOString().slice(0, 10);
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const list = queries(today, monthAgo);

    // Columns and sort orders are built when the members are seeded (warmed); the first query of a filter builds its mask once.
    const cold: number[] = [];
    for (const q of list) {
      const t = performance.now();
      queryMembers(q);
      cold.push(performance.now() - t);
    }

    const direct: number[] = [];
    for (const q of list) {
      const t = performance.now();
      const result = queryMembers(q);
      direct.push(performance.now() - t);
      expect(typeof result).not.toBe('string');
    }

    const http: number[] = [];
    for (const q of list) {
      const t = performance.now();
      await api.post('member/v1/page', q);
      http.push(performance.now() - t);
    }

    // The answers are right: a filtered, sorted page equals a plain filter and sort.
    const check = queryMembers({ pageNum: 2, pageSize: 20, type: 'member', platform: 'ios', sort: { field: 'beanBalance', order: 'desc' } });
    if (typeof check === 'string') throw new Error(check);
    const expected = memberTables.members
      .all()
      .filter((m) => m.type === 'member' && m.platform === 'ios')
      .sort((a, b) => b.beanBalance - a.beanBalance || b.id - a.id);
    expect(check.total).toBe(expected.length);
    expect(check.records.map((m) => m.id)).toEqual(expected.slice(20, 40).map((m) => m.id));

    console.log(
      [
        `[member benchmark] ${MEMBERS.toLocaleString('en')} members`,
        `  seed (all tables, initDb, member indexes warmed): ${fmt(seedMs)}`,
        `  first pass, building filter masks (${cold.length}): p50 ${fmt(percentile(cold, 50))}, max ${fmt(Math.max(...cold))}`,
        `  page query, in process (${direct.length}): p50 ${fmt(percentile(direct, 50))}, p95 ${fmt(percentile(direct, 95))}, max ${fmt(Math.max(...direct))}`,
        `  page query, through the client and msw (${http.length}): p50 ${fmt(percentile(http, 50))}, p95 ${fmt(percentile(http, 95))}, max ${fmt(Math.max(...http))}`,
      ].join('\n'),
    );
  }, 120_000);
});
