import { UNLOCK_TYPES } from '@/records/members';
import type { FunnelWatch } from '@/records/funnel';

/*
 * Each drama's watch records as the member simulation's feed gave them (Activity.ingest): the day,
 * the member, the episode and how it was unlocked, in feed order (members one after another, each
 * member's steps in time order). The paywall funnel (../reports/funnel.ts) reads one drama's for a
 * period: who watched which episode, and how each unlocked it first. Facts of the past, like the
 * rest of the activity: cleared when the activity is.
 */

class Columns {
  day = new Int32Array(64);
  member = new Int32Array(64);
  /** episode × 4 + unlock index. */
  what = new Int32Array(64);
  size = 0;
  push(day: number, member: number, episode: number, unlock: number): void {
    if (this.size === this.day.length) {
      const grow = (a: Int32Array) => {
        const next = new Int32Array(a.length * 2);
        next.set(a);
        return next;
      };
      this.day = grow(this.day);
      this.member = grow(this.member);
      this.what = grow(this.what);
    }
    this.day[this.size] = day;
    this.member[this.size] = member;
    this.what[this.size] = episode * 4 + unlock;
    this.size += 1;
  }
}

export class DramaWatches {
  private readonly byDrama = new Map<number, Columns>();

  clear(): void {
    this.byDrama.clear();
  }

  push(dramaId: number, day: number, member: number, episode: number, unlock: number): void {
    let c = this.byDrama.get(dramaId);
    if (!c) this.byDrama.set(dramaId, (c = new Columns()));
    c.push(day, member, episode, unlock);
  }

  /** A drama's watches on days `from` to `to` (each member's in time order). */
  within(dramaId: number, from: number, to: number): FunnelWatch[] {
    const c = this.byDrama.get(dramaId);
    const out: FunnelWatch[] = [];
    if (!c) return out;
    for (let i = 0; i < c.size; i++) {
      const day = c.day[i];
      if (day < from || day > to) continue;
      const what = c.what[i];
      out.push({ member: c.member[i], episode: what >> 2, unlock: UNLOCK_TYPES[what & 3] });
    }
    return out;
  }
}
