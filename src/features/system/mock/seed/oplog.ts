import type { ToolAction } from '../../contract';
import { entryOf, type LogEntry } from '@/mocks/oplog';
import type { WriteEvent } from '@/mocks/table';
import { attachments, settings, systemTables, versions } from '../tables';

/*
 * The operation log's history as the demo world has it: each seeded row of the system's tables
 * created, a few later edits, and the tools' runs (the log itself is the mock kernel's:
 * src/mocks/oplog.ts).
 */

type Json = Record<string, unknown>;

type Entry = LogEntry;

/** A history that matches the seeded data: each seeded row's creation, and a few later edits. */
export function seedOplog(): Entry[] {
  const admin = { id: 1, name: 'admin' };
  const operator = { id: 2, name: 'operator' };
  const entries: Entry[] = [];
  const add = (event: WriteEvent, time: string) => entries.push(entryOf(event, time));
  const shift = (iso: string, hours: number) => new Date(new Date(iso).getTime() + hours * 3600000).toISOString();
  for (const u of systemTables.users.all().filter((u) => u.id > 2)) add({ table: 'users', op: 'insert', id: u.id, before: null, after: u, by: admin }, u.createTime);
  for (const row of versions.all()) {
    add({ table: 'versions', op: 'insert', id: row.id, before: null, after: { ...row, forceUpdate: false }, by: admin }, row.createTime);
    if (row.forceUpdate) add({ table: 'versions', op: 'update', id: row.id, before: { ...row, forceUpdate: false }, after: row, by: admin }, shift(row.createTime, 2));
  }
  for (const row of attachments.all()) add({ table: 'attachments', op: 'insert', id: row.id, before: null, after: row, by: row.uploader === 'admin' ? admin : operator }, row.createTime);

  const users = systemTables.users.all();
  const someone = users.find((u) => u.id === 5);
  if (someone) {
    add({ table: 'users', op: 'update', id: someone.id, before: { ...someone, phone: '13512345678' }, after: someone, by: admin }, '2026-06-10T02:14:00.000Z');
    add({ table: 'users', op: 'update', id: someone.id, before: { ...someone, enabled: !someone.enabled }, after: someone, by: admin }, '2026-08-21T07:40:00.000Z');
  }
  const op = users.find((u) => u.id === 2);
  if (op) add({ table: 'users', op: 'update', id: 2, before: { ...op, password: 'old' }, after: op, by: operator }, '2026-09-30T01:05:00.000Z');
  const role = systemTables.roles.get(2);
  if (role) add({ table: 'roles', op: 'update', id: 2, before: { ...role, menuIds: role.menuIds.slice(0, -4) }, after: role, by: admin }, '2026-04-16T03:20:00.000Z');
  const group = systemTables.menus.find((m) => m.path === 'statisticalReport');
  if (group) add({ table: 'menus', op: 'update', id: group.id, before: { ...group, sort: group.sort + 1 }, after: group, by: admin }, '2026-05-18T06:00:00.000Z');
  const config = settings.get(1);
  if (config) {
    add({ table: 'config', op: 'update', id: 1, before: config, after: { ...config, lowBalanceBeans: 50, updateTime: '2026-10-08T02:00:00.000Z' }, by: admin }, '2026-10-08T02:00:00.000Z');
    add({ table: 'config', op: 'update', id: 1, before: { ...config, lowBalanceBeans: 50, updateTime: '2026-10-08T02:00:00.000Z' }, after: config, by: admin }, '2026-10-15T08:30:00.000Z');
  }
  const renamed = attachments.get(3);
  if (renamed) add({ table: 'attachments', op: 'update', id: 3, before: { ...renamed, name: `copy-${renamed.name}` }, after: renamed, by: operator }, shift(renamed.createTime, 1));
  entries.push(toolEntry('refreshCache', admin, { caches: ['menu', 'role', 'config'], count: 3 }, '2026-11-18T01:30:00.000Z'));
  entries.push(toolEntry('recompute', admin, { date: '2026-11-16', rows: rowsFor('2026-11-16') }, '2026-11-17T02:10:00.000Z'));

  return entries;
}

export function toolEntry(action: ToolAction, by: { id: number; name: string }, result: Json, time = new Date().toISOString()): Entry {
  return { time, operatorId: by.id, operator: by.name, table: 'tools', recordId: action, op: 'action', before: null, after: result, changed: Object.keys(result) };
}

function hash(text: string): number {
  let h = 7;
  for (const c of text) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return Math.abs(h);
}

/** The detail rows a day's recomputation goes through (orders, plays, visits): stable per day. */
export function rowsFor(date: string): number {
  return 1800 + (hash(date) % 6400);
}
