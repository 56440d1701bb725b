import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { Switch, Tooltip } from '@fluentui/react-components';
import { useI18n } from '@/i18n';
import { readJson } from '@/machines/session-storage';
import { useLoad } from '../load';
import type { ChartMarker } from './markers';
import type { DayRange } from './period';

/*
 * Change markers on a report's charts (issue #23). A page that has them passes ReportBody a
 * `markers` source (its call and its subject: a drama's page asks for that drama's changes); the
 * scaffold loads them for the period shown and every time-series card of the page draws them
 * (ReportCard reads `useChartMarkers`). A switch in the period bar hides them; the choice is kept
 * per user in localStorage and holds on every report.
 */

/** Where a page's markers come from: its call for the period, and what they are about (`subject`: reloaded when it changes). */
export interface MarkerSource {
  load: (params: DayRange & { subject: string }, signal: AbortSignal) => Promise<ChartMarker[]>;
  subject?: string;
}

/* ------------------------------------------------------------------ the switch, kept per user */

/** The browser's key for `user`'s choice ('off' hides the markers; anything else shows them). */
export const MARKERS_KEY = 'drama-console:chart-markers';
export const markersKeyOf = (user: string) => `${MARKERS_KEY}:user:${user}`;

const listeners = new Set<() => void>();

function currentUser(): string {
  return readJson<{ name?: string }>('user')?.name ?? '';
}

/** Whether the signed-in user sees the markers (shown unless they switched them off). */
export function readMarkersShown(user: string = currentUser()): boolean {
  try {
    return localStorage.getItem(markersKeyOf(user)) !== 'off';
  } catch {
    return true;
  }
}

/** Keeps the signed-in user's choice; every chart follows at once. */
export function writeMarkersShown(shown: boolean, user: string = currentUser()): void {
  try {
    localStorage.setItem(markersKeyOf(user), shown ? 'on' : 'off');
  } catch {
    // A full or refused storage: the choice holds for this page only.
  }
  listeners.forEach((l) => l());
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key.startsWith(MARKERS_KEY)) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in user's choice, kept current (this tab's switch, another tab's). */
export function useMarkersShown(): boolean {
  return useSyncExternalStore(subscribe, () => readMarkersShown(), () => true);
}

/** The switch of the period bar: 显示变更标记 / Show change markers. */
export function MarkerSwitch() {
  const { t } = useI18n();
  const shown = useMarkersShown();
  return (
    <Tooltip content={t('report.markers.hint')} relationship="description">
      <Switch data-markers-switch="" label={t('report.markers.switch')} checked={shown} onChange={(_, data) => writeMarkersShown(data.checked)} />
    </Tooltip>
  );
}

/* ------------------------------------------------------------------ the markers of the page */

const NONE: readonly ChartMarker[] = [];
const MarkersContext = createContext<readonly ChartMarker[]>(NONE);

/** The markers the page's time-series charts draw (none when the page has none, they are hidden, or still loading). */
export function useChartMarkers(): readonly ChartMarker[] {
  return useContext(MarkersContext);
}

/** Loads the page's markers for the period and hands them to its charts while the switch shows them. */
export function MarkersProvider({ source, period, children }: { source: MarkerSource; period: DayRange; children: ReactNode }) {
  const shown = useMarkersShown();
  const load = useLoad(source.load, { start: period.start, end: period.end, subject: source.subject ?? '' });
  const markers = shown && load.data ? load.data : NONE;
  return <MarkersContext.Provider value={markers}>{children}</MarkersContext.Provider>;
}
