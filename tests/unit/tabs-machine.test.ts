import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { createTestModel } from '@xstate/graph';
import { HOME_PATH } from '@/lib/constants';
import { HOME_TAB, normalizeTabs, tabsMachine, type Tab, type TabsContext, type TabsEvent, type TabsInput } from '@/machines/tabs';

const A: Tab = { title: '用户管理', path: '/system/user/index', name: 'system/user' };
/** A again, seen with filters in its search (a list's filters, sort and page). */
const A_FILTERED: Tab = { ...A, search: '?f.keyword=yamada&page=2' };
const B: Tab = { title: '角色管理', path: '/system/roles/index', name: 'system/roles' };
/** A record tab (src/lib/records.ts): titled by its id until the record loads and names it (RETITLE). */
const C: Tab = { title: '#12', path: '/member/memberInforMation/record/12', name: 'member/memberInforMation' };
const C_TITLE = '山田 花子';
const PAGES = [A, B, C];
const PATHS = [HOME_PATH, ...PAGES.map((t) => t.path)];

/**
 * The finite event set: OPEN x3 and A again with a search, the five path events for every path
 * (home included), RETITLE of the record tab (and of home, ignored), CLOSE_ALL, SUSPEND, RESUME, RESET.
 */
const EVENTS: TabsEvent[] = [
  ...PAGES.map((tab) => ({ type: 'OPEN' as const, tab })),
  { type: 'OPEN', tab: A_FILTERED },
  { type: 'RETITLE', path: C.path, title: C_TITLE },
  { type: 'RETITLE', path: HOME_PATH, title: C_TITLE },
  ...PATHS.flatMap((path) =>
    (['ACTIVATE', 'CLOSE', 'CLOSE_LEFT', 'CLOSE_RIGHT', 'CLOSE_OTHERS'] as const).map((type) => ({ type, path })),
  ),
  { type: 'CLOSE_ALL' },
  { type: 'SUSPEND' },
  { type: 'RESUME' },
  { type: 'RESET' },
];

type Snap = SnapshotFrom<typeof tabsMachine>;
/** The strip as a user sees it: each tab's path, title and search, and the active one. */
const key = (ctx: TabsContext) => `${ctx.tabs.map((t) => `${t.path}[${t.title}]${t.search ?? ''}`).join(',')}|${ctx.active}`;
const serialize = (s: Snap) => `${JSON.stringify(s.value)}|${key(s.context)}`;

/**
 * An independent reference model of the tab strip, written from section 2 and the brief (not
 * from the machine): the home tab never closes; OPEN adds or activates (a known tab takes the
 * title and the search it is opened with); RETITLE renames a record's tab, never home, and
 * activates nothing; closing the active tab
 * activates its right neighbour, else its left one; close left/right of a tab keeps that tab
 * (and makes it active if the active one went away); close others keeps home and that tab.
 */
interface Model {
  ctx: TabsContext;
  /** Signed out by expiry: the tabs wait for their user. */
  suspended: boolean;
}

/**
 * The strip around a session's expiry: SUSPEND keeps the tabs as they are and nothing but
 * RESUME (they come back) or RESET (a fresh start) changes them until then.
 */
function referenceModel(model: Model, event: TabsEvent): Model {
  if (event.type === 'RESET') return { ctx: { tabs: [HOME_TAB], active: HOME_PATH }, suspended: false };
  if (model.suspended) return event.type === 'RESUME' ? { ...model, suspended: false } : model;
  if (event.type === 'SUSPEND') return { ...model, suspended: true };
  if (event.type === 'RESUME') return model;
  return { ctx: reference(model.ctx, event), suspended: false };
}

