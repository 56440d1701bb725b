/*
 * Compare-to-previous: every headline figure of a report beside the same figure for the period
 * of the same length just before (previousRange in ./period.ts).
 */

/**
 * - up / down: changed, by `percent` (always positive: the direction says which way);
 * - flat: the same, 0 %;
 * - new: nothing before, something now (no percentage of nothing);
 * - gone: something before, nothing now (down 100 %);
 * - none: nothing either time.
 */
export type Trend = 'up' | 'down' | 'flat' | 'new' | 'gone' | 'none';

export interface Change {
  trend: Trend;
  /** The size of the change in percent of the previous figure, one decimal; null for new and none. */
  percent: number | null;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** How `current` compares with `previous`. */
export function compare(current: number, previous: number): Change {
  const now = Number.isFinite(current) ? current : 0;
  const before = Number.isFinite(previous) ? previous : 0;
  if (before === 0) return now === 0 ? { trend: 'none', percent: null } : { trend: 'new', percent: null };
  if (now === before) return { trend: 'flat', percent: 0 };
  if (now === 0) return { trend: 'gone', percent: 100 };
  const percent = round1((Math.abs(now - before) / Math.abs(before)) * 100);
  return { trend: now > before ? 'up' : 'down', percent };
}
