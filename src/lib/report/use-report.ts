import { useCallback, useMemo } from 'react';
import { useStructural } from '../structural';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useLoad, type Load } from '../load';
import { useNotify } from '../notify';
import { indicatorsFromParam } from './indicators';
import { currentTimeZone, useTimeZone } from '../time-zone';
import {
  ALL_PERIOD_CHOICES,
  PERIOD_PARAM,
  periodParam,
  previousRange,
  recallPeriod,
  rememberPeriod,
  resolvePeriod,
  todayIn,
  type DayRange,
  type Period,
  type PeriodChoices,
  type PeriodPreset,
  type PeriodStore,
} from './period';

/** The tab's sessionStorage, where the chosen period is kept across reports (undefined where there is none). */
function periodStore(): PeriodStore | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export interface ReportPeriod {
  period: Period;
  /** What this report lets the operator choose (the period bar offers these). */
  choices: PeriodChoices;
  /** The period of the same length just before (what the figures compare with). */
  previous: DayRange;
  /** Shows another period: a preset or a custom range (written to the URL, and kept for the next report opened). */
  setPeriod: (next: PeriodPreset | DayRange) => void;
  /** The page's other search values, to keep in links (a drama's details keep the period). */
  search: Record<string, unknown>;
  /** Sets other search values (`undefined` drops one), keeping the period. */
  setSearch: (values: Record<string, unknown>) => void;
}

/**
 * The period a report shows, in the URL (`?period=last30`, `?period=2026-10-01~2026-10-10`),
 * resolved against today in the reports' time zone. Without one in the URL (a report opened from
 * the menu), the period last chosen on any report in this session (sessionStorage), when this
 * report offers it (`choices`); else `fallback`. Choosing a period keeps it for the next report.
 */
export function useReportPeriod(fallback: PeriodPreset = 'last7', choices: PeriodChoices = ALL_PERIOD_CHOICES): ReportPeriod {
  const navigate = useNavigate();
  const location = useRouterState({ select: (s) => s.location });
  const search = location.search as Record<string, unknown>;
  const raw = search[PERIOD_PARAM];
  // Today in the business day's zone: a new zone saved in the settings resolves the period again.
  const zone = useTimeZone();
  const today = todayIn(zone);
  const remembered = recallPeriod(periodStore());
  // By content: a page may pass a new literal on every render.
  const offered = useStructural(choices);
  const period = useMemo(() => resolvePeriod(raw, remembered, today, fallback, offered), [raw, remembered, today, fallback, offered]);
  const previous = useMemo(() => previousRange(period), [period]);
  const go = useCallback(
    (values: Record<string, unknown>) => {
      const next: Record<string, unknown> = { ...search, ...values };
      for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
      void navigate({ to: location.pathname, search: next as never });
    },
    [navigate, location.pathname, search],
  );
  const setPeriod = useCallback(
    (next: PeriodPreset | DayRange) => {
      const value = typeof next === 'string' ? next : periodParam({ preset: null, ...next });
      rememberPeriod(periodStore(), value, todayIn(currentTimeZone()));
      go({ [PERIOD_PARAM]: value });
    },
    [go],
  );
  return { period, choices: offered, previous, setPeriod, search, setSearch: go };
}

/** The params' key of the zone the figures were asked in (not sent: the server counts in the configured zone). */
const ZONE_KEY = '__zone';

export interface Report<T> extends ReportPeriod {
  data: Load<T>;
  /** The refresh button: asks again, unless an answer is still on its way (then it says so and asks nothing). */
  refresh: () => void;
}

/**
 * A report's data for the period in the URL (and `extra` params: a drama's id…), held by the load
 * machine: a new period cancels the answer in flight; `refresh` reloads keeping the figures on
 * screen, and a refresh while one is still running shows 正在刷新折线图，请勿频繁点击 and asks
 * the server nothing more (the machine's guard).
 */
export function useReport<T, P extends Record<string, unknown> = Record<string, never>>(
  load: (params: DayRange & P, signal: AbortSignal) => Promise<T>,
  options: { extra?: P; fallback?: PeriodPreset; choices?: PeriodChoices } = {},
): Report<T> {
  const notify = useNotify();
  const period = useReportPeriod(options.fallback, options.choices);
  const extraKey = JSON.stringify(options.extra ?? {});
  // The zone is part of what is asked: a zone saved in the settings counts the same days again.
  const zone = useTimeZone();
  const params = useMemo(
    () => ({ start: period.period.start, end: period.period.end, ...(JSON.parse(extraKey) as P), [ZONE_KEY]: zone }),
    [period.period.start, period.period.end, extraKey, zone],
  );
  const data = useLoad(({ [ZONE_KEY]: _zone, ...asked }: DayRange & P & { [ZONE_KEY]: string }, signal) => load(asked as DayRange & P, signal), params, {
    onReloadRefused: () => notify.warning('msg.chartRefreshing'),
    onReloaded: () => notify.success('msg.refreshSuccess'),
  });
  return { ...period, data, refresh: data.reload };
}

/** The URL's custom indicators (`?indicators=visitors,visits`). */
export const INDICATORS_PARAM = 'indicators';

/**
 * The custom indicators on a report's chart, in the URL with the period: the known ones the URL
 * names (at most `max`), else `defaults`. Setting them keeps the period.
 */
export function useIndicators(report: Pick<ReportPeriod, 'search' | 'setSearch'>, known: readonly string[], defaults: readonly string[], max: number): [string[], (next: string[]) => void] {
  const raw = report.search[INDICATORS_PARAM];
  const selected = useMemo(() => indicatorsFromParam(raw, known, defaults, max), [raw, known, defaults, max]);
  const { setSearch } = report;
  const set = useCallback((next: string[]) => setSearch({ [INDICATORS_PARAM]: next.join(',') }), [setSearch]);
  return [selected, set];
}