function reference(ctx: TabsContext, event: Exclude<TabsEvent, { type: 'SUSPEND' | 'RESUME' }>): TabsContext {
  const paths = ctx.tabs.map((t) => t.path);
  const has = (p: string) => paths.includes(p);
  const without = (drop: (p: string, i: number) => boolean, fallback: string) => {
    const tabs = ctx.tabs.filter((t, i) => i === 0 || !drop(t.path, i));
    return { tabs, active: tabs.some((t) => t.path === ctx.active) ? ctx.active : fallback };
  };
  const plain = (tab: Tab): Tab => (tab.search ? { title: tab.title, path: tab.path, name: tab.name, search: tab.search } : { title: tab.title, path: tab.path, name: tab.name });
  switch (event.type) {
    case 'OPEN':
      if (!has(event.tab.path)) return { tabs: [...ctx.tabs, plain(event.tab)], active: event.tab.path };
      return { tabs: ctx.tabs.map((t, i) => (i > 0 && t.path === event.tab.path ? plain(event.tab) : t)), active: event.tab.path };
    case 'RETITLE':
      return { ...ctx, tabs: ctx.tabs.map((t, i) => (i > 0 && t.path === event.path ? { ...t, title: event.title } : t)) };
    case 'ACTIVATE':
      return has(event.path) ? { ...ctx, active: event.path } : ctx;
    case 'CLOSE': {
      if (event.path === HOME_PATH || !has(event.path)) return ctx;
      const i = paths.indexOf(event.path);
      const neighbour = paths[i + 1] ?? paths[i - 1];
      return without((p) => p === event.path, neighbour);
    }
    case 'CLOSE_LEFT': {
      if (!has(event.path)) return ctx;
      const i = paths.indexOf(event.path);
      return without((_, j) => j < i, event.path);
    }
    case 'CLOSE_RIGHT': {
      if (!has(event.path)) return ctx;
      const i = paths.indexOf(event.path);
      return without((_, j) => j > i, event.path);
    }
    case 'CLOSE_OTHERS':
      return has(event.path) ? { ...without((p) => p !== event.path, event.path), active: event.path } : ctx;
    case 'CLOSE_ALL':
    case 'RESET':
      return { tabs: [HOME_TAB], active: HOME_PATH };
  }
}

function checkInvariants(snap: Snap) {
  const { tabs, active } = snap.context;
  expect(tabs[0]).toEqual(HOME_TAB);
  expect(tabs.filter((t) => t.path === HOME_PATH)).toHaveLength(1);
  expect(new Set(tabs.map((t) => t.path)).size).toBe(tabs.length);
  expect(tabs.map((t) => t.path)).toContain(active);
  if (snap.value !== 'suspended') expect(snap.value === 'homeOnly').toBe(tabs.length === 1);
  expect(['homeOnly', 'several', 'suspended']).toContain(snap.value);
}

/** A real actor whose `persist` records what the app stores (`tabList`: the tabs and the active one). */
function startReal(input: TabsInput = {}) {
  const persisted: TabsContext[] = [];
  const machine = tabsMachine.provide({
    actions: { persist: ({ context }) => void persisted.push(structuredClone({ tabs: context.tabs, active: context.active })) },
  });
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, persisted };
}

/** Sends one event and checks it against the reference model, the invariants and persistence. */
function step(real: ReturnType<typeof startReal>, event: TabsEvent) {
  const before = structuredClone(real.actor.getSnapshot().context);
  const wasSuspended = real.actor.getSnapshot().matches('suspended');
  const persistedBefore = real.persisted.length;
  real.actor.send(event);
  const snap = real.actor.getSnapshot();
  const expected = referenceModel({ ctx: before, suspended: wasSuspended }, event);
  expect(key(snap.context), `${key(before)} + ${JSON.stringify(event)}`).toBe(key(expected.ctx));
  expect(snap.matches('suspended'), `suspended after ${JSON.stringify(event)}`).toBe(expected.suspended);
  checkInvariants(snap);
  if (key(snap.context) !== key(before) || (wasSuspended && event.type === 'RESUME')) {
    expect(real.persisted.length, `persist after ${JSON.stringify(event)}`).toBeGreaterThan(persistedBefore);
  }
  if (wasSuspended && event.type !== 'RESUME' && event.type !== 'RESET') {
    // Nothing is stored while the session is gone (its storage was cleared).
    expect(real.persisted.length, `no persist while suspended: ${JSON.stringify(event)}`).toBe(persistedBefore);
  }
  if (real.persisted.length > persistedBefore) {
    expect(real.persisted.at(-1)).toEqual(snap.context);
  }
  return snap;
}

