import { MEMBER_ACTIVITY_FEED, MEMBER_TABLE, PAYMENT_TABLE, type Member, type MemberActivity, type PaymentRecord } from '@/features/member/contract';
import { EPISODE_TABLE, type Episode } from '@/features/theater/contract';
import { worldTable } from '@/mocks/db';
import { subscribe } from '@/mocks/feed';
import { Activity } from './activity';
import { Members } from './members';
import { Revenue } from './revenue';

/*
 * The statistics area's warehouse: daily aggregates the reports read, the way a reporting
 * warehouse keeps them.
 *
 * - activity (./activity.ts): the members' visits, episodes and clicks, from the member
 *   simulation's feed, subscribed here when the module loads (before the world seeds); facts of
 *   the past, which the console cannot change;
 * - members (./members.ts): who joined when, and what each member is, from the member table:
 *   patched on every write, rebuilt on a reset or replay;
 * - revenue (./revenue.ts): paid payment records by drama and day, from the payment table:
 *   patched on every write (a payment made or refunded changes its day), rebuilt likewise.
 *
 * Dramas and episodes (names, start-charging episode, lengths) are read from the theater's tables
 * when asked for. The order reports and the dashboard add their own parts beside these
 * (docs/architecture.md, "The report kit and the warehouse").
 */

const memberTable = worldTable<Member>(MEMBER_TABLE);
const paymentTable = worldTable<PaymentRecord>(PAYMENT_TABLE);
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

subscribe<MemberActivity>(MEMBER_ACTIVITY_FEED, (event) => {
  if (event.kind === 'join') members.join(event.memberId, event.at, event.type, event.platform);
  activity.ingest(event);
});

memberTable.onReload(() => {
  activity.finish();
  members.rebuild(memberTable.all());
});
memberTable.onWrite((e) => members.set(Number(e.id), e.after));
paymentTable.onReload(() => revenue.rebuild(paymentTable.all()));
paymentTable.onWrite((e) => revenue.set(Number(e.id), e.after));
episodeTable.onReload((reason) => {
  if (reason === 'seed') lengths = null;
});

/** The warehouse, with the seeding's last member stored. */
export function warehouse() {
  activity.finish();
  return { activity, members, revenue };
}
export type Warehouse = ReturnType<typeof warehouse>;
