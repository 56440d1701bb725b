import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { loadMachine, type LoadEmitted } from '@/machines/load';

interface Call {
  params: unknown;
  resolve: (data: unknown) => void;
  reject: (error: unknown) => void;
  aborted: () => boolean;
}

/** A load machine whose `load` actor answers only when the test says so, each call a deferred promise. */
function start(params?: unknown) {
  const calls: Call[] = [];
  const machine = loadMachine.provide({
    actors: {
      load: fromPromise<unknown, unknown>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => {
            calls.push({ params: input, resolve, reject, aborted: () => signal.aborted });
          }),
      ),
    },
  });
  const actor = createActor(machine, params === undefined ? {} : { input: { params } });
  const emitted: LoadEmitted[] = [];
  actor.on('*', (e) => void emitted.push(e));
  actor.start();
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  /** Answers call `index` (the latest by default) and waits for the machine to settle. */
  const answer = async (data: unknown, index = calls.length - 1) => {
    calls[index].resolve(data);
    await settled();
  };
  const fail = async (error: unknown, index = calls.length - 1) => {
    calls[index].reject(error);
    await settled();
  };
  return { actor, calls, emitted, answer, fail, value: () => actor.getSnapshot().value, context: () => actor.getSnapshot().context };
}

/** Lets promise callbacks run (an answer the machine ignores changes nothing to wait for). */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('load machine', () => {
  it('input-less: loads at once, then shows the data', async () => {
    const m = start();
    expect(m.value()).toBe('loading');
    expect(m.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(m.calls).toHaveLength(1);
    expect(m.calls[0].params).toBeUndefined();
    await m.answer({ timeout: 15000 });
    expect(m.value()).toBe('success');
    expect(m.context()).toMatchObject({ data: { timeout: 15000 }, error: null });
    expect(m.emitted).toEqual([]);
  });

  it('loads with its params input', () => {
    const m = start({ start: '2026-10-01', end: '2026-10-07' });
    expect(m.calls[0].params).toEqual({ start: '2026-10-01', end: '2026-10-07' });
  });

  it('failure keeps the reason; RETRY loads again and succeeds', async () => {
    const m = start();
    const error = new Error('服务异常！');
    await m.fail(error);
    expect(m.value()).toBe('failure');
    expect(m.context()).toMatchObject({ data: undefined, error });
    m.actor.send({ type: 'RETRY' });
    expect(m.value()).toBe('loading');
    expect(m.calls).toHaveLength(2);
    await m.answer('ok');
    expect(m.value()).toBe('success');
    expect(m.context()).toMatchObject({ data: 'ok', error: null });
  });

  it('RETRY means nothing while loading or after success (no second request)', async () => {
    const m = start();
    m.actor.send({ type: 'RETRY' });
    expect(m.calls).toHaveLength(1);
    await m.answer('ok');
    m.actor.send({ type: 'RETRY' });
    expect(m.value()).toBe('success');
    expect(m.calls).toHaveLength(1);
  });

  it('RELOAD keeps the data on screen while reloading, then shows the new data and emits reloaded', async () => {
    const m = start();
    await m.answer({ version: 1 });
    m.actor.send({ type: 'RELOAD' });
    expect(m.value()).toBe('reloading');
    expect(m.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(m.context().data).toEqual({ version: 1 });
    // A second RELOAD while one is in flight does not ask again; it says so (reloadRefused: the refresh guard).
    m.actor.send({ type: 'RELOAD' });
    expect(m.calls).toHaveLength(2);
    await m.answer({ version: 2 });
    expect(m.value()).toBe('success');
    expect(m.context().data).toEqual({ version: 2 });
    expect(m.emitted).toEqual([{ type: 'reloadRefused' }, { type: 'reloaded' }]);
  });

  it('a failed reload keeps the data, stays in success and emits reloadFailed with the reason', async () => {
    const m = start();
    await m.answer({ version: 1 });
    m.actor.send({ type: 'RELOAD' });
    const error = new TypeError('Failed to fetch');
    await m.fail(error);
    expect(m.value()).toBe('success');
    expect(m.context()).toMatchObject({ data: { version: 1 }, error: null });
    expect(m.emitted).toEqual([{ type: 'reloadFailed', error }]);
  });

  it('RELOAD after a failure loads again like RETRY', async () => {
    const m = start();
    await m.fail(new Error('x'));
    m.actor.send({ type: 'RELOAD' });
    expect(m.value()).toBe('loading');
    await m.answer('ok');
    expect(m.context().data).toBe('ok');
    expect(m.emitted).toEqual([]);
  });

  it('SET_PARAMS cancels the load in flight: its late answer never overwrites the newer one', async () => {
    const m = start({ days: 7 });
    m.actor.send({ type: 'SET_PARAMS', params: { days: 30 } });
    expect(m.calls.map((c) => c.params)).toEqual([{ days: 7 }, { days: 30 }]);
    expect(m.calls[0].aborted()).toBe(true);
    expect(m.calls[1].aborted()).toBe(false);
    // The newer answer first, then the stale one.
    await m.answer('30 days', 1);
    m.calls[0].resolve('7 days');
    await flush();
    expect(m.value()).toBe('success');
    expect(m.context()).toMatchObject({ params: { days: 30 }, data: '30 days' });
  });

  it('SET_PARAMS: a stale answer arriving first is discarded too, and so is a stale failure', async () => {
    const m = start({ days: 7 });
    m.actor.send({ type: 'SET_PARAMS', params: { days: 14 } });
    m.actor.send({ type: 'SET_PARAMS', params: { days: 30 } });
    expect(m.calls).toHaveLength(3);
    m.calls[0].resolve('7 days');
    m.calls[1].reject(new Error('stale failure'));
    await flush();
    expect(m.value()).toBe('loading');
    expect(m.context()).toMatchObject({ params: { days: 30 }, data: undefined, error: null });
    await m.answer('30 days', 2);
    expect(m.context().data).toBe('30 days');
  });

  it('SET_PARAMS during a reload cancels it: the old params’ answer is dropped, the data stays until the new one', async () => {
    const m = start({ days: 7 });
    await m.answer('7 days');
    m.actor.send({ type: 'RELOAD' });
    m.actor.send({ type: 'SET_PARAMS', params: { days: 30 } });
    expect(m.value()).toBe('loading');
    expect(m.context().data).toBe('7 days');
    m.calls[1].resolve('7 days again');
    await flush();
    expect(m.context().data).toBe('7 days');
    await m.answer('30 days', 2);
    expect(m.context()).toMatchObject({ params: { days: 30 }, data: '30 days' });
    expect(m.emitted).toEqual([]);
  });

  it('SET_PARAMS after a failure loads the new params', async () => {
    const m = start({ days: 7 });
    await m.fail(new Error('x'));
    m.actor.send({ type: 'SET_PARAMS', params: { days: 14 } });
    expect(m.value()).toBe('loading');
    await m.answer('14 days');
    expect(m.context()).toMatchObject({ params: { days: 14 }, data: '14 days', error: null });
  });

  it('SET_DATA (a write’s answer) becomes the data and cancels an older load in flight', async () => {
    const m = start();
    await m.answer({ version: 1 });
    m.actor.send({ type: 'RELOAD' });
    m.actor.send({ type: 'SET_DATA', data: { version: 2 } });
    expect(m.value()).toBe('success');
    expect(m.context().data).toEqual({ version: 2 });
    m.calls[1].resolve({ version: 1 });
    await flush();
    expect(m.context().data).toEqual({ version: 2 });
  });
});
