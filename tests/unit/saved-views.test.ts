import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { api, clientConfig, configureClient } from '@/lib/api/client';
import { addView, configureViews, deleteView, loadViews, refreshViews, viewsNow, type ViewsBackend } from '@/lib/resource/view-store';
import { defineResource } from '@/lib/resource/define';
import { queryFromSearch, type Search } from '@/lib/resource/url';
import type { ResourceDef } from '@/lib/resource/types';
import { columnsOfView, defaultView, differsFrom, resolveOpening, searchOfView, stateOf, viewsOfPage, withSaved, type SavedView, type ViewState } from '@/lib/resource/views';
import { LoginResultSchema } from '@/records/session';
import { SavedViewSchema, ViewStateSchema } from '@/records/views';
import { useMockBackend } from './support/mock-server';

/* Saved views (docs/saved-views.md): the pure part (state <-> view, the default, the URL), then the mock's calls. */

const Schema = v.object({ id: v.number(), name: v.string(), status: v.string(), amount: v.number(), payTime: v.string() });
const typed = defineResource(Schema, {
  name: 'order',
  endpoint: 'order',
  grant: 'system/user',
  title: 'list.id',
  labelKey: 'name',
  columns: [
    { key: 'name', label: 'list.id' },
    { key: 'status', label: 'list.status' },
    { key: 'amount', label: 'list.id', kind: 'number', sortable: true },
    { key: 'payTime', label: 'list.id', kind: 'datetime', sortable: true },
  ],
  filters: [
    { key: 'name', label: 'list.id', kind: 'text' },
    { key: 'status', label: 'list.status', kind: 'select', options: [{ value: '1', label: 'list.id' }] },
    { key: 'payTime', label: 'list.id', kind: 'dateRange' },
  ],
  fields: [],
  defaultSort: { field: 'payTime', order: 'desc' },
  can: {},
});
const def: ResourceDef = typed;

const state = (over: Partial<ViewState> = {}): ViewState => ({ filters: {}, sort: null, columns: null, pageSize: null, ...over });
const view = (over: Partial<SavedView> = {}): SavedView => ({
  id: 1,
  userId: 1,
  pageKey: 'order',
  name: 'Unpaid',
  state: state({ filters: { status: '1' }, sort: 'amount.asc' }),
  isDefault: false,
  createTime: '2026-11-30T00:00:00.000Z',
  updateTime: '2026-11-30T00:00:00.000Z',
  ...over,
});

