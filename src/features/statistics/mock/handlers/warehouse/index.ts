import { MEMBER_ACTIVITY_FEED, MEMBER_TABLE, type Member, type MemberActivity } from '@/records/members';
import { ORDER_TABLE, type Order } from '@/records/orders';
import { EPISODE_TABLE, type Episode } from '@/records/dramas';
import { defineSeedState, worldTable } from '@/mocks/db';
import { subscribe } from '@/mocks/feed';
import { currentTimeZone } from '@/lib/time-zone';
import { Activity } from './activity';
import { FeedLog } from './feed-log';
import { Members } from './members';
import { Orders } from './orders';
import { Revenue } from './revenue';

/*
 * The statistics area's warehouse: daily aggregates the reports read, the way a reporting
 * warehouse keeps them.
 *
 * - activity (./activity.ts): the members' visits, episodes and clicks, from the member
 *   simulation's feed, subscribed here when the module loads (before the world seeds); kept as it
 *   comes in a compact log (./feed-log.ts) and aggregated on the first report asked for, so
 *   seeding stays cheap; facts of the past, which the console cannot change;
 * - members (./members.ts): who joined when, and what each member is, from the member table:
 *   built on the first report after it seeds (or resets, or replays), then patched on every write;
 * - revenue (./revenue.ts): paid orders at a drama's paywall by drama and day, from the orders table:
 *   likewise (a payment made or refunded changes its day at once);
 * - orders (./orders.ts): every order by day, type, status and payment platform, each member's
 *   paid days, VIP subscriptions and first 31 days of payments after joining, for the dashboard
 *   and the order reports: likewise (it reads the members' join days, so it is rebuilt after
 *   the members are, and a member's write moves that member's figures).
 *
 * Dramas and episodes (names, start-charging episode, lengths) are read from the theater's tables
 * when asked for (docs/architecture.md, "The report kit and the warehouse").
 */

const memberTable = worldTable<Member>(MEMBER_TABLE);
const orderTable = worldTable<Order>(ORDER_TABLE);
const episodeTable = worldTable<Episode>(EPISODE_TABLE);

/** Episode lengths by drama and number, read once per seeding (watch time is a fact of its day). */
let lengths: Map<number, number> | null = null;
function episodeLength(dramaId: number, episode: number): number {
  if (!lengths) {
    lengths = new Map();
    for (const e of episodeTable.all()) lengths.set(e.dramaId * 10_000 + e.number, e.duration);
  }
  return lengths.get(dramaId * 10_000 + episode) ?? 0;
}

export const activity = new Activity(episodeLength);
export const members = new Members();
export const revenue = new Revenue();
export const orders = new Orders((id) => (members.has(id) ? members.joinDay[id] : -1));
const log = new FeedLog();

// A new seeding's first join empties the log (and, once drained, the activity: Activity.ingest).
subscribe<MemberActivity>(MEMBER_ACTIVITY_FEED, (event) => log.push(event));
// The log as seeding left it goes with a stored world (a restored world publishes no feed).
defineSeedState('statistics:feedLog', { save: () => log.save(), load: (saved: ReturnType<FeedLog['save']>) => log.load(saved) });

/** The zone the facts below were counted in. */
let builtZone = currentTimeZone();

/** Rebuilt from their table on the next report after the rows changed wholesale; patched write by write otherwise. */
let membersStale = true;
let revenueStale = true;
let ordersStale = true;
memberTable.onReload(() => {
  membersStale = true;
  ordersStale = true;
});
memberTable.onWrite((e) => {
  if (membersStale) return;
  members.set(Number(e.id), e.after);
  if (!ordersStale) orders.memberChanged(Number(e.id));
});
orderTable.onReload(() => {
  revenueStale = true;
  ordersStale = true;
});
orderTable.onWrite((e) => {
  if (!revenueStale) revenue.set(Number(e.id), e.after);
  if (!ordersStale) orders.set(Number(e.id), e.after);
});
episodeTable.onReload((reason) => {
  if (reason === 'seed') lengths = null;
});

/** The warehouse, the feed's steps aggregated (on the first call after seeding). */
export function warehouse() {
  // Another business day's zone: every fact is counted again in its days (docs/business-day.md).
  const zone = currentTimeZone();
  if (zone !== builtZone) {
    builtZone = zone;
    membersStale = revenueStale = ordersStale = true;
    if (!log.fresh && log.size) {
      activity.reset();
      log.drain(activity);
    }
  }
  if (log.fresh) {
    activity.reset();
    log.drain(activity);
  }
  activity.finish();
  if (membersStale) members.rebuild(memberTable.all());
  membersStale = false;
  if (revenueStale) revenue.rebuild(orderTable.all());
  revenueStale = false;
  if (ordersStale) orders.rebuild(orderTable.all());
  ordersStale = false;
  return { activity, members, revenue, orders };
}
export type Warehouse = ReturnType<typeof warehouse>;

/**
 * The dashboard's figures of a part of a day, from `fromMs` up to (not including) `untilMs`:
 * yesterday up to the time of day it is now, what today so far compares with. Counted from the
 * records (the members' join times, the orders' pay times, the feed's plays), never estimated.
 */
export function figuresWithin(fromMs: number, untilMs: number) {
  const w = warehouse();
  let newUsers = 0;
  for (const m of memberTable.all()) {
    const t = Date.parse(m.joinTime);
    if (t >= fromMs && t < untilMs) newUsers += 1;
  }
  const paid = w.orders.paidWithin(fromMs, untilMs);
  return { newUsers, paymentCount: paid.rechargeOrders + paid.vipOrders, ...paid, viewers: log.viewersWithin(fromMs, untilMs) };
}
