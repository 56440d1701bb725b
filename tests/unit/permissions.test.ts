import { describe, expect, it } from 'vitest';
import { loadContracts } from '@/app/contracts';
import { translate } from '@/i18n';
import { grantAllows, type CallMethod, type Grant } from '@/lib/api/contract';
import { flattenMenu } from '@/lib/menu';
import type { MenuItem } from '@/machines/session';
import { resourceCalls } from '@/lib/resource/calls';
import { allTables } from '@/mocks/db';
import { settled } from '@/mocks/oplog';
import { systemTables } from '@/features/system/mock/tables';
import '@/features/system/messages';
import { ORIGIN, useMockBackend } from './support/mock-server';

/**
 * Permissions at the API, over the shared mock handlers in Node: a role may make a call only when
 * its menu grants the call's page (src/lib/api/contract.ts Grant). The operator (运营人员: every
 * page but 系统设置) is refused every call of the system settings with 403 and changes nothing;
 * the administrator's calls pass; the operator's own calls pass. And no self-lockout: one's own
 * account cannot be disabled, deleted or given another role.
 */

useMockBackend();
const { areas, resources } = await loadContracts();

interface Answer {
  status: number;
  code: unknown;
  message: string;
  data: unknown;
}

type Input = Record<string, unknown>;

/** The world table behind an endpoint whose writes carry versions. */
const TABLE_OF: Record<string, string> = { user: 'users', role: 'roles', member: 'members', menu: 'menus', version: 'versions', file: 'attachments', config: 'config' };

/**
 * A client edits what it read: record writes carry the record's current version (optimistic
 * concurrency, src/mocks/resource.ts), unless the test gives one.
 */
function withVersions(path: string, input: Input): Input {
  const [endpoint, , action, extra] = path.split('/');
  const table = allTables().find((t) => t.name === TABLE_OF[endpoint]);
  if (!table || extra) return input;
  const versionOf = (id: unknown) => (table.get(Number(id)) as { version?: number } | undefined)?.version ?? 1;
  if (endpoint === 'config' && action === 'update') return { version: versionOf(1), ...input };
  if ((action === 'update' || action === 'status') && input.id !== undefined) return { version: versionOf(input.id), ...input };
  if (action === 'delete' && Array.isArray(input.ids)) return { versions: input.ids.map(versionOf), ...input };
  return input;
}

/** A call as any API client sends it: the token, the language, the input as query, JSON or multipart. */
async function send(token: string | null, method: CallMethod, path: string, given: Input = {}, language: 'ZH' | 'EN' = 'ZH'): Promise<Answer> {
  const input = method === 'POST' ? withVersions(path, given) : given;
  let url = `${ORIGIN}/admin/${path}`;
  const headers: Record<string, string> = { language };
  if (token) headers.token = token;
  let body: BodyInit | undefined;
  if (method === 'GET') {
    const query = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]));
    if (query.size) url += `?${query}`;
  } else if (method === 'UPLOAD') {
    const form = new FormData();
    form.set('file', new File(['intruder'], 'intruder.txt', { type: 'text/plain' }));
    body = form;
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input);
  }
  const res = await fetch(url, { method: method === 'GET' ? 'GET' : 'POST', headers, body });
  return { status: res.status, ...((await res.json()) as Omit<Answer, 'status'>) };
}

async function signIn(username: string, password: string): Promise<{ token: string; user: { id: number; roleId: number } }> {
  const answer = await send(null, 'POST', 'user/v1/login', { username, password });
  expect(answer.code, answer.message).toBe(200);
  return answer.data as { token: string; user: { id: number; roleId: number } };
}

/** Every row of every table of the demo world, as text, once the operation log has caught up. */
async function world(): Promise<Record<string, string>> {
  await settled();
  return Object.fromEntries(allTables().filter((t) => t.name !== 'sessions').map((t) => [t.name, JSON.stringify(t.all())]));
}

