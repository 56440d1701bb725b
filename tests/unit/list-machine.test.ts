import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { listMachine, type ListQuery, type PageResult, type Row } from '@/machines/list';

/**
 * After add and edit (issue #8): the new record is shown and highlighted even when the page's
 * sort puts it elsewhere; an edited row stays where it stands, highlighted, with its switch in step.
 */
function start(pages: (query: ListQuery, call: number) => PageResult) {
  let calls = 0;
  const queries: ListQuery[] = [];
  const machine = listMachine.provide({
    actors: {
      fetchPage: fromPromise<PageResult, ListQuery>(async ({ input }) => {
        queries.push(input);
        return pages(input, calls++);
      }),
    },
  });
  const actor = createActor(machine, { input: { query: { pageNum: 1, pageSize: 2, filters: {} }, status: { key: 'enabled', on: true } } }).start();
  const settled = () => waitFor(actor, (s) => s.matches('success'));
  return { actor, settled, queries, context: () => actor.getSnapshot().context };
}

const a: Row = { id: 1, name: 'a', enabled: true, version: 1 };
const b: Row = { id: 2, name: 'b', enabled: false, version: 1 };
const c: Row = { id: 3, name: 'c', enabled: true, version: 1 };

describe('list machine: after add', () => {
  it('a record added off this page is pinned above the rows, highlighted, with its own switch', async () => {
    const l = start(() => ({ records: [a, b], total: 3 }));
    await l.settled();
    l.actor.send({ type: 'ADDED', record: c });
    await l.settled();
    expect(l.queries).toHaveLength(2);
    expect(l.context()).toMatchObject({ highlight: 3, pinned: c, total: 3 });
    expect(l.context().toggles[3].getSnapshot().context).toMatchObject({ id: 3, value: true, version: 1 });
  });

  it('a record the reloaded page holds is highlighted in place, not pinned twice', async () => {
    const l = start((_, call) => (call === 0 ? { records: [a, b], total: 2 } : { records: [c, a], total: 3 }));
    await l.settled();
    l.actor.send({ type: 'ADDED', record: c });
    await l.settled();
    expect(l.context()).toMatchObject({ highlight: 3, pinned: null });
    expect(l.context().records.map((r) => r.id)).toEqual([3, 1]);
  });

  it('changing the query lets the pinned record go', async () => {
    const l = start(() => ({ records: [a, b], total: 3 }));
    await l.settled();
    l.actor.send({ type: 'ADDED', record: c });
    await l.settled();
    l.actor.send({ type: 'SET_QUERY', query: { pageNum: 2, pageSize: 2, filters: {} } });
    await l.settled();
    expect(l.context()).toMatchObject({ highlight: null, pinned: null });
  });
});

describe('list machine: after edit', () => {
  it('the answered record replaces its row where it stands, without a reload, and its switch takes the new version', async () => {
    const l = start(() => ({ records: [a, b], total: 2 }));
    await l.settled();
    l.actor.send({ type: 'EDITED', id: 2, record: { ...b, name: 'zz', enabled: true, version: 2 } });
    expect(l.queries).toHaveLength(1);
    expect(l.context().records.map((r) => r.name)).toEqual(['a', 'zz']);
    expect(l.context().highlight).toBe(2);
    expect(l.context().toggles[2].getSnapshot().context).toMatchObject({ value: true, version: 2 });
  });

  it('without an answer the page reloads and the row is highlighted', async () => {
    const l = start((_, call) => ({ records: call ? [a, { ...b, name: 'zz' }] : [a, b], total: 2 }));
    await l.settled();
    l.actor.send({ type: 'EDITED', id: 2, record: null });
    await l.settled();
    expect(l.queries).toHaveLength(2);
    expect(l.context()).toMatchObject({ highlight: 2 });
    expect(l.context().records[1].name).toBe('zz');
  });
});