describe('tabs machine: model-based (every reachable state and every event from it)', () => {
  const model = createTestModel(tabsMachine, {
    events: EVENTS,
    serializeState: (s) => serialize(s as Snap),
    input: {},
  });
  // allowDuplicatePaths: keep the paths that are prefixes of longer ones, so every state has its own path.
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });
  const reachable = new Set(paths.map((p) => serialize(p.state)));

  it('reaches every (state, tabs, active, A\'s search, C\'s title) combination of 3 pages, each also suspended', () => {
    // 1 + 3*2 + 6*3 + 6*4 = 49 orderings of open pages times the possible active tab; each strip
    // that holds A comes with or without A's filters, each that holds the record tab C with its
    // id or its record's title: 1 + (4 + 2 + 4) + (2*6 + 2*12 + 2*6) + 6*4*4 = 155 strips, then
    // each kept aside while the session is gone.
    expect(reachable.size).toBe(310);
    expect(paths).toHaveLength(310);
    expect(paths.filter((p) => p.state.matches('suspended'))).toHaveLength(155);
    for (const p of paths) checkInvariants(p.state);
  });

  it('replays every shortest path on a real actor through @xstate/graph path.test()', async () => {
    for (const path of paths) {
      const real = startReal();
      checkInvariants(real.actor.getSnapshot());
      const handler = (s: { event: TabsEvent }) => void step(real, s.event);
      await path.test({
        events: {
          OPEN: handler,
          RETITLE: handler,
          ACTIVATE: handler,
          CLOSE: handler,
          CLOSE_LEFT: handler,
          CLOSE_RIGHT: handler,
          CLOSE_OTHERS: handler,
          CLOSE_ALL: handler,
          SUSPEND: handler,
          RESUME: handler,
          RESET: handler,
        } as never,
        states: {
          '*': (state) => {
            expect(serialize(real.actor.getSnapshot())).toBe(serialize(state as Snap));
          },
        },
      });
      expect(serialize(real.actor.getSnapshot())).toBe(serialize(path.state));
    }
  });

  it('from every reachable state, every event of the set (handled or not) matches the reference', () => {
    let transitions = 0;
    for (const path of paths) {
      for (const event of EVENTS) {
        const real = startReal();
        for (const s of path.steps) real.actor.send(s.event);
        expect(serialize(real.actor.getSnapshot())).toBe(serialize(path.state));
        step(real, event);
        transitions += 1;
      }
    }
    expect(transitions).toBe(310 * EVENTS.length);
  });

  it('every state is a valid restore point: the machine started from its context lands in the same state', () => {
    for (const path of paths) {
      const { actor, persisted } = startReal(path.state.context);
      expect(persisted).toEqual([]);
      if (!path.state.matches('suspended')) {
        expect(serialize(actor.getSnapshot())).toBe(serialize(path.state));
        continue;
      }
      // A suspended strip lives in memory only: a reload starts from what is stored, unsuspended.
      expect(key(actor.getSnapshot().context)).toBe(key(path.state.context));
      expect(actor.getSnapshot().matches('suspended')).toBe(false);
    }
  });
});