describe('a view of the list as it is', () => {
  it('holds the filters as the URL writes them, a sort and size only when not the defaults, and the columns', () => {
    const query = queryFromSearch(def, { 'f.status': '1', 'f.payTime': '2026-11-01~2026-11-08', sort: 'amount.asc', size: 50, page: 3 });
    expect(stateOf(def, query, ['name', 'amount'])).toEqual({ filters: { payTime: '2026-11-01~2026-11-08', status: '1' }, sort: 'amount.asc', columns: ['name', 'amount'], pageSize: 50 });
    expect(stateOf(def, queryFromSearch(def, {}), null)).toEqual(state());
  });

  it('leaves out what the page sets itself (its scope)', () => {
    const query = queryFromSearch(def, { 'f.status': '1' });
    expect(stateOf(def, { ...query, filters: { ...query.filters, name: 'x' } }, null, { name: 'x' }).filters).toEqual({ status: '1' });
  });

  it('round-trips: the URL a view opens holds its state, and the list there saves the same view (property)', () => {
    const text = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !s.includes('~') && s.trim() === s);
    const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-11-${String(d).padStart(2, '0')}`);
    const arb = fc.record({
      name: fc.option(text, { nil: undefined }),
      status: fc.option(fc.constant('1'), { nil: undefined }),
      payTime: fc.option(fc.tuple(day, day).filter(([a, b]) => a < b).map(([a, b]) => `${a}~${b}`), { nil: undefined }),
      sort: fc.option(fc.constantFrom('amount.asc', 'amount.desc', 'payTime.asc'), { nil: null }),
      pageSize: fc.option(fc.constantFrom(20, 50, 100), { nil: null }),
    });
    fc.assert(
      fc.property(arb, (s) => {
        const filters = Object.fromEntries(Object.entries({ name: s.name, status: s.status, payTime: s.payTime }).filter(([, x]) => x !== undefined)) as Record<string, string>;
        const saved = view({ state: state({ filters, sort: s.sort, pageSize: s.pageSize }) });
        const search = searchOfView(def, saved, { tab: 'x' });
        expect(search.view).toBe(1);
        expect(search.tab).toBe('x');
        const again = stateOf(def, queryFromSearch(def, search), null);
        expect(again).toEqual({ ...saved.state, filters: Object.fromEntries(Object.entries(filters).sort(([a], [b]) => (a < b ? -1 : 1))) });
        expect(differsFrom(def, saved, again)).toBe(false);
      }),
    );
  });

  it('drops what the page no longer has (a filter, a sort, a size, a column)', () => {
    const old = view({ state: state({ filters: { gone: 'x', status: '1' }, sort: 'name.asc', pageSize: 7, columns: ['gone', 'amount'] }) });
    expect(searchOfView(def, old)).toEqual({ 'f.status': '1', view: 1 });
    expect(columnsOfView(def, old)).toEqual(['amount']);
    expect(columnsOfView(def, view({ state: state({ columns: ['gone'] }) }))).toBeNull();
  });

  it('tells a changed list from its view: filters, sort, size, and the columns when the view holds them', () => {
    const saved = view({ state: state({ filters: { status: '1' }, sort: 'amount.asc', columns: ['name'] }) });
    const same = state({ filters: { status: '1' }, sort: 'amount.asc', columns: ['name'] });
    expect(differsFrom(def, saved, same)).toBe(false);
    expect(differsFrom(def, saved, { ...same, filters: {} })).toBe(true);
    expect(differsFrom(def, saved, { ...same, sort: null })).toBe(true);
    expect(differsFrom(def, saved, { ...same, pageSize: 50 })).toBe(true);
    expect(differsFrom(def, saved, { ...same, columns: ['name', 'amount'] })).toBe(true);
    expect(differsFrom(def, view({ state: { ...saved.state, columns: null } }), { ...same, columns: ['amount'] })).toBe(false);
  });
});

describe('which view a page opens on', () => {
  const views = [view({ id: 1, name: 'B' }), view({ id: 2, name: 'A', isDefault: true, state: state({ filters: { name: 'x' } }) }), view({ id: 3, pageKey: 'member', isDefault: true })];

  it('the default of the page (not of another) when the URL holds no list state', () => {
    expect(defaultView(views, 'order')?.id).toBe(2);
    expect(resolveOpening(def, {}, views)).toEqual({ search: { 'f.name': 'x', view: 2 }, view: views[1] });
    expect(resolveOpening(def, { tab: 't' }, views)?.search).toEqual({ 'f.name': 'x', view: 2, tab: 't' });
  });

  it('none when the URL has filters, a sort, a page or a size of its own (a shared link, the return to a list)', () => {
    for (const search of [{ 'f.status': '1' }, { sort: 'amount.asc' }, { page: 2 }, { size: 50 }] as Search[]) expect(resolveOpening(def, search, views)).toBeNull();
    expect(resolveOpening(def, {}, views.filter((v) => !v.isDefault))).toBeNull();
  });

  it('?view=<id> opens that view (the default notwithstanding); once its state is in the URL it is left alone', () => {
    expect(resolveOpening(def, { view: '1' }, views)).toEqual({ search: { 'f.status': '1', sort: 'amount.asc', view: 1 }, view: views[0] });
    expect(resolveOpening(def, { view: '1', 'f.status': '1' }, views)).toBeNull();
  });

  it('a view the user does not have (another page\'s, deleted, another user\'s, not a number) is dropped from the URL', () => {
    for (const id of ['3', '99', 'abc']) expect(resolveOpening(def, { view: id, tab: 't' }, views)).toEqual({ search: { tab: 't' }, view: null });
  });

  it('lists a page\'s views by name; a saved default clears the page\'s previous one', () => {
    expect(viewsOfPage(views, 'order').map((v) => v.name)).toEqual(['A', 'B']);
    const next = withSaved(views, { ...views[0], isDefault: true });
    expect(next.filter((v) => v.pageKey === 'order' && v.isDefault).map((v) => v.id)).toEqual([1]);
    expect(next.find((v) => v.id === 3)?.isDefault).toBe(true);
  });
});

describe('the session\'s views (the store)', () => {
  const saved = clientConfig().getToken;
  afterEach(() => {
    configureViews(null);
    configureClient({ getToken: saved });
  });
  /** A backend in memory that counts its list calls. */
  function fake(initial: SavedView[], fail = false) {
    let rows = [...initial];
    const calls = { list: 0 };
    const backend: ViewsBackend = {
      list: async () => {
        calls.list++;
        if (fail) throw new Error('down');
        return rows;
      },
      add: async (input) => {
        const row = view({ ...input, id: rows.length + 10, isDefault: input.isDefault ?? false });
        rows = [...rows, row];
        return row;
      },
      update: async (input) => view({ id: input.id }),
      remove: async (id) => {
        rows = rows.filter((r) => r.id !== id);
      },
    };
    return { backend, calls, setRows: (next: SavedView[]) => (rows = next) };
  }

  it('without a backend: no views, nothing to wait for', async () => {
    configureViews(null);
    expect(viewsNow()).toEqual([]);
    expect(await loadViews()).toEqual([]);
  });

  it('reads once a session, again for another session (token); a failure counts as none', async () => {
    let token = 'a';
    configureClient({ getToken: () => token });
    const { backend, calls } = fake([view({ isDefault: true })]);
    configureViews(backend);
    expect(viewsNow()).toBeNull();
    await Promise.all([loadViews(), loadViews()]);
    expect(viewsNow()?.map((x) => x.id)).toEqual([1]);
    expect(calls.list).toBe(1);
    token = 'b';
    expect(viewsNow()).toBeNull();
    await loadViews();
    expect(calls.list).toBe(2);
    configureViews(fake([], true).backend);
    expect(await loadViews()).toEqual([]);
    expect(viewsNow()).toEqual([]);
  });

  it('a write updates the known views from its answer (a new default replaces the old); the menu reads them again', async () => {
    configureClient({ getToken: () => 'a' });
    const f = fake([view({ id: 1, isDefault: true })]);
    configureViews(f.backend);
    await loadViews();
    const added = await addView({ pageKey: 'order', name: 'New', state: state(), isDefault: true });
    expect(viewsNow()?.filter((x) => x.isDefault).map((x) => x.id)).toEqual([added.id]);
    await deleteView(1);
    expect(viewsNow()?.map((x) => x.id)).toEqual([added.id]);
    f.setRows([view({ id: 42, name: 'From another tab' })]);
    await refreshViews();
    expect(viewsNow()?.map((x) => x.id)).toEqual([42]);
  });
});

describe('view/v1/* (the mock)', () => {
  const { token } = useMockBackend();
  const signIn = async (username: string, password: string) => {
    token.value = (await api.post('user/v1/login', { username, password }, LoginResultSchema)).token;
  };
  const Views = v.array(SavedViewSchema);
  const saved = state({ filters: { status: '1' }, sort: 'amount.asc', columns: ['name'], pageSize: 50 });
  const add = (body: Record<string, unknown>) => api.post('view/v1/add', { pageKey: 'rechargeOrder', state: saved, ...body }, SavedViewSchema);

  it('keeps each user\'s views to themselves: another user neither lists, changes nor deletes them', async () => {
    await signIn('admin', 'admin123');
    const mine = await add({ name: '未支付', isDefault: true });
    expect(mine).toMatchObject({ userId: 1, pageKey: 'rechargeOrder', name: '未支付', state: saved, isDefault: true });
    await signIn('operator', 'operator123');
    expect(await api.post('view/v1/list', {}, Views)).toEqual([]);
    await expect(api.post('view/v1/update', { id: mine.id, name: 'x' })).rejects.toMatchObject({ serverMessage: '视图不存在或已被删除' });
    await expect(api.post('view/v1/delete', { id: mine.id })).rejects.toMatchObject({ serverMessage: '视图不存在或已被删除' });
    // The same name is the operator's to use too.
    await add({ name: '未支付' });
    expect((await api.post('view/v1/list', {}, Views)).map((x) => x.userId)).toEqual([2]);
    await signIn('admin', 'admin123');
    expect(await api.post('view/v1/list', { pageKey: 'rechargeOrder' }, Views)).toEqual([mine]);
    expect(await api.post('view/v1/list', { pageKey: 'member' }, Views)).toEqual([]);
  });

  it('one default per user and page: a new default (added or updated) clears the previous one, not another page\'s', async () => {
    await signIn('admin', 'admin123');
    const a = await add({ name: 'A', isDefault: true });
    const other = await add({ name: 'A', pageKey: 'member', isDefault: true });
    const b = await add({ name: 'B', isDefault: true });
    const defaults = async () => (await api.post('view/v1/list', {}, Views)).filter((x) => x.isDefault).map((x) => x.id).sort();
    expect(await defaults()).toEqual([other.id, b.id].sort());
    await api.post('view/v1/update', { id: a.id, isDefault: true }, SavedViewSchema);
    expect(await defaults()).toEqual([a.id, other.id].sort());
    await api.post('view/v1/update', { id: a.id, isDefault: false }, SavedViewSchema);
    expect(await defaults()).toEqual([other.id]);
  });

  it('renames, replaces the state, deletes', async () => {
    await signIn('admin', 'admin123');
    const a = await add({ name: 'A' });
    const renamed = await api.post('view/v1/update', { id: a.id, name: '  B  ' }, SavedViewSchema);
    expect(renamed.name).toBe('B');
    const changed = await api.post('view/v1/update', { id: a.id, state: state({ filters: { payTime: '2026-11-01~2026-11-08' } }) }, SavedViewSchema);
    expect(changed).toMatchObject({ name: 'B', state: { filters: { payTime: '2026-11-01~2026-11-08' }, sort: null } });
    await api.post('view/v1/delete', { id: a.id });
    expect(await api.post('view/v1/list', {}, Views)).toEqual([]);
  });

  it('refuses a name used on the page, a bad name, a bad state, a bad page key, and more than 20 views a page', async () => {
    await signIn('admin', 'admin123');
    const a = await add({ name: 'Unpaid' });
    await expect(add({ name: 'unpaid' })).rejects.toMatchObject({ serverMessage: '已有同名视图' });
    const b = await add({ name: 'Other' });
    await expect(api.post('view/v1/update', { id: b.id, name: 'Unpaid' })).rejects.toMatchObject({ serverMessage: '已有同名视图' });
    for (const name of ['', '   ', 'x'.repeat(31), 'a\u200Bb']) await expect(add({ name })).rejects.toMatchObject({ kind: 'business' });
    await expect(add({ name: 'S', state: { ...saved, sort: 'amount; drop' } })).rejects.toMatchObject({ kind: 'business' });
    await expect(add({ name: 'S', state: { ...saved, pageSize: 0 } })).rejects.toMatchObject({ kind: 'business' });
    await expect(add({ name: 'S', pageKey: '../x' })).rejects.toMatchObject({ kind: 'business' });
    for (let i = 0; i < 18; i++) await add({ name: `V${i}` });
    await expect(add({ name: 'one too many' })).rejects.toMatchObject({ serverMessage: '每个页面最多保存 20 个视图' });
    expect(a.id).toBeGreaterThan(0);
  });

  it('the schema a view is kept under is the one the answer is checked with', () => {
    expect(v.safeParse(ViewStateSchema, saved).success).toBe(true);
    expect(v.safeParse(SavedViewSchema, view()).success).toBe(true);
  });

  it('answers only a signed-in user', async () => {
    await expect(api.post('view/v1/list', {})).rejects.toMatchObject({ status: 401 });
  });
});
