import { Faker, base, en } from '@faker-js/faker';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import * as v from 'valibot';
import { catalogueMenu } from '@/lib/menu-catalogue';
import { AdminUserSchema, MenuRowSchema, RoleSchema, type AdminUser, type MenuRow, type Role } from '@/lib/schemas/system';
import { clearJournal, loadJournal, replay, type JournalEntry } from './journal';
import { silently, Table } from './table';

export const SEED = 20261122;

/** What a table's seed function gets: its own faker (seeded per table) and the demo's size. */
export interface SeedContext {
  faker: Faker;
  /** Members to seed: 5,000 by default, 100,000 for the benchmark (see docs/demo-controls.md). */
  members: number;
}

type AnyTable = Table<{ id: number | string }>;
interface Registered {
  table: AnyTable;
  seed?: (ctx: SeedContext) => unknown[] | Promise<unknown[]>;
}
const registry: Registered[] = [];

function hash(text: string): number {
  let h = 0;
  for (const c of text) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return Math.abs(h);
}

/**
 * Declares a table of the mock database: its record schema (the same valibot schema the
 * console checks responses with) and how to seed it. Tables seed in the order they are
 * defined, each with a faker seeded from its own name, so adding a table never changes
 * another table's data.
 */
export function defineTable<T extends { id: number | string }>(
  name: string,
  schema: StandardSchemaV1<T, T>,
  seed?: (ctx: SeedContext) => T[] | Promise<T[]>,
  options: { audited?: boolean } = {},
): Table<T> {
  const table = new Table<T>(name, schema, options.audited ?? true);
  registry.push({ table: table as unknown as AnyTable, seed: seed as Registered['seed'] });
  return table;
}

const SessionSchema = v.object({ id: v.string(), userId: v.number(), createdAt: v.string() });
export type DemoSession = v.InferOutput<typeof SessionSchema>;

export const ADMIN_ROLE_ID = 1;
export const OPERATOR_ROLE_ID = 2;

function menuRows(): MenuRow[] {
  const rows: MenuRow[] = [];
  for (const group of catalogueMenu()) {
    rows.push({ id: group.id, path: group.path, name: group.name, nameEn: group.nameEn, iconUrl: group.iconUrl ?? null, sort: group.sort ?? 0, parentId: null });
    for (const c of group.children ?? []) {
      rows.push({ id: c.id, path: c.path, name: c.name, nameEn: c.nameEn, iconUrl: c.iconUrl ?? null, sort: c.sort ?? 0, parentId: group.id });
    }
  }
  return rows;
}

const menus = defineTable<MenuRow>('menus', MenuRowSchema, () => menuRows());

const roles = defineTable<Role>('roles', RoleSchema, () => {
  const rows = menus.all();
  const system = rows.find((m) => m.path === 'system')!.id;
  return [
    { id: ADMIN_ROLE_ID, name: '超级管理员', description: '拥有全部菜单与操作权限', remark: '系统内置', menuIds: rows.map((m) => m.id) },
    { id: OPERATOR_ROLE_ID, name: '运营人员', description: '日常运营，不含系统设置', remark: '系统内置', menuIds: rows.filter((m) => m.id !== system && m.parentId !== system).map((m) => m.id) },
    { id: 3, name: '数据分析', description: '只看统计与市场报表', remark: '', menuIds: rows.filter((m) => /^(statisticalReport|marketReport)/.test(m.path)).map((m) => m.id) },
  ];
});

