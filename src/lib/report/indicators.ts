import type { MessageId } from '@/i18n';

/*
 * Custom indicators: a report that offers several figures for its line chart lets the user pick
 * which are drawn. Section 5 and 9: at most two chart indicators can be selected (the system
 * setting maxChartIndicators, default 2, which the reports answer with); a third is refused with
 * the rule's message, and the last one cannot be taken off (an empty chart says nothing).
 */

/** Section 5/9's default; reports answer with the system setting (system/systemConfiguration). */
export const MAX_CHART_INDICATORS = 2;

export type IndicatorToggle =
  | { ok: true; selected: string[] }
  | { ok: false; selected: string[]; reason: MessageId; values?: Record<string, number> };

/** Picks or unpicks `key`; refuses a pick beyond `max`, and unpicking the last one. */
export function toggleIndicator(selected: readonly string[], key: string, max: number = MAX_CHART_INDICATORS): IndicatorToggle {
  if (selected.includes(key)) {
    if (selected.length <= 1) return { ok: false, selected: [...selected], reason: 'report.indicators.min' };
    return { ok: true, selected: selected.filter((k) => k !== key) };
  }
  if (selected.length >= max) return { ok: false, selected: [...selected], reason: 'report.indicators.max', values: { max } };
  return { ok: true, selected: [...selected, key] };
}

/**
 * The indicators the URL names (comma-separated), kept to known ones and at most `max`; the
 * report's defaults when none is left.
 */
export function indicatorsFromParam(value: unknown, known: readonly string[], defaults: readonly string[], max: number = MAX_CHART_INDICATORS): string[] {
  const picked = typeof value === 'string' ? [...new Set(value.split(',').filter((k) => known.includes(k)))].slice(0, Math.max(1, max)) : [];
  return picked.length ? picked : defaults.slice(0, Math.max(1, max));
}
