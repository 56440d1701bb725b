/**
 * Who did what on which days, for counting people over any period (each person once): groups of
 * day entries, one group per member (or per member and drama), each entry a day with the flags
 * of what was done that day and a bit mask of the app's elements clicked. Stored flat (typed
 * arrays), each group's entries in day order, with its first and last day and everything it did
 * in all; a period then needs, per group, two comparisons (wholly in or out of the period) or,
 * for the groups the period's ends cut through, a binary search.
 */

/** What a member did on a day (flags of an entry). */
export const DID = {
  visit: 1,
  watch: 2,
  /** An episode unlocked with golden beans or VIP. */
  paidUnlock: 4,
  free: 8,
  beans: 16,
  vip: 32,
  ad: 64,
  /** A payment (golden beans or VIP), refunded or not: payers, when the order reports land. */
  pay: 128,
} as const;

class Growing {
  data: Int32Array;
  size = 0;
  constructor(capacity = 1024) {
    this.data = new Int32Array(capacity);
  }
  push(value: number): void {
    if (this.size === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.size++] = value;
  }
  clear(): void {
    this.size = 0;
  }
}

export class DayLists {
  private readonly days = new Growing(4096);
  private readonly flags = new Growing(4096);
  private readonly masks = new Growing(4096);
  private readonly owners = new Growing();
  private readonly keys = new Growing();
  private readonly starts = new Growing();
  private readonly counts = new Growing();
  private readonly firsts = new Growing();
  private readonly lasts = new Growing();
  private readonly allFlags = new Growing();
  private readonly allMasks = new Growing();
  /** The largest key of any group (arrays indexed by key fit it). */
  maxKey = 0;
  /** After `collect`: what the group did in the period. */
  flagsIn = 0;
  maskIn = 0;

  get groups(): number {
    return this.owners.size;
  }
  get entries(): number {
    return this.days.size;
  }
  owner(group: number): number {
    return this.owners.data[group];
  }
  key(group: number): number {
    return this.keys.data[group];
  }

  /** Adds a group: its entries' days (ascending, each once), flags and masks. Returns its index. */
  add(owner: number, key: number, days: ArrayLike<number>, flags: ArrayLike<number>, masks: ArrayLike<number>, n: number): number {
    const group = this.owners.size;
    if (key > this.maxKey) this.maxKey = key;
    this.owners.push(owner);
    this.keys.push(key);
    this.starts.push(this.days.size);
    this.counts.push(n);
    let all = 0;
    let allMask = 0;
    for (let i = 0; i < n; i++) {
      this.days.push(days[i]);
      this.flags.push(flags[i]);
      this.masks.push(masks[i]);
      all |= flags[i];
      allMask |= masks[i];
    }
    this.firsts.push(n ? days[0] : 0);
    this.lasts.push(n ? days[n - 1] : -1);
    this.allFlags.push(all);
    this.allMasks.push(allMask);
    return group;
  }

  /**
   * What `group` did on days `from` to `to` (both included): sets `flagsIn` and `maskIn`, and
   * answers whether it did anything then.
   */
  collect(group: number, from: number, to: number): boolean {
    const first = this.firsts.data[group];
    const last = this.lasts.data[group];
    if (last < from || first > to) {
      this.flagsIn = 0;
      this.maskIn = 0;
      return false;
    }
    if (first >= from && last <= to) {
      this.flagsIn = this.allFlags.data[group];
      this.maskIn = this.allMasks.data[group];
      return true;
    }
    const days = this.days.data;
    let lo = this.starts.data[group];
    let hi = lo + this.counts.data[group];
    const end = hi;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (days[mid] < from) lo = mid + 1;
      else hi = mid;
    }
    let f = 0;
    let m = 0;
    for (let i = lo; i < end && days[i] <= to; i++) {
      f |= this.flags.data[i];
      m |= this.masks.data[i];
    }
    this.flagsIn = f;
    this.maskIn = m;
    return f !== 0 || m !== 0;
  }

  /**
   * One pass over the groups for a period: for each group that did anything on days `from` to
   * `to`, what it did then, handed to `tally` (flags, mask, group). The period's ends cut through
   * few groups; the rest are wholly in (all they did) or out (skipped) by two comparisons. The
   * arrays are read into locals once: at 100,000 members a pass takes a few milliseconds.
   */
  tally(from: number, to: number, tally: (flags: number, mask: number, group: number) => void, only?: ArrayLike<number> | null): void {
    const firsts = this.firsts.data;
    const lasts = this.lasts.data;
    const starts = this.starts.data;
    const counts = this.counts.data;
    const allFlags = this.allFlags.data;
    const allMasks = this.allMasks.data;
    const days = this.days.data;
    const flags = this.flags.data;
    const masks = this.masks.data;
    const n = only ? only.length : this.owners.size;
    for (let k = 0; k < n; k++) {
      const g = only ? only[k] : k;
      const first = firsts[g];
      const last = lasts[g];
      if (last < from || first > to) continue;
      if (first >= from && last <= to) {
        tally(allFlags[g], allMasks[g], g);
        continue;
      }
      let lo = starts[g];
      const end = lo + counts[g];
      let hi = end;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (days[mid] < from) lo = mid + 1;
        else hi = mid;
      }
      let f = 0;
      let m = 0;
      for (let i = lo; i < end && days[i] <= to; i++) {
        f |= flags[i];
        m |= masks[i];
      }
      if (f !== 0 || m !== 0) tally(f, m, g);
    }
  }

  /**
   * `tally`'s pass, counting groups by key (a drama's viewers): `seen[key]` for each group that did
   * anything in the period, `flagged[key]` for those that did `flag` too. Inline (no call per group):
   * the drama statistics pass over a million member-drama groups at 100,000 members.
   */
  countByKey(from: number, to: number, flag: number, seen: Int32Array, flagged: Int32Array, only?: ArrayLike<number> | null): void {
    const keys = this.keys.data;
    const firsts = this.firsts.data;
    const lasts = this.lasts.data;
    const starts = this.starts.data;
    const counts = this.counts.data;
    const allFlags = this.allFlags.data;
    const days = this.days.data;
    const flags = this.flags.data;
    const n = only ? only.length : this.owners.size;
    for (let k = 0; k < n; k++) {
      const g = only ? only[k] : k;
      const first = firsts[g];
      const last = lasts[g];
      if (last < from || first > to) continue;
      if (first >= from && last <= to) {
        seen[keys[g]] += 1;
        if (allFlags[g] & flag) flagged[keys[g]] += 1;
        continue;
      }
      let lo = starts[g];
      const end = lo + counts[g];
      let hi = end;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (days[mid] < from) lo = mid + 1;
        else hi = mid;
      }
      let f = 0;
      for (let i = lo; i < end && days[i] <= to; i++) {
        f |= flags[i];
      }
      if (f !== 0) {
        seen[keys[g]] += 1;
        if (f & flag) flagged[keys[g]] += 1;
      }
    }
  }

  clear(): void {
    this.maxKey = 0;
    for (const g of [this.days, this.flags, this.masks, this.owners, this.keys, this.starts, this.counts, this.firsts, this.lasts, this.allFlags, this.allMasks]) g.clear();
  }
}