const FORBIDDEN = translate('ZH', 'error.http.403');
const passed = (a: Answer) => a.status === 200 && a.code === 200;
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** Every call, declared or a resource's, by method and path, with its grants (a path two calls share allows what either allows). */
const routes = new Map<string, { method: CallMethod; path: string; access: 'read' | 'write'; grants: Grant[]; label: string }>();
for (const call of [...areas.flatMap((a) => a.calls), ...resources.flatMap(resourceCalls)]) {
  const key = `${call.method === 'GET' ? 'GET' : 'POST'} ${call.path}`;
  const entry = routes.get(key) ?? { method: call.method, path: call.path, access: call.access, grants: [], label: key };
  entry.grants.push(call.grant);
  if (call.access === 'write') entry.access = 'write';
  routes.set(key, entry);
}

/**
 * What a caller with these pages may not call at all. A 'self' call is outside too when aimed at
 * another user's record: probed with the administrator's id (1).
 */
function outside(pages: ReadonlySet<string>) {
  return [...routes.values()].filter((r) => !r.grants.some((g) => g !== 'self' && grantAllows(g, { signedIn: true, pages })));
}

/** An input that would do harm if it were let through: the administrator's record, another role, a whole settings set. */
const HARM: Input = {
  id: 1,
  ids: [1],
  value: false,
  roleId: 2,
  password: 'hacked12',
  realName: '入侵者',
  email: 'intruder@drama.example',
  phone: '13700137009',
  name: 'intruder01',
  menuIds: [],
  date: yesterday,
  rows: [{ name: 'intruder02', realName: '入侵者', password: 'hacked12', email: 'i2@drama.example', phone: '13700137008', roleId: 1 }],
  pageNum: 1,
  pageSize: 10,
  oldUserAttributionDays: 30,
  lowBalanceBeans: 1,
  vipExpiringDays: 1,
  consecutiveDays: 2,
  excelSlowRows: 100,
  maxChartIndicators: 1,
  defaultLanguage: 'EN',
  copyrightAlertDays: 7,
  reportTimeZone: 'UTC',
  watermark: true,
  quietHours: true,
  quietStart: '00:00',
  quietEnd: '23:59',
  dailyPushCap: 1,
};

async function pagesOf(token: string): Promise<Set<string>> {
  const menu = (await send(token, 'GET', 'menu/v1/getUserMenu')).data as MenuItem[];
  return new Set(flattenMenu(menu).map((m) => m.path));
}

