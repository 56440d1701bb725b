import { BEAN_TYPES, MEMBER_TYPES, PLATFORMS, UNLOCK_TYPES, type MemberActivity } from '@/records/members';
import type { Activity } from './activity';

/*
 * The feed as it arrives while the world seeds, kept compact (16 bytes a step in one typed array)
 * and turned into the warehouse's daily facts on the first report asked for (then dropped). So a
 * page load, a test or a tab that never opens a report pays for copying the steps, not for the
 * aggregation: seeding stays cheap, and the facts are the same (Activity.ingest either way).
 * Only what the reports read is kept: sign-in and task rewards of the golden-bean changes.
 */

const KIND = { join: 0, visit: 1, watch: 2, bean: 3, pay: 4 } as const;

/** Four 32-bit words a step: the member; the second; drama (watch) or type (join, bean, pay); kind, unlock, progress and episode packed. */
const WORDS = 4;

export class FeedLog {
  private data = new Int32Array(WORDS * 8192);
  private n = 0;
  private lastMember = 0;

  get size(): number {
    return this.n;
  }

  /** One step of the feed. A join of a member id not after the last one: the world is seeded again. */
  push(e: MemberActivity): void {
    let x = 0;
    let packed: number;
    switch (e.kind) {
      case 'join':
        if (e.memberId <= this.lastMember) this.n = 0;
        this.lastMember = e.memberId;
        x = MEMBER_TYPES.indexOf(e.type) + PLATFORMS.indexOf(e.platform) * 16;
        packed = KIND.join;
        break;
      case 'visit':
        packed = KIND.visit;
        break;
      case 'watch':
        x = e.dramaId;
        packed = KIND.watch | (UNLOCK_TYPES.indexOf(e.unlock) << 3) | (e.progress << 6) | (e.episode << 13);
        break;
      case 'bean':
        if (e.type !== 'signIn' && e.type !== 'task') return;
        x = BEAN_TYPES.indexOf(e.type);
        packed = KIND.bean;
        break;
      case 'pay':
        x = e.orderType === 'vip' ? 1 : 0;
        packed = KIND.pay;
        break;
    }
    if ((this.n + 1) * WORDS > this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    const at = this.n * WORDS;
    this.data[at] = e.memberId;
    this.data[at + 1] = Math.floor(e.at / 1000) | 0;
    this.data[at + 2] = x;
    this.data[at + 3] = packed;
    this.n += 1;
    this.fresh = true;
  }

  /** The steps kept, as data (a copy): what a stored world keeps of the log (src/mocks/snapshot.ts). */
  save(): { data: Int32Array<ArrayBuffer>; n: number; lastMember: number } {
    return { data: this.data.slice(0, this.n * WORDS), n: this.n, lastMember: this.lastMember };
  }

  /** The log as saved (a stored world restored instead of seeded). */
  load(saved: { data: Int32Array<ArrayBuffer>; n: number; lastMember: number }): void {
    this.data = saved.data.length ? saved.data : new Int32Array(WORDS * 16);
    this.n = saved.n;
    this.lastMember = saved.lastMember;
    this.fresh = true;
  }

  /** The members who played an episode from `fromMs` up to (not including) `untilMs`, each once. */
  viewersWithin(fromMs: number, untilMs: number): number {
    const seen = new Set<number>();
    const data = this.data;
    for (let i = 0; i < this.n; i++) {
      const base = i * WORDS;
      if ((data[base + 3] & 7) !== KIND.watch) continue;
      const at = (data[base + 1] >>> 0) * 1000;
      if (at >= fromMs && at < untilMs) seen.add(data[base]);
    }
    return seen.size;
  }

  /** Steps came in since the last drain (a seeding, a stored world loaded). */
  fresh = false;

  /** Every step kept, into `activity` (a fresh one), in the order they came; the steps are kept for the next zone. */
  drain(activity: Activity): void {
    // One reused object per kind: ingest keeps none of them.
    const join = { kind: 'join' as const, memberId: 0, at: 0, type: 'guest' as (typeof MEMBER_TYPES)[number], platform: 'ios' as (typeof PLATFORMS)[number], channelId: null };
    const visit = { kind: 'visit' as const, memberId: 0, at: 0 };
    const watch = { kind: 'watch' as const, memberId: 0, at: 0, dramaId: 0, episode: 0, unlock: 'free' as (typeof UNLOCK_TYPES)[number], progress: 0 };
    const bean = { kind: 'bean' as const, memberId: 0, at: 0, type: 'signIn' as (typeof BEAN_TYPES)[number], quantity: 0, balanceAfter: 0 };
    // The activity reads a payment's member, time and type only: the log keeps no more of it.
    const pay = { kind: 'pay' as const, memberId: 0, at: 0, orderType: 'beans' as 'beans' | 'vip', amount: 0, refundAt: null, orderNo: '', payPlatform: 'apple' as const, period: null, firstPeriod: false };
    const data = this.data;
    for (let i = 0; i < this.n; i++) {
      const base = i * WORDS;
      const memberId = data[base];
      const at = (data[base + 1] >>> 0) * 1000;
      const x = data[base + 2];
      const packed = data[base + 3];
      switch (packed & 7) {
        case KIND.join:
          join.memberId = memberId;
          join.at = at;
          join.type = MEMBER_TYPES[x % 16];
          join.platform = PLATFORMS[x >> 4];
          activity.ingest(join);
          break;
        case KIND.visit:
          visit.memberId = memberId;
          visit.at = at;
          activity.ingest(visit);
          break;
        case KIND.watch:
          watch.memberId = memberId;
          watch.at = at;
          watch.dramaId = x;
          watch.unlock = UNLOCK_TYPES[(packed >> 3) & 7];
          watch.progress = (packed >> 6) & 127;
          watch.episode = packed >>> 13;
          activity.ingest(watch);
          break;
        case KIND.bean:
          bean.memberId = memberId;
          bean.at = at;
          bean.type = BEAN_TYPES[x];
          activity.ingest(bean);
          break;
        case KIND.pay:
          pay.memberId = memberId;
          pay.at = at;
          pay.orderType = x === 1 ? 'vip' : 'beans';
          activity.ingest(pay);
          break;
      }
    }
    // The steps stay: a new business day's zone counts them into a fresh activity again (replay).
    this.fresh = false;
  }
}