describe('tabs machine: examples', () => {
  const open = (real: ReturnType<typeof startReal>, ...tabs: Tab[]) => tabs.forEach((tab) => step(real, { type: 'OPEN', tab }));
  const paths = (real: ReturnType<typeof startReal>) => real.actor.getSnapshot().context.tabs.map((t) => t.path);

  it('starts with the home tab only', () => {
    const { actor, persisted } = startReal();
    expect(actor.getSnapshot().value).toBe('homeOnly');
    expect(actor.getSnapshot().context).toEqual({ tabs: [HOME_TAB], active: HOME_PATH });
    expect(persisted).toEqual([]);
  });

  it('close left keeps home and the tab; close right keeps home up to the tab', () => {
    const real = startReal();
    open(real, A, B, C);
    step(real, { type: 'CLOSE_LEFT', path: C.path });
    expect(paths(real)).toEqual([HOME_PATH, C.path]);
    open(real, A, B);
    step(real, { type: 'ACTIVATE', path: A.path });
    step(real, { type: 'CLOSE_RIGHT', path: C.path });
    expect(paths(real)).toEqual([HOME_PATH, C.path]);
    expect(real.actor.getSnapshot().context.active).toBe(C.path);
    step(real, { type: 'CLOSE_RIGHT', path: HOME_PATH });
    expect(paths(real)).toEqual([HOME_PATH]);
    expect(real.actor.getSnapshot().value).toBe('homeOnly');
  });

  it('close all keeps the home tab and activates it', () => {
    const real = startReal();
    open(real, A, B);
    step(real, { type: 'CLOSE_ALL' });
    expect(real.actor.getSnapshot().context).toEqual({ tabs: [HOME_TAB], active: HOME_PATH });
    expect(real.persisted.at(-1)).toEqual({ tabs: [HOME_TAB], active: HOME_PATH });
  });

  it('the home tab cannot be closed', () => {
    const real = startReal();
    open(real, A);
    const count = real.persisted.length;
    step(real, { type: 'CLOSE', path: HOME_PATH });
    expect(paths(real)).toEqual([HOME_PATH, A.path]);
    expect(real.persisted).toHaveLength(count);
  });

  it('closing the active tab activates the right neighbour, else the left one', () => {
    const real = startReal();
    open(real, A, B, C);
    step(real, { type: 'ACTIVATE', path: B.path });
    step(real, { type: 'CLOSE', path: B.path });
    expect(real.actor.getSnapshot().context.active).toBe(C.path);
    step(real, { type: 'CLOSE', path: C.path });
    expect(real.actor.getSnapshot().context.active).toBe(A.path);
    step(real, { type: 'CLOSE', path: A.path });
    expect(real.actor.getSnapshot().context.active).toBe(HOME_PATH);
    expect(real.actor.getSnapshot().value).toBe('homeOnly');
  });

  it('closing an inactive tab keeps the active one', () => {
    const real = startReal();
    open(real, A, B, C);
    step(real, { type: 'CLOSE', path: A.path });
    expect(real.actor.getSnapshot().context).toMatchObject({ active: C.path });
    expect(paths(real)).toEqual([HOME_PATH, B.path, C.path]);
  });

  it('opening a known tab activates it without duplicating it and refreshes its title', () => {
    const real = startReal();
    open(real, A, B);
    real.actor.send({ type: 'OPEN', tab: { ...A, title: 'Users' } });
    const ctx = real.actor.getSnapshot().context;
    expect(ctx.tabs.map((t) => t.title)).toEqual([HOME_TAB.title, 'Users', B.title]);
    expect(ctx.active).toBe(A.path);
    expect(real.persisted.at(-1)).toEqual(ctx);
  });

  it('a tab keeps the search it was last seen with (a list\'s filters), and loses it when seen without', () => {
    const real = startReal();
    open(real, A_FILTERED, B);
    expect(real.actor.getSnapshot().context.tabs[1]).toEqual(A_FILTERED);
    open(real, A);
    expect(real.actor.getSnapshot().context.tabs[1]).toEqual(A);
    expect('search' in real.actor.getSnapshot().context.tabs[1]).toBe(false);
    open(real, A_FILTERED);
    expect(real.persisted.at(-1)!.tabs[1].search).toBe(A_FILTERED.search);
  });

  it('RETITLE names a record tab without activating it, and never renames home', () => {
    const real = startReal();
    open(real, C, A);
    step(real, { type: 'RETITLE', path: C.path, title: C_TITLE });
    const ctx = real.actor.getSnapshot().context;
    expect(ctx.tabs.map((t) => t.title)).toEqual([HOME_TAB.title, C_TITLE, A.title]);
    expect(ctx.active).toBe(A.path);
    const count = real.persisted.length;
    step(real, { type: 'RETITLE', path: C.path, title: C_TITLE });
    step(real, { type: 'RETITLE', path: HOME_PATH, title: 'x' });
    expect(real.persisted).toHaveLength(count);
  });

  it('opening home from homeOnly stays homeOnly', () => {
    const real = startReal();
    real.actor.send({ type: 'OPEN', tab: { ...HOME_TAB, title: 'Home' } });
    expect(real.actor.getSnapshot().value).toBe('homeOnly');
    expect(real.actor.getSnapshot().context.tabs).toEqual([HOME_TAB]);
  });

  it('SUSPEND keeps the tabs aside untouched; RESUME brings them back and stores them again', () => {
    const real = startReal();
    open(real, A, B, C);
    step(real, { type: 'ACTIVATE', path: B.path });
    const kept = structuredClone(real.actor.getSnapshot().context);
    const count = real.persisted.length;
    step(real, { type: 'SUSPEND' });
    expect(real.actor.getSnapshot().value).toBe('suspended');
    // The signed-out shell may still send these (a stray OPEN of home as the menu empties): ignored.
    step(real, { type: 'OPEN', tab: HOME_TAB });
    step(real, { type: 'CLOSE_ALL' });
    step(real, { type: 'CLOSE', path: C.path });
    step(real, { type: 'SUSPEND' });
    expect(real.actor.getSnapshot().context).toEqual(kept);
    expect(real.persisted).toHaveLength(count);
    step(real, { type: 'RESUME' });
    expect(real.actor.getSnapshot().value).toBe('several');
    expect(real.actor.getSnapshot().context).toEqual({ tabs: [HOME_TAB, A, B, C], active: B.path });
    expect(real.persisted.at(-1)).toEqual({ tabs: [HOME_TAB, A, B, C], active: B.path });
  });

  it('RESET while suspended (another user, or a sign-out) drops the kept tabs; RESUME then has nothing to bring back', () => {
    const real = startReal();
    open(real, A, B);
    step(real, { type: 'SUSPEND' });
    step(real, { type: 'RESET' });
    expect(real.actor.getSnapshot().value).toBe('homeOnly');
    expect(real.persisted.at(-1)).toEqual({ tabs: [HOME_TAB], active: HOME_PATH });
    step(real, { type: 'RESUME' });
    expect(real.actor.getSnapshot().context).toEqual({ tabs: [HOME_TAB], active: HOME_PATH });
  });

  it('a home-only strip suspends and resumes as home-only', () => {
    const real = startReal();
    step(real, { type: 'SUSPEND' });
    step(real, { type: 'RESUME' });
    expect(real.actor.getSnapshot().value).toBe('homeOnly');
  });

  it('unknown paths are ignored by every path event', () => {
    const real = startReal();
    open(real, A);
    const count = real.persisted.length;
    for (const type of ['ACTIVATE', 'CLOSE', 'CLOSE_LEFT', 'CLOSE_RIGHT', 'CLOSE_OTHERS'] as const) {
      step(real, { type, path: '/nowhere/index' });
    }
    expect(paths(real)).toEqual([HOME_PATH, A.path]);
    expect(real.persisted).toHaveLength(count);
  });
});