describe('the operator is refused every call outside its grants, and nothing changes', () => {
  it('every call of a page the operator is not granted answers 403 当前账号无权限访问！, reads and writes alike', async () => {
    const { token } = await signIn('operator', 'operator123');
    const pages = await pagesOf(token);
    expect(pages.has('member/memberInforMation')).toBe(true);
    expect([...pages].some((p) => p.startsWith('system/'))).toBe(false);
    const refused = outside(pages);
    // The whole system settings area: users, roles, menus, versions, files, log, settings, tools
    // (uploads are the theater pages' too: their forms take pictures and videos).
    for (const label of ['POST user/v1/add', 'POST user/v1/update', 'POST user/v1/status', 'POST role/v1/update', 'POST menu/v1/add', 'POST config/v1/update', 'POST tools/v1/clearSessions', 'POST user/v1/page', 'GET config/v1/get']) {
      expect(refused.map((r) => r.label)).toContain(label);
    }
    expect(refused.some((r) => r.path.startsWith('member/'))).toBe(false);

    const before = await world();
    const wrong: string[] = [];
    for (const route of refused) {
      const answer = await send(token, route.method, route.path, HARM);
      if (answer.status !== 403 || answer.code !== 403 || answer.message !== FORBIDDEN) wrong.push(`${route.label}: HTTP ${answer.status} ${JSON.stringify(answer.code)} ${answer.message}`);
    }
    expect(wrong).toEqual([]);
    expect(await world()).toEqual(before);
    expect(refused.filter((r) => r.access === 'write').length).toBeGreaterThan(15);
    // The administrator still signs in with the old password, and still has the administrator role.
    const admin = await signIn('admin', 'admin123');
    expect(admin.user.roleId).toBe(1);
  });

  it('the attacks of issue #9 are refused: add an administrator, promote oneself, reset the administrator’s password, disable them, change roles, menus, settings, clear sessions', async () => {
    const admin = await signIn('admin', 'admin123');
    const { token } = await signIn('operator', 'operator123');
    const attacks: Array<[CallMethod, string, Input]> = [
      ['POST', 'user/v1/add', { name: 'intruder01', realName: '入侵者', password: 'hacked12', email: 'i@drama.example', phone: '13700137009', roleId: 1, enabled: true }],
      ['POST', 'user/v1/update', { id: 2, roleId: 1 }],
      ['POST', 'user/v1/update', { id: 1, password: 'hacked12' }],
      ['POST', 'user/v1/update', { id: 1, realName: '入侵者', email: 'i@drama.example', phone: '13700137009' }],
      ['POST', 'user/v1/status', { id: 1, value: false }],
      ['POST', 'user/v1/delete', { ids: [1] }],
      ['POST', 'role/v1/update', { id: 2, menuIds: systemTables.menus.all().map((m) => m.id) }],
      ['POST', 'menu/v1/update', { id: 1, name: '入侵' }],
      ['POST', 'config/v1/update', { ...HARM }],
      ['POST', 'tools/v1/clearSessions', {}],
      ['GET', 'user/v1/info', { id: 1 }],
      ['GET', 'menu/v1/getUserMenu', { roleId: 1 }],
    ];
    const before = await world();
    for (const [method, path, input] of attacks) {
      const answer = await send(token, method, path, input);
      // getUserMenu is the operator's own call: another role's menu is refused by the call itself (403 in the envelope).
      expect([answer.status, answer.code], `${path} ${JSON.stringify(input)}`).toEqual(path === 'menu/v1/getUserMenu' ? [200, 403] : [403, 403]);
      expect(answer.message).toBe(FORBIDDEN);
    }
    expect(await world()).toEqual(before);
    // The administrator's session survived the clearSessions attempt, and their password still works.
    expect(passed(await send(admin.token, 'GET', 'config/v1/get'))).toBe(true);
    expect((await signIn('admin', 'admin123')).user.roleId).toBe(1);
    expect(systemTables.users.get(2)?.roleId).toBe(2);
  });

  it('answers in the caller’s language', async () => {
    const { token } = await signIn('operator', 'operator123');
    const answer = await send(token, 'POST', 'role/v1/add', { name: '入侵' }, 'EN');
    expect([answer.status, answer.message]).toEqual([403, translate('EN', 'error.http.403')]);
  });
});

