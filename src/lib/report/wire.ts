import * as v from 'valibot';

/*
 * What every report call shares on the wire (valibot, so docs/api.md, docs/openapi.json and the
 * console's response checks come from the same schemas). Messages are message ids.
 */

/** A day 'YYYY-MM-DD'; the mock checks the range with requestRangeIssue (./period.ts). */
export const ReportDaySchema = v.pipe(v.string('valid.date'), v.maxLength(10, 'valid.date'));

/** A report request: the period's first and last day (both included), and the report's own fields. */
export function reportRequest<E extends v.ObjectEntries>(entries: E) {
  return v.object({ start: ReportDaySchema, end: ReportDaySchema, ...entries }, 'valid.dateRange');
}

/** The period an answer is for, and the period of the same length before it that its figures compare with. */
export const AnsweredPeriodEntries = {
  start: v.string(),
  end: v.string(),
  previousStart: v.string(),
  previousEnd: v.string(),
};

/** A report's headline figures for the period (`current`) and the previous one (`previous`). */
export function comparedFigures<K extends string>(keys: readonly K[]) {
  const figures = v.object(Object.fromEntries(keys.map((k) => [k, v.number()])) as Record<K, v.NumberSchema<undefined>>);
  return v.object({ current: figures, previous: figures });
}
