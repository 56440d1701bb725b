import { PACKAGE_TABLE, VIP_TYPE_TABLE, type Package, type VipType } from '@/records/catalogue';
import { DRAMA_TABLE, type Drama } from '@/records/dramas';
import { now } from '@/mocks/clock';
import { worldTable } from '@/mocks/db';
import { defineLogHistory, entryOf, type LogEntry } from '@/mocks/oplog';

/*
 * The operation log's recent past of what moves revenue (issue #23: changes marked on the charts),
 * so the demo's charts have markers before anyone edits anything: a few edits of the last two
 * weeks to dramas, a golden-bean package, a VIP type and a home-screen column. Each ends in the
 * row as it was seeded (the log's `after` is the seeded row; `before` differs only in the fields
 * changed), as the system area's history does for its own tables. Read when the log seeds, after
 * every other table. Pushes need none: their records say when they were sent.
 */

const DAY = 86_400_000;
/** The theater's home-screen columns, found by their table's name (what this history reads of them). */
const HOME_COLUMN_TABLE = 'homeColumns';
type HomeColumn = { id: number; version: number; dramaIds: number[] };
const admin = { id: 1, name: 'admin' };
const operator = { id: 2, name: 'operator' };

export function seedChangeHistory(): LogEntry[] {
  // 02:00 UTC (11:00 in Tokyo) of `days` days ago: the same calendar day in the zones the settings offer.
  const midnight = Math.floor(now() / DAY) * DAY;
  const at = (days: number, minutes = 0) => new Date(midnight - days * DAY + 2 * 3_600_000 + minutes * 60_000).toISOString();
  const entries: LogEntry[] = [];
  const update = <T extends { id: number }>(table: string, row: T | undefined, before: Partial<T>, by: { id: number; name: string }, time: string) => {
    if (row) entries.push(entryOf({ table, op: 'update', id: row.id, before: { ...row, ...before }, after: row, by }, time));
  };

  const dramas = worldTable<Drama>(DRAMA_TABLE).all().sort((a, b) => a.id - b.id);
  const [first, second] = dramas;
  // The first drama (the drama details report's own): its price raised three days ago, its paywall moved ten days ago.
  if (first) {
    update(DRAMA_TABLE, first, { singlePrice: Math.max(10, first.singlePrice - 10) }, operator, at(3, 15));
    if (first.startChargeEpisode + 2 <= first.totalEpisodes) update(DRAMA_TABLE, first, { startChargeEpisode: first.startChargeEpisode + 2 }, admin, at(10, 40));
  }
  if (second) update(DRAMA_TABLE, second, { singleVipPrice: second.singleVipPrice + 10 }, operator, at(5, 5));
  // A drama taken off the shelf by hand (not a timed one).
  const shelved = dramas.find((d) => d.grounding === 'removed' && !d.shelveTime);
  if (shelved) update(DRAMA_TABLE, shelved, { grounding: 'uploaded' }, admin, at(6, 30));

  const packages = worldTable<Package>(PACKAGE_TABLE).all().sort((a, b) => a.id - b.id);
  const pack = packages.find((p) => p.enabled) ?? packages[0];
  update(PACKAGE_TABLE, pack, { price: (pack?.price ?? 0) + 100 }, operator, at(4, 20));

  const vipType = worldTable<VipType>(VIP_TYPE_TABLE).all().sort((a, b) => a.id - b.id)[0];
  if (vipType) update(VIP_TYPE_TABLE, vipType, { firstPrice: vipType.firstPrice === null ? Math.round(vipType.price / 2) : null }, admin, at(12, 10));

  const column = worldTable<HomeColumn>(HOME_COLUMN_TABLE).all().sort((a, b) => a.id - b.id).find((c) => c.dramaIds.length > 1);
  if (column) update(HOME_COLUMN_TABLE, column, { dramaIds: column.dramaIds.slice(0, -1) }, operator, at(8, 45));

  return entries;
}

defineLogHistory(seedChangeHistory);
