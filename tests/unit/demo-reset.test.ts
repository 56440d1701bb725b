import { isDeepStrictEqual } from 'node:util';
import { expect, it } from 'vitest';
import { loadAreaMocks } from '@/app/demo-areas';
import { WorldClient, type DemoState, type PortLike } from '@/mocks/bridge';
import { worldTable, type WorldStore } from '@/mocks/db';
import { createWorldHost } from '@/mocks/host';
import { saveSeedStates } from '@/mocks/snapshot';
import { readSettings } from '@/mocks/settings';

/*
 * Reset demo data (src/mocks/host.ts 'reset', src/mocks/db.ts `resetToSeed`), in a file of its
 * own: the world of a test file is built once, and this one must see its first seeding and the
 * write of the stored world. The world goes back to the seed in place: what was written is gone,
 * nothing is seeded again, and the stored world, which is the seed, is kept.
 */

const ORIGIN = 'http://console.test';

function post(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}/admin/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', language: 'ZH', ...headers }, body: JSON.stringify(body) });
}

async function json(response: Response): Promise<{ code: unknown; message: string; data: unknown }> {
  return (await response.json()) as { code: unknown; message: string; data: unknown };
}

it('Reset demo data puts the seed back in place: an edit and every session gone, no seeding, the stored world kept', async () => {
  const saved: string[] = [];
  let dropped = 0;
  const store: WorldStore = {
    load: async () => null,
    save: async (key) => void saved.push(key),
    drop: async () => void (dropped += 1),
  };
  const host = createWorldHost({ areas: loadAreaMocks, schema: 'test', store, saveWhenIdleFor: 10 });
  const states: DemoState[] = [];
  const channel = new MessageChannel();
  host.connect(channel.port2 as unknown as PortLike);
  const client = new WorldClient(channel.port1 as unknown as PortLike, readSettings(null), { onState: (s) => states.push(s) });
  expect(await client.ready).toBe('seeded');
  // The seeded world is written to the store once no call comes.
  await expect.poll(() => states.at(-1)?.stored).toBe(true);
  const seeding = states.at(-1)!.build!.fillMs;
  const seeded = saveSeedStates();
  const roles = worldTable<{ id: number; name: string }>('roles');
  const before = roles.all().length;
  const signedIn = await json(await client.call(post('user/v1/login', { username: 'admin', password: 'admin123' })));
  const { token } = signedIn.data as { token: string };
  const added = await json(await client.call(post('role/v1/add', { name: '重置之前', description: '', remark: '', menuIds: [] }, { token })));
  expect(added.code, added.message).toBe(200);
  expect(roles.all()).toHaveLength(before + 1);

  await client.command({ name: 'reset' });
  expect(roles.all()).toHaveLength(before);
  expect(roles.all().some((r) => r.name === '重置之前')).toBe(false);
  // What seeding left outside the tables is as it was seeded.
  // (node's comparison: vitest's toEqual takes seconds over the members' maps)
  expect(isDeepStrictEqual(saveSeedStates(), seeded)).toBe(true);
  // The session went with the edits.
  const after = await client.call(post('role/v1/add', { name: '重置之后', description: '', remark: '', menuIds: [] }, { token }));
  expect((await json(after)).code).toBe(401);
  // In place: nothing seeded again, the stored world (the seed) neither dropped nor written again.
  await expect.poll(() => states.at(-1)?.build?.origin).toBe('seeded');
  expect(states.at(-1)!.build!.fillMs).toBeLessThan(seeding);
  expect(states.at(-1)!.stored).toBe(true);
  expect(dropped).toBe(0);
  expect(saved).toHaveLength(1);
  channel.port1.close();
  channel.port2.close();
});
