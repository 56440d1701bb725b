import { describe, expect, it, vi } from 'vitest';
import { getResponse, type HttpHandler } from 'msw';
import { buildHandlers } from '@/mocks/handlers';
import { allTables, initDb, worldKey } from '@/mocks/db';
import { takeSnapshot, type WorldSnapshot } from '@/mocks/snapshot';
import { loadAreaMocks } from '@/app/demo-areas';
import { shiftDay, todayIn } from '@/lib/report/period';

/*
 * A world restored from its snapshot (what the demo's worker stores in IndexedDB after seeding,
 * src/mocks/snapshot.ts) is the seeded world: the world is seeded here, its snapshot copied as
 * IndexedDB copies it (structured clone), and restored into a fresh module graph (a fresh
 * registry, fresh area mocks, none of the seeding's module state). Every table then holds the
 * same rows, and the calls that read what seeding leaves outside the tables (the member feed's
 * facts in the reports and segments, the world's clock and catalogues in a member's history)
 * answer the same.
 */

const ORIGIN = 'http://console.test';
const start = shiftDay(todayIn(), -29);
const end = todayIn();
const period = { start, end };

/** Calls answered from seeded state besides the tables (reports from the feed, segments, histories). */
const CALLS: Array<[string, Record<string, unknown>]> = [
  ['statistics/v1/visitors', period],
  ['statistics/v1/dramas', period],
  ['statistics/v1/dramaDetails', { ...period, dramaId: 1001 }],
  ['statistics/v1/playback', period],
  ['statistics/v1/platforms', period],
  ['statistics/v1/clicks', { ...period, page: '' }],
  ['statistics/v1/dashboard', period],
  ['statistics/v1/orders', period],
  ['statistics/v1/operationDaily', period],
  ['statistics/v1/vip', period],
  ['statistics/v1/thirtyDays', period],
  ['member/v1/statistics', period],
  ['member/v1/page', { pageNum: 1, pageSize: 20 }],
  ['member/payment/v1/page', { memberId: 7, pageNum: 1, pageSize: 50 }],
  ['member/bean/v1/page', { memberId: 7, pageNum: 1, pageSize: 50 }],
  ['member/watch/v1/page', { memberId: 7, pageNum: 1, pageSize: 50 }],
  ['member/bean/v1/page', { memberId: 4242, pageNum: 1, pageSize: 50 }],
  ['audience/v1/reach', { target: 'segment', segment: 'streak' }],
  ['audience/v1/reach', { target: 'segment', segment: 'vipExpiring' }],
  ['autoMessage/v1/page', { pageNum: 1, pageSize: 10 }],
  ['distribution/v1/console', period],
  ['marketReport/v1/activation', period],
  ['vipOrder/v1/page', { pageNum: 1, pageSize: 20 }],
];

interface Answer {
  status: number;
  body: { code?: unknown; data?: unknown };
}

async function send(handlers: HttpHandler[], path: string, input: unknown, token?: string): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json', language: 'ZH' };
  if (token) headers.token = token;
  const request = new Request(`${ORIGIN}/admin/${path}`, { method: 'POST', headers, body: JSON.stringify(input) });
  const response = await getResponse(handlers, request);
  if (!response) throw new Error(`nothing answered ${path}`);
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/** What the world answers to CALLS, signed in as the administrator. */
async function answers(handlers: HttpHandler[]): Promise<Answer[]> {
  const login = await send(handlers, 'user/v1/login', { username: 'admin', password: 'admin123' });
  const token = (login.body.data as { token: string }).token;
  const out: Answer[] = [];
  for (const [path, input] of CALLS) out.push(await send(handlers, path, input, token));
  return out;
}

function tablesAsText(tables: ReturnType<typeof allTables>): Map<string, string> {
  return new Map(tables.map((t) => [t.name, JSON.stringify(t.all())]));
}

/** A member's histories, rebuilt when first asked for from the world's clock and catalogues as seeded. */
const HISTORIES = CALLS.filter(([path]) => /^member\/(payment|bean|watch)\//.test(path));

let snapshot: WorldSnapshot;
let seededAnswers: Answer[];

describe('the stored world', () => {
  it('restored into a fresh registry is the seeded world: every table, and the answers that read what seeding left besides', async () => {
    // One instant for both worlds' answers: segments such as "VIP ending within 3 days" count from
    // now, and on a busy machine minutes pass between the two rounds of calls.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    try {
      await sameWorld();
    } finally {
      vi.useRealTimers();
    }
  }, 120_000);

  async function sameWorld(): Promise<void> {
    await initDb();
    // As IndexedDB keeps it: a structured clone, taken right after seeding.
    snapshot = structuredClone(takeSnapshot());
    const key = worldKey();
    const seeded = tablesAsText(allTables());
    seededAnswers = await answers(buildHandlers(await loadAreaMocks()));
    for (const [i, answer] of seededAnswers.entries()) expect([answer.status, answer.body.code], CALLS[i][0]).toEqual([200, 200]);

    vi.resetModules();
    const fresh = {
      areas: await import('@/app/demo-areas'),
      db: await import('@/mocks/db'),
      snapshot: await import('@/mocks/snapshot'),
      handlers: await import('@/mocks/handlers'),
    };
    const mocks = await fresh.areas.loadAreaMocks();
    expect(fresh.db.allTables()[0]).not.toBe(allTables()[0]);
    expect(fresh.db.allTables().every((t) => t.size === 0)).toBe(true);
    // The same key in the same hour: the restore would be chosen.
    expect(fresh.db.worldKey()).toBe(key);

    await fresh.snapshot.restoreSnapshot(snapshot);
    const restored = tablesAsText(fresh.db.allTables());
    expect([...restored.keys()]).toEqual([...seeded.keys()]);
    for (const [name, rows] of seeded) expect(restored.get(name) === rows, `table ${name}`).toBe(true);

    const restoredAnswers = await answers(fresh.handlers.buildHandlers(mocks));
    for (const [i, answer] of restoredAnswers.entries()) expect(answer, CALLS[i][0]).toEqual(seededAnswers[i]);
  }

  it('restored hours later (it is not: its key has the hour) still rebuilds members’ histories from the clock it was seeded with', async () => {
    const keyNow = JSON.parse(worldKey()).parts;
    vi.resetModules();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 3 * 3_600_000);
      const areas = await import('@/app/demo-areas');
      const db = await import('@/mocks/db');
      const mocks = await areas.loadAreaMocks();
      expect(JSON.parse(db.worldKey()).parts).not.toEqual(keyNow);
      await (await import('@/mocks/snapshot')).restoreSnapshot(snapshot);
      const handlers = (await import('@/mocks/handlers')).buildHandlers(mocks);
      const login = await send(handlers, 'user/v1/login', { username: 'admin', password: 'admin123' });
      const token = (login.body.data as { token: string }).token;
      for (const [path, input] of HISTORIES) {
        const answer = await send(handlers, path, input, token);
        expect(answer, path).toEqual(seededAnswers[CALLS.findIndex(([p, i]) => p === path && i === input)]);
      }
    } finally {
      vi.useRealTimers();
    }
  }, 120_000);

  it('is keyed by the seed, the member count, the code version and the hour the world is anchored to', async () => {
    const key = JSON.parse(worldKey(5000)) as { seed: number; members: number; schema: string; parts: Record<string, string> };
    expect(key.members).toBe(5000);
    expect(JSON.parse(worldKey(100_000)).members).toBe(100_000);
    expect(Number(key.parts['member:world'])).toBe(Math.floor(Date.now() / 3_600_000) * 3_600_000);
  });
});