describe('granted calls still pass', () => {
  it('the administrator makes the same calls', async () => {
    const { token } = await signIn('admin', 'admin123');
    const before = await world();
    const password = systemTables.users.get(2)?.password;
    const calls: Array<[CallMethod, string, Input]> = [
      ['POST', 'user/v1/add', { name: 'trainee07', realName: '林小雨', password: 'train123', email: 't7@drama.example', phone: '13700137007', roleId: 1, enabled: true }],
      ['POST', 'user/v1/update', { id: 2, roleId: 3 }],
      ['POST', 'user/v1/update', { id: 2, password: 'newpass12' }],
      ['POST', 'user/v1/status', { id: 2, value: false }],
      ['POST', 'role/v1/update', { id: 3, remark: '只读' }],
      ['POST', 'config/v1/update', { ...HARM }],
      ['POST', 'tools/v1/recompute', { date: yesterday }],
      ['UPLOAD', 'file/v1/upload', {}],
      ['POST', 'user/v1/page', { pageNum: 1, pageSize: 5 }],
      ['GET', 'user/v1/info', { id: 2 }],
    ];
    for (const [method, path, input] of calls) {
      const answer = await send(token, method, path, input);
      expect(passed(answer), `${path}: ${answer.message}`).toBe(true);
    }
    const after = await world();
    for (const table of ['users', 'roles', 'config', 'attachments']) expect(after[table], table).not.toEqual(before[table]);
    expect(systemTables.users.get(2)).toMatchObject({ roleId: 3, enabled: false });
    expect(systemTables.users.get(2)?.password).not.toBe(password);
  });

  it('the operator’s own pages, lookups and own account pass', async () => {
    const { token, user } = await signIn('operator', 'operator123');
    const member = (await send(token, 'POST', 'member/v1/page', { pageNum: 1, pageSize: 1 })).data as { records: Array<{ id: number }> };
    const id = member.records[0].id;
    const calls: Array<[CallMethod, string, Input]> = [
      ['POST', 'member/v1/update', { id, nickname: 'ドラマ好き' }],
      ['POST', 'member/v1/recharge', { id, quantity: 50, remark: '补偿' }],
      ['POST', 'member/v1/statistics', { start: yesterday, end: new Date().toISOString().slice(0, 10) }],
      // The member page's channel filter reads the channel list: a lookup its grant allows.
      ['POST', 'channel/v1/page', { pageNum: 1, pageSize: 1000 }],
      ['GET', 'user/v1/info', { id: user.id }],
      ['POST', 'user/v1/update', { id: user.id, realName: '李晓梅', email: 'op@drama.example', phone: '13900139001' }],
      ['POST', 'user/v1/update/password', { newPassword: 'oper4567', confirmPassword: 'oper4567' }],
      ['GET', 'menu/v1/getUserMenu', {}],
    ];
    for (const [method, path, input] of calls) {
      const answer = await send(token, method, path, input);
      expect(passed(answer), `${path}: ${answer.message}`).toBe(true);
    }
    expect(systemTables.users.get(2)).toMatchObject({ email: 'op@drama.example', roleId: 2 });
    // Its own profile through the self grant carries only the profile's fields: a role is refused.
    expect((await send(token, 'POST', 'user/v1/update', { id: user.id, realName: '李晓梅', roleId: 1 })).status).toBe(403);
    expect(passed(await send(token, 'POST', 'user/v1/logout'))).toBe(true);
    expect((await signIn('operator', 'oper4567')).user.roleId).toBe(2);
  });

  it('a role granted only the user page lists roles for its form, and nothing of the role page', async () => {
    const admin = await signIn('admin', 'admin123');
    const page = systemTables.menus.find((m) => m.path === 'system/user')!;
    const role = (await send(admin.token, 'POST', 'role/v1/add', { name: '人事专员', menuIds: [page.parentId, page.id] })).data as { id: number };
    await send(admin.token, 'POST', 'user/v1/add', { name: 'hrclerk01', realName: '周杰', password: 'clerk123', email: 'hr@drama.example', phone: '13700137006', roleId: role.id, enabled: true });
    const { token } = await signIn('hrclerk01', 'clerk123');
    expect([...(await pagesOf(token))]).toEqual(['system', 'system/user']);
    expect(passed(await send(token, 'POST', 'user/v1/page', { pageNum: 1, pageSize: 10 }))).toBe(true);
    expect(passed(await send(token, 'POST', 'role/v1/page', { pageNum: 1, pageSize: 1000 }))).toBe(true);
    expect(passed(await send(token, 'GET', 'role/v1/info', { id: 1 }))).toBe(true);
    for (const [method, path, input] of [
      ['POST', 'role/v1/add', { name: '越权' }],
      ['POST', 'role/v1/export', { pageNum: 1, pageSize: 10 }],
      ['GET', 'menu/v1/getAllMenu', {}],
      ['GET', 'config/v1/get', {}],
    ] as Array<[CallMethod, string, Input]>) {
      expect((await send(token, method, path, input)).status, path).toBe(403);
    }
    // Its own role stays: no one promotes themselves through the user page.
    const me = systemTables.users.find((u) => u.name === 'hrclerk01')!;
    const promote = await send(token, 'POST', 'user/v1/update', { id: me.id, roleId: 1 });
    expect([promote.code, promote.message]).toEqual([400, translate('ZH', 'system.user.cannotChangeOwnRole')]);
    expect(systemTables.users.get(me.id)?.roleId).toBe(role.id);
  });
});

