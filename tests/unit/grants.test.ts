import { LIBRARY_PATH } from '@/lib/resource/library';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { loadContracts } from '@/app/contracts';
import { loadAreaMocks } from '@/app/demo-areas';
import { grantAllows, grantPages, type CallSpec, type Grant } from '@/lib/api/contract';
import { knownPages } from '@/lib/menu-catalogue';
import { resourceCalls } from '@/lib/resource/calls';
import type { OptionsSource, ResourceDef } from '@/lib/resource/types';
import { buildHandlers } from '@/mocks/handlers';
import { API } from '@/mocks/http';

/**
 * Every call names who may make it (src/lib/api/contract.ts Grant): the declared calls of every
 * area and every resource's derived calls. A page added later is covered here without touching
 * this file: its calls must name a page of the menu, and the lists it reads as lookups must
 * grant it.
 */

const { areas, resources } = await loadContracts();
const mocks = await loadAreaMocks();
const declared = areas.flatMap((a) => a.calls);
const all: Array<CallSpec<unknown, unknown> & { name: string }> = [
  ...declared.map((c) => ({ ...c, name: `${c.method} ${c.path}` })),
  ...resources.flatMap((def) => resourceCalls(def).map((c) => ({ ...c, name: `${c.path} (${c.resource}.${c.action})` }))),
];
const MARKERS = ['signed-in', 'self', 'public'];

/** Every call at this method and path (a declared call and a resource's may share one). */
const callsAt = (method: 'GET' | 'POST', path: string) => all.filter((c) => (c.method === 'GET' ? 'GET' : 'POST') === method && c.path === path);
const admits = (calls: Array<{ grant: Grant }>, page: string) => calls.some((c) => grantAllows(c.grant, { signedIn: true, pages: new Set([page]) }));

function sources(def: ResourceDef): OptionsSource[] {
  const out: OptionsSource[] = [];
  for (const item of [...def.columns, ...def.filters, ...def.fields]) {
    if (item.options && !Array.isArray(item.options)) out.push(item.options);
  }
  return out;
}

