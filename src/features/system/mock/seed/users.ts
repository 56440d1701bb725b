import type { Faker } from '@faker-js/faker';
import { catalogueMenu } from '@/lib/menu-catalogue';
import type { Fresh } from '@/mocks/table';
import { hashPassword, sha256 } from '@/mocks/secrets';
import type { AdminUser, MenuRow, Role } from '../../contract';

/*
 * The system area's core rows: the menu (from the catalogue of the 49 known pages), the roles
 * with their menu grants, and the admin users.
 */

export const ADMIN_ROLE_ID = 1;
export const OPERATOR_ROLE_ID = 2;

export function menuRows(): Fresh<MenuRow>[] {
  const rows: Fresh<MenuRow>[] = [];
  for (const group of catalogueMenu()) {
    rows.push({ id: group.id, path: group.path, name: group.name, nameEn: group.nameEn, iconUrl: group.iconUrl ?? null, sort: group.sort ?? 0, parentId: null });
    for (const c of group.children ?? []) {
      rows.push({ id: c.id, path: c.path, name: c.name, nameEn: c.nameEn, iconUrl: c.iconUrl ?? null, sort: c.sort ?? 0, parentId: group.id });
    }
  }
  return rows;
}

/** The three roles, granted menus of `rows` (the menu table's rows). */
export function seedRoles(rows: readonly MenuRow[]): Fresh<Role>[] {
  const system = rows.find((m) => m.path === 'system')!.id;
  return [
    { id: ADMIN_ROLE_ID, name: '超级管理员', description: '拥有全部菜单与操作权限', remark: '系统内置', menuIds: rows.map((m) => m.id) },
    { id: OPERATOR_ROLE_ID, name: '运营人员', description: '日常运营，不含系统设置', remark: '系统内置', menuIds: rows.filter((m) => m.id !== system && m.parentId !== system).map((m) => m.id) },
    { id: 3, name: '数据分析', description: '只看统计与市场报表', remark: '', menuIds: rows.filter((m) => /^(statisticalReport|marketReport)/.test(m.path)).map((m) => m.id) },
  ];
}

/** The seeded accounts' passwords as the table keeps them: salted hashes (the salt fixed per account, so the seed stays the same). */
async function seededPasswords(rows: Fresh<AdminUser>[]): Promise<Fresh<AdminUser>[]> {
  return Promise.all(rows.map(async (row) => ({ ...row, password: await hashPassword(row.password, (await sha256(`seed:${row.id}:${row.name}`)).slice(0, 32)) })));
}

/** admin and operator, then 26 more accounts. */
export function seedUsers(faker: Faker): Promise<Fresh<AdminUser>[]> {
  const start = new Date('2026-01-05T09:00:00Z').getTime();
  const rows: Fresh<AdminUser>[] = [
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
  return seededPasswords(rows);
}
