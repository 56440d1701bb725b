import { useMemo } from 'react';
import { useI18n } from '@/i18n';
import type { MarkerSource } from '@/lib/report/Markers';
import { changeMarkers, changesApi } from './changes';

/**
 * The change markers of a report page (issue #23): `statistics/v1/changes` for the period shown,
 * as lines in the reader's language, for ReportPage / ReportBody's `markers`. Every change that
 * moved revenue, or a drama's only (its own report). Asked again in another language (the server
 * names tables and fields in the caller's).
 */
export function useChangeMarkers(dramaId?: number | null): MarkerSource {
  const { t, locale } = useI18n();
  return useMemo(
    () => ({
      subject: `${dramaId ?? 'all'}:${locale}`,
      load: async (p) => changeMarkers((await changesApi.changes({ start: p.start, end: p.end, dramaId: dramaId ?? null })).changes, t),
    }),
    [dramaId, locale, t],
  );
}