describe('no self-lockout at the API', () => {
  const refusals: Array<[string, string, Input, 'system.user.cannotDisableSelf' | 'system.user.cannotChangeOwnRole' | 'system.user.cannotDeleteSelf']> = [
    ['status', 'user/v1/status', { id: 1, value: false }, 'system.user.cannotDisableSelf'],
    ['update: disabled', 'user/v1/update', { id: 1, enabled: false }, 'system.user.cannotDisableSelf'],
    ['update: another role', 'user/v1/update', { id: 1, roleId: 2 }, 'system.user.cannotChangeOwnRole'],
    ['delete', 'user/v1/delete', { ids: [1] }, 'system.user.cannotDeleteSelf'],
    ['delete among others', 'user/v1/delete', { ids: [5, 1] }, 'system.user.cannotDeleteSelf'],
  ];

  it.each(refusals)('the administrator cannot lock themselves out (%s): a business refusal in ZH and EN, nothing changed', async (_, path, input, id) => {
    const { token } = await signIn('admin', 'admin123');
    const before = await world();
    const zh = await send(token, 'POST', path, input);
    expect([zh.status, zh.code, zh.message]).toEqual([200, 400, translate('ZH', id)]);
    const en = await send(token, 'POST', path, input, 'EN');
    expect(en.message).toBe(translate('EN', id));
    expect(await world()).toEqual(before);
    expect(passed(await send(token, 'GET', 'config/v1/get'))).toBe(true);
  });

  it('the administrator cannot take 角色管理 away from their own role; other pages of it, and other roles, change', async () => {
    const { token } = await signIn('admin', 'admin123');
    const rolesPage = systemTables.menus.all().find((m) => m.path === 'system/roles')!;
    const own = systemTables.roles.get(1)!;
    const before = await world();
    const refused = await send(token, 'POST', 'role/v1/update', { id: 1, menuIds: own.menuIds.filter((id) => id !== rolesPage.id) });
    expect([refused.code, refused.message]).toEqual([400, translate('ZH', 'system.role.cannotDropOwnRoles')]);
    expect(await world()).toEqual(before);
    const versions = systemTables.menus.all().find((m) => m.path === 'system/version')!;
    expect(passed(await send(token, 'POST', 'role/v1/update', { id: 1, menuIds: own.menuIds.filter((id) => id !== versions.id) }))).toBe(true);
    const operator = systemTables.roles.get(2)!;
    expect(passed(await send(token, 'POST', 'role/v1/update', { id: 2, menuIds: operator.menuIds.filter((id) => id !== rolesPage.id) }))).toBe(true);
  });

  it('the edit form of oneself still saves (its role and status resent unchanged), and others can be disabled, re-roled and deleted', async () => {
    const { token } = await signIn('admin', 'admin123');
    const own = await send(token, 'POST', 'user/v1/update', { id: 1, realName: '王建国', email: 'boss@drama.example', phone: '13800138000', roleId: 1, enabled: true });
    expect(passed(own), own.message).toBe(true);
    expect(systemTables.users.get(1)).toMatchObject({ email: 'boss@drama.example', roleId: 1, enabled: true });
    expect(passed(await send(token, 'POST', 'user/v1/status', { id: 2, value: false }))).toBe(true);
    expect(passed(await send(token, 'POST', 'user/v1/update', { id: 3, roleId: 1 }))).toBe(true);
    expect(passed(await send(token, 'POST', 'user/v1/delete', { ids: [4] }))).toBe(true);
    expect(systemTables.users.get(4)).toBeUndefined();
  });
});
