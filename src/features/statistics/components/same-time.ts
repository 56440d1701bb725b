import type { DashboardCompare } from '../contract';

/** The dashboard's URL parameter of what today compares with: `?compare=wholeDay`; absent, yesterday up to the same time of day. */
export const COMPARE_PARAM = 'compare';

/** What the URL's value asks for: the whole of yesterday, or (anything else) yesterday up to the same time of day. */
export function compareFromParam(value: unknown): DashboardCompare {
  return value === 'wholeDay' ? 'wholeDay' : 'sameTime';
}
