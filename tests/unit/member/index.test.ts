import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initDb } from '@/mocks/db';
import type { Member } from '@/records/members';
import { memberResource } from '@/features/member/resources';
import { queryMembers } from '@/features/member/mock/handlers/query';
import { memberTables } from '@/features/member/mock/tables';

/**
 * The member list's column store (typed columns, sorted orders, cached filter masks) answers
 * exactly what a plain filter and sort of the table answers, before and after writes.
 */
const { members } = memberTables;
const DAY = 86_400_000;

function plain(input: Record<string, unknown>): { ids: number[]; total: number } {
  let rows = members.all();
  const has = (x: unknown) => x != null && x !== '';
  if (has(input.name)) {
    const needle = String(input.name).trim().toLowerCase();
    rows = rows.filter((m) => m.name.toLowerCase().includes(needle) || m.nickname.toLowerCase().includes(needle));
  }
  for (const key of ['email', 'phone', 'cardNumber'] as const) {
    if (has(input[key])) rows = rows.filter((m) => m[key].toLowerCase().includes(String(input[key]).trim().toLowerCase()));
  }
  for (const key of ['type', 'level', 'status', 'platform', 'loginType', 'channelId'] as const) {
    if (has(input[key])) rows = rows.filter((m) => String(m[key]) === String(input[key]));
  }
  if (Array.isArray(input.joinTime)) {
    const [start, end] = input.joinTime as string[];
    const until = new Date(new Date(`${end}T00:00:00.000Z`).getTime() + DAY).toISOString();
    rows = rows.filter((m) => m.joinTime >= start && m.joinTime < until);
  }
  const { field, order } = input.sort as { field: keyof Member; order: 'asc' | 'desc' };
  const key = (m: Member) => (m[field] == null ? -Infinity : typeof m[field] === 'string' ? Date.parse(m[field] as string) : Number(m[field]));
  rows.sort((a, b) => key(a) - key(b) || a.id - b.id);
  if (order === 'desc') rows.reverse();
  const size = Number(input.pageSize);
  const from = (Number(input.pageNum) - 1) * size;
  return { ids: rows.slice(from, from + size).map((m) => m.id), total: rows.length };
}

const sortable = memberResource.columns.filter((c) => c.sortable).map((c) => c.key);
const day = (offset: number) => new Date(Date.now() - offset * DAY).toISOString().slice(0, 10);
const queryArb = fc.record(
  {
    name: fc.constantFrom('佐藤', 'yui', 'ゲスト', ' SATO '),
    email: fc.constantFrom('gmail', 'yahoo.co.jp'),
    type: fc.constantFrom('member', 'guest'),
    level: fc.constantFrom('1', '2', '3', '5'),
    status: fc.constantFrom('normal', 'frozen'),
    platform: fc.constantFrom('ios', 'android', 'h5'),
    loginType: fc.constantFrom('line', 'google', 'device'),
    channelId: fc.constantFrom('1', '2', '7'),
    joinTime: fc.integer({ min: 1, max: 400 }).chain((a) => fc.integer({ min: 1, max: 200 }).map((len) => [day(a + len), day(a)])),
  },
  { requiredKeys: [] },
);
const pageArb = fc.record({
  pageNum: fc.integer({ min: 1, max: 4 }),
  pageSize: fc.constantFrom(10, 20, 50),
  sort: fc.record({ field: fc.constantFrom(...sortable), order: fc.constantFrom('asc' as const, 'desc' as const) }),
});

function same(input: Record<string, unknown>) {
  const result = queryMembers(input);
  if (typeof result === 'string') throw new Error(result);
  const expected = plain(input);
  expect({ ids: result.records.map((m) => m.id), total: result.total }).toEqual(expected);
}

describe('member list index', () => {
  beforeAll(() => initDb());

  it('answers as a plain filter and sort, for any filters, sort and page (paging the same filter reuses its mask)', () => {
    fc.assert(
      fc.property(queryArb, pageArb, (filters, page) => {
        same({ ...filters, ...page });
        same({ ...filters, ...page, pageNum: page.pageNum + 1 });
      }),
      { numRuns: 80, seed: 7 },
    );
  });

  it('follows writes: a request’s update patches columns, orders and cached results; a reload rebuilds them', async () => {
    const query = { type: 'member', level: '3', pageNum: 1, pageSize: 20, sort: { field: 'beanBalance', order: 'desc' } };
    same(query);
    const target = members.all().find((m) => m.type === 'member' && m.level !== 3)!;
    await members.update(target.id, { level: 3, beanBalance: 99_999_999 }, { id: 1, name: 'admin' });
    same(query);
    expect((queryMembers(query) as { records: Member[] }).records[0].id).toBe(target.id);
    await members.replay({ table: 'members', op: 'update', id: target.id, value: { level: 1 } });
    members.reloaded('replay');
    same(query);
    expect((queryMembers(query) as { records: Member[] }).records.map((m) => m.id)).not.toContain(target.id);
  });
});
