import * as v from 'valibot';
import type { MessageId } from '@/i18n';
import { RecordVersion, defineCall } from '@/lib/api/contract';
import { timeOf } from '@/lib/time';

/* ================================================================================================
 * The ticker (operate/horseRaceLamp).
 * ============================================================================================== */

export const TickerSchema = v.object({
  id: v.number(),
  version: RecordVersion,
  content: v.string(),
  contentJa: v.string(),
  /** Higher first: the app scrolls the enabled messages by weight. */
  weight: v.number(),
  /** The display window ('YYYY-MM-DDTHH:mm', local): both ends or neither. */
  startTime: v.nullable(v.string()),
  endTime: v.nullable(v.string()),
  enabled: v.boolean(),
  createTime: v.string(),
});
export type Ticker = v.InferOutput<typeof TickerSchema>;
export const TICKER_TABLE = 'tickers';
export const TICKER_ENDPOINT = 'ticker';

/** A display window: both ends or neither, the start before the end. */
export function windowIssue(start: unknown, end: unknown): MessageId | null {
  const s = typeof start === 'string' && start ? timeOf(start) : null;
  const e = typeof end === 'string' && end ? timeOf(end) : null;
  if (s == null && e == null) return null;
  if (s == null || e == null) return 'engage.window.both';
  return s < e ? null : 'engage.window.order';
}

/** Whether a ticker message shows at `at`: enabled and inside its window (if any). */
export function tickerShows(t: Pick<Ticker, 'enabled' | 'startTime' | 'endTime'>, at: number): boolean {
  if (!t.enabled) return false;
  if (t.startTime && timeOf(t.startTime) > at) return false;
  if (t.endTime && timeOf(t.endTime) <= at) return false;
  return true;
}

/** The order the app scrolls them in: weight, higher first; then the newest. */
export function byWeight<T extends { weight: number; id: number }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => b.weight - a.weight || b.id - a.id);
}

export const TickerPreviewSchema = v.object({
  at: v.string(),
  items: v.array(v.object({ id: v.number(), content: v.string(), contentJa: v.string(), weight: v.number() })),
  /** Enabled messages outside their window now, and disabled ones: not scrolled. */
  hidden: v.number(),
});
export type TickerPreview = v.InferOutput<typeof TickerPreviewSchema>;
export const tickerPreviewCall = defineCall({
  method: 'GET',
  path: 'ticker/v1/preview',
  response: TickerPreviewSchema,
  access: 'read',
  grant: 'operate/horseRaceLamp',
  summary: 'The ticker as the app scrolls it now: the enabled messages inside their window, by weight (higher first).',
});
