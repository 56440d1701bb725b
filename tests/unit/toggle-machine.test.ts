import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError, STALE_CODE } from '@/lib/api/errors';
import { listMachine, type PageResult } from '@/machines/list';
import { toggleMachine, type SwitchInput, type ToggleEmitted } from '@/machines/toggle';

interface Call {
  input: SwitchInput;
  resolve: (data: unknown) => void;
  reject: (error: unknown) => void;
}

/** A toggle whose `switchStatus` answers only when the test says so. */
function start(input: { id: number; value: boolean; version?: number }) {
  const calls: Call[] = [];
  const machine = toggleMachine.provide({
    actors: {
      switchStatus: fromPromise<unknown, SwitchInput>(({ input: sent }) => new Promise((resolve, reject) => calls.push({ input: sent, resolve, reject }))),
    },
  });
  const actor = createActor(machine, { input });
  const emitted: ToggleEmitted[] = [];
  actor.on('*', (e) => void emitted.push(e));
  actor.start();
  const idle = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, calls, emitted, idle, context: () => actor.getSnapshot().context };
}

const stale = () => new ApiError({ kind: 'business', code: STALE_CODE, messageId: 'error.business', serverMessage: '该记录已被他人修改，请刷新后重试' });

describe('toggle machine: the version of a switch', () => {
  it('sends the version it read, then keeps the one the server answers for the next click', async () => {
    const t = start({ id: 7, value: true, version: 4 });
    t.actor.send({ type: 'TOGGLE' });
    expect(t.context().value).toBe(false);
    expect(t.calls[0].input).toEqual({ id: 7, value: false, version: 4 });
    t.calls[0].resolve({ id: 7, enabled: false, version: 5, name: 'x' });
    await t.idle();
    expect(t.context()).toMatchObject({ value: false, version: 5 });
    expect(t.emitted).toContainEqual({ type: 'saved', record: { id: 7, enabled: false, version: 5, name: 'x' } });
    expect(t.emitted).toContainEqual(expect.objectContaining({ type: 'notify', intent: 'success', messageId: 'msg.statusSuccess' }));

    t.actor.send({ type: 'TOGGLE' });
    expect(t.calls[1].input).toEqual({ id: 7, value: true, version: 5 });
  });

  it('a stale refusal rolls the switch back, keeps the version, and tells why', async () => {
    const t = start({ id: 7, value: true, version: 4 });
    t.actor.send({ type: 'TOGGLE' });
    const error = stale();
    t.calls[0].reject(error);
    await t.idle();
    expect(t.context()).toMatchObject({ value: true, version: 4 });
    expect(t.emitted).toEqual([{ type: 'notify', intent: 'error', messageId: 'msg.statusFailed', error }]);
  });

  it('ignores clicks while a switch is in flight', async () => {
    const t = start({ id: 7, value: false, version: 1 });
    t.actor.send({ type: 'TOGGLE' });
    t.actor.send({ type: 'TOGGLE' });
    expect(t.calls).toHaveLength(1);
    t.calls[0].resolve({ id: 7, version: 2 });
    await t.idle();
    expect(t.context()).toMatchObject({ value: true, version: 2 });
  });

  it('SYNC takes a value and version from a reloaded record', () => {
    const t = start({ id: 7, value: false, version: 1 });
    t.actor.send({ type: 'SYNC', value: true, version: 6 });
    expect(t.context()).toMatchObject({ value: true, version: 6 });
  });
});

describe('list machine: rows and their toggles carry the version', () => {
  const page: PageResult = {
    records: [
      { id: 1, name: 'a', enabled: true, version: 3 },
      { id: 2, name: 'b', enabled: false, version: 1 },
    ],
    total: 2,
  };

  it('spawns each toggle with its row’s version; PATCH replaces a row (an edit right after a switch is based on the new version)', async () => {
    const machine = listMachine.provide({ actors: { fetchPage: fromPromise(async () => page) } });
    const actor = createActor(machine, { input: { query: { pageNum: 1, pageSize: 10, filters: {} }, status: { key: 'enabled', on: true } } }).start();
    await waitFor(actor, (s) => s.matches('success'));
    const { toggles } = actor.getSnapshot().context;
    expect(toggles[1].getSnapshot().context).toMatchObject({ id: 1, value: true, version: 3 });
    expect(toggles[2].getSnapshot().context).toMatchObject({ id: 2, value: false, version: 1 });

    actor.send({ type: 'PATCH', record: { id: 2, enabled: true, version: 2 } });
    const after = actor.getSnapshot().context;
    expect(after.records).toEqual([page.records[0], { id: 2, name: 'b', enabled: true, version: 2 }]);
    // The toggle actors are the same ones: a patch does not reset a switch.
    expect(after.toggles[2]).toBe(toggles[2]);
  });
});
