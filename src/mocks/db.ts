import { faker } from '@faker-js/faker';
import * as v from 'valibot';
import { catalogueMenu } from '@/lib/menu-catalogue';
import { AdminUserSchema, MenuRowSchema, RoleSchema, type AdminUser, type MenuRow, type Role } from '@/lib/schemas/system';
import { clearJournal, loadJournal, replay, type JournalEntry } from './journal';
import { Table } from './table';

export const SEED = 20261122;

const SessionSchema = v.object({ id: v.string(), userId: v.number(), createdAt: v.string() });
export type DemoSession = v.InferOutput<typeof SessionSchema>;

/** The mock database: one table per record kind, each typed by the record's valibot schema. */
export const db = {
  users: new Table<AdminUser>('users', AdminUserSchema),
  roles: new Table<Role>('roles', RoleSchema),
  menus: new Table<MenuRow>('menus', MenuRowSchema),
  /** Signed-in sessions: id is the token. */
  sessions: new Table<DemoSession>('sessions', SessionSchema),
};

type AnyTable = Table<{ id: number | string }>;
const tables = db as unknown as Record<string, AnyTable>;

export const ADMIN_ROLE_ID = 1;
export const OPERATOR_ROLE_ID = 2;

function menuRows(): MenuRow[] {
  const rows: MenuRow[] = [];
  for (const group of catalogueMenu()) {
    const { children, ...g } = group;
    rows.push({ ...g, iconUrl: g.iconUrl ?? null, sort: g.sort ?? 0, parentId: null });
    for (const c of children ?? []) rows.push({ ...c, iconUrl: c.iconUrl ?? null, sort: c.sort ?? 0, parentId: g.id, children: undefined } as MenuRow);
  }
  return rows.map(({ id, path, name, nameEn, iconUrl, sort, parentId }) => ({ id, path, name, nameEn, iconUrl, sort, parentId }));
}

async function seedAll(): Promise<void> {
  faker.seed(SEED);
  const menus = menuRows();
  await db.menus.seed(menus);
  const all = menus.map((m) => m.id);
  const systemGroup = menus.find((m) => m.path === 'system')!.id;
  const operatorMenus = menus.filter((m) => m.id !== systemGroup && m.parentId !== systemGroup).map((m) => m.id);
  const reportMenus = menus.filter((m) => /^(statisticalReport|marketReport)/.test(m.path)).map((m) => m.id);
  await db.roles.seed([
    { id: ADMIN_ROLE_ID, name: '超级管理员', description: '拥有全部菜单与操作权限', remark: '系统内置', menuIds: all },
    { id: OPERATOR_ROLE_ID, name: '运营人员', description: '日常运营，不含系统设置', remark: '系统内置', menuIds: operatorMenus },
    { id: 3, name: '数据分析', description: '只看统计与市场报表', remark: '', menuIds: reportMenus },
  ]);
  const base = new Date('2026-01-05T09:00:00Z').getTime();
  const users: AdminUser[] = [
    { id: 1, name: 'admin', realName: '王建国', email: 'admin@drama.example', phone: '13800138000', password: 'admin123', roleId: ADMIN_ROLE_ID, enabled: true, createTime: new Date(base).toISOString() },
    { id: 2, name: 'operator', realName: '李晓梅', email: 'operator@drama.example', phone: '13900139000', password: 'operator123', roleId: OPERATOR_ROLE_ID, enabled: true, createTime: new Date(base + 86400000).toISOString() },
  ];
  for (let id = 3; id <= 28; id++) {
    const first = faker.person.firstName();
    users.push({
      id,
      name: `${first.toLowerCase().replace(/[^a-z]/g, '')}${faker.number.int({ min: 10, max: 999 })}`.padEnd(5, '0'),
      realName: faker.helpers.arrayElement(['张伟', '刘洋', '陈静', '杨帆', '赵磊', '黄丽', '周杰', '吴敏', '徐强', '孙悦']),
      email: faker.internet.email({ firstName: first }).toLowerCase(),
      phone: `1${faker.helpers.arrayElement(['3', '5', '7', '8', '9'])}${faker.string.numeric(9)}`,
      password: 'demo1234',
      roleId: faker.helpers.arrayElement([OPERATOR_ROLE_ID, 3]),
      enabled: faker.datatype.boolean({ probability: 0.85 }),
      createTime: new Date(base + id * 3 * 86400000).toISOString(),
    });
  }
  await db.users.seed(users);
}

async function apply(entry: JournalEntry): Promise<void> {
  const table = tables[entry.table];
  if (!table) return;
  if (entry.op === 'insert') await table.insert(entry.value as { id: number });
  else if (entry.op === 'update') await table.update(entry.id, entry.value as object);
  else table.remove(entry.id);
}

let initialised: Promise<void> | null = null;

/** Seeds the database and replays the demo's journal. Safe to call many times. */
export function initDb(): Promise<void> {
  initialised ??= (async () => {
    await seedAll();
    loadJournal();
    await replay(apply);
  })();
  return initialised;
}

/** Back to the seed: every demo edit is forgotten. */
export async function resetDb(): Promise<void> {
  clearJournal();
  for (const table of Object.values(tables)) table.clear();
  initialised = null;
  await initDb();
}

/** The menu tree a role sees: groups that keep at least one page, sorted. */
export function menuTree(filter?: (row: MenuRow) => boolean) {
  const rows = db.menus.all();
  const visible = filter ? rows.filter(filter) : rows;
  const byParent = new Map<number | null, MenuRow[]>();
  for (const row of visible) {
    const list = byParent.get(row.parentId) ?? [];
    list.push(row);
    byParent.set(row.parentId, list);
  }
  const build = (parentId: number | null): Array<MenuRow & { children?: unknown[] }> =>
    (byParent.get(parentId) ?? [])
      .sort((a, b) => a.sort - b.sort || a.id - b.id)
      .map((row) => {
        const children = build(row.id);
        return children.length ? { ...row, children } : { ...row };
      });
  return build(null).filter((g) => g.parentId !== null || (g.children && g.children.length) || g.path.includes('/'));
}
