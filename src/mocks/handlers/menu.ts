import { http } from 'msw';
import type { MenuRow } from '@/lib/schemas/system';
import { db, menuTree } from '../db';
import { API, authed, body, ok, refuse } from '../http';

export const menuHandlers = [
  /** The menu of a role: the pages it was given, inside their groups. */
  http.get(
    `${API}/menu/v1/getUserMenu`,
    authed(({ request, user }) => {
      const asked = new URL(request.url).searchParams.get('roleId');
      const roleId = asked ? Number(asked) : user.roleId;
      // A user may read their own role's menu; reading another role's needs the admin role.
      if (roleId !== user.roleId && user.roleId !== 1) return refuse(request, 'error.http.403', 403);
      const role = db.roles.get(roleId);
      if (!role) return ok([]);
      const allowed = new Set(role.menuIds);
      const tree = menuTree((row) => allowed.has(row.id) || row.parentId === null);
      return ok(tree.filter((g) => Array.isArray(g.children) && g.children.length > 0));
    }),
  ),

  http.get(`${API}/menu/v1/getAllMenu`, authed(() => ok(menuTree()))),

  http.post(
    `${API}/menu/v1/add`,
    authed(async ({ request }) => {
      const input = await body<Partial<MenuRow>>(request);
      if (Number(input.sort ?? 0) < 0) return refuse(request, 'msg.addFailed', 400);
      const row = await db.menus.insert({
        id: db.menus.nextId(),
        path: String(input.path ?? ''),
        name: String(input.name ?? ''),
        nameEn: String(input.nameEn ?? ''),
        iconUrl: input.iconUrl ? String(input.iconUrl) : null,
        sort: Number(input.sort ?? 0),
        parentId: input.parentId == null ? null : Number(input.parentId),
      });
      // The administrator role sees every menu item, new ones included.
      const admin = db.roles.get(1);
      if (admin) await db.roles.update(1, { menuIds: [...admin.menuIds, row.id] });
      return ok(row);
    }),
  ),

  http.post(
    `${API}/menu/v1/update`,
    authed(async ({ request }) => {
      const input = await body<Partial<MenuRow>>(request);
      const id = Number(input.id);
      if (!db.menus.get(id)) return refuse(request, 'error.http.404', 404);
      if (input.sort != null && Number(input.sort) < 0) return refuse(request, 'msg.editFailed', 400);
      const { id: _id, ...patch } = input;
      await db.menus.update(id, patch);
      return ok(db.menus.get(id));
    }),
  ),
];