describe('normalizeTabs', () => {
  it('restores home first and once, drops duplicates and junk entries, and fixes the active path', () => {
    const junk = {
      tabs: [
        null,
        { title: 'x', path: 5, name: 'n' },
        { ...B },
        { title: 'Home again', path: HOME_PATH, name: 'home' },
        { path: A.path },
        { ...B, title: 'dup' },
        'string',
      ],
      active: '/gone/index',
    } as unknown as TabsInput;
    expect(normalizeTabs(junk)).toEqual({
      tabs: [HOME_TAB, B, { title: '', path: A.path, name: '' }],
      active: HOME_PATH,
    });
  });

  it('keeps a tab\'s search, and drops one that is no search', () => {
    const restored = normalizeTabs({ tabs: [A_FILTERED, { ...B, search: 'f.x=1' }, { ...C, search: 5 } as unknown as Tab, { ...A, path: '/x/index', search: `?${'a'.repeat(3000)}` }] });
    expect(restored.tabs).toEqual([HOME_TAB, A_FILTERED, B, C, { ...A, path: '/x/index' }]);
  });

  it('keeps a known active path', () => {
    expect(normalizeTabs({ tabs: [A, B], active: B.path })).toEqual({ tabs: [HOME_TAB, A, B], active: B.path });
  });

  it.each([
    ['nothing', {}],
    ['nulls', { tabs: null, active: null }],
    ['a string', { tabs: 'abc', active: 5 }],
    ['an object', { tabs: { 0: A }, active: A.path }],
    ['a number', { tabs: 42 }],
    ['tabs with non-string titles', { tabs: [{ title: { zh: 'x' }, path: '', name: 1 }] }],
  ])('survives %s', (_, input) => {
    const ctx = normalizeTabs(input as unknown as TabsInput);
    expect(ctx.tabs[0]).toEqual(HOME_TAB);
    expect(ctx.tabs.map((t) => t.path)).toContain(ctx.active);
    for (const t of ctx.tabs) {
      expect(typeof t.title).toBe('string');
      expect(typeof t.name).toBe('string');
      expect(t.path).toMatch(/^\//);
    }
  });

  it.each([null, undefined, 'junk', 7])('survives a whole restored value of %s', (input) => {
    expect(normalizeTabs(input as unknown as TabsInput)).toEqual({ tabs: [HOME_TAB], active: HOME_PATH });
  });

  it('a machine started from junk is in a consistent state', () => {
    const { actor } = startReal({ tabs: [A, A, HOME_TAB, B], active: '/x' });
    expect(actor.getSnapshot().value).toBe('several');
    expect(actor.getSnapshot().context).toEqual({ tabs: [HOME_TAB, A, B], active: HOME_PATH });
  });
});
