import { http } from 'msw';
import * as v from 'valibot';
import { isMessageId, type MessageId } from '@/i18n';
import { formSchema } from '@/lib/resource/form-schema';
import { menuResource } from '../../resources';
import { allMenuCall, type MenuRow } from '../../contract';
import { menuTree, systemTables } from '../tables';
import { declareResource } from '@/mocks/grants';
import { API, authed, body, handleCall, ok, page, refuse } from '@/mocks/http';
import { userMenuCall } from '@/records/session';
import { isVersion, query, refuseStale } from '@/mocks/resource';

type Values = Record<string, unknown>;

function firstIssue(schema: v.GenericSchema, values: Values): MessageId | null {
  const result = v.safeParse(schema, values);
  if (result.success) return null;
  const message = result.issues[0].message;
  return isMessageId(message) ? message : 'valid.invalid';
}

/** Optional fields a caller left out count as blank (the form always sends every field). */
function withBlanks(input: Values, mode: 'add' | 'edit'): Values {
  if (mode === 'edit') return input;
  const out = { ...input };
  for (const f of menuResource.fields) if (!(f.key in out) && !f.required) out[f.key] = '';
  return out;
}

function parentOf(value: unknown): number | null {
  return value == null || value === '' ? null : Number(value);
}

/**
 * The tree has two levels, as the sidebar shows it: groups ('system') and their pages
 * ('system/user'). A page's parent is a group; its path starts with the group's path.
 */
function structureProblem(next: Pick<MenuRow, 'path' | 'parentId'>, id: number | null): MessageId | null {
  const path = next.path.trim();
  if (systemTables.menus.find((m) => m.id !== id && m.path === path)) return 'system.menu.pathTaken';
  if (next.parentId === null) return path.includes('/') ? 'system.menu.pathParent' : null;
  const parent = systemTables.menus.get(next.parentId);
  if (!parent || parent.parentId !== null || parent.id === id) return 'system.menu.parentInvalid';
  if (id !== null && systemTables.menus.find((m) => m.parentId === id)) return 'system.menu.groupHasChildren';
  return path.startsWith(`${parent.path}/`) && path.split('/').length === 2 ? null : 'system.menu.pathParent';
}

function clean(input: Values, current?: MenuRow): Omit<MenuRow, 'id' | 'version'> {
  const pick = <K extends keyof MenuRow>(key: K): unknown => (key in input ? input[key] : current?.[key]);
  const icon = pick('iconUrl');
  return {
    path: String(pick('path') ?? '').trim(),
    name: String(pick('name') ?? '').trim(),
    nameEn: String(pick('nameEn') ?? '').trim(),
    iconUrl: icon ? String(icon) : null,
    sort: Number(pick('sort') ?? 0),
    parentId: parentOf(pick('parentId')),
  };
}

// The menu resource's calls are answered here by hand: the gate learns their grant.
declareResource(menuResource);

export const menuHandlers = [
  /** The menu of a role: the pages it was given, inside their groups. */
  handleCall(userMenuCall, ({ request, user, input }) => {
    const roleId = input.roleId ?? user.roleId;
    // A user may read their own role's menu; reading another role's needs the admin role.
    if (roleId !== user.roleId && user.roleId !== 1) return refuse(request, 'error.http.403', 403);
    const role = systemTables.roles.get(roleId);
    if (!role) return ok([]);
    const allowed = new Set(role.menuIds);
    const tree = menuTree((row) => allowed.has(row.id) || row.parentId === null);
    return ok(tree.filter((g) => Array.isArray(g.children) && g.children.length > 0));
  }),

  handleCall(allMenuCall, () => ok(menuTree())),

  /** The items as a flat list (the parent options of the form, the generic list tools). */
  http.post(
    `${API}/menu/v1/page`,
    authed(async ({ request }) => {
      const input = await body(request);
      const rows = query(systemTables.menus.all(), menuResource, input);
      if (typeof rows === 'string') return refuse(request, rows, 400);
      return ok(page(rows, input.pageNum, Math.min(Number(input.pageSize) || 10, 1000)));
    }),
  ),

  http.get(
    `${API}/menu/v1/info`,
    authed(({ request }) => {
      const row = systemTables.menus.get(Number(new URL(request.url).searchParams.get('id')));
      return row ? ok(row) : refuse(request, 'error.http.404', 404);
    }),
  ),

  http.post(
    `${API}/menu/v1/add`,
    authed(async ({ request, user }) => {
      const input = withBlanks(await body(request), 'add');
      const problem = firstIssue(formSchema(menuResource, 'add', { server: true }), input);
      if (problem) return refuse(request, problem, 400);
      const values = clean(input);
      const structure = structureProblem(values, null);
      if (structure) return refuse(request, structure, 400);
      const by = { id: user.id, name: user.name };
      const row = await systemTables.menus.insert({ id: systemTables.menus.nextId(), ...values }, by);
      // The administrator role sees every menu item, new ones included.
      const admin = systemTables.roles.get(1);
      if (admin) await systemTables.roles.update(1, { menuIds: [...admin.menuIds, row.id] }, by);
      return ok(row);
    }),
  ),

  http.post(
    `${API}/menu/v1/update`,
    authed(async ({ request, user }) => {
      const input = await body(request);
      const id = Number(input.id);
      const current = systemTables.menus.get(id);
      if (!current) return refuse(request, 'error.http.404', 404);
      if (!isVersion(input.version)) return refuse(request, 'error.versionRequired', 400);
      if (systemTables.menus.isStale(id, input.version)) return refuseStale(request);
      const keys = Object.keys(input).filter((k) => k !== 'id' && k !== 'version');
      const problem = firstIssue(formSchema(menuResource, 'edit', { only: keys, server: true }), input);
      if (problem) return refuse(request, problem, 400);
      const values = clean(input, current);
      const structure = structureProblem(values, id);
      if (structure) return refuse(request, structure, 400);
      // Pages open by path: a group's pages keep their paths, so the group keeps its own.
      if (values.path !== current.path && systemTables.menus.find((m) => m.parentId === id)) return refuse(request, 'system.menu.groupPathLocked', 400);
      const row = await systemTables.menus.update(id, values, { id: user.id, name: user.name });
      return ok(row);
    }),
  ),
];
