import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { versionMachine } from '@/machines/version';

/**
 * A version machine whose `fetchVersion` answers from a queue the test controls, and whose
 * `store` / `reload` effects are recorded.
 */
function start(stored: string | null) {
  const log: string[] = [];
  const pending: Array<{ resolve: (v: string) => void; reject: (e: unknown) => void }> = [];
  let fetches = 0;
  const machine = versionMachine.provide({
    actors: {
      fetchVersion: fromPromise<string, void>(
        () =>
          new Promise<string>((resolve, reject) => {
            fetches += 1;
            pending.push({ resolve, reject });
          }),
      ),
    },
    actions: {
      store: (_, params) => void log.push(`store:${params.version}`),
      reload: () => void log.push('reload'),
    },
  });
  const actor = createActor(machine, { input: { stored } });
  actor.start();
  const answer = async (version: string) => {
    const next = pending.shift();
    if (!next) throw new Error('no fetch pending');
    next.resolve(version);
    await waitFor(actor, (s) => !s.matches('checking'));
  };
  const failFetch = async (error: unknown = new TypeError('Failed to fetch')) => {
    const next = pending.shift();
    if (!next) throw new Error('no fetch pending');
    next.reject(error);
    await waitFor(actor, (s) => !s.matches('checking'));
  };
  return { actor, log, answer, failFetch, fetches: () => fetches, pending };
}

describe('version machine', () => {
  it('starts idle and fetches only on NAVIGATED', () => {
    const v = start(null);
    expect(v.actor.getSnapshot().value).toBe('idle');
    expect(v.fetches()).toBe(0);
    v.actor.send({ type: 'NAVIGATED' });
    expect(v.actor.getSnapshot().value).toBe('checking');
    expect(v.fetches()).toBe(1);
  });

  it('the first check stores the version without reloading', async () => {
    const v = start(null);
    v.actor.send({ type: 'NAVIGATED' });
    await v.answer('1.0.0');
    expect(v.log).toEqual(['store:1.0.0']);
    expect(v.actor.getSnapshot().value).toBe('idle');
    expect(v.actor.getSnapshot().context.stored).toBe('1.0.0');
  });

  it('the same version does nothing, on every navigation', async () => {
    const v = start('1.0.0');
    for (let i = 0; i < 3; i++) {
      v.actor.send({ type: 'NAVIGATED' });
      await v.answer('1.0.0');
    }
    expect(v.fetches()).toBe(3);
    expect(v.log).toEqual([]);
    expect(v.actor.getSnapshot().value).toBe('idle');
  });

  it('a new version is stored first, then the page reloads exactly once', async () => {
    const v = start('1.0.0');
    v.actor.send({ type: 'NAVIGATED' });
    await v.answer('1.1.0');
    expect(v.log).toEqual(['store:1.1.0', 'reload']);
    const snap = v.actor.getSnapshot();
    expect(snap.value).toBe('reloading');
    expect(snap.status).toBe('done');
    expect(snap.context.stored).toBe('1.1.0');
    // The page is going away: more navigations neither fetch nor reload again.
    v.actor.send({ type: 'NAVIGATED' });
    v.actor.send({ type: 'NAVIGATED' });
    expect(v.fetches()).toBe(1);
    expect(v.log.filter((l) => l === 'reload')).toHaveLength(1);
  });

  it('first stores, then reloads when a later navigation sees a newer version', async () => {
    const v = start(null);
    v.actor.send({ type: 'NAVIGATED' });
    await v.answer('a');
    v.actor.send({ type: 'NAVIGATED' });
    await v.answer('a');
    v.actor.send({ type: 'NAVIGATED' });
    await v.answer('b');
    expect(v.log).toEqual(['store:a', 'store:b', 'reload']);
  });

  it.each([
    ['a network error', new TypeError('Failed to fetch')],
    ['a malformed answer', new Error('malformed')],
  ])('%s changes nothing and the next navigation checks again', async (_, error) => {
    const v = start('1.0.0');
    v.actor.send({ type: 'NAVIGATED' });
    await v.failFetch(error);
    expect(v.log).toEqual([]);
    expect(v.actor.getSnapshot().value).toBe('idle');
    expect(v.actor.getSnapshot().context.stored).toBe('1.0.0');
    v.actor.send({ type: 'NAVIGATED' });
    await v.answer('1.0.1');
    expect(v.log).toEqual(['store:1.0.1', 'reload']);
  });

  it('a failed first check stores nothing', async () => {
    const v = start(null);
    v.actor.send({ type: 'NAVIGATED' });
    await v.failFetch();
    expect(v.log).toEqual([]);
    expect(v.actor.getSnapshot().context.stored).toBeNull();
  });

  it('NAVIGATED while checking is ignored (one fetch in flight)', async () => {
    const v = start('1.0.0');
    v.actor.send({ type: 'NAVIGATED' });
    for (let i = 0; i < 5; i++) v.actor.send({ type: 'NAVIGATED' });
    expect(v.fetches()).toBe(1);
    expect(v.pending).toHaveLength(1);
    await v.answer('2.0.0');
    expect(v.log).toEqual(['store:2.0.0', 'reload']);
  });

  it('after the reload (a new actor with the stored new version) there is no loop', async () => {
    const first = start('1.0.0');
    first.actor.send({ type: 'NAVIGATED' });
    await first.answer('2.0.0');
    expect(first.log).toEqual(['store:2.0.0', 'reload']);

    const after = start(first.actor.getSnapshot().context.stored);
    for (let i = 0; i < 3; i++) {
      after.actor.send({ type: 'NAVIGATED' });
      await after.answer('2.0.0');
    }
    expect(after.log).toEqual([]);
    expect(after.actor.getSnapshot().value).toBe('idle');
  });
});
