import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { translate } from '@/i18n';
import { loadMachine, type LoadEmitted } from '@/machines/load';

/**
 * The line chart's refresh guard: a report's data is held by the load machine (useReport), and
 * its refresh button is RELOAD. Section 8: refreshing again while it is still refreshing shows
 * 正在刷新折线图，请勿频繁点击 (the machine emits reloadRefused, useReport says it) and asks the
 * server nothing more.
 */

function start() {
  const calls: Array<{ resolve: (data: unknown) => void; reject: (e: unknown) => void }> = [];
  const machine = loadMachine.provide({
    actors: { load: fromPromise<unknown, unknown>(() => new Promise((resolve, reject) => calls.push({ resolve, reject }))) },
  });
  const actor = createActor(machine, { input: { params: { start: '2026-11-01', end: '2026-11-07' } } });
  const emitted: LoadEmitted[] = [];
  actor.on('*', (e) => void emitted.push(e));
  actor.start();
  const settle = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, calls, emitted, settle, value: () => actor.getSnapshot().value };
}

describe('the refresh guard', () => {
  it('says so in the spec\'s words', () => {
    expect(translate('ZH', 'msg.chartRefreshing')).toBe('正在刷新折线图，请勿频繁点击');
  });

  it('a refresh while refreshing sends no second request, and says so each time', async () => {
    const m = start();
    m.calls[0].resolve({ figures: 1 });
    await m.settle();
    m.actor.send({ type: 'RELOAD' });
    expect(m.value()).toBe('reloading');
    expect(m.calls).toHaveLength(2);
    m.actor.send({ type: 'RELOAD' });
    m.actor.send({ type: 'RELOAD' });
    expect(m.calls).toHaveLength(2);
    expect(m.emitted).toEqual([{ type: 'reloadRefused' }, { type: 'reloadRefused' }]);
    // The figures stay on screen meanwhile; the one answer replaces them.
    expect(m.actor.getSnapshot().context.data).toEqual({ figures: 1 });
    m.calls[1].resolve({ figures: 2 });
    await m.settle();
    expect(m.actor.getSnapshot().context.data).toEqual({ figures: 2 });
    expect(m.emitted.at(-1)).toEqual({ type: 'reloaded' });
  });

  it('while the first load is on its way too', async () => {
    const m = start();
    m.actor.send({ type: 'RELOAD' });
    expect(m.calls).toHaveLength(1);
    expect(m.emitted).toEqual([{ type: 'reloadRefused' }]);
    m.calls[0].resolve({ figures: 1 });
    await m.settle();
    expect(m.value()).toBe('success');
  });

  it('once the refresh is over (answered or failed), the next refresh goes out', async () => {
    const m = start();
    m.calls[0].resolve({ figures: 1 });
    await m.settle();
    m.actor.send({ type: 'RELOAD' });
    m.calls[1].reject(new Error('down'));
    await m.settle();
    expect(m.emitted).toEqual([{ type: 'reloadFailed', error: new Error('down') }]);
    m.actor.send({ type: 'RELOAD' });
    expect(m.calls).toHaveLength(3);
    expect(m.emitted.filter((e) => e.type === 'reloadRefused')).toHaveLength(0);
  });

  it('a new period is not a refresh: it replaces the load in flight', async () => {
    const m = start();
    m.calls[0].resolve({ figures: 1 });
    await m.settle();
    m.actor.send({ type: 'RELOAD' });
    m.actor.send({ type: 'SET_PARAMS', params: { start: '2026-10-01', end: '2026-10-30' } });
    expect(m.value()).toBe('loading');
    expect(m.calls).toHaveLength(3);
    expect(m.emitted).toEqual([]);
  });
});