const users = defineTable<AdminUser>('users', AdminUserSchema, ({ faker }) => {
  const start = new Date('2026-01-05T09:00:00Z').getTime();
  const rows: AdminUser[] = [
    { id: 1, name: 'admin', realName: '王建国', email: 'admin@drama.example', phone: '13800138000', password: 'admin123', roleId: ADMIN_ROLE_ID, enabled: true, createTime: new Date(start).toISOString() },
    { id: 2, name: 'operator', realName: '李晓梅', email: 'operator@drama.example', phone: '13900139000', password: 'operator123', roleId: OPERATOR_ROLE_ID, enabled: true, createTime: new Date(start + 86400000).toISOString() },
  ];
  const names = ['张伟', '刘洋', '陈静', '杨帆', '赵磊', '黄丽', '周杰', '吴敏', '徐强', '孙悦'];
  for (let id = 3; id <= 28; id++) {
    const first = faker.person.firstName().toLowerCase().replace(/[^a-z]/g, '');
    rows.push({
      id,
      name: `${first}${faker.number.int({ min: 10, max: 999 })}`.padEnd(5, '0').slice(0, 20),
      realName: faker.helpers.arrayElement(names),
      email: faker.internet.email({ firstName: first }).toLowerCase(),
      phone: `1${faker.helpers.arrayElement(['3', '5', '7', '8', '9'])}${faker.string.numeric(9)}`,
      password: 'demo1234',
      roleId: faker.helpers.arrayElement([OPERATOR_ROLE_ID, 3]),
      enabled: faker.datatype.boolean({ probability: 0.85 }),
      createTime: new Date(start + id * 3 * 86400000).toISOString(),
    });
  }
  return rows;
});

/** Signed-in sessions: the id is the token. */
const sessions = defineTable<DemoSession>('sessions', SessionSchema, undefined, { audited: false });

/** The core tables; areas define theirs with defineTable in src/mocks/areas/. */
export const db = { users, roles, menus, sessions };

function memberCount(): number {
  const fromEnv = typeof process !== 'undefined' ? Number(process.env?.DEMO_MEMBERS) : NaN;
  let fromStorage = NaN;
  try {
    fromStorage = Number(localStorage.getItem('drama-demo:members'));
  } catch {
    // Node: no localStorage.
  }
  return [fromEnv, fromStorage].find((n) => Number.isFinite(n) && n > 0) ?? 5000;
}

async function seedAll(): Promise<void> {
  const members = memberCount();
  for (const { table, seed } of registry) {
    if (!seed) continue;
    const faker = new Faker({ locale: [en, base], seed: SEED + hash(table.name) });
    await table.seed((await seed({ faker, members })) as { id: number | string }[]);
  }
}

function tableNamed(name: string): AnyTable | undefined {
  return registry.find((r) => r.table.name === name)?.table;
}

async function apply(entry: JournalEntry): Promise<void> {
  const table = tableNamed(entry.table);
  if (!table) return;
  if (entry.op === 'insert') await table.insert(entry.value as { id: number });
  else if (entry.op === 'update') await table.update(entry.id, entry.value as object);
  else table.remove(entry.id);
}

let initialised: Promise<void> | null = null;

/** Seeds the database and replays the demo's journal. Safe to call many times. */
export function initDb(): Promise<void> {
  initialised ??= silently(async () => {
    await seedAll();
    loadJournal();
    await replay(apply);
  });
  return initialised;
}

/** Back to the seed: every demo edit is forgotten. Only tables written to are restored. */
export async function resetDb(): Promise<void> {
  await initDb();
  clearJournal();
  await silently(async () => {
    for (const { table } of registry) await table.restore();
  });
}

/** The menu tree (optionally filtered), sorted by order then id. */
export function menuTree(filter?: (row: MenuRow) => boolean) {
  const visible = filter ? menus.all().filter(filter) : menus.all();
  const byParent = new Map<number | null, MenuRow[]>();
  for (const row of visible) {
    const list = byParent.get(row.parentId) ?? [];
    list.push(row);
    byParent.set(row.parentId, list);
  }
  type Node = MenuRow & { children?: Node[] };
  const build = (parentId: number | null): Node[] =>
    (byParent.get(parentId) ?? [])
      .sort((a, b) => a.sort - b.sort || a.id - b.id)
      .map((row) => {
        const children = build(row.id);
        return children.length ? { ...row, children } : { ...row };
      });
  return build(null);
}