describe('grants: every call names the page that grants it', () => {
  it('every declared call and every resource call has a grant: pages of the menu, or a marker', () => {
    expect(all.length).toBeGreaterThan(60);
    const wrong = all.filter((c) => {
      const grant = c.grant as Grant | undefined;
      if (grant === undefined) return true;
      if (typeof grant === 'string' && MARKERS.includes(grant)) return false;
      const pages = grantPages(grant);
      return pages.length === 0 || pages.some((p) => !knownPages().includes(p));
    });
    expect(wrong.map((c) => `${c.name}: ${JSON.stringify(c.grant)}`)).toEqual([]);
  });

  it('only sign-in is public; only the own profile and the own menu, password and sign-out need no page', () => {
    expect(all.filter((c) => c.grant === 'public').map((c) => c.name)).toEqual(['POST user/v1/login']);
    expect(all.filter((c) => c.grant === 'signed-in').map((c) => c.name).sort()).toEqual(['GET config/v1/timeZone', 'GET menu/v1/getUserMenu', 'POST user/v1/logout', 'POST user/v1/update/password']);
    expect(all.filter((c) => c.grant === 'self').map((c) => c.name).sort()).toEqual(['GET user/v1/info', 'POST user/v1/update']);
  });

  it('a resource’s writes and export are its own page’s; only page and info are open to the pages that look it up', () => {
    for (const def of resources) {
      for (const call of resourceCalls(def)) {
        const pages = grantPages(call.grant);
        if (call.action === 'page' || call.action === 'info') expect(pages, call.path).toEqual([def.grant, ...(def.lookupBy ?? [])]);
        else expect(pages, call.path).toEqual([def.grant]);
      }
    }
  });

  it('a page that reads another list or tree as a lookup, or uploads, is granted that call', () => {
    const missing: string[] = [];
    for (const def of resources) {
      for (const source of sources(def)) if (!admits(callsAt('POST', `${source.endpoint}/v1/page`), def.grant)) missing.push(`${def.grant} → POST ${source.endpoint}/v1/page`);
      for (const field of def.fields) {
        if (field.tree && !Array.isArray(field.tree) && !admits(callsAt('GET', field.tree.endpoint), def.grant)) missing.push(`${def.grant} → GET ${field.tree.endpoint}`);
        if (['image', 'video', 'file'].includes(field.kind) && !admits(callsAt('POST', 'file/v1/upload'), def.grant)) missing.push(`${def.grant} → POST file/v1/upload (${field.key})`);
        // An upload field may also pick a file already in the library.
        if (['image', 'video', 'file'].includes(field.kind) && !admits(callsAt('GET', LIBRARY_PATH), def.grant)) missing.push(`${def.grant} → GET ${LIBRARY_PATH} (${field.key})`);
      }
      for (const related of def.related ?? []) if (!admits(callsAt('POST', `${related.endpoint}/v1/page`), def.grant)) missing.push(`${def.grant} → POST ${related.endpoint}/v1/page`);
    }
    expect(missing).toEqual([]);
    // The lookups this checks today: the user page names roles, the role form's menu tree, members' channels.
    expect(admits(callsAt('POST', 'role/v1/page'), 'system/user')).toBe(true);
    expect(admits(callsAt('POST', 'role/v1/add'), 'system/user')).toBe(false);
    expect(admits(callsAt('GET', 'menu/v1/getAllMenu'), 'system/roles')).toBe(true);
    expect(admits(callsAt('POST', 'channel/v1/page'), 'member/memberInforMation')).toBe(true);
    expect(admits(callsAt('POST', 'channel/v1/export'), 'member/memberInforMation')).toBe(false);
  });

  it('grantAllows: a page of the role, any of several, the markers', () => {
    const operator = { signedIn: true, pages: new Set(['member/memberInforMation', 'channel/management']) };
    expect(grantAllows('member/memberInforMation', operator)).toBe(true);
    expect(grantAllows('system/user', operator)).toBe(false);
    expect(grantAllows(['system/user', 'channel/management'], operator)).toBe(true);
    expect(grantAllows('signed-in', operator)).toBe(true);
    expect(grantAllows('self', operator)).toBe(false);
    expect(grantAllows('self', { ...operator, own: true })).toBe(true);
    expect(grantAllows('public', { signedIn: false, pages: new Set() })).toBe(true);
    expect(grantAllows('signed-in', { signedIn: false, pages: new Set() })).toBe(false);
  });
});

describe('grants: every mock route answers a declared call', () => {
  it('the areas’ handlers start: each route under /admin/ is a declared call or a resource’s action', () => {
    expect(() => buildHandlers(mocks)).not.toThrow();
  });

  it('a handler for a route no call declares stops the backend at start, naming it', () => {
    const stray = { name: 'stray', handlers: [http.post(`${API}/user/v1/resetEveryPassword`, () => HttpResponse.json({}))] };
    expect(() => buildHandlers([...mocks, stray])).toThrow(/POST user\/v1\/resetEveryPassword/);
    // The same path under another method is not the declared call either.
    const wrongMethod = { name: 'stray', handlers: [http.get(`${API}/tools/v1/clearSessions`, () => HttpResponse.json({}))] };
    expect(() => buildHandlers([...mocks, wrongMethod])).toThrow(/GET tools\/v1\/clearSessions/);
  });

  it('every declared call is served by some area’s route', () => {
    const routes = mocks.flatMap((m) => m.handlers).map((h) => h.info as { method: unknown; path: unknown });
    const served = (c: CallSpec<unknown, unknown>) =>
      routes.some((r) => r.path === `${API}/${c.path}` && (typeof r.method !== 'string' || r.method === (c.method === 'GET' ? 'GET' : 'POST')));
    expect(all.filter((c) => !served(c)).map((c) => c.name)).toEqual([]);
  });
});
