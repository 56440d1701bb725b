import { QUARTER_MS } from '@/records/audience';

/*
 * Which popups the app showed to whom (docs/safe-push.md, "What counts as a delivery"): the rule
 * the demo world's popup shows (POPUP_SHOW_TABLE, src/records/touches.ts) are made by, pure, so
 * the seed and the unit tests read the same rule.
 *
 * A popup shows to a member at a visit (the quarter hours of the member's visits, as the member
 * simulation lived them) when it is on (enabled, and created by then) and the member is in its
 * audience; at most once a business day; the popups of a visit in display order (sort, then id),
 * and no more in a day than the daily cap (0: no cap), which counts pushes and popups together.
 */

/** A popup as the rule reads it: on or off, since when, its order, who it is for. */
export interface ShowablePopup {
  id: number;
  sort: number;
  enabled: boolean;
  /** When it was created (ms): it shows at no visit before. */
  since: number;
  audience: ReadonlySet<number>;
}

/** The rules: the day a moment belongs to (the business day) and the daily cap (0: none). */
export interface ShowRules {
  dayOf: (ms: number) => number;
  cap: number;
  /** How many times the member was already reached that day by other means (pushes): counted against the cap. */
  reachedOn?: (memberId: number, day: number) => number;
}

export interface Shown {
  popupId: number;
  memberId: number;
  at: number;
}

/**
 * The popups shown at the visits of `members` (each a member's visit quarter hours, ascending)
 * from `from` to `to` (ms, both included).
 */
export function popupShows(members: Iterable<readonly [number, readonly number[]]>, popups: readonly ShowablePopup[], rules: ShowRules, from: number, to: number): Shown[] {
  const ordered = popups.filter((p) => p.enabled).sort((a, b) => a.sort - b.sort || a.id - b.id);
  const out: Shown[] = [];
  if (!ordered.length) return out;
  for (const [memberId, visits] of members) {
    const mine = ordered.filter((p) => p.audience.has(memberId));
    if (!mine.length) continue;
    let day = Number.NaN;
    let shown = new Set<number>();
    let count = 0;
    for (const quarter of visits) {
      const at = quarter * QUARTER_MS;
      if (at < from) continue;
      if (at > to) break;
      const d = rules.dayOf(at);
      if (d !== day) {
        day = d;
        shown = new Set();
        count = rules.reachedOn?.(memberId, d) ?? 0;
      }
      for (const p of mine) {
        if (rules.cap > 0 && count >= rules.cap) break;
        if (p.since > at || shown.has(p.id)) continue;
        shown.add(p.id);
        count++;
        out.push({ popupId: p.id, memberId, at });
      }
    }
  }
  return out;
}
